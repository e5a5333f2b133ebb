"""Command line: python -m tabletop list | simulate GAME ... | replay SAVE.json"""

from __future__ import annotations

import argparse
import json
import sys
import time

from .engine.bots import finish
from .engine.hints import HINT_LEVEL
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


def check_level(game, level: str) -> None:
    """A level the game's computer players know: one of its bot levels, or "hint" (what the page's
    hint would play: the strong player's move with its reason, engine/hints.py) where it has a strong one."""
    if level in game.bot_levels or (level == HINT_LEVEL and "strong" in game.bot_levels):
        return
    known = ", ".join(game.bot_levels + ((HINT_LEVEL,) if "strong" in game.bot_levels else ()))
    raise SystemExit(f"unknown level {level!r}; {game.id} has: {known}")


def simulate(game_id: str, players: int, games: int, seed: int, levels: list[str]) -> dict:
    game = GAMES[game_id]
    if len(levels) == 1:
        levels = levels * players
    if len(levels) != players:
        raise SystemExit(f"--bots needs 1 or {players} levels")
    for level in levels:
        check_level(game, level)
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
    as the page does; without it a search keeps to its own cap, the page's budget in CPU time on
    CPython). The level "hint" plays what the page's hint would show (engine/hints.py), with the
    budget of the strong player the page asks for it."""
    game = GAMES[game_id]
    for name in (level, against):
        check_level(game, name)
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


def plan_timing(game_id: str, positions: int, seed: int) -> dict:
    """The tour planner's time (games/elfenland/tours.py) on positions the sensible players reach:
    half at a journey's steps (the tour the page shows), half in planning (the tours with and without
    the seat's counters and the notes of the roads lit for a chosen counter: the dearest choice),
    each worked out afresh (the quickest of three tries)."""
    from .games.elfenland import tour_view, tours

    game = GAMES[game_id]
    options = {"witches": True} if game_id == "elfengold" else None
    found = {"move": [], "plan": []}
    round_seed = seed
    while min(len(found["move"]), len(found["plan"])) < (positions + 1) // 2 and round_seed < seed + 50:
        state = game.new(4, round_seed, options)
        bots = [game.make_bot("sensible", derive_seed(round_seed, seat, 7)) for seat in range(4)]
        while not state.is_over():
            seat = state.actors()[0]
            view = state.view(seat)
            legal = state.legal_actions(seat)
            if view["phase"] in found and len(legal) > 1:
                found[view["phase"]].append((view, legal))
            state = state.apply(seat, bots[seat].choose(view, legal))
        round_seed += 1
    picked = []
    for phase in ("move", "plan"):
        rows = found[phase]
        step = max(1, len(rows) // max(1, (positions + 1) // 2))
        picked += rows[::step][: (positions + 1) // 2]
    picked = picked[:positions]
    times = []
    for view, legal in picked:
        # In planning, a counter is chosen first (its roads light up, with their notes): each choice
        # is a page of its own.
        chosen = sorted({action[1] for action in legal if action[0] == "place"}) or [None]
        worst = 0.0
        for kind in chosen:
            ctx = type("Ctx", (), {})()
            ctx.view, ctx.legal, ctx.acting_seat = view, legal, view["seat"]
            ctx.ui_state = {} if kind is None else {"counter": kind, "item": kind}
            ctx.t = lambda key, **params: key
            best = None
            for _ in range(3):  # the quickest of three: the machine's other work is not the planner's
                tours._CACHE.clear()
                began = time.perf_counter()
                tour_view.tour_panel(ctx)
                tour_view.road_notes(ctx)
                took = (time.perf_counter() - began) * 1000
                best = took if best is None else min(best, took)
            worst = max(worst, best)
        times.append(worst)
    return {
        "game": game_id,
        "positions": len(times),
        "mean_ms": round(sum(times) / len(times), 2) if times else 0.0,
        "max_ms": round(max(times), 2) if times else 0.0,
        "python": sys.version.split()[0],
        "platform": sys.platform,
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
    duel.add_argument("--level", default="strong", help="a level, or hint: what the page's hint plays")
    duel.add_argument("--against", default="sensible")
    duel.add_argument("--seconds", type=float, default=None, help="cap on a move's search, as in the page")
    rep = commands.add_parser("replay", help="replay a save file and print where it stands")
    rep.add_argument("save")
    timing = commands.add_parser("plan-timing", help="the Elfen tour planner's time on self-played positions")
    timing.add_argument("game", choices=["elfenland", "elfengold"])
    timing.add_argument("--positions", type=int, default=40)
    timing.add_argument("--seed", type=int, default=1)
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
    if args.command == "plan-timing":
        print(json.dumps(plan_timing(args.game, args.positions, args.seed)))
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
