"""Saves that survive, through the page (issue 34): two tabs making different moves at nearly the same
moment, taps and Enter pressed again and again at the computers' instant pace, storage denied or
full, and a home page as quick with 300 stored games as with one."""

from __future__ import annotations

import json
import statistics
import time

from e2e_support import TIMINGS, record, wait_ready
from saves_support import current_id, go_home, store_contents, stored_games, wait_store_idle

FAST = "?botdelay=0"
REFUSED = "was not kept"
CHANGED = "changed in another tab"
ANY = ".controls [data-cmd=act]:not([disabled])"


def start_goblin_market(page, name="Ann"):
    page.locator("button[data-cmd=setup][data-arg=goblin_market]").click()
    page.fill("input[name=name_0]", name)
    page.select_option("select[name=kind_1]", "computer:sensible")
    page.select_option("select[name=kind_2]", "computer:easy")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector(".controls")


def log_text(page) -> str:
    return page.inner_text(".log") if page.locator(".log").count() else ""


def settled(pages, seconds=1.0, timeout=30.0):
    """Until every page shows the same game for `seconds` (the computers have moved, a follower has
    caught up), and their stores have done their work."""
    deadline = time.monotonic() + timeout
    stable_since, last = None, None
    while time.monotonic() < deadline:
        now = tuple(log_text(page) for page in pages)
        # A person's decision on screen in every tab: no computer is still to move (a tab that follows
        # another leaves that to it for a while).
        waiting = all(page.locator(f"{ANY}, .end-screen").count() for page in pages)
        if len(set(now)) == 1 and now == last and waiting:
            if stable_since is None:
                stable_since = time.monotonic()
            elif time.monotonic() - stable_since >= seconds:
                for page in pages:
                    wait_store_idle(page)
                return now[0]
        else:
            stable_since = None
        last = now
        time.sleep(0.1)
    moves = [page.get_attribute("#app", "data-moves") for page in pages]
    stored = store_contents(pages[0])
    record = stored["saves"].get(stored["current"]) or {}
    stored_moves = len(json.loads(record.get("text") or "{}").get("actions", []))
    moves.append(f"stored: revision {record.get('revision')}, moves {stored_moves}")
    banners = [page.inner_text(".banner") if page.locator(".banner").count() else "" for page in pages]
    raise AssertionError(f"the tabs did not come to show the same game: moves {moves}, banners {banners}, "
                         f"logs {[text[:300] for text in last]}")


# Two different moves of the person to act, clicked by the page itself at a moment given in the shared
# clock (Date.now), so that two tabs click 0-200 ms apart however long the test's own calls take.
CLICK_AT = """([selector, at]) => new Promise((done) => {
  setTimeout(() => {
    const target = document.querySelector(selector);
    if (target) target.click();
    done(Boolean(target));
  }, Math.max(0, at - Date.now()));
})"""

PASS = """.controls button[data-cmd=act][data-arg='["pass"]']"""
BID = ".controls button[data-cmd=act][data-key='bid+1']"


def ready_to_bid(pages):
    """Until both tabs show the same position with Ann's bid on offer (taking her cards in the first
    tab when she won a lot), the store idle."""
    for _ in range(20):
        settled(pages)
        if all(page.locator(BID).count() for page in pages):
            return
        if pages[0].locator(".end-screen").count():
            raise AssertionError("the game ended before the tries were done")
        if pages[0].locator(ANY).count():
            pages[0].locator(ANY).first.click()
    raise AssertionError("no bid came on offer")


