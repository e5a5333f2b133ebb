"""The background hint through the page (issue 32): while the person decides, the hint is worked out
in the page's slices (#app[data-background-hint]: "due", "working", "ready"); pressing Hint then shows
it on the next frame, with no "Thinking…" in between."""

import json

from e2e_support import LONG_TASKS, TIMINGS, start_with_seats

# Press Hint (a real click's path: the page's delegated listener), then look at the next frame.
PRESS_HINT = """async () => {
  const app = document.getElementById("app");
  const before = app.getAttribute("data-background-hint");
  const button = document.querySelector("button[data-cmd=hint]");
  const pressed = performance.now();
  button.click();
  await new Promise((done) => requestAnimationFrame(() => done()));
  const hint = document.querySelector("[data-testid=hint]");
  const after = document.querySelector("button[data-cmd=hint]");
  return {
    before,
    shown: hint !== null,
    reason: hint ? hint.querySelector("[data-testid=hint-reason]").textContent : null,
    action: hint ? hint.getAttribute("data-hint-action") : null,
    busy: after !== null && after.getAttribute("aria-busy") === "true",
    ms: performance.now() - pressed,
  };
}"""


# Press Hint where no hint is ready yet: how long until it shows (the way every hint came before).
PRESS_HINT_AND_WAIT = """async () => {
  const pressed = performance.now();
  const before = document.getElementById("app").getAttribute("data-background-hint");
  document.querySelector("button[data-cmd=hint]").click();
  const button = document.querySelector("button[data-cmd=hint]");
  const busy = button !== null && button.getAttribute("aria-busy") === "true";
  while (!document.querySelector("[data-testid=hint]") && performance.now() - pressed < 10000) {
    await new Promise((done) => requestAnimationFrame(() => done()));
  }
  const shown = !!document.querySelector("[data-testid=hint]");
  return { before, busy, shown, ms: performance.now() - pressed };
}"""




def play_the_hinted_move(page, action):
    marked = page.locator(".controls button.hinted")
    if marked.count():
        assert json.loads(marked.first.get_attribute("data-arg")) == action
        marked.first.click()
    else:  # a typed amount: the hint names it, the form takes it
        field = page.locator(".controls input[name=amount]").first
        field.fill(str(action[1]))
        field.press("Enter")


def test_a_hint_worked_out_in_the_background_shows_at_once(table, page_log):
    page = table
    page.evaluate(LONG_TASKS)
    start_with_seats(page, "goblin_market", ["human", "computer:strong", "computer:strong"])
    app = page.locator("#app")
    ready_ms, asked_ms = [], []
    for _ in range(3):
        page.wait_for_selector("#app[data-background-hint=ready]", timeout=20_000)
        assert not page.locator("[data-testid=hint]").count(), "worked out, but not shown unasked"
        assert page.get_attribute("button[data-cmd=hint]", "aria-busy") is None
        seen = page.evaluate(PRESS_HINT)
        assert seen["before"] == "ready"
        assert seen["shown"] and not seen["busy"], seen
        assert seen["reason"].strip(" —"), seen
        ready_ms.append(seen["ms"])
        assert app.get_attribute("data-background-hint") is None  # shown: nothing more to work out
        play_the_hinted_move(page, json.loads(seen["action"]))
        # The next decision, asked for at once (before its background search began, or during it):
        # "Thinking…" until its search ends, as ever. A decision with little to weigh may be worked
        # out before the test looks (one 20 ms slice): then it is the case above, once more.
        page.wait_for_selector("#app[data-background-hint], .end-screen", timeout=20_000)
        if page.locator(".end-screen").count():
            break
        if app.get_attribute("data-background-hint") == "ready":
            continue
        asked = page.evaluate(PRESS_HINT_AND_WAIT)
        if asked["before"] == "ready":  # worked out between the look and the press: shown at once
            assert asked["shown"] and not asked["busy"], asked
        else:
            assert asked["before"] in ("due", "working"), asked
            assert asked["busy"] and asked["shown"], asked
            asked_ms.append(asked["ms"])
        assert app.get_attribute("data-background-hint") is None
        play_the_hinted_move(page, json.loads(page.get_attribute("[data-testid=hint]", "data-hint-action")))
        page.wait_for_selector(".controls, .end-screen")
        if page.locator(".end-screen").count():
            break
    longest = max(page.evaluate("window.__longTasks"), default=0)
    # Seconds, as the summary prints them: from pressing Hint to the hint on screen.
    TIMINGS["hint ready in the background: press -> next frame (worst)"] = max(ready_ms) / 1000
    if asked_ms:
        TIMINGS["hint asked at once: press -> shown (worst)"] = max(asked_ms) / 1000
    # As in test_strong_players: 20 ms slices; the line is above a slice and a redraw on a busy 2-core
    # machine, far under one unsliced search (about 450 ms).
    assert longest < 300, f"a main-thread task of {longest:.0f} ms while the hint was worked out"
    assert page_log.errors == [], page_log.describe()
