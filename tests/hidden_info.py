"""Properties of hidden information, shared by every game's tests.

Each game supplies `redeal(state, seat, rng) -> State`: a copy in which only what `seat` hides from
the others is changed (its hand exchanged with unseen cards, its secret counters or items redrawn)
and the unseen pool (deck order, face-down stacks) reshuffled, everything public kept. With it:

- `check_no_leak`: a move by one seat never makes the public view, or any other seat's view, depend
  on another seat's secrets (unless the move turned something up, which counts as a reveal). This is
  what a forced move computed from a hidden hand would break.
- `check_undo_barrier`: whenever the engine lets a move be taken back, no seat learnt from it
  anything that was hidden from that seat before (the view after the move is the same whatever the
  hidden parts were). This is what an uncounted reveal would break.
"""

from __future__ import annotations

from tabletop.engine.core import keeps_secrets
from tabletop.engine.rng import Rng, derive_seed


def positions(game, players, seed, bot_level=None, max_steps=3000):
    """The states of one self-played game (bots of the game's first level), start to end."""
    state = game.new(players, seed)
    level = bot_level or game.bot_levels[0]
    bots = [game.make_bot(level, derive_seed(seed, 9, s)) for s in range(players)]
    for _ in range(max_steps):
        yield state
        if state.is_over():
            return
        seat = state.actors()[0]
        state = state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
    raise AssertionError("the game must end")


def _sample(actions, rng, most):
    if len(actions) <= most:
        return list(actions)
    return [actions[0], actions[-1]] + [actions[rng.below(len(actions))] for _ in range(most - 2)]


def sampled_positions(game, salt, games, every, players, bot_level):
    """(players, state) for every `every`-th position of `games` self-played games that is not over,
    the player counts taken in turn from `players` (default: every count the game allows)."""
    counts = players or list(range(game.min_players, game.max_players + 1))
    for index in range(games):
        players_now = counts[index % len(counts)]
        game_seed = derive_seed(salt, index, players_now)
        for step, state in enumerate(positions(game, players_now, game_seed, bot_level)):
            if not state.is_over() and step % every == 0:
                yield players_now, state


def check_no_leak(game, redeal, games=6, every=1, actions_per_step=4, players=None, bot_level=None):
    """Returns how many comparisons were made where the redealt seat's own view really differed
    (so that a caller can assert the check had something to compare)."""
    rng = Rng(derive_seed(4242, len(game.id)))
    varied = 0
    for players_now, state in sampled_positions(game, 11, games, every, players, bot_level):
        for hider in range(players_now):
            other = redeal(state, hider, rng)
            for seat in [None, *range(players_now)]:
                if seat != hider:
                    assert other.view(seat) == state.view(seat), "redeal changes only the hider's secrets"
            if other.view(hider) != state.view(hider):
                varied += 1
            for actor in state.actors():
                if actor == hider:
                    continue
                legal = state.legal_actions(actor)
                assert other.legal_actions(actor) == legal, (
                    f"seat {actor}'s choices depend on seat {hider}'s secrets"
                )
                for action in _sample(legal, rng, actions_per_step):
                    after, after_other = state.apply(actor, action), other.apply(actor, action)
                    if after.reveals != state.reveals or after_other.reveals != other.reveals:
                        continue  # something was turned up: the views may differ by what it was
                    for seat in [None, *range(players_now)]:
                        if seat != hider:
                            assert after_other.view(seat) == after.view(seat), (
                                f"after seat {actor} plays {action}, what seat {seat} sees depends "
                                f"on seat {hider}'s secrets"
                            )
    return varied


def check_undo_barrier(game, redeal, games=6, every=1, actions_per_step=4, players=None, bot_level=None):
    """Returns how many undoable moves were checked."""
    rng = Rng(derive_seed(777, len(game.id)))
    checked = 0
    for players_now, state in sampled_positions(game, 12, games, every, players, bot_level):
        for actor in state.actors():
            for action in _sample(state.legal_actions(actor), rng, actions_per_step):
                after = state.apply(actor, action)
                if not keeps_secrets(state, after):
                    continue
                checked += 1
                for watcher in range(players_now):
                    # What the watcher could not see: every other seat's secrets but the mover's,
                    # whose move would not stay legal (its own choice is public anyway).
                    other = state
                    for hider in range(players_now):
                        if hider not in (watcher, actor):
                            other = redeal(other, hider, rng)
                    assert other.view(watcher) == state.view(watcher)
                    assert other.apply(actor, action).view(watcher) == after.view(watcher), (
                        f"seat {actor}'s {action} can be taken back, yet it showed seat {watcher} "
                        "something that was hidden before"
                    )
                    if watcher == actor:
                        continue
                    # The mover's own other secrets: where the same move is still legal with
                    # them redealt, it must show the watcher nothing more than the move itself
                    # (a card handed over from a hand is a reveal).
                    mover = redeal(other, actor, rng)
                    if mover.is_legal(actor, action):
                        assert mover.apply(actor, action).view(watcher) == after.view(watcher), (
                            f"seat {actor}'s {action} can be taken back, yet it showed seat "
                            f"{watcher} some of seat {actor}'s secrets"
                        )
    return checked