def test_two_tabs_moving_at_nearly_the_same_moment_never_diverge_silently(context, page, page_log, app_url):
    """Two tabs on one game, each clicking a different move (a bid, a pass) 0, 20, 50, 100 and 200 ms
    apart: no stored move is replaced, both tabs and a fresh one show the stored game, and a tab
    whose move was not kept says so."""
    first = page
    first.goto(app_url + FAST)
    wait_ready(first, log=page_log)
    start_goblin_market(first)
    second = context.new_page()
    second_log = record(second)
    second.goto(app_url + FAST)
    wait_ready(second)
    for gap_ms in (0, 20, 50, 100, 200):
        ready_to_bid([first, second])
        base = stored_games(first)[current_id(first)]["actions"]
        at = first.evaluate("Date.now()") + 300
        handles = [
            first.evaluate_handle(CLICK_AT, [BID, at]),
            second.evaluate_handle(CLICK_AT, [PASS, at + gap_ms]),
        ]
        clicked = [handle.json_value() for handle in handles]
        assert clicked[0], "the first tab's bid was on offer"
        try:
            shown = settled([first, second])
        except AssertionError as error:
            logs = f"first: {page_log.describe()}\nsecond: {second_log.describe()}"
            raise AssertionError(f"{error}\n{logs}") from None

        kept = stored_games(first)[current_id(first)]["actions"]
        assert kept[: len(base)] == base, f"{gap_ms} ms: no stored move was replaced"
        anns = [move for seat, move in kept[len(base) :] if seat == 0]
        made = [any(move[0] == "bid" for move in anns), ["pass"] in anns]
        assert made[0] or made[1], f"{gap_ms} ms: one of the two moves is stored"
        # A fresh tab reads the same game from the store as both tabs show.
        third = context.new_page()
        third.goto(app_url + FAST)
        wait_ready(third)
        assert settled([first, second, third]) == shown
        third.close()
        # A tab whose move is not stored said so (and shows the stored game, above); no tab whose
        # move is stored says it was not kept.
        banners = [tab.inner_text(".banner") if tab.locator(".banner").count() else ""
                   for tab in (first, second)]
        for index, tab_clicked in enumerate(clicked):
            if tab_clicked and not made[index]:
                assert REFUSED in banners[index] or CHANGED in banners[index], (gap_ms, index, banners, anns)
            if made[index]:
                assert REFUSED not in banners[index], (gap_ms, index, banners, anns)
        TIMINGS[f"two tabs {gap_ms} ms apart: moves kept (1 bid, 2 pass, 3 both)"] = (
            float(made[0]) + 2 * float(made[1]))
    second.close()
    assert page_log.errors == [], page_log.describe()


def set_instant_pace(page, app_url):
    page.goto(app_url)  # no ?botdelay: the table's own pace, and taps aimed as a person's are
    wait_ready(page)
    page.evaluate("localStorage.setItem('tabletop.pace', 'instant')")
    page.reload()
    wait_ready(page)


def anns_moves(page) -> int:
    moves = stored_games(page)[current_id(page)]["actions"]
    return sum(1 for seat, _ in moves if seat == 0)


def test_three_taps_120_ms_apart_at_the_instant_pace_play_one_move(page, page_log, app_url):
    set_instant_pace(page, app_url)
    start_goblin_market(page)
    for round_ in range(3):
        # A bid: the computers answer at once and the same bid button is back under the finger.
        page.wait_for_selector(BID)
        page.wait_for_timeout(400)  # a person's pause before the next decision
        before = anns_moves(page)
        box = page.locator(BID).bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        started = time.perf_counter()
        for tap in range(3):
            while time.perf_counter() < started + tap * 0.120:
                time.sleep(0.002)
            page.mouse.click(x, y)
        page.wait_for_timeout(600)
        page.wait_for_selector(".controls, .end-screen")
        played = anns_moves(page) - before
        assert played == 1, f"round {round_}: three taps played {played} moves"
    assert page_log.errors == [], page_log.describe()


