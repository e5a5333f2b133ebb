"""One device around a table, through the page: the computers' pace, pause and skip, undo during
their wait, the replay of what happened since one's last move, and "hold to see my hand" at a shared
screen (Elfengold's bids), with screenshots of these controls."""

from __future__ import annotations

import json

import pytest

from e2e_support import press_and_hold, screenshots, wait_ready
from saves_support import go_home

# A ware card bought or sold (its move ends with "buy" or "sell").
TRADE = """main button[data-cmd=act][data-arg$='"sell"]'], main button[data-cmd=act][data-arg$='"buy"]']"""

# What a page shows when a person may move, or the game is over.
SOMEONE_MAY_ACT = (
    ".end-screen, .handover button[data-cmd=ready], main button[data-cmd=act]:not([disabled]),"
    " .controls form[data-submit=act-amount] input[name=amount], [data-testid=live-auction]"
)


def start(page, game, kinds, names=("Ann", "Bo", "Cy")):
    page.get_by_role("button", name="New game").nth(["goblin_market", "modern_art", "jambo", "elfenland",
                                                     "elfengold"].index(game)).click()
    page.wait_for_selector("form.setup")
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth"), "the form fits the screen"
    page.select_option("select[name=players]", str(len(kinds)))
    for seat, kind in enumerate(kinds):
        page.fill(f"input[name=name_{seat}]", names[seat])
        page.select_option(f"select[name=kind_{seat}]", kind)
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector("[data-screen=table]")


@pytest.fixture
def slow_table(page, page_log, app_url):
    """A fresh page whose computers keep the table's own pace (no ?botdelay=)."""
    page.goto(app_url)
    wait_ready(page, log=page_log)
    page.evaluate("localStorage.clear(); localStorage.setItem('tabletop.pace', 'slow')")
    page.reload()
    wait_ready(page, log=page_log)
    return page


def test_pace_pause_skip_undo_in_the_wait_and_the_replay(slow_table, page_log, site_url):
    page = slow_table
    page.set_viewport_size({"width": 390, "height": 844})
    start(page, "goblin_market", ["human", "computer:sensible", "computer:easy"])
    page.wait_for_selector(".controls")
    page.locator("[data-key='bid+1']").click()
    # Slow pace: the first computer waits 1.5 s before it answers, and Undo runs out along with it.
    undo = page.locator("button[data-cmd=undo].grace")
    undo.wait_for(timeout=2000)
    assert "--grace: 1500ms" in (undo.get_attribute("style") or "")
    undo.click()
    page.wait_for_selector("[data-key='bid+1']")
    assert "Ann bids" not in page.inner_text(".log")
    page.locator("[data-key='bid+1']").click()
    page.locator("button[data-cmd=pause]").click()
    page.wait_for_selector(".pace-bar >> text=Paused")
    screenshots(page, "table-paused")
    moves = page.locator(".log li").count()
    page.wait_for_timeout(1800)
    assert page.locator(".log li").count() == moves, "paused: the computers wait"
    page.locator("button[data-cmd=skip]").click()
    page.wait_for_selector(".controls", timeout=20_000)
    # The pace is a setting of this device, in the table's menu.
    page.locator(".menu > summary").click()
    page.select_option("select[name=pace]", "fast")
    assert page.evaluate("localStorage.getItem('tabletop.pace')") == "fast"
    assert page.locator("details.menu").evaluate("menu => menu.open") is False, "a choice closes the menu"
    # What happened since Ann's bid, one move at a time.
    page.locator("button[data-cmd=replay]").click()
    replay = page.locator("[data-testid=replay]")
    assert "just after your last move" in replay.inner_text()
    assert page.locator(".controls").count() == 0
    page.locator("button[data-cmd=replay-next]").click()
    assert "Replay: move 1 of" in replay.inner_text()
    screenshots(page, "table-replay")
    while page.locator("button[data-cmd=replay-next]").count():
        page.locator("button[data-cmd=replay-next]").click()
    page.wait_for_selector(".controls")
    assert page_log.errors == [], page_log.describe()
    assert page_log.foreign_requests(site_url) == []


def test_a_strong_computer_thinks_during_its_pause_and_undo_there_still_takes_the_step_back(
        slow_table, page_log):
    page = slow_table
    page.set_viewport_size({"width": 390, "height": 844})
    start(page, "goblin_market", ["human", "computer:strong", "computer:strong"])
    page.wait_for_selector(".controls")
    page.locator("[data-key='bid+1']").click()
    page.wait_for_timeout(600)  # the strong computer's search is under way in its 1.5 s pause
    assert "Ann bids" in page.inner_text(".log") and "Bo " not in page.inner_text(".log")
    page.locator("button[data-cmd=undo]").click()
    page.wait_for_selector("[data-key='bid+1']")
    assert "Ann bids" not in page.inner_text(".log")
    page.wait_for_timeout(1600)
    assert "Bo " not in page.inner_text(".log"), "the search of the undone position was dropped"
    # Bid again: the computer answers once its pause is over, not before, whatever it found sooner.
    clicked = page.evaluate("performance.now()")
    page.locator("[data-key='bid+1']").click()
    page.wait_for_function("document.querySelector('.log').innerText.includes('Bo ')", timeout=10_000)
    assert page.evaluate("performance.now()") - clicked >= 1500
    # A quicker pace leaves it less time to think: the menu says so.
    page.locator(".menu > summary").click()
    page.select_option("select[name=pace]", "fast")
    page.locator(".menu > summary").click()
    page.wait_for_selector(".menu-items >> text=Strong computers think less at this pace.")
    screenshots(page, "table-menu-fast-pace")


