"""The page in the other browser engines a table might use: Firefox (Gecko, Firefox ESR driven by npm
puppeteer-core over WebDriver BiDi: e2e/firefox_smoke.mjs) and WebKit (the engine of Safari: WebKitGTK's
MiniBrowser under xvfb, driven by Selenium: e2e/webkit_smoke.py). Each boots the page, plays a few
moves, reloads (the game kept), and reloads again with the server stopped (the offline copy).

Their set-up: `make firefox webkit` (Debian's firefox-esr, webkit2gtk-driver and xvfb, as root;
`make test` runs them). Without the browser a test is skipped, and says why."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from e2e_support import ROOT, TIMINGS, load_tool

FIREFOX = Path("/usr/bin/firefox-esr")
MINIBROWSER = Path("/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")
WEBKIT_DRIVER = Path("/usr/bin/WebKitWebDriver")
TIMEOUT_S = 600


class Server:
    """The site on a port of its own, which a test can stop (for the offline reload)."""

    def __init__(self):
        load_tool("build_bundle").build()
        self.server = load_tool("serve").make_server(host="127.0.0.1", port=0, directory=ROOT, quiet=True)
        self.thread = threading.Thread(target=self.server.serve_forever, name="engines-http", daemon=True)
        self.thread.start()
        host, port = self.server.server_address[:2]
        self.url = f"http://{host}:{port}/index.html"

    def stop(self):
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()
            self.thread.join(timeout=5)
            self.server = None


def run_smoke(command: list[str], name: str, tmp_path: Path) -> dict:
    """Run a smoke script against a server of its own; stop the server when it asks (OFFLINE?)."""
    server = Server()
    errors_path = tmp_path / "stderr.txt"
    try:
        with errors_path.open("w") as errors:
            process = subprocess.Popen(
                [*command, server.url], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=errors, text=True,
            )
            timer = threading.Timer(TIMEOUT_S, process.kill)
            timer.start()
            done, seen = None, []
            try:
                for line in process.stdout:
                    seen.append(line.rstrip())
                    if line.startswith("OFFLINE?"):
                        server.stop()
                        process.stdin.write("\n")
                        process.stdin.flush()
                    elif line.startswith("DONE "):
                        done = json.loads(line[5:])
                process.wait()
            finally:
                timer.cancel()
        said = "\n".join(seen[-20:]) + "\n" + errors_path.read_text(errors="replace")[-3000:]
        assert process.returncode == 0 and done is not None, (
            f"{name} smoke test failed (exit {process.returncode}):\n{said}"
        )
        TIMINGS[f"{name}: boot (s)"] = done["boot"]
        return done
    finally:
        server.stop()


def test_firefox_boots_plays_reloads_and_works_offline(tmp_path):
    if not FIREFOX.exists():
        pytest.skip("Firefox ESR is not installed (make firefox)")
    if not (ROOT / "node_modules" / "puppeteer-core").exists():
        pytest.skip("npm puppeteer-core is not installed (npm ci)")
    done = run_smoke(["node", "e2e/firefox_smoke.mjs"], "Firefox ESR", tmp_path)
    assert done["played"] >= 3 and done["store"] == "durable"


def test_webkit_boots_plays_reloads_and_works_offline(tmp_path):
    if not (MINIBROWSER.exists() and WEBKIT_DRIVER.exists() and shutil.which("xvfb-run")):
        pytest.skip("WebKitGTK's MiniBrowser, WebKitWebDriver or xvfb is not installed (make webkit)")
    try:
        import selenium  # noqa: F401
    except ImportError:
        pytest.skip("selenium is not installed (make venv)")
    done = run_smoke(["xvfb-run", "-a", sys.executable, "e2e/webkit_smoke.py"], "WebKit", tmp_path)
    assert done["played"] >= 3 and done["store"] == "durable"
