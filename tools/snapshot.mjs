// The memory snapshot a repeat visit starts Python from (assets/interpreter.mjs): Pyodide's memory
// once Python has started and imported what the page imports before its first screen (the standard
// modules, asyncio, the app's engine and views), made under Node from the site's own runtime and
// app.zip, so that it fits them byte for byte. Pyodide refuses a snapshot of another runtime build;
// the file's name carries the app's version, so no other app ever meets it.
//
//   node tools/snapshot.mjs SITE_DIR OUT_FILE
//
// The file is sparse: Pyodide's memory is 31 MB, of which more than half is zeros. Layout (all
// little-endian u32): MAGIC, the memory's length, the number of runs, then (offset, length) per run of
// non-zero 4 KiB pages, then those runs' bytes one after the other.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const MAGIC = 0x4e535454; // "TTSN", as assets/interpreter.mjs checks it
const PAGE = 4096;
// Where PyScript's [files] (pyscript.toml) puts the app, and main.py puts it on sys.path: the
// snapshot's import system remembers the archive by this path.
const APP_ZIP = "/home/pyodide/app.zip";
// What the page imports before its first screen that does not touch the browser (web/app.py's
// imports but pyscript's and pyodide.ffi's, which take hold of JavaScript objects), and the games'
// rules and views: a first visit imports a game's only when it is first set up, resumed or drawn, a
// repeat visit has them all at once (its first screen is often a game in progress).
const PRELOADED = `
import asyncio, gc, json, random, traceback
import tabletop.games, tabletop.ui.controller, tabletop.ui.regions, tabletop.ui.screens
for spec in tabletop.games.SPECS.values():
    spec.game
    spec.view_module()
`;

function sparse(memory) {
  const runs = [];
  for (let start = 0; start < memory.length; start += PAGE) {
    const end = Math.min(start + PAGE, memory.length);
    let blank = true;
    for (let at = start; at < end; at++) {
      if (memory[at] !== 0) {
        blank = false;
        break;
      }
    }
    if (blank) continue;
    const last = runs[runs.length - 1];
    if (last && last[0] + last[1] === start) last[1] += end - start;
    else runs.push([start, end - start]);
  }
  const head = 12 + runs.length * 8;
  const packed = new Uint8Array(head + runs.reduce((sum, [, length]) => sum + length, 0));
  const view = new DataView(packed.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, memory.length, true);
  view.setUint32(8, runs.length, true);
  let at = head;
  runs.forEach(([offset, length], run) => {
    view.setUint32(12 + run * 8, offset, true);
    view.setUint32(16 + run * 8, length, true);
    packed.set(memory.subarray(offset, offset + length), at);
    at += length;
  });
  return packed;
}

async function main([site, out]) {
  if (!site || !out) throw new Error("usage: node tools/snapshot.mjs SITE_DIR OUT_FILE");
  const runtime = join(site, "vendor", "pyodide");
  const { loadPyodide } = await import(pathToFileURL(join(runtime, "pyodide.mjs")).href);
  const py = await loadPyodide({
    indexURL: runtime + "/",
    // the page's trimmed stdlib (assets/interpreter.mjs): the snapshot must match it byte for byte
    stdLibURL: pathToFileURL(join(site, "build", "stdlib.zip")).href,
    _makeSnapshot: true,
  });
  py.FS.mkdirTree("/home/pyodide/games");
  py.FS.writeFile(APP_ZIP, readFileSync(join(site, "build", "app.zip")));
  // Every game's archive where tabletop/web/bundles.py puts it, attached to its package's path: the
  // page started from the snapshot fetches the files again before it imports from them.
  const games = readdirSync(join(site, "build", "games")).filter((name) => name.endsWith(".zip"));
  for (const name of games) {
    py.FS.writeFile(`/home/pyodide/games/${name}`, readFileSync(join(site, "build", "games", name)));
  }
  const attach = games.map((name) => `bundles.attach(${JSON.stringify(name.replace(/\.zip$/, ""))})`);
  py.runPython(
    `import sys\nsys.path.insert(0, ${JSON.stringify(APP_ZIP)})\n` +
      `from tabletop.web import bundles\n${attach.join("\n")}\n${PRELOADED}\ngc.collect()`,
  );
  const packed = sparse(py.makeMemorySnapshot());
  writeFileSync(out, packed);
  return packed.length;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (size) => console.log(`snapshot: ${(size / 1e6).toFixed(1)} MB`),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
