"""Jambo (Rüdiger Dorn), 2 players: the rules of shared/rules/jambo.md.

A turn has 5 actions. The active player first may draw (each draw costs an action; keep the card or
discard it and perhaps draw again), then plays cards and uses utilities, then ends the turn. A card or
utility whose effect needs a choice pushes a *step* named after it; the top step names who acts and
what they may choose. Steps with a single possible answer are resolved inside the state, and so is a
turn with no action left, except where the answer would be computed from a hidden hand: the reaction
windows (the opponent is always asked, whatever their hand, so that the question gives nothing away)
and every choice among the cards of a hand (HAND_STEPS), which is asked even with one card. A turn
with actions left never ends by itself, even when nothing but ["end_turn"] is possible: ending it for
the player would tell the table that the hand is dead.

Actions (wares are named "trinkets", "hides", "tea", "silk", "fruit", "salt"):
  phase "draw" / "play" (the active player; "draw" while drawing is still allowed):
    ["draw"]  ["end_turn"]  ["use", utility]
    ["play", ware_card, "buy" | "sell"]   ["play", utility]   ["play", utility, replaced_utility]
    ["play", card]   (small stands, people, animals)
  "drawn": ["keep"] | ["discard_drawn"]
  "guard_window", "rain_window" (the opponent): ["react", card] | ["no_reaction"]
  "keep_wares": ["keep", ware]        "auction": ["pass"] | ["bid", n]
  utilities: "drums" ["return", ware]; "throne" ["swap", mine, theirs]; "boat" ["discard", card] then
    "boat_take" ["take", ware]; "mask" ["swap", card]; "supplies" ["pay_gold"] | ["discard", card];
    "kettle" ["discard", card] | ["done"]; "leopard" ["take", ware]; "weapons" ["discard", card];
    "scale" ["keep", card]
  people: "shaman" ["trade", ware, ware]; "psychic" ["take", card]; "tribal_elder" ["draw"] |
    ["opponent_discards"], then "discard_down" ["discard", card]; "portuguese" ["sell", ware] | ["done"];
    "basket_maker" ["take", ware]; "traveling_merchant" ["offer", ware, ware]; "dancer" ["price", card]
    then "dancer_return" ["return", ware]; "carrier" ["cards"] | ["wares", ware], then "carrier_wares"
    ["take", ware]; "drummer" ["take", utility]
  animals: "crocodile" ["use", utility]; "parrot" ["take", ware]; "hyena_take" ["take", card] then
    "hyena_give" ["give", card]; "snake" ["keep", utility]; "draft_wares" ["take", ware];
    "draft_cards" ["take", card]; "draft_utilities" ["take", utility]; "cheetah" ["give_gold"] | ["let_draw"]
"""

from __future__ import annotations

from ...engine import auction
from ...engine.core import Game, Option, State, open_table_option, visible_log
from ...engine.ranking import rank
from ...engine.rng import Rng
from . import BOX
from .cards import (
    ANIMAL,
    ANIMAL_KINDS,
    CARDS,
    CATEGORY,
    DECK,
    KIND,
    STAND,
    TOKENS_PER_WARE,
    UTILITY,
    WARE,
    WARE_INDEX,
    WARES,
)

START_GOLD = 20
HAND_SIZE = 5
ACTIONS = 5
GOAL = 60
LARGE_SPACES = 6
SMALL_SPACES = 3
FEE = 2
MAX_UTILITIES = 3
FIRST_STAND_COST, NEXT_STAND_COST = 6, 3
WISE_MAN_BONUS = 2
BONUS_UNUSED = 2  # end a turn with this many unused actions (or more) for 1 gold
PSYCHIC_LOOK = 6
ELDER_HAND, ELDER_DISCARD_TO = 5, 3

TURN, DRAWN, OVER = "turn", "drawn", "over"
WINDOWS = ("guard_window", "rain_window")
# Choices among the cards of a hand: a lone card given up for the player would be a hand's card made
# public by the rules engine rather than by the player (and the Dancer's single price card would tell
# how many three-ware cards that hand holds).
HAND_STEPS = (
    "boat",
    "mask",
    "supplies",
    "kettle",
    "weapons",
    "dancer",
    "discard_down",
    "hyena_take",
    "hyena_give",
)
# Steps always asked while they have an answer, even a single one: forcing them would tell the table
# about a hand (whether the opponent holds a Guard or a Rain Maker; which card a player gives up).
ALWAYS_ASKED = WINDOWS + HAND_STEPS
REACTIONS = ("guard", "rain_maker")
ASK, NEVER = "ask", "never"  # standing orders (Jambo.clean_orders): ask the player, or never react
ANIMALS = tuple(kind for kind, _ in ANIMAL_KINDS)
# People whose play asks a choice (a step named after the card); the others act at once.
PEOPLE_STEPS = (
    "shaman",
    "tribal_elder",
    "basket_maker",
    "traveling_merchant",
    "dancer",
    "carrier",
    "drummer",
)

N = WARES  # index -> name
ORDER = {card: index for index, card in enumerate(DECK)}
WARE_COUNTS = {
    card.id: tuple(card.wares.count(k) for k in range(len(WARES))) for card in CARDS.values() if card.wares
}


def names(kinds) -> list[str]:
    return [N[k] for k in kinds]


def stand_cost(stands_built: int) -> int:
    """The price of a small stand: the first built in the game, by either player, costs 6 gold, every
    later one 3 (the seed: "第一个打出小市场卡的玩家需要付6个金币…后面每个小市场都需要话费3个金币")."""
    return FIRST_STAND_COST if stands_built == 0 else NEXT_STAND_COST


def _copy_step(step: dict) -> dict:
    return {key: (value[:] if type(value) is list else value) for key, value in step.items()}


