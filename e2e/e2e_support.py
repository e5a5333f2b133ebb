"""Helpers for the browser tests (import them as `from e2e_support import ...`).

Kept out of conftest.py so that test modules never `import conftest` (ambiguous once tests/ has
one too).
"""

from __future__ import annotations

import importlib.util
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
READY_SELECTOR = '#app[data-ready="true"]'
BOOT_TIMEOUT_MS = 60_000

# Timings that tests want shown in the terminal summary ("e2e timings"): name -> seconds.
TIMINGS: dict[str, float] = {}


def load_tool(name: str):
    """A module of tools/ (build_site, serve, ...), loaded by path under a private name."""
    spec = importlib.util.spec_from_file_location(f"_tabletop_tools_{name}", ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


@dataclass
class PageLog:
    """What one page asked for and said."""

    requests: list[str] = field(default_factory=list)
    console: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def foreign_requests(self, site: str) -> list[str]:
        """Requested URLs that are not on the origin of `site` (e.g. "http://127.0.0.1:1234/")."""
        home = origin(site)
        foreign = []
        for url in self.requests:
            scheme = urlsplit(url).scheme
            if scheme == "data" or (scheme == "blob" and origin(url.removeprefix("blob:")) == home):
                continue
            if origin(url) != home:
                foreign.append(url)
        return foreign

    def describe(self) -> str:
        return "\n".join([f"page errors: {self.errors or 'none'}", "console (last 20):", *self.console[-20:]])


def record(page) -> PageLog:
    """Start recording every request, console message and uncaught error of `page`."""
    log = PageLog()
    page.on("request", lambda request: log.requests.append(request.url))
    page.on("console", lambda message: log.console.append(f"[{message.type}] {message.text}"))
    page.on("pageerror", lambda error: log.errors.append(str(error)))
    return log


def wait_ready(page, timeout_ms: int = BOOT_TIMEOUT_MS, log: PageLog | None = None) -> float:
    """Wait until the app sets data-ready="true" on #app; returns the seconds waited.

    Fails at once, with the error, when Python fails first (PyScript's `.py-error` box, or a
    PythonError on the console when `log` records it) instead of sitting out the timeout.
    """
    started = time.perf_counter()
    deadline = started + timeout_ms / 1000
    while True:
        if page.locator(READY_SELECTOR).count():
            return time.perf_counter() - started
        failure = None
        if page.locator(".py-error").count():
            failure = "PyScript reported an error:\n" + page.locator(".py-error").first.inner_text()
        elif log is not None and any("PythonError" in line for line in log.console):
            failure = "Python raised an error"
        elif time.perf_counter() > deadline:
            failure = f"the app was not ready within {timeout_ms / 1000:.0f} s"
        if failure:
            detail = f"\n{log.describe()}" if log is not None else ""
            raise AssertionError(failure + detail)
        page.wait_for_timeout(50)


SHOTS = ROOT / "build" / "screenshots"  # not test-results/: pytest-playwright empties it
SHOT_SIZES = ((390, 844), (1280, 900))  # a phone, a desktop


# Until the moves' motion (assets/draw.js: glides, flights) has ended; CSS animations that run on
# (a "thinking" blink) do not count.
MOTION_ENDED = "document.getAnimations().every(a => a instanceof CSSAnimation || a.playState !== 'running')"


def screenshots(page, name: str) -> list[Path]:
    """The page at phone and desktop widths once the last move's motion has ended, so that no card
    is caught on its way (the viewport is put back after)."""
    page.wait_for_function(MOTION_ENDED)
    SHOTS.mkdir(parents=True, exist_ok=True)
    before = page.viewport_size
    paths = []
    for width, height in SHOT_SIZES:
        page.set_viewport_size({"width": width, "height": height})
        path = SHOTS / f"{name}-{width}x{height}.png"
        page.screenshot(path=str(path), full_page=True)
        paths.append(path)
    if before:
        page.set_viewport_size(before)
    return paths


def check_table_layout(page, buttons: str = ".controls button") -> None:
    """At the size the page has now, once the moves' motion has ended: no sideways scrolling; on a
    phone the decision's pinned bar inside the screen; every button of `buttons` (the decision's,
    by default) at least 44 px tall and wide."""
    page.wait_for_function(MOTION_ENDED)
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth"), page.evaluate(
        "[document.documentElement.scrollWidth, innerWidth]"
    )
    height = page.viewport_size["height"]
    bar = page.locator(".decision-bar")
    if bar.count() and page.viewport_size["width"] <= 700:
        box = bar.bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= height + 1, box
    for button in page.locator(buttons).all():
        box = button.bounding_box()
        assert box["height"] >= 44 and box["width"] >= 44, box


def check_still_under_pointer(page, locator) -> None:
    """A pointer resting on `locator`'s edge, or on its middle, leaves it where it is: a hover that
    moved it would take it from under the pointer, end, and bring it back, frame after frame (and a
    click on it would wait for ever for it to stand still)."""
    locator.scroll_into_view_if_needed()
    box = locator.bounding_box()
    for y in (box["y"] + box["height"] - 1.5, box["y"] + 1.5, box["y"] + box["height"] / 2):
        page.mouse.move(box["x"] + box["width"] / 2, y)
        tops = locator.evaluate(
            """async (node) => {
              const tops = [];
              for (let frame = 0; frame < 12; frame++) {
                await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
                tops.push(node.getBoundingClientRect().top);
              }
              return [...new Set(tops)];
            }"""
        )
        assert len(tops) == 1, f"under a pointer at y={y}, {locator} moved between {tops}"
    page.mouse.move(0, 0)


def press_and_hold(page, locator) -> None:
    """Press the mouse down on `locator` (scrolled into view) and keep it down (page.mouse.up() lets go)."""
    locator.scroll_into_view_if_needed()
    box = locator.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()


def saves_written(page) -> None:
    """Until the page has written the save of the move it shows: it writes it in a task queued as it
    drew the move (App.defer_saves), so a timer queued now runs after that task."""
    page.evaluate("() => new Promise((done) => setTimeout(done))")


# Tasks over 50 ms on the main thread, recorded from the moment the observer is set up.
LONG_TASKS = """() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: "longtask" });
}"""


def start_with_seats(page, game, kinds, opening=None):
    """From the home page: a new `game` with a seat of each kind ("human", "computer:strong"...), as
    many players as kinds where the game lets one choose, `opening` the first seat if given."""
    page.click(f"button[data-cmd=setup][data-arg={game}]")
    page.wait_for_selector("form.setup")  # drawn once the game's archive is in
    if page.locator("select[name=players]").count():
        page.select_option("select[name=players]", str(len(kinds)))
    for seat, kind in enumerate(kinds):
        page.select_option(f"select[name=kind_{seat}]", kind)
    if opening is not None:
        page.select_option("select[name=opening]", opening)
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector(".controls, .end-screen, .handover")
