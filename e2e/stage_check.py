"""The one-screen table, checked in the page: what a person deciding must have in sight.

`stage_faults(page, touch=...)` returns a list of faults (empty when the table is right) at the size
the page has now, for the decision on screen. Used by e2e/test_one_screen.py and by
tools/probe_layout.py (which plays games at many sizes and prints the faults with screenshots).
"""

from __future__ import annotations

MIN_TEXT_PX = 11  # as shown: the font size times the zoom it is drawn at (CSS zoom, an SVG's scale)
MIN_TOUCH_PX = 40  # a control's smaller side on a touch screen
MIN_MAP_SHARE = 0.35  # of the screen, the Elfen map while its player decides

# In the page: every fault as a short text. A control counts as seen when its centre is inside the
# viewport and the topmost element there is the control or inside it; a control inside a frame that
# scrolls by itself (a hand wider than the dock) counts when that frame is in sight.
STAGE_FAULTS = """({touch, minText, minTouch, minMap}) => {
  const faults = [];
  const W = innerWidth, H = innerHeight, page = document.documentElement;
  if (page.scrollHeight > H + 1) faults.push(`page scrolls down by ${page.scrollHeight - H} px`);
  if (page.scrollWidth > W + 1) faults.push(`page scrolls sideways by ${page.scrollWidth - W} px`);
  const shown = (node) => {
    const r = node.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return false;
    const style = getComputedStyle(node);
    return style.visibility !== "hidden" && style.display !== "none";
  };
  const name = (node) => `${node.tagName.toLowerCase()}${node.className && typeof node.className === "string" ? "." + node.className.trim().split(/\\s+/).join(".") : ""} "${(node.innerText || node.getAttribute("aria-label") || node.value || "").trim().slice(0, 30)}"`;
  const scroller = (node) => {
    for (let up = node.parentElement; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (/(auto|scroll)/.test(style.overflowX + style.overflowY) && (up.scrollHeight > up.clientHeight + 1 || up.scrollWidth > up.clientWidth + 1)) return up;
    }
    return null;
  };
  const inView = (r) => r.left >= -1 && r.top >= -1 && r.right <= W + 1 && r.bottom <= H + 1;
  const decision = document.querySelector(".controls");
  const controls = decision ? [...decision.querySelectorAll("button:not([disabled]), input:not([disabled]), select:not([disabled])")].filter(shown) : [];
  for (const node of controls) {
    const r = node.getBoundingClientRect();
    const frame = scroller(node);
    if (frame) {
      const f = frame.getBoundingClientRect();
      if (!inView(f)) faults.push(`the frame holding ${name(node)} is out of sight`);
      continue;
    }
    if (!inView(r)) { faults.push(`${name(node)} is out of sight (${Math.round(r.top)}..${Math.round(r.bottom)})`); continue; }
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !(hit === node || node.contains(hit))) faults.push(`${name(node)} is covered by ${hit ? name(hit) : "nothing"}`);
  }
  const mine = document.querySelector(".tt-mine");
  if (mine && shown(mine)) {
    const r = mine.getBoundingClientRect();
    const seen = Math.min(r.bottom, H) - Math.max(r.top, 0);
    if (seen < Math.min(r.height, 60) - 1) faults.push(`one's own holdings are out of sight (${Math.round(r.top)}..${Math.round(r.bottom)})`);
  }
  const map = document.querySelector(".el-board-wrap");
  if (map && decision) {
    const r = map.getBoundingClientRect();
    const area = Math.max(0, Math.min(r.right, W) - Math.max(r.left, 0)) * Math.max(0, Math.min(r.bottom, H) - Math.max(r.top, 0));
    if (area < minMap * W * H) faults.push(`the map covers ${Math.round(100 * area / (W * H))} % of the screen`);
  }
  if (touch) {
    const targets = [...document.querySelectorAll("#app button:not([disabled]), #app select, #app input, #app summary, #app [data-town], #app [data-road]")].filter(shown);
    for (const node of targets) {
      if (node.closest(".sr-only, [hidden], .drawer:not(.open)")) continue;
      const r = node.getBoundingClientRect();
      if (r.bottom < 0 || r.top > H) continue;
      if (Math.min(r.width, r.height) < minTouch - 0.5) faults.push(`${name(node)} is ${Math.round(r.width)}x${Math.round(r.height)} px`);
    }
  }
  const small = new Map();
  const walker = document.createTreeWalker(document.getElementById("app"), NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    if (!text.data.trim()) continue;
    const node = text.parentElement;
    if (!node || node.closest(".sr-only, .el-sr, [hidden], [aria-hidden=true] title, title, desc, style, script, .sprite, .drawer:not(.open)")) continue;
    if (!shown(node)) continue;
    const r = node.getBoundingClientRect();
    if (r.bottom < 0 || r.top > H || r.right < 0 || r.left > W) continue;
    let size = parseFloat(getComputedStyle(node).fontSize) * (node.currentCSSZoom || 1);
    if (node instanceof SVGElement && node.getScreenCTM) {
      const m = node.getScreenCTM();
      if (m) size = parseFloat(getComputedStyle(node).fontSize) * Math.hypot(m.a, m.b);
    }
    if (size < minText - 0.05) {
      const key = text.data.trim().slice(0, 24);
      if (!small.has(key)) small.set(key, size);
    }
  }
  for (const [key, size] of [...small].slice(0, 8)) faults.push(`text "${key}" at ${size.toFixed(1)} px`);
  if (small.size > 8) faults.push(`... and ${small.size - 8} more small texts`);
  return faults;
}"""


