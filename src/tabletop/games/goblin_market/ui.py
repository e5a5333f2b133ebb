"""The Goblin Market table: a pure function of a seat's view to an element tree (no browser code)."""

from __future__ import annotations

import json

from ...ui.html import el, join
from .cards import CARDS, SUITS
from .rules import LOT_SIZE

SUIT_SYMBOLS = {"Moons": "☾", "Suns": "☼", "Waves": "≈", "Leaves": "♣", "Wyrms": "§", "Knots": "⌘"}
RULES_KEY = "rules.goblin_market"


def suit_label(t, suit):
    return el("span", SUIT_SYMBOLS[suit], " ", t(f"suit.{suit}"), class_=f"suit suit-{suit.lower()}")


def card_name(t, card_id):
    return t(f"card.{card_id}")


def rank_label(t, card_id):
    card = CARDS[card_id]
    if card.kind == "ace":
        return t("gm.rank.ace")
    if card.kind == "crown":
        return t("gm.rank.crown")
    if card.kind in ("pawn", "court"):
        return t(f"gm.rank.{card.kind}")
    return str(card.rank)


def card_face(t, card_id, *, button=None, extra_class=""):
    """A card: its name, rank and suits (symbol and name, so colour is never the only cue)."""
    card = CARDS[card_id]
    body = [
        el("span", rank_label(t, card_id), class_="card-rank"),
        el("span", card_name(t, card_id), class_="card-name"),
        el("span", [suit_label(t, suit) for suit in card.suits], class_="card-suits"),
    ]
    classes = f"card card-{card.kind} {extra_class}".strip()
    if button:
        return el("button", body, class_=classes + " card-button", type="button", **button)
    return el("div", body, class_=classes)


def short_card(t, card_id):
    """A card named inline in text: name plus suit symbols."""
    card = CARDS[card_id]
    return f"{card_name(t, card_id)} ({''.join(SUIT_SYMBOLS[s] for s in card.suits)})"


def act_button(label, action, *, primary=False, focus=False, key=None):
    return el(
        "button",
        label,
        type="button",
        class_="btn" + (" primary" if primary else ""),
        data_cmd="act",
        data_arg=json.dumps(action),
        data_focus=focus or None,
        data_key=key,
    )


# --- prompt and log -------------------------------------------------------------------------------


def prompt(ctx):
    view, t, names = ctx.view, ctx.t, ctx.names
    if view["phase"] == "over":
        return t("gm.prompt.over")
    seat = view["turn"]
    name = names[seat]
    if view["phase"] == "bidding":
        if view["high_bidder"] is None:
            return t("gm.prompt.open_bid", name=name)
        return t("gm.prompt.bid", name=name, bid=view["high_bid"], bidder=names[view["high_bidder"]])
    if seat == view["high_bidder"] and not view["pickers"]:
        return t("gm.prompt.take", name=name, price=view["price"])
    return t("gm.prompt.pick", name=name, price=view["bids"][seat])


def describe(ctx, entry):
    """One log entry in words."""
    t, names = ctx.t, ctx.names
    kind = entry["event"]
    seat = entry.get("seat")
    name = names[seat] if seat is not None else ""
    if kind == "auction":
        cards = ", ".join(short_card(t, c) for c in entry["lot"])
        if entry["size_card"] is None:
            return t("gm.log.final_auction", number=entry["number"], cards=cards, name=names[entry["opener"]])
        return t(
            "gm.log.auction",
            number=entry["number"],
            size_card=short_card(t, entry["size_card"]),
            cards=cards,
            name=names[entry["opener"]],
        )
    if kind == "bid":
        return t("gm.log.bid", name=name, amount=entry["amount"])
    if kind == "pass":
        return t("gm.log.pass_forced" if entry["forced"] else "gm.log.pass", name=name)
    if kind == "no_sale":
        return t("gm.log.no_sale")
    if kind == "won":
        return t("gm.log.won", name=name, price=entry["price"])
    if kind == "take_all":
        return t(
            "gm.log.take_all",
            name=name,
            price=entry["price"],
            cards=", ".join(short_card(t, c) for c in entry["cards"]),
        )
    if kind == "take":
        return t("gm.log.take", name=name, card=short_card(t, entry["card"]), price=entry["price"])
    if kind == "leftover":
        return t("gm.log.leftover", cards=", ".join(short_card(t, c) for c in entry["cards"]))
    if kind == "friendship":
        return t("gm.log.friendship", name=name, chips=entry["chips"], digit=entry["digit"])
    if kind == "goblin_reshuffle":
        return t("gm.log.goblin_reshuffle")
    if kind == "goblin":
        given = [f"{names[s]} +{n}" for s, n in enumerate(entry["gifts"]) if n]
        return t(
            "gm.log.goblin",
            card=short_card(t, entry["card"]),
            gifts=", ".join(given) if given else t("gm.log.nobody"),
        )
    if kind == "game_over":
        return t("gm.log.game_over")
    return kind


