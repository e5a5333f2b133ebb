"""The shared pieces on their own: ranking with ties, the round-robin auction, the kit's widgets."""

import json
import re
from html import unescape

from tabletop.engine.auction import SOLD, UNSOLD, RoundRobin
from tabletop.engine.ranking import rank
from tabletop.ui import kit
from tabletop.ui.html import Element, Markup, el, join
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
    closed = kit.bid_panel(
        {"high_bid": 4, "min_bid": None, "max_bid": None},
        raise_label=None,
        exact_label="",
        submit="",
        pass_label="Pass",
    )
    assert "act-amount" not in closed and "pass" in closed


def test_the_amount_stepper_steps_by_one_within_its_range_as_choices_not_moves():
    def stepper(amount):
        return str(
            kit.amount_stepper(
                amount, 3, 5, lambda n: {"bid": n}, label="Your bid", step_label=lambda n: f"To {n}",
                key="bid-step", testid="bid-amount",
            )
        )

    html = stepper(4)
    assert 'role="group"' in html and 'aria-label="Your bid"' in html
    assert re.findall(r'data-cmd="([^"]+)"', html) == ["select", "select"]  # no move from a step
    choices = [json.loads(unescape(arg)) for arg in re.findall(r'data-arg="([^"]*)"', html)]
    assert choices == [{"bid": 3}, {"bid": 5}]
    assert re.findall(r'data-key="([^"]+)"', html) == ["bid-step-less", "bid-step-more"]
    assert 'aria-label="To 3"' in html and ">4</output>" in html and "disabled" not in html
    # At either end of the range, that step is off (and names the amount it stays at).
    assert re.search(r'data-key="bid-step-less"[^>]*disabled', stepper(3))
    assert re.search(r'data-key="bid-step-more"[^>]*disabled', stepper(5))


def test_the_result_table_lists_places_best_first_and_escapes_names():
    result = rank([{"seat": 0, "score": 1}, {"seat": 1, "score": 4}], lambda row: (row["score"],))
    names = ["<b>Ann</b>", "Bo"]
    columns = [("Score", lambda row: row["score"])]
    html = kit.result_table(lambda key, **p: translate("en", key, **p), names, result, columns)
    assert html.index("Bo") < html.index("&lt;b&gt;Ann") and "<b>Ann</b>" not in html
    assert 'class="winner"' in html and "Bo wins!" in html.split("</h2>")[0]


def test_seats_get_letters_that_tell_them_apart_where_names_share_an_initial():
    assert kit.seat_letters(["Ann", "Bo", "Cy"]) == ["A", "B", "C"]
    assert kit.seat_letters(["Ann", "amy", "Bo", " "]) == ["A1", "A2", "B", "?"]
    badge = kit.seat_badge(7, "Z", "Zoë")
    assert "seat-c1" in badge and ">Z<" in badge  # six colours, then round again


def test_a_line_chart_draws_a_line_per_seat_and_gives_its_numbers_as_a_table():
    series = [("Ann <b>", "A", 0, [0, 5, 12]), ("Bo", "B", 1, [0, 7, 9])]
    html = kit.line_chart("Score", series, ["1", "2", "3"])
    assert html.count("<polyline") == 2
    assert "Ann &lt;b&gt;" in html and "<b>" not in html  # names are text
    # Not colour alone: every line has its own dash pattern and its letter at its end.
    assert 'stroke-dasharray="6 3"' in html and html.count('class="chart-letter"') == 2
    table = html[html.index('<div class="sr-only"><table>') :]
    rows = re.findall(r"<tr><th scope=\"row\">(\d)</th><td>(\d+)</td><td>(\d+)</td></tr>", table)
    assert rows == [("1", "0", "0"), ("2", "5", "7"), ("3", "12", "9")]
    # The highest value is at the top of the plot, the lowest at the bottom.
    first = re.search(r'points="([^"]+)"', html).group(1).split()
    ys = [float(p.split(",")[1]) for p in first]
    assert ys[2] < ys[1] < ys[0]


