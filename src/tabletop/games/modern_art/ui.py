"""The Modern Art table: a pure function of one seat's view to HTML (no browser code).

Everything shown comes from ctx.view, which the controller builds for the one seat allowed to look
at the screen now (or the public table behind the hand-over screen), so nothing private can leak
from here: a hand or an amount of money the view does not hold is shown as "?" or not at all. The
widgets come from the table kit (tabletop.ui.kit); every auction is read from view["bidding"], the
one auction shape of engine.auction.

The table (kit.table_layout, a stage that fills the screen): the other seats along the top, compact
(money, cards in hand, their part in the auction, this round's paintings drawn small); the shared
area (scaled to fit) with the table's edge (round, deck, bank, and the last round's valuation one tap
away), the lot in a column beside the value board, and the last sale; the dock with the decision
(when picking a painting, the viewer's hand is its body and the cards are the buttons) and one's own
place (one's panel and hand). At the end the board and the last valuation join the results. The
cards are <use>s of the page's sprite (`symbols`, art.py draws the faces). What the last move
changed carries kit.LAST_MOVE (class Recent reads it off the log); paintings keep an fx key from
the hand to the lot to their buyer, and each payment flies as a coin (kit.flight).
"""

from __future__ import annotations

import json
from functools import lru_cache

from ...engine.hints import in_words
from ...ui import kit, memo, regions
from ...ui.html import el, join
from . import art
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
CHART_WIDTH = 270  # the end's charts, in their own units (kit.line_chart, kit.bar_chart)


# --- small pieces ----------------------------------------------------------------------------------


artist_name = art.artist_name  # (t, artist): the artist's name in the player's language


def symbol(artist):
    """The artist's symbol, so that colour is never the only cue (words name the artist too)."""
    return el("span", ARTIST_SYMBOLS[artist], class_="ma-symbol", aria_hidden="true")


def artist_label(t, artist, extra=None):
    """An artist as symbol plus name (plus an optional count), coloured by class."""
    return el("span", symbol(artist), " ", artist_name(t, artist), extra, class_=f"ma-artist ma-a-{artist}")


def card_text(t, card):
    """A painting named inline in text: "★ Krypto (Sealed)"."""
    artist, kind = card
    return f"{ARTIST_SYMBOLS[artist]} {artist_name(t, artist)} ({t(f'ma.type_short.{kind}')})"


def cards_text(t, cards):
    return ", ".join(card_text(t, card) for card in cards)


def _section(heading, *body, class_, heading_shown=True, **attrs):
    """A panel of the table: its heading names it for screen readers too."""
    return el(
        "section",
        el("h2", heading) if heading_shown else None,
        *body,
        class_=class_,
        aria_label=heading,
        **attrs,
    )


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
    if phase == "open" and ctx.acting_seat is None:  # live: no turn, anyone may raise
        seconds = _countdown_seconds(ctx)
        if bidding["high_bidder"] is None:
            return t("ma.prompt.live_first", seconds=seconds)
        bidder = names[bidding["high_bidder"]]
        return t("ma.prompt.live", bid=bidding["high_bid"], bidder=bidder, seconds=seconds)
    seat = bidding["turn"] if phase != "open" else ctx.acting_seat
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


# --- pictures: the sprite, the cover, a card ------------------------------------------------------


def symbols(t):
    """The page's symbols (drawn once, as the table's own region): the 25 card faces, the artists'
    emblems, the auction types, the card back, the bank and a coin (art.py)."""
    return _sprite(tuple(artist_name(t, artist) for artist in ARTISTS))


@lru_cache(maxsize=4)
def _sprite(names):
    return kit.sprite(art.sprite_symbols(dict(zip(ARTISTS, names, strict=True))))


def card_label(t, card):
    """A card's text alternative: "Krypto, Sealed auction"."""
    artist, kind = card
    return t("ma.card_label", artist=artist_name(t, artist), type=t(f"ma.type.{kind}"))


def _face(card):
    return _face_of(card[0], card[1])


@lru_cache(maxsize=32)
def _face_of(artist, kind):
    return el(
        "svg",
        el("use", href=f"#{art.card_id(artist, kind)}"),
        viewBox=art.CARD_BOX,
        aria_hidden="true",
        focusable="false",
    )


def painting_card(t, card, *, size="", label=None, button=None, last=False, fx=None, extra=(), idle=False):
    """A painting drawn as its card (the kit's frame around the sprite's face). `size`: "lot",
    "hand" or "thumb" (CSS sets the width); `last` marks what the last move changed; `idle` dims a
    card that may not be chosen now."""
    artist = card[0]
    text = label or card_label(t, card)
    if last:
        text = f"{text} ({t('table.just_now')})"
    classes = (
        f"drawn ma-card ma-a-{artist}"
        + (f" ma-size-{size}" if size else "")
        + (f" {kit.LAST_MOVE}" if last else "")
        + (" ma-play" if button else "")
        + (" ma-idle" if idle else "")
    )
    fx = fx or {}
    button_attrs = tuple(sorted(button.items())) if button else None
    return _card(
        text, card[0], card[1], classes, button_attrs, fx.get("data_fx"), fx.get("data_fx_from"), join(extra)
    )


@lru_cache(maxsize=512)
def _card(text, artist, kind, classes, button, fx_key, fx_from, extra):
    """One card's markup: the same card in the same place is built once (redraws stay quick)."""
    return kit.card_frame(
        [_face_of(artist, kind), extra],
        kind="ma",
        label=text,
        button=dict(button) if button else None,
        extra_class=classes,
        title=None if button is None else text,
        **kit.fx(fx_key, fx_from),
    )


# --- what happened last, and which painting is which -------------------------------------------

