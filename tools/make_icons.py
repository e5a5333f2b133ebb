"""Draw Tabletop's app icons: assets/icons/icon.svg and the PNGs rendered from it by headless Chromium.

    .venv/bin/python tools/make_icons.py

The results are committed (a few kB each), so building and serving never need a browser; run this
again only after changing the drawing below. Needs Playwright and Chromium (as `make e2e` does).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "assets" / "icons"
CHROMIUM = Path("/usr/bin/chromium")

# A card and a die on the table's green (the colours of assets/app.css).
DRAWING = """
  <g transform="rotate(-14 200 236)">
    <rect x="112" y="104" width="180" height="262" rx="22" fill="#f6f1e7" stroke="#1f1d1a" stroke-width="10"/>
    <path d="M202 170 l34 66 l-34 66 l-34 -66 z" fill="#9b2c2c"/>
  </g>
  <g transform="rotate(12 326 330)">
    <rect x="238" y="242" width="176" height="176" rx="32" fill="#fffdf8" stroke="#1f1d1a" stroke-width="10"/>
    <circle cx="284" cy="288" r="17" fill="#1f1d1a"/>
    <circle cx="368" cy="288" r="17" fill="#1f1d1a"/>
    <circle cx="326" cy="330" r="17" fill="#1f1d1a"/>
    <circle cx="284" cy="372" r="17" fill="#1f1d1a"/>
    <circle cx="368" cy="372" r="17" fill="#1f1d1a"/>
  </g>
"""


def svg(maskable: bool) -> str:
    # Maskable icons fill the square and keep their drawing inside the central safe circle.
    background = (
        '<rect width="512" height="512" fill="#2f5d50"/>'
        if maskable
        else ('<rect width="512" height="512" rx="104" fill="#2f5d50"/>')
    )
    drawing = f'<g transform="translate(51.2 51.2) scale(0.8)">{DRAWING}</g>' if maskable else DRAWING
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">\n'
        f"  {background}\n{drawing}</svg>\n"
    )


PNGS = {  # file -> (size, maskable)
    "icon-192.png": (192, False),
    "icon-512.png": (512, False),
    "maskable-512.png": (512, True),
    "apple-touch-icon.png": (180, True),
}


def main() -> int:
    from playwright.sync_api import sync_playwright

    ICONS.mkdir(parents=True, exist_ok=True)
    (ICONS / "icon.svg").write_text(svg(False), encoding="utf-8")
    options = {"headless": True, "args": ["--no-sandbox", "--disable-gpu"]}
    if CHROMIUM.exists():
        options["executable_path"] = str(CHROMIUM)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**options)
        for name, (size, maskable) in PNGS.items():
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(
                "<style>html,body{margin:0;background:transparent}svg{display:block;width:100vw;height:100vh}</style>"
                + svg(maskable)
            )
            page.screenshot(path=str(ICONS / name), omit_background=True)
            page.close()
        browser.close()
    for path in sorted(ICONS.iterdir()):
        print(f"make_icons: {path.relative_to(ROOT)} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
