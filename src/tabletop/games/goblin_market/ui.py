"""The Goblin Market table: a pure function of a seat's view to an element tree (no browser code)."""

from __future__ import annotations

import json

from ...ui import kit
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
    if card.kind == "numeral":
        return str(card.rank)
    return t(f"gm.rank.{card.kind}")


def card_face(t, card_id, action=None):
    """A card: its name, rank and suits (symbol and name, so colour is never the only cue); with an
    action, the card itself is the button that takes it."""
    card = CARDS[card_id]
    body = [
        el("span", rank_label(t, card_id), class_="card-rank"),
        el("span", card_name(t, card_id), class_="card-name"),
        el("span", [suit_label(t, suit) for suit in card.suits], class_="card-suits"),
    ]
    if action is None:
        return kit.card_frame(body, kind=card.kind)
    label = t("gm.take_card", card=card_name(t, card_id))
    button = {"data_cmd": "act", "data_arg": json.dumps(action)}
    return kit.card_frame(body, kind=card.kind, label=label, button=button)


def short_card(t, card_id):
    """A card named inline in text: name plus suit symbols."""
    card = CARDS[card_id]
    return f"{card_name(t, card_id)} ({''.join(SUIT_SYMBOLS[s] for s in card.suits)})"


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
    view, t = ctx.view, ctx.t
    if view["phase"] == "over":
        return None
    if view["final_auction"]:
        origin = t("gm.final_auction")
    else:
        size = LOT_SIZE[CARDS[view["size_card"]].kind]
        origin = t("gm.size_card", card=card_name(t, view["size_card"]), count=size)
    facts = [
        (t("gm.auction_no"), view["auction"]),
        (t("gm.deck"), view["deck_count"]),
        (t("gm.discard"), len(view["discard"])),
        (t("gm.last_goblin"), short_card(t, view["last_goblin"]) if view["last_goblin"] else "–"),
    ]
    summary = kit.bid_summary(
        view["bidding"],
        ctx.names,
        no_bid=t("gm.no_bid_yet"),
        high_bid=lambda amount, name: t("gm.high_bid", bid=amount, name=name),
        still_in=(lambda names: t("gm.still_in", names=names)) if view["phase"] == "bidding" else None,
    )
    return el(
        "section",
        el("h2", t("gm.lot")),
        el("p", origin, class_="lot-origin"),
        el("div", [card_face(t, card) for card in view["lot"]], class_="lot cards"),
        summary,
        el("dl", [el("div", el("dt", term), el("dd", value)) for term, value in facts], class_="facts"),
        class_="auction",
        aria_label=t("gm.lot"),
    )


def render_controls(ctx):
    view, t, seat, legal = ctx.view, ctx.t, ctx.acting_seat, ctx.legal
    heading = t("gm.your_move", name=ctx.names[seat])
    if view["phase"] == "bidding":
        explain = t("gm.you_have", chips=view["chips"][seat])
        controls = kit.bid_panel(
            view["bidding"],
            raise_label=lambda step, amount: t("gm.bid_plus", step=step, amount=amount),
            exact_label=t("gm.bid_exact"),
            submit=t("gm.bid"),
            pass_label=t("gm.pass"),
        )
    else:
        take_all = None
        if ["take_all"] in legal:
            label = t("gm.take_all", price=view["price"])
            take_all = kit.act_button(label, ["take_all"], primary=True, focus=True, key="take-all")
        explain = t("gm.split_explain" if take_all else "gm.pick_explain")
        choices = [card_face(t, action[1], action) for action in legal if action[0] == "take"]
        controls = [el("div", take_all, class_="buttons"), el("div", choices, class_="cards choices")]
    return el("section", el("h2", heading), el("p", explain), controls, class_="controls", aria_label=heading)


def player_status(ctx, seat):
    view, t = ctx.view, ctx.t
    if view["turn"] == seat:
        return t("gm.status.to_act" if view["phase"] == "bidding" else "gm.status.choosing")
    if view["phase"] != "bidding":
        return None
    if seat not in view["bidding"]["still_in"]:
        return t("gm.status.passed")
    return t("gm.status.bid", amount=view["bids"][seat]) if view["bids"][seat] else None


def render_player(ctx, seat):
    view, t = ctx.view, ctx.t
    counts = view["suit_counts"][seat]
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
    friendship, hint = view["friendship"][seat], None
    if friendship:
        price = view["high_bid"] or view["price"]
        hint = el("p", t("gm.friendship_if", chips=friendship, price=price), class_="friendship")
    return kit.player_panel(
        ctx.names[seat],
        seat=seat,
        heading_extra=el("small", " ", ctx.seat_kind_label(seat)),
        facts=[
            el("span", t("gm.chips", chips=view["chips"][seat]), class_="chips", data_testid=f"chips-{seat}"),
            el("span", t("gm.score", score=view["scores"][seat]), class_="score"),
        ],
        status=player_status(ctx, seat),
        body=[hint, el("ul", grouped, class_="suits")],
        to_act=view["turn"] == seat,
    )


def render_result(ctx):
    t = ctx.t

    def part(row, top):
        counts = row["suit_counts"]
        order = sorted(range(len(SUITS)), key=lambda i: (-counts[i], i))
        chosen = order[:3] if top else order[3:]
        suits = ", ".join(f"{SUIT_SYMBOLS[SUITS[i]]} {t('suit.' + SUITS[i])} {counts[i]}" for i in chosen)
        return t("gm.result.part", sum=row["top" if top else "bottom"], suits=suits)

    columns = [
        (t("gm.result.score"), lambda row: el("b", row["score"])),
        (t("gm.result.top"), lambda row: part(row, True)),
        (t("gm.result.bottom"), lambda row: part(row, False)),
    ]
    return kit.result_table(t, ctx.names, ctx.view["result"], columns, notes=[t("gm.result.tiebreak")])
