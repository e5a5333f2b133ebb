"""Goblin Market through the page: a whole game against the computer, reload, bad saves, languages."""

import json

import pytest

from e2e_support import SHOTS, check_table_layout, saves_written, screenshots, wait_ready
from stage_check import stage_faults

FAST = "?botdelay=0"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
TABLET = {"width": 820, "height": 1180}


def start_game(page, name="Ann"):
    page.get_by_role("button", name="New game").first.click()
    page.fill("input[name=name_0]", name)
    page.select_option("select[name=kind_1]", "computer:sensible")
    page.select_option("select[name=kind_2]", "computer:easy")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector(".controls, .end-screen")


def human_move(page, turn):
    """One move for the human: take everything when winning, otherwise bid now and then, else pass."""
    controls = page.locator(".controls")
    take_all = controls.locator("""button[data-arg='["take_all"]']""")
    if take_all.count():
        take_all.click()
    elif controls.locator(".card-button").count():
        controls.locator(".card-button").first.click()
    elif turn % 3 == 0 and controls.locator("[data-key='bid+1']").count():
        controls.locator("[data-key='bid+1']").click()
    else:
        controls.locator("""button[data-arg='["pass"]']""").click()
    page.wait_for_selector(".controls, .end-screen")


# What sticks out at the right of the screen (not inside a frame that scrolls by itself).
WIDE = """() => Array.from(document.querySelectorAll("#app *")).filter((node) => {
    if (node.getBoundingClientRect().right <= innerWidth + 1) return false;
    for (let up = node.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== "visible") return false;
    }
    return true;
}).slice(0, 6).map((node) => `${node.tagName}.${node.getAttribute("class")}`)"""


def check_layout(page):
    check_table_layout(page)


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_whole_game_against_two_computers(table, page_log, site_url, size):
    page = table
    page.set_viewport_size(size)
    start_game(page)
    assert "Ann" in page.inner_text(".gm-table")
    # The lot as drawn cards, each with its text alternative; the high bid beside it.
    assert page.locator(".gm-market .gm-lot .card.drawn[aria-label]").count() >= 1
    check_layout(page)
    screenshots(page, "goblin_market-bidding")
    taking_shot = bid_shot = marked = False
    for turn in range(400):
        if page.locator(".end-screen").count():
            break
        marked = marked or page.locator(".gm-table .last-move").count() > 0
        if not bid_shot and page.locator(".gm-high-bid [data-testid=high-bid]").count() and page.locator(
            "[data-key='bid+1']"
        ).count():
            check_layout(page)
            screenshots(page, "goblin_market-bidding")
            bid_shot = True
        if page.locator(".controls .card-button").count():
            # Picking: the lot's cards are the buttons, in the decision.
            check_layout(page)
            if not taking_shot:
                screenshots(page, "goblin_market-taking")
                taking_shot = True
        human_move(page, turn)
    else:
        pytest.fail("the game did not end")
    end = page.locator(".end-screen")
    screenshots(page, "goblin_market-result")
    check_layout(page)
    assert end.locator(".results tbody tr").count() == 3
    assert "Three largest suits" in end.inner_text()
    # The pictures: a score line per player and each player's six suit bars.
    assert end.locator(".chart-series").count() == 3
    assert end.locator(".gm-bars").count() == 3
    assert marked, "the last move is marked on the table"
    log = page.inner_text(".log")
    assert "Computer 2" in log and "The auction deck is empty" in log
    assert page_log.errors == [], page_log.describe()
    assert page_log.foreign_requests(site_url) == []
    page.get_by_role("button", name="Play again").click()
    page.wait_for_selector(".controls")
    assert not page.locator(".end-screen").count()


def test_home_cover_and_the_table_in_chinese_on_a_phone(table):
    page = table
    page.set_viewport_size(PHONE)
    tile = page.locator("[data-game=goblin_market] .cover svg")
    assert tile.count() == 1 and tile.bounding_box()["width"] > 200
    screenshots(page, "goblin_market-home")
    page.select_option("select[name=lang]", "zh-Hans")
    page.wait_for_function("document.documentElement.lang === 'zh-Hans'")
    page.locator("button[data-cmd=setup][data-arg=goblin_market]").click()
    page.fill("input[name=name_0]", "安")
    page.select_option("select[name=kind_1]", "computer:sensible")
    page.select_option("select[name=kind_2]", "computer:easy")
    page.locator("form.setup button[type=submit]").click()
    page.wait_for_selector(".controls, .end-screen")
    for _turn in range(12):
        if page.locator(".gm-owned").count() >= 2:
            break
        human_move(page, 0)
    assert "竞拍" in page.inner_text(".gm-market")
    check_layout(page)
    screenshots(page, "goblin_market-zh")


