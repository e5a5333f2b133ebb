"""Modern Art through the page: a whole game against two computers, a sealed auction between two
people sharing the device, and a phone-width table."""

import json
import time

import pytest

from e2e_support import TIMINGS, screenshots, wait_ready
from tabletop.games import GAMES

FAST = "?botdelay=0"
WAIT = ".ma-controls, .end-screen, .handover"


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


def act(page, selector):
    page.locator(selector).first.click()


def human_move(page, turn):
    """One move for the human, through the real buttons and forms; returns the kind of move."""
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


def test_a_whole_game_against_two_computers(table, page_log, site_url):
    page = table
    started = time.perf_counter()
    start_game(page, ["human", "computer:sensible", "computer:easy"], ["Ann"])
    assert "Ann" in page.inner_text(".ma-players")
    assert page.locator(".ma-hand").count() == 1  # the only human sees their hand at once
    kinds = set()
    for turn in range(600):
        if page.locator(".end-screen").count():
            break
        assert not page.locator(".handover").count()
        kinds.add(human_move(page, turn))
    else:
        pytest.fail("the game did not end")
    TIMINGS["modern art: whole game, 1 human + 2 computers"] = time.perf_counter() - started
    assert {"play", "pass"} <= kinds
    end = page.locator(".end-screen")
    assert end.locator("tbody tr").count() == 3
    assert "Cards left (worthless)" in end.inner_text()
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

    page.get_by_role("button", name="Ann is ready").click()
    page.wait_for_selector(".ma-controls")
    assert page.locator(".ma-hand").count() == 1
    page.locator(""".ma-controls button.ma-play[data-arg*='"sealed"']""").first.click()

    # The sealed offers go round from the auctioneer's left: Bo first, then Ann (Cy is a computer).
    offers = {"Bo": 7, "Ann": 4}
    for name in ("Bo", "Ann"):
        page.wait_for_selector(".handover")
        assert f"Pass the device to {name}" in page.inner_text(".handover")
        assert "Sealed auction" in page.inner_text(".prompt")
        assert not page.locator(".ma-hand").count() and not page.locator(".ma-controls").count()
        assert "Your secret offer" not in page.inner_text("#app")
        page.get_by_role("button", name=f"{name} is ready").click()
        page.wait_for_selector(".ma-controls form[data-arg=sealed]")
        assert "Your offer is secret" in page.inner_text(".ma-controls")
        field = page.locator(".ma-controls input[name=amount]")
        assert field.get_attribute("min") == "0"
        field.fill(str(offers[name]))
        page.locator(".ma-controls button[type=submit]").click()

    page.wait_for_selector(".ma-last-sale")
    sale = page.inner_text(".ma-last-sale")
    assert "Secret offers: Ann 4, Bo 7, Cy " in sale
    assert "The offers are revealed: Ann 4, Bo 7, Cy " in page.inner_text(".log")
    TIMINGS["modern art: sealed auction between two people"] = time.perf_counter() - started
    assert page_log.errors == [], page_log.describe()


def test_phone_portrait_has_no_sideways_scrolling(page, page_log, app_url):
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(app_url + FAST)
    wait_ready(page, log=page_log)
    page.evaluate("localStorage.clear()")
    start_game(page, ["human", "computer:sensible", "computer:easy"])
    for turn in range(25):
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        if page.locator(".end-screen").count():
            break
        human_move(page, turn)
    assert page.evaluate("document.documentElement.scrollWidth") <= 360


def test_a_peek_after_the_device_passed_on_never_brings_back_undo(table, page_log, tmp_path):
    """Ann plays a painting for an open auction and the device goes to Bo. Ann asks to see her own
    hand and takes the device: her move can no longer be taken back."""
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
    page.wait_for_selector(".handover")
    assert "Pass the device to Bo" in page.inner_text(".handover")
    undo = page.locator("button[data-cmd=undo]")
    assert undo.is_disabled()
    page.get_by_role("button", name="Bo is ready").click()
    page.wait_for_selector(".ma-controls button[data-arg='[\"pass\"]']")
    screenshots(page, "modern_art-open-auction")
    assert undo.is_disabled()
    page.get_by_role("button", name="Show Ann's hand").click()
    page.get_by_role("button", name="Ann is ready").click()
    page.wait_for_selector(".handover.peek")
    assert page.locator(".ma-hand").count() == 1  # Ann sees her own hand ...
    assert undo.is_disabled()  # ... but her move stands
    undo.click(force=True)
    page.get_by_role("button", name="Hide").click()
    page.get_by_role("button", name="Bo is ready").click()
    page.wait_for_selector(".ma-controls button[data-arg='[\"pass\"]']")
    assert undo.is_disabled()
    assert page.locator(".ma-auction").count() == 1, "Ann's painting is still on auction"
    assert page_log.errors == [], page_log.describe()
