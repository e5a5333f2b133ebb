"""The Goblin Market table: a pure function of a seat's view to an element tree (no browser code).

Everything in this game is public, so every seat's cards and chips are drawn; the pictures come
from art.py (one sprite of symbols per page, the cards drawn by reference to it).
"""

from __future__ import annotations

import json
from functools import lru_cache

from ...engine.hints import in_words
from ...ui import kit, memo, regions
from ...ui.html import el, join
from . import art
from .cards import CARDS, SUITS
from .rules import LOT_SIZE, score

SUIT_SYMBOLS = {"Moons": "☾", "Suns": "☼", "Waves": "≈", "Leaves": "♣", "Wyrms": "§", "Knots": "⌘"}
RULES_KEY = "rules.goblin_market"
MOVES = ("bid", "pass", "take", "take_all")  # the log's entries that a seat chose (not forced)
RECENT = 16  # payments among the log's last entries fly as chips (older ones flew already)
BANK = "gm-bank"
DECK = "gm-deck"


def symbols(t):
    """The sprite: the six suits, the crown, the goblin, a chip, the two card backs, and every card's
    face and small face and the bid's chip stacks as pictures (art.pictures)."""
    return _sprite(t("gm.corner.ace"))


@lru_cache(maxsize=3)
def _sprite(ace_corner):
    return kit.sprite({**art.SYMBOLS, **art.pictures(ace_corner)})  # the same for every move: built once


def in_short(short, whole, tag="span", **attrs):
    """Words in short on the table (a number, a mark), the whole of them as the title and for screen
    readers: where the room is small and the short form says it to the eye."""
    return el(tag, el("span", short, aria_hidden="true"), kit.sr_only(whole), title=whole, **attrs)


# --- cards ----------------------------------------------------------------------------------------


def suit_label(t, suit):
    return el("span", art.suit_icon(suit), " ", t(f"suit.{suit}"), class_=f"suit suit-{suit.lower()}")


def card_name(t, card_id):
    return t(f"card.{card_id}")


def rank_label(t, card_id):
    card = CARDS[card_id]
    if card.kind == "numeral":
        return str(card.rank)
    return t(f"gm.rank.{card.kind}")


def card_label(t, card_id):
    """A card's text alternative: its name, rank and suits."""
    card = CARDS[card_id]
    suits = t("gm.list_sep").join(t(f"suit.{suit}") for suit in card.suits)
    return t("gm.card_label", name=card_name(t, card_id), rank=rank_label(t, card_id), suits=suits)


def card_key(card_id):
    return f"gm-card:{card_id}"


def card_face(
    t, card_id, action=None, *, source=DECK, extra_class="", focus=False, marked=False, small=False
):
    """A drawn card: its picture and its name (shown where the card is drawn large enough for it to
    read, app.css; its label names it everywhere); `small`, the small card's picture (art.mini_face,
    whose index reads at a small size) and no name. With an action, the card itself is the button
    that takes it. The same card keeps its fx key wherever it lies, so it glides between places."""
    card = CARDS[card_id]
    if small:
        body = art.mini_face(card_id)
    else:
        body = [art.face(card_id), el("span", card_name(t, card_id), class_="gm-name")]
    classes = (
        "drawn gm-card" + (f" {extra_class}" if extra_class else "") + (f" {kit.LAST_MOVE}" if marked else "")
    )
    fx = kit.fx(card_key(card_id), source)
    if action is None:
        label = card_label(t, card_id) + (f" ({t('table.just_now')})" if marked else "")
        return kit.card_frame(body, kind=card.kind, label=label, extra_class=classes, **fx)
    label = t("gm.take_card", card=card_label(t, card_id))
    button = {"data_cmd": "act", "data_arg": json.dumps(action), "data_focus": focus or None}
    return kit.card_frame(body, kind=card.kind, label=label, button=button, extra_class=classes, **fx)


def mini_card(t, card_id, marked=False):
    """A card in a player's collection, small (rank and suits; its name is its label)."""
    label = card_label(t, card_id) + (f" ({t('table.just_now')})" if marked else "")
    return _mini_card(card_id, label, card_name(t, card_id), marked)


