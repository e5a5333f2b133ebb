// Tabletop's service worker: the page and its runtime from the cache, so it works offline.
// GENERATED from tools/sw.template.js by tools/build_site.py (`make site`) or, while developing,
// by tools/serve.py on every request; do not edit the generated sw.js.
//
// - VERSION is a hash of every file below (and of this code): any change gives a new worker.
// - First install (no older version running, so nothing can mix): the worker takes charge of the
//   page at once and caches each file as the page first asks for it, then answers from that cached
//   copy. That way the browser keeps the code it compiles from pyodide.asm.wasm with the cached
//   copy, and the second visit skips compiling it, as it would with the HTTP cache. Once the game
//   is up (ready for input, and the browser idle) the page sends "fill": the rest of the list (the
//   snapshot among it) is fetched one file at a time at low priority, and every file is checked
//   against its SHA-256; a cache that does not match is thrown away (the next visit starts over).
//   Nothing of the offline copy competes with the page's own first load.
// - Update (an older version is running): install fills a new cache for this version completely,
//   each file checked against its SHA-256 and unchanged files copied from the previous version's
//   cache. A file that does not match (a deploy half done, a stale HTTP cache) fails the install
//   and the old version stays in charge: a player never runs a mix of two versions. The new
//   worker then waits; the page offers to reload (assets/boot.js) and sends "skip-waiting" when
//   the player agrees. activate deletes the older caches of this scope.
// - fetch: files of the list come from the cache (query strings ignored; "./" is index.html),
//   anything else goes to the network as usual.
// Saved games live in localStorage, which no cache change touches.
"use strict";

const VERSION = "__VERSION__";
const FILES = __FILES__;
const SIZES = __SIZES__; // bytes of each file, for the order of the fill

const SCOPE = new URL(self.registration.scope);
const PREFIX = `tabletop:${SCOPE.pathname}:`;
const CACHE = PREFIX + VERSION;
const MANIFEST = new URL("__sw-files.json", SCOPE).href; // path -> sha256 of what this cache holds

const urlOf = (path) => new URL(path, SCOPE).href;

