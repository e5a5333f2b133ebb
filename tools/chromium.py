"""Where Chromium is and the flags it runs with here, for the browser tests and the bench alike.

Debian's /usr/bin/chromium when present (never a downloaded browser); the flags keep it quiet and off
the network it has no business reaching."""

from pathlib import Path

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