class JamboState(State):
    __slots__ = (
        "game",
        "rng",
        "deck",
        "discard",
        "hands",
        "gold",
        "wares",
        "supply",
        "pool",
        "stands",
        "large_full",
        "utilities",
        "used",
        "table",
        "turn",
        "turn_number",
        "actions",
        "drawing",
        "drawn",
        "wise",
        "stack",
        "phase",
        "trigger",
        "winner",
        "log",
        "reveals",
        "open_table",  # every hand shown to everyone (the open-table option)
    )

    @classmethod
    def initial(cls, game, players, seed, options, *, deck=None, hands=None, gold=None, wares=None,
                supply=None, stands=None, utilities=None, discard=None, large_full=None):  # fmt: skip
        """The opening position. Scenario tests may stack the deck (listed top card first) and set
        hands, gold, wares ({name: count} per seat), stands, utilities and the discard pile; cards
        left out of a stacked deck are simply not in play. Without `hands`, 5 cards each are dealt."""
        state = cls.__new__(cls)
        state.game = game
        state.rng = Rng(seed)
        opener = options["opening_seat"]
        if deck is None:
            state.deck = list(DECK)
            state.rng.shuffle(state.deck)
        else:
            state.deck = list(reversed(deck))
        if hands is None:
            state.hands = [[], []]
            for _ in range(HAND_SIZE):
                for seat in (opener, 1 - opener):
                    if state.deck:
                        state.hands[seat].append(state.deck.pop())
        else:
            state.hands = [list(hand) for hand in hands]
        state.discard = list(discard or [])
        state.gold = list(gold) if gold is not None else [START_GOLD, START_GOLD]
        state.wares = [[0] * len(WARES) for _ in range(2)]
        for seat, held in enumerate(wares or ({}, {})):
            for name, count in held.items():
                state.wares[seat][WARE_INDEX[name]] += count
        if supply is None:
            state.supply = [
                TOKENS_PER_WARE - state.wares[0][k] - state.wares[1][k] for k in range(len(WARES))
            ]
        else:
            state.supply = [supply.get(name, 0) for name in WARES]
        state.pool = [0] * len(WARES)
        state.stands = [list(s) for s in stands] if stands is not None else [[], []]
        state.utilities = [list(u) for u in utilities] if utilities is not None else [[], []]
        state.large_full = [False, False]
        for seat in range(2):
            full = sum(state.wares[seat]) >= state.capacity(seat)
            state.large_full[seat] = large_full[seat] if large_full is not None else full
        state.used = []
        state.table = []
        state.stack = []
        state.trigger = None
        state.winner = None
        state.log = []
        state.reveals = 0
        state.open_table = bool(options.get("open_table", False))
        state.turn = 1 - opener
        state.turn_number = 0
        state._start_turn(opener)
        state._settle()
        return state

    def _copy(self):
        other = JamboState.__new__(JamboState)
        other.game = self.game
        other.rng = self.rng.copy()
        other.deck = self.deck[:]
        other.discard = self.discard[:]
        other.hands = [self.hands[0][:], self.hands[1][:]]
        other.gold = self.gold[:]
        other.wares = [self.wares[0][:], self.wares[1][:]]
        other.supply = self.supply[:]
        other.pool = self.pool[:]
        other.stands = [self.stands[0][:], self.stands[1][:]]
        other.large_full = self.large_full[:]
        other.utilities = [self.utilities[0][:], self.utilities[1][:]]
        other.used = self.used[:]
        other.table = self.table[:]
        other.turn = self.turn
        other.turn_number = self.turn_number
        other.actions = self.actions
        other.drawing = self.drawing
        other.drawn = self.drawn
        other.wise = self.wise
        other.stack = [_copy_step(step) for step in self.stack]
        other.phase = self.phase
        other.trigger = self.trigger
        other.winner = self.winner
        other.log = self.log[:]
        other.reveals = self.reveals
        other.open_table = self.open_table
        return other

    # --- small rule helpers ---------------------------------------------------------------------

    def capacity(self, seat) -> int:
        return LARGE_SPACES + SMALL_SPACES * len(self.stands[seat])

    def room(self, seat) -> int:
        """Free spaces a ware can go to now. The last one (the large stand's 6th space once the
        small stands are full) needs the 2-gold fee; a player who cannot pay it cannot fill it."""
        free = self.capacity(seat) - sum(self.wares[seat])
        if free > 0 and not self.large_full[seat] and self.gold[seat] < FEE:
            free -= 1
        return free

    def _room_after(self, seat, paid) -> int:
        """The room left once `paid` gold has been spent first."""
        self.gold[seat] -= paid
        room = self.room(seat)
        self.gold[seat] += paid
        return room

    def next_stand_cost(self) -> int:
        """Small stands never leave play, so those on the table are all that were ever built."""
        return stand_cost(len(self.stands[0]) + len(self.stands[1]))

    def buy_price(self, card) -> int:
        return max(0, CARDS[card].buy - WISE_MAN_BONUS * self.wise)

    def sell_price(self, card) -> int:
        return CARDS[card].sell + WISE_MAN_BONUS * self.wise

    def can_buy(self, seat, card) -> bool:
        counts = WARE_COUNTS[card]
        supply = self.supply
        if any(counts[k] > supply[k] for k in range(6)):
            return False
        total = sum(self.wares[seat]) + len(CARDS[card].wares)
        cap = self.capacity(seat)
        if total > cap:
            return False
        fee = FEE if total == cap and not self.large_full[seat] else 0
        return self.gold[seat] >= self.buy_price(card) + fee

    def can_sell(self, seat, card) -> bool:
        counts = WARE_COUNTS[card]
        held = self.wares[seat]
        return all(counts[k] <= held[k] for k in range(6))

    def all_cards(self) -> list:
        """Every card of the game wherever it is (for the invariant checks)."""
        cards = self.deck + self.discard + self.table
        for seat in range(2):
            cards += self.hands[seat] + self.utilities[seat] + self.stands[seat]
        if self.drawn is not None:
            cards.append(self.drawn)
        for step in self.stack:
            cards += step.get("cards", [])
        return cards

    def all_wares(self) -> list[int]:
        """Tokens per kind: supply + both players' stands + those set aside by a step."""
        return [self.supply[k] + self.wares[0][k] + self.wares[1][k] + self.pool[k] for k in range(6)]

    # --- the contract ---------------------------------------------------------------------------

    def actors(self):
        if self.phase == OVER:
            return []
        if self.stack:
            return [self.stack[-1]["seat"]]
        return [self.turn]

    def legal_actions(self, seat):
        if self.phase == OVER or seat != self.actors()[0]:
            return []
        if self.stack:
            return self._step_options(self.stack[-1])
        if self.phase == DRAWN:
            return [["keep"], ["discard_drawn"]]
        return self._main_options()

    def is_legal(self, seat, action):
        """The same answer as `action in legal_actions(seat)`, without listing every main-phase action."""
        if not isinstance(action, list) or not action or self.phase == OVER:
            return False
        if seat != self.actors()[0]:
            return False
        if self.stack or self.phase == DRAWN:
            return action in self.legal_actions(seat)
        kind = action[0]
        if kind == "end_turn" or kind == "draw":
            return len(action) == 1 and (kind == "end_turn" or self._may_draw())
        if self.actions <= 0 or len(action) < 2 or not isinstance(action[1], str):
            return False
        card = action[1]
        if kind == "play":
            return card in self.hands[seat] and action in self._play_options(seat, card)
        if kind == "use":
            return (
                len(action) == 2
                and card in self.utilities[seat]
                and card not in self.used
                and self._usable(seat, card)
            )
        return False

    def _apply(self, seat, action):
        if self.stack:
            self._step_act(self.stack[-1], action)
        elif self.phase == DRAWN:
            self._act_drawn(seat, action)
        else:
            self._act_main(seat, action)
        self._settle()

    def phase_name(self) -> str:
        if self.phase == OVER:
            return "over"
        if self.stack:
            return self.stack[-1]["step"]
        if self.phase == DRAWN:
            return "drawn"
        return "draw" if self._may_draw() else "play"

    def result(self):
        if self.phase != OVER:
            return None
        rows = [
            {
                "seat": seat,
                "score": self.gold[seat],
                "gold": self.gold[seat],
                "wares": sum(self.wares[seat]),
                "stands": len(self.stands[seat]),
                "utilities": len(self.utilities[seat]),
                "triggered": seat == self.trigger,
            }
            for seat in range(2)
        ]
        # More gold wins; a tie goes to the player who did not reach the goal first (the last turn).
        return rank(rows, lambda row: (row["gold"], not row["triggered"]))

    def view(self, seat):
        active = None if self.phase == OVER else self.turn
        return {
            "game": self.game.id,
            "seat": seat,
            "players": 2,
            "phase": self.phase_name(),
            "actors": self.actors(),
            "turn": active,
            "turn_number": self.turn_number,
            "actions_left": self.actions,
            "may_draw": self._may_draw(),
            "hand": self.hands[seat][:] if seat is not None else None,
            "open_table": self.open_table,
            # Both hands at an open table (and to nobody otherwise: each sees its own as "hand").
            "hands": [self.hands[0][:], self.hands[1][:]] if self.open_table else None,
            "hand_counts": [len(self.hands[0]), len(self.hands[1])],
            "gold": self.gold[:],
            "wares": [dict(zip(WARES, self.wares[s], strict=True)) for s in range(2)],
            "ware_counts": [sum(self.wares[s]) for s in range(2)],
            "capacity": [self.capacity(s) for s in range(2)],
            "room": [self.room(s) for s in range(2)],
            "large_full": self.large_full[:],
            "stands": [self.stands[0][:], self.stands[1][:]],
            "stand_cost": [self.next_stand_cost()] * 2,  # one price for both players
            "utilities": [self.utilities[0][:], self.utilities[1][:]],
            "used": [u for u in self.used if active is not None and u in self.utilities[active]],
            "supply": dict(zip(WARES, self.supply, strict=True)),
            "deck_count": len(self.deck),
            "discard": self.discard[:],
            "discard_top": self.discard[-1] if self.discard else None,
            "discard_count": len(self.discard),
            "table": self.table[:],
            "drawn": self.drawn if self.open_table or (seat is not None and seat == active) else None,
            "has_drawn": self.drawn is not None,
            "wise_man": self.wise,
            "pending": self._pending_view(seat),
            "bidding": self._bidding_view(seat),
            "triggered_by": self.trigger,
            "final_turn": self.trigger is not None and self.phase != OVER,
            "goal": GOAL,
            "log": visible_log(self.log, seat, everyone=self.open_table),
            "result": self.result(),
        }

    def progress(self):
        return {"key": "progress.jambo", "params": {"turn": self.turn_number}}

    # --- turns ----------------------------------------------------------------------------------

    def _start_turn(self, seat):
        self.turn = seat
        self.turn_number += 1
        self.actions = ACTIONS
        self.drawing = True
        self.drawn = None
        self.wise = 0
        self.used = []
        self.phase = TURN
        self.log.append(
            {"event": "turn", "seat": seat, "number": self.turn_number, "final": self.trigger is not None}
        )

    def _end_turn(self):
        seat = self.turn
        bonus = 1 if self.actions >= BONUS_UNUSED else 0
        self.gold[seat] += bonus
        self.log.append({"event": "end_turn", "seat": seat, "unused": self.actions, "bonus": bonus})
        if self.trigger is None:
            if self.gold[seat] >= GOAL:
                self.trigger = seat
                self.log.append(
                    {"event": "last_turn", "seat": 1 - seat, "trigger": seat, "gold": self.gold[seat]}
                )
        elif seat != self.trigger:
            self._game_over()
            return
        self._start_turn(1 - seat)

    def _game_over(self):
        trigger = self.trigger
        other = 1 - trigger
        self.winner = other if self.gold[other] >= self.gold[trigger] else trigger
        self.phase = OVER
        self.stack = []
        self.log.append({"event": "game_over", "winner": self.winner, "gold": self.gold[:]})

    def _nothing_to_do(self) -> bool:
        """Only a turn with no action left ends by itself (the count of actions is public). With
        actions left the player is asked, even if ["end_turn"] is all that remains: whether anything
        in the hand could still be played is the hand's secret."""
        return self.actions == 0

    def _may_draw(self) -> bool:
        return (
            self.phase == TURN
            and not self.stack
            and self.drawing
            and self.actions > 0
            and bool(self.deck or self.discard)
        )

    def _settle(self):
        """Resolve every step that leaves no choice, flush the played cards, end a spent turn."""
        while self.phase != OVER:
            if self.stack:
                top = self.stack[-1]
                options = self._step_options(top)
                if len(options) > 1 or (options and top["step"] in ALWAYS_ASKED):
                    return
                if options:
                    self._step_act(top, options[0])
                else:
                    self._lapse(top)
                continue
            if self.table:
                self.discard.extend(self.table)
                self.table = []
            if self.phase == TURN and self._nothing_to_do():
                self._end_turn()
                continue
            return

    def _lapse(self, step):
        """A step with nothing left to choose ends; whatever it set aside goes back."""
        self.stack.pop()
        self.discard.extend(step.get("cards", []))
        if step["step"] in ("keep_wares", "draft_wares", "auction"):
            self._pool_to_supply(step["seat"])

    # --- cards and wares moving -------------------------------------------------------------------

    def _reshuffle(self):
        if not self.discard:
            return
        self.deck = self.discard
        self.discard = []
        self.rng.shuffle(self.deck)
        self.reveals += 1
        self.log.append({"event": "reshuffle", "count": len(self.deck)})

    def _turn_up(self):
        """The top card of the deck (reshuffling the discard pile if needed), or None."""
        if not self.deck:
            self._reshuffle()
            if not self.deck:
                return None
        self.reveals += 1
        return self.deck.pop()

    def _draw(self, seat, count, source):
        got = []
        for _ in range(count):
            card = self._turn_up()
            if card is None:
                break
            got.append(card)
        self.hands[seat].extend(got)
        self.log.append({"event": "draw", "seat": seat, "count": len(got), "source": source})
        if got:
            self.log.append({"event": "seen", "cards": got, "source": source, "to": [seat]})
        return got

    def _discard_from_hand(self, seat, card, source):
        self.hands[seat].remove(card)
        self.discard.append(card)
        self.log.append({"event": "discard", "seat": seat, "cards": [card], "source": source})

    def _discard_utility(self, seat, card):
        self.utilities[seat].remove(card)
        self.discard.append(card)
        if card in self.used:
            self.used.remove(card)

    def _place(self, seat, k):
        """One ware onto the seat's stands (its source already debited); the fee when it fills the
        last space of the large stand."""
        self.wares[seat][k] += 1
        if not self.large_full[seat] and sum(self.wares[seat]) == self.capacity(seat):
            self.large_full[seat] = True
            self.gold[seat] -= FEE
            self.log.append({"event": "fee", "seat": seat, "gold": FEE})

    def _remove(self, seat, k, into):
        self.wares[seat][k] -= 1
        into[k] += 1
        if sum(self.wares[seat]) < LARGE_SPACES:
            self.large_full[seat] = False

    def _supply_to_pool(self, kinds):
        for k in kinds:
            self.supply[k] -= 1
            self.pool[k] += 1

    def _pool_to_supply(self, seat, kinds=None):
        if kinds is None:
            kinds = [k for k in range(6) for _ in range(self.pool[k])]
        if not kinds:
            return
        for k in kinds:
            self.pool[k] -= 1
            self.supply[k] += 1
        self.log.append({"event": "wares_returned", "seat": seat, "wares": names(kinds)})

    def _gain(self, seat, kinds):
        """Give `kinds` (already set aside in the pool) to a seat. Beyond its room the seat chooses
        what to keep; the rest goes back to the supply."""
        kinds = list(kinds)
        if not kinds:
            return
        room = self.room(seat)
        if len(kinds) <= room or (room > 0 and len(set(kinds)) == 1):
            kept, back = kinds[:room], kinds[room:]
            for k in kept:
                self.pool[k] -= 1
                self._place(seat, k)
            self.log.append({"event": "gain", "seat": seat, "wares": names(kept)})
            self._pool_to_supply(seat, back)
        elif room <= 0:
            self._pool_to_supply(seat, kinds)
        else:
            self.stack.append({"step": "keep_wares", "seat": seat, "offered": kinds})

    # --- the main phase -------------------------------------------------------------------------

    def _main_options(self):
        seat = self.turn
        actions = []
        if self._may_draw():
            actions.append(["draw"])
        if self.actions > 0:
            for card in self.hands[seat]:
                actions.extend(self._play_options(seat, card))
            for card in self.utilities[seat]:
                if card not in self.used and self._usable(seat, card):
                    actions.append(["use", card])
        actions.append(["end_turn"])
        return actions

    def _act_main(self, seat, action):
        kind = action[0]
        if kind == "draw":
            self.actions -= 1
            card = self._turn_up()
            self.drawn = card
            self.phase = DRAWN
            # Public news follows with ["keep"] / ["discard_drawn"]; only the drawer sees the card now.
            self.log.append({"event": "seen", "cards": [card], "source": "draw_phase", "to": [seat]})
        elif kind == "end_turn":
            self._end_turn()
        elif kind == "play":
            self.drawing = False
            self.actions -= 1
            self._play(seat, action[1], action[2:])
        else:  # use
            self.drawing = False
            self.actions -= 1
            self.used.append(action[1])
            self._use(seat, action[1], owner=seat)

    def _act_drawn(self, seat, action):
        card = self.drawn
        self.drawn = None
        self.phase = TURN
        if action[0] == "keep":
            self.hands[seat].append(card)
            self.drawing = False
            self.log.append({"event": "keep", "seat": seat})
        else:
            self.discard.append(card)
            self.log.append({"event": "discard_drawn", "seat": seat, "card": card})

    # --- playing cards ----------------------------------------------------------------------------

    def _play_options(self, seat, card):
        category = CATEGORY[card]
        if category == WARE:
            out = []
            if self.can_buy(seat, card):
                out.append(["play", card, "buy"])
            if self.can_sell(seat, card):
                out.append(["play", card, "sell"])
            return out
        if category == STAND:
            return [["play", card]] if self.gold[seat] >= self.next_stand_cost() else []
        if category == UTILITY:
            held = self.utilities[seat]
            if len(held) < MAX_UTILITIES:
                return [["play", card]]
            return [["play", card, old] for old in held]
        return [["play", card]] if self._playable(seat, KIND[card]) else []

    def _playable(self, seat, kind) -> bool:
        """Whether a people or animal card may be played now (Guard and Rain Maker only react)."""
        if kind in REACTIONS:
            return False
        if kind in PEOPLE_STEPS:
            return bool(self._step_options({"step": kind, "seat": seat}))
        if kind == "crocodile":
            return any(self._usable(seat, u) for u in self.utilities[1 - seat])
        if kind == "parrot":
            return any(self.wares[1 - seat])
        if kind == "portuguese":
            return any(self.wares[seat])
        if kind == "arabian_merchant":
            return bool(self.deck or self.discard)
        return True

    def _play(self, seat, card, args):
        self.hands[seat].remove(card)
        category = CATEGORY[card]
        if category == WARE:
            self._ware_card(seat, card, args[0])
        elif category == STAND:
            cost = self.next_stand_cost()
            self.gold[seat] -= cost
            self.stands[seat].append(card)
            self.log.append({"event": "stand", "seat": seat, "card": card, "cost": cost})
        elif category == UTILITY:
            replaced = args[0] if args else None
            if replaced is not None:
                self._discard_utility(seat, replaced)
            self.utilities[seat].append(card)
            self.log.append({"event": "utility", "seat": seat, "card": card, "replaced": replaced})
        else:
            self.table.append(card)
            self.log.append({"event": "play", "seat": seat, "card": card})
            kind = KIND[card]
            if category == ANIMAL:
                self.stack.append({"step": "guard_window", "seat": 1 - seat, "card": card})
            elif kind in PEOPLE_STEPS:
                self.stack.append({"step": kind, "seat": seat, "card": card})
            else:
                getattr(self, "_do_" + kind)(seat)

    def _ware_card(self, seat, card, how):
        kinds = CARDS[card].wares
        if how == "buy":
            price = self.buy_price(card)
            self.gold[seat] -= price
            self.log.append(
                {"event": "buy", "seat": seat, "card": card, "price": price, "wares": names(kinds)}
            )
            for k in kinds:
                self.supply[k] -= 1
                self._place(seat, k)
        else:
            price = self.sell_price(card)
            for k in kinds:
                self._remove(seat, k, self.supply)
            self.gold[seat] += price
            self.log.append(
                {"event": "sell", "seat": seat, "card": card, "price": price, "wares": names(kinds)}
            )
        self.table.append(card)
        self.stack.append({"step": "rain_window", "seat": 1 - seat, "card": card})

    # --- utilities ------------------------------------------------------------------------------

    def _usable(self, seat, card) -> bool:
        """Whether `seat` can use utility `card` now (their own, or the opponent's via a Crocodile)."""
        kind = KIND[card]
        if kind == "well":
            return self.gold[seat] >= 1
        if kind == "scale":
            return True
        return bool(self._step_options({"step": kind, "seat": seat, "count": 0}))

    def _use(self, seat, card, owner):
        kind = KIND[card]
        self.log.append({"event": "use", "seat": seat, "card": card, "owner": owner})
        if owner != seat:  # through a Crocodile: used once, then discarded
            self.utilities[owner].remove(card)
            if card in self.used:
                self.used.remove(card)
            self.table.append(card)
        if kind == "well":
            self._gold(seat, -1, "well")
            self._draw(seat, 1, "well")
        elif kind == "scale":
            got = [c for c in (self._turn_up(), self._turn_up()) if c is not None]
            self.log.append({"event": "draw", "seat": seat, "count": len(got), "source": "scale"})
            if got:
                self.log.append({"event": "seen", "cards": got, "source": "scale", "to": [seat]})
                self.stack.append({"step": "scale", "seat": seat, "cards": got})
        else:
            self.stack.append({"step": kind, "seat": seat, "card": card, "count": 0})

    def _gold(self, seat, amount, source):
        self.gold[seat] += amount
        self.log.append({"event": "gold", "seat": seat, "amount": amount, "source": source})

    def _opts_drums(self, step):
        mine = self.wares[step["seat"]]
        return [["return", N[k]] for k in range(6) if mine[k]]

    def _act_drums(self, step, action):
        self.stack.pop()
        seat = step["seat"]
        self._remove(seat, WARE_INDEX[action[1]], self.supply)
        self.log.append({"event": "return_ware", "seat": seat, "ware": action[1], "source": "drums"})
        self._draw(seat, 1, "drums")

    def _opts_throne(self, step):
        seat = step["seat"]
        mine, theirs = self.wares[seat], self.wares[1 - seat]
        return [["swap", N[m], N[t]] for m in range(6) if mine[m] for t in range(6) if theirs[t] and t != m]

    def _act_throne(self, step, action):
        self.stack.pop()
        seat, other = step["seat"], 1 - step["seat"]
        m, t = WARE_INDEX[action[1]], WARE_INDEX[action[2]]
        self.wares[seat][m] -= 1
        self.wares[seat][t] += 1
        self.wares[other][t] -= 1
        self.wares[other][m] += 1
        self.log.append({"event": "throne", "seat": seat, "gave": action[1], "took": action[2]})

    def _opts_boat(self, step):
        seat = step["seat"]
        if not any(self.supply) or self.room(seat) <= 0:
            return []
        return [["discard", c] for c in self.hands[seat]]

    def _act_boat(self, step, action):
        self.stack.pop()
        self._discard_from_hand(step["seat"], action[1], "boat")
        self.stack.append({"step": "boat_take", "seat": step["seat"]})

    def _opts_boat_take(self, step):
        return [["take", N[k]] for k in range(6) if self.supply[k]]

    def _act_boat_take(self, step, action):
        self.stack.pop()
        k = WARE_INDEX[action[1]]
        self._supply_to_pool([k])
        self._gain(step["seat"], [k])

    def _opts_mask(self, step):
        return [["swap", c] for c in self.hands[step["seat"]]] if self.discard else []

    def _act_mask(self, step, action):
        self.stack.pop()
        seat = step["seat"]
        taken = self.discard.pop()
        self.hands[seat].remove(action[1])
        self.discard.append(action[1])
        self.hands[seat].append(taken)
        self.log.append({"event": "mask", "seat": seat, "gave": action[1], "took": taken})

    def _opts_supplies(self, step):
        seat = step["seat"]
        out = [["pay_gold"]] if self.gold[seat] >= 1 else []
        return out + [["discard", c] for c in self.hands[seat]]

    def _act_supplies(self, step, action):
        self.stack.pop()
        seat = step["seat"]
        if action[0] == "pay_gold":
            self._gold(seat, -1, "supplies")
        else:
            self._discard_from_hand(seat, action[1], "supplies")
        passed = []
        found = None
        while True:
            card = self._turn_up()
            if card is None:
                break
            if CATEGORY[card] == WARE:
                found = card
                break
            passed.append(card)
        self.discard.extend(passed)
        if found is not None:
            self.hands[seat].append(found)
        self.log.append({"event": "supplies", "seat": seat, "passed": passed, "found": found})

    def _opts_kettle(self, step):
        out = [["discard", c] for c in self.hands[step["seat"]]]
        return out + [["done"]] if step["count"] else out

    def _act_kettle(self, step, action):
        seat = step["seat"]
        if action[0] == "discard":
            self._discard_from_hand(seat, action[1], "kettle")
            step["count"] += 1
            if step["count"] < 2:
                return
        self.stack.pop()
        self._draw(seat, step["count"], "kettle")

    def _opts_leopard(self, step):
        return self._paid_ware_options(step, room_needed=True)

    def _act_leopard(self, step, action):
        self._take_paid_wares(step, action, 1)

    def _paid_ware_options(self, step, room_needed=False):
        """Leopard Statue, Basket Maker: for 2 gold, a kind of ware in the supply (the Leopard Statue
        needs room for it; the Basket Maker's wares follow the overflow rule)."""
        seat = step["seat"]
        if self.gold[seat] < 2 or (room_needed and self._room_after(seat, 2) <= 0):
            return []
        return [["take", N[k]] for k in range(6) if self.supply[k]]

    def _take_paid_wares(self, step, action, count):
        self.stack.pop()
        seat = step["seat"]
        self._gold(seat, -2, step["step"])
        k = WARE_INDEX[action[1]]
        kinds = [k] * min(count, self.supply[k])
        self._supply_to_pool(kinds)
        self._gain(seat, kinds)

    def _opts_weapons(self, step):
        return [["discard", c] for c in self.hands[step["seat"]]]

    def _act_weapons(self, step, action):
        self.stack.pop()
        seat = step["seat"]
        self._discard_from_hand(seat, action[1], "weapons")
        self._gold(seat, 2, "weapons")

    # --- people ---------------------------------------------------------------------------------

    def _opts_shaman(self, step):
        mine = self.wares[step["seat"]]
        return [
            ["trade", N[f], N[t]]
            for f in range(6)
            if mine[f]
            for t in range(6)
            if t != f and self.supply[t] >= mine[f]
        ]

    def _act_shaman(self, step, action):
        self.stack.pop()
        seat = step["seat"]
        f, t = WARE_INDEX[action[1]], WARE_INDEX[action[2]]
        count = self.wares[seat][f]
        self.wares[seat][f] = 0
        self.supply[f] += count
        self.supply[t] -= count
        self.wares[seat][t] += count
        self.log.append(
            {"event": "shaman", "seat": seat, "gave": action[1], "took": action[2], "count": count}
        )

    def _do_psychic(self, seat):
        if not self.deck:
            self._reshuffle()
        peek = self.deck[-PSYCHIC_LOOK:][::-1]  # top card first
        self.log.append({"event": "look", "seat": seat, "count": len(peek)})
        if peek:
            self.reveals += 1
            self.log.append({"event": "seen", "cards": peek, "source": "psychic", "to": [seat]})
            self.stack.append({"step": "psychic", "seat": seat, "peek": peek})

    def _opts_psychic(self, step):
        return [["take", c] for c in step["peek"]]

    def _act_psychic(self, step, action):
        self.stack.pop()
        self.deck.remove(action[1])
        self.hands[step["seat"]].append(action[1])
        self.log.append({"event": "psychic_take", "seat": step["seat"]})

    def _opts_tribal_elder(self, step):
        return [["draw"], ["opponent_discards"]]

    def _act_tribal_elder(self, step, action):
        self.stack.pop()
        seat = step["seat"]
        self.log.append({"event": "tribal_elder", "seat": seat, "choice": action[0]})
        if action[0] == "draw":
            self._draw(seat, max(0, ELDER_HAND - len(self.hands[seat])), "tribal_elder")
        elif len(self.hands[1 - seat]) > ELDER_DISCARD_TO:
            self.stack.append({"step": "discard_down", "seat": 1 - seat, "target": ELDER_DISCARD_TO})

    def _opts_discard_down(self, step):
        return [["discard", c] for c in self.hands[step["seat"]]]

    def _act_discard_down(self, step, action):
        self._discard_from_hand(step["seat"], action[1], "tribal_elder")
        if len(self.hands[step["seat"]]) <= step["target"]:
            self.stack.pop()

    def _do_wise_man(self, seat):
        self.wise += 1

    def _do_portuguese(self, seat):
        self.stack.append({"step": "portuguese", "seat": seat, "sold": 0})

    def _opts_portuguese(self, step):
        mine = self.wares[step["seat"]]
        return [["sell", N[k]] for k in range(6) if mine[k]] + [["done"]]

    def _act_portuguese(self, step, action):
        seat = step["seat"]
        if action[0] == "done":
            self.stack.pop()
            return
        self._remove(seat, WARE_INDEX[action[1]], self.supply)
        self.gold[seat] += 2
        step["sold"] += 1
        self.log.append({"event": "portuguese", "seat": seat, "ware": action[1], "gold": 2})

    def _opts_basket_maker(self, step):
        return self._paid_ware_options(step)

    def _act_basket_maker(self, step, action):
        self._take_paid_wares(step, action, 2)

    def _opts_traveling_merchant(self, step):
        s = self.supply
        return [
            ["offer", N[a], N[b]]
            for a in range(6)
            for b in range(a, 6)
            if (s[a] >= 2 if a == b else s[a] and s[b])
        ]

    def _act_traveling_merchant(self, step, action):
        self.stack.pop()
        kinds = [WARE_INDEX[action[1]], WARE_INDEX[action[2]]]
        self._supply_to_pool(kinds)
        self.log.append({"event": "offer", "seat": step["seat"], "wares": action[1:3], "cards": []})
        self._open_auction(step["seat"], kinds, [])

    def _do_arabian_merchant(self, seat):
        lot = []
        for _ in range(3):
            turned = self._turn_up()
            if turned is None:
                break
            lot.append(turned)
        self.log.append({"event": "offer", "seat": seat, "wares": [], "cards": lot[:]})
        self._open_auction(seat, [], lot)

    def _open_auction(self, seat, kinds, cards):
        self.stack.append(
            {
                "step": "auction",
                "seat": seat,
                "opener": seat,
                "high": 0,
                "bidder": None,
                "wares": kinds,
                "cards": cards,
            }
        )

    def _opts_auction(self, step):
        seat = step["seat"]
        low = max(step["high"] + 1, 1)
        top = self.gold[seat]
        return [["pass"]] + [["bid", n] for n in range(low, top + 1)]

    def _act_auction(self, step, action):
        seat = step["seat"]
        if action[0] == "bid":
            step["high"] = action[1]
            step["bidder"] = seat
            step["seat"] = 1 - seat
            self.log.append({"event": "bid", "seat": seat, "amount": action[1]})
            return
        self.log.append({"event": "pass", "seat": seat})
        winner = step["bidder"]
        if winner is None and seat == step["opener"]:
            # An opener who passes without bidding does not end it: the opponent may still bid.
            step["seat"] = 1 - seat
            return
        self.stack.pop()
        if winner is None:
            self.log.append({"event": "no_sale", "wares": names(step["wares"]), "cards": step["cards"]})
            self.discard.extend(step["cards"])
            self._pool_to_supply(seat, step["wares"])
            return
        self.gold[winner] -= step["high"]
        self.log.append(
            {
                "event": "auction_won",
                "seat": winner,
                "price": step["high"],
                "wares": names(step["wares"]),
                "cards": step["cards"],
            }
        )
        self.hands[winner].extend(step["cards"])
        self._gain(winner, step["wares"])

    def _opts_dancer(self, step):
        seat = step["seat"]
        if sum(self.wares[seat]) < 3:
            return []
        return [["price", c] for c in self.hands[seat] if CATEGORY[c] == WARE and len(CARDS[c].wares) == 3]

    def _act_dancer(self, step, action):
        self.stack.pop()
        seat = step["seat"]
        self._discard_from_hand(seat, action[1], "dancer")
        self.stack.append(
            {
                "step": "dancer_return",
                "seat": seat,
                "left": 3,
                "price": CARDS[action[1]].sell,
                "card": action[1],
            }
        )

    def _opts_dancer_return(self, step):
        mine = self.wares[step["seat"]]
        return [["return", N[k]] for k in range(6) if mine[k]]

    def _act_dancer_return(self, step, action):
        seat = step["seat"]
        self._remove(seat, WARE_INDEX[action[1]], self.supply)
        step["left"] -= 1
        self.log.append({"event": "return_ware", "seat": seat, "ware": action[1], "source": "dancer"})
        if step["left"] == 0:
            self.stack.pop()
            self._gold(seat, step["price"], "dancer")

    def _opts_carrier(self, step):
        return [["cards"]] + [["wares", N[k]] for k in range(6) if self.supply[k]]

    def _act_carrier(self, step, action):
        self.stack.pop()
        seat, other = step["seat"], 1 - step["seat"]
        self.log.append({"event": "carrier", "seat": seat, "choice": action[0]})
        if action[0] == "cards":
            self._draw(seat, 2, "carrier")
            self.stack.append({"step": "carrier_wares", "seat": other})
        else:
            k = WARE_INDEX[action[1]]
            kinds = [k] * min(2, self.supply[k])
            self._supply_to_pool(kinds)
            self._gain(seat, kinds)
            self._draw(other, 2, "carrier")

    def _opts_carrier_wares(self, step):
        return [["take", N[k]] for k in range(6) if self.supply[k]]

    def _act_carrier_wares(self, step, action):
        self.stack.pop()
        k = WARE_INDEX[action[1]]
        kinds = [k] * min(2, self.supply[k])
        self._supply_to_pool(kinds)
        self._gain(step["seat"], kinds)

    def _opts_drummer(self, step):
        return [["take", c] for c in self.discard if CATEGORY[c] == UTILITY]

    def _act_drummer(self, step, action):
        self.stack.pop()
        self.discard.remove(action[1])
        self.hands[step["seat"]].append(action[1])
        self.log.append({"event": "drummer_take", "seat": step["seat"], "card": action[1]})

    # --- animals (their effects happen once no Guard stopped them) -----------------------------------

    def _do_crocodile(self, seat):
        self.stack.append({"step": "crocodile", "seat": seat, "owner": 1 - seat})

    def _opts_crocodile(self, step):
        seat = step["seat"]
        return [["use", u] for u in self.utilities[step["owner"]] if self._usable(seat, u)]

    def _act_crocodile(self, step, action):
        self.stack.pop()
        self._use(step["seat"], action[1], owner=step["owner"])

    def _do_parrot(self, seat):
        self.stack.append({"step": "parrot", "seat": seat})

    def _opts_parrot(self, step):
        theirs = self.wares[1 - step["seat"]]
        return [["take", N[k]] for k in range(6) if theirs[k]]

    def _act_parrot(self, step, action):
        self.stack.pop()
        seat = step["seat"]
        k = WARE_INDEX[action[1]]
        self._remove(1 - seat, k, self.pool)
        self.log.append({"event": "parrot", "seat": seat, "ware": action[1]})
        self._gain(seat, [k])

    def _do_hyena(self, seat):
        other = 1 - seat
        looked = self.hands[other][:]
        self.log.append({"event": "look_hand", "seat": seat, "target": other})
        if looked:
            self.reveals += 1
            self.log.append({"event": "seen", "cards": looked, "source": "hyena", "to": [seat]})
        self.stack.append({"step": "hyena_give", "seat": seat})
        if looked:
            self.stack.append({"step": "hyena_take", "seat": seat})

    def _opts_hyena_take(self, step):
        return [["take", c] for c in self.hands[1 - step["seat"]]]

    def _act_hyena_take(self, step, action):
        self.stack.pop()
        seat = step["seat"]
        self.hands[1 - seat].remove(action[1])
        self.hands[seat].append(action[1])
        self.log.append({"event": "take_card", "seat": seat, "from": 1 - seat})
        self.log.append({"event": "seen", "cards": [action[1]], "source": "hyena_take", "to": [0, 1]})

    def _opts_hyena_give(self, step):
        return [["give", c] for c in self.hands[step["seat"]]]

    def _act_hyena_give(self, step, action):
        self.stack.pop()
        seat = step["seat"]
        self.hands[seat].remove(action[1])
        self.hands[1 - seat].append(action[1])
        self.log.append({"event": "give_card", "seat": seat, "to_seat": 1 - seat})
        self.log.append({"event": "seen", "cards": [action[1]], "source": "hyena_give", "to": [0, 1]})

    def _do_snake(self, seat):
        for s in (1 - seat, seat):  # pushed so that the player of the Snake chooses first
            if len(self.utilities[s]) > 1:
                self.stack.append({"step": "snake", "seat": s})

    def _opts_snake(self, step):
        return [["keep", c] for c in self.utilities[step["seat"]]]

    def _act_snake(self, step, action):
        self.stack.pop()
        seat = step["seat"]
        lost = [c for c in self.utilities[seat] if c != action[1]]
        for card in lost:
            self._discard_utility(seat, card)
        self.log.append({"event": "snake", "seat": seat, "kept": action[1], "discarded": lost})

    def _do_elephant(self, seat):
        for s in range(2):
            for k in range(6):
                self.pool[k] += self.wares[s][k]
            self.wares[s] = [0] * 6
            self.large_full[s] = False
        self.log.append({"event": "pool_wares", "seat": seat, "wares": self._pool_names()})
        if any(self.pool):
            self._next_ware_picker({"step": "draft_wares", "seat": seat}, seat, new=True)

    def _pool_names(self):
        return [N[k] for k in range(6) for _ in range(self.pool[k])]

    def _next_ware_picker(self, step, last, new=False):
        """Whose pick is next in the ware draft: the other player unless they have no room."""
        order = (last, 1 - last) if new else (1 - last, last)
        for s in order:
            if self.room(s) > 0 and any(self.pool):
                step["seat"] = s
                if new:
                    self.stack.append(step)
                return
        if not new:
            self.stack.pop()
        self._pool_to_supply(last)

    def _opts_draft_wares(self, step):
        return [["take", N[k]] for k in range(6) if self.pool[k]]

    def _act_draft_wares(self, step, action):
        seat = step["seat"]
        k = WARE_INDEX[action[1]]
        self.pool[k] -= 1
        self._place(seat, k)
        self.log.append({"event": "draft", "seat": seat, "ware": action[1]})
        self._next_ware_picker(step, seat)

    def _do_ape(self, seat):
        self.reveals += 1
        cards = sorted(self.hands[0] + self.hands[1], key=ORDER.__getitem__)
        self._pool_cards(seat, "hands", "draft_cards", cards)

    def _pool_cards(self, seat, place, step, cards):
        """Ape and Lion: both players' hands (or utilities) go into one pool, taken back in turn."""
        setattr(self, place, [[], []])
        self.log.append({"event": f"pool_{place}", "seat": seat, "cards": cards[:]})
        if cards:
            self.stack.append({"step": step, "seat": seat, "cards": cards})

    def _take_from_pool(self, step, action, into):
        seat = step["seat"]
        step["cards"].remove(action[1])
        into[seat].append(action[1])
        self.log.append({"event": "draft", "seat": seat, "card": action[1]})
        return seat

    def _opts_draft_cards(self, step):
        return [["take", c] for c in step["cards"]]

    def _act_draft_cards(self, step, action):
        seat = self._take_from_pool(step, action, self.hands)
        if step["cards"]:
            step["seat"] = 1 - seat
        else:
            self.stack.pop()

    def _do_lion(self, seat):
        cards = self.utilities[seat] + self.utilities[1 - seat]
        self._pool_cards(seat, "utilities", "draft_utilities", cards)

    def _opts_draft_utilities(self, step):
        return [["take", c] for c in step["cards"]]

    def _act_draft_utilities(self, step, action):
        seat = self._take_from_pool(step, action, self.utilities)
        if not step["cards"]:
            self.stack.pop()
        elif len(self.utilities[1 - seat]) < MAX_UTILITIES:
            step["seat"] = 1 - seat
        elif len(self.utilities[seat]) >= MAX_UTILITIES:  # cannot happen with at most 6 utilities
            self.stack.pop()
            self.discard.extend(step["cards"])

    def _do_cheetah(self, seat):
        self.stack.append({"step": "cheetah", "seat": 1 - seat, "player": seat})

    def _opts_cheetah(self, step):
        out = [["give_gold"]] if self.gold[step["seat"]] >= 2 else []
        return out + [["let_draw"]]

    def _act_cheetah(self, step, action):
        self.stack.pop()
        seat, player = step["seat"], step["player"]
        if action[0] == "give_gold":
            self.gold[seat] -= 2
            self.gold[player] += 2
            self.log.append({"event": "cheetah_gold", "seat": seat, "to_seat": player, "gold": 2})
        else:
            self.log.append({"event": "cheetah_draw", "seat": seat})
            self._draw(player, 2, "cheetah")

    # --- steps: dispatch, reaction windows, keeping wares ------------------------------------------

    def _step_options(self, step):
        return getattr(self, "_opts_" + step["step"])(step)

    def _step_act(self, step, action):
        getattr(self, "_act_" + step["step"])(step, action)

    def _window_options(self, step, kind):
        """Always asked; ["react", card] only with such a card in hand."""
        held = [c for c in self.hands[step["seat"]] if KIND[c] == kind]
        out = [["react", min(held, key=ORDER.__getitem__)]] if held else []
        return out + [["no_reaction"]]

    def _opts_guard_window(self, step):
        return self._window_options(step, "guard")

    def _reacted(self, step, action) -> bool:
        """A reaction window closes; a reaction card played goes from the hand onto the table."""
        self.stack.pop()
        if action[0] != "react":
            return False
        self.hands[step["seat"]].remove(action[1])
        self.table.append(action[1])
        return True

    def _act_guard_window(self, step, action):
        seat, animal = step["seat"], step["card"]
        if self._reacted(step, action):
            self.log.append({"event": "guard", "seat": seat, "card": action[1], "animal": animal})
        else:  # no reaction: nothing is logged, the animal acts
            getattr(self, "_do_" + KIND[animal])(1 - seat)

    def _opts_rain_window(self, step):
        return self._window_options(step, "rain_maker")

    def _act_rain_window(self, step, action):
        seat, ware_card = step["seat"], step["card"]
        if self._reacted(step, action):
            self.table.remove(ware_card)
            self.hands[seat].append(ware_card)
            self.log.append({"event": "rain_maker", "seat": seat, "card": action[1], "ware_card": ware_card})

    def _opts_keep_wares(self, step):
        return [["keep", N[k]] for k in sorted(set(step["offered"]))]

    def _act_keep_wares(self, step, action):
        k = WARE_INDEX[action[1]]
        seat = step["seat"]
        step["offered"].remove(k)
        self.pool[k] -= 1
        self._place(seat, k)
        self.log.append({"event": "gain", "seat": seat, "wares": [action[1]]})
        if not step["offered"] or self.room(seat) <= 0:
            self.stack.pop()
            self._pool_to_supply(seat, step["offered"])

    def _opts_scale(self, step):
        return [["keep", c] for c in step["cards"]]

    def _act_scale(self, step, action):
        self.stack.pop()
        seat = step["seat"]
        kept = action[1]
        self.hands[seat].append(kept)
        given = [c for c in step["cards"] if c != kept]
        self.hands[1 - seat].extend(given)
        self.log.append({"event": "scale", "seat": seat, "given": len(given)})
        if given:
            self.log.append({"event": "seen", "cards": given, "source": "scale_give", "to": [0, 1]})

    # --- what a seat sees of the current step -------------------------------------------------------

    def _pending_view(self, viewer):
        if not self.stack:
            return None
        step = self.stack[-1]
        name = step["step"]
        seat = step["seat"]
        shown = {"step": name, "seat": seat}
        if "card" in step:
            shown["card"] = step["card"]
        if name == "keep_wares":
            shown["offered"] = names(step["offered"])
            shown["room"] = self.room(seat)
        elif name == "scale":
            shown["count"] = len(step["cards"])
            shown["cards"] = step["cards"][:] if viewer == seat or self.open_table else None
        elif name == "psychic":
            shown["count"] = len(step["peek"])
            shown["cards"] = step["peek"][:] if viewer == seat or self.open_table else None
        elif name == "hyena_take":
            shown["count"] = len(self.hands[1 - seat])
            shown["cards"] = self.hands[1 - seat][:] if viewer == seat or self.open_table else None
        elif name == "kettle":
            shown["discarded"] = step["count"]
        elif name == "crocodile":
            shown["owner"] = step["owner"]
        elif name == "discard_down":
            shown["target"] = step["target"]
        elif name == "portuguese":
            shown["sold"] = step["sold"]
        elif name == "auction":
            shown["opener"] = step["opener"]  # the rest is in the view's "bidding"
        elif name == "dancer_return":
            shown.update(left=step["left"], price=step["price"])
        elif name == "draft_wares":
            shown["pool"] = dict(zip(WARES, self.pool, strict=True))
        elif name in ("draft_cards", "draft_utilities"):
            shown["cards"] = step["cards"][:]
        elif name == "cheetah":
            shown["player"] = step["player"]
        return shown

    def private_decision(self, seat):
        """A bid in a merchant's auction needs nothing secret (gold is public): taken at the shared
        screen. Every other decision shows the hand."""
        return not (self.stack and self.stack[-1]["step"] == "auction")

    def _bidding_view(self, viewer):
        """A merchant's auction in the one auction shape (engine.auction): its own rules (two players
        alternate; the opener's pass without a bid leaves the opponent free to bid), the shared view.
        Gold is public, so the least and most the viewer may bid tell nothing hidden."""
        step = self.stack[-1] if self.stack else None
        if step is None or step["step"] != "auction":
            return None
        # Bids are taken at the shared screen (private_decision), so the public table shows the
        # bidder's range too.
        acting = viewer is None or viewer == step["seat"]
        viewer = step["seat"]
        return auction.view(
            kind="merchant",
            lot={"wares": names(step["wares"]), "cards": step["cards"][:]},
            high_bid=step["high"],
            high_bidder=step["bidder"],
            turn=step["seat"],
            min_bid=step["high"] + 1 if acting else None,
            max_bid=self.gold[viewer] if acting else None,
        )