def test_ten_enter_presses_at_the_instant_pace_play_one_move(page, page_log, app_url):
    set_instant_pace(page, app_url)
    start_goblin_market(page)
    for round_ in range(2):
        page.wait_for_selector(PASS)
        page.wait_for_timeout(400)
        page.locator(PASS).focus()
        before = anns_moves(page)
        for _ in range(10):
            page.keyboard.press("Enter")
            page.wait_for_timeout(30)
        page.wait_for_timeout(600)
        page.wait_for_selector(".controls, .end-screen")
        played = anns_moves(page) - before
        assert played == 1, f"round {round_}: ten Enter presses played {played} moves"
    assert page_log.errors == [], page_log.describe()


# --- storage trouble ----------------------------------------------------------------------------------

# As a browser that blocks this site's data: reading localStorage throws, and opening the saves'
# database fails. (PyScript itself opens a database of its own as it starts, and does not start
# without it: that one is left alone, or there would be no page to test.)
DENY_STORAGE = """
(() => {
  const refuse = () => { throw new DOMException("Access is denied for this document.", "SecurityError"); };
  Object.defineProperty(window, "localStorage", { configurable: true, get: refuse });
  const open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (name, ...rest) {
    if (name !== "tabletop") return open.call(this, name, ...rest);
    const request = new EventTarget();
    const error = new DOMException("The user denied permission to access the database.", "UnknownError");
    Object.defineProperty(request, "error", { value: error });
    setTimeout(() => {
      const event = new Event("error");
      if (request.onerror) request.onerror(event);
      request.dispatchEvent(event);
    });
    return request;
  };
})();
"""

OFF = "keeps nothing for this page"


def test_storage_denied_is_said_on_every_screen_and_nothing_claims_a_save(page, page_log, app_url):
    page.add_init_script(DENY_STORAGE)
    page.goto(app_url + FAST)
    wait_ready(page, log=page_log)
    assert OFF in page.inner_text(".banner")
    assert "Every game is saved" not in page.inner_text("#app")
    start_goblin_market(page)
    page.locator(PASS).click()
    page.wait_for_selector(".controls, .end-screen")
    page.mouse.click(5, 5)
    assert OFF in page.inner_text(".banner"), "no click clears it"
    go_home(page)
    assert OFF in page.inner_text(".banner")
    text = page.inner_text("#app")
    assert "Every game is saved" not in text and "is saved" not in text
    page.select_option("select[name=lang]", "zh-Hans")
    page.wait_for_selector("html[lang=zh-Hans]")
    assert "不为本页面保存任何数据" in page.inner_text(".banner")
    assert page_log.errors == [], page_log.describe()


# Writes to the store refused as a full disk refuses them (QuotaExceededError), once window.__full is set.
FILL_STORAGE = """
(() => {
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (...args) {
    if (window.__full && this.name === "saves") {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    }
    return put.apply(this, args);
  };
})();
"""

FULL = "storage for this page is full"


def test_storage_full_is_a_lasting_message_and_the_game_is_said_to_be_unsaved(page, page_log, app_url):
    page.add_init_script(FILL_STORAGE)
    page.goto(app_url + FAST)
    wait_ready(page, log=page_log)
    start_goblin_market(page)
    saved_id = current_id(page)
    stored_before = stored_games(page)[saved_id]["actions"]
    page.evaluate("window.__full = true")
    page.locator(PASS).click()
    page.wait_for_selector(f".banner >> text={FULL}")
    page.locator(".menu > summary").first.click()
    page.locator(".menu > summary").first.click()
    assert FULL in page.inner_text(".banner"), "no click clears it"
    # Changing the pace or the language says nothing false either.
    page.locator(".menu > summary").first.click()
    page.select_option("select[name=pace]", "fast")
    assert FULL in page.inner_text(".banner") and "saved" not in page.inner_text(".banner").replace(
        "not saved", "").replace("unsaved", "")
    assert stored_games(page)[saved_id]["actions"] == stored_before
    go_home(page)
    item = page.locator(f".save[data-save='{saved_id}']")
    assert "not saved" in item.inner_text()
    assert "Every game is saved" not in page.inner_text("#app")
    # A game started now is not stored; the next visit does not look for it.
    start_goblin_market(page, name="Bo")
    page.wait_for_selector(f".banner >> text={FULL}")
    page.reload()
    wait_ready(page, log=page_log)
    assert "no longer here" not in page.inner_text("#app")
    # Space again: the next move is stored and the message goes.
    page.evaluate("window.__full = false")
    page.locator(f"button[data-cmd=resume][data-arg='{saved_id}']").click()
    page.wait_for_selector(PASS)
    page.locator(PASS).click()
    page.wait_for_selector(".controls, .end-screen")
    page.wait_for_function(f"() => !document.querySelector('#app').innerText.includes({json.dumps(FULL)})")
    assert len(stored_games(page)[saved_id]["actions"]) > len(stored_before)
    assert page_log.errors == [], page_log.describe()


