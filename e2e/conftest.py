"""Browser tests: serve the repository root locally and drive Chromium with pytest-playwright.

Fixtures:
- ``site_url``   (session) base URL of an in-process static server on 127.0.0.1 (free port).
- ``app_url``    URL of the page (index.html) on that server.
- ``page_log``   records every request, console message and page error of the test's ``page``.
- ``table``      a fresh page with empty storage, booted, computer players without delay.
- ``browser_type_launch_args``  Debian's /usr/bin/chromium when present, headless, quiet flags.
Helpers live in e2e_support.py: ``record(page)``, ``wait_ready(page)``, ``PageLog``, ``TIMINGS``.
"""

from __future__ import annotations

import threading

import pytest

from e2e_support import ROOT, TIMINGS, PageLog, load_tool, record, wait_ready

BROWSER = load_tool("chromium")  # its path and flags, shared with tools/bench.py


@pytest.fixture(scope="session")
def site_url() -> str:
    """Serve the repository root (after rebuilding build/app.zip) for the whole session."""
    if not (ROOT / "vendor" / "pyodide" / "pyodide.mjs").exists():
        pytest.exit("vendor/ is missing: run `npm ci` (make test does it)", returncode=3)
    load_tool("build_bundle").build()
    server = load_tool("serve").make_server(host="127.0.0.1", port=0, directory=ROOT, quiet=True)
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
    args["args"] = [*browser_type_launch_args.get("args", []), *BROWSER.CHROMIUM_ARGS]
    if BROWSER.CHROMIUM.exists() and "channel" not in args:
        args["executable_path"] = str(BROWSER.CHROMIUM)
    return args


@pytest.fixture
def page_log(page) -> PageLog:
    """Recorder attached to pytest-playwright's `page` before the test navigates."""
    return record(page)


@pytest.fixture
def table(page, page_log, app_url):
    """A fresh page with empty storage, booted and ready; computer players move at once."""
    page.goto(app_url + "?botdelay=0")
    wait_ready(page, log=page_log)
    page.evaluate("localStorage.clear()")
    page.reload()
    wait_ready(page, log=page_log)
    return page


def pytest_terminal_summary(terminalreporter):
    if TIMINGS:
        terminalreporter.section("e2e timings")
        for name, seconds in TIMINGS.items():
            terminalreporter.write_line(f"{name}: {seconds:.2f} s")