def test_elfengold_bids_at_the_shared_screen_and_hold_to_see_ones_hand(page, page_log, app_url):
    page.goto(app_url + "?botdelay=0")
    wait_ready(page, log=page_log)
    page.set_viewport_size({"width": 390, "height": 844})
    start(page, "elfengold", ["human", "human"])
    handovers_in_auction = 0
    for _ in range(200):
        if page.locator(".eg-auction").count() and page.locator("[data-hold]").count():
            break
        ready = page.locator(".handover button[data-cmd=ready]")
        if ready.count():
            ready.click()
            continue
        page.locator("main button[data-cmd=act]:not([disabled])").first.click()
    else:
        pytest.fail("no auction reached")
    assert page.locator(".handover button[data-cmd=ready]").count() == 0
    assert page.locator("[data-testid=mine]").count() == 0, "a shared screen shows no hand"
    press_and_hold(page, page.locator("[data-hold]"))
    page.wait_for_selector("[data-testid=mine]")
    screenshots(page, "elfengold-hold-to-see")
    page.mouse.up()
    page.wait_for_selector("[data-testid=mine]", state="detached")
    # Bids and passes go on at the shared screen, with no hand-over, until the auction is over.
    for _ in range(40):
        if not page.locator(".eg-auction").count():
            break
        handovers_in_auction += page.locator(".handover button[data-cmd=ready]").count()
        if page.locator(".handover button[data-cmd=ready]").count():
            break
        page.locator("""main button[data-arg='["pass"]']""").first.click()
    assert handovers_in_auction == 0
    assert page_log.errors == [], page_log.describe()


def test_jambo_standing_orders_spare_the_hand_over_and_an_open_table_needs_none(page, page_log, app_url):
    """Two people at Jambo: Bo sets his orders on his own screen; later windows on Ann's turn are
    answered at once (no "Pass the device to Bo" between Ann's moves). An open table: no hand-over,
    both hands on the table."""
    page.goto(app_url + "?botdelay=0")
    wait_ready(page, log=page_log)
    page.set_viewport_size({"width": 390, "height": 844})
    start(page, "jambo", ["human", "human"], names=("Ann", "Bo"))
    handovers = 0
    ordered = set()
    for _ in range(160):
        ready = page.locator(".handover button[data-cmd=ready]")
        if ready.count():
            handovers += 1
            ready.click()
            continue
        if page.locator(".end-screen").count():
            break
        name = "Ann" if "Ann" in page.inner_text("[data-testid=prompt]").split(":")[0] else "Bo"
        if name not in ordered and page.locator("[data-testid=standing-orders]").count():
            panel = page.locator("[data-testid=standing-orders]")
            panel.locator("summary").click()
            panel.locator("[data-key=order-guard-never]").click()
            page.locator("[data-testid=standing-orders] [data-key=order-rain-never]").click()
            if name == "Bo":
                screenshots(page, "jambo-standing-orders")
            # The open orders are a sheet over the table: closed again, as a player would.
            page.locator("[data-testid=standing-orders] summary").click()
            ordered.add(name)
            continue
        buttons = page.locator(".decision-bar button[data-cmd=act]:not([disabled])")
        if ordered == {"Ann", "Bo"}:
            break
        (buttons.last if buttons.count() else page.locator("main button[data-cmd=act]").first).click()
    assert ordered == {"Ann", "Bo"}
    # From now on: whole turns go by, each with one hand-over (its start), none for reactions.
    turns_before = handovers
    turns_at = page.locator(".log li", has_text="Turn ").count()
    for _ in range(120):
        ready = page.locator(".handover button[data-cmd=ready]")
        if ready.count():
            handovers += 1
            ready.click()
            continue
        if page.locator(".end-screen").count():
            break
        assert "do you react" not in page.inner_text("[data-testid=prompt]")
        trade = page.locator(TRADE)
        other = page.locator("main button[data-cmd=act]:not([disabled])").last
        (trade.first if trade.count() else other).click()
    turns = page.locator(".log li", has_text="Turn ").count() - turns_at
    log = page.locator(".log li")
    windows = log.filter(has_text=" buys ").count() + log.filter(has_text=" sells ").count()
    assert windows > 0, "ware cards were traded: each opened a Rain Maker window"
    assert handovers - turns_before <= turns + 1, (handovers, turns_before, turns)
    assert page_log.errors == [], page_log.describe()

    go_home(page)
    page.locator("button[data-cmd=setup][data-arg=jambo]").click()
    page.select_option("select[name=kind_1]", "human")
    page.select_option("select[name=option_open_table]", "True")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector("[data-screen=table]")
    assert page.locator(".handover button[data-cmd=ready]").count() == 0
    assert page.locator("text=(open table)").count() >= 1
    assert page.locator("[data-testid=standing-orders]").count() == 0, "nothing hidden: no orders"
    screenshots(page, "jambo-open-table")