# --- the table ------------------------------------------------------------------------------------


def render_table(ctx):
    view = ctx.view
    return join(
        [
            render_auction(ctx),
            render_controls(ctx) if ctx.acting_seat is not None else None,
            el(
                "section",
                [render_player(ctx, seat) for seat in range(view["players"])],
                class_="players",
                aria_label=ctx.t("gm.players"),
            ),
        ]
    )


def render_auction(ctx):
    view, t, names = ctx.view, ctx.t, ctx.names
    if view["phase"] == "over":
        return None
    if view["final_auction"]:
        origin = el("p", t("gm.final_auction"), class_="lot-origin")
    else:
        size = LOT_SIZE[CARDS[view["size_card"]].kind]
        origin = el(
            "p", t("gm.size_card", card=card_name(t, view["size_card"]), count=size), class_="lot-origin"
        )
    if view["high_bidder"] is None:
        bid_line = t("gm.no_bid_yet")
    else:
        bid_line = t("gm.high_bid", bid=view["high_bid"], name=names[view["high_bidder"]])
    still_in = [names[s] for s in range(view["players"]) if not view["passed"][s]]
    facts = el(
        "dl",
        [
            el("div", el("dt", t("gm.auction_no")), el("dd", view["auction"])),
            el("div", el("dt", t("gm.deck")), el("dd", view["deck_count"])),
            el("div", el("dt", t("gm.discard")), el("dd", len(view["discard"]))),
            el(
                "div",
                el("dt", t("gm.last_goblin")),
                el("dd", short_card(t, view["last_goblin"]) if view["last_goblin"] else "–"),
            ),
        ],
        class_="facts",
    )
    return el(
        "section",
        el("h2", t("gm.lot")),
        origin,
        el("div", [card_face(t, card) for card in view["lot"]], class_="lot cards"),
        el("p", bid_line, class_="high-bid", data_testid="high-bid"),
        el(
            "p",
            t("gm.still_in", names=", ".join(still_in)) if view["phase"] == "bidding" else None,
            class_="still-in",
        ),
        facts,
        class_="auction",
        aria_label=t("gm.lot"),
    )


def render_controls(ctx):
    view, t, seat, legal = ctx.view, ctx.t, ctx.acting_seat, ctx.legal
    if view["phase"] == "bidding":
        bids = {action[1] for action in legal if action[0] == "bid"}
        high = view["high_bid"]
        quick = [
            act_button(
                t("gm.bid_plus", step=step, amount=high + step),
                ["bid", high + step],
                primary=(step == 1),
                focus=(step == 1),
                key=f"bid+{step}",
            )
            for step in (1, 2, 5)
            if high + step in bids
        ]
        exact = None
        if bids:
            exact = el(
                "form",
                el(
                    "label",
                    t("gm.bid_exact"),
                    " ",
                    el(
                        "input",
                        type="number",
                        name="amount",
                        min=min(bids),
                        max=max(bids),
                        value=min(bids),
                        inputmode="numeric",
                        data_key="bid-amount",
                    ),
                ),
                el("button", t("gm.bid"), type="submit", class_="btn"),
                class_="exact-bid",
                data_submit="act-amount",
                data_arg="bid",
            )
        return el(
            "section",
            el("h2", t("gm.your_move", name=ctx.names[seat])),
            el("p", t("gm.you_have", chips=view["chips"][seat])),
            el(
                "div",
                quick,
                act_button(t("gm.pass"), ["pass"], focus=not quick, key="pass"),
                class_="buttons",
            ),
            exact,
            class_="controls",
            aria_label=t("gm.your_move", name=ctx.names[seat]),
        )
    buttons = []
    if ["take_all"] in legal:
        buttons.append(
            act_button(
                t("gm.take_all", price=view["price"]), ["take_all"], primary=True, focus=True, key="take-all"
            )
        )
    choices = [
        card_face(
            t,
            action[1],
            button={
                "data_cmd": "act",
                "data_arg": json.dumps(action),
                "aria_label": t("gm.take_card", card=card_name(t, action[1])),
            },
        )
        for action in legal
        if action[0] == "take"
    ]
    explain = t("gm.split_explain") if ["take_all"] in legal else t("gm.pick_explain")
    return el(
        "section",
        el("h2", t("gm.your_move", name=ctx.names[seat])),
        el("p", explain),
        el("div", buttons, class_="buttons"),
        el("div", choices, class_="cards choices"),
        class_="controls",
        aria_label=t("gm.your_move", name=ctx.names[seat]),
    )


