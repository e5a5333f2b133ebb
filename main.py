"""Page entry point: PyScript runs this file; everything else lives in the tabletop package."""

import random
import sys

import js  # Pyodide's own: marks of our part of the start, for tools/bench.py and the profiler

js.performance.mark("tabletop:main")

APP = "/home/pyodide/app.zip"
# pyscript.toml puts build/app.zip here; Python imports the package (and its precompiled .pyc)
# straight from the archive. Python started from a snapshot (assets/interpreter.mjs) has it on its
# path already, its modules imported, and `random` seeded as it was when the snapshot was made:
# seeded again, from the browser's randomness.
if APP not in sys.path:
    sys.path.insert(0, APP)
random.seed()

from tabletop.web.app import start  # noqa: E402

js.performance.mark("tabletop:imported")
start()
js.performance.mark("tabletop:drawn")
