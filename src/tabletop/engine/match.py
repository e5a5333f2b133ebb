"""A match: one game being played by named seats, its history, undo, and its save file.

A save is JSON: {"format": "tabletop-save", "version": 2, "game", "options", "seed", "seats",
"actions": [[seat, action], ...]}. Loading replays every action through the rules, so a tampered
save is refused rather than trusted.
"""

from __future__ import annotations

import json

from .core import BadOptions, IllegalAction, State, keeps_secrets, normalise
from .savefile import MAX_SAVE_BYTES, SaveError, parse  # noqa: F401 (both are imported from here)

SAVE_FORMAT = "tabletop-save"
# Version 2: the games ask a seat for every step that depends on its secrets (see _replay_legacy).
SAVE_VERSION = 2
SAVE_VERSIONS = (1, 2)
LEGACY_FORCED_STEPS = 12  # at most this many once-automatic steps before one recorded move
HUMAN, COMPUTER = "human", "computer"
MAX_NAME_LENGTH = 40


def clean_name(name, fallback: str) -> str:
    """Player names are free text: keep them printable and short; the view escapes them."""
    if not isinstance(name, str):
        return fallback
    text = "".join(ch for ch in name if ch.isprintable()).strip()
    return text[:MAX_NAME_LENGTH] or fallback


