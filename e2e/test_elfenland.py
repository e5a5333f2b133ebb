"""Elfenland through the page: a whole 3-round game against the computer, played with real clicks on
the buttons and on the roads and towns of the SVG map."""

import json
import time

import pytest

from e2e_support import SHOTS, TIMINGS, screenshots, wait_ready
from tabletop.engine.match import Match
from tabletop.games import GAMES

FAST = "?botdelay=0"
READY = ".el-controls, .end-screen"

# The page point at the middle of a lit road's (or town's) wide hit area, so that the click lands on
# the road itself and not on the empty corner of its bounding box.
MIDDLE = """(node) => {
    const hit = node.querySelector('.hit') || node.querySelector('.hit-town');
    if (hit.tagName === 'circle') {
        const box = hit.getBoundingClientRect();
        return [box.x + box.width / 2, box.y + box.height / 2];
    }
    const point = hit.getPointAtLength(hit.getTotalLength() / 2);
    const m = hit.getScreenCTM();
    return [point.x * m.a + point.y * m.c + m.e, point.x * m.b + point.y * m.d + m.f];
}"""


# Other checkouts' builds of the bundle can make the page offer a new version mid-game: a prompt
# fixed over the page that would take a click meant for the map. It is not what these tests test.
NO_PROMPT = "document.getElementById('update-prompt')?.remove()"


def tap_on_map(page, locator):
    """A real mouse click on the middle of a lit road or town of the map."""
    page.evaluate(NO_PROMPT)
    locator.evaluate("node => node.scrollIntoView({block: 'center', inline: 'center'})")
    x, y = locator.evaluate(MIDDLE)
    before = page.locator("#app").inner_html()
    page.mouse.click(x, y)
    page.wait_for_function("(old) => document.querySelector('#app').innerHTML !== old", arg=before)


def click(page, locator):
    page.evaluate(NO_PROMPT)
    locator.click()
    page.wait_for_selector(READY)


def phase(page):
    controls = page.locator(".el-controls")
    return controls.get_attribute("data-phase") if controls.count() else None


def plan_turn(page, placed):
    """Place a counter by tapping it and then a lit road of the map, a few times a round; else pass."""
    counters = page.locator(".el-controls [data-cmd=select][data-key^=counter-]")
    if placed < 3 and counters.count():
        if not page.locator(".road.lit[data-cmd=act]").count():
            counters.first.click()
            page.wait_for_selector(".road.lit[data-cmd=act]", state="attached")
        roads = page.locator(".road.lit[data-cmd=act]")
        assert roads.count() > 0
        if placed == 0:  # the map works from the keyboard too: a lit road takes focus and Enter
            before = page.locator("#app").inner_html()
            roads.first.focus()
            page.keyboard.press("Enter")
            page.wait_for_function("(old) => document.querySelector('#app').innerHTML !== old", arg=before)
        else:
            tap_on_map(page, roads.first)
        page.wait_for_selector(READY)
        return True
    click(page, page.locator(".el-controls [data-key=pass]"))
    return False


def move_turn(page, state):
    """Travel: tap a lit town on the map, then pay with the first way offered; once a game use the
    route planner; end the journey after a few steps."""
    if not state["planned"] and page.locator("[data-key=route-choose]").count():
        click(page, page.locator("[data-key=route-choose]"))
        towns = page.locator(".place.lit[data-cmd=select]")
        assert towns.count() == 20
        tap_on_map(page, towns.nth(7))
        route = page.locator("[data-testid=route]").inner_text()
        assert "Cheapest route" in route or "cannot reach" in route, route
        state["planned"] = True
        if page.locator("[data-key=route-go]").count():
            click(page, page.locator("[data-key=route-go]"))
            state["steps"] += 1
            return
    towns = page.locator(".place.lit[data-cmd=select]")
    if state["steps"] < 4 and towns.count():
        tap_on_map(page, towns.first)
        helper = page.locator("[data-testid=step-helper]")
        assert helper.count() == 1
        assert "Pay" in helper.inner_text() or "Caravan" in helper.inner_text()
        click(page, helper.locator("[data-cmd=act]").first)
        state["steps"] += 1
        return
    click(page, page.locator(".el-controls [data-key=end-move]"))


