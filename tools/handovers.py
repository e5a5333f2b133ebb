"""Hand-overs per person's move at one device: scripted games played through the table (the App,
as the page drives it), each person's move chosen by the sensible player from that person's own
view. A hand-over is each time the hand-over screen comes up.

    python3 tools/handovers.py [--games 3]

(tools/bench.py prints the same rows; the issue's targets are in TARGETS.)
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from tabletop.ui.controller import App  # noqa: E402

# (game, seats, standing orders for the people, target hand-overs per person's move)
JAMBO_ORDERS = {
    "guard": {"against": ["crocodile", "parrot", "hyena", "snake", "elephant", "ape", "lion", "cheetah"]},
    "rain_maker": {"at_least": 6},
}
SCRIPTS = (
    ("modern_art", ["human", "human", "computer:sensible"], None, 0.4),
    ("jambo", ["human", "human"], JAMBO_ORDERS, 0.15),
    ("elfengold", ["human", "human", "computer:sensible"], None, None),
    ("goblin_market", ["human", "human", "computer:sensible"], None, 0.0),
)
# Where a game's bids need no secret (the issue: 0 hand-overs there).
PUBLIC_BIDS = {
    "elfengold": lambda state: state.phase == "auction",
    "goblin_market": lambda state: True,
}


class Storage(dict):
    def get(self, key):
        return super().get(key)

    def set(self, key, value):
        self[key] = value

    def remove(self, key):
        self.pop(key, None)

    def keys(self):
        return list(super().keys())


def play(game_id, kinds, orders=None, seed=1, max_steps=20_000):
    """One scripted game: (hand-overs, people's moves, hand-overs during public bids)."""
    app = App(Storage(), ("en",), new_seed=lambda: seed, bot_delay_ms=0)
    form = {"players": str(len(kinds)), "opening": "0"}
    for seat, kind in enumerate(kinds):
        form[f"kind_{seat}"], form[f"name_{seat}"] = kind, f"P{seat + 1}"
    app.handle("setup", game_id)
    app.handle("start", None, form)
    game = app.match.game
    people = [s for s, kind in enumerate(kinds) if kind == "human"]
    players = {s: game.make_bot("sensible", seed * 31 + s) for s in people}
    handovers = moves = public_bids = 0
    public = PUBLIC_BIDS.get(game_id)
    shown = None
    ordered = set()
    for _ in range(max_steps):
        state = app.match.state
        if state.is_over():
            break
        if app.bot_due():
            app.step_bot()
            continue
        seat = app.handover_to()
        if seat is not None:
            if shown != (len(app.match.actions), seat):
                handovers += 1
                public_bids += bool(public and public(state))
                shown = (len(app.match.actions), seat)
            app.handle("ready", str(seat))
            continue
        seat = app.controls_seat()
        if orders and seat not in ordered and app.viewer() == seat:  # only on one's own screen
            app.handle("orders", json.dumps(orders))  # set privately on the person's own screen
            ordered.add(seat)
        view = state.view(seat)
        legal = state.legal_actions(seat)
        action = players[seat].choose(view, legal)
        if action == ["end_turn"] and ["draw"] in legal:
            action = ["draw"]  # people use the actions of their turn (Jambo): they draw rather than stop
        app.handle("act", json.dumps(action))
    # A person's moves are the actions of their seats in the game's record: those they chose here,
    # and those given for them (standing orders, a single legal answer).
    moves = sum(1 for seat, _ in app.match.actions if seat in people)
    return handovers, moves, public_bids


def rows(games=3):
    out = []
    for game_id, kinds, orders, target in SCRIPTS:
        handovers = moves = public_bids = 0
        for seed in range(1, games + 1):
            h, m, p = play(game_id, kinds, orders, seed)
            handovers, moves, public_bids = handovers + h, moves + m, public_bids + p
        out.append(
            {
                "game": game_id,
                "people": kinds.count("human"),
                "computers": len(kinds) - kinds.count("human"),
                "orders": bool(orders),
                "handovers": handovers,
                "moves": moves,
                "per_move": handovers / moves if moves else None,
                "target": target,
                "public_bids": public_bids if game_id in PUBLIC_BIDS else None,
            }
        )
    return out


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args(argv)
    for row in rows(args.games):
        target = "" if row["target"] is None else f"  target <= {row['target']}"
        print(
            f"{row['game']:14} {row['people']} people + {row['computers']} computers"
            f"{' (orders)' if row['orders'] else ''}: {row['handovers']} hand-overs in {row['moves']} moves"
            f" = {row['per_move']:.2f}{target}"
        )


if __name__ == "__main__":
    main()
