"""Command line: python -m tabletop list | simulate GAME ... | replay SAVE.json"""

from __future__ import annotations

import argparse
import json
import sys
import time

from .engine.match import Match, SaveError
from .engine.rng import derive_seed
from .games import GAMES
from .ui.i18n import translate


def play_out(game, players: int, seed: int, levels: list[str], options=None):
    """Computer players play one game from a seed; returns the final state and the action count."""
    state = game.new(players, seed, options)
    bots = [game.make_bot(levels[seat], derive_seed(seed, seat, 7)) for seat in range(players)]
    actions = 0
    while not state.is_over():
        seat = state.actors()[0]
        action = bots[seat].choose(state.view(seat), state.legal_actions(seat))
        state = state.apply(seat, action)
        actions += 1
    return state, actions


def simulate(game_id: str, players: int, games: int, seed: int, levels: list[str]) -> dict:
    game = GAMES[game_id]
    if len(levels) == 1:
        levels = levels * players
    if len(levels) != players:
        raise SystemExit(f"--bots needs 1 or {players} levels")
    for level in levels:
        if level not in game.bot_levels:
            raise SystemExit(f"unknown level {level!r}; {game_id} has: {', '.join(game.bot_levels)}")
    wins = [0] * players
    shares = [0.0] * players
    total_actions = 0
    score_sums = [0] * players
    started = time.perf_counter()
    for index in range(games):
        state, actions = play_out(game, players, derive_seed(seed, index), levels)
        total_actions += actions
        result = state.result()
        for winner in result["winners"]:
            wins[winner] += 1
            shares[winner] += 1 / len(result["winners"])
        for seat, value in enumerate(result["scores"]):
            score_sums[seat] += value
    seconds = time.perf_counter() - started
    return {
        "game": game_id,
        "players": players,
        "bots": levels,
        "games": games,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 1) if seconds else None,
        "mean_actions": round(total_actions / games, 1) if games else 0,
        "wins": wins,
        "win_share": [round(share / games, 3) for share in shares] if games else shares,
        "mean_score": [round(total / games, 2) for total in score_sums] if games else score_sums,
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop", description="Tabletop board games")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("list", help="the games and their player counts")
    sim = commands.add_parser("simulate", help="computer players play many games")
    sim.add_argument("game", choices=sorted(GAMES))
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--bots", default=None, help="comma-separated levels, one or one per seat")
    rep = commands.add_parser("replay", help="replay a save file and print where it stands")
    rep.add_argument("save")
    args = parser.parse_args(argv)

    if args.command == "list":
        for game in GAMES.values():
            title = translate("en", game.title_key)
            print(f"{game.id:15} {title:20} {game.min_players}-{game.max_players} players")
        return 0
    if args.command == "simulate":
        game = GAMES[args.game]
        if not game.min_players <= args.players <= game.max_players:
            print(f"{args.game} takes {game.min_players}-{game.max_players} players", file=sys.stderr)
            return 2
        levels = (args.bots or game.bot_levels[0]).split(",")
        print(json.dumps(simulate(args.game, args.players, args.games, args.seed, levels)))
        return 0
    try:
        with open(args.save, encoding="utf-8") as handle:
            text = handle.read()
    except (OSError, UnicodeDecodeError) as error:
        print(f"cannot read {args.save}: {error}", file=sys.stderr)
        return 2
    try:
        match = Match.from_save(text, GAMES)
    except SaveError as error:
        print(f"invalid save: {error}", file=sys.stderr)
        return 1
    output = {"view": match.state.view(None), "over": match.state.is_over()}
    if match.state.is_over():
        output["result"] = match.state.result()
    print(json.dumps(output, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
