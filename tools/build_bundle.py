"""Build the page's Python archives: the app split by what the first screen needs, and the standard
library trimmed to what the app uses.

    python3 tools/build_bundle.py [--force] [--quiet] [--no-compile]

- build/app.zip: the `tabletop` package as the home page needs it: the engine, the table (ui/), the
  browser glue (web/), the registry and, of each game, what its home tile draws (its __init__, its
  messages, its cover's module and what they import). PyScript's [files] writes it to
  /home/pyodide/app.zip and main.py puts it on sys.path (zipimport).
- build/games/<game>.zip: the rest of one game (rules, computer players, view, data), fetched when
  the game is first needed (tabletop/web/bundles.py); a game that imports another's modules (Elfengold
  plays on Elfenland's map) needs that game's archive too. Which modules go where is worked out from
  the imports in the sources (static, every import statement, a function's own too) and written into
  app.zip as tabletop/_bundles.py.
- build/stdlib.zip: the standard library with only the modules listed in tools/stdlib_modules.txt
  (tools/stdlib_audit.py makes that list), 145 of 559, as bytecode without docstrings (Pyodide's own
  keep theirs), compiled from node_modules/pyodide's sources (without Node: the listed modules of
  vendor/pyodide/python_stdlib.zip). assets/interpreter.mjs starts Python on it.

Each x.py goes as x.pyc only, compiled by Pyodide itself under Node.js (tools/pycompile.mjs: the exact
bytecode the page runs, without docstrings), marked unchecked. Bytecode rather than source because
on a 4G-like link its extra bytes cost less than compiling the source in the page (measured, see
tools/pycompile.mjs). Without Node.js or node_modules the archives hold the sources (the page
compiles them as it imports them).

Stdlib only. The archives are deterministic (sorted entries, fixed timestamps and permissions), so the
same sources always give the same bytes. They are rewritten only when an input changed (a stamp of
every input's content; use --force to always rewrite).
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "src"
PACKAGE = "tabletop"
BUILD = ROOT / "build"
OUT = BUILD / "app.zip"
GAMES_DIR = BUILD / "games"
STDLIB_OUT = BUILD / "stdlib.zip"
STDLIB_IN = ROOT / "vendor" / "pyodide" / "python_stdlib.zip"
STOCK_STDLIB = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"  # sources
STDLIB_LIST = ROOT / "tools" / "stdlib_modules.txt"
STAMP = BUILD / ".bundle-stamp"
SUFFIXES = {".py", ".json"}
# Not for the page: the command line.
LEFT_OUT = {"tabletop/__main__.py"}
FIXED_TIME = (1980, 1, 1, 0, 0, 0)  # the earliest date a zip entry can hold
# Where the page puts the archive (pyscript.toml [files], relative to Pyodide's /home/pyodide) and
# so the file name compiled into the bytecode, which tracebacks show.
PAGE_PATH = "/home/pyodide/app.zip/"
PYCOMPILE = ROOT / "tools" / "pycompile.mjs"
TOOLS = (Path(__file__).resolve(), PYCOMPILE)
GENERATED = "tabletop/_bundles.py"


def sources(src: Path = SRC) -> list[Path]:
    """All bundled files under src/tabletop, sorted by their archive name."""
    found = []
    for path in (src / PACKAGE).rglob("*"):
        rel = path.relative_to(src)
        if "__pycache__" in rel.parts or any(part.startswith(".") for part in rel.parts):
            continue
        if path.is_file() and path.suffix in SUFFIXES and rel.as_posix() not in LEFT_OUT:
            found.append(path)
    return sorted(found, key=lambda p: p.relative_to(src).as_posix())


def can_compile() -> bool:
    """Bytecode needs Node.js and the Pyodide npm package (npm ci); neither is needed otherwise."""
    if os.environ.get("TABLETOP_NO_PYC"):
        return False
    return shutil.which("node") is not None and (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists()


# ---- which module goes where ----------------------------------------------------------------------


def module_name(rel: str) -> str:
    """"tabletop/games/jambo/ui.py" -> "tabletop.games.jambo.ui" (a package is its __init__)."""
    name = rel.removesuffix(".py").replace("/", ".")
    return name.removesuffix(".__init__")


def imports_of(path: Path, name: str, known: set[str]) -> set[str]:
    """The app's modules that the module `name` (at `path`) imports anywhere in its text, a
    function's own imports too, and the modules that its GameSpec names as strings."""
    tree = ast.parse(path.read_bytes(), str(path))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()

    def add(candidate: str) -> None:
        while candidate and candidate not in known:
            candidate = candidate.rpartition(".")[0]
        if candidate:
            found.add(candidate)

    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[: len(parts) - node.level + 1]
                base = ".".join(parts + ([node.module] if node.module else []))
            for alias in node.names:
                if f"{base}.{alias.name}" in known:
                    add(f"{base}.{alias.name}")
                else:
                    add(base)
    return found - {name}


