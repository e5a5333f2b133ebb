"""A move redraws only the regions it changed (ui/regions.py, assets/draw.js): along a game of each
kind, against computers, the page never has to be drawn whole because a region it was sent did not
fit what it shows."""

from __future__ import annotations

import random
import time

import pytest

from e2e_support import wait_ready

# Counts the redraws the page refused (assets/draw.js returns false; Python then draws it whole).
COUNT_REFUSED = """() => {
  window.__refused = 0;
  window.__patched = 0;
  const draw = window.tabletopDraw;
  window.tabletopDraw = (...args) => {
    const done = draw(...args);
    if (done === false) window.__refused += 1;
    else if (args[1] === null || args[1] === undefined) window.__patched += 1;
    return done;
  };
}"""

# What a person may tap: the decision's moves (the same as tools/bench.py's clicks).
MOVES = """[...document.querySelectorAll(
    ".controls [data-cmd]:not([disabled]), #app [data-cmd=act]:not([disabled]), #app [data-cmd=ready]")]
  .filter((b) => !["undo", "home", "rules", "export", "hint"].includes(b.getAttribute("data-cmd")))"""


@pytest.mark.parametrize("game", ["goblin_market", "modern_art", "jambo", "elfenland"])
def test_moves_patch_the_page_and_never_redraw_it_whole(table, page_log, app_url, game):
    page = table
    # Modern Art's open auction waits out its countdown between moves: a short one (as the
    # Modern Art tests do), and a clock rather than a count of polls bounds the waiting.
    page.goto(app_url + "?botdelay=0&countdown=600")
    wait_ready(page, log=page_log)
    page.click(f"button[data-cmd=setup][data-arg={game}]")
    page.click("form[data-submit=start] button[type=submit]")
    page.wait_for_selector("[data-screen=table]")
    page.evaluate(COUNT_REFUSED)
    rng = random.Random(5)
    clicks = 0
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if clicks >= 30 or page.locator(".end-screen").count():
            break
        count = page.evaluate(f"() => {MOVES}.length")
        if not count:
            amount = page.locator(".controls form[data-submit] input[name=amount]")
            if amount.count():  # a typed number: the lowest allowed
                amount.fill(amount.get_attribute("min") or "0")
                page.locator(".controls form[data-submit] [type=submit]").click()
                clicks += 1
            else:
                page.wait_for_timeout(50)
            continue
        # dispatched, as a tap on the map's SVG (which has no click()) is
        page.evaluate(
            f"(i) => {MOVES}[i].dispatchEvent(new MouseEvent('click', {{bubbles: true, cancelable: true}}))",
            rng.randrange(count),
        )
        clicks += 1
    assert clicks >= 10, "the game gave the person moves to make"
    refused, patched = page.evaluate("() => [window.__refused, window.__patched]")
    assert patched >= clicks, "each move patched the page"
    assert refused == 0, f"{refused} of {patched + refused} redraws did not fit the page ({game})"
    assert not page_log.errors


# Redraws the page with every region unchanged (what a redraw that changed nothing sends).
REDRAW_UNCHANGED = """() => {
  const root = document.getElementById("app");
  const entries = (parent) => Array.from(parent.children)
    .filter((node) => node.hasAttribute("data-region"))
    .map((node) => [node.getAttribute("data-region"), null, []]);
  const main = root.querySelector(":scope > main");
  const lang = document.documentElement.lang;
  return window.tabletopDraw(root, null, entries(root), entries(main), lang, document.title);
}"""


def test_a_redraw_leaves_the_focus_where_it_was(table, page_log):
    """The page takes the focus off its element while it patches (draw.js: the browser would
    otherwise work out the styles in the middle of the patch), and gives it back."""
    page = table
    assert page.locator("#app [data-focus]").count() == 0, "nothing on the home screen asks for the focus"
    button = page.locator("button[data-cmd=setup][data-arg=jambo]")
    button.focus()
    assert page.evaluate(REDRAW_UNCHANGED) is True
    assert page.evaluate("document.activeElement.getAttribute('data-arg')") == "jambo"
    assert not page_log.errors


