"""What the page imports to start: only what drawing the first screen needs. The computer players,
hashlib and the stdlib's html package (with its table of named entities) come later or not at all,
each being tens of milliseconds of the start in Pyodide."""

from __future__ import annotations

import html
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.ui.html import escape, unescape

SRC = Path(__file__).resolve().parent.parent / "src"
PROBE = """
import sys
import tabletop.games, tabletop.ui.controller, tabletop.ui.screens
late = [m for m in sys.modules if m in ("hashlib", "html", "html.entities")
        or m.startswith("tabletop.games.") and m.rsplit(".", 1)[-1] in ("bots", "sampling")
        or m == "tabletop.engine.search"]
print(",".join(sorted(late)))
"""


@pytest.mark.skipif(sys.platform == "emscripten", reason="Pyodide starts no processes")
def test_the_start_imports_no_computer_players_hashlib_or_the_html_package():
    env = {**os.environ, "PYTHONPATH": str(SRC)}
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, check=True)
    assert done.stdout.strip() == ""


# The home page of a first visit, drawn: no game's rules nor its view (nor its board, terrain or
# card art for the table) is imported for it, only the boxes and what the covers draw with.
HOME_PROBE = """
import sys
sys.path.insert(0, %r)
from test_controller import make_app
from tabletop.ui import screens
app = make_app()
assert app.screen == "home"
html = screens.render(app)
assert html.count('class="cover"') == 5, html.count('class="cover"')
views = [m for m in sys.modules if m.startswith("tabletop.games.")
         and m.rsplit(".", 1)[-1] in ("rules", "ui", "board", "terrain", "tour_view", "orders_view")]
print(",".join(sorted(views)))
"""


@pytest.mark.skipif(sys.platform == "emscripten", reason="Pyodide starts no processes")
def test_the_home_page_imports_no_games_rules_or_view():
    env = {**os.environ, "PYTHONPATH": str(SRC)}
    probe = HOME_PROBE % str(Path(__file__).resolve().parent)
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, check=True)
    assert done.stdout.strip() == ""


def test_escape_is_the_stdlibs():
    for text in ["a&b<c>d\"e'f", "&amp;", "", "名字 <b>", "\u2028"]:
        assert escape(text) == html.escape(text, quote=True)
        assert escape(text, quote=False) == html.escape(text, quote=False)
        assert unescape(escape(text)) == text == html.unescape(escape(text))


def test_a_computer_player_is_imported_when_first_made():
    from tabletop.games import GAMES

    bot = GAMES["jambo"].make_bot("sensible", 3)
    assert type(bot).__module__ == "tabletop.games.jambo.bots"
