import { readFileSync } from "node:fs";
import { startPyodide } from "./pyodide_node.mjs";
const { py } = await startPyodide({ HOME: "/home/pyodide" }, ["tests"]);
py.globals.set("_argv", py.toPy(process.argv.slice(3)));
py.runPython("import sys; sys.argv = ['x'] + list(_argv)");
py.runPython(readFileSync(process.argv[2], "utf8"));
