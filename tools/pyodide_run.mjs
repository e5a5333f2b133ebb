// The command line (python -m tabletop ...) inside Pyodide under Node, for the bench's figures of
// the engine as the browser runs it:  node tools/pyodide_run.mjs strength goblin_market --players 4
import { startPyodide } from "./pyodide_node.mjs";

const { py } = await startPyodide({ HOME: "/home/pyodide", PYTHONDONTWRITEBYTECODE: "1" });
py.globals.set("_argv", py.toPy(process.argv.slice(2)));
process.exitCode = py.runPython(`
from tabletop.__main__ import main
int(main(list(_argv)))
`);
