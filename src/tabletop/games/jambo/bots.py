"""Computer players for Jambo: the random baseline, a sensible trader, an easy and a strong level.

The sensible bot reads only its own view. It keeps the ware cards that fit the wares it holds as
"sellers", buys cheaply with the others, sells as soon as it can, uses its utilities when they pay,
reacts with every Rain Maker and with a Guard when the animal hurts more than the Guard is worth
kept, and ends a turn early (for the bonus gold) when nothing pays. The easy bot is the sensible one
with slips; the strong bot searches samples of what its seat cannot see (see `StrongBot`).
"""

from __future__ import annotations

import math

from ...engine.bots import Bot, EasyBot, RandomBot
from ...engine.rng import derive_seed
from ...engine.search import SearchBot
from .cards import CARDS, CATEGORY, KIND, WARE, WARES
from .rules import OVER
from .sampling import Reading, deal

IDX = {name: index for index, name in enumerate(WARES)}
COUNTS = {
    card.id: tuple(card.wares.count(k) for k in range(len(WARES))) for card in CARDS.values() if card.wares
}
# A ware card's pictured wares as (kind, count) pairs, the kinds it does not show left out.
PICTURED = {card: tuple((k, n) for k, n in enumerate(counts) if n) for card, counts in COUNTS.items()}


def missing_wares(card, held) -> int:
    """How many of a ware card's wares the `held` counts lack."""
    return sum(n - held[k] for k, n in PICTURED[card] if n > held[k])


UTILITY_RANK = {
    "weapons": 9,
    "leopard": 8,
    "well": 7,
    "supplies": 7,
    "boat": 6,
    "scale": 6,
    "kettle": 5,
    "throne": 5,
    "drums": 4,
    "mask": 3,
}
PEOPLE_WORTH = {
    "guard": 5,
    "rain_maker": 4,
    "wise_man": 4,
    "psychic": 3,
    "carrier": 3,
    "basket_maker": 3,
    "tribal_elder": 3,
    "shaman": 2,
    "portuguese": 2,
    "dancer": 3,
    "traveling_merchant": 2,
    "arabian_merchant": 2,
    "drummer": 2,
    "crocodile": 3,
    "parrot": 3,
    "hyena": 3,
    "cheetah": 3,
    "elephant": 2,
    "ape": 2,
    "lion": 2,
    "snake": 2,
}
RESERVE = 3  # gold kept back when buying


class Plan:
    """What the bot makes of its view: its wares, what its ware cards still need, card worths."""

    def __init__(self, view):
        self.view = view
        self.me = view["seat"]
        self.other = 1 - self.me
        self.hand = view["hand"] or []
        self.gold = view["gold"][self.me]
        self.mine = [view["wares"][self.me][name] for name in WARES]
        self.theirs = [view["wares"][self.other][name] for name in WARES]
        self.supply = [view["supply"][name] for name in WARES]
        self.room = view["room"][self.me]
        self.utilities = view["utilities"][self.me]
        # Sellers: ware cards in hand worth keeping to sell with, those needing few wares first.
        mine = self.mine
        sellers = []
        for card in self.hand:
            if CATEGORY[card] == WARE:
                sellers.append((missing_wares(card, mine), -CARDS[card].sell, card))
        sellers.sort()
        self.sellers = [card for missing, _, card in sellers if missing <= 3]
        need = self.need = [0] * 6
        wanted = [0] * 6
        for card in self.sellers[:2]:
            for k, count in PICTURED[card]:
                need[k] = max(need[k], count - mine[k])
                wanted[k] = max(wanted[k], count)
        self.surplus = [max(0, mine[k] - wanted[k]) for k in range(6)]

    def ware_value(self, k) -> float:
        return 3.5 if self.need[k] > 0 else 2.0

    def worth(self, card) -> float:
        """How much a card in hand is worth to us, roughly in gold."""
        category = CATEGORY[card]
        if category == WARE:
            missing = missing_wares(card, self.mine)
            if not missing:
                return 9.0
            return max(1.5, 6.0 - missing) + (1.0 if CARDS[card].buy <= 3 else 0.0)
        if category == "utility":
            rank = UTILITY_RANK[KIND[card]]
            return rank / 2 if len(self.utilities) < 3 else rank / 4
        if category == "stand":
            return 4.0 if len(self.view["stands"][self.me]) < 2 else 1.0
        return PEOPLE_WORTH.get(KIND[card], 2)

    def worst(self, cards):
        return min(cards, key=self.worth)

    def best(self, cards):
        return max(cards, key=self.worth)


