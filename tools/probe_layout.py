"""Play games at the four table sizes with random controls; print what e2e/stage_check.py finds
wrong at each decision, and keep screenshots in build/probe/ (a development tool, not shipped).

    .venv/bin/python tools/probe_layout.py elfenland,jambo --decisions 8 --sizes phone,laptop
"""

import argparse
import random
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))

from playwright.sync_api import sync_playwright  # noqa: E402

from e2e_support import MOTION_ENDED, load_tool, wait_ready  # noqa: E402
from stage_check import PLAYERS, SIZES, play_and_check, start_game  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("games", nargs="?", default=",".join(PLAYERS))
    parser.add_argument("--decisions", type=int, default=6)
    parser.add_argument("--sizes", default=",".join(SIZES))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=None, help="default: stage_check.PLAYERS")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--shots", default="1", help="decisions to screenshot, e.g. 1,5 (end: always)")
    args = parser.parse_args()
    load_tool("build_bundle").build()
    server = load_tool("serve").make_server(host="127.0.0.1", port=0, directory=ROOT, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/index.html?botdelay=0"
    out = ROOT / "build" / "probe"
    out.mkdir(parents=True, exist_ok=True)
    shots = {int(n) for n in args.shots.split(",") if n}
    total = 0
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"]
        )
        for game in args.games.split(","):
            for size in args.sizes.split(","):
                width, height = SIZES[size]
                touch = size != "laptop"
                context = browser.new_context(viewport={"width": width, "height": height}, has_touch=touch)
                page = context.new_page()
                page.goto(url)
                wait_ready(page)
                if args.lang != "en":
                    page.select_option("select[name=lang]", args.lang)
                start_game(page, game, args.players)

                def shot(n, game=game, size=size, page=page):
                    if n in shots:
                        page.screenshot(path=str(out / f"{game}-{size}-{n}.png"))

                found = play_and_check(
                    page, random.Random(args.seed), decisions=args.decisions, touch=touch, shot=shot
                )
                if page.locator(".end-screen").count():
                    page.wait_for_function(MOTION_ENDED)
                    page.screenshot(path=str(out / f"{game}-{size}-end.png"))
                for n, faults in found:
                    total += len(faults)
                    for fault in faults:
                        print(f"{game} {size} decision {n}: {fault}", flush=True)
                if not found:
                    print(f"{game} {size}: ok", flush=True)
                context.close()
        browser.close()
    print(f"{total} faults")


if __name__ == "__main__":
    main()
