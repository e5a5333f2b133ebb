"""Jambo through the page: a whole game against the computer, a reaction window between two humans
that opens behind the hand-over screen, and an auction that the opener passes without a bid."""

import json
import time

import pytest

from e2e_support import SHOTS, TIMINGS, check_table_layout, screenshots
from saves_support import go_home
from tabletop.games import GAMES

GAME = GAMES["jambo"]
ANIMAL = "cheetah-1"  # always playable, so it can open a game
PHONE, DESKTOP = {"width": 390, "height": 844}, {"width": 1280, "height": 900}


def start_against_the_computer(page):
    page.locator("button[data-cmd=setup][data-arg=jambo]").click()
    page.fill("input[name=name_0]", "Ann")
    page.select_option("select[name=kind_1]", "computer:sensible")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector(".controls, .end-screen")


def act(area, action):
    """The button of one action, by its JSON."""
    return area.locator(f"button[data-arg='{json.dumps(action)}']")


def check_layout(page):
    check_table_layout(page, ".controls button, .jb-hand button")


def human_move(page):
    """Draw once and keep; sell, else buy, with ware cards (their buttons are on the hand's cards);
    then end the turn. Other questions: no reaction, pass in auctions, else the first choice offered.
    Returns the step and whether a ware card was bought or sold."""
    later = page.locator("#update-prompt button", has_text="Later")
    if later.count() and later.first.is_visible():
        later.first.click()  # the site was rebuilt meanwhile (another build in the same tree)
    controls = page.locator(".controls")
    step = controls.locator(".jb-decision").get_attribute("data-step")
    traded = False
    if step == "draw":
        act(controls, ["draw"]).click()
    elif step == "drawn":
        act(controls, ["keep"]).click()
    elif step == "play":
        hand = page.locator(".jb-hand")
        sell = hand.locator("""button[data-arg$='"sell"]']""")
        buy = hand.locator("""button[data-arg$='"buy"]']""")
        if sell.count():
            sell.first.click()
            traded = True
        elif buy.count():
            buy.first.click()
            traded = True
        else:
            act(controls, ["end_turn"]).click()
    elif step in ("guard_window", "rain_window"):
        act(controls, ["no_reaction"]).click()
    elif step == "auction":
        act(controls, ["pass"]).click()
    else:
        page.locator(".controls button[data-cmd=act], .tt-mine button[data-cmd=act]").first.click()
    page.wait_for_selector(".controls, .end-screen")
    return step, traded


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_whole_game_against_the_computer(table, page_log, site_url, size):
    page = table
    page.set_viewport_size(size)
    started = time.perf_counter()
    start_against_the_computer(page)
    layout = page.locator(".jb-table")
    assert "Ann" in layout.inner_text()
    # Both seats' large stands, named (in words beside them, or on a phone in their labels alone).
    assert layout.locator(".jb-stand.large[aria-label^='Large stand']").count() == 2
    assert page.locator(".jb-markers .jb-marker.on").count() == 5
    # The hand as drawn cards, each with its text alternative, the deck and six piles of wares.
    assert page.locator(".tt-mine .jb-hand .card.drawn[aria-label]").count() == 5
    assert page.locator(".jb-supply .jb-pile").count() == 6 and page.locator(".jb-deck").count() == 1
    check_layout(page)
    first = size["width"] <= 700
    if first:
        screenshots(page, "jambo-table")
    steps, merchant_shot, marked = [], False, False
    for _ in range(1500):
        if page.locator(".end-screen").count():
            break
        step, traded = human_move(page)
        steps.append(step)
        marked = marked or page.locator(".jb-table .last-move").count() > 0
        if traded and not merchant_shot and page.locator(".controls").count():
            # The ware card just played is ringed (in the discard pile), and so is the gold.
            assert page.locator(".jb-table .last-move").count() >= 1
            check_layout(page)
            if first:
                screenshots(page, "jambo-merchant")
            merchant_shot = True
    else:
        pytest.fail("the game did not end")
    TIMINGS[f"jambo: whole game against the computer ({size['width']} px)"] = time.perf_counter() - started
    # Reaction windows are answered for a lone human without a reaction card, so they need not appear.
    assert {"draw", "drawn", "play"} <= set(steps)
    assert merchant_shot and marked
    end = page.locator(".end-screen")
    assert end.locator("table.results tbody tr").count() == 2
    assert "ended a turn with 60 gold or more" in end.inner_text()
    # Gold over the turns as a line per seat (and the trades as bars), with their tables for readers.
    assert end.locator("figure.chart-figure").count() == 2
    assert end.locator(".chart-series polyline").count() == 2
    assert "Game over:" in page.inner_text(".log")
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    if first:
        screenshots(page, "jambo-end")
    assert page_log.errors == [], page_log.describe()
    assert page_log.foreign_requests(site_url) == []
    page.get_by_role("button", name="Play again").click()
    page.wait_for_selector(".controls")


def two_humans_save(seed, actions):
    return {
        "format": "tabletop-save",
        "version": 1,
        "game": "jambo",
        "options": {"opening_seat": 0},
        "seed": seed,
        "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "human"}],
        "actions": actions,
    }


def opening_with_an_animal(guard):
    """The save of two humans right after the opening player played the Cheetah, the other player
    holding a Guard (or not), with that player's hand."""
    for seed in range(1, 20000):
        state = GAME.new(2, seed, {"opening_seat": 0})
        has_guard = any(card.startswith("guard-") for card in state.hands[1])
        if ANIMAL in state.hands[0] and has_guard == guard:
            return two_humans_save(seed, [[0, ["play", ANIMAL]]]), state.hands[1]
    raise AssertionError("no such seed")