def utility_value(card) -> float:
    """A utility in play, roughly in gold over the rest of a game."""
    return 2 + UTILITY_RANK[KIND[card]] / 2


def _values_beyond_best(utilities) -> float:
    values = sorted((utility_value(u) for u in utilities), reverse=True)
    return sum(values[1:])


def animal_harm(plan, view, animal) -> float:
    """What an opponent's animal would cost us, in gold (their gain counted too)."""
    mine_utilities = plan.utilities
    theirs_utilities = view["utilities"][plan.other]
    if animal == "crocodile":  # they use our best utility once, then it is discarded
        return max((utility_value(u) for u in mine_utilities), default=0) + 2
    if animal == "parrot":  # they take the ware we can least spare
        held = [k for k in range(6) if plan.mine[k]]
        return max((plan.ware_value(k) for k in held), default=0) + 2 if held else 0
    if animal == "hyena":  # they take our best card and give us their worst
        hand = plan.hand
        return max((plan.worth(c) for c in hand), default=0) if hand else 0
    if animal == "snake":  # everyone keeps one utility
        return _values_beyond_best(mine_utilities) - _values_beyond_best(theirs_utilities) + 1
    if animal == "lion":  # utilities pooled and drafted, they pick first
        mine = sum(utility_value(u) for u in mine_utilities)
        theirs = sum(utility_value(u) for u in theirs_utilities)
        return (mine - theirs) / 2 + 2
    if animal == "elephant":  # wares pooled and drafted, they pick first
        return (sum(plan.mine) - sum(plan.theirs)) + 1
    if animal == "ape":  # hands pooled and drafted, they pick first
        return (len(plan.hand) - view["hand_counts"][plan.other]) * 1.5 + 2
    if animal == "cheetah":  # 2 gold from us, or 2 cards for them
        return 4
    return 3


def guard_keep_value(plan, view, keep, spare) -> float:
    """What a Guard kept in hand is worth: the Crocodile it may stop later (`keep`). A Guard with
    another behind it is worth less (`spare`), and on the last turn nothing is left to stop."""
    if view["final_turn"]:
        return 0
    guards = sum(1 for c in plan.hand if KIND[c] == "guard")
    return keep if guards == 1 else spare


