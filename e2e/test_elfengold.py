"""Elfengold through the page: a whole 6-round game with the Witch option against the computer, played
with real clicks: card draws, showing an item, bids (one above Ann's gold, through its warning), items
played on roads of the SVG map, journeys, income and the items kept."""

import json
import time

import pytest

from e2e_support import TIMINGS, screenshots
from saves_support import go_home
from tabletop.games import GAMES
from test_elfenland import click, stuck_journey_save, tap_on_map

READY = ".el-controls, .end-screen"


def phase(page):
    controls = page.locator(".el-controls")
    return controls.get_attribute("data-phase") if controls.count() else None


def gold_of(page, seat):
    return int(page.inner_text(f".el-player[data-seat='{seat}'] [data-testid=gold]"))


def auction_turn(page, state):
    """Bid now and then: once above Ann's own gold, which must warn first; otherwise the lowest bid
    or a pass."""
    panel = page.locator(".eg-auction")
    assert panel.count() == 1 and "Still bidding" in panel.inner_text()
    gold = gold_of(page, 0)
    amount = int(page.inner_text("[data-testid=bid-amount]"))
    # One control: − amount +, one "Bid N" and the pass.
    panel = page.locator("[data-testid=bid-panel]")
    assert panel.locator("button").count() == 4 and panel.locator("input, form").count() == 0
    more = "[data-key='bid-step-more']:not([disabled])"
    if not state["warned"] and page.locator(more).count():
        # From the keyboard: Enter on + raises the amount, and the focus stays on + for the next.
        page.locator(more).focus()
        page.keyboard.press("Enter")
        page.wait_for_function(
            "n => document.querySelector('[data-testid=bid-amount]').textContent == String(n)", arg=amount + 1
        )
        assert page.evaluate("document.activeElement.dataset.key") == "bid-step-more"
        while int(page.inner_text("[data-testid=bid-amount]")) <= gold:
            step = page.locator(more)
            if not step.count():
                break
            click(page, step)
        if int(page.inner_text("[data-testid=bid-amount]")) > gold:
            assert "More than your" in page.inner_text(".el-controls")
            click(page, page.locator(".el-controls [data-key=bid]"))
            warning = page.locator("[data-testid=bid-warning]")
            assert "You cannot pay this bid." in warning.inner_text()
            click(page, page.locator("[data-key=bid-cancel]"))  # think again: nothing was bid
            assert page.locator("[data-testid=bid-warning]").count() == 0
            state["warned"] = True
            click(page, page.locator(".el-controls [data-key=pass]"))
            return
    if amount <= gold and amount <= 3 and state["bids"] < 8:
        click(page, page.locator(".el-controls [data-key=bid]"))
        state["bids"] += 1
        return
    click(page, page.locator(".el-controls [data-key=pass]"))


def plan_turn(page, state):
    """Play an item by tapping it and then a lit road of the map, a few times a round; else pass."""
    items = page.locator(".el-controls [data-cmd=select][data-key^=item-]")
    if state["placed"] < 3 and items.count():
        if not page.locator(".road.lit").count():
            click(page, items.first)
        double = page.locator(".el-controls [data-key^=double-]")
        if double.count() and not page.locator(".road.lit").count():
            click(page, double.first)
        roads = page.locator(".road.lit")
        if roads.count():
            tap_on_map(page, roads.first)
            page.wait_for_selector(READY)
            state["placed"] += 1
            return
    click(page, page.locator(".el-controls [data-key=pass]"))


def move_turn(page, state):
    """Travel a few steps by tapping lit towns and paying the first way offered; fly once by Witch."""
    fly = page.locator("[data-key=fly]")
    if not state["flown"] and fly.count():
        click(page, fly)
        towns = page.locator(".place.lit[data-cmd=act]")
        assert towns.count() == 20
        gold = gold_of(page, 0)
        tap_on_map(page, towns.nth(3))
        page.wait_for_selector(READY)
        state["flown"] = True
        assert gold_of(page, 0) == gold - 3
        return
    towns = page.locator(".place.lit[data-cmd=select]")
    if state["steps"] < 4 and towns.count():
        tap_on_map(page, towns.first)
        helper = page.locator("[data-testid=step-helper]")
        assert helper.count() == 1
        click(page, helper.locator("[data-cmd=act]").first)
        state["steps"] += 1
        return
    click(page, page.locator(".el-controls [data-key=end-move]"))


