"""The page boots offline from the local server, and explains itself when opened as a file."""

import time

from e2e_support import ROOT, TIMINGS, record, wait_ready


def test_page_boots_from_local_server_only(page, page_log, app_url, site_url):
    started = time.perf_counter()
    page.goto(app_url)
    wait_ready(page, log=page_log)
    TIMINGS["page boot, goto -> data-ready (new context)"] = time.perf_counter() - started
    TIMINGS["page boot, navigation start -> data-ready"] = page.evaluate("performance.now()") / 1000

    assert "Tabletop" in page.title()
    assert page_log.errors == [], page_log.describe()
    # The vendored runtime and the app bundle really were fetched, and nothing left the machine.
    assert any(url.endswith("/vendor/pyodide/pyodide.asm.wasm") for url in page_log.requests)
    assert any(url.endswith("/build/app.zip") for url in page_log.requests)
    assert page_log.foreign_requests(site_url) == []


def test_file_url_shows_how_to_serve(page):
    log = record(page)
    page.goto((ROOT / "index.html").as_uri())
    warning = page.locator("#file-warning")
    warning.wait_for(state="visible", timeout=10_000)
    text = warning.inner_text()
    assert "http" in text
    assert "make play" in text
    assert "python3 -m http.server" in text
    assert "浏览器" in text  # Simplified Chinese
    assert "瀏覽器" in text  # Traditional Chinese
    # PyScript never starts: its module is blocked, so no runtime is fetched and nothing boots.
    page.wait_for_timeout(1000)
    assert page.locator('#app[data-ready="true"]').count() == 0
    assert not any("pyodide" in url for url in log.requests), log.requests


# Run in the page (?pyhook): the archive of Jambo's modules gone, as in Python started from its
# snapshot before the archive came back, then one of its modules imported at once.
BLOCKING_IMPORT = """
import importlib, os, sys
from tabletop.web import bundles
calls = []
real = bundles.fetch_now
bundles.fetch_now = lambda url: (calls.append(url), real(url))[1]
try:
    path = bundles.archive("jambo")
    if os.path.exists(path):
        os.remove(path)
    for name in [m for m in sys.modules if bundles.OWNER.get(m) == "jambo"]:
        del sys.modules[name]
    module = importlib.import_module("tabletop.games.jambo.bots")
finally:
    bundles.fetch_now = real
"|".join([module.__name__, str(os.path.exists(path)), *calls])
"""


def test_an_import_from_a_games_archive_not_there_yet_fetches_it_at_once(page, page_log, app_url):
    """web/bundles.py's finder: an import that comes before the game's archive (a path that no
    ensure() foresaw) fetches it by a blocking request, on the page's own trimmed stdlib."""
    page.goto(app_url + "?pyhook&botdelay=0")
    wait_ready(page, log=page_log)
    result = page.evaluate("(code) => window.tabletopRunPython(code)", BLOCKING_IMPORT)
    name, exists, *calls = result.split("|")
    assert name == "tabletop.games.jambo.bots" and exists == "True"
    assert calls == ["./build/games/jambo.zip"]
    assert page_log.errors == [], page_log.describe()
