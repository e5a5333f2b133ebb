// Run the engine's tests with real pytest inside Pyodide under Node: the exact Python (3.14, wasm)
// that players get in the browser.
//
//   node tools/pyodide_pytest.mjs [pytest args...]      (`make pyodide-test ARGS="-k foo"`)
//
// Needs node_modules (npm ci) and pure-Python pytest + deps unpacked in build/pyodide-site
// (`make pyodide-test` installs them). The repository is mounted at /repo with NODEFS, so tests
// read the real files; nothing is written to the tree (no bytecode, no pytest cache).
// Exits with pytest's exit code.
import { existsSync, writeSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { loadPyodide, version as pyodideVersion } from "pyodide";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const site = join(root, "build", "pyodide-site");
const MOUNT = "/repo";

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

const env = {
  HOME: "/home/pyodide",
  PYTEST_DISABLE_PLUGIN_AUTOLOAD: "1",
  PYTHONDONTWRITEBYTECODE: "1",
};
for (const name of ["CI", "COLUMNS", "NO_COLOR", "FORCE_COLOR", "PY_COLORS", "PYTEST_ADDOPTS"]) {
  if (process.env[name] !== undefined) env[name] = process.env[name];
}
if (env.COLUMNS === undefined && process.stdout.columns) env.COLUMNS = String(process.stdout.columns);

if (!existsSync(join(site, "pytest"))) {
  console.error("pyodide-test: build/pyodide-site has no pytest; run `make pyodide-test` (it installs it)");
  process.exit(4);
}

// The stdlib the page gets: vendor/'s precompiled zip (tools/vendor.mjs) when there is one.
const stdlib = join(root, "vendor", "pyodide", "python_stdlib.zip");
const options = existsSync(stdlib) ? { env, stdLibURL: pathToFileURL(stdlib).href } : { env };

const started = performance.now();
const py = await loadPyodide(options);
py.setStdout({ write: (buf) => writeAll(1, buf), isatty: Boolean(process.stdout.isTTY) });
py.setStderr({ write: (buf) => writeAll(2, buf), isatty: Boolean(process.stderr.isTTY) });
py.mountNodeFS(MOUNT, root);

const args = process.argv.slice(2);
py.globals.set("_pytest_args", py.toPy(args));
py.globals.set("_pyodide_version", pyodideVersion);
py.globals.set("_load_seconds", (performance.now() - started) / 1000);
const code = py.runPython(`
import os, sys
sys.dont_write_bytecode = True
os.chdir(${JSON.stringify(MOUNT)})
sys.path[:0] = [${JSON.stringify(MOUNT + "/src")}, ${JSON.stringify(MOUNT + "/build/pyodide-site")}]
print(f"pyodide-test: Python {sys.version.split()[0]} on {sys.platform} (Pyodide {_pyodide_version}),"
      f" runtime loaded in {_load_seconds:.2f} s", flush=True)
import pytest
# -o testpaths=tests: with no path given, collect only the engine tests (e2e needs a browser).
int(pytest.main(["-q", "-p", "no:cacheprovider", "-o", "testpaths=tests", *_pytest_args]))
`);
process.exitCode = code;