def test_a_whole_game_with_witches_against_the_computer(table, page_log, site_url):
    page = table
    started = time.perf_counter()
    page.locator("button[data-cmd=setup][data-arg=elfengold]").click()
    page.select_option("select[name=players]", "2")
    page.wait_for_selector("select[name=kind_1]")
    page.fill("input[name=name_0]", "Ann")
    page.select_option("select[name=kind_1]", "computer:sensible")
    page.select_option("select[name=option_witches]", "True")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector(READY)
    assert "Ann: your gold, cards and items" in page.inner_text("[data-testid=mine]")
    assert "12 gold" in page.inner_text("[data-testid=mine]")
    # The gold values sit on the map: Al'Baran's coin says 7.
    assert page.locator(".elfenland-board .coin title", has_text="Al'Baran: 7 gold").count() == 1
    state = {"warned": False, "bids": 0, "placed": 0, "steps": 0, "flown": False}
    seen, previous = set(), None
    for _ in range(1500):
        if page.locator(".end-screen").count():
            break
        current = phase(page)
        seen.add(current)
        if current != previous:
            state["placed"] = 0 if current == "plan" and previous != "plan" else state["placed"]
            state["steps"] = 0 if current == "move" and previous not in ("move",) else state["steps"]
            previous = current
        assert page.inner_text("[data-testid=prompt]").strip()
        if current in ("draw_cards", "income_draw"):
            # A face-up Witch first, for a flight later on.
            witch = page.locator(".el-controls [data-key=draw-witch]")
            draws = page.locator(".el-controls [data-testid=card-draws] [data-cmd=act]")
            click(page, witch if witch.count() else draws.first)
        elif current == "draw_items":
            click(page, page.locator(".el-controls [data-testid=show-item] [data-cmd=act]").first)
        elif current == "auction":
            if not state.get("shot"):
                screenshots(page, "elfengold-auction")
                state["shot"] = True
            auction_turn(page, state)
        elif current == "plan":
            plan_turn(page, state)
            if not state.get("plan_shot") and page.locator(".slot .item .badge").count():
                screenshots(page, "elfengold-planning")  # items placed, each with its placer
                state["plan_shot"] = True
        elif current == "move":
            move_turn(page, state)
            if not state.get("move_shot") and page.locator(".trails .trail").count():
                assert "travels from" in page.inner_text("[data-testid=recent-moves]")
                assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"]
                screenshots(page, "elfengold-travel")
                state["move_shot"] = True
        elif current == "income":
            earned = page.inner_text(".el-controls [data-key=take-income]")
            click(page, page.locator(".el-controls [data-key=take-income]"))
            assert "Take" in earned
        else:  # discard or keep: the first choice
            click(page, page.locator(".el-controls [data-cmd=act]").first)
    else:
        pytest.fail("the game did not end")
    TIMINGS["elfengold: a 6-round game through the page"] = time.perf_counter() - started
    assert {"draw_cards", "draw_items", "auction", "plan", "move"} <= seen
    assert state.get("plan_shot") and state.get("move_shot")
    assert state["warned"], "no bid above Ann's gold was ever possible"
    end = page.locator(".end-screen")
    assert end.locator("tbody tr").count() == 2
    screenshots(page, "elfengold-result")
    assert "All 6 rounds have been played." in end.inner_text() or "all 20 towns" in end.inner_text()
    log = page.inner_text(".log")
    assert "Ann shows" in log and "Ann bids" in log and "Ann plays" in log
    assert "gold for the journey" in log
    # Whether Ann ever holds a Witch and 3 gold at once depends on the shuffle; when she does, she flies.
    assert state["flown"] == ("Ann flies by Witch" in log)
    assert page_log.errors == [], page_log.describe()
    assert page_log.foreign_requests(site_url) == []


def _seed_with_a_pair_of_items_drawn_first():
    for seed in range(1, 500):
        drawn = GAMES["elfengold"].new(2, seed).drawn
        if len(drawn) == 2 and drawn[0] == drawn[1]:
            return seed, drawn[0]
    raise AssertionError("no seed found")


def test_two_items_of_a_kind_and_a_stuck_journey_are_asked(table, page_log, tmp_path):
    """Two people at one device: the table never decides for a player what hangs on a secret. Two
    items of one kind drawn are shown by their owner (one button), and a journey that only the kinds
    of the cards in hand stop is ended by the traveller."""
    page = table
    seed, item = _seed_with_a_pair_of_items_drawn_first()
    save = {
        "format": "tabletop-save",
        "version": 1,
        "game": "elfengold",
        "options": {"opening_seat": 0},
        "seed": seed,
        "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "human"}],
        "actions": [],
    }
    path = tmp_path / "pair.json"
    path.write_text(json.dumps(save))
    page.set_input_files("input[data-import]", str(path))
    page.wait_for_selector(".handover")
    assert page.inner_text("[data-testid=prompt]").strip() == "Waiting for Ann to show an item."
    page.get_by_role("button", name="Ann is ready").click()
    page.wait_for_selector(READY)
    shown = page.locator(".el-controls [data-testid=show-item] [data-cmd=act]")
    assert shown.count() == 1 and json.loads(shown.get_attribute("data-arg")) == ["show_item", item]
    assert "you drew two" in page.inner_text("[data-testid=prompt]")
    shown.click()
    page.wait_for_selector(".handover")
    assert "Pass the device to Bo" in page.inner_text(".handover")
    assert "Ann shows" in page.inner_text(".log")

    save, name = stuck_journey_save("elfengold", {"witches": True})
    path = tmp_path / "stuck.json"
    path.write_text(json.dumps(save))
    go_home(page)
    page.wait_for_selector("input[data-import]")
    page.set_input_files("input[data-import]", str(path))
    page.wait_for_selector(".handover")
    page.get_by_role("button", name=f"{name} is ready").click()
    page.wait_for_selector(READY)
    assert page.inner_text("[data-testid=prompt]").strip() == (
        f"{name}: you cannot pay for any road: end your journey."
    )
    acts = page.locator(".el-controls [data-cmd=act]")
    assert acts.count() == 1 and json.loads(acts.get_attribute("data-arg")) == ["end_move"]
    acts.click()
    page.wait_for_function(
        "(text) => document.querySelector('.log').innerText.includes(text)", arg=f"{name} ends the journey."
    )
    assert page_log.errors == [], page_log.describe()
