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
    steps_per_slice = STEPS_PER_SLICE  # fewer where a playout step is slow (a journey planned)
    clock = staticmethod(time.perf_counter)  # what `seconds` is counted on (the page: the wall clock)
    # The most a move may search when its caller sets no cap (the command line and the bench, on
    # CPython), counted in CPU time so that a busy machine neither weakens it nor changes its games;
    # None: the budget alone. The page's cap is wall time in Pyodide, about twice as slow: a game's
    # own cap is about half the page's, so that the search the bench measures fits in both.
    own_seconds: float | None = None

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.seed = seed
        self.last_values: list[tuple[object, float, int]] = []  # (action, mean value, samples)
        # Each candidate's mean `measure` over its playouts (a tuple, in last_values' order), where the
        # game measures something (a hint's reason reads it); else [].
        self.last_measures: list[tuple[float, ...]] = []
        # Whether the last move's search was cut short by its time cap before even `min_samples`
        # samples (a hint says it is a quick one).
        self.cut_short = False
        self.moves = 0  # moves thought about so far

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

    def time_share(self, view: dict) -> float:
        """The share of the cap this move may take (a game with many small decisions gives each less)."""
        return 1.0

    def estimate(self, state, seat: int) -> float:
        """What an unfinished game is worth to `seat`, in [0, 1], where a playout stops at the horizon."""
        raise NotImplementedError

    # What a playout's end shows of a game's own features for `seat` (a tuple of numbers: a score, the
    # gold gained), averaged per candidate into last_measures; None: nothing measured.
    measure = None

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

    def pick(self, table: list[list[float]]) -> int:
        """The candidate to play, from each sample's values of every candidate (a row per sample):
        by default the best average."""
        return max(range(len(table[0])), key=lambda index: sum(row[index] for row in table))

    def think(self, view, legal, seconds=None):
        self.last_values = []  # a hint must never show the values of an earlier move
        self.last_measures = []
        self.cut_short = False
        self.moves += 1
        if len(legal) == 1:
            return legal[0]
        candidates = self.candidates(view, legal)
        if len(candidates) == 1:
            return candidates[0]
        seat = view["seat"]
        if seconds is None and self.own_seconds is not None:
            seconds, self.clock = self.own_seconds, time.process_time
        else:
            self.clock = time.perf_counter
        if seconds is not None:
            seconds *= self.time_share(view)
        clock = self.clock
        started = clock()
        table: list[list[float]] = []
        measured = self.measure is not None
        sums: list = [None] * len(candidates)
        while self.wants_sample(len(table), candidates):
            # Seeds per move and sample: a bot that plays a whole game (the command line) does not
            # see the same luck at every move.
            seed = derive_seed(self.seed, self.moves, len(table))
            base = self.sample(view, Rng(derive_seed(seed, 1)))
            start = self.playout_start(base)
            values, measures = [], []
            for action in candidates:
                state = base._copy()
                state._apply(seat, action)
                values.append((yield from self._play_out(state, seat, derive_seed(seed, 2), start)))
                if measured:
                    measures.append(self.measure(state, seat))
                if seconds is not None and clock() - started >= seconds:
                    # Out of time: a partial sample would compare the candidates on unequal luck,
                    # so it is left out (with no whole sample at all, the quick player answers).
                    self.cut_short = len(table) < self.min_samples
                    break
            else:
                table.append(values)
                for index, found in enumerate(measures):
                    old = sums[index]
                    sums[index] = found if old is None else tuple(map(sum, zip(old, found, strict=True)))
                continue
            break
        if not table:
            self.cut_short = seconds is not None
            return self.fallback(view, legal)
        samples = len(table)
        self.last_values = [
            (action, sum(row[index] for row in table) / samples, samples)
            for index, action in enumerate(candidates)
        ]
        if measured:
            self.last_measures = [tuple(value / samples for value in found) for found in sums]
        return candidates[self.pick(table)]

    def playout_ends(self, state, start, steps: int) -> bool:
        """Where a playout stops before the end of the game (`start`: what playout_start noted
        before the candidate was played): by default after `horizon` steps."""
        return self.horizon is not None and steps >= self.horizon

    def playout_start(self, state):
        """What `playout_ends` needs to know of the position a playout starts from (a round, a turn)."""
        return None

    def _play_out(self, state, seat, seed, start=None):
        players: dict = {}
        steps = 0
        while not state.is_over() and not self.playout_ends(state, start, steps):
            actor = state.actors()[0]
            state._apply(actor, self.rollout_action(state, actor, players, seed))
            steps += 1
            if steps % self.steps_per_slice == 0:
                yield
        self.playout_done(players, steps)
        yield
        return self.evaluate(state, seat)

    def playout_done(self, players: dict, steps: int) -> None:
        """After each playout (`players`: its quick players by seat): for a budget counted in work."""
