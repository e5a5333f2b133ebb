"""Infrastructure smoke test: the package imports on whichever Python runs the suite.

Runs under CPython (`make unit`) and inside Pyodide under Node (`make pyodide-test`).
"""

import sys

import tabletop


def test_package_imports_from_src():
    assert tabletop.__name__ == "tabletop"
    assert sys.version_info >= (3, 11)


def test_reports_platform():
    # "emscripten" inside Pyodide, the host platform under CPython.
    assert isinstance(sys.platform, str) and sys.platform
