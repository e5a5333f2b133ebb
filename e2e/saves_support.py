"""Helpers of the browser tests that look at the saved games where they live: the durable store
(IndexedDB "tabletop", assets/store.js). Import them as `from saves_support import ...`."""

from __future__ import annotations

import json

from e2e_support import saves_written

# Every stored game: {id: {"text", "revision", "prev"}} (the text as JSON text).
READ_STORE = """() => new Promise((resolve, reject) => {
  const open = indexedDB.open("tabletop");
  open.onerror = () => reject(open.error);
  open.onupgradeneeded = () => {};  // not made yet: nothing stored
  open.onsuccess = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains("saves")) { db.close(); resolve({}); return; }
    const tx = db.transaction(["saves", "meta"], "readonly");
    const all = tx.objectStore("saves").getAll();
    const current = tx.objectStore("meta").get("current");
    tx.oncomplete = () => {
      const found = {};
      for (const record of all.result) found[record.id] = {text: record.text, revision: record.revision,
                                                           prev: record.prev};
      db.close();
      resolve({saves: found, current: current.result || null});
    };
    tx.onerror = () => reject(tx.error);
  };
})"""


# Where the saves were before the durable store: read when it holds none (so that these tests can be
# run against a build from before it, to show what they catch).
READ_LOCAL = """() => {
  const saves = {};
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith("tabletop.save.") && !key.endsWith(".prev")) {
      const text = localStorage.getItem(key);
      const revision = (JSON.parse(text) || {}).revision || 0;
      saves[key.slice("tabletop.save.".length)] = {text, revision, prev: localStorage.getItem(key + ".prev")};
    }
  }
  return {saves, current: localStorage.getItem("tabletop.current")};
}"""


def store_contents(page) -> dict:
    """{"saves": {id: {"text", "revision", "prev"}}, "current": id or None} of the page's origin."""
    found = page.evaluate(READ_STORE)
    if not found or not found.get("saves"):
        found = page.evaluate(READ_LOCAL)
    return found if found else {"saves": {}, "current": None}


def stored_games(page, written: bool = True) -> dict:
    """{id: the stored save (a dict)}, once the page has sent the save of the move it shows
    (`written`) and the store has answered."""
    if written:
        saves_written(page)
        wait_store_idle(page)
    saves = store_contents(page)["saves"]
    return {match_id: json.loads(record["text"]) for match_id, record in saves.items()}


def current_id(page):
    return store_contents(page)["current"]


def wait_store_idle(page) -> None:
    """Until this tab's store work queued so far is done (a lock-free no-op at the end of its chain)."""
    page.evaluate("() => window.tabletopStore ? window.tabletopStore.idle() : null")


def go_home(page) -> None:
    """Home from the table (its button is in the table's menu) or from any other screen."""
    home = page.locator("button[data-cmd=home]:visible")
    if not home.count() and page.locator(".menu > summary").count():
        page.locator(".menu > summary").first.click()
    page.locator("button[data-cmd=home]:visible").first.click()
    page.wait_for_selector("#screen[data-screen=home]")