def cover_modules(path: Path, name: str) -> set[str]:
    """The module of a game's home tile picture: GameSpec(cover="module:function"), the module part
    (an f-string's {__name__} is the package's own name)."""
    tree = ast.parse(path.read_bytes(), str(path))
    found = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.keyword) or node.arg != "cover":
            continue
        value = node.value
        if isinstance(value, ast.Constant) and isinstance(value.value, str):
            text = value.value
        elif isinstance(value, ast.JoinedStr):
            text = ""
            for part in value.values:
                if isinstance(part, ast.Constant):
                    text += str(part.value)
                elif isinstance(part.value, ast.Name) and part.value.id == "__name__":
                    text += name
                else:
                    text = None
                    break
        else:
            continue
        if text:
            found.add(text.partition(":")[0])
    return found


def game_of(name: str) -> str | None:
    """"tabletop.games.jambo.ui" -> "jambo"; None outside a game's package."""
    parts = name.split(".")
    return parts[2] if len(parts) >= 4 and parts[:2] == ["tabletop", "games"] else None


def split(files: list[Path], src: Path = SRC) -> tuple[set[str], dict[str, dict]]:
    """(the modules of app.zip, {game: {"modules": [...], "needs": [games whose archives it needs]}})."""
    by_name = {module_name(f.relative_to(src).as_posix()): f for f in files if f.suffix == ".py"}
    known = set(by_name)
    graph = {name: imports_of(path, name, known) for name, path in by_name.items()}
    # The home page's start: every module outside the games' packages, each game's package itself
    # and its cover's module; then all they import.
    core = {name for name in known if game_of(name) is None}
    for name, path in by_name.items():
        if path.name == "__init__.py" and name.startswith("tabletop.games."):  # a game's package
            core |= cover_modules(path, name) & known
    todo = list(core)
    while todo:
        for imported in graph[todo.pop()]:
            if imported not in core:
                core.add(imported)
                todo.append(imported)
    bundles: dict[str, dict] = {}
    for name in sorted(known - core):
        bundles.setdefault(game_of(name), {"modules": [], "needs": set()})["modules"].append(name)
    for game, bundle in bundles.items():
        for name in bundle["modules"]:
            for imported in graph[name]:
                owner = game_of(imported)
                if imported not in core and owner != game:
                    bundle["needs"].add(owner)
    for bundle in bundles.values():  # what a needed game needs, too
        changed = True
        while changed:
            before = len(bundle["needs"])
            for other in list(bundle["needs"]):
                bundle["needs"] |= bundles[other]["needs"]
            changed = len(bundle["needs"]) != before
    return core, {
        game: {"modules": b["modules"], "needs": sorted(b["needs"] - {game})} for game, b in bundles.items()
    }


def bundles_module(bundles: dict[str, dict]) -> bytes:
    lines = [
        '"""Generated by tools/build_bundle.py: the games\' archives (build/games/<game>.zip), the modules',
        "in each and the other games' archives each needs (tabletop/web/bundles.py fetches them).\"\"\"",
        "",
        "BUNDLES = {",
    ]
    for game in sorted(bundles):
        lines.append(f"    {game!r}: {{")
        lines.append(f"        'modules': {tuple(sorted(bundles[game]['modules']))!r},")
        lines.append(f"        'needs': {tuple(bundles[game]['needs'])!r},")
        lines.append("    },")
    lines.append("}")
    return ("\n".join(lines) + "\n").encode()


# ---- archives ---------------------------------------------------------------------------------------


def entry(name: str) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name, date_time=FIXED_TIME)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.create_system = 3  # unix, so the permission bits below are honoured
    info.external_attr = 0o644 << 16
    return info


def write_zip(out: Path, members: dict[str, bytes]) -> None:
    tmp = out.with_suffix(f".{os.getpid()}.tmp")
    out.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(tmp, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for name in sorted(members):
            zf.writestr(entry(name), members[name])
    tmp.replace(out)


def precompile(members: dict[str, bytes]) -> dict[str, bytes] | None:
    """The members with each x.py replaced by x.pyc, compiled by Pyodide under Node; None (and why)
    if that failed."""
    source_zip = BUILD / f"app.{os.getpid()}.src.tmp"
    compiled = BUILD / f"app.{os.getpid()}.pyc.tmp"
    write_zip(source_zip, members)
    command = ["node", str(PYCOMPILE), "app", str(source_zip), str(compiled), PAGE_PATH]
    try:
        done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)
        failure = None if done.returncode == 0 and compiled.exists() else (done.stderr or done.stdout).strip()
    except (OSError, subprocess.TimeoutExpired) as error:
        failure = str(error)
    finally:
        source_zip.unlink(missing_ok=True)
    if failure is not None:
        compiled.unlink(missing_ok=True)
        reason = (failure.splitlines() or ["?"])[-1][:300]
        print(f"build_bundle: WARNING: no bytecode ({reason}); the page compiles sources", file=sys.stderr)
        return None
    with zipfile.ZipFile(compiled) as zf:
        result = {info.filename: zf.read(info) for info in zf.infolist() if not info.is_dir()}
    compiled.unlink()
    return result


