// The page's archives as the page gets them, checked inside Pyodide under Node: Python started on the
// trimmed stdlib (build/stdlib.zip), app.zip on sys.path and each game's archive attached as
// tabletop/web/bundles.py attaches it; then every module of the app is imported (the web floor with a
// stand-in for PyScript's module), every game's rules, computer players and view made, and every
// stdlib module of tools/stdlib_modules.txt imported. A module missing from an archive fails here,
// by name (tests/test_bundles.py runs this; tools/stdlib_audit.py mends the list).
//
//   node tools/bundles_check.mjs [BUILD_DIR]      (default: build/)
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { loadPyodide } from "pyodide";
import { root } from "./pyodide_node.mjs";

const build = process.argv[2] || join(root, "build");
const py = await loadPyodide({
  indexURL: join(root, "vendor", "pyodide") + "/",
  stdLibURL: pathToFileURL(join(build, "stdlib.zip")).href,
});
py.FS.mkdirTree("/home/pyodide/games");
py.FS.writeFile("/home/pyodide/app.zip", readFileSync(join(build, "app.zip")));
const games = readdirSync(join(build, "games")).filter((name) => name.endsWith(".zip"));
for (const name of games) {
  py.FS.writeFile(`/home/pyodide/games/${name}`, readFileSync(join(build, "games", name)));
}
const stdlib = readFileSync(join(root, "tools", "stdlib_modules.txt"), "utf8")
  .split("\n")
  .filter((line) => line.trim() && !line.startsWith("#"));
py.globals.set("_games", py.toPy(games.map((name) => name.replace(/\.zip$/, ""))));
py.globals.set("_stdlib", py.toPy(stdlib));
const report = py.runPython(`
import importlib, sys, types, zipimport

sys.path.insert(0, "/home/pyodide/app.zip")
failures = []
from tabletop.web import bundles
for game in _games:
    bundles.attach(game)
stub = types.ModuleType("pyscript")
stub.document = stub.window = None
sys.modules["pyscript"] = stub

names = []
for archive in ["/home/pyodide/app.zip", *(bundles.archive(game) for game in _games)]:
    zipimport.zipimporter(archive)  # reads the archive's listing (zipfile would need more of the stdlib)
    for name in zipimport._zip_directory_cache[archive]:
        if name.endswith((".py", ".pyc")):
            names.append(name.removesuffix("c").removesuffix(".py").replace("/", ".").removesuffix(".__init__"))
for name in sorted(names):
    try:
        importlib.import_module(name)
    except Exception as error:
        failures.append(f"{name}: {type(error).__name__}: {error}")
from tabletop.games import SPECS
for spec in SPECS.values():
    try:
        spec.game.make_bot(spec.game.bot_levels[0], 1)
        spec.view_module()
    except Exception as error:
        failures.append(f"{spec.id}: {type(error).__name__}: {error}")
for name in _stdlib:
    try:
        importlib.import_module(name)
    except Exception as error:
        failures.append(f"stdlib {name}: {type(error).__name__}: {error}")
"\\n".join(failures) or f"ok: {len(names)} app modules, {len(_stdlib)} stdlib modules"
`);
console.log(report);
process.exitCode = report.startsWith("ok:") ? 0 : 1;
