"""Modern Art through the page: a whole game against two computers, a sealed auction between two
people sharing the device, and a phone-width table."""

import json
import time

import pytest

from e2e_support import (
    MOTION_ENDED,
    SHOTS,
    TIMINGS,
    check_still_under_pointer,
    check_table_layout,
    press_and_hold,
    screenshots,
    wait_ready,
)
from stage_check import stage_faults
from tabletop.games import GAMES

FAST = "?botdelay=0"
WAIT = ".ma-controls, .end-screen, .handover"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
LAPTOP = {"width": 1280, "height": 800}


def assert_on_screen(page, selector):
    """Every element of `selector` inside the viewport (a hand's row scrolls sideways on a phone:
    there the frame that holds it)."""
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    for box in (node.bounding_box() for node in page.locator(selector).all()):
        assert box and box["y"] >= 0 and box["y"] + box["height"] <= height + 1, box
        assert box["x"] >= 0 and box["x"] + box["width"] <= width + 1, box


def check_layout(page):
    check_table_layout(page, ".ma-controls button")


def start_game(page, kinds, names=()):
    page.locator("button[data-cmd=setup][data-arg=modern_art]").click()
    page.wait_for_selector("form.setup")
    for seat, kind in enumerate(kinds):
        page.select_option(f"select[name=kind_{seat}]", kind)
    for seat, name in enumerate(names):
        page.fill(f"input[name=name_{seat}]", name)
    page.select_option("select[name=opening]", "0")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector(WAIT)


def dismiss_update(page):
    """The site was rebuilt meanwhile (another build in the same tree): keep playing this version."""
    later = page.locator("#update-prompt button", has_text="Later")
    if later.count() and later.first.is_visible():
        later.first.click()


def act(page, selector):
    dismiss_update(page)
    page.locator(selector).first.click()


def human_move(page, turn):
    """One move for the human, through the real buttons and forms; returns the kind of move."""
    dismiss_update(page)
    controls = page.locator(".ma-controls")
    amount = controls.locator("form[data-submit=act-amount]")
    arg = amount.get_attribute("data-arg") if amount.count() else None
    if arg == "sealed":
        field = amount.locator("input[name=amount]")
        field.fill(str(min(int(field.get_attribute("max")), turn % 9)))
        field.press("Enter")
        kind = "sealed"
    elif arg == "price":
        field = amount.locator("input[name=amount]")
        field.fill(field.get_attribute("min"))
        amount.locator("button[type=submit]").click()
        kind = "price"
    elif controls.locator("""button[data-arg='["buy"]']""").count() and turn % 2:
        act(page, """.ma-controls button[data-arg='["buy"]']""")
        kind = "buy"
    elif (
        controls.locator("""button[data-arg='["decline"]']""").count()
        and not controls.locator("button.ma-play").count()
    ):
        act(page, """.ma-controls button[data-arg='["decline"]']""")
        kind = "decline"
    elif controls.locator("button.ma-play").count():
        act(page, ".ma-controls button.ma-play")
        kind = "play"
    elif controls.locator("""button[data-arg='["sold"]']""").count():
        act(page, """.ma-controls button[data-arg='["sold"]']""")
        kind = "sold"
    elif turn % 4 == 0 and controls.locator("[data-key='bid+1']").count():
        act(page, ".ma-controls [data-key='bid+1']")
        kind = "bid"
    else:
        act(page, """.ma-controls button[data-arg='["pass"]']""")
        kind = "pass"
    page.wait_for_selector(WAIT)
    return kind


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_whole_game_against_two_computers(table, page_log, site_url, size):
    page = table
    page.set_viewport_size(size)
    started = time.perf_counter()
    start_game(page, ["human", "computer:sensible", "computer:easy"], ["Ann"])
    assert "Ann" in page.inner_text(".tt-layout")
    assert page.locator(".ma-hand").count() == 1  # the only human sees their hand at once
    # The hand as drawn cards, each with its text alternative; the value board as a board.
    assert page.locator(".ma-hand .card.drawn[aria-label]").count() >= 3
    assert page.locator(".ma-board .ma-tile-place").count() == 20
    check_layout(page)
    check_still_under_pointer(page, page.locator(".ma-controls button.ma-play").first)
    kinds = set()
    seen = set()
    for turn in range(600):
        if page.locator(".end-screen").count():
            break
        assert not page.locator(".handover").count()
        if turn % 5 == 0 or size == PHONE:
            check_layout(page)
        controls = page.locator(".ma-controls")
        if "fixed" not in seen and controls.locator("form[data-arg=price], button[data-key=buy]").count():
            seen.add("fixed")
            if size == DESKTOP:
                screenshots(page, "modern_art-fixed-price")
        if "sold" not in seen and page.locator(".ma-player .card.ma-size-thumb.last-move").count():
            seen.add("sold")  # the painting just sold is marked among its buyer's paintings
            assert page.locator(".ma-last-sale.last-move").count() == 1
            if size == DESKTOP:
                screenshots(page, "modern_art-sold")
        kinds.add(human_move(page, turn))
    else:
        pytest.fail("the game did not end")
    TIMINGS[f"modern art: whole game, 1 human + 2 computers ({size['width']} px)"] = (
        time.perf_counter() - started
    )
    assert {"play", "pass"} <= kinds and "sold" in seen
    end = page.locator(".end-screen")
    assert end.locator("table.results tbody tr").count() == 3
    assert "Cards left (worthless)" in end.inner_text()
    # Money over the rounds, income and spending per round, as pictures with their numbers.
    assert end.locator("figure.chart-figure svg.chart").count() == 3
    assert end.locator("figure.chart-figure .sr-only table tbody tr").count() == 5 + 4 + 4
    check_layout(page)
    if size == PHONE:
        screenshots(page, "modern_art-result")
    assert "The fourth round is over" in page.inner_text(".log")
    assert page.locator(".ma-last-round").count() == 1
    assert page_log.errors == [], page_log.describe()
    assert page_log.foreign_requests(site_url) == []
    page.get_by_role("button", name="Play again").click()
    page.wait_for_selector(".ma-controls, .ma-auction")
    assert not page.locator(".end-screen").count()