# Log events that are moves (or their outcome); the others (payments, deals, skips) follow them.
MOVES = frozenset({"play", "add", "decline", "bid", "pass", "sealed_bid", "price", "buy", "won", "round_end"})


class Recent:
    """What the last move changed (for kit.LAST_MOVE), the payments it made (for kit.flight), and a
    key per painting of this round (for kit.fx): a painting is named by the log index of its play
    (or add), so the same painting keeps its key from the lot to its buyer's paintings."""

    def __init__(self, view):
        log = view["log"]
        n = view["players"]
        moves = [i for i in range(len(log) - 1, -1, -1) if log[i]["event"] in MOVES][:2]
        self.index = moves[0] if moves else None
        self.entry = log[self.index] if moves else {"event": None}
        before = moves[1] if len(moves) > 1 else -1
        self.payments = [(i, log[i]) for i in range(before + 1, len(log)) if log[i]["event"] == "pay"]
        start = 0
        for i in range(len(log) - 1, -1, -1):
            if log[i]["event"] == "round":
                start = i
                break
        offer, bought, sold = [], [[] for _ in range(n)], []
        for i in range(start, len(log)):
            entry = log[i]
            event = entry["event"]
            if event == "play":
                offer = [(entry["card"], i)]
            elif event == "add":
                offer.append((entry["card"], i))
            elif event == "won":
                bought[entry["seat"]].extend(offer)
                sold = [key for _, key in offer] if i == self.index else sold
                offer = []
            elif event == "round_end":
                offer = []
        auction = view["auction"]
        lot = auction["cards"] if auction else []
        self.lot = [f"ma-p:{i}" for _, i in offer] if [c for c, _ in offer] == lot else None
        self.bought = []
        for seat in range(n):
            if [c for c, _ in bought[seat]] == view["bought"][seat]:
                self.bought.append([f"ma-p:{i}" for _, i in bought[seat]])
            else:  # a position set up without its history (tests): keys by place
                self.bought.append([f"ma-b:{seat}:{j}" for j in range(len(view["bought"][seat]))])
        self.sold = {f"ma-p:{i}" for i in sold}

    @property
    def event(self):
        return self.entry["event"]

    def seat_moved(self, seat):
        """Whether `seat`'s own answer (a bid, a pass, an offer, a decline) was the last move."""
        return self.event in ("bid", "pass", "decline", "sealed_bid") and self.entry.get("seat") == seat


def _money_key(seat):
    return f"ma-money:{seat}"


def _bank_key():
    return "ma-bank"


def flights(recent):
    """The coins of the last move's payments: from a seat's money (or the bank) to another's."""
    out = []
    for index, entry in recent.payments:
        payer, payee = entry["payer"], entry["payee"]
        source = _bank_key() if payer == "bank" else _money_key(payer)
        target = _bank_key() if payee == "bank" else _money_key(payee)
        out.append(kit.flight(f"ma-pay:{index}", source, target, symbol="coin"))
    return out


# --- the table ------------------------------------------------------------------------------------