def stage_faults(page, *, touch: bool) -> list[str]:
    """What is wrong with the table on screen now for the person deciding (empty: nothing)."""
    return page.evaluate(
        STAGE_FAULTS,
        {"touch": touch, "minText": MIN_TEXT_PX, "minTouch": MIN_TOUCH_PX, "minMap": MIN_MAP_SHARE},
    )


SIZES = {"phone": (390, 844), "tablet": (820, 1180), "tablet-landscape": (1180, 820), "laptop": (1280, 800)}
PLAYERS = {"goblin_market": 4, "modern_art": 4, "jambo": 2, "elfenland": 4, "elfengold": 4}
SETTLED = """() => document.querySelector('#app[data-ready="true"]') && (document.querySelector('.controls, .end-screen, .handover button.primary'))
  && document.getAnimations().every(a => a instanceof CSSAnimation || a.playState !== 'running')"""
# What a random player may press: the table's own controls (moves, choices on the way, the map's
# roads and towns, the hand-over), not the toolbar's (undo, home, rules...).
PRESSABLE = ("#app .tt-layout [data-cmd]:not([disabled]):not([data-cmd=pref]), "
             "#app .handover button[data-cmd=ready], #app .controls button[type=submit]:not([disabled])")


def start_game(page, game: str, players: int | None = None, options: dict | None = None) -> None:
    """From the home page: a new `game`, the first seat a person, every other a computer."""
    players = players or PLAYERS[game]
    page.click(f"[data-game={game}] [data-cmd=setup]")
    page.select_option("select[name=players]", str(players))
    for seat in range(1, players):
        kinds = page.eval_on_selector_all(
            f"select[name=kind_{seat}] option", "(options) => options.map((o) => o.value)"
        )
        page.select_option(f"select[name=kind_{seat}]", next(kind for kind in kinds if kind.startswith("computer")))
    for name, value in (options or {}).items():
        page.select_option(f"select[name={name}]", value)
    page.click("form.setup button[type=submit]")
    page.wait_for_function(SETTLED)


def play_and_check(page, rng, *, decisions: int, touch: bool, shot=None, max_presses: int = 400):
    """Press random controls of the table until `decisions` decisions of the person were checked
    (or the game ended); returns [(decision number, faults)] for those with faults. `shot(n)` is
    called at each checked decision (to take screenshots)."""
    found = []
    checked = presses = 0
    while checked < decisions and presses < max_presses:
        page.wait_for_function(SETTLED, timeout=30_000)
        if page.locator(".end-screen").count():
            break
        if page.locator(".handover button.primary").count():
            page.locator(".handover button.primary").first.click()
            presses += 1
            continue
        faults = stage_faults(page, touch=touch)
        if faults:
            found.append((checked, faults))
        if shot:
            shot(checked)
        checked += 1
        pressable = page.locator(PRESSABLE)
        count = pressable.count()
        if not count:
            page.wait_for_timeout(200)
            continue
        target = pressable.nth(rng.randrange(count))
        try:
            target.click(timeout=5_000)
        except Exception:  # covered or gone while the page redrew: the check above says which
            target.dispatch_event("click")
        presses += 1
    return found