class Jambo(Game):
    box = BOX  # the id, players and length (the package's __init__)
    state_class = JamboState
    rules_corrected_in = 2  # the merchants' auction and the small stands' price were corrected
    options = (Option("opening_seat", (0, 1), 0, "option.opening_seat"), open_table_option())
    private_info = True

    # Standing orders for the reaction windows, so that the opponent's turn needs no hand-over:
    # {"guard": ASK | NEVER | {"against": [animal kinds]}, "rain_maker": ASK | NEVER | {"at_least": n}}
    # (a Rain Maker on ware cards that sell for at least n gold). Missing keys are ASK.
    def clean_orders(self, orders) -> dict:
        if orders is None:
            return {}
        if not isinstance(orders, dict) or set(orders) - set(REACTIONS):
            raise ValueError("standing orders are for the Guard and the Rain Maker")
        cleaned = {}
        for kind, order in orders.items():
            if order == ASK:
                continue
            if order == NEVER:
                cleaned[kind] = NEVER
            elif kind == "guard" and isinstance(order, dict) and set(order) == {"against"}:
                against = order["against"]
                if not isinstance(against, list) or not all(a in ANIMALS for a in against):
                    raise ValueError("a Guard's order names animals")
                cleaned[kind] = {"against": sorted(set(against), key=ANIMALS.index)}
            elif kind == "rain_maker" and isinstance(order, dict) and set(order) == {"at_least"}:
                value = order["at_least"]
                if type(value) is not int or not 0 <= value <= 99:
                    raise ValueError("a Rain Maker's order is a number of gold")
                cleaned[kind] = {"at_least": value}
            else:
                raise ValueError(f"unknown order for {kind}")
        return cleaned

    def standing_answer(self, state, seat, orders):
        """In a reaction window of `seat`, the answer its orders give: the reaction card when the
        order covers this animal or ware card and one is in hand, else no reaction; None (ask the
        player) without an order for this window."""
        step = state.stack[-1] if state.stack and state.actors() == [seat] else None
        if step is None or step["step"] not in WINDOWS or step["seat"] != seat:
            return None
        kind = "guard" if step["step"] == "guard_window" else "rain_maker"
        order = orders.get(kind, ASK)
        if order == ASK:
            return None
        if order == NEVER:
            return ["no_reaction"]
        if kind == "guard":
            wanted = KIND[step["card"]] in order["against"]
        else:
            wanted = state.sell_price(step["card"]) >= order["at_least"]
        react = [a for a in state.legal_actions(seat) if a[0] == "react"]
        return react[0] if wanted and react else ["no_reaction"]
