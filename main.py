"""Page entry point: PyScript runs this file; everything else lives in the tabletop package."""

import sys

# pyscript.toml puts build/app.zip here; Python imports the package (and its precompiled .pyc)
# straight from the archive.
sys.path.insert(0, "/home/pyodide/app.zip")

from tabletop.web.app import start  # noqa: E402

start()
