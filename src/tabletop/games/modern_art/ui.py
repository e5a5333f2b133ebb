"""The Modern Art table: a pure function of one seat's view to HTML (no browser code).

Everything shown comes from ctx.view, which the controller builds for the one seat allowed to look
at the screen now (or the public table behind the hand-over screen), so nothing private can leak
from here: a hand or an amount of money the view does not hold is shown as "?" or not at all. The
widgets come from the table kit (tabletop.ui.kit); every auction is read from view["bidding"], the
one auction shape of engine.auction.
"""

from __future__ import annotations

from ...ui import kit
from ...ui.html import el
from .cards import ARTIST_TOTALS, ARTISTS, AUCTION_TYPES, FIFTH, ROUNDS

# A symbol per artist, so that colour is never the only cue.
ARTIST_SYMBOLS = {
    "lite_metal": "▲",
    "yoko": "●",
    "christin_p": "■",
    "karl_gitter": "◆",
    "krypto": "★",
}
TOTALS = dict(zip(ARTISTS, ARTIST_TOTALS, strict=True))
QUICK_STEPS = (1, 5, 10)


# --- small pieces ----------------------------------------------------------------------------------


def artist_name(t, artist):
    return t(f"ma.artist.{artist}")


def symbol(artist):
    """The artist's symbol, so that colour is never the only cue (words name the artist too)."""
    return el("span", ARTIST_SYMBOLS[artist], class_="ma-symbol", aria_hidden="true")


def artist_label(t, artist, extra=None):
    """An artist as symbol plus name (plus an optional count), coloured by class."""
    return el("span", symbol(artist), " ", artist_name(t, artist), extra, class_=f"ma-artist ma-a-{artist}")


def type_label(t, kind):
    return el("span", t(f"ma.type_short.{kind}"), class_=f"ma-type ma-t-{kind}")


def card_text(t, card):
    """A painting named inline in text: "★ Krypto (Sealed)"."""
    artist, kind = card
    return f"{ARTIST_SYMBOLS[artist]} {artist_name(t, artist)} ({t(f'ma.type_short.{kind}')})"


def cards_text(t, cards):
    return ", ".join(card_text(t, card) for card in cards)


def lot_card(t, card):
    """A painting on auction, drawn as a card."""
    artist, kind = card
    return kit.card_frame(
        [
            symbol(artist),
            el("span", artist_name(t, artist), class_="ma-card-artist"),
            type_label(t, kind),
        ],
        extra_class=f"ma-card ma-a-{artist} ma-card-big",
    )


def _section(heading, *body, class_):
    """A panel of the table: its heading names it for screen readers too."""
    return el("section", el("h2", heading), *body, class_=class_, aria_label=heading)


def _names(ctx, seats):
    return ", ".join(ctx.names[s] for s in seats)


def _group(cards):
    """{artist: {type: count}} in board order, then type order."""
    grouped = {}
    for artist, kind in cards:
        grouped.setdefault(artist, {}).setdefault(kind, 0)
        grouped[artist][kind] += 1
    return {
        artist: {kind: grouped[artist][kind] for kind in AUCTION_TYPES if kind in grouped[artist]}
        for artist in ARTISTS
        if artist in grouped
    }


# --- prompt and log -------------------------------------------------------------------------------


def prompt(ctx):
    view, t, names = ctx.view, ctx.t, ctx.names
    phase, auction, bidding = view["phase"], view["auction"], view["bidding"]
    if phase == "over":
        return t("ma.prompt.over")
    if phase == "play":
        return t("ma.prompt.play", name=names[view["auctioneer"]])
    if phase == "sealed":
        return t("ma.prompt.sealed", names=_names(ctx, view["actors"]))
    if phase == "price":
        return t("ma.prompt.price", name=names[auction["auctioneer"]])
    seat = bidding["turn"]
    name = names[seat]
    if phase == "double":
        artist = artist_name(t, auction["artist"])
        if seat == auction["auctioneer"]:
            return t("ma.prompt.double_own", name=name, artist=artist)
        return t("ma.prompt.double_other", name=name, artist=artist, auctioneer=names[auction["auctioneer"]])
    if phase == "fixed_price":
        return t("ma.prompt.fixed", name=name, price=auction["price"])
    prefix = "ma.prompt.open" if phase == "open" else "ma.prompt.once"
    if bidding["high_bidder"] is None:
        return t(prefix + "_first", name=name)
    bidder = names[bidding["high_bidder"]]
    if phase == "open" and seat == auction["auctioneer"]:
        return t("ma.prompt.open_sold", name=name, bid=bidding["high_bid"], bidder=bidder)
    return t(prefix, name=name, bid=bidding["high_bid"], bidder=bidder)