class SensibleBot(Bot):
    level = "sensible"
    guard_keep = 4.5  # a lone Guard is spent only on an animal that costs us more than this
    guard_spare = 1.5  # ... and a Guard with another behind it on anything costing more than this

    def choose(self, view, legal):
        if len(legal) == 1:
            return legal[0]
        plan = Plan(view)
        phase = view["phase"]
        handler = getattr(self, "_step_" + phase, None)
        if handler is not None:
            choice = handler(plan, view, legal)
            if choice is not None and choice in legal:
                return choice
        if phase in ("draw", "play"):
            return self._turn(plan, view, legal)
        return legal[0]

    # --- the main phase -------------------------------------------------------------------------

    def _turn(self, plan, view, legal):
        by_kind = {}
        for action in legal:
            by_kind.setdefault(action[0], []).append(action)
        plays = by_kind.get("play", [])
        uses = [a[1] for a in by_kind.get("use", [])]
        actions_left = view["actions_left"]

        sells = [a for a in plays if len(a) == 3 and a[2] == "sell"]
        buys = [a for a in plays if len(a) == 3 and a[2] == "buy"]
        wise_cards = [a for a in plays if KIND[a[1]] == "wise_man"]
        if wise_cards and view["wise_man"] == 0 and actions_left >= 3 and len(sells) >= 2:
            return wise_cards[0]
        if sells:
            return max(sells, key=lambda a: CARDS[a[1]].sell)

        if view["may_draw"] and self._wants_draw(plan, view, plays, uses):
            return ["draw"]

        stand = [a for a in plays if CATEGORY[a[1]] == "stand"]
        if stand and plan.gold >= view["stand_cost"][plan.me] + 6 and plan.room <= 3:
            return stand[0]

        choice = (  # each gives an action or None
            self._best_buy(plan, buys)
            or self._best_use(plan, view, uses)
            or self._utility_to_play(plan, plays)
            or self._people_or_animal(plan, view, plays)
        )
        if choice is not None:
            return choice

        if view["may_draw"] and actions_left >= 3 and len(plan.hand) < 4:
            return ["draw"]
        return ["end_turn"]

    def _wants_draw(self, plan, view, plays, uses):
        if view["actions_left"] < 3:
            return False
        good = sum(1 for a in plays if len(a) == 3 and a[2] in ("buy", "sell"))
        return good == 0 or len(plan.hand) <= 3

    def _best_buy(self, plan, buys):
        best, best_score = None, 0.5
        sellers = set(plan.sellers[:2])
        for action in buys:
            card = action[1]
            if card in sellers and len(plan.sellers) <= 2:
                continue  # keep it to sell with
            info = CARDS[card]
            price = info.buy - 2 * plan.view["wise_man"]
            if plan.gold - price < RESERVE:
                continue
            gain = sum(plan.ware_value(k) for k in info.wares) - max(0, price)
            if len(info.wares) >= plan.room and not plan.view["large_full"][plan.me]:
                gain -= 2
            gain -= plan.worth(card) * 0.3
            if gain > best_score:
                best, best_score = action, gain
        return best

    def _best_use(self, plan, view, uses):
        hand = plan.hand
        junk = [c for c in hand if plan.worth(c) <= 2.5]
        ranked = sorted(uses, key=lambda u: -UTILITY_RANK[KIND[u]])
        for card in ranked:
            kind = KIND[card]
            if kind == "weapons" and junk:
                return ["use", card]
            if kind == "leopard" and plan.gold >= 8 and plan.room > 0 and any(plan.need):
                return ["use", card]
            if kind == "well" and plan.gold >= 6:
                return ["use", card]
            if kind == "supplies" and (plan.gold >= 5 or junk):
                return ["use", card]
            if kind == "boat" and junk and plan.room > 0:
                return ["use", card]
            if kind == "scale":
                return ["use", card]
            if kind == "kettle" and junk:
                return ["use", card]
            if (
                kind == "throne"
                and any(plan.need[k] and plan.theirs[k] for k in range(6))
                and any(plan.surplus)
            ):
                return ["use", card]
            if kind == "drums" and any(plan.surplus):
                return ["use", card]
            if kind == "mask" and view["discard_top"] and plan.worth(view["discard_top"]) >= 6 and junk:
                return ["use", card]
        return None

    def _utility_to_play(self, plan, plays):
        options = [a for a in plays if CATEGORY[a[1]] == "utility"]
        if not options:
            return None
        if len(plan.utilities) < 3:
            return max(options, key=lambda a: UTILITY_RANK[KIND[a[1]]])
        # Replace the weakest utility in play by a clearly better one.
        best = None
        for action in options:
            gain = UTILITY_RANK[KIND[action[1]]] - UTILITY_RANK[KIND[action[2]]]
            if gain >= 3 and (best is None or gain > best[0]):
                best = (gain, action)
        return best[1] if best else None

    def _people_or_animal(self, plan, view, plays):
        other = plan.other
        counts = view["hand_counts"]
        for action in plays:
            card = action[1]
            kind = KIND[card]
            if kind == "psychic" or kind == "carrier" or kind == "cheetah":
                return action
            if kind == "tribal_elder" and (len(plan.hand) <= 3 or counts[other] >= 5):
                return action
            if kind == "basket_maker" and plan.gold >= 6 and plan.room >= 2 and any(plan.need):
                return action
            if kind == "parrot" and plan.room > 0:
                return action
            if kind == "hyena" and counts[other] >= 2:
                return action
            if kind == "crocodile" and view["utilities"][other]:
                return action
            if kind == "elephant" and sum(plan.theirs) >= sum(plan.mine) + 2:
                return action
            if kind == "ape" and counts[other] >= len(plan.hand) + 3:
                return action
            if kind == "lion" and len(view["utilities"][other]) > len(plan.utilities):
                return action
            if kind == "snake" and len(view["utilities"][other]) > len(plan.utilities) + 1:
                return action
            if kind == "dancer" and sum(plan.surplus) >= 3:
                return action
            if kind == "portuguese" and sum(plan.surplus) >= 3:
                return action
            if kind == "shaman" and any(plan.surplus) and any(plan.need):
                return action
            if kind == "traveling_merchant" and plan.gold >= 10 and plan.room >= 2:
                return action
            if kind == "arabian_merchant" and plan.gold >= 12:
                return action
            if kind == "drummer" and len(plan.utilities) < 3:
                return action
        return None

    # --- steps ----------------------------------------------------------------------------------

    def _step_drawn(self, plan, view, legal):
        card = view["drawn"]
        if card is None:
            return ["keep"]
        if plan.worth(card) >= 3 or view["actions_left"] <= 2:
            return ["keep"]
        return ["discard_drawn"]

    def _step_guard_window(self, plan, view, legal):
        """Spend a Guard only on an animal that hurts more than the Guard is worth kept: a cheap
        animal (a Cheetah, a Parrot after a ware nobody needs) must not bait it before a Crocodile."""
        if legal[0][0] != "react":
            return ["no_reaction"]
        animal = KIND[view["pending"]["card"]]
        keep = guard_keep_value(plan, view, self.guard_keep, self.guard_spare)
        return legal[0] if animal_harm(plan, view, animal) > keep else ["no_reaction"]

    def _step_rain_window(self, plan, view, legal):
        return legal[0]  # a Rain Maker takes the ware card just played: always worth it

    def _wares_by(self, plan, legal, key):
        options = [a for a in legal if len(a) >= 2 and a[1] in IDX]
        if not options:
            return None
        return max(options, key=lambda a: key(IDX[a[1]]))

    def _step_keep_wares(self, plan, view, legal):
        return self._wares_by(plan, legal, lambda k: plan.need[k])

    _step_boat_take = _step_keep_wares
    _step_leopard = _step_keep_wares
    _step_basket_maker = _step_keep_wares
    _step_carrier_wares = _step_keep_wares
    _step_draft_wares = _step_keep_wares
    _step_parrot = _step_keep_wares

    def _step_drums(self, plan, view, legal):
        return self._wares_by(plan, legal, lambda k: plan.surplus[k] - plan.need[k])

    _step_dancer_return = _step_drums

    def _step_portuguese(self, plan, view, legal):
        sells = [a for a in legal if a[0] == "sell" and plan.surplus[IDX[a[1]]] > 0]
        return sells[0] if sells else ["done"]

    def _step_throne(self, plan, view, legal):
        return max(
            legal, key=lambda a: plan.need[IDX[a[2]]] * 2 + plan.surplus[IDX[a[1]]] - plan.need[IDX[a[1]]]
        )

    def _step_shaman(self, plan, view, legal):
        def score(a):
            f, t = IDX[a[1]], IDX[a[2]]
            count = plan.mine[f]
            return min(count, plan.need[t]) * 2 - min(count, plan.need[f] + 0) + plan.surplus[f]

        return max(legal, key=score)

    def _cards_in(self, legal):
        return [a[1] for a in legal if len(a) == 2 and a[1] in CATEGORY]

    def _step_boat(self, plan, view, legal):
        return ["discard", plan.worst(self._cards_in(legal))]

    _step_weapons = _step_boat
    _step_discard_down = _step_boat

    def _step_kettle(self, plan, view, legal):
        cards = self._cards_in(legal)
        if cards:
            worst = plan.worst(cards)
            if plan.worth(worst) <= 2.5 or ["done"] not in legal:
                return ["discard", worst]
        return ["done"]

    def _step_supplies(self, plan, view, legal):
        if ["pay_gold"] in legal and plan.gold >= 4:
            return ["pay_gold"]
        cards = self._cards_in(legal)
        return ["discard", plan.worst(cards)] if cards else legal[0]

    def _step_mask(self, plan, view, legal):
        return ["swap", plan.worst(self._cards_in(legal))]

    def _step_scale(self, plan, view, legal):
        return ["keep", plan.best(self._cards_in(legal))]

    def _step_tribal_elder(self, plan, view, legal):
        if len(plan.hand) <= 3:
            return ["draw"]
        return ["opponent_discards"]

    def _step_traveling_merchant(self, plan, view, legal):
        return max(legal, key=lambda a: plan.need[IDX[a[1]]] + plan.need[IDX[a[2]]])

    def _step_auction(self, plan, view, legal):
        bidding = view["bidding"]
        wares, cards = bidding["lot"]["wares"], bidding["lot"]["cards"]
        value = sum(plan.ware_value(IDX[name]) for name in wares) - 1
        value += sum(max(1.0, plan.worth(card) - 1) for card in cards)
        if wares and plan.room < len(wares):
            value -= 2.0 * (len(wares) - max(0, plan.room))
        bid = bidding["high_bid"] + 1
        if bidding["high_bidder"] == plan.me:
            return ["pass"]
        if bid <= value and plan.gold - bid >= RESERVE and ["bid", bid] in legal:
            return ["bid", bid]
        return ["pass"]

    def _step_dancer(self, plan, view, legal):
        return max(legal, key=lambda a: CARDS[a[1]].sell - plan.worth(a[1]))

    def _step_carrier(self, plan, view, legal):
        if len(plan.hand) <= 2 or plan.room < 2:
            return ["cards"]
        return self._wares_by(plan, legal, lambda k: plan.need[k]) or ["cards"]

    def _step_drummer(self, plan, view, legal):
        return max(legal, key=lambda a: UTILITY_RANK[KIND[a[1]]])

    def _step_crocodile(self, plan, view, legal):
        return max(legal, key=lambda a: UTILITY_RANK[KIND[a[1]]])

    def _step_hyena_take(self, plan, view, legal):
        return ["take", plan.best(self._cards_in(legal))]

    _step_draft_cards = _step_psychic = _step_hyena_take

    def _step_hyena_give(self, plan, view, legal):
        return ["give", plan.worst(self._cards_in(legal))]

    def _step_snake(self, plan, view, legal):
        return max(legal, key=lambda a: UTILITY_RANK[KIND[a[1]]])

    _step_draft_utilities = _step_snake

    def _step_cheetah(self, plan, view, legal):
        return ["give_gold"] if ["give_gold"] in legal and plan.gold >= 25 else ["let_draw"]


