"""The contract every game follows: a Game makes States; a State lists and applies legal actions.

Actions are plain JSON values (lists, strings, numbers) so that a save is the seed plus the list of
(seat, action) pairs and loading it is a replay through the rules.
"""

from __future__ import annotations

import importlib
import json
from dataclasses import dataclass, field, fields


class IllegalAction(Exception):
    """Raised when a seat tries an action the rules do not allow now."""


class BadOptions(ValueError):
    """Raised for options or player counts a game does not accept."""


@dataclass(frozen=True)
class Option:
    """One setting of a game: its name, the values it may take, and the default."""

    name: str
    values: tuple
    default: object
    label_key: str = ""
    value_keys: dict = field(default_factory=dict)  # value -> message key for the new-game form


def open_table_option() -> Option:
    """The option every game with secrets offers: an open table, for friends who do not hide cards,
    where every view shows every hand and all money, and nobody hands the device over."""
    keys = {False: "option.open_table.off", True: "option.open_table.on"}
    return Option("open_table", (False, True), False, "option.open_table", keys)


def normalise(action):
    """The JSON form of an action: tuples become lists, so actions compare as they would after a save."""
    return json.loads(json.dumps(action))


@dataclass(frozen=True)
class Box:
    """What is printed on a game's box: its name, how many play and for how long. The home page
    lists the games from their boxes alone (games/spec.py), without importing their rules."""

    id: str
    title_key: str
    summary_key: str
    min_players: int
    max_players: int
    minutes: tuple[int, int]  # a game's usual length, fewest and most minutes


class Game:
    """Describes a game and creates its initial state. Subclasses set `box` (the facts below are
    taken from it) and the other class attributes."""

    box: Box | None = None
    id: str = ""
    title_key: str = ""
    summary_key: str = ""
    min_players: int = 2
    max_players: int = 2
    minutes: tuple[int, int] = (30, 30)
    options: tuple[Option, ...] = ()
    # Computer levels: the first is the new-game form's default. "random" is for tests and the
    # command line; the form offers `player_levels`.
    bot_levels: tuple[str, ...] = ("sensible", "easy", "strong", "random")
    player_levels: tuple[str, ...] = ("easy", "sensible", "strong")
    private_info: bool = False  # hands, money or bids that some seats may not see
    # The new-game form's first choice of opening seat, as the game's rules say: a seat number as
    # text, or "random". The option itself defaults to seat 0 so that a bare new() is reproducible.
    opening_choice: str = "0"
    # Saves older than this version may follow a reading of the rules corrected since (0: none).
    rules_corrected_in: int = 0
    state_class: type = None  # the game's State subclass, with initial(game, players, seed, options)

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        box = cls.__dict__.get("box")
        if box is not None:  # the box's facts, as class attributes (Elfengold's override Elfenland's)
            for fact in fields(box):
                setattr(cls, fact.name, getattr(box, fact.name))

    # --- standing orders: a person's answers given in advance for moves out of their turn --------

    def clean_orders(self, orders) -> dict:
        """A seat's standing orders (set on its own screen, kept with the save) in the game's one
        shape, or ValueError. A game without such answers takes none."""
        if orders not in (None, {}):
            raise ValueError("this game takes no standing orders")
        return {}

    def standing_answer(self, state, seat: int, orders: dict):
        """The answer `orders` give for `seat` now (a legal action), or None: ask the player."""
        return None

    def resolve_options(self, num_players: int, options: dict | None) -> dict:
        if not isinstance(num_players, int) or isinstance(num_players, bool):
            raise BadOptions("the number of players must be a whole number")
        if not self.min_players <= num_players <= self.max_players:
            raise BadOptions(
                f"{self.id} takes {self.min_players}-{self.max_players} players, not {num_players}"
            )
        options = dict(options or {})
        resolved = {}
        for option in self.options:
            value = options.pop(option.name, option.default)
            if value not in option.values or isinstance(value, bool) != isinstance(option.default, bool):
                raise BadOptions(f"option {option.name} cannot be {value!r}")
            resolved[option.name] = value
        if options:
            raise BadOptions(f"unknown option(s): {', '.join(sorted(map(str, options)))}")
        self.check_options(num_players, resolved)
        return resolved

    def check_options(self, num_players: int, options: dict) -> None:
        """Checks that depend on the player count; extend where needed."""
        if options.get("opening_seat", 0) >= num_players:
            raise BadOptions("the opening seat must be one of the players")

    def __init__(self, bots=None):
        """`bots` names the module whose `make_bot(level, seed)` makes the game's computer players
        (or is that function): the rules never import their bots (the bots import the rules), and the
        module is imported when a computer first moves, so that the page starts without it."""
        self._bots = bots

    def new(self, num_players: int, seed: int, options: dict | None = None) -> State:
        options = self.resolve_options(num_players, options)
        return self.state_class.initial(self, num_players, int(seed), options)

    def make_bot(self, level: str, seed: int):
        """A computer player of `level`; "hint": the page's hint player, the game's `make_hint` in the
        module `hints` beside its bots (engine/hints.py)."""
        if self._bots is None:
            raise NotImplementedError(f"{self.id} has no computer players")
        if isinstance(self._bots, str):
            self._bots_module, self._bots = self._bots, importlib.import_module(self._bots).make_bot
        if level == "hint" and getattr(self, "_bots_module", None):
            package = self._bots_module.rpartition(".")[0]
            return importlib.import_module(f"{package}.hints").make_hint(seed)
        return self._bots(level, seed)