# --- 300 stored games -------------------------------------------------------------------------------

FILL_GAMES = """async ([record, summary, count]) => {
  const open = indexedDB.open("tabletop", 1);
  open.onupgradeneeded = () => {
    const db = open.result;
    db.createObjectStore("saves", { keyPath: "id" });
    db.createObjectStore("summaries", { keyPath: "id" });
    db.createObjectStore("meta");
  };
  const db = await new Promise((ok, fail) => {
    open.onsuccess = () => ok(open.result);
    open.onerror = fail;
  });
  const tx = db.transaction(["saves", "summaries", "meta"], "readwrite");
  for (let index = 0; index < count; index++) {
    const id = `g${index}`;
    tx.objectStore("saves").put({ id, text: record, prev: record, revision: 2 });
    const saved = { ...summary, saved_at: `2026-11-${10 + (index % 19)}` };
    tx.objectStore("summaries").put({ id, revision: 2, summary: saved });
  }
  tx.objectStore("meta").delete("current");
  await new Promise((ok) => { tx.oncomplete = ok; });
  db.close();
  localStorage.removeItem("tabletop.current");
  localStorage.removeItem("tabletop.screen");
}"""


READ_MS: dict[int, list[float]] = {}  # the store's first read (assets/store.js), by games stored
START_MS: dict[int, list[float]] = {}  # main.py to the home page drawn, by games stored


def boot_seconds(browser, app_url, record, summary, count, rounds=2):
    """Navigation to the home page ready for input (median of `rounds` visits), with `count` games stored."""
    context = browser.new_context()
    page = context.new_page()
    try:
        page.goto(app_url + FAST)
        wait_ready(page)
        page.evaluate(FILL_GAMES, [record, summary, count])
        times = []
        for _ in range(rounds):
            page.reload()
            wait_ready(page)
            assert page.locator("#screen[data-screen=home]").count()
            times.append(page.evaluate(
                "performance.getEntriesByName('tabletop:drawn')[0].startTime / 1000"))
            READ_MS.setdefault(count, []).append(page.evaluate("JSON.parse(window.tabletopStore.loaded).ms"))
            # What the stored games can cost: the store's first read (while Python starts) and
            # Python's start to the home page drawn (the rest is the runtime's boot, the same for all).
            START_MS.setdefault(count, []).append(page.evaluate(
                "performance.getEntriesByName('tabletop:drawn')[0].startTime"
                " - performance.getEntriesByName('tabletop:main')[0].startTime"))
        assert page.locator(".home-saves .save").count() <= 6
        if count > 6:
            assert f"Show all ({count})" in page.inner_text(".home-saves")
        return statistics.median(times)
    finally:
        context.close()


