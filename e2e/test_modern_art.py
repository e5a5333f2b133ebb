"""Modern Art through the page: a whole game against two computers, a sealed auction between two
people sharing the device, the open auction live at the shared screen (two people and a computer),
and a phone-width table."""

import json
import time

import pytest

from e2e_support import (
    SHOTS,
    TIMINGS,
    check_still_under_pointer,
    check_table_layout,
    screenshots,
    wait_ready,
)
from stage_check import stage_faults
from tabletop.games import GAMES

# Computers answer at once; an open auction's countdown runs 0.6 s (a whole game has a dozen of them).
FAST = "?botdelay=0&countdown=600"
WAIT = ".ma-controls, .end-screen, .handover"
LIVE = "[data-testid=live-auction]"
LAST_SALE = "((document.querySelector('.ma-last-sale') || {}).textContent || '')"
# How many open auctions were sold ("going once, going twice… sold!" in the log): what a wait for
# the countdown's sale counts on (two sales in a row may read the same).
HAMMERS = ("[...document.querySelectorAll('#game-log li')]"
           ".filter((li) => li.textContent.includes('sold!')).length")
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
    """The table's layout at this size. Not while an open auction runs by the clock (its panel may be
    sold away in the middle of the check): test_a_live_open_auction... checks it, paused."""
    if page.locator(LIVE).count():
        return
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


def live_move(page, turn):
    """The open auction, live: the auctioneer sells once there is a bid, people raise now and then,
    or nobody raises and the countdown sells it."""
    sell, raises = page.locator("[data-key=live-sold]"), page.locator(f"{LIVE} .ma-raise")
    before = page.evaluate(f"() => {HAMMERS}")
    if sell.count() and turn % 2:
        act(page, "[data-key=live-sold]")
        kind = "sold"
    elif turn % 3 == 0 and raises.count():
        act(page, f"{LIVE} .ma-raise")
        kind = "raise"
    else:
        kind = "wait"
    if kind != "raise":  # sold now or by the clock: the last sale changes
        page.wait_for_function(f"(before) => {HAMMERS} > before", arg=before)
    page.wait_for_selector(WAIT)
    return kind


def human_move(page, turn):
    """One move for the human, through the real buttons and forms; returns the kind of move."""
    dismiss_update(page)
    if page.locator(LIVE).count():
        return live_move(page, turn)
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


@pytest.fixture
def fast_table(page, page_log, app_url):
    """A fresh page whose computers move at once and whose open auctions' countdown is short."""
    page.goto(app_url + FAST)
    wait_ready(page, log=page_log)
    page.evaluate("localStorage.clear()")
    page.reload()
    wait_ready(page, log=page_log)
    return page


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_whole_game_against_two_computers(fast_table, page_log, site_url, size):
    page = fast_table
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
    assert {"play", "raise"} <= kinds and "sold" in seen
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


COUNTDOWN = """() => {
  const text = document.querySelector("[data-testid=countdown]");
  const bar = document.querySelector(".ma-countdown-bar");
  const left = bar ? parseFloat(getComputedStyle(bar).getPropertyValue("--left")) : null;
  return {text: text ? text.textContent : null, left,
          stage: document.querySelector(".ma-countdown")?.getAttribute("data-stage")};
}"""


