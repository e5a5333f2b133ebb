"""Build the folder a static host serves (`make site` -> build/site/), and stamp the service worker.

    python3 tools/build_site.py [--out DIR] [--quiet]

build/site/ holds exactly what the page needs and nothing else: index.html, pyscript.toml, main.py,
manifest.webmanifest, assets/, build/app.zip, build/games/*.zip and build/stdlib.zip (the app and
the stdlib it uses, tools/build_bundle.py), the vendored runtime (vendor/, without its whole stdlib)
and sw.js, the service worker stamped with a hash of all of them. Every URL in it is
relative, so it works under a sub-path such as https://someone.github.io/tabletop/. It needs
vendor/ (`npm ci`) and rebuilds build/app.zip when the sources changed; it needs no pyodide-build,
no tests and no node_modules at serving time.

The same listing and stamp serve tools/serve.py, which generates sw.js on each request while you
develop, so any change to a served file gives a new version (and the page's "new version" prompt).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "site"
SW_TEMPLATE = ROOT / "tools" / "sw.template.js"

# What the page serves, relative to the repository root (and to the site folder).
TOP_FILES = (
    "index.html", "pyscript.toml", "main.py", "manifest.webmanifest", "build/app.zip", "build/stdlib.zip"
)
TREES = ("assets", "vendor/pyscript", "vendor/pyodide", "build/games")
# Not served at all: the whole stdlib, of which the page gets build/stdlib.zip (tools/build_bundle.py).
NOT_SERVED = ("vendor/pyodide/python_stdlib.zip",)
# Served, but not fetched by the page: PyScript's editor and terminal chunks. Left out of the
# service worker's cache (about 0.7 MB less on a first visit); a page that asks for them still gets
# them from the network.
NOT_PRECACHED = ("vendor/pyscript/codemirror", "vendor/pyscript/xterm", "vendor/pyscript/service-worker.js")
SKIPPED_NAMES = {".stamp", "README.txt", ".DS_Store"}


def site_files(root: Path = ROOT) -> list[str]:
    """Every served file, as sorted relative POSIX paths (sw.js excluded: it is generated)."""
    found = [name for name in TOP_FILES if (root / name).is_file()]
    for tree in TREES:
        base = root / tree
        if not base.is_dir():
            continue
        for path in base.rglob("*"):
            rel = path.relative_to(root)
            if (
                path.is_file()
                and path.name not in SKIPPED_NAMES
                and rel.as_posix() not in NOT_SERVED
                and not any(p.startswith(".") for p in rel.parts)
            ):
                found.append(rel.as_posix())
    return sorted(found)


def precached(files: list[str]) -> list[str]:
    return [name for name in files if not name.startswith(NOT_PRECACHED)]


_hash_cache: dict[Path, tuple[int, int, str]] = {}
_hash_lock = threading.Lock()


def file_hash(path: Path) -> str:
    """SHA-256 of a file, remembered by (mtime, size) so the dev server can stamp on every request."""
    stat = path.stat()
    with _hash_lock:
        known = _hash_cache.get(path)
        if known and known[:2] == (stat.st_mtime_ns, stat.st_size):
            return known[2]
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    with _hash_lock:
        _hash_cache[path] = (stat.st_mtime_ns, stat.st_size, digest)
    return digest


def render_sw(root: Path = ROOT) -> tuple[str, str]:
    """The service worker for the files under `root`: (JavaScript, version)."""
    files = {name: file_hash(root / name) for name in precached(site_files(root))}
    # The page is served stamped (stamped_index), by the dev server as by the site folder.
    files["index.html"] = hashlib.sha256(stamped_index(root).encode("utf-8")).hexdigest()
    template = SW_TEMPLATE.read_text(encoding="utf-8")
    stamp = hashlib.sha256(template.encode())
    for name, digest in files.items():
        stamp.update(f"{name}\0{digest}\n".encode())
    version = stamp.hexdigest()[:16]
    listing = json.dumps(files, indent=1, sort_keys=True)
    sizes = {name: (root / name).stat().st_size for name in files if name != "index.html"}
    sizes["index.html"] = len(stamped_index(root).encode("utf-8"))
    return (
        template.replace("__VERSION__", version)
        .replace("__FILES__", listing)
        .replace("__SIZES__", json.dumps(sizes, sort_keys=True, separators=(",", ":"))),
        version,
    )


# index.html names its version here; the copy of the last screen that a repeat visit paints before
# Python starts is used only when it was stored by the same version (src/tabletop/web/app.py).
VERSION_MARK = '<meta name="tabletop-version" content="dev">'


def app_version(root: Path = ROOT) -> str:
    """A hash of every served file but index.html, which carries it, and the snapshot, which is
    made from the others and named after it (so neither can be in it)."""
    stamp = hashlib.sha256(b"tabletop-app\n")
    for name in precached(site_files(root)):
        if name != "index.html" and not SNAPSHOT.fullmatch(name):
            stamp.update(f"{name}\0{file_hash(root / name)}\n".encode())
    return stamp.hexdigest()[:16]


# Python's memory with the app imported, which a repeat visit starts from (assets/interpreter.mjs).
# It is served gzipped (5 MB instead of 13): the service worker keeps it unpacked, without the
# ".gz", which is the name the page reads (tools/sw.template.js).
SNAPSHOT = re.compile(r"vendor/pyodide/snapshot-[0-9a-f]+\.bin\.gz")


def make_snapshot(folder: Path, quiet: bool = False) -> Path | None:
    """The snapshot of the site in `folder` (tools/snapshot.mjs, under Node), named after its version.
    Without Node there is none, and every visit starts Python afresh: slower, nothing else."""
    node = shutil.which("node")
    if node is None:
        print("build_site: no Node.js, so no snapshot: every visit starts Python afresh", file=sys.stderr)
        return None
    for old in (folder / "vendor" / "pyodide").glob("snapshot-*"):
        old.unlink()
    memory = folder / "vendor" / "pyodide" / f"snapshot-{app_version(folder)}.bin"
    done = subprocess.run(
        [node, str(ROOT / "tools" / "snapshot.mjs"), str(folder), str(memory)], capture_output=True, text=True
    )
    if done.returncode != 0:
        raise SystemExit(f"build_site: the snapshot failed:\n{done.stdout}{done.stderr}")
    target = memory.with_name(memory.name + ".gz")
    # mtime 0: the same snapshot gives the same file
    target.write_bytes(gzip.compress(memory.read_bytes(), compresslevel=6, mtime=0))
    memory.unlink()
    if not quiet:
        print(f"build_site: {done.stdout.strip()}, {target.stat().st_size / 1e6:.1f} MB gzipped")
    return target


def stamped_index(root: Path = ROOT) -> str:
    """index.html with the app's version in its meta tag (as it is if stamped already)."""
    text = (root / "index.html").read_text(encoding="utf-8")
    return text.replace(VERSION_MARK, VERSION_MARK.replace('"dev"', f'"{app_version(root)}"'))


