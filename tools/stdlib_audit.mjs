// The standard-library modules the app's Python uses, seen inside Pyodide under Node (the runtime
// the players get): what Pyodide imports to start, then every module of the app imported, the
// stdlib modules the app names anywhere (a function's own import too) imported, and a game of each
// kind played through the table (tabletop.ui.controller: setup, start, every computer level moving,
// a hint, the log, an undo, the end screen, export and import, the rules page). tools/stdlib_audit.py
// adds what the browser imports (PyScript's own Python) and writes tools/stdlib_modules.txt.
//
//   node tools/stdlib_audit.mjs NAMES...   prints the modules loaded, one a line, after importing
//                                          NAMES too (the closure of a list)
import { startPyodide } from "./pyodide_node.mjs";

const { py } = await startPyodide({ HOME: "/home/pyodide", PYTHONDONTWRITEBYTECODE: "1" });
py.globals.set("_extra", py.toPy(process.argv.slice(2)));
const names = py.runPython(`
import importlib, json, pkgutil, sys, types

for name in list(_extra):
    importlib.import_module(name)

# The web floor imports PyScript's module, which only the page has: a stand-in to import it by.
stub = types.ModuleType("pyscript")
stub.document = stub.window = None
sys.modules.setdefault("pyscript", stub)

import tabletop
for info in pkgutil.walk_packages(tabletop.__path__, "tabletop."):
    if info.name != "tabletop.__main__":  # the command line, not the page
        importlib.import_module(info.name)
del sys.modules["pyscript"]

from tabletop.games import GAMES, SPECS
from tabletop.ui import screens
from tabletop.ui.controller import App


class Storage(dict):
    def get(self, key):
        return dict.get(self, key)

    def set(self, key, value):
        self[key] = value

    def remove(self, key):
        self.pop(key, None)


def play(game_id, level):
    app = App(Storage(), ["en"], bot_delay_ms=0, think_seconds=0.05)
    app.render()
    app.handle("rules", game_id)
    app.render()
    app.handle("home")
    app.handle("setup", game_id)
    app.render()
    players = app.setup["players"]
    form = {"players": str(players), "opening": "0"}
    for seat in range(players):
        form[f"kind_{seat}"] = "human" if seat == 0 else f"computer:{level}"
    app.handle("start", None, form)
    for step in range(3000):
        app.render()
        if app.match is None or app.match.state.is_over():
            break
        if app.bot_due():
            app.step_bot()
            continue
        if step == 2:
            app.handle("hint")
            while app.thinking_due() and not app.bot_due():
                app.think(None)
            app.handle("log")
            app.render()
        seat = app.acting_seat()
        legal = app.match.state.legal_actions(seat)
        if not legal:  # a typed amount (an auction): the computer players' turns went through already
            break
        app.handle("act", json.dumps(legal[step % len(legal)]))
        if step == 1:
            app.handle("undo")
    exported = app.export()
    if exported:
        app.import_text(exported[1])
    app.render()
    app.handle("home")
    app.render()


for game_id, spec in SPECS.items():
    for level in spec.game.bot_levels:
        try:
            play(game_id, level)
        except Exception as error:  # the audit wants the imports, not a perfect game
            print(f"stdlib_audit: {game_id} with {level}: {type(error).__name__}: {error}", file=sys.stderr)

# Frozen and built-in modules are in the runtime itself, never read from the archive.
sorted(
    name for name, module in sys.modules.items()
    if not name.startswith("tabletop")
    and getattr(getattr(module, "__spec__", None), "origin", None) not in ("frozen", "built-in")
)
`).toJs();
console.log(names.join("\n"));
