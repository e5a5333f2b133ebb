// The interpreter PyScript starts (pyscript.toml): the vendored Pyodide, and on a repeat visit
// Pyodide started from a memory snapshot of Python with the app already imported
// (tools/snapshot.mjs), which skips Python's start and some 240 imports. The snapshot is used only
// when the offline copy already holds it: a first visit starts Python as usual, and never waits to
// download it (the service worker fetches it with the rest of the offline copy once the game is up).
// The file's name carries the app's version (index.html's meta tag), so it always fits this app;
// a runtime that refuses it, or any other failure, falls back to the usual start.
// index.html imports this module as soon as the splash is painted, so that reading the snapshot from
// the cache overlaps PyScript's own start.
import { loadPyodide as startPyodide, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

const RUNTIME = new URL("../vendor/pyodide/", import.meta.url).href;
const MAGIC = 0x4e535454; // tools/snapshot.mjs
// The standard library trimmed to what the app imports (tools/build_bundle.py). `?audit` starts on the
// whole one instead and lets tools/stdlib_audit.py read which modules were imported.
const AUDIT = new URLSearchParams(location.search).has("audit");
const STDLIB = AUDIT ? `${RUNTIME}python_stdlib.zip` : new URL("../build/stdlib.zip", import.meta.url).href;

function appVersion() {
  const meta = document.querySelector('meta[name="tabletop-version"]');
  return meta ? meta.content : "dev";
}

// The sparse file (tools/snapshot.mjs) back to Pyodide's memory; null if it is not one.
function unpack(buffer) {
  const packed = new Uint8Array(buffer);
  if (packed.length < 12) return null;
  const head = new DataView(buffer);
  if (head.getUint32(0, true) !== MAGIC) return null;
  const memory = new Uint8Array(head.getUint32(4, true));
  const runs = head.getUint32(8, true);
  let at = 12 + runs * 8;
  for (let run = 0; run < runs; run++) {
    const offset = head.getUint32(12 + run * 8, true);
    const length = head.getUint32(16 + run * 8, true);
    if (at + length > packed.length || offset + length > memory.length) return null;
    memory.set(packed.subarray(at, at + length), offset);
    at += length;
  }
  return memory;
}

// The snapshot's memory, or null: none in the offline copy (a first visit, the page served while
// developing), no Cache Storage, or `?snapshot=off` (to measure the usual start beside it).
async function readSnapshot() {
  const version = appVersion();
  const off = new URLSearchParams(location.search).get("snapshot") === "off";
  if (version === "dev" || off || AUDIT || !globalThis.caches) return null;
  const held = await caches.match(new URL(`snapshot-${version}.bin`, RUNTIME).href);
  if (!held) return null;
  const started = performance.now();
  const memory = unpack(await held.arrayBuffer());
  performance.measure("tabletop:snapshot-read", { start: started, end: performance.now() });
  return memory;
}

const snapshot = readSnapshot().catch((error) => {
  console.warn("Tabletop: the snapshot could not be read:", error);
  return null;
});

export async function loadPyodide(options) {
  const memory = await snapshot;
  const settings = { ...options, indexURL: RUNTIME, stdLibURL: STDLIB };
  if (memory) {
    try {
      const pyodide = await startPyodide({ ...settings, _loadSnapshot: memory });
      document.documentElement.dataset.pythonStart = "snapshot"; // for the bench and the tests
      return pyodide;
    } catch (error) {
      console.warn("Tabletop: Python did not start from the snapshot; starting it afresh:", error);
    }
  }
  const pyodide = await startPyodide(settings);
  document.documentElement.dataset.pythonStart = "fresh";
  if (AUDIT) window.tabletopModules = () => pyodide.runPython("import sys; sorted(sys.modules)").toJs();
  // `?pyhook` (tests only): Python code run from the test, on the page's own stdlib and archives.
  if (new URLSearchParams(location.search).has("pyhook")) window.tabletopRunPython = (code) => pyodide.runPython(code);
  return pyodide;
}
