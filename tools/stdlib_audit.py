"""Regenerate tools/stdlib_modules.txt: the standard-library modules the page ships (build/stdlib.zip).

    .venv/bin/python tools/stdlib_audit.py [--no-browser]

Three sources, all run on the whole precompiled stdlib (vendor/pyodide/python_stdlib.zip):
1. inside Pyodide under Node (tools/stdlib_audit.mjs): what Pyodide imports to start, every module
   of the app imported, and a game of each kind at every computer level played through the table
   (tabletop.ui.controller), with a hint, an undo, the log, the end, export and import;
2. the stdlib modules the app's sources name in any import statement (a function's own too);
3. in Chromium (the repository served as by `make play`, the page opened with `?audit`, which
   starts Python on the whole stdlib and lets this read sys.modules): the page's start, PyScript's
   own Python, and a game of each kind set up, started and played a few moves.
Then the closure: every module listed is imported inside Pyodide and what that brings in is listed
too, so that importing any listed module from the trimmed archive works. `make test` checks it
(tests/test_bundles.py imports every app module and every listed module from build/stdlib.zip).

Run it when the app imports a standard module it did not before (the test names the missing one).
"""

from __future__ import annotations

import argparse
import ast
import subprocess
import sys
import threading
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build_bundle  # noqa: E402

FULL = ROOT / "vendor" / "pyodide" / "python_stdlib.zip"
OUT = build_bundle.STDLIB_LIST
# Codecs the app may meet without an import statement naming them: a save file read as UTF-16 or
# UTF-32 (engine/savefile.py: json.detect_encoding), Latin-1, ASCII, a zip's CP437 names. A few kB.
CODECS = [
    f"encodings.{name}"
    for name in ("ascii", "latin_1", "utf_8_sig", "utf_16", "utf_16_le", "utf_16_be", "utf_32", "utf_32_le",
                 "utf_32_be", "cp437")
]


def stdlib_modules() -> set[str]:
    """Every module of the whole archive."""
    with zipfile.ZipFile(FULL) as zf:
        return {
            build_bundle.module_name(name.removesuffix("c"))
            for name in zf.namelist()
            if name.endswith((".py", ".pyc"))
        }


def in_pyodide(extra: list[str]) -> set[str]:
    done = subprocess.run(
        ["node", str(ROOT / "tools" / "stdlib_audit.mjs"), *extra],
        cwd=ROOT, capture_output=True, text=True, timeout=900,
    )
    if done.returncode != 0:
        raise SystemExit(f"stdlib_audit: Pyodide run failed:\n{done.stderr[-3000:]}")
    for line in done.stderr.splitlines():
        if line.startswith("stdlib_audit:"):
            print(line, file=sys.stderr)
    return set(done.stdout.split())


def named_in_sources() -> set[str]:
    names = set()
    for path in [*build_bundle.sources(), ROOT / "main.py"]:
        if path.suffix != ".py":
            continue
        for node in ast.walk(ast.parse(path.read_bytes(), str(path))):
            if isinstance(node, ast.Import):
                names |= {alias.name for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                names.add(node.module)
                names |= {f"{node.module}.{alias.name}" for alias in node.names}
    return names


def in_browser() -> set[str]:
    from playwright.sync_api import sync_playwright

    import bench
    import serve

    build_bundle.build()
    server = serve.make_server(port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/index.html?audit&botdelay=0&sw=off"
    found: set[str] = set()
    try:
        with sync_playwright() as playwright:
            options = {"headless": True, "args": bench.CHROMIUM_ARGS}
            if bench.CHROMIUM.exists():
                options["executable_path"] = str(bench.CHROMIUM)
            browser = playwright.chromium.launch(**options)
            page = browser.new_page()
            page.goto(url)
            page.wait_for_selector('#app[data-ready="true"]', timeout=120_000)
            games = page.eval_on_selector_all(
                "button[data-cmd=setup]", "els => els.map((e) => e.getAttribute('data-arg'))"
            )
            for game in games:
                bench.go_home(page)
                page.click(f"button[data-cmd=setup][data-arg={game}]")
                page.click("form[data-submit=start] button[type=submit]")
                for index in range(12):
                    state = bench.wait_for_turn(page, timeout_s=20)
                    if state == "amount":
                        bench.enter_lowest_amount(page)
                    elif state == "turn":
                        page.evaluate(
                            f"(() => {{ const all = {bench.BUTTONS}; all[{index} % all.length]"
                            '.dispatchEvent(new MouseEvent("click", {bubbles: true, cancelable: true})); })()'
                        )
                    else:
                        break
            found = set(page.evaluate("window.tabletopModules()"))
            browser.close()
    finally:
        server.shutdown()
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Regenerate tools/stdlib_modules.txt")
    parser.add_argument("--no-browser", action="store_true", help="skip the Chromium part (3.)")
    args = parser.parse_args(argv)
    everything = stdlib_modules()
    wanted = in_pyodide([]) | named_in_sources() | set(CODECS)
    if not args.no_browser:
        wanted |= in_browser()
    wanted &= everything
    closed = in_pyodide(sorted(wanted)) & everything
    lines = [
        "# The standard-library modules the page ships (build/stdlib.zip), one a line.",
        "# GENERATED by tools/stdlib_audit.py (see there); tests/test_bundles.py checks it.",
        *sorted(closed),
    ]
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"stdlib_audit: {len(closed)} of {len(everything)} modules -> {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