def test_six_players_on_a_phone_see_every_rival_and_the_lot_above_the_bids(table):
    """The five rivals as compact panels above the lot, all in sight (none in a strip that scrolls
    away), the lot above the bids, one screen at a phone's and a tablet's size."""
    page = table
    page.set_viewport_size(PHONE)
    page.get_by_role("button", name="New game").first.click()
    page.select_option("select[name=players]", "6")
    page.wait_for_selector("select[name=kind_5]")
    for seat in range(1, 6):
        page.select_option(f"select[name=kind_{seat}]", "computer:easy")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector(".controls, .end-screen")
    for turn in range(60):
        if page.locator("[data-key='pass']").count() and page.locator(".gm-market .gm-lot .card").count():
            break
        human_move(page, turn)
    for size in (PHONE, TABLET):
        page.set_viewport_size(size)
        check_layout(page)
        page.wait_for_timeout(100)  # the stage refits on the next frame after a resize
        assert stage_faults(page, touch=False) == []
        lot = page.locator(".gm-market .gm-lot").bounding_box()
        bar = page.locator(".decision-bar").bounding_box()
        assert lot["y"] + lot["height"] <= bar["y"], (lot, bar)
        rivals = page.locator(".tt-seats .gm-rival")
        assert rivals.count() == 5
        for index in range(5):
            box = rivals.nth(index).bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= size["width"], box
            assert box["y"] + box["height"] <= lot["y"], (box, lot)
            assert rivals.nth(index).locator(".chips, .score, .gm-counts").count() == 3
        if size is PHONE:
            screenshots(page, "goblin_market-six")
    page.screenshot(path=str(SHOTS / "goblin_market-six-820x1180.png"))


def test_reload_mid_game_finds_the_same_position(table, page_log):
    page = table
    start_game(page)
    for turn in range(6):
        human_move(page, turn)
    before = (page.inner_text(".prompt"), page.inner_text(".log"), page.inner_text(".gm-table"))
    page.reload()
    wait_ready(page, log=page_log)
    page.wait_for_selector(".controls, .end-screen")
    assert (page.inner_text(".prompt"), page.inner_text(".log"), page.inner_text(".gm-table")) == before


def test_exact_bid_with_the_keyboard_and_undo(table):
    page = table
    start_game(page)
    while not page.locator("input[name=amount]").count():
        human_move(page, 1)  # pass until a fresh auction lets Ann bid
    field = page.locator("input[name=amount]")
    high = int(field.get_attribute("min")) - 1
    field.fill(str(high + 2))
    field.press("Enter")
    # The log is a drawer, closed: its words are on the page all the same.
    page.wait_for_function("(words) => document.querySelector('.log').textContent.includes(words)",
                           arg=f"Ann bids {high + 2}.")


def test_a_corrupt_save_shows_a_message_and_the_rest_stay_usable(table, page_log):
    page = table
    start_game(page)
    human_move(page, 0)
    saves_written(page)  # or the page would write its game's save, and mark it current, as it unloads
    good = page.evaluate("localStorage.getItem('tabletop.current')")
    page.evaluate("""() => {
        localStorage.setItem('tabletop.save.broken', '{"format": "tabletop-save", "version": 1, "gam');
        localStorage.setItem('tabletop.current', 'broken');
    }""")
    page.reload()
    wait_ready(page, log=page_log)
    banner = page.locator(".banner.error")
    assert "could not be opened" in banner.inner_text() and "cut short" in banner.inner_text()
    assert page.locator(".save.damaged").count() == 1
    page.locator(f"button[data-cmd=resume][data-arg='{good}']").click()
    page.wait_for_selector(".controls, .end-screen")
    assert "Ann" in page.inner_text(".gm-table")
    assert page_log.errors == [], page_log.describe()


def test_import_of_a_tampered_file_is_refused(table, tmp_path):
    page = table
    save = {"format": "tabletop-save", "version": 1, "game": "goblin_market", "options": {}, "seed": 3,
            "seats": [{"name": n, "kind": "human"} for n in "ABC"], "actions": [[0, ["bid", 50]]]}
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(save))
    page.set_input_files("input[data-import]", str(path))
    page.wait_for_selector(".banner.error")
    assert "move 1 breaks the rules" in page.inner_text(".banner.error")
    save["actions"] = [[0, ["bid", 5]]]
    path.write_text(json.dumps(save))
    page.set_input_files("input[data-import]", str(path))
    page.wait_for_selector(".controls")
    assert "A bids 5." in page.inner_text(".log")


def test_switching_language_shows_chinese(table):
    page = table
    page.select_option("select[name=lang]", "zh-Hans")
    page.wait_for_function("document.documentElement.lang === 'zh-Hans'")
    assert "新游戏" in page.inner_text("#app")
    page.select_option("select[name=lang]", "zh-Hant")
    page.wait_for_function("document.documentElement.lang === 'zh-Hant'")
    assert "新遊戲" in page.inner_text("#app")
    page.reload()
    page.wait_for_selector('#app[data-ready="true"]')
    assert "新遊戲" in page.inner_text("#app")


def test_a_hostile_player_name_is_shown_as_text(table):
    page = table
    dialogs = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    name = "<img src=x onerror=alert(1)>"
    start_game(page, name=name)
    assert name in page.inner_text(".gm-table")
    assert page.locator("#app img").count() == 0
    page.wait_for_timeout(300)
    assert dialogs == []


def test_phone_portrait_has_no_sideways_scrolling(page, page_log, app_url):
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(app_url + FAST)
    wait_ready(page, log=page_log)
    page.evaluate("localStorage.clear()")
    start_game(page)
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