def sale_text(ctx, sale):
    """A finished auction in words (the last sale, or a "won" log entry)."""
    t, names = ctx.t, ctx.names
    winner, auctioneer, partner = sale["winner"], sale["auctioneer"], sale["partner"]
    params = {
        "winner": names[winner],
        "auctioneer": names[auctioneer],
        "cards": cards_text(t, sale["cards"]),
        "price": sale["price"],
    }
    how = sale["how"]
    if how == "unpaired":
        return t("ma.sale.unpaired", **params)
    if how == "no_bids":
        return t("ma.sale.no_bids", **params)
    if partner is not None:
        return t("ma.sale.shared", partner=names[partner], **params)
    if how == "forced":
        return t("ma.sale.forced", **params)
    if how == "fixed":
        return t("ma.sale.fixed", **params)
    if winner == auctioneer:
        return t("ma.sale.own", **params)
    return t("ma.sale.bid", **params)


def ending_text(ctx, reason, seat, counts):
    t, names = ctx.t, ctx.names
    if reason == "fifth":
        artist = next((a for a, n in zip(ARTISTS, counts, strict=True) if n >= FIFTH), ARTISTS[0])
        return t("ma.end.fifth", name=names[seat], artist=artist_name(t, artist))
    if reason == "last_card":
        return t("ma.end.last_card", name=names[seat])
    return t("ma.end.no_cards")


def _amounts(ctx, amounts):
    return ", ".join(f"{ctx.names[s]} {amount}" for s, amount in enumerate(amounts))


def describe(ctx, entry):
    """One log entry in words."""
    t, names = ctx.t, ctx.names
    kind = entry["event"]
    seat = entry.get("seat")
    name = names[seat] if isinstance(seat, int) else ""
    if kind == "round":
        return t("ma.log.round", round=entry["round"])
    if kind == "dealt":
        return t("ma.log.dealt", name=name, cards=cards_text(t, entry["cards"]) or "–")
    if kind == "deal":
        return t("ma.log.deal", round=entry["round"], counts=_amounts(ctx, entry["counts"]))
    if kind == "skip":
        return t("ma.log.skip", name=name)
    if kind in ("play", "add"):
        artist = artist_name(t, entry["card"][0])
        return t(
            f"ma.log.{kind}", name=name, card=card_text(t, entry["card"]), artist=artist, count=entry["count"]
        )
    if kind == "decline":
        return t("ma.log.decline_add" if entry["what"] == "add" else "ma.log.decline_buy", name=name)
    if kind in ("bid", "price", "buy", "sealed_amount"):
        return t(f"ma.log.{kind}", name=name, amount=entry["amount"])
    if kind in ("pass", "hammer", "sealed_bid"):
        return t(f"ma.log.{kind}", name=name)
    if kind == "reveal":
        return t("ma.log.reveal", bids=_amounts(ctx, entry["bids"]))
    if kind == "pay":
        payer, payee = entry["payer"], entry["payee"]
        if payer == "bank":
            return t("ma.log.pay_from_bank", payee=names[payee], amount=entry["amount"])
        if payee == "bank":
            return t("ma.log.pay_to_bank", payer=names[payer], amount=entry["amount"])
        return t("ma.log.pay", payer=names[payer], payee=names[payee], amount=entry["amount"])
    if kind == "won":
        return sale_text(ctx, {**entry, "winner": entry["seat"]})
    if kind == "round_end":
        text = t(
            "ma.log.round_end",
            round=entry["round"],
            why=ending_text(ctx, entry["reason"], seat, _counts_of(ctx, entry)),
        )
        if entry["cards"]:
            text += " " + t("ma.log.unsold", cards=cards_text(t, entry["cards"]))
        return text
    if kind == "valuation":
        tiles = [
            f"{ARTIST_SYMBOLS[a]} {artist_name(t, a)} +{entry['tiles'][ARTISTS.index(a)]}"
            for a in entry["top"]
        ]
        values = [
            f"{ARTIST_SYMBOLS[a]} {artist_name(t, a)} {value}"
            for a, value in zip(ARTISTS, entry["values"], strict=True)
            if value
        ]
        return t(
            "ma.log.valuation",
            round=entry["round"],
            tiles=", ".join(tiles) or "–",
            values=", ".join(values) or "–",
        )
    if kind == "sale":
        return t(
            "ma.log.sale",
            name=name,
            count=len(entry["paintings"]),
            amount=entry["amount"],
        )
    if kind == "game_over":
        return t("ma.log.game_over")
    return kind


