"""Strong computer players through the page: a whole game against them with the page never stuck
for long while they think, and the hint for the player holding the device."""

import json

import pytest

from e2e_support import LONG_TASKS, screenshots, start_with_seats


def test_the_form_offers_easy_sensible_and_strong_but_not_random(table):
    page = table
    page.click("button[data-cmd=setup][data-arg=modern_art]")
    # The form comes once the game's archive is in (fetched on its first use): wait for it.
    page.wait_for_selector("select[name=kind_1]")
    options = page.eval_on_selector_all("select[name=kind_1] option", "els => els.map((e) => e.value)")
    assert options == ["human", "computer:easy", "computer:sensible", "computer:strong"]
    assert page.input_value("select[name=kind_1]") == "computer:sensible"


def test_a_whole_game_against_strong_computers_with_hints(table, page_log):
    page = table
    page.evaluate(LONG_TASKS)
    start_with_seats(page, "goblin_market", ["human", "computer:strong", "computer:strong"])
    hints = 0
    reasons = []
    for _ in range(300):
        if page.locator(".end-screen").count():
            break
        hint_button = page.locator("button[data-cmd=hint]")
        assert hint_button.count() == 1, "the player holding the device is offered a hint"
        hint_button.click()
        hint = page.locator("[data-testid=hint]")
        hint.wait_for(timeout=10_000)
        action = json.loads(hint.get_attribute("data-hint-action"))
        # Its reason in the game's words, never how few imagined games it tried (issue 32).
        reason = page.locator("[data-testid=hint-reason]").inner_text()
        assert "imagined" not in reason and "sample" not in reason, reason
        reasons.append(reason)
        if hints == 0:
            screenshots(page, "strong-hint")
            page.evaluate("window.__longTasks = []")  # resizing for the screenshots is not thinking
        hints += 1
        marked = page.locator(".controls button.hinted")
        if marked.count():
            assert json.loads(marked.first.get_attribute("data-arg")) == action
            marked.first.click()
        else:  # a typed amount: the hint names it, the form takes it
            assert action[0] == "bid"
            field = page.locator(".controls input[name=amount]").first
            field.fill(str(action[1]))
            field.press("Enter")
        page.wait_for_selector(".controls, .end-screen")
    else:
        pytest.fail("the game did not end")
    longest = max(page.evaluate("window.__longTasks"), default=0)
    screenshots(page, "strong-result")
    assert hints > 5
    # Goblin Market's reasons name the suits a lot or a card builds for the player.
    suits = ("Moons", "Suns", "Waves", "Leaves", "Wyrms", "Knots")
    builds = [reason for reason in reasons if "builds your" in reason]
    assert any(suit in reason for reason in builds for suit in suits), reasons
    assert not page.locator("button[data-cmd=hint]").count(), "no hint once the game is over"
    # The search runs in 20 ms slices, within a cap of 0.45 s of thinking a move: unsliced, one task
    # would take about that long on any machine. The line sits between the two, above a slice plus a
    # redraw on a busy 2-core machine (188 ms once here, in a full run); the 50 ms target is the
    # bench's (longtask), not a timed test's.
    assert longest < 300, f"a main-thread task of {longest:.0f} ms while computers thought"
    assert page_log.errors == [], page_log.describe()


def test_no_hint_behind_the_hand_over_screen(table):
    page = table
    # The first seat opens: its card is a secret, so the hand-over screen comes first. (The opening
    # seat is drawn at random by default, and when the computer opened, an open auction could be bid
    # at the shared screen with no hand-over to wait for: the test failed now and then.)
    start_with_seats(page, "modern_art", ["human", "human", "computer:strong"], opening="0")
    # Two people share the device: the hand-over screen first, and no hint behind it.
    page.wait_for_selector(".handover")
    assert not page.locator("button[data-cmd=hint]").count()
    page.locator(".handover button[data-cmd=ready]").click()
    page.wait_for_selector(".controls")
    assert page.locator("button[data-cmd=hint]").count() == 1