def test_a_whole_three_round_game_against_the_computer(table, page_log, site_url):
    page = table
    started = time.perf_counter()
    page.locator("button[data-cmd=setup][data-arg=elfenland]").click()
    page.select_option("select[name=players]", "2")
    page.wait_for_selector("select[name=kind_1]")
    page.fill("input[name=name_0]", "Ann")
    page.select_option("select[name=kind_1]", "computer:sensible")
    page.select_option("select[name=option_rounds]", "3")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector(READY)
    assert "Ann: your cards and counters" in page.inner_text("[data-testid=mine]")
    placed, state, previous = 0, {"planned": False, "steps": 0}, None
    seen, shots = set(), set()
    for _ in range(600):
        if page.locator(".end-screen").count():
            break
        current = phase(page)
        seen.add(current)
        if current != previous:  # a new phase of Ann's: count placements and steps afresh
            placed = 0 if current == "draw_counters" else placed
            state["steps"] = 0 if current == "move" and previous != "discard" else state["steps"]
            previous = current
        assert page.inner_text("[data-testid=prompt]").strip()
        if current == "draw_counters":
            click(page, page.locator(".el-controls .el-pick").first)
        elif current == "plan":
            placed += plan_turn(page, placed)
            if "plan" not in shots and page.locator(".slot .item .badge").count():
                screenshots(page, "elfenland-planning")  # counters placed, each with its placer
                shots.add("plan")
        elif current == "move":
            move_turn(page, state)
            if "move" not in shots and page.locator(".trails .trail").count():
                # A journey's trail on the map and the step in the last moves.
                assert "travels from" in page.inner_text("[data-testid=recent-moves]")
                screenshots(page, "elfenland-travel")
                shots.add("move")
        else:  # discard or keep: the first choice
            click(page, page.locator(".el-controls [data-cmd=act]").first)
    else:
        pytest.fail("the game did not end")
    TIMINGS["elfenland: a 3-round game through the page"] = time.perf_counter() - started
    assert {"draw_counters", "plan", "move"} <= seen
    assert shots == {"plan", "move"}
    end = page.locator(".end-screen")
    assert end.locator("tbody tr").count() == 2
    assert "All 3 rounds have been played." in end.inner_text() or "all 20 towns" in end.inner_text()
    screenshots(page, "elfenland-result")
    log = page.inner_text(".log")
    assert "Ann places" in log and "Ann travels from Elvenhold" in log
    assert "The last round is over" in log or "collected all 20 towns" in log
    assert page_log.errors == [], page_log.describe()
    assert page_log.foreign_requests(site_url) == []


BOX = "(node) => { const b = node.getBoundingClientRect(); return [b.left, b.top, b.width, b.height]; }"


def test_the_replay_of_the_draw_shows_the_face_up_row_each_draw_changed(table, page_log):
    """Issue 33: "What happened since my last move" shows the face-up counters as each draw left them,
    in the dock, the one turned up marked; on a phone, on the screen."""
    page = table
    page.set_viewport_size({"width": 390, "height": 844})
    page.locator("button[data-cmd=setup][data-arg=elfenland]").click()
    page.select_option("select[name=players]", "3")
    page.fill("input[name=name_0]", "Ann")
    for seat in (1, 2):
        page.select_option(f"select[name=kind_{seat}]", "computer:sensible")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector(READY)
    click(page, page.locator(".el-controls .el-pick").first)  # Ann takes a face-up counter
    page.wait_for_selector("button[data-cmd=replay]")  # the computers drew: Ann's turn again
    page.locator("button[data-cmd=replay]").click()
    for step in (1, 2):
        page.locator("button[data-cmd=replay-next]").click()
        page.wait_for_function(
            "n => document.querySelector('[data-testid=replay]').innerText.includes(`Replay: move ${n} of`)",
            arg=step,
        )
        said = page.inner_text("[data-testid=replay] .replay-moves")
        row = page.locator(".tt-dock [data-testid=face-up-row]")
        assert row.locator("li").count() == 5 and page.locator(".el-controls").count() == 0
        new = row.locator("li.last-move")
        assert new.count() == (1 if "is turned up in its place" in said else 0), said
        left, top, width, height = row.evaluate(BOX)
        assert 0 <= left and left + width <= 390 and 0 <= top and top + height <= 844, "on the screen"
        if new.count():
            assert new.locator("span").first.inner_text() in said
    screenshots(page, "elfenland-replay-draw")
    assert page_log.errors == [], page_log.describe()