async function sha256(buffer) {
  const digest = await crypto.subtle.digest("SHA-256", buffer);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

// The previous versions' caches of this scope, newest first, with what each of them holds.
async function previousCaches() {
  const found = [];
  for (const name of (await caches.keys()).reverse()) {
    if (!name.startsWith(PREFIX) || name === CACHE) continue;
    const cache = await caches.open(name);
    const listing = await cache.match(MANIFEST);
    if (listing) found.push({ cache, files: await listing.json() });
  }
  return found;
}

// The offline copy's own downloads come after the page's: at low priority where the browser has
// priorities (Chromium), so that a request of the page's goes first.
const LOW = { credentials: "same-origin", priority: "low" };

async function download(path, hash) {
  for (const mode of ["no-cache", "reload"]) {
    const response = await fetch(urlOf(path), { ...LOW, cache: mode });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    if ((await sha256(await response.clone().arrayBuffer())) === hash) return response;
  }
  throw new Error(`${path}: content does not match version ${VERSION}`);
}

// A file listed as "NAME.gz" (Python's snapshot, tools/build_site.py) travels compressed, 5 MB
// instead of 13, and is kept unpacked as NAME, where the page reads it as it is, every visit
// (assets/interpreter.mjs). A browser without DecompressionStream keeps none: Python starts afresh.
const PACKED = ".gz";

async function keep(cache, path, response) {
  if (!path.endsWith(PACKED)) return cache.put(urlOf(path), response);
  if (typeof DecompressionStream === "undefined") return undefined;
  const unpacked = new Response(response.body.pipeThrough(new DecompressionStream("gzip")));
  return cache.put(urlOf(path.slice(0, -PACKED.length)), unpacked);
}

// Everything listed, in `cache`, each file checked; the listing is written last (complete cache).
// One file at a time (a first visit fills its copy while the player may already be playing: the
// link is theirs first), the smallest first, so that an interrupted fill has kept the most files.
async function fill(cache, checkExisting) {
  const previous = await previousCaches();
  const one = async ([path, hash]) => {
    const url = urlOf(path);
    if (checkExisting) {
      const held = await cache.match(url);
      if (held && (await sha256(await held.arrayBuffer())) === hash) return;
    }
    for (const old of previous) {
      if (old.files[path] === hash) {
        const kept = await old.cache.match(url);
        if (kept) return cache.put(url, kept);
      }
    }
    await keep(cache, path, await download(path, hash));
  };
  for (const entry of Object.entries(FILES).sort(([a], [b]) => (SIZES[a] || 0) - (SIZES[b] || 0))) {
    await one(entry);
  }
  await keepPageAtScope(cache);
  const listing = new Response(JSON.stringify(FILES), { headers: { "Content-Type": "application/json" } });
  await cache.put(MANIFEST, listing);
}

// The page is also kept under the scope's own address ("./"), which the browser's router (below)
// looks up as it is, without the worker.
async function keepPageAtScope(cache) {
  const page = await cache.match(urlOf("index.html"));
  if (page) await cache.put(SCOPE.href, page);
}

// Opening the page: answered from this version's cache by the browser itself, without starting
// the worker first (tens of milliseconds sooner to the splash). A miss goes to the network. Other
// requests, and the page with a query (?sw=off), still go through the fetch handler below.
function addPageRoute(event) {
  if (!event.addRoutes || typeof URLPattern === "undefined") return;
  const path = SCOPE.pathname.replace(/[:*?+(){}\\]/g, "\\$&");
  const refused = (error) => console.warn("Tabletop service worker: no route for the page:", error);
  try {
    Promise.resolve(
      event.addRoutes({
        condition: {
          urlPattern: new URLPattern({ pathname: `${path}{index.html}?`, search: "" }),
          requestMode: "navigate",
        },
        source: { cacheName: CACHE },
      }),
    ).catch(refused);
  } catch (error) {
    refused(error);
  }
}

async function complete(cache) {
  return Boolean(await cache.match(MANIFEST));
}

// After a first install: fill in and check what the page's first visit cached.
let filling = null;
function fillAfterFirstVisit() {
  filling ||= (async () => {
    const cache = await caches.open(CACHE);
    if (await complete(cache)) return true;
    try {
      await fill(cache, true);
      return true;
    } catch (error) {
      console.warn("Tabletop service worker: the offline copy is not complete:", error);
      await caches.delete(CACHE);
      return false;
    } finally {
      filling = null;
    }
  })();
  return filling;
}

self.addEventListener("install", (event) => {
  addPageRoute(event);
  if (self.registration.active) {
    // An update: everything, checked, before this version may take over.
    event.waitUntil(caches.delete(CACHE).then(() => caches.open(CACHE)).then((cache) => fill(cache, false)));
  } else {
    // The first version: nothing older to mix with. (The page itself asked for the runtime's big
    // files at once, index.html; the worker fetches nothing more before the page is ready.)
    self.skipWaiting();
  }
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  const reply = (value) => event.ports[0] && event.ports[0].postMessage(value);
  if (event.data === "skip-waiting") self.skipWaiting();
  else if (event.data === "version") reply(VERSION);
  else if (event.data === "fill") event.waitUntil(fillAfterFirstVisit().then(reply));
});

// Files on their way into the cache (url -> promise), so that a file is never fetched twice at once.
const arriving = new Map();

function intoCache(cache, path) {
  const url = urlOf(path);
  if (!arriving.has(url)) {
    const done = (async () => {
      const response = await fetch(url, { credentials: "same-origin" });
      if (response.ok && !response.redirected) await cache.put(url, response);
    })()
      .catch(() => {})
      .finally(() => arriving.delete(url));
    arriving.set(url, done);
  }
  return arriving.get(url);
}

async function respond(path, request) {
  const cache = await caches.open(CACHE);
  const url = urlOf(path);
  const hit = await cache.match(url);
  if (hit) return hit;
  // Not cached yet (a first visit, or a cache the browser evicted): from the network, into the
  // cache, and out of the cache, so that what the browser compiles is kept with the cached copy.
  await intoCache(cache, path);
  return (await cache.match(url)) || fetch(url, { credentials: "same-origin" });
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return;
  let path = decodeURIComponent(url.pathname.slice(SCOPE.pathname.length));
  if (path === "" || path.endsWith("/")) path += "index.html";
  if (!Object.hasOwn(FILES, path)) return;
  event.respondWith(respond(path, request).catch(() => fetch(request)));
});