@lru_cache(maxsize=1024)
def _mini_card(card_id, label, name, marked):
    # The same card in the same words is the same markup: a long game's collections are not
    # rebuilt tag by tag on every redraw.
    classes = "drawn gm-mini" + (f" {kit.LAST_MOVE}" if marked else "")
    return kit.card_frame(
        art.mini_face(card_id),
        kind=CARDS[card_id].kind,
        label=label,
        extra_class=classes,
        title=name,
        **kit.fx(card_key(card_id), "gm-lot"),
    )


def short_card(t, card_id):
    """A card named inline in text: name plus suit symbols."""
    card = CARDS[card_id]
    return f"{card_name(t, card_id)} ({''.join(SUIT_SYMBOLS[s] for s in card.suits)})"


def collection_order(card_id):
    card = CARDS[card_id]
    return (SUITS.index(card.suits[0]), card.rank if card.rank is not None else 10, card_id)


# --- prompt and log -------------------------------------------------------------------------------


def prompt(ctx):
    view, t, names = ctx.view, ctx.t, ctx.names
    if view["phase"] == "over":
        return t("gm.prompt.over")
    seat = view["turn"]
    name = names[seat]
    bidding = view["bidding"]
    if view["phase"] == "bidding":
        if bidding["high_bidder"] is None:
            return t("gm.prompt.open_bid", name=name)
        return t("gm.prompt.bid", name=name, bid=bidding["high_bid"], bidder=names[bidding["high_bidder"]])
    if not view["pickers"]:  # the winner chooses first
        return t("gm.prompt.take", name=name, price=view["price"])
    return t("gm.prompt.pick", name=name, price=view["bids"][seat])


def describe_action(ctx, action):
    """A legal action in a short phrase, for the hint: "Bid 7", "Pass", "Take every card (pay 5)",
    "Take The Pact"."""
    t, kind = ctx.t, action[0]
    if kind == "bid":
        return t("gm.action.bid", amount=action[1])
    if kind == "pass":
        return t("gm.action.pass")
    if kind == "take_all":
        return t("gm.take_all", price=ctx.view["price"])
    return t("gm.take_card", card=short_card(t, action[1]))


def hint_reason(ctx, reasons):
    """The hint's reasons (hints.py) in words: "builds your Moons, Knots: +2 points"."""
    t = ctx.t

    def params_in_words(params):
        if "suits" in params:
            params["suits"] = t("gm.list_sep").join(t(f"suit.{suit}") for suit in params["suits"])
        if "seat" in params:
            params["name"] = ctx.names[params.pop("seat")]
        if "other" in params:
            params["other"] = describe_action(ctx, params["other"])

    return in_words(t, reasons, params_in_words)


def describe(ctx, entry):
    """One log entry in words: the entry's fields, with seats as names and cards as short names."""
    t, names = ctx.t, ctx.names
    kind, params = entry["event"], dict(entry)
    if "seat" in entry:
        params["name"] = names[entry["seat"]]
    if kind == "auction":
        params.update(name=names[entry["opener"]], cards=entry["lot"])
        kind = "auction" if entry["size_card"] else "final_auction"
    elif kind == "pass" and entry["forced"]:
        kind = "pass_forced"
    elif kind == "goblin":
        given = [f"{names[s]} +{n}" for s, n in enumerate(entry["gifts"]) if n]
        params["gifts"] = ", ".join(given) if given else t("gm.log.nobody")
    for key in ("card", "size_card"):
        if params.get(key):
            params[key] = short_card(t, params[key])
    if "cards" in params:
        params["cards"] = ", ".join(short_card(t, c) for c in params["cards"])
    key = f"gm.log.{kind}"
    text = t(key, **params)
    return kind if text == key else text  # an event without words of its own


# --- what just happened -----------------------------------------------------------------------------


def last_move(view):
    """The last entry of the log that a seat chose (a bid, a pass, a card or lot taken), or None.
    Forced passes, the goblins and the next auction's cards follow it in the log."""
    for entry in reversed(view["log"]):
        if entry["event"] in MOVES and not entry.get("forced"):
            return entry
    return None


def taken_just_now(view):
    """The cards the last move put into collections, as {card: seat}: a take and the takes it forced
    (the last card of a split goes to the next bidder without a choice), or a whole lot."""
    taken = {}
    for entry in reversed(view["log"]):
        event = entry["event"]
        if event == "take":
            taken[entry["card"]] = entry["seat"]
        elif event == "take_all":
            return {card: entry["seat"] for card in entry["cards"]}
        elif event in MOVES and not entry.get("forced"):
            break
        elif taken and event not in ("friendship", "goblin", "goblin_reshuffle", "leftover"):
            break  # the takes of this sale are over
    return taken


