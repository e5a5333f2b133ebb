"""Every kind of screen passes an accessibility audit (issue 33): axe-core, run in the page, finds no
serious and no critical violation of WCAG 2.1 A and AA, at a laptop's size and at a phone's.

axe-core is a test-only dependency (package.json's devDependencies; never in the site): its
axe.min.js is put into the page by Playwright and run there. The screens, in one page per size:
home (games in play, results, a damaged save), the question before a delete, a new game's form, a
rules page, each game's table at a person's decision (the dock and the stage; the Elfen maps;
Modern Art's auction; Jambo's market, then its standing orders open), the log drawer and the table's
menu open, the hand-over screen, and each game's end screen (scores, charts, log). The games are
reached by importing saves made here by the computer players (`made_saves`); about 10 s a size.

TABLETOP_A11Y_SHOTS=1 also takes a screenshot of each screen audited (build/screenshots/a11y-*.png).
"""

from __future__ import annotations

import json
import os
import time

import pytest

from e2e_support import MOTION_ENDED, ROOT, SHOTS, TIMINGS, record, wait_ready
from saves_support import go_home, wait_store_idle
from stage_check import SETTLED
from tabletop.engine.match import Match
from tabletop.games import GAMES

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
# More rules to look at by hand (e.g. TABLETOP_A11Y_TAGS=best-practice: landmarks, headings, empty headers).
EXTRA_TAGS = [tag for tag in os.environ.get("TABLETOP_A11Y_TAGS", "").split(",") if tag]
FAILING = ("serious", "critical")
SIZES = {"laptop": (1280, 800), "phone": (390, 844)}
SHOOT = os.environ.get("TABLETOP_A11Y_SHOTS") == "1"
VERBOSE = os.environ.get("TABLETOP_A11Y_VERBOSE") == "1"  # print every violation, and the contrasts to review

# In the page: axe's violations of the given tags, each with what a fix needs to know.
RUN_AXE = """async ([tags, review]) => {
  const kinds = review ? ["violations", "incomplete"] : ["violations"];
  const results = await axe.run(document, {runOnly: {type: "tag", values: tags}, resultTypes: kinds});
  const found = review ? results.violations.concat(
    results.incomplete.map((v) => ({...v, id: "review:" + v.id, impact: "review"}))) : results.violations;
  return found.map((v) => ({
    id: v.id, impact: v.impact, help: v.help, count: v.nodes.length,
    nodes: v.nodes.slice(0, review ? 12 : 4).map((n) => ({
      target: n.target.join(" "), html: n.html.slice(0, 160),
      data: (n.any.concat(n.all, n.none).find((c) => c.data) || {}).data || null,
      summary: n.failureSummary ? n.failureSummary.slice(0, 240) : null,
    })),
  }));
}"""


def describe(violation) -> str:
    found = f"{violation['impact']}, {violation['count']} elements"
    lines = [f"  {violation['id']} ({found}): {violation['help']}"]
    for node in violation["nodes"]:
        lines.append(f"    at {node['target']}")
        data = node["data"]
        if isinstance(data, dict) and "contrastRatio" in data:
            lines.append(
                f"      {data.get('fgColor')} on {data.get('bgColor')}: {data.get('contrastRatio')}:1, needs "
                f"{data.get('expectedContrastRatio')} ({data.get('fontSize')}, {data.get('fontWeight')})"
            )
        elif node["summary"]:
            lines.append("      " + node["summary"].replace("\n", " / "))
    return "\n".join(lines)


class Audit:
    """Runs axe on the page as it is now and keeps what fails, per screen."""

    def __init__(self, page, size):
        self.page, self.size = page, size
        self.faults: dict[str, list[dict]] = {}
        self.screens: list[str] = []

    def __call__(self, screen: str) -> None:
        page = self.page
        page.wait_for_function(MOTION_ENDED)
        if not page.evaluate("typeof axe !== 'undefined'"):
            page.add_script_tag(path=str(AXE))
        violations = page.evaluate(RUN_AXE, [TAGS + EXTRA_TAGS, VERBOSE])
        self.screens.append(screen)
        if VERBOSE and violations:
            print(f"\n{screen} at {self.size}:\n" + "\n".join(describe(v) for v in violations))
        failing = [v for v in violations if v["impact"] in FAILING]
        if failing:
            self.faults[screen] = failing
        if SHOOT:
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SHOTS / f"a11y-{screen}-{self.size}.png"), full_page=True)

    def report(self) -> str:
        return "\n".join(
            f"{screen} at {self.size}:\n" + "\n".join(describe(v) for v in found)
            for screen, found in self.faults.items()
        )