def test_the_home_page_is_as_quick_with_300_stored_games_as_with_one(browser, page, app_url):
    """The home page with 300 stored games within 0.3 s of the time with one: no game is replayed to
    list it (summaries are kept with the saves), and only a few are drawn."""
    page.goto(app_url + FAST)
    wait_ready(page)
    start_goblin_market(page)
    page.locator(PASS).click()
    page.wait_for_selector(".controls, .end-screen")
    games = store_contents(page)
    wait_store_idle(page)
    match_id = current_id(page)
    record = store_contents(page)["saves"][match_id]["text"]
    summary = page.evaluate(
        """(id) => new Promise((ok) => {
          const open = indexedDB.open("tabletop");
          open.onsuccess = () => {
            const get = open.result.transaction("summaries").objectStore("summaries").get(id);
            get.onsuccess = () => ok(get.result.summary);
          };
        })""",
        match_id,
    )
    assert games and summary["game"] == "goblin_market"
    one, many = [], []
    for _ in range(3):  # alternating, so that the machine's load falls on both alike
        one.append(boot_seconds(browser, app_url, record, summary, 1))
        many.append(boot_seconds(browser, app_url, record, summary, 300))
    median = statistics.median
    TIMINGS["home page ready, 1 stored game (s, median)"] = median(one)
    TIMINGS["home page ready, 300 stored games (s, median)"] = median(many)
    TIMINGS["the store's first read, 1 game (ms, median)"] = median(READ_MS[1])
    TIMINGS["the store's first read, 300 games (ms, median)"] = median(READ_MS[300])
    TIMINGS["main.py to the home page drawn, 1 game (ms, median)"] = median(START_MS[1])
    TIMINGS["main.py to the home page drawn, 300 games (ms, median)"] = median(START_MS[300])
    # The whole boot of one page moves by up to a second on this shared machine, so the assertion is
    # on what the stored games can cost (the store's read and Python's start); the boot's medians,
    # alternating, are reported beside it (e2e timings) and checked loosely.
    extra_ms = median(READ_MS[300]) + median(START_MS[300]) - median(READ_MS[1]) - median(START_MS[1])
    assert extra_ms < 300, (READ_MS, START_MS)
    assert min(many) - min(one) < 1.0, (one, many)


# --- no growth of retained page elements from game to game ---------------------------------------


def dom_nodes(cdp) -> int:
    """The page's DOM nodes still alive after a full collection (attached or not)."""
    for _ in range(3):
        cdp.send("HeapProfiler.collectGarbage")
    return cdp.send("Memory.getDOMCounters")["nodes"]


def test_games_played_in_one_page_keep_no_elements_alive(page, page_log, app_url):
    """Five games in one page, each from the home page through the new-game form to its table, a move,
    home, the game continued from the list, and home again: the DOM nodes alive after a collection
    do not grow from game to game. (Waits use locators, which keep no handle to an element: a handle
    from wait_for_selector keeps its element, and all under it, alive, which is how a harness that
    waits so finds ~1,000 "kept" elements a game.)"""
    cdp = page.context.new_cdp_session(page)
    page.goto(app_url + FAST)
    page.locator("#app[data-ready=true]").wait_for(timeout=120_000)
    counts = []
    for _ in range(5):
        page.locator("button[data-cmd=setup][data-arg=goblin_market]").click()
        page.select_option("select[name=kind_0]", "human")
        page.select_option("select[name=kind_1]", "computer:easy")
        page.select_option("select[name=kind_2]", "computer:easy")
        page.get_by_role("button", name="Start the game").click()
        page.locator(PASS).click()
        page.locator(".menu > summary").first.click()
        page.locator("button[data-cmd=home]:visible").first.click()
        page.locator("#screen[data-screen=home]").wait_for()
        page.locator(".save button[data-cmd=resume]").first.click()
        page.locator("#screen[data-screen=table]").wait_for()
        page.locator(".menu > summary").first.click()
        page.locator("button[data-cmd=home]:visible").first.click()
        page.locator("#screen[data-screen=home]").wait_for()
        counts.append(dom_nodes(cdp))
    TIMINGS["DOM nodes alive after games 1 and 5"] = float(counts[-1] - counts[0])
    assert counts[-1] - counts[0] < 4 * 150, counts
    assert page_log.errors == [], page_log.describe()