def test_the_map_fills_its_frame_zooms_and_opens_on_one_s_own_boot(page, page_log, app_url):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(app_url + FAST)
    wait_ready(page, log=page_log)
    page.evaluate("localStorage.clear()")
    page.locator("button[data-cmd=setup][data-arg=elfenland]").click()
    page.select_option("select[name=players]", "3")
    page.wait_for_selector("select[name=kind_2]")
    page.fill("input[name=name_0]", "Ann")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector(READY)
    assert page.evaluate("document.documentElement.scrollHeight") <= 844, "the page never scrolls"
    assert page.evaluate("document.documentElement.scrollWidth") <= 390, "no sideways scroll of the page"
    frame = page.locator(".el-board-wrap")
    board = frame.locator(".elfenland-board")
    # A phone opens the map large enough for its names to read (about twice its frame's width), the
    # frame (not the page) panning, centred on Ann's boot.
    _, _, width, _ = frame.evaluate(BOX)
    assert board.evaluate(BOX)[2] > 2 * width
    boot = page.locator('.boot[data-center="z1-Elvenhold"]')
    assert boot.count() == 1 and boot.get_attribute("data-seat") == "0"
    bx, by, bw, bh = boot.evaluate(BOX)
    fx, fy, fw, fh = frame.evaluate(BOX)
    assert fx <= bx and bx + bw <= fx + fw and fy <= by and by + bh <= fy + fh, "Ann's boot is in view"
    assert frame.evaluate("node => node.scrollLeft") > 0
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "elfenland-zoomed-390x844.png"))  # the screen as the player sees it
    # The player's own panning is kept across a redraw (a toggle redraws the map).
    frame.evaluate("node => { node.scrollLeft = 120; }")
    click(page, page.locator("[data-key=map-my-towns]"))
    assert page.locator("[data-key=map-my-towns]").get_attribute("aria-pressed") == "true"
    assert page.locator(".mine-ring").count() == 20
    assert "Ann still has 20 towns to visit" in page.inner_text(".el-to-visit")
    assert frame.evaluate("node => node.scrollLeft") == 120
    # Zooming in grows the map; zooming out comes back to the first level.
    click(page, page.locator("[data-key=map-zoom-in]"))
    assert page.locator(".el-board-wrap.el-zoom-2").count() == 1
    assert board.evaluate(BOX)[2] > 3 * width
    click(page, page.locator("[data-key=map-zoom-in]"))
    assert page.locator(".el-board-wrap.el-zoom-3").count() == 1
    assert page.locator("[data-key=map-zoom-in]").is_disabled()
    click(page, page.locator("[data-key=map-zoom-out]"))
    click(page, page.locator("[data-key=map-zoom-out]"))
    assert page.locator(".el-board-wrap.el-zoom-1").count() == 1
    assert page.locator("[data-key=map-zoom-out]").is_disabled()
    screenshots(page, "elfenland-phone-start")
    # A tablet held upright: the whole map in its frame, and the page does not scroll.
    page.set_viewport_size({"width": 820, "height": 1180})
    page.wait_for_timeout(100)
    assert page.evaluate("document.documentElement.scrollWidth") <= 820
    assert page.evaluate("document.documentElement.scrollHeight") <= 1180
    fits = "node => node.scrollWidth <= node.clientWidth + 1 && node.scrollHeight <= node.clientHeight + 1"
    assert frame.evaluate(fits)
    assert abs(board.evaluate(BOX)[2] - frame.evaluate("node => node.clientWidth")) <= 1
    assert page_log.errors == [], page_log.describe()


