"""Browser tests: serve the repository root locally and drive Chromium with pytest-playwright.

Fixtures:
- ``site_url``   (session) base URL of an in-process static server on 127.0.0.1 (free port).
- ``app_url``    URL of the page (index.html) on that server.
- ``page_log``   records every request, console message and page error of the test's ``page``.
- ``table``      a fresh page with empty storage, booted, computer players without delay.
- ``browser_type_launch_args``  Debian's /usr/bin/chromium when present, headless, quiet flags.
A test whose browser stopped drawing frames (``RendererStalled``, below) or whose page crashed
(``PAGE_CRASHED``) runs again, up to twice, each time in a fresh page; the summary names it.
Helpers live in e2e_support.py: ``record(page)``, ``wait_ready(page)``, ``PageLog``, ``TIMINGS``.
"""

from __future__ import annotations

import re
import subprocess
import threading

import pytest
from playwright.sync_api import Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from e2e_support import ROOT, TIMINGS, PageLog, load_tool, record, wait_ready

BROWSER = load_tool("chromium")  # its path and flags, shared with tools/bench.py
STALLED: list[str] = []  # the tests that met a renderer stall (and ran again)
CRASHED: list[str] = []  # the tests whose page crashed (and ran again), with the memory free then

# Playwright's words when the process drawing the page died under it. One CI run (2026-12-03) lost 18
# of 62 tests so, most while booting, where the same build passed on this machine twice and on CI the
# run before; a crash is the browser's failure, not the page's (which would fail the same way twice),
# so the test runs again in a fresh page and the summary names it with the memory available then.
PAGE_CRASHED = r"Target crashed|Page crashed"
# Runs after the first for a test that stalled or crashed: twice, as that CI run lost about one page
# in four, where one more run would still have lost a few tests.
RERUNS = 2


class RendererStalled(Exception):
    """The browser drew no frame for seconds while the page's own thread was free to run: headless
    Chromium on a busy 2-core machine now and then stops drawing one page, and every click then
    waits for ever for two frames in which its target stands still. Not the page's doing (its
    thread answers), so the test runs again in a fresh page, up to twice; a third stall fails it."""


def frames_stalled(page: Page) -> bool:
    """True if the page's thread answers but no animation frame comes within 3 s."""
    try:
        page.wait_for_function("() => true", polling=100, timeout=3000)
    except PlaywrightTimeout:
        return False  # the page's own thread is busy: that is the page's doing, not a stall
    except Exception:
        return False  # the page is gone or crashed: the test's own error says more
    probe = """() => {
      if (window.__tabletopFrameSeen === undefined) {
        window.__tabletopFrameSeen = false;
        requestAnimationFrame(() => { window.__tabletopFrameSeen = true; });
      }
      return window.__tabletopFrameSeen;
    }"""
    try:
        page.wait_for_function(probe, polling=100, timeout=3000)
    except PlaywrightTimeout:
        return True
    except Exception:
        return False
    return False


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    try:
        return (yield)
    except PlaywrightTimeout as error:
        pages = [value for value in item.funcargs.values() if isinstance(value, Page)]
        if any(frames_stalled(page) for page in pages):
            STALLED.append(item.nodeid)
            raise RendererStalled(f"the browser drew no frame for 3 s after: {error}") from error
        raise


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if report.failed and call.excinfo is not None and re.search(PAGE_CRASHED, str(call.excinfo.value)):
        CRASHED.append(f"{item.nodeid} (in {report.when}; {memory_available_mib()} MiB of memory available)")
    elif report.failed and report.when == "call":
        # What the player would have seen when the test gave up: the one clue a failure seen only
        # on CI leaves (its output is all there is).
        seen = set()
        for name, value in item.funcargs.items():
            if isinstance(value, Page) and id(value) not in seen:
                seen.add(id(value))
                report.sections.append((f"the page ({name}) when the test failed", page_text(value)))
    return report


def page_text(page: Page) -> str:
    try:
        text = page.inner_text("#app", timeout=2000)
    except Exception as error:  # the page is gone: say so instead of hiding the test's own error
        return f"(not readable: {type(error).__name__})"
    return f"{page.url}\n{text[:1500]}"


def memory_available_mib() -> str:
    try:
        for line in open("/proc/meminfo", encoding="ascii"):
            if line.startswith("MemAvailable:"):
                return str(int(line.split()[1]) // 1024)
    except OSError:
        pass
    return "?"


def kernel_lines_on_crashes() -> list[str]:
    """The kernel's last words on killed or faulting processes (out of memory, a segfault), if its
    log can be read here: what tells a starved machine from a browser's own fault."""
    try:
        log = subprocess.run(["dmesg"], capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    pattern = re.compile(r"out of memory|oom|killed process|segfault|traps:|chrom", re.IGNORECASE)
    return [line for line in log.splitlines() if pattern.search(line)][-8:]


def pytest_collection_modifyitems(items):
    for item in items:
        if "e2e" in item.path.parts:
            item.add_marker(pytest.mark.flaky(reruns=RERUNS, only_rerun=[RendererStalled, PAGE_CRASHED]))


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
    if STALLED:
        terminalreporter.section("renderer stalls (each test ran again)")
        for nodeid in STALLED:
            terminalreporter.write_line(nodeid)
    if CRASHED:
        terminalreporter.section("pages that crashed (each test ran again)")
        for line in CRASHED:
            terminalreporter.write_line(line)
        for line in kernel_lines_on_crashes():
            terminalreporter.write_line(f"kernel: {line}")
    if TIMINGS:
        terminalreporter.section("e2e timings")
        for name, seconds in TIMINGS.items():
            terminalreporter.write_line(f"{name}: {seconds:.2f} s")
