"""The hint: the strong player's move for the seat holding the device, with its reason in the game's
words (never how few samples it took).

A game's hint player is its strong player (a SearchBot) with `Hinting` mixed in: `think` answers as
the strong player would (a game may narrow the moves it weighs, so that the hint agrees with what
the page shows elsewhere, as the Elfen tour planner), then leaves

- `reason`: a list of reasons, each a dict {"key": a message key of the game's catalog, ...its
  parameters}, put into words by the game's view (`hint_reason(ctx, reasons)` in its ui.py), which
  names the things they refer to (towns, cards, suits, seats) in the reader's language;
- `quick`: whether the search was cut short by its time cap (the page then says it is a quick hint).

Each reason comes from the evaluation the move was chosen by: the game's own feature of the move (the
towns a tour gains, a painting's worth this round, the gold a line of play gains, the suits a lot
builds), and, where the search weighed other moves, how much better the chosen one did in the
playouts than the next best (`runner_up`).

The command line's `strength --level hint` plays exactly these moves (tabletop/__main__.py), so the
hint's quality is measured as a level's.
"""

from __future__ import annotations

HINT_LEVEL = "hint"


def reason(key: str, **params) -> dict:
    """One reason: a message key and its parameters."""
    return {"key": key, **params}


class Hinting:
    """Mixed into a game's strong player (before it, so that `think` wraps the search's)."""

    level = HINT_LEVEL
    reason: list = []
    quick = False

    def think(self, view, legal, seconds=None):
        self.reason, self.quick = [], False
        action = yield from super().think(view, legal, seconds)
        yield  # the reasons in a slice of their own (an Elfen reason asks the tour planner)
        self.quick = bool(getattr(self, "cut_short", False))
        self.reason = [found for found in self.explain(view, legal, action) if found]
        return action

    def explain(self, view, legal, action) -> list:
        """The reasons for `action`, from the game's evaluation (a game's hint provides it)."""
        return []

    # --- what the search found --------------------------------------------------------------------

    def searched(self, action):
        """(value, measure) of `action` in the last search, or None when it was not searched."""
        for index, (candidate, value, _) in enumerate(getattr(self, "last_values", ())):
            if candidate == action:
                measures = getattr(self, "last_measures", ())
                return value, measures[index] if index < len(measures) else None
        return None

    def runner_up(self, action):
        """The best of the other searched moves: (action, value, measure), or None."""
        best = None
        measures = getattr(self, "last_measures", ())
        for index, (candidate, value, _) in enumerate(getattr(self, "last_values", ())):
            if candidate != action and (best is None or value > best[1]):
                best = (candidate, value, measures[index] if index < len(measures) else None)
        return best


# --- in words (for the games' views) -------------------------------------------------------------


def number(value):
    """An amount for words: a whole number where it is one (to a tenth), else with one decimal."""
    rounded = round(float(value), 1)
    return int(rounded) if rounded == int(rounded) else rounded


def in_words(t, reasons, params_in_words) -> str:
    """The reasons as one text, in the reader's language: each reason's message (`t(key, **params)`)
    with its parameters first put into words by `params_in_words(params)` (which changes the dict:
    a town's id to its name, a seat to its player's name), joined by "table.hint_sep"."""
    texts = []
    for found in reasons:
        if not found:
            continue
        params = {name: value for name, value in found.items() if name != "key"}
        for name, value in params.items():
            if isinstance(value, float):
                params[name] = number(value)
        params_in_words(params)
        texts.append(t(found["key"], **params))
    return t("table.hint_sep").join(text for text in texts if text)
