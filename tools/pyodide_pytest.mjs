// Run the engine's tests with real pytest inside Pyodide under Node: the exact Python (3.14, wasm)
// that players get in the browser.
//
//   node tools/pyodide_pytest.mjs [pytest args...]      (`make pyodide-test ARGS="-k foo"`)
//
// Needs node_modules (npm ci) and pure-Python pytest + deps unpacked in build/pyodide-site
// (`make pyodide-test` installs them). The repository is mounted at /repo with NODEFS, so tests
// read the real files; nothing is written to the tree (no bytecode, no pytest cache).
// Exits with pytest's exit code.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pyodideVersion, root, startPyodide } from "./pyodide_node.mjs";

const env = {
  HOME: "/home/pyodide",
  PYTEST_DISABLE_PLUGIN_AUTOLOAD: "1",
  PYTHONDONTWRITEBYTECODE: "1",
};
for (const name of ["CI", "COLUMNS", "NO_COLOR", "FORCE_COLOR", "PY_COLORS", "PYTEST_ADDOPTS"]) {
  if (process.env[name] !== undefined) env[name] = process.env[name];
}
if (env.COLUMNS === undefined && process.stdout.columns) env.COLUMNS = String(process.stdout.columns);

if (!existsSync(join(root, "build", "pyodide-site", "pytest"))) {
  console.error("pyodide-test: build/pyodide-site has no pytest; run `make pyodide-test` (it installs it)");
  process.exit(4);
}

const { py, loadSeconds } = await startPyodide(env, ["build/pyodide-site"]);
py.globals.set("_pytest_args", py.toPy(process.argv.slice(2)));
py.globals.set("_pyodide_version", pyodideVersion);
py.globals.set("_load_seconds", loadSeconds);
const code = py.runPython(`
import sys
print(f"pyodide-test: Python {sys.version.split()[0]} on {sys.platform} (Pyodide {_pyodide_version}),"
      f" runtime loaded in {_load_seconds:.2f} s", flush=True)
import pytest
# -o testpaths=tests: with no path given, collect only the engine tests (e2e needs a browser).
int(pytest.main(["-q", "-p", "no:cacheprovider", "-o", "testpaths=tests", *_pytest_args]))
`);
process.exitCode = code;