def test_a_journey_step_walks_along_its_road(table, page_log):
    """The boot that just travelled walks its road (CSS motion path on the SVG, in map units), and
    the reduced-motion setting turns that off."""
    page = table
    page.locator("button[data-cmd=setup][data-arg=elfenland]").click()
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector(READY)
    markup = page.evaluate(
        """() => {
        const svg = document.querySelector('.elfenland-board');
        const g = document.createElementNS('http://www.w3.org/2000/svg', 'g');
        g.setAttribute('class', 'boot walker seat-c0');
        g.setAttribute('style', "offset-path:path('M100 100L500 100')");
        g.innerHTML = '<path class="sole" d="M-8 -29h16v15l9 4.2q3.5 1.6 3.5 4.8V-1h-28.5z"/>';
        svg.append(g);
        const anim = g.getAnimations()[0];
        if (!anim) return null;
        anim.pause();
        anim.currentTime = 350;
        const box = g.getBoundingClientRect();
        const frame = svg.getBoundingClientRect();
        const view = svg.viewBox.baseVal;
        const scale = view.width / frame.width;
        const x = view.x + (box.left - frame.left) * scale + 8;  // the boot's anchor is 8 units in
        const y = view.y + (box.bottom - frame.top) * scale + 1;  // and 1 unit above its sole
        return [getComputedStyle(g).offsetPath, x, y];
    }"""
    )
    assert markup is not None, "the walker has its animation"
    path, x, y = markup
    assert "path" in path
    assert 150 < x < 450 and abs(y - 100) < 3, (x, y)  # half way along the road, in map units
    assert page_log.errors == [], page_log.describe()


def stuck_journey_save(game_id="elfenland", options=None):
    """A save of a game between two people, played by the sensible bots up to a journey that its
    traveller's cards cannot go on with although they hold some (only the kinds are wrong): the
    traveller is asked, with one answer. Returns (save, name of the traveller)."""
    game = GAMES[game_id]
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "human"}]
    for seed in range(1, 100):
        match = Match.create(game, seats, seed, options)
        bots = [game.make_bot("sensible", seed * 10 + seat) for seat in range(2)]
        while not match.state.is_over():
            state = match.state
            seat = state.actors()[0]
            legal = state.legal_actions(seat)
            if state.phase == "move" and legal == [["end_move"]] and state.held(seat) > 0:
                return match.to_save(), seats[seat]["name"]
            match.act(seat, bots[seat].choose(state.view(seat), legal))
    raise AssertionError("no stuck journey found")


def test_a_journey_stuck_on_hidden_cards_is_asked_behind_the_hand_over_screen(table, page_log, tmp_path):
    """The table never ends a journey by itself when only the kinds of the cards in hand stop it (the
    other player would learn them): the traveller gets one button and a prompt that says so."""
    page = table
    save, name = stuck_journey_save(options={"rounds": 3})
    path = tmp_path / "stuck.json"
    path.write_text(json.dumps(save))
    page.set_input_files("input[data-import]", str(path))
    page.wait_for_selector(".handover")
    assert f"Pass the device to {name}" in page.inner_text(".handover")
    assert page.inner_text("[data-testid=prompt]").strip() == f"Waiting for {name} to travel."
    page.get_by_role("button", name=f"{name} is ready").click()
    page.wait_for_selector(READY)
    assert page.inner_text("[data-testid=prompt]").strip() == (
        f"{name}: you cannot pay for any road: end your journey."
    )
    controls = page.locator(".el-controls")
    assert "Your cards cannot pay for any road from here." in controls.inner_text()
    acts = controls.locator("[data-cmd=act]")
    assert acts.count() == 1 and json.loads(acts.get_attribute("data-arg")) == ["end_move"]
    assert "primary" in acts.get_attribute("class")
    screenshots(page, "elfenland-stuck-journey")
    acts.click()
    page.wait_for_function(
        "(text) => document.querySelector('.log').innerText.includes(text)", arg=f"{name} ends the journey."
    )
    assert f"{name} cannot pay for any road" not in page.inner_text(".log")
    assert page_log.errors == [], page_log.describe()