def _seed_with_a_card_for(auction, players=3):
    game = GAMES["modern_art"]
    for seed in range(1, 500):
        state = game.new(players, seed, {"opening_seat": 0})
        if any(action[2] == auction for action in state.legal_actions(0)):
            return seed
    raise AssertionError("no seed found")


def _seed_with_a_sealed_card(players=3):
    return _seed_with_a_card_for("sealed", players)


def test_two_people_make_sealed_offers_behind_the_hand_over_screen(table, page_log, tmp_path):
    page = table
    started = time.perf_counter()
    save = {
        "format": "tabletop-save",
        "version": 1,
        "game": "modern_art",
        "options": {"opening_seat": 0},
        "seed": _seed_with_a_sealed_card(),
        "seats": [
            {"name": "Ann", "kind": "human"},
            {"name": "Bo", "kind": "human"},
            {"name": "Cy", "kind": "computer", "level": "sensible"},
        ],
        "actions": [],
    }
    path = tmp_path / "sealed.json"
    path.write_text(json.dumps(save))
    page.set_input_files("input[data-import]", str(path))
    page.wait_for_selector(".handover")
    assert "Pass the device to Ann" in page.inner_text(".handover")
    assert not page.locator(".ma-hand").count() and not page.locator(".ma-controls").count()
    assert page.locator("[data-testid^=money-]").all_inner_texts() == ["Money: ?"] * 3

    page.set_viewport_size(LAPTOP)
    page.get_by_role("button", name="Ann is ready").click()
    page.wait_for_selector(".ma-controls")
    assert page.locator(".ma-hand").count() == 1
    # Her hand is the decision, in the dock beside the table, every card of it on the screen.
    assert_on_screen(page, ".tt-dock .ma-hand .card")
    assert stage_faults(page, touch=False) == []
    page.locator(""".ma-controls button.ma-play[data-arg*='"sealed"']""").first.click()
    # The painting is on the table as its card, the auction's symbol in its corner.
    lot = page.locator(".ma-auction .card.ma-size-lot")
    assert lot.count() == 1 and "Sealed auction" in lot.get_attribute("aria-label")

    # The sealed offers go round from the auctioneer's left: Bo first, then Ann (Cy is a computer).
    offers = {"Bo": 7, "Ann": 4}
    for name in ("Bo", "Ann"):
        page.wait_for_selector(".handover")
        assert f"Pass the device to {name}" in page.inner_text(".handover")
        assert "Sealed auction" in page.inner_text(".prompt")
        assert not page.locator(".ma-hand").count() and not page.locator(".ma-controls").count()
        assert "Your secret offer" not in page.inner_text("#app")
        dismiss_update(page)
        page.get_by_role("button", name=f"{name} is ready").click()
        page.wait_for_selector(".ma-controls form[data-arg=sealed]")
        assert "Your offer is secret" in page.inner_text(".ma-controls")
        field = page.locator(".ma-controls input[name=amount]")
        assert field.get_attribute("min") == "0"
        field.fill(str(offers[name]))
        if name == "Ann":
            page.set_viewport_size(PHONE)
            check_layout(page)
            screenshots(page, "modern_art-sealed")
        dismiss_update(page)
        page.locator(".ma-controls button[type=submit]").click()

    page.wait_for_selector(".ma-last-sale")
    check_layout(page)
    screenshots(page, "modern_art-sealed-reveal")
    assert page.locator(".ma-last-sale.last-move").count() == 1
    sale = page.inner_text(".ma-last-sale")
    assert "Secret offers: Ann 4, Bo 7, Cy " in sale
    assert "The offers are revealed: Ann 4, Bo 7, Cy " in page.inner_text(".log")
    TIMINGS["modern art: sealed auction between two people"] = time.perf_counter() - started
    assert page_log.errors == [], page_log.describe()


