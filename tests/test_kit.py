"""The shared pieces on their own: ranking with ties, the round-robin auction, the kit's widgets."""

import json
import re

from tabletop.engine.auction import SOLD, UNSOLD, RoundRobin
from tabletop.engine.ranking import rank
from tabletop.ui import kit
from tabletop.ui.i18n import translate


def test_ties_share_a_place_and_the_tie_break_decides_first():
    scores = [(5, 1), (7, 0), (5, 1), (5, 3)]
    rows = [{"seat": s, "score": score, "gold": gold} for s, (score, gold) in enumerate(scores)]
    result = rank(rows, lambda row: (row["score"], row["gold"]))
    assert result["ranking"] == [1, 3, 0, 2]
    assert [row["place"] for row in result["breakdown"]] == [3, 1, 3, 2]
    assert result["winners"] == [1] and result["scores"] == [5, 7, 5, 5]
    shared = rank([{"seat": 0, "score": 2}, {"seat": 1, "score": 2}], lambda row: (row["score"],))
    assert shared["winners"] == [0, 1]


def test_round_robin_passes_for_who_cannot_raise_and_ends_with_one_bidder():
    chips = [3, 10, 10]
    auction = RoundRobin(3, opener=1)
    forced = []

    def can_raise(seat):
        return chips[seat] > auction.high_bid

    assert auction.settle(can_raise, forced.append) is None and auction.turn == 1
    auction.bid(1, 4)
    auction.next_turn()
    assert auction.settle(can_raise, forced.append) is None and auction.turn == 2 and forced == []
    copy = auction.copy()
    auction.drop(2)  # seat 2 passes; seat 0's 3 chips cannot beat 4: passed for them
    auction.next_turn()
    assert auction.settle(can_raise, forced.append) == SOLD and auction.high_bidder == 1 and forced == [0]
    assert copy.still_in == [True, True, True] and copy.turn == 2, "a copy is its own"
    everyone_passes = RoundRobin(2, opener=0)
    everyone_passes.drop(0)
    everyone_passes.drop(1)
    assert everyone_passes.outcome() == UNSOLD


def test_the_auction_view_gives_the_acting_seat_its_range_and_nobody_else():
    auction = RoundRobin(3, opener=2, excluded=(0,))
    auction.bid(1, 5)
    view = auction.view(lot=["x"], seat=2, max_bid=9)
    assert view["still_in"] == [1, 2] and view["turn"] == 2 and (view["min_bid"], view["max_bid"]) == (6, 9)
    other = auction.view(lot=["x"], seat=1, max_bid=20)
    assert other["min_bid"] is None and other["max_bid"] is None
    poor = auction.view(seat=2, max_bid=5)
    assert poor["min_bid"] is None, "no range when the seat cannot beat the high bid"


def test_the_bid_panel_offers_raises_within_range_a_typed_amount_and_a_pass():
    auction = {"high_bid": 4, "high_bidder": 1, "min_bid": 5, "max_bid": 6, "may_pass": True}
    html = kit.bid_panel(
        auction,
        raise_label=lambda step, amount: f"+{step} ({amount})",
        exact_label="Bid",
        submit="OK",
        pass_label="Pass",
    )
    args = re.findall(r'data-arg="([^"]*)"', html)
    actions = [json.loads(arg.replace("&quot;", '"')) for arg in args if "&quot;" in arg]
    assert actions == [["bid", 5], ["bid", 6], ["pass"]], "+5 is out of range"
    assert 'min="5"' in html and 'max="6"' in html and 'data-submit="act-amount"' in html
    closed = kit.bid_panel({"high_bid": 4, "min_bid": None, "max_bid": None}, raise_label=None,
                           exact_label="", submit="", pass_label="Pass")
    assert "act-amount" not in closed and "pass" in closed


def test_the_result_table_lists_places_best_first_and_escapes_names():
    result = rank([{"seat": 0, "score": 1}, {"seat": 1, "score": 4}], lambda row: (row["score"],))
    names = ["<b>Ann</b>", "Bo"]
    columns = [("Score", lambda row: row["score"])]
    html = kit.result_table(lambda key, **p: translate("en", key, **p), names, result, columns)
    assert html.index("Bo") < html.index("&lt;b&gt;Ann") and "<b>Ann</b>" not in html
    assert 'class="winner"' in html and "Bo wins!" in html.split("</h2>")[0]
