"""A move redraws only the regions it changed (ui/regions.py, assets/draw.js): along a game of each
kind, against computers, the page never has to be drawn whole because a region it was sent did not
fit what it shows."""

from __future__ import annotations

import random

import pytest

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
def test_moves_patch_the_page_and_never_redraw_it_whole(table, page_log, game):
    page = table
    page.click(f"button[data-cmd=setup][data-arg={game}]")
    page.click("form[data-submit=start] button[type=submit]")
    page.wait_for_selector("[data-screen=table]")
    page.evaluate(COUNT_REFUSED)
    rng = random.Random(5)
    clicks = 0
    for _ in range(200):
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