def _counts_of(ctx, entry):
    """The counts at a round's end: the round_end entry does not carry them, the view's last round does."""
    last = ctx.view.get("last_round")
    if last and last["round"] == entry["round"]:
        return last["counts"]
    for later in ctx.view["log"]:
        if later["event"] == "valuation" and later["round"] == entry["round"]:
            return later["counts"]
    return [0] * len(ARTISTS)


# --- the table ------------------------------------------------------------------------------------


def render_table(ctx):
    view, t = ctx.view, ctx.t
    main = [
        render_auction(ctx),
        render_controls(ctx) if ctx.acting_seat is not None else None,
        render_hand(ctx),
    ]
    side = [render_board(ctx), render_last_sale(ctx), render_last_round(ctx)]
    return el(
        "div",
        el("div", main, class_="ma-main"),
        el("div", side, class_="ma-side"),
        _section(
            t("ma.players"),
            el("div", [render_player(ctx, seat) for seat in range(view["players"])], class_="ma-players"),
            class_="ma-players-panel",
        ),
        class_="ma-table",
    )


def seat_status(view, seat):
    """(message key, params) describing a seat in the current auction, or None."""
    phase, auction, bidding = view["phase"], view["auction"], view["bidding"]
    if phase == "over":
        return None
    if auction is None:
        return ("ma.status.choosing", {}) if seat == view["auctioneer"] else None
    if phase == "sealed":
        return ("ma.status.offer_in", {}) if seat in auction["acted"] else ("ma.status.thinking", {})
    if seat in view["actors"]:
        return ("ma.status.to_act", {})
    if phase in ("open", "once_around"):
        if seat == bidding["high_bidder"]:
            return ("ma.status.high", {"amount": bidding["high_bid"]})
        if seat in auction["passed"]:
            return ("ma.status.passed", {})
        if phase == "once_around" and seat not in auction["acted"]:
            return ("ma.status.waiting", {})
        return None
    if phase in ("double", "fixed_price") and seat in auction["declined"]:
        return ("ma.status.declined", {})
    return None


def render_auction(ctx):
    view, t, names = ctx.view, ctx.t, ctx.names
    phase, auction, bidding = view["phase"], view["auction"], view["bidding"]
    if phase == "over":
        return None
    # No deal follows the last round: a count of cards "left to deal" would mislead there.
    if view["round"] >= ROUNDS:
        text = t("ma.round_info_last", round=view["round"], rounds=ROUNDS)
    else:
        text = t("ma.round_info", round=view["round"], rounds=ROUNDS, deck=view["deck_count"])
    info = el("p", text, class_="ma-round-info")
    if auction is None:
        choosing = el("p", t("ma.choosing", name=names[view["auctioneer"]]), class_="high-bid")
        return _section(t("ma.on_auction"), info, choosing, class_="auction ma-auction")
    kind = auction["type"]
    lines = [el("p", t("ma.auctioneer", name=names[auction["auctioneer"]]), class_="ma-auctioneer")]
    if auction["partner"] is not None:
        lines.append(
            el("p", t("ma.shared", partner=names[auction["partner"]], name=names[auction["auctioneer"]]))
        )
    if auction["my_sealed"] is not None:
        lines.append(el("p", t("ma.my_sealed", amount=auction["my_sealed"]), class_="ma-secret"))
    if phase in ("open", "once_around"):
        lines.append(
            kit.bid_summary(
                bidding,
                names,
                no_bid=t("ma.no_bid"),
                high_bid=lambda bid, name: t("ma.high_bid", bid=bid, name=name),
            )
        )
    else:
        state_line = {
            "sealed": lambda: t("ma.sealed_progress", done=len(auction["acted"]), total=view["players"]),
            "price": lambda: t("ma.naming_price", name=names[auction["auctioneer"]]),
            "fixed_price": lambda: t("ma.fixed_price", price=auction["price"]),
            "double": lambda: t(
                "ma.double_waiting", name=names[bidding["turn"]], artist=artist_name(t, auction["artist"])
            ),
        }[phase]()
        lines.append(el("p", state_line, class_="high-bid", data_testid="high-bid"))
    statuses = []
    for seat in range(view["players"]):
        status = seat_status(view, seat)
        if status is None:
            continue
        key, params = status
        statuses.append(
            el(
                "li",
                el("b", names[seat]),
                " ",
                el("span", t(key, **params), class_="status"),
                class_="ma-to-act" if key == "ma.status.to_act" else None,
            )
        )
    return _section(
        t("ma.on_auction"),
        info,
        el("div", [lot_card(t, card) for card in bidding["lot"]], class_="ma-lot"),
        el("p", el("strong", t(f"ma.type.{kind}")), ": ", t(f"ma.explain.{kind}"), class_="ma-explain"),
        lines,
        el("ul", statuses, class_="ma-statuses") if statuses else None,
        class_="auction ma-auction",
    )


