"""Command line: python -m tabletop list | simulate GAME ... | replay SAVE.json"""

from __future__ import annotations

import argparse
import json
import sys
import time

from .engine.bots import finish
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


def wilson_interval(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win rate (ties count as a share of a win)."""
    if not games:
        return 0.0, 1.0
    rate = wins / games
    centre = rate + z * z / (2 * games)
    spread = z * ((rate * (1 - rate) + z * z / (4 * games)) / games) ** 0.5
    scale = 1 + z * z / games
    return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)


def strength(game_id: str, players: int, games: int, seed: int, level: str, against: str, options=None,
             seconds=None) -> dict:
    """One `level` player against `against` players, its seat rotated game by game: its win share
    with a 95 % interval, and its think time a move on this Python (`seconds` caps a move's search,
    as the page does)."""
    game = GAMES[game_id]
    for name in (level, against):
        if name not in game.bot_levels:
            raise SystemExit(f"unknown level {name!r}; {game_id} has: {', '.join(game.bot_levels)}")
    share = 0.0
    think = []
    started = time.perf_counter()
    for index in range(games):
        tested = index % players
        game_seed = derive_seed(seed, index)
        state = game.new(players, game_seed, options)
        levels = [level if s == tested else against for s in range(players)]
        bots = [game.make_bot(levels[s], derive_seed(game_seed, s, 7)) for s in range(players)]
        while not state.is_over():
            seat = state.actors()[0]
            # CPU time, so that a busy machine does not inflate it (wall time on a quiet one).
            began = time.process_time()
            action = finish(bots[seat].think(state.view(seat), state.legal_actions(seat), seconds))
            if seat == tested:
                think.append(time.process_time() - began)
            state = state.apply(seat, action)
        winners = state.result()["winners"]
        if tested in winners:
            share += 1 / len(winners)
    low, high = wilson_interval(share, games)
    think.sort()
    return {
        "game": game_id,
        "players": players,
        "level": level,
        "against": against,
        "games": games,
        "win_share": round(share / games, 3) if games else 0.0,
        "interval_95": [round(low, 3), round(high, 3)],
        "fair_share": round(1 / players, 3),
        "think_mean_s": round(sum(think) / len(think), 4) if think else 0.0,
        "think_max_s": round(think[-1], 4) if think else 0.0,
        "seconds": round(time.perf_counter() - started, 1),
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
    duel = commands.add_parser("strength", help="one level against another, seats rotated")
    duel.add_argument("game", choices=sorted(GAMES))
    duel.add_argument("--players", type=int, required=True)
    duel.add_argument("--games", type=int, default=40)
    duel.add_argument("--seed", type=int, default=1)
    duel.add_argument("--level", default="strong")
    duel.add_argument("--against", default="sensible")
    duel.add_argument("--seconds", type=float, default=None, help="cap on a move's search, as in the page")
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
    if args.command == "strength":
        result = strength(
            args.game, args.players, args.games, args.seed, args.level, args.against, seconds=args.seconds
        )
        print(json.dumps(result))
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