# --- saves made by the computer players ---------------------------------------------------------------


def human(name):
    return {"name": name, "kind": "human"}


def computer(name):
    return {"name": name, "kind": "computer", "level": "sensible"}


def play_until(game_id, seats, want, *, least=0, options=None, seeds=range(1, 60)) -> dict:
    """The save of the first game (by seed) that the sensible computers, playing every seat, bring
    to a state where `want(state)` holds after at least `least` moves; with when it was saved, as
    the page stores it."""
    game = GAMES[game_id]
    for seed in seeds:
        match = Match.create(game, seats, seed, options)
        bots = [game.make_bot("sensible", seed * 10 + seat) for seat in range(len(seats))]
        for _ in range(3000):
            state = match.state
            if want(state) and len(match.actions) >= least:
                return {**match.to_save(), "saved_at": "2026-12-01 09:00", "revision": 1}
            if state.is_over():
                break
            seat = state.actors()[0]
            match.act(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
    raise AssertionError(f"no game of {game_id} reached the state wanted")


def anns_turn(state):
    return not state.is_over() and 0 in state.actors()


def made_saves() -> dict:
    three = [human("Ann"), computer("Bo"), computer("Cy")]
    two = [human("Ann"), computer("Bo")]
    return {
        # A person's decision in each game (the computers move first where it is their turn).
        "goblin_market": play_until("goblin_market", three, anns_turn, least=9),
        "modern_art": play_until(
            "modern_art", three,
            lambda s: s.phase in ("once_around", "sealed") and 0 in s.actors() and s.auctioneer != 0,
        ),
        # The open auction, live: everyone's raises at the shared screen, the countdown.
        "modern_art_open": play_until(
            "modern_art", three, lambda s: s.phase == "open" and 0 in s.actors() and s.auctioneer != 0,
            options={"countdown": 8},
        ),
        # Ann to play, a Guard in hand: a card that cannot be played now is drawn quieter.
        "jambo": play_until("jambo", two, lambda s: anns_turn(s) and s.view(0)["phase"] == "play"
                            and s.view(0)["pending"] is None
                            and any(card.startswith("guard-") for card in s.hands[0]), least=8),
        "elfenland": play_until("elfenland", three, lambda s: anns_turn(s) and s.phase == "move"),
        "elfengold": play_until("elfengold", three, lambda s: anns_turn(s) and s.phase == "move"),
        "elfengold_auction": play_until("elfengold", three, lambda s: anns_turn(s) and s.phase == "auction"),
        # Two people: the device goes from one to the other behind the hand-over screen.
        "handover": play_until("jambo", [human("Ann"), human("Bo")], lambda s: s.actors() == [1]),
        # Finished games: the end screens (and a result on the home page).
        **{
            f"{game}_over": play_until(game, two if game in ("jambo", "elfenland") else three,
                                       lambda s: s.is_over(), options=options)
            for game, options in (("goblin_market", None), ("modern_art", None), ("jambo", None),
                                  ("elfenland", {"rounds": 3}), ("elfengold", None))
        },
    }


@pytest.fixture(scope="module")
def saves():
    return made_saves()


DAMAGED = '{"format": "tabletop-save", "version": 2, "gam'


def open_save(page, tmp_path, name, save, wait=SETTLED):
    """Import `save` from the home page and wait until its table has settled."""
    go_home(page)
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(save))
    page.set_input_files("input[data-import]", str(path))
    page.wait_for_selector("#screen[data-screen=table]")
    page.wait_for_function(wait, timeout=30_000)
    dismiss = page.locator(".banner [data-cmd=dismiss]")  # "imported": on a phone it lies over the toolbar
    if dismiss.count():
        dismiss.click()
        page.wait_for_selector(".banner", state="detached")
    page.wait_for_function(MOTION_ENDED)


