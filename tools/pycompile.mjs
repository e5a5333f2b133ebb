// Precompile Python to bytecode inside Pyodide under Node.js: the same CPython (3.14, wasm) that
// the page runs, so the .pyc files carry exactly the magic number and bytecode the browser expects.
// No pyodide-build, no network: only node_modules/pyodide.
//
//   node tools/pycompile.mjs stdlib IN.zip OUT.zip   Pyodide's python_stdlib.zip -> sourceless .pyc
//                                                   (what tools/vendor.mjs puts in vendor/)
//   node tools/pycompile.mjs stdlib-min IN.zip OUT.zip   the same without docstrings (but Pyodide's
//                                                   own): the page's trimmed stdlib (build_bundle.py)
//   node tools/pycompile.mjs app IN.zip OUT.zip PREFIX   the app bundle, imported straight from
//                                                   the zip (zipimport) found at PREFIX in the
//                                                   page: each x.py gets x.pyc beside it
//   node tools/pycompile.mjs check STDLIB.zip        boot Pyodide on a compiled stdlib: import what
//                                                   the app uses, check that a traceback still
//                                                   names files and lines
//
// Why: the stock python_stdlib.zip holds only .py files, so every boot compiles ~200 modules in
// wasm; precompiled, a hello-world page boots in about half the time. Both outputs are
// deterministic (sorted entries, fixed timestamps, hash-based .pyc without mtimes), so the same
// inputs give the same bytes and the service worker's content stamp only moves when code does.
//
// Layouts:
// - stdlib: each `x.py` becomes `x.pyc` in place (unchecked hash-based). zipimport prefers `.pyc`
//   and the source is gone, so nothing is compiled at run time. Code objects are compiled under
//   their final name (/lib/python314.zip/...), so tracebacks name the right file and line (without
//   the source text). Files that are not Python, and any that fail to compile, are kept as they are.
// - app: as the stdlib, each x.py becomes an unchecked x.pyc (the source is left out: bytecode is
//   what the page runs, and tracebacks still name file and line), without docstrings (nothing reads
//   them). Compiled under PREFIX (where the page puts the zip) because zipimport, unlike the file
//   loader, does not rewrite code objects' file names. Measured (issue 35): the bytecode is 2.2x
//   the source's deflated bytes, and compiling the source in the page would cost 0.4 us a byte
//   here (0.57 s for the whole app): on a 9 Mbit/s link a file's source would win only where that
//   compile is cheaper than the extra bytes, which held for 13 small files of 77 when a phone is
//   counted twice this machine's time, 13 kB in all: every file goes as bytecode.
import { chmodSync, mkdirSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { loadPyodide } from "pyodide";

const STDLIB_PREFIX = "/lib/python314.zip/";

const TRANSFORM = `
import importlib._bootstrap_external as _ext
import importlib.util
import sys
import zipfile

FIXED_TIME = (1980, 1, 1, 0, 0, 0)


def _entry(name, data):
    info = zipfile.ZipInfo(name, date_time=FIXED_TIME)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.create_system = 3
    info.external_attr = (0o40755 << 16 | 0x10) if name.endswith("/") else (0o644 << 16)
    return info, data


def _strip_docstrings(tree):
    """The app's docstrings, which nothing reads at run time (no __doc__ anywhere in src/), are a
    sixth of its bytecode: left out of the bytecode the page gets."""
    import ast

    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                node.body = body[1:] or [ast.Pass(lineno=body[0].lineno, col_offset=0)]
    return tree


def _pyc(data, filename, checked, strip=False):
    source = data
    if strip:
        import ast

        source = _strip_docstrings(ast.parse(data, filename))
    code = compile(source, filename, "exec", dont_inherit=True)
    return bytes(_ext._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=checked))


def transform(mode, src, dst, prefix):
    compiled, failed, out = 0, [], []
    with zipfile.ZipFile(src) as zin:
        for info in sorted(zin.infolist(), key=lambda item: item.filename):
            name = info.filename
            data = zin.read(info)
            if not name.endswith(".py") or "__pycache__/" in name:
                out.append(_entry(name, data))
                continue
            # Docstrings go (nothing reads them), but Pyodide's own: it puts them on its types.
            strip = mode == "app" or (mode == "stdlib-min" and not name.startswith(("_pyodide/", "pyodide/")))
            try:
                pyc = _pyc(data, prefix + name, checked=False, strip=strip)
            except (SyntaxError, ValueError) as error:
                failed.append(f"{name}: {error}")
                out.append(_entry(name, data))
                continue
            compiled += 1
            out.append(_entry(name + "c", pyc))
    out.sort(key=lambda item: item[0].filename)
    with zipfile.ZipFile(dst, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as zout:
        for info, data in out:
            zout.writestr(info, data)
    return compiled, failed
`;

const CHECK = `
import importlib, sys, traceback

# What the app imports from the stdlib (and what Pyodide and PyScript need at boot), beyond what
# Pyodide itself has loaded before any user code runs.
NEEDED = [
    "argparse", "asyncio", "base64", "collections", "contextlib", "copy", "dataclasses", "datetime",
    "enum", "functools", "hashlib", "heapq", "html", "importlib", "importlib.util", "inspect",
    "itertools", "json", "math", "operator", "os", "pathlib", "random", "re", "string", "struct",
    "textwrap", "time", "traceback", "types", "typing", "unicodedata", "urllib.parse", "uuid",
    "warnings", "weakref", "zipfile", "zlib", "pyodide", "pyodide.ffi", "pyodide.code",
    "pyodide.http", "pyodide.webloop", "_pyodide", "abc", "bisect", "fractions", "statistics",
    "decimal", "email", "tomllib", "ast", "linecache", "codecs", "io", "locale",
]
for name in NEEDED:
    importlib.import_module(name)
from_zip = [
    m for m in list(sys.modules.values())
    if (getattr(m, "__file__", None) or "").startswith("${STDLIB_PREFIX}")
    and getattr(getattr(m, "__spec__", None), "origin", None) != "frozen"
]
as_source = sorted(m.__name__ for m in from_zip if not m.__file__.endswith(".pyc"))
assert len(from_zip) > 100, len(from_zip)
assert not as_source, f"loaded from source, not bytecode: {as_source}"
try:
    json_loads = importlib.import_module("json").loads
    json_loads("{")
except ValueError:
    text = traceback.format_exc()
assert "${STDLIB_PREFIX}json/decoder.py" in text and ", line " in text, text
print(f"pycompile: checked {len(from_zip)} stdlib modules, all from .pyc; tracebacks name files and lines")
`;

async function boot(stdLibURL) {
  const options = { stdout: (line) => console.log(line), stderr: (line) => console.error(line) };
  if (stdLibURL) options.stdLibURL = stdLibURL;
  return loadPyodide(options);
}

function mount(py, hostFile, at) {
  // NODEFS mounts folders: mount the file's folder and return the file's path inside Pyodide.
  const folder = dirname(resolve(hostFile));
  py.FS.mkdirTree(at);
  py.mountNodeFS(at, folder);
  return `${at}/${basename(hostFile)}`;
}

/** Compile IN.zip to OUT.zip (mode "stdlib" or "app"); returns {compiled, failed}. */
export async function compileZip(mode, input, output, prefix = STDLIB_PREFIX, py = null) {
  py = py || (await boot());
  mkdirSync(dirname(resolve(output)), { recursive: true });
  const src = mount(py, input, "/pycompile/in");
  const dst = mount(py, output, "/pycompile/out");
  py.runPython(TRANSFORM);
  const result = py.globals.get("transform")(mode, src, dst, prefix).toJs();
  py.FS.unmount("/pycompile/in");
  py.FS.unmount("/pycompile/out");
  chmodSync(output, 0o644);
  return { compiled: result[0], failed: result[1] };
}

/** Boot Pyodide on a compiled stdlib zip and check imports and tracebacks; throws if broken. */
export async function checkStdlib(stdlibZip) {
  const py = await boot(pathToFileURL(resolve(stdlibZip)).href);
  py.runPython(CHECK);
}

async function main(argv) {
  const [mode, input, output, prefix] = argv;
  if (mode === "check" && input) {
    await checkStdlib(input);
    return 0;
  }
  if (!["stdlib", "stdlib-min", "app"].includes(mode) || !input || !output || (mode === "app") !== Boolean(prefix)) {
    console.error("usage: node tools/pycompile.mjs stdlib IN.zip OUT.zip | app IN.zip OUT.zip PREFIX");
    console.error("       node tools/pycompile.mjs check STDLIB.zip");
    return 2;
  }
  const started = performance.now();
  const { compiled, failed } = await compileZip(mode, input, output, prefix || STDLIB_PREFIX);
  for (const line of failed) console.error(`pycompile: kept as source: ${line}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`pycompile: ${mode}: ${compiled} modules compiled -> ${output} (${seconds} s)`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    // Pyodide's errors carry the whole minified runtime as "source"; the message is what matters.
    console.error(`pycompile: ${error.message || error}`);
    process.exitCode = 1;
  }
}