def test_a_field_being_typed_in_keeps_the_focus_through_a_redraw(table, page_log):
    """A form field is never taken out of focus for a redraw (a phone would close its keyboard)."""
    page = table
    page.click("button[data-cmd=setup][data-arg=jambo]")
    field = page.locator("input[name=name_0]")
    field.focus()
    page.evaluate("""() => {
      const field = document.querySelector("input[name=name_0]");
      // Nothing else asks for the focus after a redraw (the form's start button does).
      for (const node of document.querySelectorAll("[data-focus]")) node.removeAttribute("data-focus");
      window.__blurs = 0;
      field.addEventListener("blur", () => { window.__blurs += 1; });
    }""")
    assert page.evaluate(REDRAW_UNCHANGED) is True
    assert page.evaluate("[document.activeElement.getAttribute('name'), window.__blurs]") == ["name_0", 0]
    assert not page_log.errors


# A scratch root drawn by assets/draw.js as the app's is: a card in the first seat's region, a coin
# in a region the next redraw leaves alone, and a pile whose cards fly in from a deck.
MOTION_PAGE = """() => {
  const root = document.createElement("div");
  root.id = "motion-root";
  document.body.append(root);
  const style = document.createElement("style");
  style.textContent = "#motion-root section { height: 80px }"
    + " #motion-root span { display: inline-block; width: 40px; height: 60px }";
  document.head.append(style);
  window.__thing = (key, from) =>
    `<span data-fx="${key}"${from ? ` data-fx-from="${from}"` : ""}>${key}</span>`;
  window.__seat = (n, inside) =>
    `<section data-region="seat-${n}" data-seat="${n}"><div class="hand">${inside}</div></section>`;
  window.__pile = (inside) => `<div data-region="pile">${window.__thing("deck")}<p>${inside}</p></div>`;
  const seats = window.__seat(0, window.__thing("card-7")) + window.__seat(1, "");
  const html = `<main data-screen="scratch">${seats}`
    + `<div data-region="bank">${window.__thing("coin")}</div>${window.__pile("")}</main>`;
  return window.tabletopDraw(root, html, null, null, "en", document.title);
}"""

# The card goes from the first seat's hand to the second's, a card comes from the deck, and the
# bank is sent unchanged; then the animations running on each thing.
MOTION_REDRAW = """() => {
  const root = document.getElementById("motion-root");
  const drawn = window.tabletopDraw(root, null, [], [
    ["seat-0", window.__seat(0, ""), []],
    ["seat-1", window.__seat(1, window.__thing("card-7")), []],
    ["bank", null, []],
    ["pile", window.__pile(window.__thing("card-9", "deck")), []],
  ], "en", document.title);
  const running = (key) => root.querySelector(`[data-fx="${key}"]`).getAnimations().length;
  return { drawn, card: running("card-7"), coin: running("coin"), drawnCard: running("card-9") };
}"""

# Then only the first seat's region, which held no such thing, is drawn again: a card from the deck.
FROM_AN_UNCHANGED_REGION = """() => {
  const root = document.getElementById("motion-root");
  for (const run of document.getAnimations()) run.finish();
  const drawn = window.tabletopDraw(root, null, [], [
    ["seat-0", window.__seat(0, window.__thing("card-3", "deck")), []],
    ["seat-1", null, []], ["bank", null, []], ["pile", null, []],
  ], "en", document.title);
  const running = (key) => root.querySelector(`[data-fx="${key}"]`).getAnimations().length;
  return { drawn, fromDeck: running("card-3"), coin: running("coin") };
}"""


def test_a_thing_that_changes_hands_glides_there(table, page_log):
    """draw.js reads where things were only inside the regions it draws again: a card moved from one
    seat's region to another's still glides, a card from the deck flies in from it, and a thing in a
    region sent unchanged stays still."""
    page = table
    page.emulate_media(reduced_motion="no-preference")
    assert page.evaluate(MOTION_PAGE) is True
    assert page.evaluate(MOTION_REDRAW) == {"drawn": True, "card": 1, "coin": 0, "drawnCard": 1}
    assert page.evaluate(FROM_AN_UNCHANGED_REGION) == {"drawn": True, "fromDeck": 1, "coin": 0}
    assert not page_log.errors
