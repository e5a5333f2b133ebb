"""Build build/app.zip: the `tabletop` package from src/, for PyScript's [files] to unpack.

Stdlib only. The archive is deterministic (sorted entries, fixed timestamps and permissions), so the
same sources always give the same bytes. It is rewritten only when a source is newer than it, or
when the set of files changed (use --force to always rewrite).

    python3 tools/build_bundle.py [--force] [--quiet]
"""

from __future__ import annotations

import argparse
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "src"
PACKAGE = "tabletop"
OUT = ROOT / "build" / "app.zip"
SUFFIXES = {".py", ".json"}
FIXED_TIME = (1980, 1, 1, 0, 0, 0)  # the earliest date a zip entry can hold


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


def up_to_date(files: list[Path], out: Path = OUT, src: Path = SRC) -> bool:
    if not out.exists():
        return False
    newest = max((f.stat().st_mtime for f in files), default=0.0)
    if newest > out.stat().st_mtime:
        return False
    # A deleted or renamed source leaves no newer file behind: compare the lists too.
    return archive_names(out) == [f.relative_to(src).as_posix() for f in files]


def build(out: Path = OUT, src: Path = SRC, force: bool = False) -> tuple[bool, int]:
    """Write the archive if needed. Returns (rewritten, number of files)."""
    files = sources(src)
    if not files:
        raise SystemExit(f"build_bundle: no sources found under {src / PACKAGE}")
    if not force and up_to_date(files, out, src):
        return False, len(files)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(".zip.tmp")
    with zipfile.ZipFile(tmp, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for path in files:
            info = zipfile.ZipInfo(path.relative_to(src).as_posix(), date_time=FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.create_system = 3  # unix, so the permission bits below are honoured
            info.external_attr = 0o644 << 16
            zf.writestr(info, path.read_bytes())
    tmp.replace(out)
    return True, len(files)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--force", action="store_true", help="rewrite even if up to date")
    parser.add_argument("--quiet", action="store_true", help="print nothing unless rewritten")
    args = parser.parse_args(argv)
    rewritten, count = build(force=args.force)
    rel = OUT.relative_to(ROOT)
    if rewritten:
        print(f"build_bundle: wrote {rel} ({count} files, {OUT.stat().st_size} bytes)")
    elif not args.quiet:
        print(f"build_bundle: {rel} is up to date ({count} files)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