def render_table(ctx):
    view, t = ctx.view, ctx.t
    recent = Recent(view)
    me = view["seat"] if isinstance(view["seat"], int) else None
    letters = kit.seat_letters(ctx.names)
    others = [s for s in range(view["players"]) if s != me]
    over = view["phase"] == "over"
    mine = None
    if me is not None:
        # At the end, cards left in hand are worthless (the results count them): one's money stays.
        hand = None if _hand_in_controls(ctx) or over else render_hand(ctx)
        mine = [render_player(ctx, me, recent, letters, own=True), hand]
    live = getattr(ctx, "live", None)
    if view["phase"] == "open" and live is not None:  # every person's own raises at the shared screen
        controls = render_live(ctx, live)
    else:  # (an open auction without the table's clock is asked turn by turn: render_controls)
        controls = render_controls(ctx) if ctx.acting_seat is not None else None
    shared = el(
        "div",
        # Regions of their own: a bid redraws the auction, not the value board beside it. At the end
        # the board is part of the results (render_result), which have the room to show it.
        regions.parts("ma-centre", [
            render_edge(ctx, recent),
            render_auction(ctx, recent),
            None if over else kept_board(ctx, recent),
            None if over else render_last_sale(ctx, recent),
        ]),
        class_="ma-centre",
    )
    return el(
        "div",
        kit.table_layout(
            shared=shared,
            seats=[render_player(ctx, seat, recent, letters) for seat in others],
            mine=mine,
            controls=controls,
            label_seats=t("ma.players"),
            label_mine=t("ma.your_place", name=ctx.names[me]) if me is not None else None,
        ),
        flights(recent),
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
    if phase == "open":  # live: nobody's turn; the high bid and who passed (without a clock)
        if seat == bidding["high_bidder"]:
            return ("ma.status.high", {"amount": bidding["high_bid"]})
        return ("ma.status.passed", {}) if seat in auction["passed"] else None
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


def _mark(last):
    return kit.LAST_MOVE if last else None


def _just_now(t, last):
    return kit.sr_only(f" ({t('table.just_now')})") if last else None


def render_edge(ctx, recent):
    """The table's edge above the lot: the round, the deck (what is left to deal) and the bank, where
    cards come from and money goes to; and the last round's valuation one tap away."""
    view, t = ctx.view, ctx.t
    over = view["phase"] == "over"
    deal = None
    if not over:
        # No deal follows the last round: a count of cards "left to deal" would mislead there.
        if view["round"] >= ROUNDS:
            deal = el("span", t("ma.round_last"), class_="ma-deal")
        else:
            deal = el(
                "span",
                kit.icon("ma-back", extra_class="ma-back-icon"),
                el("span", " ", t("ma.deck_left"), class_="ma-words"),
                " ",
                view["deck_count"],
                class_="ma-deal",
                **kit.fx("ma-deck"),
            )
    return el(
        "div",
        el("p", t("ma.round_of", round=view["round"], rounds=ROUNDS), " · ", deal, class_="ma-round-info")
        if deal
        else None,
        el(
            "span",
            kit.icon("ma-bank"),
            el("span", " ", t("ma.bank"), class_="ma-words"),
            class_="ma-bank",
            title=t("ma.bank"),
            **kit.fx(_bank_key()),
        ),
        None if over else kept_last_round(ctx, recent),
        class_="ma-edge",
    )


def render_auction(ctx, recent):
    view, t, names = ctx.view, ctx.t, ctx.names
    phase, auction, bidding = view["phase"], view["auction"], view["bidding"]
    if phase == "over":
        return None
    if auction is None:
        slot = el("div", el("span", "?", aria_hidden="true"), class_="ma-slot")
        choosing = el("p", t("ma.choosing", name=names[view["auctioneer"]]), class_="high-bid")
        return _lot(t, slot, [choosing])
    kind = auction["type"]
    keys = recent.lot or [f"ma-lot:{j}" for j in range(len(bidding["lot"]))]
    log = view["log"]
    cards = []
    for j, card in enumerate(bidding["lot"]):
        key = keys[j]
        played = int(key.split(":")[1]) if recent.lot else None
        player = log[played]["seat"] if played is not None else auction["auctioneer"]
        source = f"ma-h:{card[0]}-{card[1]}" if player == view["seat"] else f"ma-hc:{player}"
        cards.append(
            painting_card(
                t,
                card,
                size="lot",
                last=recent.index == played and played is not None,
                fx=kit.fx(key, source),
            )
        )
    if phase == "double":  # the place of the second painting
        cards.append(el("div", el("span", "+", aria_hidden="true"), class_="ma-slot ma-slot-double"))
    lines = [
        el(
            "p",
            kit.icon(f"ma-t-{kind}", extra_class="ma-type-icon"),
            " ",
            el("strong", t(f"ma.type.{kind}")),
            class_="ma-type-line",
        ),
        el("p", t("ma.auctioneer", name=names[auction["auctioneer"]]), class_="ma-auctioneer"),
    ]
    if auction["partner"] is not None:
        lines.append(
            el(
                "p",
                t("ma.shared", partner=names[auction["partner"]], name=names[auction["auctioneer"]]),
                class_="ma-partner",
            )
        )
    if auction["my_sealed"] is not None:
        lines.append(el("p", t("ma.my_sealed", amount=auction["my_sealed"]), class_="ma-secret"))
    if phase in ("open", "once_around"):
        last_bid = recent.event == "bid"
        if bidding.get("high_bidder") is None:
            line = t("ma.no_bid")
        else:
            line = t("ma.high_bid", bid=bidding["high_bid"], name=names[bidding["high_bidder"]])
        lines.append(
            el(
                "p",
                line,
                _just_now(t, last_bid),
                class_="high-bid" + (f" {kit.LAST_MOVE}" if last_bid else ""),
                data_testid="high-bid",
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
        last = (phase == "fixed_price" and recent.event == "price") or (
            phase == "sealed" and recent.event == "sealed_bid"
        )
        lines.append(
            el(
                "p",
                state_line,
                _just_now(t, last),
                class_="high-bid" + (f" {kit.LAST_MOVE}" if last else ""),
                data_testid="high-bid",
            )
        )
    return _lot(t, cards, lines, el("p", t(f"ma.explain.{kind}"), class_="ma-explain"))


def _lot(t, cards, lines, explain=None):
    """The lot: the painting(s) on offer as cards, beside them how they are sold and how far, and
    below, what the auction's kind means."""
    return _section(
        t("ma.on_auction"),
        el("div", cards, class_="ma-lot"),
        el("div", lines, class_="ma-lot-info"),
        explain,
        class_="auction ma-auction",
        heading_shown=False,
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


def card_choices(ctx):
    """{(artist, type): action} for the paintings the acting seat may play or add now."""
    view = ctx.view
    choices = {}
    for action in ctx.legal:
        if action[0] == "play":
            choices[(action[1], action[2])] = action
        elif action[0] == "add":
            choices[(view["auction"]["artist"], action[1])] = action
    return choices


def choice_card(ctx, card, action, count=1, *, focus=False, fx=None):
    """A painting of the hand that is also the move (auction it, add it to the double)."""
    t = ctx.t
    artist, kind = card
    adding = action[0] == "add"
    note = _ends_round_note(ctx, artist, kind, adding=adding)
    words = t("ma.add", card=card_text(t, card)) if adding else t("ma.play_aria", card=card_text(t, card))
    if count > 1:
        words += " " + t("ma.copies", count=count)
    if note:
        words += f" — {note}"
    extra = [
        el("span", f"×{count}", class_="ma-count-badge", aria_hidden="true") if count > 1 else None,
        el("span", "⚑ ", t("ma.ends_short"), class_="ma-ends", aria_hidden="true") if note else None,
    ]
    button = {"data_cmd": "act", "data_arg": json.dumps(action), "data_focus": focus or None}
    return painting_card(t, card, size="hand", label=words, button=button, fx=fx, extra=extra)


def render_controls(ctx):
    view, t, seat, legal = ctx.view, ctx.t, ctx.acting_seat, ctx.legal
    phase, auction, bidding = view["phase"], view["auction"], view["bidding"]
    money = view["money"][seat]
    have = el("p", t("ma.you_have", money=money), class_="ma-you-have") if money is not None else None
    explain, body, actions = None, [], None
    own_hand = seat == view["seat"] and view["hand"] is not None
    if phase in ("play", "double"):
        if not own_hand:  # the acting seat's hand is not the one shown below: its choices here
            choices = card_choices(ctx)
            body.append(
                el(
                    "div",
                    [
                        choice_card(ctx, card, action, focus=i == 0)
                        for i, (card, action) in enumerate(
                            (list(key), action) for key, action in choices.items()
                        )
                    ],
                    class_="ma-cards",
                )
            )
        if phase == "play":
            explain = t("ma.choose_painting")
        else:
            artist = auction["artist"]
            if seat == auction["auctioneer"]:
                explain = t("ma.add_explain_own", artist=artist_name(t, artist))
            else:
                explain = t(
                    "ma.add_explain_other",
                    artist=artist_name(t, artist),
                    name=ctx.names[auction["auctioneer"]],
                )
            if not any(action[0] == "add" for action in legal):
                body.append(el("p", t("ma.none_to_add", artist=artist_name(t, artist)), class_="note"))
            actions = [
                kit.act_button(
                    t("ma.decline_add"),
                    ["decline"],
                    focus=not any(a[0] == "add" for a in legal),
                    key="decline",
                )
            ]
    elif phase in ("open", "once_around"):  # open: without the table's clock (else render_live)
        explain, actions = controls_bid(ctx)
    elif phase in ("sealed", "price"):  # a typed amount (left empty): a secret offer, or the price
        low, high = bidding["min_bid"], bidding["max_bid"]
        form = kit.amount_form(
            phase,
            t(f"ma.{phase}_amount"),
            t(f"ma.{phase}_submit"),
            low,
            high,
            value=False,
            key=f"{phase}-amount",
            note=t("ma.range", low=low, high=high),
        )
        if phase == "sealed":
            body.append(el("p", t("ma.sealed_secret"), class_="ma-secret"))
            actions = [form, kit.act_button(t("ma.sealed_zero"), ["sealed", 0], key="sealed-zero")]
        else:
            explain = t("ma.price_explain")
            actions = [form]
    elif phase == "fixed_price":
        price = auction["price"]
        explain = t("ma.buy_explain", name=ctx.names[auction["auctioneer"]], price=price)
        buttons = []
        shared = view["seat"] != seat  # the shared screen: the buyer's money is not shown
        if shared or ["buy"] in legal:
            buttons.append(
                kit.act_button(t("ma.buy", price=price), ["buy"], primary=True, focus=True, key="buy")
            )
        else:
            body.append(el("p", t("ma.cannot_afford", price=price), class_="note"))
        if shared:
            body.append(el("p", t("ma.shared_buy"), class_="note"))
        buttons.append(kit.act_button(t("ma.decline_buy"), ["decline"], focus=not buttons, key="decline"))
        actions = buttons
    return kit.controls_section(
        t("ma.your_move", name=ctx.names[seat]),
        [
            None if actions else have,
            body,
            render_hand(ctx) if own_hand and phase in ("play", "double") else None,
        ],
        actions=[actions, _money_note(t, money)] if actions else None,
        explain=explain,
        extra_class="ma-controls",
    )


def _money_note(t, money):
    """One's own money beside the settling buttons (pinned at the foot of a phone's screen)."""
    return el("span", t("ma.you_have", money=money), class_="ma-you-have") if money is not None else None


def controls_bid(ctx):
    """Once-around bidding, and the open auction asked turn by turn where the table has no clock (the
    command line, tests): the auctioneer's "sold", quick raises, pass, a typed amount. (The kit's
    bid_panel has fixed raise steps, +1/+2/+5; with 100 in hand these go +1/+5/+10.) Returns (the
    explanation, the settling buttons)."""
    t, legal, view, names = ctx.t, ctx.legal, ctx.view, ctx.names
    auction, bidding = view["auction"], view["bidding"]
    seat = ctx.acting_seat
    high, low, top = bidding["high_bid"], bidding["min_bid"], bidding["max_bid"]
    # At the shared screen (State.private_decision) nothing may show the bidder's money: the raises
    # and the typed amount have no upper end there; one above the money is refused when made.
    shared = view["seat"] != seat
    if shared:  # (no raise over one's own bid, nor after a pass in an open auction: public facts)
        low, top = (high + 1, None) if ["pass"] in legal else (None, None)
    buttons = []
    if ["sold"] in legal:  # to the high bidder, whom the prompt and the lot name; with none, kept
        sold = t("ma.sold", amount=high) if bidding["high_bidder"] is not None else t("ma.keep")
        buttons.append(kit.act_button(sold, ["sold"], primary=True, key="sold"))
    quick = []
    if low is not None:
        label = lambda step, amount: t("ma.bid_plus", step=step, amount=amount)  # noqa: E731
        allowed = range(low, (high + max(QUICK_STEPS) if shared else top) + 1)
        quick = kit.raise_buttons(label, high, allowed, steps=QUICK_STEPS)
    buttons += quick
    if ["pass"] in legal:
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
    if low is None and ["pass"] in legal:
        notes.append(t("ma.cannot_raise"))
    form = None
    if shared:
        notes.append(t("ma.shared_bid"))
    if low is not None:
        form = kit.amount_form(
            "bid",
            t("ma.bid_exact"),
            t("ma.bid"),
            low,
            top,
            key="bid-amount",
            note=t("ma.range_from", low=low) if shared else t("ma.range", low=low, high=top),
            primary=False,
        )
    return " ".join(notes), [el("div", buttons, class_="buttons ma-bid-buttons"), form]


# --- the open auction, live at one device ------------------------------------------------------------


def _countdown_seconds(ctx):
    """The countdown's length in whole seconds: the table's (ui/live.py), else the game's setting."""
    live = getattr(ctx, "live", None)
    countdown = live and live["countdown"]
    if countdown:
        return max(1, -(-int(countdown["total"]) // 1000))
    return ctx.view["countdown"]


def render_live(ctx, live):
    """The open auction at the shared screen: the countdown ("going once, going twice", restarted by
    every raise), and a row per person at the table with their own raises, in their colour and name;
    the auctioneer, a person, once there is a bid, may also sell at once (beside the countdown, with
    the auctioneer's badge); where people share the device, each row has its own "look" (the table's
    peek: one's own hand and money behind the hand-over screen, the clock waiting meanwhile). Nothing
    here depends on anyone's money (a raise above it is refused when made): the same for everyone."""
    view, t, names = ctx.view, ctx.t, ctx.names
    bidding = view["bidding"]
    high, bidder = bidding["high_bid"], bidding["high_bidder"]
    letters = kit.seat_letters(names)
    people = [seat for seat in range(view["players"]) if ctx.kinds[seat] != "computer"]
    rows = [_live_row(ctx, seat, live, letters, high, bidder) for seat in people]
    raisers = [seat for seat in people if seat in live["seats"]]
    exact = None
    if raisers:
        amount = regions.region("ma-live-amount", el(
            "input", type="number", name="live_amount", step=1, inputmode="numeric", autocomplete="off",
            aria_label=t("ma.live.amount"), placeholder=t("ma.live.amount"), data_key="live-amount",
        ))  # a region of its own, never redrawn: what a person types survives the others' raises
        buttons = [
            kit.command_button(
                [kit.seat_badge(seat, letters[seat], in_control=True), " ",
                 el("span", t("ma.live.bid_as", name=names[seat]), class_="ma-as-name")],
                "live-amount", str(seat), key=f"live-amount-{seat}", extra_class="ma-live-as",
                aria_label=t("ma.live.bid_as_aria", name=names[seat]),
            )
            for seat in raisers
        ]
        exact = regions.region("ma-live-exact", el(
            "form",
            el("label", el("span", t("ma.live.exact"), class_="ma-exact-words"), " ", amount),
            buttons,
            class_="ma-live-exact",
            # Enter bids for the one person who may: with several, each presses their own button.
            data_submit="live-amount" if len(raisers) == 1 else None,
            data_arg=str(raisers[0]) if len(raisers) == 1 else None,
        ))
    note = t("ma.live.note_shared") if view["seat"] is None else None
    sell = None
    closer = live["closer"]
    if closer is not None and bidder is not None:
        sell = kit.command_button(
            [kit.seat_badge(closer, letters[closer], in_control=True), " ",
             t("ma.live.sell", name=names[bidder], amount=high)],
            "live", json.dumps([closer, ["sold"]]), key="live-sold", extra_class="ma-sell",
            aria_label=t("ma.live.sell_aria", auctioneer=names[closer], name=names[bidder], amount=high),
        )
    return kit.controls_section(
        t("ma.live.heading"),
        [
            el("div", render_countdown(ctx, live, high, bidder), sell, class_="ma-live-head"),
            el("ul", rows, class_="ma-live-rows"),
            exact,
            el("p", note, class_="note ma-live-note") if note else None,
        ],
        extra_class="ma-controls ma-live",
        data_testid="live-auction",
    )


def _live_row(ctx, seat, live, letters, high, bidder):
    t, names = ctx.t, ctx.names
    name = names[seat]
    parts = [el("span", kit.seat_badge(seat, letters[seat]), " ", el("span", name, class_="ma-name"),
                class_="ma-live-who")]
    if seat in live["seats"]:
        parts.append(el("span", [
            kit.command_button(
                [el("b", high + step), " ", el("small", f"+{step}")],
                "live", json.dumps([seat, ["bid", high + step]]), key=f"live-{seat}+{step}",
                extra_class="ma-raise", primary=step == QUICK_STEPS[0],
                # What it shows first ("40 +5"), then whose bid: its name holds its words (label in name).
                aria_label=f"{high + step} +{step}, {t('ma.live.raise', name=name, amount=high + step)}",
                title=t("ma.live.raise", name=name, amount=high + step),
            )
            for step in QUICK_STEPS
        ], class_="ma-live-raises"))
    elif seat == bidder:
        parts.append(el("span", t("ma.live.holds", amount=high), class_="status ma-live-high"))
    else:
        parts.append(el("span", t("ma.status.passed"), class_="status"))
    if seat in live.get("peek", ()):
        parts.insert(1, kit.command_button(
            t("ma.live.look"), "peek", str(seat), key=f"live-look-{seat}", extra_class="ma-look",
            aria_label=t("table.peek", name=name), title=t("table.peek", name=name),
        ))
    classes = f"ma-live-row seat-c{seat % kit.SEAT_COLOURS}" + (" ma-live-top" if seat == bidder else "")
    return regions.region(f"ma-live-{seat}", el("li", parts, class_=classes, data_seat=seat))


def render_countdown(ctx, live, high, bidder):
    """"Any more bids?", "going once…", "going twice…": the countdown in words, a third each, and
    as a bar that shrinks (in three steps with reduced motion), restarted by every raise. Its words
    are announced; the bar only shows what they say."""
    t = ctx.t
    countdown = live["countdown"]
    if countdown is None:  # paused: the clock waits
        return regions.region("ma-countdown", el(
            "div", el("p", t("ma.live.paused"), class_="ma-countdown-text", role="status"),
            class_="ma-countdown ma-countdown-paused", data_stage="paused"))
    stage = countdown["stage"]
    total, left = countdown["total"], countdown["left"]
    if bidder is None:
        words = t(f"ma.live.stage_free.{stage}")
    else:
        words = t(f"ma.live.stage.{stage}", amount=high)
    share = left / total if total else 0
    bar = el("span", class_="ma-countdown-bar", style=f"--left: {left}ms; --from: {share:.3f}")
    # A region of its own: each third redraws the countdown, not the raises beside it.
    return regions.region("ma-countdown", el(
        "div",
        el("p", words, class_="ma-countdown-text", role="status", data_testid="countdown"),
        el("span", bar, class_="ma-countdown-track", aria_hidden="true"),
        class_="ma-countdown",
        data_stage=stage,
    ))


def _hand_in_controls(ctx):
    """While the viewer picks a painting from their hand (to auction, or to add to a double), the
    hand is the decision's body: the cards are its buttons."""
    view = ctx.view
    return (
        ctx.acting_seat is not None
        and ctx.acting_seat == view["seat"]
        and view["hand"] is not None
        and view["phase"] in ("play", "double")
    )


def render_hand(ctx):
    """The viewer's hand as cards, equal cards stacked (they are interchangeable); when it is the
    viewer's move to auction (or add to a double) the cards that may go are the buttons."""
    view, t = ctx.view, ctx.t
    hand = view["hand"]
    if hand is None:
        return None
    heading = t("ma.your_hand", name=ctx.names[view["seat"]], count=len(hand))
    choices = card_choices(ctx) if ctx.acting_seat == view["seat"] else {}
    cards = []
    first = True
    for artist, kinds in _group(hand).items():
        for kind, count in kinds.items():
            card = [artist, kind]
            fx = kit.fx(f"ma-h:{artist}-{kind}", "ma-deck")
            action = choices.get((artist, kind))
            if action is not None:
                cards.append(choice_card(ctx, card, action, count, focus=first, fx=fx))
                first = False
            else:
                label = card_label(t, card) + (f" {t('ma.copies', count=count)}" if count > 1 else "")
                badge = (
                    el("span", f"×{count}", class_="ma-count-badge", aria_hidden="true")
                    if count > 1
                    else None
                )
                cards.append(
                    painting_card(t, card, size="hand", label=label, fx=fx, extra=[badge], idle=bool(choices))
                )
    # On a phone the hand is one row that scrolls sideways: the keyboard reaches it.
    body = (el("div", cards, class_="ma-cards", **kit.scroller(heading)) if cards
            else el("p", t("ma.empty_hand"), class_="note"))
    return _section(heading, body, class_="ma-hand")


def hand_summary(t, name, cards):
    """Another seat's hand at an open table, compact: a chip per artist with its count (the cards
    themselves in words for screen readers and the pointer's title)."""
    heading = t("ma.hand_of", name=name)
    if not cards:
        return el("p", heading, ": ", t("ma.empty_hand"), class_="ma-open-hand")
    chips = [
        el("li", symbol(artist), sum(kinds.values()), class_=f"ma-artist ma-a-{artist}")
        for artist, kinds in _group(cards).items()
    ]
    words = f"{heading}: {cards_text(t, cards)}"
    return el(
        "div",
        kit.sr_only(words),
        el("ul", chips, class_="ma-open-hand", aria_hidden="true", title=words),
    )


def kept_board(ctx, recent):
    """render_board, kept between redraws (ui/memo.py) while the values, counts and round stay."""
    view = ctx.view
    ended = recent.entry.get("round") if recent.event == "round_end" else None
    key = (ctx.lang, view["round"], view["phase"] == "over", ended, view["board"], view["column_totals"],
           view["counts"], view["played_total"])
    return memo.kept("ma-board", key, render_board, ctx, recent)


def render_board(ctx, recent):
    """The value board as a board: a column per artist (emblem and name), a row of tile places per
    round with the 30/20/10 tiles laid, the columns' totals and this round's count so far."""
    view, t = ctx.view, ctx.t
    current = view["round"]
    over = view["phase"] == "over"
    ended = recent.entry.get("round") if recent.event == "round_end" else None
    head = _board_head(t("ma.round_col"), tuple(artist_name(t, a) for a in ARTISTS))
    rows = []
    for r in range(ROUNDS):
        cells = []
        for a in range(len(ARTISTS)):
            tile = _tile(view["board"][r][a], ended == r + 1)
            cells.append(el("td", tile))
        now = r + 1 == current and not over
        rows.append(
            el(
                "tr",
                el(
                    "th",
                    "▸ " if now else None,
                    t("ma.round_short", round=r + 1),
                    _just_now(t, ended == r + 1),
                    scope="row",
                    title=t("ma.round_row", round=r + 1),
                ),
                cells,
                class_="ma-current" if now else None,
                aria_current="true" if now else None,
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
            pips = _pips(min(count, FIFTH))
            count_cells.append(
                el(
                    "td",
                    pips,
                    el(
                        "span",
                        count,
                        el("span", f"/{FIFTH}", class_="ma-of"),
                        " ⚑" if near else None,
                        class_="ma-count-text",
                    ),
                    class_=f"ma-count ma-a-{artist}" + (" ma-near" if near else ""),
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
        class_="ma-board-panel",
    )


@lru_cache(maxsize=8)
def _pips(count):
    """This round's count of an artist as five dots (words beside them say the same)."""
    return el(
        "span",
        [el("i", class_="on" if i < count else None) for i in range(FIFTH)],
        class_="ma-pips",
        aria_hidden="true",
    )


@lru_cache(maxsize=4)
def _board_head(round_col, names):
    return el(
        "tr",
        el("th", el("span", round_col, class_="sr-only"), scope="col"),
        [
            el(
                "th",
                kit.icon(f"ma-a-{a}", extra_class="ma-emblem"),
                el("span", name, class_="ma-board-name"),
                scope="col",
                class_=f"ma-a-{a}",
            )
            for a, name in zip(ARTISTS, names, strict=True)
        ],
    )


@lru_cache(maxsize=64)
def _tile(value, laid):
    if value:
        return el("span", value, class_=f"ma-tile ma-tile-{value}" + (f" {kit.LAST_MOVE}" if laid else ""))
    return el("span", el("span", "–", class_="sr-only"), class_="ma-tile-place")


def render_last_sale(ctx, recent):
    view, t = ctx.view, ctx.t
    sale = view["last_sale"]
    if sale is None:
        return None
    last = recent.event == "won"
    bids = None
    if sale["bids"] is not None:  # the sealed offers, opened: a chip per seat, the winner's marked
        before, _, after = t("ma.sale.bids", bids="\x00").partition("\x00")
        letters = kit.seat_letters(ctx.names)
        chips = []
        for seat, amount in enumerate(sale["bids"]):
            if chips:
                chips.append(el("span", ", ", class_="ma-sep"))
            won = seat == sale["winner"]
            chips.append(
                el(
                    "span",
                    f"{ctx.names[seat]} {amount}",
                    class_=f"ma-offer seat-c{seat % kit.SEAT_COLOURS}" + (" ma-offer-won" if won else ""),
                    data_letter=letters[seat],  # drawn as the seat's badge by CSS (not read twice)
                )
            )
        bids = el("p", before, chips, after, class_="ma-offers")
    return el(
        "div",
        el(
            "p",
            el("span", t("ma.last_sale"), class_="ma-last-sale-head"),
            " ",
            kit.icon(f"ma-t-{sale['type']}", t(f"ma.type.{sale['type']}"), extra_class="ma-type-icon"),
            " ",
            sale_text(ctx, sale),
            _just_now(t, last),
        ),
        bids,
        class_="ma-last-sale" + (f" {kit.LAST_MOVE}" if last else ""),
        role="status",
    )


def kept_last_round(ctx, recent):
    """render_last_round, kept between redraws (ui/memo.py) while the round, its valuation and the
    round-end mark stay."""
    view = ctx.view
    key = (ctx.lang, ctx.names, view["last_round"], view["board"], recent.event == "round_end")
    return memo.kept("ma-last-round", key, render_last_round, ctx, recent)


def render_last_round(ctx, recent):
    """The last round's valuation during the game: one tap away at the table's edge, a sheet over
    the table (it takes no room from the lot and the board); open by itself when the round has just
    ended, until the next move or a tap elsewhere."""
    summary, t = ctx.view["last_round"], ctx.t
    if summary is None:
        return None
    last = recent.event == "round_end"
    return el(
        "details",
        el(
            "summary",
            # The summary is the tap area; the pill inside it is what is drawn.
            el(
                "span",
                t("ma.last_round", round=summary["round"]),
                class_="ma-pill" + (f" {kit.LAST_MOVE}" if last else ""),
            ),
            _just_now(t, last),
        ),
        el("div", render_valuation(ctx, summary), class_="ma-round-sheet"),
        class_="ma-last-round",
        open=last,
        data_closes=True,  # like a menu: a tap elsewhere closes it, and it follows `open` (assets/draw.js)
    )


def render_valuation(ctx, summary):
    """A round's valuation: why it ended; a column per artist, as on the board, with its paintings
    that round, its tile and what each of them sold for; and what the bank paid each seat."""
    t = ctx.t
    tiles = ctx.view["board"][summary["round"] - 1]
    ranked = [artist in summary["top"] for artist in ARTISTS]

    def row(key, cells):
        return el(
            "tr",
            el("th", t(f"ma.col.{key}"), scope="row"),
            [
                el("td", cell, class_="ma-ranked" if top else None)
                for cell, top in zip(cells, ranked, strict=True)
            ],
        )

    rows = [
        row("count", summary["counts"]),
        row("tile", [f"+{tile}" if top else "–" for tile, top in zip(tiles, ranked, strict=True)]),
        row("value", [el("b", value) if value else "0" for value in summary["values"]]),
    ]
    sales = ", ".join(f"{ctx.names[s]} +{amount}" for s, amount in enumerate(summary["sales"]))
    return join(
        [
            el("p", ending_text(ctx, summary["reason"], summary["seat"], summary["counts"])),
            el(
                "table",
                el("thead", _board_head(t("ma.col.artist"), tuple(artist_name(t, a) for a in ARTISTS))),
                el("tbody", rows),
                class_="ma-board ma-valuation",
            ),
            el("p", t("ma.sales", sales=sales)),
        ]
    )


def render_player(ctx, seat, recent, letters, own=False):
    """A seat's panel, compact: its letter and colour, money (secret but one's own), cards in hand,
    its part in the auction, and the paintings it bought this round, drawn small."""
    view, t, names = ctx.view, ctx.t, ctx.names
    money = view["money"][seat]
    status = seat_status(view, seat)
    if own and status and status[0] == "ma.status.to_act" and ctx.acting_seat == seat:
        status = None  # the decision beside it says so
    auction = view["auction"]
    roles = []
    if auction is not None and view["phase"] != "over":
        if seat == auction["auctioneer"]:
            roles.append(t("ma.status.auctioneer"))
        if seat == auction["partner"]:
            roles.append(t("ma.status.partner"))
    bought = view["bought"][seat]
    keys = recent.bought[seat]
    thumbs = []
    for card, key in zip(bought, keys, strict=True):
        last = key in recent.sold
        thumbs.append(el("li", painting_card(t, card, size="thumb", last=last, fx=kit.fx(key))))
    others_hand = None
    hands = view["hands"]
    if hands[seat] is not None and seat != view["seat"]:
        others_hand = hand_summary(t, names[seat], hands[seat])
    bought_row = None
    if view["phase"] != "over":  # after the last sale nobody owns a painting
        if thumbs:
            bought_row = el(
                "div",
                kit.sr_only(t("ma.bought")),
                el("ul", thumbs, class_="ma-thumbs ma-bought"),
                class_="ma-bought-row",
            )
        else:  # said, not drawn: an empty row would only take room
            bought_row = kit.sr_only(f"{t('ma.bought')} {t('ma.bought_none')}")
    moved = recent.seat_moved(seat)
    status_chip = None
    if status:
        status_chip = el(
            "span",
            kit.icon("ma-t-sealed") if status[0] == "ma.status.offer_in" else None,
            t(status[0], **status[1]),
            _just_now(t, moved),
            class_="status" + (f" {kit.LAST_MOVE}" if moved else ""),
        )
    shown = "?" if money is None else money
    money_text = t("ma.money", money=shown)
    count = view["hand_counts"][seat]
    return kit.player_panel(
        [kit.seat_badge(seat, letters[seat], names[seat]), " ", el("span", names[seat], class_="ma-name")],
        seat=seat,
        # The kind of player ("Computer (easy)") in words for screen readers: a compact panel has no
        # room for it (the setup and the log say it); one's own place is the dock, named as such.
        heading_extra=() if own else kit.sr_only(f" ({ctx.seat_kind_label(seat)})"),
        facts=[
            # The coin says "money": the words are for screen readers (and the pointer's title).
            el(
                "span",
                kit.icon("ma-coin"),
                el("span", money_text, class_="sr-only", data_testid=f"money-{seat}"),
                el("span", shown, aria_hidden="true"),
                class_="ma-money",
                title=money_text,
                **kit.fx(_money_key(seat)),
            ),
            el(
                "span",
                kit.icon("ma-back", extra_class="ma-back-icon"),
                kit.sr_only(t("ma.cards_in_hand", count=count)),
                el("span", count, aria_hidden="true"),
                class_="ma-hand-count",
                title=t("ma.cards_in_hand", count=count),
                **kit.fx(f"ma-hc:{seat}"),
            ),
            [el("span", role, class_="status ma-role") for role in roles],
            status_chip,
        ],
        body=[bought_row, others_hand],
        to_act=seat in view["actors"],
        extra_class="ma-player" + (" ma-own" if own else ""),
    )


# --- the end: the ranking, and the money over the game in pictures -----------------------------


def money_story(view):
    """Each seat's money over the game, from the view's log: per round the income (payments
    received: paintings sold at auction, the bank's purchases at the round's end) and the spending
    (paintings bought), and the money at the start and after each round, counted back from the
    final money (public at the end). Returns (round numbers, income, spending, money), the last three
    per seat; None if some money is not public."""
    n = view["players"]
    final = view["money"]
    if any(amount is None for amount in final):
        return None
    rounds, income, spending = [], [[] for _ in range(n)], [[] for _ in range(n)]
    for entry in view["log"]:
        event = entry["event"]
        if event == "round":
            rounds.append(entry["round"])
            for seat in range(n):
                income[seat].append(0)
                spending[seat].append(0)
        elif event == "pay" and rounds:
            if entry["payer"] != "bank":
                spending[entry["payer"]][-1] += entry["amount"]
            if entry["payee"] != "bank":
                income[entry["payee"]][-1] += entry["amount"]
    money = []
    for seat in range(n):
        start = final[seat] - sum(income[seat]) + sum(spending[seat])
        line = [start]
        for got, paid in zip(income[seat], spending[seat], strict=True):
            line.append(line[-1] + got - paid)
        money.append(line)
    return rounds, income, spending, money


def render_result(ctx):
    t, view, names = ctx.t, ctx.view, ctx.names
    letters = kit.seat_letters(names)
    columns = [
        (t("ma.result.money"), lambda row: el("b", row["money"])),
        (t("ma.result.cards_left"), lambda row: row["cards_left"]),
    ]
    table = kit.result_table(
        t,
        names,
        view["result"],
        columns,
        notes=[t("ma.result.note")],
        name_cell=lambda seat: [kit.seat_badge(seat, letters[seat], names[seat]), " ", names[seat]],
    )
    # The value board as the game left it, and the last valuation, which decided the game.
    final = view["last_round"]
    parts = [
        el("div", table, class_="ma-ranking"),
        kept_board(ctx, Recent(view)),
        el(
            "section",
            el("h3", t("ma.last_round", round=final["round"])),
            render_valuation(ctx, final),
            el("p", t("ma.board_note"), class_="note"),
            class_="ma-last-round",
        )
        if final is not None
        else None,
    ]
    story = money_story(view)
    if story is not None and story[0]:
        rounds, income, spending, money = story
        groups = [t("ma.round_short", round=r) for r in rounds]

        def series(values):
            return [(names[s], letters[s], s, values[s]) for s in range(view["players"])]

        # Drawn narrow, so that a phone shows them larger than drawn: their smallest letters (9 units)
        # then still read at 11 px.
        size = {"width": CHART_WIDTH}
        parts.append(el(
            "div",
            kit.line_chart(t("ma.chart.money"), series(money), [t("ma.chart.start")] + groups, **size),
            kit.bar_chart(t("ma.chart.income"), groups, series(income), **size),
            kit.bar_chart(t("ma.chart.spending"), groups, series(spending), **size),
            class_="ma-charts",
        ))
    return el("div", parts, class_="ma-result")


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
        if bidding["high_bidder"] is None:
            return t("ma.hint.sold_free", name=ctx.names[view["auction"]["auctioneer"]])
        return t("ma.hint.sold", name=ctx.names[bidding["high_bidder"]], amount=bidding["high_bid"])
    if kind == "sealed":
        return t("ma.hint.sealed", amount=action[1])
    if kind == "price":
        return t("ma.hint.price", amount=action[1])
    return t("ma.hint.buy", price=view["auction"]["price"])


def hint_reason(ctx, reasons):
    """The hint's reasons (hints.py) in words: "one Yoko is worth about 34 this round"."""
    t = ctx.t

    def params_in_words(params):
        if "artist" in params:
            params["artist"] = artist_name(t, params["artist"])
        if "seat" in params:
            params["name"] = ctx.names[params.pop("seat")]
        if "other" in params:
            params["other"] = describe_action(ctx, params["other"])

    return in_words(t, reasons, params_in_words)
