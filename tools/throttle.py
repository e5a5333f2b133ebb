"""A static server that is itself a slow link: what a first visit costs on a real network.

    python3 tools/throttle.py DIR [--link 4g|cable] [--port 8000]

DevTools' network throttling slows the page's own requests but not a service worker's, so a page
whose worker fetches files looks faster than it is. Here the server is the bottleneck instead:
every response, whoever asked for it, waits the link's delay (one round trip) and then shares one
token bucket with every other response under way (the link's rate, all connections together). Text,
JavaScript, JSON, CSS, SVG and WebAssembly go gzipped, as GitHub Pages sends them; archives (.zip,
.gz) go as they are. Caching headers are GitHub Pages' too (max-age=600 and a Last-Modified).

tools/bench.py uses it (`make bench`, the "first visit over a slow link" rows): each link's rate and
delay are in LINKS. Every body byte sent is logged with when it went, for the bytes on the wire
before the page was ready.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import io
import os
import sys
import threading
import time
from email.utils import formatdate
from http.server import ThreadingHTTPServer
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import serve  # noqa: E402

# name -> (bits per second, seconds per request)
LINKS = {
    "4g": (9_000_000, 0.085),
    "cable": (50_000_000, 0.015),
}
# What GitHub Pages serves gzipped (text, JavaScript, JSON, WebAssembly...); not archives.
GZIPPED = {".html", ".js", ".mjs", ".css", ".json", ".svg", ".toml", ".py", ".wasm", ".webmanifest", ".txt"}
CHUNK = 16 * 1024


class Link:
    """One shared bottleneck: a rate in bytes per second for every byte sent, and a delay per request.
    `sent` logs (wall-clock time, path, bytes) of every chunk that went out."""

    def __init__(self, bits_per_second: float, delay_s: float):
        self.rate = bits_per_second / 8
        self.delay = delay_s
        self.lock = threading.Lock()
        self.free_at = 0.0
        self.sent: list[tuple[float, str, int]] = []  # (wall-clock time, path, bytes)

    def wait_turn(self, size: int) -> None:
        """Block until `size` bytes have had their share of the link (in turn with every sender)."""
        with self.lock:
            start = max(time.monotonic(), self.free_at)
            self.free_at = start + size / self.rate
            until = self.free_at
        pause = until - time.monotonic()
        if pause > 0:
            time.sleep(pause)

    def log(self, path: str, size: int) -> None:
        with self.lock:
            self.sent.append((time.time(), path, size))

    def take(self) -> list[tuple[float, str, int]]:
        with self.lock:
            sent, self.sent = self.sent, []
        return sent


_gzip_cache: dict[tuple[str, int, int], bytes] = {}
_gzip_lock = threading.Lock()


def gzipped(path: Path) -> bytes:
    stat = path.stat()
    key = (str(path), stat.st_mtime_ns, stat.st_size)
    with _gzip_lock:
        if key in _gzip_cache:
            return _gzip_cache[key]
    data = gzip.compress(path.read_bytes(), compresslevel=6, mtime=0)
    with _gzip_lock:
        _gzip_cache[key] = data
    return data


def make_handler(directory: Path, link: Link):
    class Handler(serve.QuietHandler):
        def handle_one_request(self):
            self._delayed = False
            super().handle_one_request()

        def send_head(self):
            # The round trip before the answer starts.
            if not self._delayed:
                self._delayed = True
                time.sleep(link.delay)
            path = Path(self.translate_path(self.path))
            if path.is_dir():
                path = path / "index.html"
            accepts = "gzip" in (self.headers.get("Accept-Encoding") or "")
            if not (path.is_file() and accepts and path.suffix in GZIPPED):
                return super().send_head()
            modified = formatdate(path.stat().st_mtime, usegmt=True)
            if self.headers.get("If-Modified-Since") == modified:  # as GitHub Pages revalidates
                self.send_response(304)
                self.end_headers()
                return None
            body = gzipped(path)
            self.send_response(200)
            ctype = serve.MIME_TYPES.get(path.suffix) or self.guess_type(str(path))
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Last-Modified", modified)
            self.end_headers()
            return io.BytesIO(body)

        def end_headers(self):
            # GitHub Pages' caching (instead of serve.py's no-cache)
            self.send_header("Cache-Control", "max-age=600")
            super(serve.Handler, self).end_headers()

        def copyfile(self, source, outputfile):
            while chunk := source.read(CHUNK):
                link.wait_turn(len(chunk))
                outputfile.write(chunk)
                link.log(self.path, len(chunk))

    return functools.partial(Handler, directory=str(directory))


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], ConnectionError):  # a browser closed while we sent
            super().handle_error(request, client_address)


def make_server(directory: Path, link: Link, host: str = "127.0.0.1", port: int = 0) -> ThreadingHTTPServer:
    return Server((host, port), make_handler(directory, link))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve a folder through a slow link")
    parser.add_argument("directory", type=Path)
    parser.add_argument("--link", choices=sorted(LINKS), default="4g")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args(argv)
    link = Link(*LINKS[args.link])
    server = make_server(args.directory.resolve(), link, port=args.port)
    rate, delay = LINKS[args.link]
    print(
        f"throttle: {os.fspath(args.directory)} at http://127.0.0.1:{server.server_address[1]}/"
        f" ({rate / 1e6:g} Mbit/s, {delay * 1000:.0f} ms a request)",
        flush=True,
    )
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