# --- the strong player ------------------------------------------------------------------------------

# Steps where the choice is searched; every other step (which ware to take, which card to give up)
# is answered by the sensible player at once.
SEARCHED_PHASES = ("draw", "play", "guard_window", "rain_window", "auction")
# A playout runs to the end of the fourth turn counted from this one (then the rival's, its own and the
# rival's again). To the end of the rival's next turn only, the strong player won 64 % of 100 games
# against a sensible one (with the step budget below: 63 %); to the fourth, 94 % of the same games.
HORIZON_TURNS = 4
MAX_PLAYOUT_STEPS = 120  # ... or this many steps, whichever comes first
ENDGAME_GOLD = 48  # from here on a playout looks further ahead,
ENDGAME_TURNS = 6  # ... this many turns (usually to the end of the game)
ESTIMATE_SCALE = 9.0  # a lead of this much gold in assets is worth about 3 to 1
CARD_WORTH = {"guard": 3.0, "rain_maker": 2.5, "wise_man": 2.5}


def card_signature(card):
    """Cards that play alike (two copies of a ware design, two Guards) share a signature."""
    info = CARDS[card]
    return (info.kind, info.wares)


def action_signature(action):
    return tuple(card_signature(part) if part in CARDS else part for part in action)


def assets(state, seat) -> float:
    """A seat's holdings besides gold, roughly in gold: wares on its stands, the ware cards in its
    hand (more for those it can sell at once), its other cards and the utilities it has in play."""
    held = state.wares[seat]
    value = 2.0 * sum(held)
    for card in state.hands[seat]:
        info = CARDS[card]
        if info.category == WARE:
            missing = missing_wares(card, held)
            value += 1.0 + max(0.0, info.sell - 2.0 * len(info.wares) - 2.5 * missing) * 0.7
        else:
            value += CARD_WORTH.get(info.kind, 1.5)
    for card in state.utilities[seat]:
        value += 1.0 + UTILITY_RANK[KIND[card]] / 3
    value += 1.0 * len(state.stands[seat])
    return value


