// Pyodide under Node with the repository mounted at /repo: the exact Python (3.14, wasm) that players
// get in the browser, for the engine's tests (pyodide_pytest.mjs) and the bench (pyodide_run.mjs).
import { existsSync, writeSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { loadPyodide, version as pyodideVersion } from "pyodide";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const MOUNT = "/repo";
export { pyodideVersion };

// Synchronous writes keep Python's output in order with ours; retry when a pipe is full.
function writeAll(fd, bytes) {
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(fd, bytes, offset, bytes.length - offset);
    } catch (err) {
      if (err.code !== "EAGAIN") throw err;
    }
  }
  return bytes.length;
}

// Loads Pyodide (vendor/'s precompiled stdlib when there is one, as the page does), wires its
// output to ours, mounts the repository and puts src/ (and `extraPaths` under it) on sys.path.
export async function startPyodide(env, extraPaths = []) {
  const stdlib = join(root, "vendor", "pyodide", "python_stdlib.zip");
  const options = existsSync(stdlib) ? { env, stdLibURL: pathToFileURL(stdlib).href } : { env };
  const started = performance.now();
  const py = await loadPyodide(options);
  py.setStdout({ write: (buf) => writeAll(1, buf), isatty: Boolean(process.stdout.isTTY) });
  py.setStderr({ write: (buf) => writeAll(2, buf), isatty: Boolean(process.stderr.isTTY) });
  py.mountNodeFS(MOUNT, root);
  py.globals.set("_paths", py.toPy([MOUNT + "/src", ...extraPaths.map((path) => `${MOUNT}/${path}`)]));
  py.runPython(`
import os, sys
sys.dont_write_bytecode = True
os.chdir(${JSON.stringify(MOUNT)})
sys.path[:0] = list(_paths)
`);
  return { py, loadSeconds: (performance.now() - started) / 1000 };
}
