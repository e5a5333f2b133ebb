"""Browser tests: serve the repository root locally and drive Chromium with pytest-playwright.

Fixtures:
- ``site_url``   (session) base URL of an in-process static server on 127.0.0.1 (free port).
- ``app_url``    URL of the page (index.html) on that server.
- ``page_log``   records every request, console message and page error of the test's ``page``.
- ``browser_type_launch_args``  Debian's /usr/bin/chromium when present, headless, quiet flags.
Helpers live in e2e_support.py: ``record(page)``, ``wait_ready(page)``, ``PageLog``, ``TIMINGS``.
"""

from __future__ import annotations

import importlib.util
import threading
from pathlib import Path

import pytest

from e2e_support import ROOT, TIMINGS, PageLog, record

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def _load_tool(name: str):
    spec = importlib.util.spec_from_file_location(f"_tabletop_tools_{name}", ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def site_url() -> str:
    """Serve the repository root (after rebuilding build/app.zip) for the whole session."""
    if not (ROOT / "vendor" / "pyodide" / "pyodide.mjs").exists():
        pytest.exit("vendor/ is missing: run `npm ci` (make test does it)", returncode=3)
    _load_tool("build_bundle").build()
    server = _load_tool("serve").make_server(host="127.0.0.1", port=0, directory=ROOT, quiet=True)
    thread = threading.Thread(target=server.serve_forever, name="e2e-http", daemon=True)
    thread.start()
    host, port = server.server_address[:2]
    try:
        yield f"http://{host}:{port}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


@pytest.fixture
def app_url(site_url: str) -> str:
    return site_url + "index.html"


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    """Use Debian's Chromium when present (never `playwright install` here), headless, quiet."""
    args = {"headless": True, **browser_type_launch_args}
    args["args"] = [*browser_type_launch_args.get("args", []), *CHROMIUM_ARGS]
    if CHROMIUM.exists() and "channel" not in args:
        args["executable_path"] = str(CHROMIUM)
    return args


@pytest.fixture
def page_log(page) -> PageLog:
    """Recorder attached to pytest-playwright's `page` before the test navigates."""
    return record(page)


def pytest_terminal_summary(terminalreporter):
    if TIMINGS:
        terminalreporter.section("e2e timings")
        for name, seconds in TIMINGS.items():
            terminalreporter.write_line(f"{name}: {seconds:.2f} s")