# ---- the first screen, drawn at build time -----------------------------------------------------------

FIRST_SCREEN_MARK = "<!-- first-screen -->"


def first_screen_json(root: Path = ROOT) -> str:
    """The home page of a first visit (no game stored yet) as the app draws it, drawn here by the same
    Python view under CPython, in each language, with the style sheet: index.html paints it at its
    first paint, as it paints a repeat visit's stored copy (App.screen_copy), long before Python is
    up. A tap on it is kept and carried out once Python has drawn the live page."""
    sys.path.insert(0, str(ROOT / "src"))
    try:
        from tabletop.engine.saves import DURABLE, SaveBook
        from tabletop.ui.controller import App
        from tabletop.ui.i18n import LANGUAGES
    finally:
        sys.path.pop(0)

    class Empty:
        """A fresh durable store (assets/store.js on a first visit): no game, not persisted yet."""

        kind = DURABLE
        live = False

    class Memory(dict):
        def get(self, key):
            return dict.get(self, key)

        def set(self, key, value):
            self[key] = value

        def remove(self, key):
            self.pop(key, None)

        def keys(self):
            return list(dict.keys(self))

    pages = {}
    for lang in LANGUAGES:
        loaded = {"records": {}, "summaries": {}, "current": None, "persisted": False}
        app = App(Memory(), [lang], saves=SaveBook(Empty(), loaded))
        pages[lang] = {"html": app.screen_copy(), "title": app.t("app.title")}
    css = (root / "assets" / "app.css").read_text(encoding="utf-8")
    text = json.dumps({"pages": pages, "css": css}, ensure_ascii=False, separators=(",", ":"))
    return text.replace("</", "<\\/")  # nothing in it may close the <script> that holds it


def with_first_screen(html: str, root: Path = ROOT) -> str:
    script = f'<script type="application/json" id="first-screen">{first_screen_json(root)}</script>'
    if FIRST_SCREEN_MARK not in html:
        raise SystemExit(f"build_site: index.html has no {FIRST_SCREEN_MARK} to put the first screen at")
    return html.replace(FIRST_SCREEN_MARK, script, 1)


def missing_references(root: Path = ROOT) -> list[str]:
    """Files index.html names ("./...") that are not there, e.g. a preloaded PyScript chunk whose
    hashed name changed with a new PyScript version."""
    text = (root / "index.html").read_text(encoding="utf-8")
    names = set(re.findall(r'"\./([^"?#]+)"', text)) - {"sw.js"}
    return sorted(name for name in names if not (root / name).is_file())


def build(out: Path = OUT, quiet: bool = False) -> str:
    """(Re)make `out` from the working tree; returns the service worker's version."""
    if not (ROOT / "vendor" / "pyodide" / "pyodide.mjs").exists():
        raise SystemExit("build_site: vendor/ is missing: run `npm ci` (make site does it)")
    if VERSION_MARK not in (ROOT / "index.html").read_text(encoding="utf-8"):
        raise SystemExit("build_site: index.html has no tabletop-version meta tag to stamp")
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import build_bundle
    finally:
        sys.path.pop(0)
    build_bundle.build()
    missing = missing_references(ROOT)
    if missing:
        raise SystemExit(f"build_site: index.html names files that do not exist: {', '.join(missing)}")
    files = site_files(ROOT)
    tmp = out.with_name(out.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    for name in files:
        target = tmp / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / name, target)
    make_snapshot(tmp, quiet)
    (tmp / "index.html").write_text(with_first_screen(stamped_index(tmp), tmp), encoding="utf-8")
    sw, version = render_sw(tmp)
    (tmp / "sw.js").write_text(sw, encoding="utf-8")
    (tmp / ".nojekyll").write_text("", encoding="utf-8")  # GitHub Pages: serve every file as it is
    shutil.rmtree(out, ignore_errors=True)
    os.replace(tmp, out)
    if not quiet:
        size = sum((out / name).stat().st_size for name in files)
        rel = out.relative_to(ROOT) if out.is_relative_to(ROOT) else out
        print(f"build_site: {rel}/ — {len(files) + 1} files, {size / 1e6:.1f} MB, version {version}")
    return version


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the static site folder (build/site/)")
    parser.add_argument("--out", type=Path, default=OUT, help="output folder (build/site)")
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    build(args.out.resolve(), quiet=args.quiet)
    return 0


if __name__ == "__main__":
    sys.exit(main())