def test_a_bar_chart_draws_a_bar_per_seat_and_group_below_the_axis_for_losses():
    series = [("Ann", "A", 0, [30, -20]), ("Bo", "B", 1, [10, 0])]
    html = kit.bar_chart("Money", ["R1", "R2"], series)
    bars = re.findall(r'<rect x="[^"]+" y="([^"]+)" width="[^"]+" height="([^"]+)"', html)
    assert len(bars) == 4
    heights = [float(h) for _, h in bars]
    assert heights[0] == max(heights) and heights[3] == 0.0 and heights[1] > 0  # R1 Ann, R2 Bo, R2 Ann
    assert "R2" in html and "<caption>Money</caption>" in html


def test_pictures_come_from_one_sprite_and_carry_their_words():
    sprite = kit.sprite({"x-star": ("0 0 10 10", '<path d="M0 0L10 10"/>')})
    assert sprite.startswith("<svg") and 'id="x-star"' in sprite and 'aria-hidden="true"' in sprite
    labelled = kit.icon("x-star", "A star")
    assert 'role="img"' in labelled and 'aria-label="A star"' in labelled and 'href="#x-star"' in labelled
    assert 'aria-hidden="true"' in kit.icon("x-star") and "aria-label" not in kit.icon("x-star")


def test_a_symbol_that_takes_nothing_from_the_page_is_kept_as_an_image_of_itself():
    from html import unescape
    from urllib.parse import unquote

    painting = '<rect width="50" height="70" fill="#fbf8f1"/><text x="2" y="9">50% &amp; more</text>'
    symbols = {
        "x-card": ("0 0 50 70", painting),
        "x-suit": ("0 0 24 24", '<path d="M1 1L9 9" stroke="currentColor"/>'),  # the page's colour
        "x-tile": ("0 0 20 20", '<rect class="tile" width="20" height="20"/>'),  # the page's style
        "x-back": ("0 0 50 70", '<use href="#x-suit"/>'),  # another symbol of the page
        "x-photo": ("0 0 10 10", '<image href="photo.png" width="10" height="10"/>'),  # an image loads none
    }
    sprite = kit.sprite(symbols)
    card = re.search(r'<symbol id="x-card" viewBox="0 0 50 70"><image ([^>]*)></image></symbol>', sprite)
    assert card, sprite
    attrs = dict(re.findall(r'([a-z]+)="([^"]*)"', card.group(1)))
    assert (attrs["x"], attrs["y"], attrs["width"], attrs["height"]) == ("0", "0", "50", "70")
    href = unescape(attrs["href"])
    assert href.startswith("data:image/svg+xml,") and "#" not in href  # "#" would end the URL
    assert unquote(href.removeprefix("data:image/svg+xml,")) == (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 50 70">{painting}</svg>'
    )
    for tied in ("x-suit", "x-tile", "x-back", "x-photo"):
        assert f'<symbol id="{tied}" viewBox="{symbols[tied][0]}">{symbols[tied][1]}</symbol>' in sprite
    # The copy painted at a visit's start has the drawings again (an image costs a first paint more).
    page = str(el("main", el("p", "a page"), sprite))
    drawn = kit.drawn_out(page)
    plain = f'<symbol id="x-card" viewBox="0 0 50 70">{painting}</symbol>'
    assert "data:image" not in drawn and drawn == page.replace(card.group(0), plain)


def test_the_decision_keeps_its_settling_buttons_in_the_pinned_bar():
    html = kit.controls_section("Your move", kit.card_frame("x"), actions=kit.act_button("Pass", ["pass"]))
    bar = html[html.index('class="decision-bar"') :]
    assert "Pass" in bar and 'class="card"' not in bar
    assert "decision-bar" not in kit.controls_section("Wait")


def test_motion_attributes_name_the_thing_and_where_it_comes_from():
    assert kit.fx("card:7", "deck") == {"data_fx": "card:7", "data_fx_from": "deck"}
    flight = kit.flight("pay:12", "seat:1", "bank")
    assert 'data-flight="pay:12"' in flight and 'data-from="seat:1"' in flight and " hidden" in flight


def test_a_long_charts_last_label_never_sits_on_the_one_before():
    html = kit.line_chart("Gold", [("Ann", "A", 0, list(range(34)))], [str(i) for i in range(34)])
    shown = [int(n) for n in re.findall(r'class="chart-axis" text-anchor="middle">(\d+)<', html)]
    assert shown[0] == 0 and shown[-1] == 33
    assert all(b - a >= 2 for a, b in zip(shown, shown[1:], strict=False)), shown