def flights(view):
    """Chips flying for the payments among the log's recent entries: a price paid goes from the
    buyer to the supply; friendship and the goblins' gifts come from the supply. Each flight's key
    is its entry's place in the log, so it flies once, on the redraw that first shows it."""
    log = view["log"]
    shown = []
    for index in range(max(0, len(log) - RECENT), len(log)):
        entry = log[index]
        event = entry["event"]
        if event in ("take", "take_all") and entry["price"]:
            shown.append(kit.flight(f"gm-pay:{index}", f"gm-chips-{entry['seat']}", BANK))
        elif event == "friendship":
            shown.append(kit.flight(f"gm-pay:{index}", BANK, f"gm-chips-{entry['seat']}"))
        elif event == "goblin":
            for seat, gift in enumerate(entry["gifts"]):
                if gift:
                    shown.append(kit.flight(f"gm-gift:{index}:{seat}", BANK, f"gm-chips-{seat}"))
    return shown


# --- the table ------------------------------------------------------------------------------------


def render_table(ctx):
    view, t = ctx.view, ctx.t
    letters = kit.seat_letters(ctx.names)
    last = last_move(view)
    viewer = ctx.viewer
    seats = [render_player(ctx, seat, letters, last) for seat in range(view["players"]) if seat != viewer]
    mine = render_player(ctx, viewer, letters, last, mine=True) if viewer is not None else None
    controls = (
        render_controls(ctx, letters) if ctx.acting_seat is not None and view["phase"] != "over" else None
    )
    return el(
        "div",
        kit.table_layout(
            shared=render_market(ctx, letters),
            seats=seats,
            mine=mine,
            controls=controls,
            label_seats=t("gm.players"),
            label_mine=t("gm.your_cards"),
        ),
        flights(view),
        class_="gm-table",
    )


def lot_in_controls(ctx):
    """While the seat in control picks, the lot's cards are its buttons, in the decision."""
    return ctx.acting_seat is not None and ctx.view["phase"] == "taking"


def render_market(ctx, letters):
    """The shared area: the deck, the turned size card and the discards, the lot, the high bid as
    chips; then the supply, the goblin deck and the last goblin card."""
    view, t = ctx.view, ctx.t
    if view["phase"] == "over":
        return None
    deck = kit.card_frame(
        art.back(),
        kind="back",
        label=t("gm.deck_label", count=view["deck_count"]),
        extra_class="drawn gm-back",
        **kit.fx(DECK),
    )
    pile = el(
        "div",
        deck,
        el("span", view["deck_count"], class_="gm-count-tag", aria_hidden="true"),
        class_="gm-pile",
    )
    if view["final_auction"]:
        size = in_short(t("gm.final_short"), t("gm.final_auction"), "p", class_="gm-final")
    else:
        count = LOT_SIZE[CARDS[view["size_card"]].kind]
        size = el(
            "figure",
            card_face(t, view["size_card"], extra_class="gm-size-card", small=True),
            el(
                "figcaption",
                el("span", t("gm.size_badge", count=count), aria_hidden="true"),
                kit.sr_only(t("gm.size_card", card=card_name(t, view["size_card"]), count=count)),
            ),
            class_="gm-size",
        )
    if lot_in_controls(ctx):
        lot = el("p", t("gm.lot_in_decision"), class_="gm-lot-note")
    else:
        lot = [card_face(t, card) for card in view["lot"]]
    return el(
        "section",
        el("h2", t("gm.lot_heading", number=view["auction"]), class_="gm-heading"),
        # Regions of their own: a bid redraws the high bid, not the lot and the deck beside it.
        regions.parts("gm-market", [
            el("div", pile, size, discarded(ctx), class_="gm-source"),
            el("div", lot, class_="gm-lot", role="group", aria_label=t("gm.lot"), **kit.fx("gm-lot")),
            render_high_bid(ctx, letters),
        ]),
        regions.region("gm-goblins", render_goblins(ctx)),
        class_="gm-market",
        aria_label=t("gm.lot"),
    )