def open_window(page, tmp_path, guard):
    """Import the save; the window waits behind the hand-over screen; Bo takes the device."""
    save, other_hand = opening_with_an_animal(guard)
    path = tmp_path / f"jambo-{guard}.json"
    path.write_text(json.dumps(save))
    page.set_input_files("input[data-import]", str(path))
    page.wait_for_selector(".handover")
    assert "Pass the device to Bo" in page.inner_text(".handover")
    assert "Ann played Cheetah: Bo, do you react?" in page.inner_text(".prompt")
    # Behind the screen: no controls, no hand, none of Bo's cards anywhere in the page.
    assert page.locator(".controls").count() == 0 and page.locator(".jb-hand-panel").count() == 0
    html = page.content()
    assert not any(card in html for card in other_hand)
    page.locator(".handover button[data-cmd=ready]").click()
    page.wait_for_selector(".controls:has([data-step=guard_window])")
    controls = page.locator(".controls")
    return controls.locator("p").all_inner_texts(), controls.locator("button").all_inner_texts()


def test_a_guard_window_between_two_humans_behind_the_hand_over_screen(table, page_log, tmp_path):
    page = table
    texts, buttons = open_window(page, tmp_path, guard=True)
    assert buttons == ["Play Guard", "No reaction"]
    assert page.locator(".jb-hand-panel").count() == 1  # Bo holds the device: Bo's own hand
    # The Cheetah just played lies on the table, ringed as the last move, the window's panel marked.
    assert page.locator(".jb-pending .last-move[aria-label*='Cheetah']").count() == 1
    assert page.locator(".controls.jb-reaction").count() == 1
    page.set_viewport_size(PHONE)
    check_layout(page)
    screenshots(page, "jambo-reaction")
    page.set_viewport_size(DESKTOP)
    page.locator(".controls button[data-key=react]").click()
    page.wait_for_selector(".handover")
    assert "Pass the device to Ann" in page.inner_text(".handover")
    assert "Bo plays a Guard: the Cheetah has no effect." in page.inner_text(".log")

    go_home(page)  # then the same window without a Guard
    page.wait_for_selector("input[data-import]")
    texts_without, buttons_without = open_window(page, tmp_path, guard=False)
    assert texts_without == texts and buttons_without == ["No reaction"]
    page.locator(".controls button[data-key=no-reaction]").click()
    page.wait_for_selector(".controls, .handover")
    assert "Bo plays a Guard" not in page.inner_text(".log")
    assert page_log.errors == [], page_log.describe()


def test_an_opener_who_passes_without_a_bid_leaves_the_auction_to_the_other_human(table, page_log, tmp_path):
    """Ann offers two wares with a Traveling Merchant and passes without bidding: Bo is still asked,
    bids, and Ann may answer; her pass then ends the auction and Bo takes the wares. The bids are
    taken at the shared screen, with no hand-over."""
    page = table
    for seed in range(1, 20000):
        hand = GAME.new(2, seed, {"opening_seat": 0}).hands[0]
        merchant = next((card for card in hand if card.startswith("traveling_merchant-")), None)
        if merchant:
            break
    moves = [[0, ["play", merchant]], [0, ["offer", "tea", "silk"]], [0, ["pass"]]]
    path = tmp_path / "jambo-auction.json"
    path.write_text(json.dumps(two_humans_save(seed, moves)))
    page.set_input_files("input[data-import]", str(path))
    # A bid needs nothing secret (gold is public): Bo bids at the shared screen, no hand-over.
    controls = page.wait_for_selector(".controls:has([data-step=auction])")
    assert page.locator(".handover button[data-cmd=ready]").count() == 0
    assert "Ann passed without bidding" in page.inner_text(".prompt")
    assert "No bid yet: Ann passed; Bo may still bid." in page.inner_text("[data-testid=high-bid]")
    assert act(page.locator(".controls"), ["pass"]).inner_text() == "Pass (nobody buys the lot)"
    assert controls.query_selector("button[data-key='bid+1']") is not None
    screenshots(page, "jambo-merchant-opener-passed")
    page.locator(".controls button[data-key='bid+1']").click()
    page.wait_for_selector(".controls:has([data-step=auction]) >> text=Pass (ends the auction)")
    assert page.locator(".handover button[data-cmd=ready]").count() == 0, "Ann answers there too"
    assert act(page.locator(".controls"), ["pass"]).inner_text() == "Pass (ends the auction)"
    act(page.locator(".controls"), ["pass"]).click()
    page.wait_for_selector(".controls, .handover")
    assert "Bo wins the auction for 1 gold" in page.inner_text(".log")
    assert page_log.errors == [], page_log.describe()


def test_a_portrait_tablet_is_one_screen_with_the_dock_under_the_market(table, page_log):
    """At 820x1180 the table is one screen: the rival along the top, the market in the middle, and
    along the bottom one's stands and hand above the decision; nothing scrolls as a page."""
    page = table
    page.set_viewport_size({"width": 820, "height": 1180})
    start_against_the_computer(page)
    check_layout(page)
    parts = [page.locator(p).bounding_box() for p in (".tt-seats", ".tt-shared", ".tt-mine", ".controls")]
    # One under the other, top to bottom, the decision's foot on the screen.
    for upper, lower in zip(parts, parts[1:], strict=False):
        assert upper["y"] + upper["height"] <= lower["y"] + 1, parts
    assert parts[-1]["y"] + parts[-1]["height"] <= 1180 + 1, parts
    assert page.evaluate("document.documentElement.scrollHeight <= innerHeight")
    shot_path = SHOTS / "jambo-tablet-820x1180.png"
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(shot_path), full_page=True)
    assert page_log.errors == [], page_log.describe()