def position_value(state, seat) -> float:
    """The estimate of an unfinished game for `seat`, in (0, 1): its lead in gold and assets. Once
    the last turn has begun assets are worth much less: little time is left to turn them into gold."""
    weight = 0.3 if state.trigger is not None else 1.0
    mine = state.gold[seat] + weight * assets(state, seat)
    theirs = state.gold[1 - seat] + weight * assets(state, 1 - seat)
    return 1 / (1 + math.exp((theirs - mine) / ESTIMATE_SCALE * math.log(3)))


class StrongBot(SearchBot):
    """Flat Monte Carlo over samples of the unseen cards (sampling.py): each candidate move is tried
    in the same samples, played on by sensible players for the next few turns (HORIZON_TURNS), and
    judged by the lead in gold and assets there. Only real decisions are searched (what to play,
    buy or sell, whether to react, whether to bid); the rest is the sensible player's at once.
    The budget is counted in playout steps, so that a move's work does not depend on the clock."""

    level = "strong"
    step_budget = 15000  # playout steps a move, over all candidates together
    min_samples = 3
    max_candidates = 7
    # The most a move may search on CPython: the page caps at 1.15 s in Pyodide at the normal pace
    # (the search runs during the pace's pause), about twice as slow.
    own_seconds = 0.5

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self._reading = None

    def sample(self, view, rng):
        reading = self._reading
        if reading is None or reading.view is not view:
            reading = self._reading = Reading(view, with_log=False)
        return deal(reading, rng)

    def policy(self, seat, seed):
        return SensibleBot(seed)

    def estimate(self, state, seat):
        return position_value(state, seat)

    def rollout_action(self, state, seat, players, seed):
        """The sensible player's move in a playout, from the few parts of the view it reads (built
        straight from the sampled state, which is the bot's own imagination)."""
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        player = players.get(seat)
        if player is None:
            player = players[seat] = self.policy(seat, derive_seed(seed, seat))
        return player.choose(rollout_view(state, seat), legal)

    def candidates(self, view, legal):
        preferred = self.fallback(view, legal)
        if view["phase"] == "auction":
            bids = [a for a in legal if a[0] == "bid"]
            return [["pass"]] + bids[:1] if bids else [["pass"]]
        chosen, seen = [], set()
        for action in [preferred, *legal]:
            signature = action_signature(action)
            if signature not in seen:
                seen.add(signature)
                chosen.append(action)
        if len(chosen) > self.max_candidates:
            chosen.sort(key=lambda action: _candidate_rank(action, preferred))
            chosen = chosen[: self.max_candidates]
        return chosen

    def think(self, view, legal, seconds=None):
        if len(legal) == 1 or view["phase"] not in SEARCHED_PHASES:
            self.last_values = []  # what the hint shows: nothing stale from an earlier search
            return self.fallback(view, legal)
        # Near the goal the rest of the game is short and only the winner counts: look further.
        # Decided before the move, so that every candidate is judged at the same point.
        endgame = max(view["gold"]) >= ENDGAME_GOLD or view["triggered_by"] is not None
        self._last_turn = view["turn_number"] + (ENDGAME_TURNS if endgame else HORIZON_TURNS) - 1
        self._steps = 0
        return (yield from super().think(view, legal, seconds))

    def wants_sample(self, samples, candidates):
        """Samples while the step budget lasts, stopping before one that would likely overrun it (a
        sample near the end of the game, played out further, costs several times one in mid-game)."""
        steps = self._steps
        return samples < self.min_samples or steps + steps / max(1, samples) <= self.step_budget

    def playout_ends(self, state, start, steps):
        """At the end of turn `_last_turn` (counted from the turn the move was made in, so the same
        end whether or not the move ended the turn)."""
        return state.turn_number > self._last_turn or steps >= MAX_PLAYOUT_STEPS

    def playout_done(self, players, steps):
        self._steps += steps + 1