def render_high_bid(ctx, letters):
    """The high bid as a stack of chips, its amount and the bidder's mark; who is still in."""
    view, t, names = ctx.view, ctx.t, ctx.names
    bidding = view["bidding"]
    bidder = bidding["high_bidder"]
    if bidder is None:
        words = el("p", t("gm.no_bid_yet"), class_="gm-bid-words")
        amount = None
    else:
        key = "gm.won_by" if view["phase"] == "taking" else "gm.high_bid"
        words = el(
            "p",
            kit.seat_badge(bidder, letters[bidder], names[bidder]),
            " ",
            t(key, bid=bidding["high_bid"], price=bidding["high_bid"], name=names[bidder]),
            class_="gm-bid-words",
            data_testid="high-bid",
        )
        amount = el("b", bidding["high_bid"], class_="gm-bid-amount", aria_hidden="true")
    still = None
    if view["phase"] == "bidding" and bidding.get("still_in") is not None:
        still = el(
            "p",
            t("gm.still_in_label"),
            " ",
            [
                [kit.seat_badge(seat, letters[seat], names[seat]), kit.sr_only(names[seat] + " ")]
                for seat in bidding["still_in"]
            ],
            class_="gm-still-in",
        )
    return el(
        "div",
        el("div", art.chip_stack(bidding["high_bid"] if bidder is not None else 0), amount, class_="gm-pot"),
        el("div", words, still, class_="gm-bid-text"),
        class_="gm-high-bid",
    )


def render_goblins(ctx):
    """The supply (where prices go and gifts come from), the goblin deck and its last card."""
    view, t = ctx.view, ctx.t
    supply = el("span", art.chip_icon(), " ", t("gm.supply"), class_="gm-supply", **kit.fx(BANK))
    goblin_deck = kit.card_frame(
        art.back("gm-goblin-back"),
        kind="goblin-back",
        label=t("gm.goblin_deck", count=view["goblin_deck_count"]),
        extra_class="drawn gm-back gm-goblin-deck",
        **kit.fx("gm-goblin-deck"),
    )
    last, words = None, t("gm.goblins")
    if view["last_goblin"]:
        last = card_face(t, view["last_goblin"], source="gm-goblin-deck", extra_class="gm-last-goblin")
        words = t("gm.last_goblin_is", card=card_name(t, view["last_goblin"]))
    return el(
        "div",
        supply,
        el("div", goblin_deck, last, el("span", words, class_="gm-goblin-words"), class_="gm-goblins"),
        class_="gm-aside",
    )


def discarded(ctx):
    """How many cards are out of the game (the size cards, the lots nobody bought), under the deck."""
    term, value = ctx.t("gm.discard"), len(ctx.view["discard"])
    return el("dl", el("div", el("dt", term), el("dd", value)), class_="facts")


def render_controls(ctx, letters):
    view, t, seat, legal = ctx.view, ctx.t, ctx.acting_seat, ctx.legal
    heading = t("gm.your_move", name=ctx.names[seat])
    if view["phase"] == "bidding":
        friendship = view["friendship"][seat]
        note = None
        if friendship:
            price = view["high_bid"] or view["price"]
            note = el("p", t("gm.friendship_you", chips=friendship, price=price), class_="friendship")
        panel = kit.bid_panel(
            view["bidding"],
            raise_label=lambda step, amount: t("gm.bid_plus", step=step, amount=amount),
            exact_label=t("gm.bid_exact"),
            submit=t("gm.bid"),
            pass_label=t("gm.pass"),
        )
        # The seat's chips beside the heading, what friendship would pay under it, then the bids:
        # what the choice needs, in one place.
        chips = el("p", art.chip_icon(), t("gm.you_have", chips=view["chips"][seat]), class_="gm-purse")
        return kit.controls_section(heading, [chips, note], actions=[panel])
    take_all = None
    if ["take_all"] in legal:
        label = t("gm.take_all", price=view["price"])
        take_all = kit.act_button(label, ["take_all"], primary=True, focus=True, key="take-all")
    explain = t("gm.split_explain" if take_all else "gm.pick_explain")
    picks = [action for action in legal if action[0] == "take"]
    # The lot's cards are the buttons that settle the choice: in the decision's bar, so that on a
    # phone they are pinned in thumb reach with "take every card".
    choices = [
        card_face(t, action[1], action, focus=take_all is None and index == 0)
        for index, action in enumerate(picks)
    ]
    actions = [
        el("div", choices, class_="gm-lot gm-picks", role="group", aria_label=t("gm.tap_card")),
        take_all,
    ]
    return kit.controls_section(heading, [], actions=actions, explain=explain)


