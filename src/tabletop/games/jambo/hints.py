"""Jambo's hint: the strong player's move and the gold its line of play gains (engine/hints.py).

The hint weighs the strong player's moves, except that it never ends a turn with actions left while
a line of play gains gold this turn (`gold_lines`: a sale, or a purchase whose wares let another ware
card of the hand sell at once for more than they cost): the search's estimate counts wares on a stand
and a card that sells them as nearly their price in gold, so to it the sale could wait (and ending
early brings a gold), while a turn's actions unspent are lost.

The reasons, in the words of jb.reason.* (messages.py), read by ui.hint_reason:
- a sale: the gold it brings now; a purchase that lets a card sell: the card, its price and how much
  more it brings than the wares cost; a purchase toward a sale later: the card it brings closer;
- ending the turn: that nothing left gains gold this turn (and the gold ending early brings);
- and from the search's playouts (its measure): the gold the line gains this turn, and how much more
  gold than the next best move it leaves the player ahead by at the end of their next turn.
"""

from __future__ import annotations

from ...engine.hints import Hinting, reason
from .bots import StrongBot, missing_wares
from .cards import CARDS, KIND, WARE, WARES
from .rules import BONUS_UNUSED, WISE_MAN_BONUS

TURN_PHASES = ("draw", "play")
CLEAR_GOLD = 0.5  # gold: a smaller difference is not worth naming


def prices(view, card):
    """(buy, sell) of a ware card now (the Wise Man's bonus counted)."""
    bonus = WISE_MAN_BONUS * view["wise_man"]
    info = CARDS[card]
    return max(0, info.buy - bonus), info.sell + bonus


def gold_lines(view, legal) -> list[tuple]:
    """The lines of play that gain gold this turn, best first: (first action, gold gained, the card
    sold, the gold the wares cost): a sale, or a purchase whose wares let another ware card in the
    hand sell with the actions left."""
    if view["phase"] not in TURN_PHASES or view["pending"] is not None:
        return []
    me = view["seat"]
    held = [view["wares"][me][name] for name in WARES]
    hand = view["hand"] or []
    lines = []
    for action in legal:
        if action[0] != "play" or len(action) != 3:
            continue
        card = action[1]
        buy, sell = prices(view, card)
        if action[2] == "sell":
            lines.append((action, sell, card, 0))
        elif action[2] == "buy" and view["actions_left"] >= 2:
            after = list(held)
            for ware in CARDS[card].wares:
                after[ware] += 1
            best = None
            for other in hand:
                if other == card or CARDS[other].category != WARE or missing_wares(other, after):
                    continue
                if missing_wares(other, held) == 0:
                    continue  # it sells already: the purchase adds nothing to it
                gain = prices(view, other)[1] - buy
                # Two actions for it: more than the gold that ending the turn early would bring.
                if gain >= 2 and (best is None or gain > best[1]):
                    best = (action, gain, other, buy)
            if best is not None:
                lines.append(best)
    lines.sort(key=lambda line: -line[1])
    return lines


class HintBot(Hinting, StrongBot):
    """The strong player, never ending a turn early while a line gains gold; each playout measures
    the gold the player gains this turn and its lead in gold at the search's horizon."""

    def think(self, view, legal, seconds=None):
        self._me = view["seat"]
        self._gold_now = view["gold"][self._me]
        self._turn_gold = None
        return (yield from super().think(view, legal, seconds))

    def fallback(self, view, legal):
        preferred = super().fallback(view, legal)
        if preferred == ["end_turn"]:
            lines = gold_lines(view, legal)
            if lines:
                return lines[0][0]
        return preferred

    def candidates(self, view, legal):
        chosen = super().candidates(view, legal)
        lines = gold_lines(view, legal)
        if not lines:
            return chosen
        chosen = [action for action in chosen if action != ["end_turn"]]
        firsts = []
        for line in lines:
            if line[0] not in firsts:
                firsts.append(line[0])
        keep = firsts[: self.max_candidates - 1]
        rest = [action for action in chosen if action not in keep]
        return (rest[:1] + keep + rest[1:])[: max(self.max_candidates, len(keep) + 1)]

    def playout_start(self, state):
        return state.turn_number

    def playout_ends(self, state, start, steps):
        if self._turn_gold is None and state.turn_number != start:
            self._turn_gold = state.gold[self._me]  # the gold at the end of the turn searched
        return super().playout_ends(state, start, steps)

    def measure(self, state, seat):
        """(gold gained this turn, the lead in gold at the playout's end)."""
        turn_gold = state.gold[seat] if self._turn_gold is None else self._turn_gold
        self._turn_gold = None
        return (float(turn_gold - self._gold_now), float(state.gold[seat] - state.gold[1 - seat]))

    # --- the reasons ---------------------------------------------------------------------------

    def explain(self, view, legal, action):
        found = []
        lines = gold_lines(view, legal)
        line = next((line for line in lines if line[0] == action), None)
        searched = self.searched(action)
        turn_gain = searched[1][0] if searched and searched[1] else None
        if line is not None and action[2] == "sell":
            found.append(reason("jb.reason.sells", gold=line[1]))
        elif line is not None:
            _, gain, card, cost = line
            found.append(reason("jb.reason.buy_to_sell", card=card, sell=gain + cost, gain=gain))
        elif action[0] == "play" and len(action) == 3 and action[2] == "buy":
            found.append(self._toward(view, action))
        elif action == ["end_turn"] and view["pending"] is None:
            bonus = view["actions_left"] >= BONUS_UNUSED
            found.append(reason("jb.reason.end_bonus" if bonus else "jb.reason.end_nothing"))
        elif action == ["draw"] and lines:
            # Drawing is only for the turn's start: the line of play waits an action.
            found.append(reason("jb.reason.draw_first", card=lines[0][2]))
        elif action == ["draw"]:
            found.append(reason("jb.reason.draw"))
        elif action[0] == "react" and view["pending"] and KIND[action[1]] == "guard":
            found.append(reason("jb.reason.guard", card=view["pending"].get("card")))
        if turn_gain is not None and turn_gain >= CLEAR_GOLD and action != ["end_turn"]:
            sold = line[1] if line is not None and action[2] == "sell" else 0
            if round(turn_gain) > sold:
                found.append(reason("jb.reason.turn_gold", gold=round(turn_gain)))
        found.append(self._against_next(action))
        return found

    def _toward(self, view, action):
        """A purchase with no sale this turn: the card in hand its wares bring closer to a sale."""
        me = view["seat"]
        held = [view["wares"][me][name] for name in WARES]
        after = list(held)
        for ware in CARDS[action[1]].wares:
            after[ware] += 1
        best = None
        for other in view["hand"] or []:
            if other == action[1] or CARDS[other].category != WARE:
                continue
            closer = missing_wares(other, held) - missing_wares(other, after)
            if closer > 0:
                sell = prices(view, other)[1]
                if best is None or sell > best[1]:
                    best = (other, sell)
        if best is None:
            return None
        return reason("jb.reason.buy_toward", card=best[0], sell=best[1])

    def _against_next(self, action):
        """How much more gold the move leaves the player ahead by, at the end of its next turn, than
        the next best move did in the playouts."""
        mine, other = self.searched(action), self.runner_up(action)
        if mine is None or other is None or mine[1] is None or other[2] is None:
            return None
        lead = mine[1][1] - other[2][1]
        if lead < CLEAR_GOLD:
            return None
        return reason("jb.reason.ahead", gold=round(lead, 1), other=other[0])


def make_hint(seed):
    return HintBot(seed)