class Match:
    def __init__(self, game, seats: list[dict], seed: int, options: dict | None = None):
        self.game = game
        self.seats = seats
        self.seed = seed
        self.options = game.resolve_options(len(seats), options)
        self.states: list[State] = [game.new(len(seats), seed, self.options)]
        self.actions: list[list] = []
        # Each person's standing orders (Game.clean_orders): private to that seat, kept with the save.
        self.orders: dict[int, dict] = {}

    @classmethod
    def create(cls, game, seats, seed, options=None) -> Match:
        """A new match; seats are dicts with name, kind and (for a computer) level."""
        return cls(game, [_check_seat(game, seat, index) for index, seat in enumerate(seats)], seed, options)

    @property
    def state(self) -> State:
        return self.states[-1]

    def act(self, seat: int, action) -> State:
        action = normalise(action)
        successor = self.state.apply(seat, action)
        self.states.append(successor)
        self.actions.append([seat, action])
        return successor

    def set_orders(self, seat: int, orders) -> None:
        """A person's standing orders (ValueError if they are not the game's shape)."""
        if not 0 <= seat < len(self.seats) or self.is_computer(seat):
            raise ValueError("only a person at the table gives standing orders")
        cleaned = self.game.clean_orders(orders)
        if cleaned:
            self.orders[seat] = cleaned
        else:
            self.orders.pop(seat, None)

    def standing_answer(self, seat: int):
        """What `seat`'s standing orders answer now, or None (no orders for this, or a computer)."""
        orders = self.orders.get(seat)
        if not orders or self.is_computer(seat):
            return None
        answer = self.game.standing_answer(self.state, seat, orders)
        return answer if answer is not None and self.state.is_legal(seat, answer) else None

    def is_computer(self, seat: int) -> bool:
        return self.seats[seat]["kind"] == COMPUTER

    def bot_seed(self, seat: int) -> int:
        """A computer player's seed for this step, derived one way (SHA-256) so that nothing read off
        a bot's generator leads back to the match seed, and from it to the order of every deck."""
        text = f"tabletop-bot:{self.seed}:{len(self.actions)}:{seat}".encode()
        import hashlib  # here, not at the top: the page starts faster without it (~20 ms in Pyodide)

        return int.from_bytes(hashlib.sha256(text).digest()[:8], "big")

    def can_undo(self, steps: int = 1) -> bool:
        """Whether the last `steps` actions may be taken back: humans' only, or a computer's answer
        that everyone could tell was its only one (State.answer_known); none that turned up hidden
        information, and nothing once the game is over."""
        if not 0 < steps <= len(self.actions):
            return False
        for back in range(1, steps + 1):
            seat, before = self.actions[-back][0], self.states[-back - 1]
            if self.is_computer(seat) and not before.answer_known(seat):
                return False
            if not keeps_secrets(before, self.states[-back]):
                return False
        return True

    def undo(self, steps: int = 1) -> None:
        if not self.can_undo(steps):
            raise IllegalAction("nothing to undo")
        del self.states[-steps:]
        del self.actions[-steps:]

    # --- saves ---

    def to_save(self) -> dict:
        orders = {str(seat): orders for seat, orders in sorted(self.orders.items())}
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game.id,
            "options": dict(self.options),
            "seed": self.seed,
            "seats": [dict(seat) for seat in self.seats],
            "actions": [[seat, action] for seat, action in self.actions],
            **({"orders": orders} if orders else {}),
        }

    def to_json(self) -> str:
        return json.dumps(self.to_save(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_save(cls, data, games: dict) -> Match:
        """Rebuild a match from a save (a dict or JSON text), checking every part and every action."""
        if isinstance(data, (str, bytes, bytearray)):
            data = parse(data)  # its size and nesting checked before the JSON parser sees it
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveError("save.foreign", "this is not a Tabletop save")
        version = data.get("version")
        if type(version) is not int or version not in SAVE_VERSIONS:  # True == 1, but is no version
            shown = str(version)[:20]  # a tampered file's "version" could be a whole page
            raise SaveError("save.version", f"unsupported save version {shown}", version=shown)
        game = games.get(data.get("game")) if isinstance(data.get("game"), str) else None
        if game is None:
            raise SaveError(
                "save.unknown_game",
                "the save is for a game this table does not have",
                game=str(data.get("game"))[:40],
            )
        seats, seed, actions = data.get("seats"), data.get("seed"), data.get("actions")
        options = data.get("options", {})
        if not isinstance(seats, list) or not isinstance(options, dict) or not isinstance(actions, list):
            raise SaveError("save.damaged", "the save is missing parts")
        if type(seed) is not int:
            raise SaveError("save.damaged", "the save's seed is not a whole number")
        try:
            checked = [_check_seat(game, seat, index) for index, seat in enumerate(seats)]
            match = cls(game, checked, seed, options)
        except (BadOptions, ValueError, TypeError) as error:
            raise SaveError("save.damaged", f"the save's set-up is invalid: {error}") from None
        orders = data.get("orders", {})
        try:
            if not isinstance(orders, dict):
                raise ValueError("not a table of seats")
            for seat, seat_orders in orders.items():
                if not (isinstance(seat, str) and seat.isdigit()):
                    raise ValueError("not a seat")
                match.set_orders(int(seat), seat_orders)
        except (ValueError, TypeError) as error:
            raise SaveError("save.damaged", f"the save's standing orders are invalid: {error}") from None
        for step, entry in enumerate(actions, start=1):
            if not (isinstance(entry, list) and len(entry) == 2):
                raise SaveError("save.damaged", f"move {step} is malformed", step=step)
            try:
                match.act(entry[0], entry[1])
            except IllegalAction:
                if version == 1 and match._replay_legacy(entry[0], entry[1]):
                    continue
                if version < game.rules_corrected_in:
                    # Written before a rules correction (Jambo's merchants): not a tampered file.
                    raise SaveError(
                        "save.old_rules", f"move {step} follows rules corrected since", step=step
                    ) from None
                raise SaveError(
                    "save.illegal", f"move {step} breaks the rules (edited save?)", step=step
                ) from None
        return match

    def _replay_legacy(self, seat, action) -> bool:
        """A version-1 save was written when the engine took some steps by itself (a pass with
        nothing to place, the end of a journey nobody could pay for); today the seat is asked, with
        that step as its only legal answer. Give such answers until the recorded move is legal; each
        is legal by construction, so a tampered save gains nothing."""
        states, actions = self.states[:], self.actions[:]
        for _ in range(LEGACY_FORCED_STEPS):
            actors = states[-1].actors()
            legal = states[-1].legal_actions(actors[0]) if len(actors) == 1 else []
            if len(legal) != 1:
                return False
            states.append(states[-1].apply(actors[0], legal[0]))
            actions.append([actors[0], legal[0]])
            try:
                successor = states[-1].apply(seat, action)
            except IllegalAction:
                continue
            self.states, self.actions = [*states, successor], [*actions, [seat, normalise(action)]]
            return True
        return False


def _check_seat(game, seat, index: int) -> dict:
    if not isinstance(seat, dict):
        raise ValueError(f"seat {index + 1} is malformed")
    kind = seat.get("kind", HUMAN)
    if kind not in (HUMAN, COMPUTER):
        raise ValueError(f"seat {index + 1} has an unknown kind")
    checked = {"name": clean_name(seat.get("name"), f"Player {index + 1}"), "kind": kind}
    if kind == COMPUTER:
        level = seat.get("level", game.bot_levels[0])
        if level not in game.bot_levels:
            raise ValueError(f"seat {index + 1} has an unknown computer level")
        checked["level"] = level
    return checked
