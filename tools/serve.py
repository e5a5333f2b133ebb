"""Serve the Tabletop page from the repository root on 127.0.0.1 (stdlib only).

    python3 tools/serve.py [PORT] [--no-browser] [--quiet]

Rebuilds build/app.zip first, prints the address, and opens a browser when there is one. The page
needs vendor/ (made by `npm ci`); `make play` takes care of both.

While it serves the repository itself, build/app.zip is rebuilt when a source changed (checked when
the page asks for it), and sw.js, the service worker, is generated on each request from
tools/sw.template.js with a stamp of every served file: edit anything, reload, and the page
offers the new version (its "new version" prompt) instead of running on from its offline cache.
"""

from __future__ import annotations

import argparse
import functools
import io
import os
import sys
import threading
import webbrowser
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Set explicitly: Python's mimetypes table depends on the version and on the host's /etc/mime.types,
# and browsers refuse module scripts or streaming wasm compilation under the wrong type.
MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".toml": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".webmanifest": "application/manifest+json",
}


_build_lock = threading.Lock()


def _tool(name: str):
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        return __import__(name)
    finally:
        sys.path.pop(0)


class Handler(SimpleHTTPRequestHandler):
    """Static files with fixed MIME types, no caching, and optional silence."""

    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    quiet = False

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def _serving_repository(self) -> bool:
        return Path(self.directory).resolve() == ROOT

    def send_head(self):
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        if self._serving_repository() and path in ("/sw.js", "/build/app.zip", "/", "/index.html"):
            with _build_lock:
                try:
                    _tool("build_bundle").build()
                except (Exception, SystemExit) as error:  # serve what there is; say why
                    self.log_error("build_bundle failed: %s", error)
                if path == "/sw.js":
                    return self._send_service_worker()
                if path in ("/", "/index.html"):
                    return self._send_index()
        return super().send_head()

    def _send_index(self):
        """index.html stamped with the app's version, as build_site stamps the site's copy."""
        body = _tool("build_site").stamped_index(ROOT).encode("utf-8")
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

    def _send_service_worker(self):
        text, version = _tool("build_site").render_sw(ROOT)
        body = text.encode("utf-8")
        self.send_response(200)
        self.send_header("Content-Type", MIME_TYPES[".js"])
        self.send_header("Content-Length", str(len(body)))
        self.send_header("ETag", f'"{version}"')
        self.end_headers()
        return io.BytesIO(body)

    def log_message(self, format: str, *args) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class QuietHandler(Handler):
    quiet = True


def make_server(host: str = "127.0.0.1", port: int = 8000, directory: Path = ROOT, quiet: bool = False):
    """A ThreadingHTTPServer serving `directory`; port 0 picks a free port (see server_address)."""
    handler = functools.partial(QuietHandler if quiet else Handler, directory=str(directory))
    server = ThreadingHTTPServer((host, port), handler)
    server.daemon_threads = True
    return server


def build_bundle() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import build_bundle as bundle
    finally:
        sys.path.pop(0)
    bundle.main(["--quiet"])


def has_browser() -> bool:
    """True when a graphical browser can plausibly be opened (never a console one that would block)."""
    if sys.platform.startswith(("win", "darwin")):
        return True
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return False
    try:
        webbrowser.get()
    except webbrowser.Error:
        return False
    return True


def open_browser(url: str) -> None:
    try:
        webbrowser.open(url)
    except Exception as exc:  # a browser is a convenience, never a reason to stop serving
        print(f"serve: could not open a browser ({exc}); open {url} yourself", file=sys.stderr)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve Tabletop on http://127.0.0.1:PORT/")
    parser.add_argument("port", nargs="?", type=int, default=8000, help="port (default 8000)")
    parser.add_argument("--no-browser", action="store_true", help="do not open a browser")
    parser.add_argument("--quiet", action="store_true", help="do not log requests")
    args = parser.parse_args(argv)

    build_bundle()
    if not (ROOT / "vendor" / "pyodide" / "pyodide.mjs").exists():
        print("serve: vendor/ is missing: run `npm ci` (or `make play`) first", file=sys.stderr)
        return 1
    try:
        server = make_server(port=args.port, quiet=args.quiet)
    except OSError as exc:
        print(f"serve: cannot listen on 127.0.0.1:{args.port}: {exc.strerror or exc}", file=sys.stderr)
        print(
            "serve: another server may be running; pass another port: python3 tools/serve.py 8001",
            file=sys.stderr,
        )
        return 1
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    print(f"Tabletop: serving {ROOT} at {url}  (Ctrl+C to stop)", flush=True)
    if not args.no_browser and has_browser():
        threading.Timer(0.3, open_browser, [url]).start()
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print("\nserve: stopped")
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