def test_a_live_open_auction_two_people_and_a_computer_at_the_shared_screen(
    page, page_log, app_url, tmp_path
):
    """Ann auctions a painting for an open auction; Ann and Bo share the device with Cy, a computer.
    Both people raise from their own rows of the shared screen, with no hand-over; each raise starts
    the countdown again ("any more bids?", "going once…", "going twice…"); a raise above one's money
    is refused without saying it; when nobody raises, the countdown sells it to the high bidder."""
    page.goto(app_url + "?botdelay=0&countdown=4500")
    wait_ready(page, log=page_log)
    page.evaluate("localStorage.clear()")
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
    path = tmp_path / "live.json"
    path.write_text(json.dumps(save))
    page.set_input_files("input[data-import]", str(path))
    page.get_by_role("button", name="Ann is ready").click()
    page.wait_for_selector(".ma-controls")
    page.locator(""".ma-controls button.ma-play[data-arg*='"open"']""").first.click()
    page.wait_for_selector(LIVE)
    # The shared screen: a row of raises for each person, in their colour; nobody's hand or money.
    assert page.locator(".handover button[data-cmd=ready]").count() == 0, "no hand-over for a raise"
    assert page.locator(".ma-live-row[data-seat='0'] .ma-raise").count() == 3  # the auctioneer bids too
    assert page.locator(".ma-live-row[data-seat='1'] .ma-raise").count() == 3
    assert page.locator(".ma-live-row[data-seat='2']").count() == 0  # Cy raises by itself
    assert page.locator(".ma-hand").count() == 0
    assert page.locator("[data-testid^=money-]").all_inner_texts() == ["Money: ?"] * 3
    assert "Anyone may" in page.inner_text(".prompt")

    def countdown():
        return page.evaluate(COUNTDOWN)

    def raise_by(seat, step):
        moves = int(page.get_attribute("#app", "data-moves"))
        page.locator(f"[data-key='live-{seat}+{step}']").click()
        page.wait_for_function(f"+document.querySelector('#app').getAttribute('data-moves') > {moves}")
        return page.locator(f"{LIVE} .ma-live-row[data-seat='{seat}']")

    first = countdown()
    assert first["left"] > 3500 and first["stage"] == "0", first
    page.wait_for_function("document.querySelector('.ma-countdown')?.getAttribute('data-stage') === '1'")
    assert "going once" in countdown()["text"]
    # Bo raises: at once, from his row; the countdown starts again.
    raise_by(1, 1)
    after_bo = countdown()
    assert after_bo["stage"] == "0" and after_bo["left"] > 3500, after_bo
    assert page.locator(".handover button[data-cmd=ready]").count() == 0
    screenshots(page, "modern_art-live-auction")
    # Paused, the countdown waits (and the layout can be checked at three sizes without a sale).
    page.locator("button[data-cmd=pause]").click()
    page.wait_for_selector(".ma-countdown[data-stage=paused]")
    for size in (PHONE, {"width": 820, "height": 1180}, LAPTOP):
        page.set_viewport_size(size)
        check_table_layout(page, ".ma-controls button")
        assert stage_faults(page, touch=size is not LAPTOP) == [], size
    assert page.locator(LIVE).count() == 1, "nothing is sold while the table is paused"
    page.locator("button[data-cmd=pause]").click()
    page.wait_for_selector(".ma-countdown[data-stage='0']")
    page.wait_for_function("document.querySelector('.ma-countdown')?.getAttribute('data-stage') === '1'")
    # Ann raises by 5 (Cy may have raised meanwhile: the buttons say the amounts of now).
    raise_by(0, 5)
    assert countdown()["stage"] == "0" and countdown()["left"] > 3500
    high = page.inner_text("[data-testid=high-bid]")
    assert "Bo bids" in page.inner_text(".log") and "Ann bids" in page.inner_text(".log")
    # Bo types more than he has: refused, without saying how much he has.
    moves = page.get_attribute("#app", "data-moves")
    page.fill(f"{LIVE} input[name=live_amount]", "500")
    page.locator("[data-key='live-amount-1']").click()
    page.wait_for_selector(".banner, [role=alert]")
    assert "Bo cannot bid that much" in page.inner_text("#app")
    assert page.get_attribute("#app", "data-moves") == moves
    assert page.locator("[data-testid^=money-]").all_inner_texts() == ["Money: ?"] * 3
    # Nobody raises: "going twice…", then sold to the high bidder when the countdown runs out.
    page.wait_for_function("document.querySelector('.ma-countdown')?.getAttribute('data-stage') === '2'")
    assert "going twice" in countdown()["text"]
    page.wait_for_selector(LIVE, state="detached", timeout=10_000)
    page.wait_for_selector(".ma-last-sale")
    sale = page.evaluate(f"() => {LAST_SALE}")
    bidder = high.split(" by ")[-1].split("(")[0].strip()
    assert bidder in sale, (high, sale)
    assert "going once, going twice… sold!" in page.inner_text(".log")
    screenshots(page, "modern_art-live-sold")
    assert page_log.errors == [], page_log.describe()