@pytest.mark.parametrize(
    "size", [{"width": 360, "height": 740}, {"width": 820, "height": 1180}], ids=["small-phone", "tablet"]
)
def test_phone_portrait_and_tablet_have_no_sideways_scrolling(page, page_log, app_url, size):
    page.set_viewport_size(size)
    page.goto(app_url + FAST)
    wait_ready(page, log=page_log)
    page.evaluate("localStorage.clear()")
    start_game(page, ["human", "computer:sensible", "computer:easy"])
    for turn in range(25):
        check_layout(page)
        if page.locator(".end-screen").count():
            break
        if turn == 4 and size["width"] > 760:  # a tablet: the decision beside the lot and the board
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SHOTS / "modern_art-tablet-820x1180.png"), full_page=True)
        human_move(page, turn)
    check_layout(page)


def test_open_bids_at_the_shared_screen_hold_to_see_and_undo_until_the_next_person_decides(
    table, page_log, tmp_path
):
    """Ann plays a painting for an open auction. Bo's bid needs no secret on screen, so it is taken at
    the shared screen (no hand-over), which shows no hand and no money; Bo holds a button down to
    see his own. Ann may take her step back until Bo has decided; then, even after a peek, it stands."""
    page = table
    save = {
        "format": "tabletop-save",
        "version": 2,
        "game": "modern_art",
        "options": {"opening_seat": 0},
        "seed": _seed_with_a_card_for("open"),
        "seats": [
            {"name": "Ann", "kind": "human"},
            {"name": "Bo", "kind": "human"},
            {"name": "Cy", "kind": "computer", "level": "sensible"},
        ],
        "actions": [],
    }
    path = tmp_path / "peek.json"
    path.write_text(json.dumps(save))
    page.set_input_files("input[data-import]", str(path))
    page.get_by_role("button", name="Ann is ready").click()
    page.wait_for_selector(".ma-controls")
    page.locator(""".ma-controls button.ma-play[data-arg*='"open"']""").first.click()
    page.wait_for_selector(".ma-controls button[data-arg='[\"pass\"]']")
    assert page.locator(".handover button[data-cmd=ready]").count() == 0, "no hand-over for a bid"
    assert page.locator(".ma-hand").count() == 0 and "You have" not in page.inner_text(".ma-controls")
    undo = page.locator("button[data-cmd=undo]")
    assert not undo.is_disabled(), "Bo has not decided: Ann may still take her step back"
    page.set_viewport_size(PHONE)
    press_and_hold(page, page.locator("[data-hold='1']"))
    page.wait_for_selector(".ma-hand")
    assert "Bo" in page.inner_text(".ma-hand")
    # Held on a phone: his hand in the dock, on the screen and above the bids, not under them.
    page.wait_for_function(MOTION_ENDED)
    assert_on_screen(page, ".tt-mine .ma-hand")
    hand, bids = page.locator(".tt-mine .ma-hand").bounding_box(), page.locator(".ma-controls").bounding_box()
    assert hand["y"] + hand["height"] <= bids["y"] + 1, (hand, bids)
    assert stage_faults(page, touch=False) == []
    page.mouse.up()
    page.wait_for_selector(".ma-hand", state="detached")
    screenshots(page, "modern_art-open-auction")
    page.locator("[data-key='bid+1']").click()
    page.wait_for_function("document.querySelector('button[data-cmd=undo]').disabled")
    undo.click(force=True)  # Bo has bid: Ann's move stands
    assert page.locator(".ma-auction").count() == 1, "Ann's painting is still on auction"
    assert "Bo bids 1" in page.inner_text(".log")
    assert page_log.errors == [], page_log.describe()