def _ends_round_note(ctx, artist, kind, adding=False):
    """Why playing (or adding) this painting would end the round, if it would."""
    view, t = ctx.view, ctx.t
    count = view["counts"][ARTISTS.index(artist)]
    if count + 1 >= FIFTH:
        key = "ma.add_ends" if adding else "ma.ends_fifth"
        return t(key, artist=artist_name(t, artist))
    if sum(view["hand_counts"]) == 1:
        return t("ma.ends_last")
    if not adding and kind == "double" and count + 2 >= FIFTH:
        return t("ma.ends_with_second", artist=artist_name(t, artist))
    return None


def render_controls(ctx):
    view, t, seat, legal = ctx.view, ctx.t, ctx.acting_seat, ctx.legal
    phase, auction, bidding = view["phase"], view["auction"], view["bidding"]
    money = view["money"][seat]
    body = []
    if phase == "play":
        body = controls_play(ctx)
    elif phase == "double":
        body = controls_double(ctx)
    elif phase in ("open", "once_around"):
        body = controls_bid(ctx)
    elif phase in ("sealed", "price"):  # a typed amount (left empty): a secret offer, or the price
        low, high = bidding["min_bid"], bidding["max_bid"]
        note = t("ma.range", low=low, high=high)
        form = kit.amount_form(
            phase,
            t(f"ma.{phase}_amount"),
            t(f"ma.{phase}_submit"),
            low,
            high,
            value=False,
            key=f"{phase}-amount",
            note=note,
        )
        if phase == "sealed":
            zero = kit.act_button(t("ma.sealed_zero"), ["sealed", 0], key="sealed-zero")
            body = [
                el("p", t("ma.sealed_secret"), class_="ma-secret"),
                form,
                el("div", zero, class_="buttons"),
            ]
        else:
            body = [el("p", t("ma.price_explain")), form]
    elif phase == "fixed_price":
        price = auction["price"]
        buttons = []
        if ["buy"] in legal:
            buttons.append(
                kit.act_button(t("ma.buy", price=price), ["buy"], primary=True, focus=True, key="buy")
            )
        buttons.append(kit.act_button(t("ma.decline_buy"), ["decline"], focus=not buttons, key="decline"))
        body = [
            el("p", t("ma.buy_explain", name=ctx.names[auction["auctioneer"]], price=price)),
            el("p", t("ma.cannot_afford", price=price), class_="note") if ["buy"] not in legal else None,
            el("div", buttons, class_="buttons"),
        ]
    return _section(
        t("ma.your_move", name=ctx.names[seat]),
        el("p", t("ma.you_have", money=money), class_="ma-you-have") if money is not None else None,
        body,
        class_="controls ma-controls",
    )


