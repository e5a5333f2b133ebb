"""Determinised search: the strong computer players' way of looking ahead without cheating.

The bot never sees the true state. From its seat's view, a game's sampler builds a full state that
agrees with everything the seat knows (unseen cards shuffled, other hands dealt from the unseen pool,
future randomness reseeded). Each candidate action is tried in the same samples and played out by
quick players to the end of the game, or to a horizon where the game's estimate takes over; the
action with the best average wins (flat Monte Carlo over determinisations, with common samples so
that the candidates are compared on the same luck).

Playouts run on states the search owns, so they step with the unchecked `_apply` in place: the
checks of `State.apply` (normalising JSON, listing the legal actions again, copying) are for a
player's move, which still always goes through them.
"""

from __future__ import annotations

import time

from .bots import Bot
from .rng import Rng, derive_seed

# Steps a playout takes between yields, so that one long playout does not hold the page.
STEPS_PER_SLICE = 16


def playout_value(result: dict, seat: int) -> float:
    """What an ended game is worth to a seat, in [0, 1]: mostly its share of the win, and a little
    for each rival it outscored, so that a lost game lost by less still counts for something."""
    winners = result["winners"]
    share = 1 / len(winners) if seat in winners else 0.0
    scores = result.get("scores")
    if not scores or len(scores) < 2:
        return share
    mine = scores[seat]
    beaten = sum(1 for other, value in enumerate(scores) if other != seat and value < mine)
    tied = sum(1 for other, value in enumerate(scores) if other != seat and value == mine)
    return 0.85 * share + 0.15 * (beaten + tied / 2) / (len(scores) - 1)


class SearchBot(Bot):
    """Flat Monte Carlo over determinisations. A game's strong player subclasses it and provides
    `sample`; it may narrow the `candidates`, choose the playout players, set a `horizon` with an
    `estimate` for where a playout stops, and size the budget."""

    level = "strong"
    playouts = 240  # playouts a move, over all candidates together
    min_samples = 4  # determinisations each candidate gets at the least, time permitting
    max_candidates = 8
    horizon: int | None = None  # steps a playout takes before `estimate`; None: to the end

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.seed = seed
        self.last_values: list[tuple[object, float, int]] = []  # (action, mean value, samples)

    # --- what a game provides --------------------------------------------------------------------

    def sample(self, view: dict, rng: Rng):
        """A full state consistent with `view` (never built from the true state)."""
        raise NotImplementedError

    def policy(self, seat: int, seed: int) -> Bot:
        """The quick player that plays `seat` in playouts."""
        raise NotImplementedError

    def fallback(self, view: dict, legal: list):
        """The answer when there is nothing to search (one sensible candidate) or no time."""
        return self.policy(view["seat"], self.seed).choose(view, legal)

    def candidates(self, view: dict, legal: list) -> list:
        """The actions worth searching; the default keeps them all up to `max_candidates`, spread
        evenly over the list with the quick player's own choice among them."""
        if len(legal) <= self.max_candidates:
            return list(legal)
        keep = {
            round(index * (len(legal) - 1) / (self.max_candidates - 2))
            for index in range(self.max_candidates - 1)
        }
        chosen = [legal[index] for index in sorted(keep)]
        preferred = self.fallback(view, legal)
        if preferred not in chosen:
            chosen.append(preferred)
        return chosen

    def wants_sample(self, samples: int, candidates: list) -> bool:
        """Whether to try the candidates in one more sample, `samples` done (the budget: by default
        `playouts` over all candidates, and at least `min_samples` each)."""
        return samples < max(self.min_samples, self.playouts // len(candidates))

    def estimate(self, state, seat: int) -> float:
        """What an unfinished game is worth to `seat`, in [0, 1], where a playout stops at the horizon."""
        raise NotImplementedError

    def evaluate(self, state, seat: int) -> float:
        if state.is_over():
            return playout_value(state.result(), seat)
        return self.estimate(state, seat)

    def rollout_action(self, state, seat: int, players: dict, seed: int):
        """One step of a playout (the default: the seat's quick player, from its view in the sample)."""
        player = players.get(seat)
        if player is None:
            player = players[seat] = self.policy(seat, derive_seed(seed, seat))
        return player.choose(state.view(seat), state.legal_actions(seat))

    # --- the search ------------------------------------------------------------------------------

    def think(self, view, legal, seconds=None):
        self.last_values = []  # a hint must never show the values of an earlier move
        if len(legal) == 1:
            return legal[0]
        candidates = self.candidates(view, legal)
        if len(candidates) == 1:
            return candidates[0]
        seat = view["seat"]
        clock = time.perf_counter
        started = clock()
        totals = [0.0] * len(candidates)
        samples = 0
        while self.wants_sample(samples, candidates):
            round_index = samples
            rng = Rng(derive_seed(self.seed, 1, round_index))
            base = self.sample(view, rng)
            values = []
            for action in candidates:
                state = base._copy()
                state._apply(seat, action)
                value = yield from self._play_out(state, seat, derive_seed(self.seed, 2, round_index))
                values.append(value)
                if seconds is not None and clock() - started >= seconds:
                    # Out of time: a partial round would compare the candidates on unequal luck, so
                    # it is left out (with no whole round at all, the quick player answers).
                    break
            else:
                for index, value in enumerate(values):
                    totals[index] += value
                samples += 1
                continue
            break
        if not samples:
            return self.fallback(view, legal)
        self.last_values = [(action, totals[i] / samples, samples) for i, action in enumerate(candidates)]
        best = max(range(len(candidates)), key=lambda index: totals[index])
        return candidates[best]

    def _play_out(self, state, seat, seed):
        players: dict = {}
        steps = 0
        while not state.is_over() and (self.horizon is None or steps < self.horizon):
            actor = state.actors()[0]
            state._apply(actor, self.rollout_action(state, actor, players, seed))
            steps += 1
            if steps % STEPS_PER_SLICE == 0:
                yield
        yield
        return self.evaluate(state, seat)