def player_status(ctx, seat, last):
    view, t = ctx.view, ctx.t
    if view["turn"] == seat:
        return t("gm.status.to_act" if view["phase"] == "bidding" else "gm.status.choosing")
    if view["phase"] != "bidding" or seat in view["bidding"]["still_in"]:
        return None
    text = t("gm.status.passed")
    if last is not None and last["event"] == "pass" and last["seat"] == seat:
        return el("span", text, kit.sr_only(f" ({t('table.just_now')})"), class_=f"gm-passed {kit.LAST_MOVE}")
    return text


def suit_counts(t, counts):
    """Six cells, a suit each: its symbol and how many of the player's cards show it. The three
    that count for the player (the largest, if any) are bold and underlined, the rest faint."""
    words = (tuple(t(f"suit.{suit}") for suit in SUITS), t("gm.counts_for"), t("gm.counts_against"))
    return _suit_counts(tuple(counts), words, t("gm.suit_counts"))


@lru_cache(maxsize=1024)
def _suit_counts(counts, words, label):
    names, counts_for, counts_against = words
    order = sorted(range(len(SUITS)), key=lambda i: (-counts[i], i))
    top = {i for i in order[:3] if counts[i]}
    cells = []
    for index, suit in enumerate(SUITS):
        scoring = index in top
        cells.append(
            el(
                "li",
                art.suit_icon(suit),
                el("b", counts[index]),
                kit.sr_only(f" {names[index]}, " + (counts_for if scoring else counts_against)),
                class_=f"gm-count {art.suit_class(suit)} " + ("gm-top" if scoring else "gm-bottom"),
            )
        )
    return el("ul", cells, class_="gm-counts", aria_label=label)


def owned_cards(t, owned, marked, mine):
    """A seat's collection as small cards: one's own drawn larger, in one row (app.css), the others'
    as a fan; None if it holds none."""
    cards = [mini_card(t, card, card in marked) for card in owned]
    if not cards:
        return None
    if mine:
        return el("div", cards, class_="gm-owned gm-owned-big")
    # How many: the fan closes up to keep them all in one row (app.css).
    return el("div", cards, class_="gm-owned", style=f"--cards: {len(cards)}")


def friendship_hint(ctx, seat):
    """What friendship would pay the seat if the sale closed now (it has not bid): short, with the
    whole sentence as its title and for screen readers; None if nothing, or if the seat's own
    decision says it."""
    view, t = ctx.view, ctx.t
    friendship = view["friendship"][seat]
    if not friendship or (seat == ctx.acting_seat and view["phase"] == "bidding"):
        return None
    whole = t("gm.friendship_if", chips=friendship, price=view["high_bid"] or view["price"])
    return in_short(t("gm.friendship_short", chips=friendship), whole, class_="friendship")


def render_player(ctx, seat, letters, last, mine=False):
    """A seat's panel: compact along the top for a rival (name, chips, score, bid or status, the
    suit counts, its cards as a small fan); one's own, in the dock, the same with its cards larger."""
    view, t = ctx.view, ctx.t
    name = ctx.names[seat]
    bid = view["bids"][seat]
    bid_token = None
    if bid and view["phase"] != "over":
        just = last is not None and last["event"] == "bid" and last["seat"] == seat
        bid_token = el(
            "span",
            art.chip_icon(),
            t("gm.status.bid", amount=bid),
            kit.sr_only(f" ({t('table.just_now')})") if just else None,
            class_="gm-bid" + (f" {kit.LAST_MOVE}" if just else ""),
            data_testid=f"bid-{seat}",
        )
    chips, score = view["chips"][seat], view["scores"][seat]
    hint = friendship_hint(ctx, seat)
    owned = tuple(sorted(view["owned"][seat], key=collection_order))
    marked = frozenset(card for card, taker in taken_just_now(view).items() if taker == seat)
    # A seat's cards change only when it takes a lot: kept (ui/memo.py) while the bids go round.
    collection = memo.kept(
        f"gm-owned-{seat}", (ctx.lang, owned, marked, mine), owned_cards, t, owned, marked, mine
    )
    return kit.player_panel(
        join([kit.seat_badge(seat, letters[seat], name), " ", el("span", name, class_="gm-who")]),
        seat=seat,
        heading_extra=el("small", " ", ctx.seat_kind_label(seat)),
        facts=[
            # Chips and score in short (the chip beside the number says "chips").
            in_short(
                [art.chip_icon(), el("b", chips)],
                t("gm.chips", chips=chips),
                class_="chips",
                data_testid=f"chips-{seat}",
                **kit.fx(f"gm-chips-{seat}"),
            ),
            in_short(t("gm.score_short", score=score), t("gm.score", score=score), class_="score"),
            # This auction's facts together: the seat's last bid, or what friendship would pay it.
            el("span", bid_token, hint, class_="gm-pills") if bid_token or hint else None,
        ],
        status=player_status(ctx, seat, last),
        body=[
            suit_counts(t, view["suit_counts"][seat]),
            collection or el("p", t("gm.no_cards"), class_="gm-none"),
        ],
        to_act=view["turn"] == seat,
        extra_class="gm-player " + ("gm-mine" if mine else "gm-rival"),
    )