def test_the_letters_of_lines_that_end_together_do_not_sit_on_each_other():
    html = kit.line_chart(
        "Score", [("Ann", "A", 0, [0, 5]), ("Bo", "B", 1, [0, 5]), ("Cy", "C", 2, [0, 1])], ["1", "2"]
    )
    dots = [(float(x), float(y)) for x, y in re.findall(r'<circle cx="([\d.]+)" cy="([\d.]+)"', html)]
    assert len(dots) == 3
    for i, (x1, y1) in enumerate(dots):
        for x2, y2 in dots[i + 1 :]:
            assert abs(x1 - x2) >= 16 or abs(y1 - y2) >= 16


def test_the_builder_escapes_every_text_and_inserts_only_markup_as_it_is():
    class Name(str):  # a str of another type (say, from a save) is text too
        pass

    html = el(
        "p",
        "<b>&",
        Name("<i>"),
        Markup("<br>"),
        el("span", 0, None, False, True),
        ["a", ("<", [Markup("<hr>")])],
        7,
        title="\"x\" & 'y'",
        data_n=3,
        hidden=True,
        id=None,
    )
    assert html == (
        '<p title="&quot;x&quot; &amp; &#x27;y&#x27;" data-n="3" hidden>&lt;b&gt;&amp;&lt;i&gt;<br>'
        "<span>0True</span>a&lt;<hr>7</p>"
    )
    assert isinstance(html, Element) and not isinstance(join(["<p>", "x"]), Element)


def test_a_picture_made_of_symbols_carries_them_and_the_sprite_keeps_it_as_an_image():
    from html import unescape

    symbols = {
        "x-suit": ("0 0 24 24", '<path d="M1 1L9 9" fill="#a00"/>'),
        "x-back": ("0 0 50 70", '<use href="#x-suit" x="9" width="32" color="#0a0"/>'),
        "x-other": ("0 0 10 10", '<circle r="5"/>'),  # not used: not carried
    }
    face = '<text x="6" fill="#111">9</text><use href="#x-suit" width="6"></use><use href="#x-back"></use>'
    drawn = kit.with_defs(face, symbols)
    assert drawn == (
        '<defs><symbol id="x-suit" viewBox="0 0 24 24"><path d="M1 1L9 9" fill="#a00"/></symbol>'
        '<symbol id="x-back" viewBox="0 0 50 70"><use href="#x-suit" x="9" width="32" color="#0a0"/></symbol>'
        f"</defs>{face}"
    )
    assert kit.with_defs('<circle r="1"/>', symbols) == '<circle r="1"/>'
    sprite = kit.sprite({**symbols, "x-face": ("0 0 50 70", drawn)})
    face_symbol = re.search(r'<symbol id="x-face"[^>]*>(.*?)</symbol>', sprite).group(1)
    assert face_symbol.startswith("<image ")  # one image of itself: a <use> of it copies one element
    # The copy of the screen drawn out: the face as before, using the page's own symbols.
    drawn_out = kit.drawn_out(sprite)
    assert f'<symbol id="x-face" viewBox="0 0 50 70">{face}</symbol>' in drawn_out
    assert unescape(drawn_out).count('<symbol id="x-suit"') == 1
    tied = kit.with_defs('<use href="#x-suit"/><use href="#page-thing"/>', symbols)
    assert "<image " not in kit.sprite({"x-tied": ("0 0 9 9", tied)})  # refers to the page still


def test_a_kept_piece_of_markup_is_not_handed_to_a_text_that_reads_the_same():
    """The kit's small pieces are drawn once per argument (lru_cache); a player's name that reads
    like markup an earlier call passed as Markup is still text, and escaped."""
    assert 'title="a&amp;b"' in kit.seat_badge(0, "A", Markup("a&amp;b"))
    assert 'title="a&amp;amp;b"' in kit.seat_badge(0, "A", "a&amp;b")
    assert 'aria-label="&lt;i&gt;"' in kit.icon("probe", "<i>") and "<i>" not in kit.icon("probe", "<i>")
    assert "<i>" in kit.sr_only(Markup("<i>")) and "<i>" not in kit.sr_only("<i>")