def controls_play(ctx):
    t, legal, view = ctx.t, ctx.legal, ctx.view
    hand = view["hand"] or []
    copies = {}
    for artist, kind in hand:
        copies[(artist, kind)] = copies.get((artist, kind), 0) + 1
    rows = []
    first = True
    for artist in ARTISTS:
        buttons = []
        for action in legal:
            if action[0] != "play" or action[1] != artist:
                continue
            kind = action[2]
            note = _ends_round_note(ctx, artist, kind)
            count = copies.get((artist, kind), 0)
            label = el(
                "span",
                symbol(artist),
                " ",
                t(f"ma.type_short.{kind}"),
                el("span", " " + t("ma.copies", count=count), class_="ma-copies") if count > 1 else None,
            )
            buttons.append(
                kit.act_button(
                    [label, el("span", note, class_="ma-ends") if note else None],
                    action,
                    focus=first,
                    extra_class=f"ma-play ma-a-{artist}" + (" ma-ending" if note else ""),
                    aria_label=t("ma.play_aria", card=card_text(t, [artist, kind]))
                    + (f" — {note}" if note else ""),
                )
            )
            first = False
        if buttons:
            rows.append(
                el(
                    "div",
                    el("div", artist_label(t, artist), class_="ma-row-head"),
                    el("div", buttons, class_="buttons"),
                    class_=f"ma-choice-row ma-a-{artist}",
                )
            )
    return [el("p", t("ma.choose_painting")), el("div", rows, class_="ma-choices")]


def controls_double(ctx):
    t, legal, view, names = ctx.t, ctx.legal, ctx.view, ctx.names
    auction = view["auction"]
    artist = auction["artist"]
    if ctx.acting_seat == auction["auctioneer"]:
        explain = t("ma.add_explain_own", artist=artist_name(t, artist))
    else:
        explain = t("ma.add_explain_other", artist=artist_name(t, artist), name=names[auction["auctioneer"]])
    buttons = []
    for action in legal:
        if action[0] != "add":
            continue
        note = _ends_round_note(ctx, artist, action[1], adding=True)
        buttons.append(
            kit.act_button(
                [
                    t("ma.add", card=card_text(t, [artist, action[1]])),
                    el("span", note, class_="ma-ends") if note else None,
                ],
                action,
                primary=True,
                focus=not buttons,
                extra_class=f"ma-play ma-a-{artist}" + (" ma-ending" if note else ""),
            )
        )
    return [
        el("p", explain),
        el("p", t("ma.none_to_add", artist=artist_name(t, artist)), class_="note") if not buttons else None,
        el(
            "div",
            buttons,
            kit.act_button(t("ma.decline_add"), ["decline"], focus=not buttons, key="decline"),
            class_="buttons",
        ),
    ]


def controls_bid(ctx):
    """Open and once-around bidding: the auctioneer's "sold", quick raises, pass, a typed amount.
    (The kit's bid_panel has fixed raise steps, +1/+2/+5; with 100 in hand these go +1/+5/+10.)"""
    t, legal, view, names = ctx.t, ctx.legal, ctx.view, ctx.names
    auction, bidding = view["auction"], view["bidding"]
    seat = ctx.acting_seat
    high, low, top = bidding["high_bid"], bidding["min_bid"], bidding["max_bid"]
    buttons = []
    if ["sold"] in legal:
        sold = t("ma.sold", name=names[bidding["high_bidder"]], amount=high)
        buttons.append(kit.act_button(sold, ["sold"], primary=True, key="sold"))
    quick = []
    if low is not None:
        label = lambda step, amount: t("ma.bid_plus", step=step, amount=amount)  # noqa: E731
        quick = kit.raise_buttons(label, high, range(low, top + 1), steps=QUICK_STEPS)
    buttons += quick
    buttons.append(kit.act_button(t("ma.pass"), ["pass"], focus=not quick, key="pass"))
    notes = []
    if view["phase"] == "open":
        notes.append(t("ma.open_explain"))
    elif seat == auction["auctioneer"] and bidding["high_bidder"] is not None:
        notes.append(t("ma.once_last", name=names[bidding["high_bidder"]], bid=high))
    else:
        notes.append(t("ma.once_explain"))
    if seat == auction["auctioneer"] and auction["partner"] is None:
        notes.append(t("ma.own_pays_bank"))
    if low is None:
        notes.append(t("ma.cannot_raise"))
    return [
        el("p", " ".join(notes)),
        el("div", buttons, class_="buttons"),
        kit.amount_form(
            "bid",
            t("ma.bid_exact"),
            t("ma.bid"),
            low,
            top,
            key="bid-amount",
            note=t("ma.range", low=low, high=top),
        )
        if low is not None
        else None,
    ]


def render_hand(ctx):
    view, t = ctx.view, ctx.t
    hand = view["hand"]
    if hand is None:
        return None
    heading = t("ma.your_hand", name=ctx.names[view["seat"]], count=len(hand))
    return _section(heading, hand_list(t, hand), class_="ma-hand")


