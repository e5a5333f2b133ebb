"""The one-screen table, checked in the page: what a person deciding must have in sight.

`stage_faults(page, touch=...)` returns a list of faults (empty when the table is right) at the size
the page has now, for the decision on screen. Used by e2e/test_one_screen.py and by
tools/probe_layout.py (which plays games at many sizes and prints the faults with screenshots).
"""

from __future__ import annotations

from pathlib import Path

MIN_TEXT_PX = 11  # as shown: the font size times the zoom it is drawn at (CSS zoom, an SVG's scale)
MIN_TOUCH_PX = 40  # a control's smaller side on a touch screen
MIN_MAP_SHARE = 0.35  # of the screen, the Elfen map while its player decides

# In the page: every fault as a short text. A control counts as seen when its centre is inside the
# viewport and the topmost element there is the control or inside it; a control inside a frame that
# scrolls by itself (a hand wider than the dock) counts when that frame is in sight.
STAGE_FAULTS = (Path(__file__).parent / "stage_faults.js").read_text()


def stage_faults(page, *, touch: bool) -> list[str]:
    """What is wrong with the table on screen now for the person deciding (empty: nothing)."""
    return page.evaluate(
        STAGE_FAULTS,
        {"touch": touch, "minText": MIN_TEXT_PX, "minTouch": MIN_TOUCH_PX, "minMap": MIN_MAP_SHARE},
    )


SIZES = {"phone": (390, 844), "tablet": (820, 1180), "tablet-landscape": (1180, 820), "laptop": (1280, 800)}
PLAYERS = {"goblin_market": 4, "modern_art": 4, "jambo": 2, "elfenland": 4, "elfengold": 4}
SETTLED = """() => document.querySelector('#app[data-ready="true"]')
  && document.querySelector('.controls, .end-screen, .handover button.primary')
  && document.getAnimations().every(a => a instanceof CSSAnimation || a.playState !== 'running')"""
# What a random player may press: the table's own controls (moves, choices on the way, the map's
# roads and towns, the hand-over), not the toolbar's (undo, home, rules...).
PRESSABLE = (
    "#app .tt-layout [data-cmd]:not([disabled]):not([data-cmd=pref]), "
    "#app .handover button[data-cmd=ready], #app .controls button[type=submit]:not([disabled])"
)


def start_game(page, game: str, players: int | None = None, options: dict | None = None) -> None:
    """From the home page: a new `game`, the first seat a person, every other a computer."""
    players = players or PLAYERS[game]
    page.click(f"[data-game={game}] [data-cmd=setup]")
    page.select_option("select[name=players]", str(players))
    for seat in range(1, players):
        kinds = page.eval_on_selector_all(
            f"select[name=kind_{seat}] option", "(options) => options.map((o) => o.value)"
        )
        computer = next(kind for kind in kinds if kind.startswith("computer"))
        page.select_option(f"select[name=kind_{seat}]", computer)
    for name, value in (options or {}).items():
        page.select_option(f"select[name={name}]", value)
    page.click("form.setup button[type=submit]")
    page.wait_for_function(SETTLED)


def play_and_check(page, rng, *, decisions: int, touch: bool, shot=None, max_presses: int = 400):
    """Press random controls of the table until `decisions` decisions of the person were checked
    (or the game ended); returns [(decision number, faults)] for those with faults. `shot(n)` is
    called at each checked decision (to take screenshots)."""
    found = []
    checked = presses = 0
    while checked < decisions and presses < max_presses:
        page.wait_for_function(SETTLED, timeout=30_000)
        if page.locator(".end-screen").count():
            break
        if page.locator(".handover button.primary").count():
            page.locator(".handover button.primary").first.click()
            presses += 1
            continue
        faults = stage_faults(page, touch=touch)
        if faults:
            found.append((checked, faults))
        if shot:
            shot(checked)
        checked += 1
        pressable = page.locator(PRESSABLE)
        count = pressable.count()
        if not count:
            page.wait_for_timeout(200)
            continue
        target = pressable.nth(rng.randrange(count))
        try:
            target.click(timeout=5_000)
        except Exception:  # covered or gone while the page redrew: the check above says which
            target.dispatch_event("click")
        presses += 1
    return found
