"""A finished move survives the whole browser being killed soon after it (issue 34): a phone's system
kills a browser in the background without warning. The browser process itself is killed (SIGKILL,
not just the page), 0.5, 1, 2 and 3 s after moves, and opened again on the same profile."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

from e2e_support import TIMINGS, load_tool, wait_ready
from saves_support import current_id, stored_games

BROWSER = load_tool("chromium")
PASS = """.controls button[data-cmd=act][data-arg='["pass"]']"""
ANY = ".controls [data-cmd=act]:not([disabled])"  # a card to take, when Ann won the lot


def browser_pids(profile: Path) -> list[int]:
    """Every process of the browser running on `profile`: its main process (the one given the
    profile, with no --type) and all that descend from it (renderers, the storage and network
    services, the GPU process)."""
    parents, mains = {}, []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            args = (entry / "cmdline").read_bytes().split(b"\0")
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        parents[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
        if any(arg == f"--user-data-dir={profile}".encode() for arg in args) and not any(
            arg.startswith(b"--type=") for arg in args
        ):
            mains.append(int(entry.name))
    found = list(mains)
    for pid in found:
        found.extend(child for child, parent in parents.items() if parent == pid and child not in found)
    return found


def kill_browser(profile: Path) -> int:
    """All of the browser at once, as a phone's system kills it: every process stopped first (no
    service gets to write out what it holds when another dies), then killed."""
    pids = browser_pids(profile)
    for sig in (signal.SIGSTOP, signal.SIGKILL):
        for pid in pids:
            try:
                os.kill(pid, sig)
            except ProcessLookupError:
                pass
    return len(pids)


def launch(playwright, profile):
    executable = str(BROWSER.CHROMIUM) if BROWSER.CHROMIUM.exists() else None
    return playwright.chromium.launch_persistent_context(
        str(profile), headless=True, executable_path=executable, args=BROWSER.CHROMIUM_ARGS
    )


def moves_shown(page) -> int:
    """The moves of the game on screen (#app[data-moves]; a build from before it: those the page
    wrote, which it took to be stored)."""
    try:
        page.wait_for_selector("#app[data-moves]:not([data-moves=''])", timeout=5000)
    except Exception:
        return len(stored_games(page)[current_id(page)]["actions"])
    return int(page.get_attribute("#app", "data-moves"))


def make_moves(page, count):
    """`count` of Ann's moves (a pass, or a bid when passing is not on offer), each with the computers'
    answers, until her next decision is on screen."""
    for _ in range(count):
        page.locator(f"{ANY}, .end-screen").first.wait_for()
        if page.locator(".end-screen").count():
            return
        before = page.inner_text(".log")
        target = page.locator(PASS) if page.locator(PASS).count() else page.locator(ANY).first
        target.click()
        page.wait_for_function("(before) => document.querySelector('.log').innerText !== before", arg=before)
        page.locator(f"{ANY}, .end-screen").first.wait_for()


def test_no_finished_move_is_lost_when_the_whole_browser_is_killed(playwright, tmp_path, app_url):
    profile = tmp_path / "profile"
    lost = []
    shown_before = 0
    for round_, delay in enumerate((0.5, 1, 2, 3)):
        context = launch(playwright, profile)
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(app_url + "?botdelay=0")
        wait_ready(page)
        if round_ == 0:
            page.locator("button[data-cmd=setup][data-arg=goblin_market]").click()
            page.select_option("select[name=kind_1]", "computer:sensible")
            page.select_option("select[name=kind_2]", "computer:easy")
            page.get_by_role("button", name="Start the game").click()
        else:
            stored_after = moves_shown(page)
            lost.append(max(0, shown_before - stored_after))
        make_moves(page, 2)
        shown_before = moves_shown(page)
        time.sleep(delay)
        assert kill_browser(profile) > 1, "the browser's processes were found"
        try:
            context.close()
        except Exception:
            pass  # the browser is gone: that was the point
    context = launch(playwright, profile)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(app_url + "?botdelay=0")
        wait_ready(page)
        lost.append(max(0, shown_before - moves_shown(page)))
        stored = stored_games(page, written=False)[current_id(page)]["actions"]
        assert len(stored) >= shown_before
    finally:
        context.close()
    TIMINGS["moves lost over 4 kills of the browser"] = float(sum(lost))
    assert lost == [0, 0, 0, 0], f"moves lost after kills at 0.5, 1, 2, 3 s: {lost}"