def hand_list(t, cards):
    if not cards:
        return el("p", t("ma.empty_hand"), class_="note")
    rows = []
    for artist, kinds in _group(cards).items():
        rows.append(
            el(
                "li",
                el("span", artist_label(t, artist, f" ({sum(kinds.values())})"), class_="ma-row-head"),
                el(
                    "span",
                    [
                        el(
                            "span",
                            t(f"ma.type_short.{kind}"),
                            f" ×{count}" if count > 1 else None,
                            class_=f"ma-type ma-t-{kind}",
                        )
                        for kind, count in kinds.items()
                    ],
                    class_="ma-types",
                ),
                class_=f"ma-hand-row ma-a-{artist}",
            )
        )
    return el("ul", rows, class_="ma-hand-list")


def render_board(ctx):
    view, t = ctx.view, ctx.t
    current = view["round"]
    over = view["phase"] == "over"
    head = el(
        "tr",
        el("th", t("ma.round_col"), scope="col"),
        [
            el(
                "th",
                symbol(a),
                el("span", artist_name(t, a), class_="ma-board-name"),
                scope="col",
                class_=f"ma-a-{a}",
            )
            for a in ARTISTS
        ],
    )
    rows = []
    for r in range(ROUNDS):
        cells = [
            el("td", view["board"][r][a] or "–", class_="ma-tile" if view["board"][r][a] else "ma-empty")
            for a in range(len(ARTISTS))
        ]
        rows.append(
            el(
                "tr",
                el("th", t("ma.round_row", round=r + 1), scope="row"),
                cells,
                class_="ma-current" if r + 1 == current and not over else None,
            )
        )
    rows.append(
        el(
            "tr",
            el("th", t("ma.column_total"), scope="row"),
            [el("td", el("b", total)) for total in view["column_totals"]],
            class_="ma-total",
        )
    )
    warnings = []
    if not over:
        count_cells = []
        for a, artist in enumerate(ARTISTS):
            count = view["counts"][a]
            near = count >= FIFTH - 1
            if near:
                warnings.append(t("ma.next_ends", artist=artist_name(t, artist)))
            count_cells.append(
                el(
                    "td",
                    f"{count}/{FIFTH}",
                    el("span", " ⚑", aria_hidden="true") if near else None,
                    class_="ma-count" + (" ma-near" if near else ""),
                    title=t("ma.next_ends", artist=artist_name(t, artist)) if near else None,
                )
            )
        rows.append(el("tr", el("th", t("ma.this_round"), scope="row"), count_cells, class_="ma-counts"))
    rows.append(
        el(
            "tr",
            el("th", t("ma.played_game"), scope="row"),
            [el("td", f"{view['played_total'][a]}/{TOTALS[artist]}") for a, artist in enumerate(ARTISTS)],
            class_="ma-played",
        )
    )
    return _section(
        t("ma.board"),
        el("table", el("thead", head), el("tbody", rows), class_="ma-board"),
        [el("p", warning, class_="ma-warning") for warning in warnings],
        el("p", t("ma.board_note"), class_="note"),
        class_="ma-board-panel",
    )


def render_last_sale(ctx):
    view, t = ctx.view, ctx.t
    sale = view["last_sale"]
    if sale is None:
        return None
    bids = None
    if sale["bids"] is not None:
        bids = el("p", t("ma.sale.bids", bids=_amounts(ctx, sale["bids"])), class_="note")
    kind = el("span", t(f"ma.type.{sale['type']}"), class_=f"ma-type ma-t-{sale['type']}")
    return _section(t("ma.last_sale"), el("p", kind, " ", sale_text(ctx, sale)), bids, class_="ma-last-sale")


def render_last_round(ctx):
    """The last round's valuation: each artist's paintings, tile and value, and what each sold for."""
    summary, t = ctx.view["last_round"], ctx.t
    if summary is None:
        return None
    round_number = summary["round"]
    tiles = ctx.view["board"][round_number - 1]
    rows = []
    for a, artist in enumerate(ARTISTS):
        value = summary["values"][a]
        rows.append(
            el(
                "tr",
                el("th", artist_label(t, artist), scope="row"),
                el("td", summary["counts"][a]),
                el("td", f"+{tiles[a]}" if artist in summary["top"] else "–"),
                el("td", el("b", value) if value else "0"),
                class_="ma-ranked" if artist in summary["top"] else None,
            )
        )
    sales = ", ".join(f"{ctx.names[s]} +{amount}" for s, amount in enumerate(summary["sales"]))
    head = el(
        "tr", [el("th", t(f"ma.col.{col}"), scope="col") for col in ("artist", "count", "tile", "value")]
    )
    return _section(
        t("ma.last_round", round=round_number),
        el("p", ending_text(ctx, summary["reason"], summary["seat"], summary["counts"])),
        el("table", el("thead", head), el("tbody", rows), class_="ma-valuation"),
        el("p", t("ma.sales", sales=sales)),
        class_="ma-last-round",
    )