def rollout_view(state, seat) -> dict:
    """The parts of `state.view(seat)` that the sensible player reads, without copies (it only
    reads them) and without the log."""
    active = None if state.phase == OVER else state.turn
    step = state.stack[-1] if state.stack else None
    pending = bidding = None
    if step is not None:
        pending = {"step": step["step"], "seat": step["seat"]}
        if "card" in step:
            pending["card"] = step["card"]
        if step["step"] == "auction":
            bidding = {
                "lot": {"wares": [WARES[k] for k in step["wares"]], "cards": step["cards"]},
                "high_bid": step["high"],
                "high_bidder": step["bidder"],
            }
    discard = state.discard
    return {
        "seat": seat,
        "phase": state.phase_name(),
        "actions_left": state.actions,
        "may_draw": state._may_draw(),
        "hand": state.hands[seat],
        "hand_counts": [len(state.hands[0]), len(state.hands[1])],
        "gold": state.gold,
        "wares": [
            dict(zip(WARES, state.wares[0], strict=True)),
            dict(zip(WARES, state.wares[1], strict=True)),
        ],
        "room": [state.room(0), state.room(1)],
        "large_full": state.large_full,
        "stands": state.stands,
        "stand_cost": [state.next_stand_cost()] * 2,
        "utilities": state.utilities,
        "supply": dict(zip(WARES, state.supply, strict=True)),
        "discard_top": discard[-1] if discard else None,
        "drawn": state.drawn if seat == active else None,
        "wise_man": state.wise,
        "pending": pending,
        "bidding": bidding,
        "final_turn": state.trigger is not None and state.phase != OVER,
    }


def _candidate_rank(action, preferred):
    """The order in which candidates are kept when there are too many: the sensible choice, sales,
    the turn's end and a draw, then everything else as listed."""
    if action == preferred:
        return 0
    if action[0] == "play" and len(action) == 3 and action[2] == "sell":
        return 1
    if action[0] in ("end_turn", "draw"):
        return 2
    return 3


def make_easy(seed):
    return EasyBot(SensibleBot(seed), seed)


LEVELS = {"sensible": SensibleBot, "easy": make_easy, "strong": StrongBot, "random": RandomBot}


def make_bot(level, seed):
    return LEVELS[level](seed)