# --- the end --------------------------------------------------------------------------------------


def score_series(view):
    """Each seat's score after each auction (and 0 before the first), from the log alone: the
    cards each entry gave, scored at the start of the next auction and at the end."""
    players = view["players"]
    owned = [[] for _ in range(players)]
    series = [[0] for _ in range(players)]

    def record():
        for seat in range(players):
            series[seat].append(score(owned[seat]))

    for entry in view["log"]:
        event = entry["event"]
        if event == "auction" and entry["number"] > 1:
            record()
        elif event == "take":
            owned[entry["seat"]].append(entry["card"])
        elif event == "take_all":
            owned[entry["seat"]].extend(entry["cards"])
        elif event == "game_over":
            record()
    return series


def suit_cell(t, row, top):
    """The three largest (or smallest) suits of a result row: symbols with their counts, and the sum."""
    counts = row["suit_counts"]
    order = sorted(range(len(SUITS)), key=lambda i: (-counts[i], i))
    chosen = order[:3] if top else order[3:]
    return el(
        "span",
        el("b", row["top" if top else "bottom"]),
        " = ",
        [
            el("span", art.suit_icon(SUITS[i], t(f"suit.{SUITS[i]}")), counts[i], class_="gm-cell-suit")
            for i in chosen
        ],
        class_="gm-suit-cell",
    )


def render_breakdown(ctx, letters):
    """Each player's six suits as bars, best player first, the same scale for everyone."""
    t, names = ctx.t, ctx.names
    result = ctx.view["result"]
    most = max((max(row["suit_counts"]) for row in result["breakdown"]), default=1)
    items = []
    for seat in result["ranking"]:
        row = result["breakdown"][seat]
        counts = row["suit_counts"]
        order = sorted(range(len(SUITS)), key=lambda i: (-counts[i], i))
        top = set(order[:3])
        words = t("gm.list_sep").join(
            t(
                "gm.bar_label",
                suit=t(f"suit.{suit}"),
                count=counts[i],
                part=t("gm.counts_for" if i in top else "gm.counts_against"),
            )
            for i, suit in enumerate(SUITS)
        )
        items.append(
            el(
                "li",
                el(
                    "p",
                    kit.seat_badge(seat, letters[seat], names[seat]),
                    " ",
                    names[seat],
                    " · ",
                    t("gm.score", score=row["score"]),
                    class_="gm-bars-head",
                ),
                art.suit_bars(counts, top, most, f"{names[seat]}: {words}"),
                class_="gm-bars-item",
                data_seat=seat,
            )
        )
    return el(
        "figure",
        el("figcaption", t("gm.result.breakdown")),
        el("ul", items, class_="gm-bars-list"),
        el("p", t("gm.result.bars_key"), class_="note"),
        class_="chart-figure gm-breakdown",
    )


def render_result(ctx):
    t, view = ctx.t, ctx.view
    letters = kit.seat_letters(ctx.names)
    columns = [
        (t("gm.result.score"), lambda row: el("b", row["score"])),
        (t("gm.result.top"), lambda row: suit_cell(t, row, True)),
        (t("gm.result.bottom"), lambda row: suit_cell(t, row, False)),
    ]
    table = kit.result_table(t, ctx.names, view["result"], columns, notes=[t("gm.result.tiebreak")])
    series = score_series(view)
    chart = kit.line_chart(
        t("gm.result.chart"),
        [(ctx.names[s], letters[s], s, series[s]) for s in range(view["players"])],
        [str(i) for i in range(len(series[0]))],
    )
    return join([table, el("div", render_breakdown(ctx, letters), chart, class_="gm-end-pictures")])