def render_player(ctx, seat):
    view, t, names = ctx.view, ctx.t, ctx.names
    money = view["money"][seat]
    status = seat_status(view, seat)
    auction = view["auction"]
    roles = []
    if auction is not None and view["phase"] != "over":
        if seat == auction["auctioneer"]:
            roles.append(t("ma.status.auctioneer"))
        if seat == auction["partner"]:
            roles.append(t("ma.status.partner"))
    bought = _group(view["bought"][seat])
    bought_items = [
        el("li", artist_label(t, artist, f" ×{sum(kinds.values())}")) for artist, kinds in bought.items()
    ]
    others_hand = None
    hands = view["hands"]
    if hands[seat] is not None and seat != view["seat"]:
        others_hand = el("div", el("h4", t("ma.hand_of", name=names[seat])), hand_list(t, hands[seat]))
    bought_row = None
    if view["phase"] != "over":  # after the last sale nobody owns a painting
        bought_row = el(
            "div",
            el("span", t("ma.bought"), class_="ma-bought-label"),
            " ",
            el("ul", bought_items, class_="ma-bought")
            if bought_items
            else el("span", t("ma.bought_none"), class_="note"),
            class_="ma-bought-row",
        )
    money_text = t("ma.money", money="?" if money is None else money)
    return kit.player_panel(
        names[seat],
        seat=seat,
        heading_extra=[
            el("small", " ", ctx.seat_kind_label(seat)),
            el("small", " · ", t("ma.you"), class_="ma-you") if seat == view["seat"] else None,
        ],
        facts=[
            el("span", money_text, class_="ma-money", data_testid=f"money-{seat}"),
            el("span", t("ma.cards_in_hand", count=view["hand_counts"][seat]), class_="ma-hand-count"),
            [el("span", role, class_="status ma-role") for role in roles],
        ],
        status=t(status[0], **status[1]) if status else None,
        body=[bought_row, others_hand],
        to_act=seat in view["actors"],
        extra_class="ma-player",
    )


def render_result(ctx):
    t = ctx.t
    columns = [
        (t("ma.result.money"), lambda row: el("b", row["money"])),
        (t("ma.result.cards_left"), lambda row: row["cards_left"]),
    ]
    return kit.result_table(t, ctx.names, ctx.view["result"], columns, notes=[t("ma.result.note")])


# --- a legal action in words (the hint) -----------------------------------------------------------


def describe_action(ctx, action):
    """A short phrase naming one of the seat's legal actions: "Bid 12", "Auction ★ Krypto (Sealed)"."""
    t, view = ctx.t, ctx.view
    kind = action[0]
    if kind == "play":
        card = [action[1], action[2]]
        ends = view["counts"][ARTISTS.index(action[1])] + 1 >= FIFTH or sum(view["hand_counts"]) == 1
        return t("ma.hint.play_ends" if ends else "ma.hint.play", card=card_text(t, card))
    if kind == "add":
        return t("ma.hint.add", card=card_text(t, [view["auction"]["artist"], action[1]]))
    if kind == "decline":
        if view["phase"] == "double":
            return t("ma.hint.decline_add")
        return t("ma.hint.decline_buy", price=view["auction"]["price"])
    if kind == "bid":
        return t("ma.hint.bid", amount=action[1])
    if kind == "pass":
        return t("ma.hint.pass")
    if kind == "sold":
        bidding = view["bidding"]
        return t("ma.hint.sold", name=ctx.names[bidding["high_bidder"]], amount=bidding["high_bid"])
    if kind == "sealed":
        return t("ma.hint.sealed", amount=action[1])
    if kind == "price":
        return t("ma.hint.price", amount=action[1])
    return t("ma.hint.buy", price=view["auction"]["price"])
