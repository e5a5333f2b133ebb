"""Saves through the page: files and stored saves nested too deep for Pyodide's parser, two tabs on
one game, and no handle to the game's Python objects for the console."""

from __future__ import annotations

import json

import pytest

from e2e_support import SHOTS, screenshots, wait_ready
from saves_support import current_id, go_home, store_contents, stored_games, wait_store_idle

FAST = "?botdelay=0"
CHANGED = "This game changed in another tab; here is the current position."


def a_save(**changes) -> dict:
    save = {
        "format": "tabletop-save",
        "version": 2,
        "game": "goblin_market",
        "options": {},
        "seed": 3,
        "seats": [{"name": name, "kind": "human"} for name in "ABC"],
        "actions": [[0, ["bid", 5]]],
        "saved_at": "2026-12-01 09:00",
        "revision": 1,
    }
    save.update(changes)
    return save


# 12 KB: 6,000 nested brackets where the moves should be. Inside Pyodide json.loads overflows the
# JavaScript/wasm stack on it (a fatal error, not an exception), unless it is refused before.
DEEP = json.dumps(a_save(actions="@")).replace('"@"', "[" * 6000 + "]" * 6000)


def test_a_deep_file_is_refused_with_a_message_and_the_next_import_works(table, page_log, tmp_path):
    page = table
    deep = tmp_path / "deep.json"
    deep.write_text(DEEP)
    page.set_input_files("input[data-import]", str(deep))
    page.wait_for_selector(".banner.error", timeout=10_000)
    banner = page.inner_text(".banner.error")
    assert "could not be imported" in banner and "nested too deeply" in banner
    good = tmp_path / "good.json"
    good.write_text(json.dumps(a_save()))
    page.set_input_files("input[data-import]", str(good))
    page.wait_for_selector(".controls", timeout=10_000)
    assert "A bids 5." in page.inner_text(".log")
    assert "imported" in page.inner_text(".banner")
    assert page_log.errors == [], page_log.describe()


@pytest.mark.parametrize("width, height", [(390, 844), (1280, 900)])
def test_a_deep_stored_save_neither_stops_the_page_nor_the_others(table, page_log, width, height):
    page = table
    page.set_viewport_size({"width": width, "height": height})
    page.evaluate(
        """([deep, good]) => {
            localStorage.setItem("tabletop.save.deep", deep);
            localStorage.setItem("tabletop.save.good", good);
            localStorage.setItem("tabletop.current", "deep");
        }""",
        [DEEP, json.dumps(a_save())],
    )
    page.reload()
    wait_ready(page, log=page_log)  # the page boots, on the home screen
    banner = page.inner_text(".banner.error")
    assert "could not be opened" in banner and "nested too deeply" in banner
    damaged = page.locator(".save.damaged")
    assert damaged.count() == 1 and "nested too deeply" in damaged.inner_text()
    assert page.locator(".save:not(.damaged)").count() == 1
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"damaged-save-{width}x{height}.png"), full_page=True)

    page.locator("button[data-cmd=resume][data-arg=good]").click()
    page.wait_for_selector(".controls, .handover", timeout=10_000)
    assert "A bids 5." in page.inner_text(".log")
    go_home(page)
    page.locator("button[data-cmd=delete][data-arg=deep]").click()
    page.locator("button[data-cmd=delete-confirmed][data-arg=deep]").click()
    page.wait_for_selector(".save.damaged", state="detached")
    wait_store_idle(page)  # the delete is sent to the store before the tile goes; let it finish
    assert "deep" not in store_contents(page)["saves"]
    assert page.locator(".save").count() == 1
    # Home: the game to continue above the games, each game's tile with its drawn cover.
    follows = "(node) => node.compareDocumentPosition(document.querySelector('.home-games')) & 4"
    assert page.locator(".home-saves").evaluate(follows)
    assert page.locator(".game-card .cover > svg").count() == page.locator(".game-card").count() == 5
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    screenshots(page, "home")
    assert page_log.errors == [], page_log.describe()


def start_game(page):
    """Goblin Market, Ann against two computers (who move at once with ?botdelay=0)."""
    page.get_by_role("button", name="New game").first.click()
    page.fill("input[name=name_0]", "Ann")
    page.select_option("select[name=kind_1]", "computer:sensible")
    page.select_option("select[name=kind_2]", "computer:easy")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector(".controls")


def move(page):
    """Ann's first move on offer (a bid or a pass, or a card), then until it is her turn again."""
    before = page.inner_text(".log")
    page.locator(".controls [data-cmd=act]").first.click()
    page.wait_for_function("(before) => document.querySelector('.log').innerText !== before", arg=before)
    page.wait_for_selector(".controls, .end-screen")


def stored_moves(page):
    games = stored_games(page)
    return games[current_id(page)]["actions"]


def test_two_tabs_on_one_game_lose_no_move(table, context, page_log, app_url):
    first = table
    start_game(first)
    second = context.new_page()
    second.goto(app_url + FAST)
    wait_ready(second)
    second.wait_for_selector(".controls")  # the same game, resumed

    move(first)
    move(first)
    log = first.inner_text(".log")
    # The second tab follows before its player clicks, and says so.
    second.wait_for_function("(log) => document.querySelector('.log').innerText === log", arg=log)
    assert CHANGED in second.inner_text(".banner")
    moves = stored_moves(first)

    move(second)  # its move goes on from the first tab's two
    after = stored_moves(second)
    assert after[: len(moves)] == moves and len(after) > len(moves)
    first.wait_for_function(
        "(log) => document.querySelector('.log').innerText === log", arg=second.inner_text(".log")
    )
    assert CHANGED in first.inner_text(".banner")

    second.close()
    first.reload()
    wait_ready(first, log=page_log)
    assert stored_moves(first) == after
    assert page_log.errors == [], page_log.describe()


def test_the_page_keeps_no_handle_to_its_python_objects(table):
    page = table
    start_game(page)
    found = page.evaluate(
        """() => {
            const names = new Set(Object.getOwnPropertyNames(window));
            for (const name in window) names.add(name);
            const proxies = [];
            for (const name of names) {
                let value;
                try { value = window[name]; } catch (error) { continue; }
                if (value && typeof value.destroy === "function" && typeof value.toJs === "function") {
                    proxies.push(name);
                }
            }
            return {handle: typeof window.tabletopPage, proxies,
                    tabletop: [...names].filter((name) => name.startsWith("tabletop")).sort()};
        }"""
    )
    assert found["handle"] == "undefined" and "tabletopPage" not in found["tabletop"]
    assert found["proxies"] == [], found  # no Python object at all hangs off `window`