def visit_every_screen(page, app_url, saves, tmp_path, look, log=None) -> None:
    """Every kind of screen in turn, in `page` (at the size it has): `look(name)` at each."""
    # No service worker (sw=off): its word that a newer build is ready would lie over the table.
    page.goto(app_url + "?botdelay=0&sw=off")
    wait_ready(page, log=log)
    # Home with a game in play, a result and a damaged save (stored before the durable store: the
    # page moves them there as it starts).
    page.evaluate(
        """(stored) => {
            localStorage.clear();
            for (const [id, text] of Object.entries(stored)) {
                localStorage.setItem("tabletop.save." + id, text);
            }
        }""",
        {"playing": json.dumps(saves["goblin_market"]), "result": json.dumps(saves["elfenland_over"]),
         "broken": DAMAGED},
    )
    page.reload()
    wait_ready(page, log=log)
    wait_store_idle(page)
    page.wait_for_selector(".save.damaged")
    look("home")

    page.locator("button[data-cmd=delete][data-arg=playing]").click()
    page.wait_for_selector("button[data-cmd=delete-confirmed]")
    look("delete-question")
    page.locator("button[data-cmd=delete-confirmed]").click()
    page.wait_for_selector("button[data-cmd=delete-confirmed]", state="detached")

    page.locator("[data-game=modern_art] [data-cmd=setup]").click()
    page.wait_for_selector("form.setup")
    look("setup")
    page.locator("form.setup [data-cmd=rules]").click()
    page.wait_for_selector(".rules-page")
    look("rules")

    for game in TABLES:
        open_save(page, tmp_path, game, saves[game])
        if game == "modern_art_open":  # the countdown held while the page is looked at
            page.locator(".pace-bar [data-cmd=pause]").click()
            page.wait_for_selector(".pace-bar [data-cmd=pause][aria-pressed=true]")
        assert page.locator(".controls").count(), f"{game}: no decision on screen"
        for part in SEEN.get(game, ()):  # what the screen is here to show
            assert page.locator(part).count(), f"{game}: no {part}"
        look(f"table-{game}")
        if game == "jambo":
            page.locator(".orders-panel summary").first.click()
            page.wait_for_selector(".orders-panel details[open]")
            look("table-jambo-orders")
            page.locator(".orders-panel summary").first.click()
        if game == "goblin_market":
            page.locator(".log-toggle").click()
            page.wait_for_selector(".log-panel.open")
            look("log-drawer")
            page.locator(".log-panel [data-cmd=log]").click()
            page.wait_for_selector(".log-panel.open", state="detached")
            page.locator(".menu > summary").click()
            page.wait_for_selector(".menu[open]")
            look("table-menu")
            page.locator(".menu > summary").click()

    open_save(page, tmp_path, "handover", saves["handover"], wait="document.querySelector('.handover')")
    look("handover")

    for game in ENDS:
        open_save(page, tmp_path, f"{game}_over", saves[f"{game}_over"],
                  wait="document.querySelector('.end-screen')")
        look(f"end-{game}")


TABLES = ("goblin_market", "modern_art", "modern_art_open", "jambo", "elfenland", "elfengold",
          "elfengold_auction")
SEEN = {"modern_art": [".ma-hand", ".ma-board"], "modern_art_open": ["[data-testid=live-auction]"],
        "jambo": [".jb-market", ".jb-hand .jb-dim"], "elfenland": [".el-board-wrap svg", ".el-holdings"],
        "elfengold": [".el-board-wrap svg"], "elfengold_auction": [".eg-auction"]}
ENDS = ("goblin_market", "modern_art", "jambo", "elfenland", "elfengold")
SCREENS = 4 + len(TABLES) + 3 + 1 + len(ENDS)  # home, question, setup, rules; tables; orders, log, menu; ...


@pytest.mark.parametrize("size", list(SIZES))
def test_every_kind_of_screen_has_no_serious_accessibility_fault(browser, app_url, saves, tmp_path, size):
    assert AXE.exists(), "node_modules/axe-core is missing: run `npm ci` (a dev dependency in package.json)"
    started = time.perf_counter()
    width, height = SIZES[size]
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=size == "phone")
    try:
        page = context.new_page()
        log = record(page)
        audit = Audit(page, size)
        visit_every_screen(page, app_url, saves, tmp_path, audit, log)
        assert log.errors == [], log.describe()
        assert not audit.faults, "serious or critical accessibility faults:\n" + audit.report()
        assert len(audit.screens) == SCREENS, audit.screens
    finally:
        context.close()
        TIMINGS[f"accessibility audit at {size}"] = time.perf_counter() - started
