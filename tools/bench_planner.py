"""The Elfen tour planner's time (games/elfenland/tours.py, tour_view.py) for the bench.

    python3 tools/bench_planner.py [--positions 40] [--cpython]

`rows(positions)` runs `python -m tabletop plan-timing GAME` inside Pyodide under Node (the Python the
browser runs: tools/pyodide_run.mjs) for both Elfen games, and falls back to CPython in this process
when Node or Pyodide is missing (each row says which ran it). Each figure is what the page works out
afresh for one position the sensible players reach: at a journey's step the best tour; in planning
the tours with and without the seat's counters and the notes of every lit road. The budget: 100 ms
in the browser.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("elfenland", "elfengold")
BUDGET_MS = 100


def pyodide_row(game_id: str, positions: int, seed: int = 1) -> dict | None:
    """One game's figures measured inside Pyodide, or None when Node or Pyodide is not there."""
    if shutil.which("node") is None or not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        return None
    command = [
        "node",
        str(ROOT / "tools" / "pyodide_run.mjs"),
        "plan-timing",
        game_id,
        "--positions",
        str(positions),
        "--seed",
        str(seed),
    ]
    try:
        done = subprocess.run(command, capture_output=True, text=True, check=True, cwd=ROOT, timeout=600)
        row = json.loads(done.stdout.strip().splitlines()[-1])
    except (OSError, subprocess.SubprocessError, ValueError, IndexError):
        return None
    return row | {"runtime": "pyodide"}


def cpython_row(game_id: str, positions: int, seed: int = 1) -> dict:
    sys.path.insert(0, str(ROOT / "src"))
    from tabletop.__main__ import plan_timing

    return plan_timing(game_id, positions, seed) | {"runtime": "cpython"}


def rows(positions: int = 40, cpython: bool = False) -> list[dict]:
    """[{"game", "positions", "mean_ms", "max_ms", "runtime", ...}] for both Elfen games."""
    found = []
    for game_id in GAMES:
        row = None if cpython else pyodide_row(game_id, positions)
        if row is None:
            row = cpython_row(game_id, positions)
        row["within_budget"] = row["max_ms"] <= BUDGET_MS
        found.append(row)
        print(f"  planner {row}", file=sys.stderr, flush=True)
    return found


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--cpython", action="store_true", help="measure in CPython only")
    args = parser.parse_args(argv)
    for row in rows(args.positions, args.cpython):
        print(json.dumps(row))
    return 0


if __name__ == "__main__":
    sys.exit(main())