# One fixed game: a seed drawn at random for each run made the count differ from run to run (and
# now and then exceed the bound).
MODERN_ART_SEED = 20250
LIVE = "[data-testid=live-auction]"
# How many open auctions were sold ("going once, going twice… sold!" in the log): what a wait for
# the countdown's sale counts on (two sales in a row may read the same).
HAMMERS = ("[...document.querySelectorAll('#game-log li')]"
           ".filter((li) => li.textContent.includes('sold!')).length")


def test_modern_art_two_people_and_a_computer_hand_over_rarely(page, page_log, app_url, tmp_path):
    """The issue's measure in the page itself: Modern Art with two people and a computer, people
    making their moves at the screen they are given. The device is handed over only for a decision
    that shows a secret (a painting to auction, a sealed offer): never for a bid. The open auction
    is live (issue 33): both people raise from their own rows of the shared screen, and the
    countdown sells it; a person who does not raise makes no move at all (there is no pass), so
    people make fewer moves than in the turn-by-turn auction this replaced (where, with a pass for
    every bid, hand-overs per person's move were <= 0.4; before the shared screen, about 0.9). Here
    people raise once or twice in each open auction, as people do, and hand-overs per person's move
    stay <= 0.5 (about 0.45: one for each painting a person auctions, and each sealed offer)."""
    page.goto(app_url + "?botdelay=0&countdown=700")
    wait_ready(page, log=page_log)
    page.evaluate("localStorage.clear()")
    save = {
        "format": "tabletop-save", "version": 2, "game": "modern_art", "options": {"opening_seat": 0},
        "seed": MODERN_ART_SEED, "actions": [],
        "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "human"},
                  {"name": "Cy", "kind": "computer", "level": "sensible"}],
    }
    path = tmp_path / "modern_art.json"
    path.write_text(json.dumps(save))
    page.set_input_files("input[data-import]", str(path))
    handovers = moves = live_raises = 0
    raised = {}  # open auctions sold before this one (it names the auction) -> people's raises in it
    raisers = set()
    while moves < 60:
        # A computer's move comes in a later task: wait until someone may act (or the end), or the
        # computer's turn would be read as a person's and the hand-over after it never answered.
        page.wait_for_selector(SOMEONE_MAY_ACT)
        if page.locator(".end-screen").count():
            break
        ready = page.locator(".handover button[data-cmd=ready]")
        if page.locator(LIVE).count():
            assert not ready.count(), "nobody is handed the device in an open auction"
            sale = page.evaluate(f"() => {HAMMERS}")
            rows = page.locator(f"{LIVE} .ma-live-row:has(.ma-raise)")
            if raised.get(sale, 0) < 2 and rows.count():  # as people do: a raise or two each auction
                row = rows.nth(live_raises % rows.count())  # whoever does not hold the high bid
                raisers.add(row.get_attribute("data-seat"))
                row.locator(".ma-raise").first.click()
                raised[sale] = raised.get(sale, 0) + 1
                moves, live_raises = moves + 1, live_raises + 1
                page.wait_for_timeout(30)
            else:  # nobody raises: the countdown sells it
                page.wait_for_function(f"(before) => {HAMMERS} > before", arg=sale)
            continue
        if ready.count():
            handovers += 1
            ready.click()
            # Behind it, a secret decision (the hand's paintings, a sealed offer, a double): no bid.
            page.wait_for_selector(".controls")
            secret = ".controls .ma-play, .controls form[data-arg=sealed], .ma-slot-double"
            assert page.locator(secret).count(), page.inner_text(".controls")
            continue
        amount = page.locator(".controls form[data-submit=act-amount] input[name=amount]")
        passes = page.locator(""".controls button[data-arg='["pass"]']""")
        raises = page.locator(".controls [data-key='bid+1']")
        if raises.count() and moves % 2 == 0:
            raises.first.click()  # people bid now and then ...
        elif passes.count():
            passes.first.click()  # ... and pass otherwise
        elif amount.count():
            amount.first.fill(amount.first.get_attribute("min") or "0")
            amount.first.press("Enter")
        else:
            page.locator("main button[data-cmd=act]:not([disabled])").first.click()
        moves += 1
        page.wait_for_timeout(30)
    assert moves >= 40
    assert live_raises >= 3 and raisers == {"0", "1"}, (live_raises, raisers)
    assert handovers / moves <= 0.5, (handovers, moves, live_raises)
    assert page_log.errors == [], page_log.describe()
