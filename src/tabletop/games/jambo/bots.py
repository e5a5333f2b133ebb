"""Computer players for Jambo: the random baseline and a sensible trader.

The sensible bot reads only its own view. It keeps the ware cards that fit the wares it holds as
"sellers", buys cheaply with the others, sells as soon as it can, uses its utilities when they pay,
reacts with every Guard and Rain Maker, and ends a turn early (for the bonus gold) when nothing pays.
"""

from __future__ import annotations

from ...engine.bots import Bot, RandomBot
from .cards import CARDS, CATEGORY, KIND, WARE, WARES

IDX = {name: index for index, name in enumerate(WARES)}
COUNTS = {
    card.id: tuple(card.wares.count(k) for k in range(len(WARES))) for card in CARDS.values() if card.wares
}
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
        sellers = []
        for card in self.hand:
            if CATEGORY[card] == WARE:
                counts = COUNTS[card]
                missing = sum(max(0, counts[k] - self.mine[k]) for k in range(6))
                sellers.append((missing, -CARDS[card].sell, card))
        sellers.sort()
        self.sellers = [card for missing, _, card in sellers if missing <= 3]
        self.need = [0] * 6
        for card in self.sellers[:2]:
            counts = COUNTS[card]
            for k in range(6):
                self.need[k] = max(self.need[k], counts[k] - self.mine[k])
        wanted = [0] * 6
        for card in self.sellers[:2]:
            for k in range(6):
                wanted[k] = max(wanted[k], COUNTS[card][k])
        self.surplus = [max(0, self.mine[k] - wanted[k]) for k in range(6)]

    def ware_value(self, k) -> float:
        return 3.5 if self.need[k] > 0 else 2.0

    def worth(self, card) -> float:
        """How much a card in hand is worth to us, roughly in gold."""
        category = CATEGORY[card]
        if category == WARE:
            counts = COUNTS[card]
            if all(counts[k] <= self.mine[k] for k in range(6)):
                return 9.0
            missing = sum(max(0, counts[k] - self.mine[k]) for k in range(6))
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


class SensibleBot(Bot):
    level = "sensible"

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
        return legal[0]  # react whenever possible (the react action is listed first)

    _step_rain_window = _step_guard_window

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


LEVELS = {"sensible": SensibleBot, "random": RandomBot}


def make_bot(level, seed):
    return LEVELS[level](seed)
