"""Build build/app.zip: the `tabletop` package from src/, imported by the page straight from the zip.

PyScript's [files] writes the zip to /home/pyodide/app.zip and main.py puts it on sys.path
(zipimport). Beside each x.py the archive holds x.pyc, compiled by Pyodide itself under Node.js
(tools/pycompile.mjs: the exact bytecode the page runs), which roughly halves the import time; the
.pyc is marked unchecked (it is made from the source beside it in the same build, so it cannot be
stale, and zipimport need not read and hash that source on every import), and the sources keep
tracebacks readable. Without Node.js or node_modules the archive holds the sources only (and the
page compiles them as it imports them).

Stdlib only. The archive is deterministic (sorted entries, fixed timestamps and permissions), so the
same sources always give the same bytes. It is rewritten only when a source (or this tool) is newer
than it, or when the set of files changed (use --force to always rewrite).

    python3 tools/build_bundle.py [--force] [--quiet] [--no-compile]
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "src"
PACKAGE = "tabletop"
OUT = ROOT / "build" / "app.zip"
SUFFIXES = {".py", ".json"}
FIXED_TIME = (1980, 1, 1, 0, 0, 0)  # the earliest date a zip entry can hold
# Where the page puts the archive (pyscript.toml [files], relative to Pyodide's /home/pyodide) and
# so the file name compiled into the bytecode, which tracebacks show.
PAGE_PATH = "/home/pyodide/app.zip/"
PYCOMPILE = ROOT / "tools" / "pycompile.mjs"
TOOLS = (Path(__file__).resolve(), PYCOMPILE)


def sources(src: Path = SRC) -> list[Path]:
    """All bundled files under src/tabletop, sorted by their archive name."""
    found = []
    for path in (src / PACKAGE).rglob("*"):
        rel = path.relative_to(src)
        if "__pycache__" in rel.parts or any(part.startswith(".") for part in rel.parts):
            continue
        if path.is_file() and path.suffix in SUFFIXES:
            found.append(path)
    return sorted(found, key=lambda p: p.relative_to(src).as_posix())


def archive_names(out: Path) -> list[str] | None:
    try:
        with zipfile.ZipFile(out) as zf:
            return zf.namelist()
    except (OSError, zipfile.BadZipFile):
        return None


def can_compile() -> bool:
    """Bytecode needs Node.js and the Pyodide npm package (npm ci); neither is needed otherwise."""
    if os.environ.get("TABLETOP_NO_PYC"):
        return False
    return shutil.which("node") is not None and (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists()


def up_to_date(files: list[Path], out: Path = OUT, src: Path = SRC, compiled: bool = False) -> bool:
    if not out.exists():
        return False
    newest = max((f.stat().st_mtime for f in (*files, *TOOLS)), default=0.0)
    if newest > out.stat().st_mtime:
        return False
    # A deleted or renamed source leaves no newer file behind: compare the lists too.
    names = archive_names(out) or []
    if compiled != any(name.endswith(".pyc") for name in names):
        return False
    return [name for name in names if not name.endswith(".pyc")] == [
        f.relative_to(src).as_posix() for f in files
    ]


def precompile(source_zip: Path, out: Path) -> bool:
    """Add x.pyc beside each x.py, compiled by Pyodide under Node; False (and why) if it failed."""
    command = ["node", str(PYCOMPILE), "app", str(source_zip), str(out), PAGE_PATH]
    try:
        done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)
        failure = None if done.returncode == 0 and out.exists() else (done.stderr or done.stdout).strip()
    except (OSError, subprocess.TimeoutExpired) as error:
        failure = str(error)
    if failure is not None:
        reason = (failure.splitlines() or ["?"])[-1]
        print(
            f"build_bundle: WARNING: no bytecode ({reason}); the page compiles the sources", file=sys.stderr
        )
        return False
    return True


def build(out: Path = OUT, src: Path = SRC, force: bool = False, compile: bool = True) -> tuple[bool, int]:
    """Write the archive if needed. Returns (rewritten, number of files)."""
    files = sources(src)
    if not files:
        raise SystemExit(f"build_bundle: no sources found under {src / PACKAGE}")
    compile = compile and can_compile()
    if not force and up_to_date(files, out, src, compiled=compile):
        return False, len(files)
    out.parent.mkdir(parents=True, exist_ok=True)
    # Per process: several test runs may build at once (their results are the same archive).
    tmp = out.with_suffix(f".{os.getpid()}.src.tmp")
    with zipfile.ZipFile(tmp, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for path in files:
            info = zipfile.ZipInfo(path.relative_to(src).as_posix(), date_time=FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.create_system = 3  # unix, so the permission bits below are honoured
            info.external_attr = 0o644 << 16
            zf.writestr(info, path.read_bytes())
    compiled = out.with_suffix(f".{os.getpid()}.pyc.tmp")
    if compile and precompile(tmp, compiled):
        tmp.unlink()
        unchecked(compiled, tmp)
        compiled.unlink()
    tmp.replace(out)
    return True, len(files)


def unchecked(source_zip: Path, out: Path) -> None:
    """Copy the archive with each .pyc marked "unchecked": zipimport then no longer unpacks and
    hashes the source beside it on every import (a third of the app's import time). A .pyc can
    never be stale here: it is made from the very source it sits beside, in one build."""
    with (
        zipfile.ZipFile(source_zip) as zin,
        zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zout,
    ):
        for info in zin.infolist():
            data = zin.read(info)
            if info.filename.endswith(".pyc"):
                flags = int.from_bytes(data[4:8], "little")
                if flags == 0b11:  # hash-based, checked -> hash-based, unchecked
                    data = data[:4] + (0b01).to_bytes(4, "little") + data[8:]
            zout.writestr(info, data)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--force", action="store_true", help="rewrite even if up to date")
    parser.add_argument("--quiet", action="store_true", help="print nothing unless rewritten")
    parser.add_argument("--no-compile", action="store_true", help="sources only, no bytecode")
    args = parser.parse_args(argv)
    rewritten, count = build(force=args.force, compile=not args.no_compile)
    rel = OUT.relative_to(ROOT)
    if rewritten:
        print(f"build_bundle: wrote {rel} ({count} files, {OUT.stat().st_size} bytes)")
    elif not args.quiet:
        print(f"build_bundle: {rel} is up to date ({count} files)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
