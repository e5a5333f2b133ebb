"""The page's archives (tools/build_bundle.py): the app split by what the first screen needs, and the
standard library trimmed to what the app imports (tools/stdlib_modules.txt)."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NO_PROCESSES = pytest.mark.skipif(sys.platform == "emscripten", reason="Pyodide starts no processes")


def tool(name):
    spec = importlib.util.spec_from_file_location(f"_tool_{name}", ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


HOME_MODULES = """
import sys
sys.path.insert(0, %r)
from test_controller import make_app
from tabletop.ui import screens
screens.render(make_app())
print(",".join(sorted(m for m in sys.modules if m.startswith("tabletop."))))
"""


@NO_PROCESSES
def test_the_home_page_needs_only_app_zip():
    """Everything the home page imports (in CPython) is in app.zip; no game's rules, computer players
    or view is."""
    bundle = tool("build_bundle")
    core, games = bundle.split(bundle.sources())
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    done = subprocess.run(
        [sys.executable, "-c", HOME_MODULES % str(ROOT / "tests")], capture_output=True, text=True, env=env,
        check=True,
    )
    home = set(done.stdout.strip().split(","))
    assert home <= core, sorted(home - core)
    for game, content in games.items():
        for part in ("rules", "bots", "ui"):
            assert f"tabletop.games.{game}.{part}" in content["modules"]
    # Elfengold plays on Elfenland's map: it needs that archive too.
    assert "elfenland" in games["elfengold"]["needs"]


def test_every_listed_stdlib_module_is_one():
    listed = tool("build_bundle").stdlib_names()
    assert listed and "json" in listed and "asyncio" in listed
    assert "argparse" not in listed  # the command line's, not the page's
    assert "encodings.utf_16" in listed  # a save file in UTF-16 (engine/savefile.py)


@NO_PROCESSES
@pytest.mark.skipif(
    shutil.which("node") is None
    or not (ROOT / "node_modules" / "pyodide").is_dir()
    or not (ROOT / "vendor" / "pyodide" / "python_stdlib.zip").is_file(),
    reason="needs Node.js, node_modules and vendor/ (npm ci)",
)
def test_every_app_module_imports_from_the_page_archives_in_pyodide():
    """Inside Pyodide started on build/stdlib.zip, with app.zip and the games' archives attached as the
    page attaches them: every module of the app imports, every game's rules, computer players and
    view are made, every listed stdlib module imports. A failure names the missing module: add it
    with `.venv/bin/python tools/stdlib_audit.py`."""
    tool("build_bundle").build()
    done = subprocess.run(
        ["node", str(ROOT / "tools" / "bundles_check.mjs")], cwd=ROOT, capture_output=True, text=True,
        timeout=600,
    )
    lines = [line[:300] for line in (done.stdout + done.stderr).splitlines() if not line.startswith("async ")]
    assert done.returncode == 0, "\n".join(lines[-30:])
    assert done.stdout.startswith("ok:"), done.stdout