class State:
    """A position of a game. Never mutated once handed out: apply() returns a new State.

    Subclasses implement actors(), legal_actions(), _copy(), _apply(), result() and view().
    `reveals` counts how often hidden information was turned up (a card, a sealed bid); undo never
    crosses a change of it.
    """

    game: Game
    reveals: int = 0

    def actors(self) -> list[int]:
        raise NotImplementedError

    def legal_actions(self, seat: int) -> list:
        raise NotImplementedError

    def is_legal(self, seat: int, action) -> bool:
        return seat in self.actors() and action in self.legal_actions(seat)

    def apply(self, seat: int, action) -> State:
        action = normalise(action)
        if not isinstance(seat, int) or isinstance(seat, bool) or seat not in self.actors():
            raise IllegalAction(f"seat {seat!r} may not act now")
        if not self.is_legal(seat, action):
            raise IllegalAction(f"{json.dumps(action)} is not a legal action for seat {seat} now")
        successor = self._copy()
        successor._apply(seat, action)
        return successor

    def is_over(self) -> bool:
        return not self.actors()

    def private_decision(self, seat: int) -> bool:
        """Whether `seat`'s decision now needs its own secrets on screen, so that the device is handed
        to that player first. A decision that needs only what the table sees (a bid where money is
        public) is taken at the shared screen, from the public view (whose fields for it the game
        then shows to all). By default every decision in a game with secrets is private."""
        return self.game.private_info

    def answer_known(self, seat: int) -> bool:
        """Whether everyone at the table can tell that `seat` has only one legal action now, so that
        its answer tells nobody anything (a computer's such answer does not stop an undo). By default
        only in a game without secrets; a game may say where else the table can tell."""
        return not self.game.private_info and len(self.legal_actions(seat)) == 1

    def live(self) -> dict | None:
        """A decision open to several seats at once, whenever they like, that the table closes by
        the clock (Modern Art's open auction: anyone raises at any moment; sold when nobody has for
        a while). None for an ordinary decision; else {"seats": who may act now, at the shared
        screen; "close": [seat, action], the legal move the table takes once nobody has acted for
        "seconds"; "early": whether that seat may take it sooner itself; "quiet": the answer that
        means "nothing now", which the table never takes (a computer's silence); "least": the
        least amount a raise ([verb, amount]) may name now; the message keys "refused" (a raise the
        seat's secrets forbid, said without them: {name}) and "too_low" ({low})}."""
        return None

    def result(self) -> dict | None:
        raise NotImplementedError

    def view(self, seat: int | None) -> dict:
        raise NotImplementedError

    def progress(self) -> dict:
        """A short public summary for the saved-games list, e.g. {"key": "...", "params": {...}}."""
        return {}

    def _copy(self) -> State:
        raise NotImplementedError

    def _apply(self, seat: int, action) -> None:
        raise NotImplementedError


def copy_rows(rows: list) -> list:
    """A list of lists copied two levels deep (per-seat hands, a board of rows)."""
    return [row[:] for row in rows]


def copy_slots(state: State, copiers: dict) -> State:
    """A copy of `state`, slot by slot: `copiers[name](value)` for the mutable ones (list.copy,
    copy_rows, Rng.copy, ...); any other value (a number, a string, a tuple, the game) is shared."""
    other = object.__new__(type(state))
    for name in type(state).__slots__:
        value = getattr(state, name)
        copier = copiers.get(name)
        setattr(other, name, value if copier is None else copier(value))
    return other


def keeps_secrets(before: State, after: State) -> bool:
    """Whether the step from `before` to `after` may be taken back: it turned up nothing hidden
    (the game counts such changes in `reveals`) and did not end the game, whose end shows the result."""
    return after.reveals == before.reveals and not after.is_over()


def visible_log(log: list[dict], seat: int | None, everyone: bool = False) -> list[dict]:
    """The log as one seat may read it. An entry with "to": [seats] is private to those seats;
    every other entry is public (`everyone`: all are, at an open table). The "to" marker itself is
    dropped."""
    shown = []
    for entry in log:
        audience = entry.get("to")
        if audience is None:
            shown.append(dict(entry))
        elif everyone or (seat is not None and seat in audience):
            shown.append({key: value for key, value in entry.items() if key != "to"})
    return shown