def render_player(ctx, seat):
    view, t = ctx.view, ctx.t
    counts = view["suit_counts"][seat]
    status = None
    if view["phase"] == "bidding":
        if view["passed"][seat]:
            status = t("gm.status.passed")
        elif view["bids"][seat]:
            status = t("gm.status.bid", amount=view["bids"][seat])
        if view["turn"] == seat:
            status = t("gm.status.to_act")
    elif view["phase"] == "taking" and view["turn"] == seat:
        status = t("gm.status.choosing")
    friendship = view["friendship"][seat]
    grouped = []
    for index, suit in enumerate(SUITS):
        cards = [c for c in view["owned"][seat] if suit in CARDS[c].suits]
        grouped.append(
            el(
                "li",
                el("span", suit_label(t, suit), " ", el("b", counts[index]), class_="suit-head"),
                el("span", ", ".join(card_name(t, c) for c in cards) if cards else "–", class_="suit-cards"),
                class_=f"suit-row suit-{suit.lower()}",
            )
        )
    classes = "player"
    if view["turn"] == seat and view["phase"] != "over":
        classes += " to-act"
    return el(
        "article",
        el(
            "header",
            el("h3", ctx.names[seat], el("small", " ", ctx.seat_kind_label(seat))),
            el("span", t("gm.chips", chips=view["chips"][seat]), class_="chips", data_testid=f"chips-{seat}"),
            el("span", t("gm.score", score=view["scores"][seat]), class_="score"),
            el("span", status, class_="status") if status else None,
        ),
        el(
            "p",
            t("gm.friendship_if", chips=friendship, price=view["high_bid"] or view["price"]),
            class_="friendship",
        )
        if friendship
        else None,
        el("ul", grouped, class_="suits"),
        class_=classes,
        data_seat=seat,
    )


def render_result(ctx):
    view, t, names = ctx.view, ctx.t, ctx.names
    result = view["result"]
    rows = []
    for seat in result["ranking"]:
        row = result["breakdown"][seat]
        order = sorted(range(len(SUITS)), key=lambda i: (-row["suit_counts"][i], i))
        top = ", ".join(
            f"{SUIT_SYMBOLS[SUITS[i]]} {t('suit.' + SUITS[i])} {row['suit_counts'][i]}" for i in order[:3]
        )
        bottom = ", ".join(
            f"{SUIT_SYMBOLS[SUITS[i]]} {t('suit.' + SUITS[i])} {row['suit_counts'][i]}" for i in order[3:]
        )
        rows.append(
            el(
                "tr",
                el("td", row["place"]),
                el("th", names[seat], scope="row"),
                el("td", el("b", row["score"])),
                el("td", t("gm.result.part", sum=row["top"], suits=top)),
                el("td", t("gm.result.part", sum=row["bottom"], suits=bottom)),
                class_="winner" if seat in result["winners"] else None,
            )
        )
    winners = ", ".join(names[s] for s in result["winners"])
    headline = t("result.winner" if len(result["winners"]) == 1 else "result.shared", names=winners)
    return join(
        [
            el("h2", headline, class_="headline"),
            el(
                "table",
                el(
                    "thead",
                    el(
                        "tr",
                        el("th", t("result.place")),
                        el("th", t("result.player")),
                        el("th", t("gm.result.score")),
                        el("th", t("gm.result.top")),
                        el("th", t("gm.result.bottom")),
                    ),
                ),
                el("tbody", rows),
                class_="results",
            ),
            el("p", t("gm.result.tiebreak"), class_="note"),
        ]
    )