def stdlib_names() -> set[str] | None:
    """The listed modules; None (keep every module) without a list."""
    if not STDLIB_LIST.exists():
        print(f"build_bundle: WARNING: no {STDLIB_LIST.name}: the whole stdlib is shipped", file=sys.stderr)
        return None
    lines = STDLIB_LIST.read_text(encoding="utf-8").splitlines()
    return {line.strip() for line in lines if line.strip() and not line.startswith("#")}


def trim_stdlib(compile: bool, out: Path = STDLIB_OUT) -> int:
    """The stdlib archive with only the listed modules; returns how many modules it holds. With Node,
    compiled here from Pyodide's sources without docstrings (tools/pycompile.mjs stdlib-min, a sixth
    less); else the listed modules of vendor/'s compiled stdlib as they are."""
    keep = stdlib_names()
    source = STOCK_STDLIB if compile and STOCK_STDLIB.exists() else STDLIB_IN
    members = {}
    with zipfile.ZipFile(source) as zf:
        for info in zf.infolist():
            name = info.filename
            if info.is_dir() or not name.endswith((".py", ".pyc")):
                continue
            module = module_name(name.removesuffix("c"))
            if keep is None or module in keep:
                members[name] = zf.read(info)
    if source == STOCK_STDLIB:
        plain = BUILD / f"stdlib.{os.getpid()}.src.tmp"
        write_zip(plain, members)
        command = ["node", str(PYCOMPILE), "stdlib-min", str(plain), str(out)]
        try:
            done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)
            if done.returncode == 0:
                return len(members)
            reason = ((done.stderr or done.stdout).strip().splitlines() or ["?"])[-1][:300]
        except (OSError, subprocess.TimeoutExpired) as error:
            reason = str(error)
        finally:
            plain.unlink(missing_ok=True)
        print(f"build_bundle: WARNING: stdlib not compiled here ({reason}); vendor/'s", file=sys.stderr)
        return trim_stdlib(False, out)
    write_zip(out, members)
    return len(members)


def inputs_stamp(files: list[Path], compile: bool) -> str:
    digest = hashlib.sha256(f"compile={compile}\n".encode())
    for path in (*TOOLS, *([STDLIB_LIST] if STDLIB_LIST.exists() else []), *files):
        digest.update(f"{path.relative_to(ROOT)}\0".encode() + hashlib.sha256(path.read_bytes()).digest())
    for archive in (STDLIB_IN, STOCK_STDLIB):
        if archive.exists():
            stat = archive.stat()
            digest.update(f"{archive.name} {stat.st_size} {stat.st_mtime_ns}".encode())
    return digest.hexdigest()


def outputs() -> list[Path]:
    return [OUT, STDLIB_OUT, *(sorted(GAMES_DIR.glob("*.zip")) if GAMES_DIR.exists() else [])]


def build(force: bool = False, compile: bool = True) -> tuple[bool, int]:
    """Write the archives if needed. Returns (rewritten, number of source files)."""
    files = sources()
    if not files:
        raise SystemExit(f"build_bundle: no sources found under {SRC / PACKAGE}")
    compile = compile and can_compile()
    stamp = inputs_stamp(files, compile)
    fresh = STAMP.exists() and STAMP.read_text() == stamp and OUT.exists()
    if fresh and not force and (STDLIB_OUT.exists() or not STDLIB_IN.exists()):
        return False, len(files)
    core, bundles = split(files)
    members = {f.relative_to(SRC).as_posix(): f.read_bytes() for f in files}
    if compile:
        members = precompile(members) or members
    archives: dict[str, dict[str, bytes]] = {"": {}}
    owner = {module: game for game, bundle in bundles.items() for module in bundle["modules"]}
    for name, data in members.items():
        module = module_name(name.removesuffix("c")) if name.endswith((".py", ".pyc")) else None
        archives.setdefault(owner.get(module, ""), {})[name] = data
    archives[""][GENERATED] = bundles_module(bundles)
    write_zip(OUT, archives.pop(""))
    GAMES_DIR.mkdir(parents=True, exist_ok=True)
    for old in GAMES_DIR.glob("*.zip"):
        if old.stem not in archives:
            old.unlink()
    for game, content in archives.items():
        write_zip(GAMES_DIR / f"{game}.zip", content)
    if STDLIB_IN.exists():
        trim_stdlib(compile)
    STAMP.write_text(stamp)
    return True, len(files)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--force", action="store_true", help="rewrite even if up to date")
    parser.add_argument("--quiet", action="store_true", help="print nothing unless rewritten")
    parser.add_argument("--no-compile", action="store_true", help="sources only, no bytecode")
    args = parser.parse_args(argv)
    rewritten, count = build(force=args.force, compile=not args.no_compile)
    made = [p for p in outputs() if p.exists()]
    sizes = ", ".join(f"{p.relative_to(ROOT)} {p.stat().st_size / 1e3:.0f} kB" for p in made)
    if rewritten:
        print(f"build_bundle: wrote {sizes} ({count} sources)")
    elif not args.quiet:
        print(f"build_bundle: up to date: {sizes}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
