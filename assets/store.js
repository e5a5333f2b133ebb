// The saved games' durable store: IndexedDB, each write committed to disk before it counts
// ({durability: "strict"}), one writer at a time (Web Locks where the browser has them; IndexedDB's
// own read-write transactions, which never overlap on one store, where it has not), and a write that
// names the revision it replaces refused when the stored one is another (src/tabletop/engine/
// saves.py says why). Other tabs hear of every write (BroadcastChannel). Started by index.html as
// soon as the first paint is done, so that the saves are read while Python starts.
//
// Database "tabletop": "saves" {id, text, prev, revision}, "summaries" {id, revision, summary: JSON
// text}, "meta" ("current": the game last played). Saves from before (localStorage
// tabletop.save.<id>) are moved in once, and removed from localStorage only once they are on disk.
(() => {
  "use strict";

  const NAME = "tabletop";
  const VERSION = 1;
  const LOCK = "tabletop.saves";
  const SAVE = "tabletop.save.";
  const PREV = ".prev";
  const CURRENT = "tabletop.current";
  const SUMMARY = "tabletop.summary.";
  // A write this tab had not seen answered when the page was left (pagehide): written by the next
  // start if the stored game is still the one it was made on.
  const JOURNAL = "tabletop.journal";
  const STRICT = { durability: "strict" };

  const channel = "BroadcastChannel" in window ? new BroadcastChannel("tabletop.saves") : null;
  const listeners = [];
  if (channel) {
    channel.onmessage = (event) => listeners.forEach((listener) => listener(JSON.stringify(event.data)));
  }

  let chain = Promise.resolve(); // this tab's store work, one step after the other
  function exclusive(work) {
    const run = () =>
      navigator.locks && navigator.locks.request ? navigator.locks.request(LOCK, work) : work();
    const done = chain.then(run, run);
    chain = done.catch(() => {});
    return done;
  }

  function request(req) {
    return new Promise((resolve, reject) => {
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
  }

  function finished(tx) {
    return new Promise((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error || new DOMException("aborted", "AbortError"));
    });
  }

  function kindOf(error) {
    const text = `${error && error.name} ${error && error.message}`.toLowerCase();
    return text.includes("quota") ? "full" : "denied";
  }

  function openDb() {
    return new Promise((resolve, reject) => {
      let req;
      try {
        req = indexedDB.open(NAME, VERSION);
      } catch (error) {
        reject(error);
        return;
      }
      req.onupgradeneeded = () => {
        const db = req.result;
        if (!db.objectStoreNames.contains("saves")) db.createObjectStore("saves", { keyPath: "id" });
        if (!db.objectStoreNames.contains("summaries")) db.createObjectStore("summaries", { keyPath: "id" });
        if (!db.objectStoreNames.contains("meta")) db.createObjectStore("meta");
      };
      req.onsuccess = () => {
        const db = req.result;
        db.onversionchange = () => db.close();
        resolve(db);
      };
      req.onerror = () => reject(req.error);
      req.onblocked = () => reject(new DOMException("blocked", "UnknownError"));
    });
  }

  // The revision a save's text says it is (its last "revision" field; Python reads it properly).
  function revisionOf(text) {
    const found = [...String(text).matchAll(/"revision":\s*(\d+)/g)];
    return found.length ? Number(found[found.length - 1][1]) : 0;
  }

  function local() {
    try {
      return window.localStorage;
    } catch (error) {
      return null;
    }
  }

  // The saves localStorage held before this store: copied in (a game already here is left as it
  // is), on disk, then taken out of localStorage.
  async function migrate(db) {
    const storage = local();
    if (!storage) return 0;
    const ids = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key && key.startsWith(SAVE) && !key.endsWith(PREV)) ids.push(key.slice(SAVE.length));
    }
    if (!ids.length) return 0;
    const tx = db.transaction(["saves", "meta"], "readwrite", STRICT);
    const saves = tx.objectStore("saves");
    for (const id of ids) {
      const text = storage.getItem(SAVE + id);
      if (text === null) continue;
      const found = await request(saves.getKey(id));
      if (found === undefined) {
        saves.put({ id, text, prev: storage.getItem(SAVE + id + PREV), revision: revisionOf(text) });
      }
    }
    const current = storage.getItem(CURRENT);
    if (current && ids.includes(current)) tx.objectStore("meta").put(current, "current");
    await finished(tx);
    for (const id of ids) {
      for (const key of [SAVE + id, SAVE + id + PREV, SUMMARY + id]) storage.removeItem(key);
    }
    storage.removeItem(CURRENT);
    return ids.length;
  }

  // One write, as one transaction: refused (a conflict, with the stored game) when the stored
  // revision is not the one it replaces.
  async function put(db, req) {
    const tx = db.transaction(["saves", "summaries", "meta"], "readwrite", STRICT);
    const saves = tx.objectStore("saves");
    const stored = await request(saves.get(req.id));
    let answer;
    if (stored && stored.revision !== req.base) {
      answer = { conflict: true, text: stored.text, revision: stored.revision };
    } else {
      const prev = req.keep_prev && stored ? stored.text : null;
      saves.put({ id: req.id, text: req.text, prev, revision: req.revision });
      tx.objectStore("summaries").put({ id: req.id, revision: req.revision, summary: req.summary });
      if (req.current) tx.objectStore("meta").put(req.id, "current");
      answer = { ok: true, prev };
    }
    await finished(tx);
    return answer;
  }

  function tell(message) {
    if (channel) channel.postMessage(message);
  }

  let dbPromise = null;
  const db = () => dbPromise || (dbPromise = openDb());

  async function write(reqText) {
    const req = JSON.parse(reqText);
    try {
      const answer = await exclusive(async () => put(await db(), req));
      if (answer.ok) tell({ type: "saved", id: req.id, revision: req.revision, summary: req.summary });
      return JSON.stringify(answer);
    } catch (error) {
      return JSON.stringify({ error: kindOf(error), detail: String(error && error.name) });
    }
  }

  async function fetchOne(id) {
    try {
      const tx = (await db()).transaction(["saves", "summaries"], "readonly");
      const [record, summary] = await Promise.all([
        request(tx.objectStore("saves").get(id)),
        request(tx.objectStore("summaries").get(id)),
      ]);
      if (!record) return "null";
      return JSON.stringify({
        text: record.text, prev: record.prev, revision: record.revision,
        summary: summary && summary.revision === record.revision ? summary.summary : null,
      });
    } catch (error) {
      return "null";
    }
  }

  async function fetchAll() {
    const tx = (await db()).transaction("saves", "readonly");
    const records = await request(tx.objectStore("saves").getAll());
    const texts = {};
    for (const record of records) texts[record.id] = record.text;
    return JSON.stringify(texts);
  }

  async function remove(idsText) {
    const ids = JSON.parse(idsText);
    try {
      await exclusive(async () => {
        const tx = (await db()).transaction(["saves", "summaries", "meta"], "readwrite", STRICT);
        for (const id of ids) {
          tx.objectStore("saves").delete(id);
          tx.objectStore("summaries").delete(id);
        }
        const meta = tx.objectStore("meta");
        const current = await request(meta.get("current"));
        if (ids.includes(current)) meta.delete("current");
        await finished(tx);
      });
      tell({ type: "removed", ids });
      return JSON.stringify({ ok: true });
    } catch (error) {
      return JSON.stringify({ error: kindOf(error) });
    }
  }

  async function putSummary(id, revision, summaryText) {
    try {
      const tx = (await db()).transaction("summaries", "readwrite");
      tx.objectStore("summaries").put({ id, revision, summary: JSON.parse(summaryText) });
      await finished(tx);
    } catch (error) {
      // worked out again at the next start
    }
  }

  async function setCurrent(id) {
    try {
      const tx = (await db()).transaction("meta", "readwrite");
      if (id) tx.objectStore("meta").put(id, "current");
      else tx.objectStore("meta").delete("current");
      await finished(tx);
    } catch (error) {
      // the game is still listed on the home page
    }
  }

  // The page is being left with a write not answered yet: kept in localStorage (written at once,
  // to disk when the browser likes), for the next start to finish if the stored game allows.
  function journal(reqText) {
    const storage = local();
    try {
      if (storage) storage.setItem(JOURNAL, reqText);
    } catch (error) {
      // full: the write itself may still land
    }
  }

  async function replayJournal(database) {
    const storage = local();
    const text = storage && storage.getItem(JOURNAL);
    if (!text) return;
    try {
      const req = JSON.parse(text);
      const answer = await put(database, req);
      if (answer.ok) tell({ type: "saved", id: req.id, revision: req.revision, summary: req.summary });
    } catch (error) {
      // a journal that cannot be written is dropped: the stored game stands
    }
    storage.removeItem(JOURNAL);
  }

  async function persisted() {
    try {
      return navigator.storage && navigator.storage.persisted ? await navigator.storage.persisted() : null;
    } catch (error) {
      return null;
    }
  }

  async function persist() {
    try {
      return navigator.storage && navigator.storage.persist ? await navigator.storage.persist() : false;
    } catch (error) {
      return false;
    }
  }

  // Everything the table needs to draw its first screen: every game's summary, and the current
  // game's record. {kind: "durable", records, summaries, current, persisted} or {kind: null, error}
  // (no IndexedDB here: the page keeps the saves in localStorage, as before).
  async function load() {
    const started = performance.now();
    let database;
    try {
      if (!("indexedDB" in window) || !window.indexedDB) throw new Error("no IndexedDB");
      database = await db();
    } catch (error) {
      return { kind: null, error: String(error && error.name) };
    }
    try {
      const moved = await exclusive(async () => {
        await replayJournal(database);
        return migrate(database);
      });
      const tx = database.transaction(["saves", "summaries", "meta"], "readonly");
      const [summaries, keys, current] = await Promise.all([
        request(tx.objectStore("summaries").getAll()),
        request(tx.objectStore("saves").getAllKeys()),
        request(tx.objectStore("meta").get("current")),
      ]);
      const byId = {};
      for (const entry of summaries) byId[entry.id] = entry;
      const records = {};
      const wanted = new Set(keys.filter((id) => !byId[id])); // no summary yet: read to make one
      if (current && keys.includes(current)) wanted.add(current);
      const read = await Promise.all([...wanted].map((id) => request(tx.objectStore("saves").get(id))));
      const list = {};
      for (const record of read) {
        if (!record) continue;
        records[record.id] = { text: record.text, prev: record.prev, revision: record.revision };
      }
      for (const id of keys) {
        const entry = byId[id];
        list[id] = entry && (!records[id] || entry.revision === records[id].revision) ? entry.summary : null;
      }
      return {
        kind: "durable", records, summaries: list, current: keys.includes(current) ? current : null,
        persisted: await persisted(), migrated: moved, ms: performance.now() - started,
      };
    } catch (error) {
      return { kind: null, error: String(error && error.name) };
    }
  }

  const ready = load().then((loaded) => {
    store.loaded = JSON.stringify(loaded);
    return store.loaded;
  });

  const store = {
    ready,
    loaded: null, // the answer of the first read, once there is one (JSON text)
    write,
    fetch: fetchOne,
    fetchAll,
    remove,
    putSummary,
    setCurrent,
    journal,
    persist,
    listen: (callback) => listeners.push(callback),
    idle: () => chain.then(() => true), // once this tab's store work queued so far is done (tests)
  };
  window.tabletopStore = store;
})();
