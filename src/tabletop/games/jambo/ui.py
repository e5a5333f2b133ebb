"""The Jambo table: a pure function of a seat's view to an element tree (no browser code).

What a seat may see is decided before this module runs (ctx.view is the view of ctx.viewer); this
module only draws it, with the pictures of art.py. The reaction windows (Guard, Rain Maker) are drawn
the same way whatever the hand: the only difference is the button of a reaction card actually held.

The table (kit.table_layout): the other seat along the top, the market (the turn, the supply, the
deck, the discard pile, the bank and what is being resolved) in the middle, the decision, then one's
own hand and stands at the bottom. Hand cards carry their own buttons (buy, sell, play...); the
decision's settling buttons (draw, end the turn, bids, wares to pick) sit in its bar.
"""

from __future__ import annotations

import json
from collections import Counter
from functools import lru_cache
from operator import itemgetter
from string import Formatter

from ...engine.hints import in_words
from ...ui import kit, memo
from ...ui.html import el
from . import art
from .cards import CARDS, WARE, WARES
from .messages import MESSAGES
from .orders_view import standing_orders  # noqa: F401 (the table draws it: screens.orders_panel)
from .rules import ACTIONS, BONUS_UNUSED, FEE, LARGE_SPACES, MAX_UTILITIES, SMALL_SPACES, WISE_MAN_BONUS

# Every ware has a symbol as well as a colour and its name in text (the log), so colour is never the
# only cue; on the table each ware is its own drawn silhouette (art.WARE_ART).
WARE_SYMBOLS = {
    "trinkets": "◆",
    "hides": "■",
    "tea": "♣\ufe0e",
    "silk": "≈",
    "fruit": "●",
    "salt": "▲",
}
RULES_KEY = "rules.jambo"

# Steps whose choices are cards, with the verb shown on each card.
CARD_VERBS = {
    "boat": "discard",
    "mask": "swap",
    "supplies": "discard",
    "kettle": "discard",
    "weapons": "discard",
    "scale": "keep",
    "psychic": "take",
    "discard_down": "discard",
    "dancer": "discard",
    "drummer": "take",
    "crocodile": "use",
    "hyena_take": "take",
    "hyena_give": "give",
    "snake": "keep",
    "draft_cards": "take",
    "draft_utilities": "take",
}
# Steps whose choices are wares, with the verb shown on each button.
WARE_VERBS = {
    "drums": "return",
    "boat_take": "take",
    "leopard": "take",
    "keep_wares": "keep",
    "portuguese": "sell",
    "basket_maker": "take_two",
    "dancer_return": "return",
    "carrier": "take_two",
    "carrier_wares": "take_two",
    "parrot": "take",
    "draft_wares": "take",
}
PAIR_STEPS = ("throne", "shaman", "traveling_merchant")
# Steps whose cards to pick are drawn only in the decision (a pool, cards looked at, the discard pile).
GLIDING_CHOICES = ("psychic", "scale", "drummer", "draft_cards", "draft_utilities", "hyena_take")
# Steps with a sentence of explanation above their choices (the prompt line says the rest).
EXPLAINED = (
    "keep_wares",
    "kettle",
    "dancer",
    "carrier",
    "scale",
    "snake",
    "hyena_give",
    "crocodile",
    "psychic",
)
WINDOWS = ("guard_window", "rain_window")
# Plain buttons: (step, action) -> message key.
SIMPLE_KEYS = {
    ("tribal_elder", "draw"): "jb.btn.elder_draw",
    ("tribal_elder", "opponent_discards"): "jb.btn.elder_discard",
    ("kettle", "done"): "jb.btn.kettle_done",
    ("portuguese", "done"): "jb.btn.portuguese_done",
    ("carrier", "cards"): "jb.btn.carrier_cards",
    ("cheetah", "give_gold"): "jb.btn.give_gold",
    ("cheetah", "let_draw"): "jb.btn.let_draw",
    ("supplies", "pay_gold"): "jb.btn.pay_gold",
    ("auction", "pass"): "jb.btn.pass",
}
# Log sources that are not card kinds.
SOURCE_KEYS = {"draw_phase": "jb.source.draw_phase"}


def symbols(t):
    """The page's Jambo symbols, drawn once (the table sends them as their own region)."""
    return _sprite()


@lru_cache(maxsize=1)
def _sprite():
    return kit.sprite(art.symbols())  # the same for every move: built once


# --- small pieces ----------------------------------------------------------------------------------


def ware_name(t, ware):
    return t(f"jb.ware.{ware}")


def ware_label(t, ware, count=None):
    """A ware as its drawn icon and its name (and a count)."""
    return el(
        "span",
        art.use(f"jb-w-{ware}"),
        el("span", " ", ware_name(t, ware), class_="jb-ware-name"),  # (a phone may show the icon alone)
        el("b", f" ×{count}", class_="jb-count") if count is not None else None,
        class_=f"jb-ware jb-ware-{ware}",
    )


def ware_row(t, counts):
    """The wares of a pool or an offer, each kind with its count."""
    return el("p", [ware_label(t, w, counts[w]) for w in WARES if counts[w]], class_="jb-ware-row")


def ware_text(t, ware):
    return f"{WARE_SYMBOLS[ware]} {ware_name(t, ware)}"


def wares_text(t, wares):
    """A list of ware names in words: "◆ Trinkets ×2, ● Fruit"."""
    counts = Counter(wares)
    parts = []
    for ware in WARES:
        if counts[ware]:
            parts.append(ware_text(t, ware) + (f" ×{counts[ware]}" if counts[ware] > 1 else ""))
    return t("jb.list_sep").join(parts) if parts else t("jb.nothing")


def wares_words(t, wares):
    """The same for a text alternative: names only, no symbols ("Trinkets ×2, Fruit")."""
    counts = Counter(wares)
    parts = [
        ware_name(t, ware) + (f" ×{counts[ware]}" if counts[ware] > 1 else "")
        for ware in WARES
        if counts[ware]
    ]
    return t("jb.list_sep").join(parts) if parts else t("jb.nothing")


def card_name(t, card_id):
    card = CARDS[card_id]
    if card.category == WARE:
        return t("jb.ware_card")
    return t(f"jb.card.{card.kind}")


def card_text(t, card_id):
    """A card named inline in text; a ware card with its wares."""
    card = CARDS[card_id]
    if card.category == WARE:
        return t("jb.ware_card_named", wares=wares_text(t, [WARES[k] for k in card.wares]))
    return t(f"jb.card.{card.kind}")


def cards_text(t, card_ids):
    return t("jb.list_sep").join(card_text(t, c) for c in card_ids) if card_ids else t("jb.nothing")


def thing_text(t, thing):
    """A card or a ware (the log names either by the same field)."""
    return card_text(t, thing) if thing in CARDS else ware_text(t, thing)


def prices(view, card_id):
    card = CARDS[card_id]
    bonus = WISE_MAN_BONUS * view["wise_man"]
    return max(0, card.buy - bonus), card.sell + bonus


def card_label(ctx, card_id):
    """A card's text alternative: its kind, its name, and its wares and prices or its effect."""
    t = ctx.t
    card = CARDS[card_id]
    kind = t(f"jb.category.{card.category}")
    if card.category == WARE:
        buy, sell = prices(ctx.view, card_id)
        wares = wares_words(t, [WARES[k] for k in card.wares])
        return t("jb.card_label.ware", kind=kind, wares=wares, buy=buy, sell=sell)
    return t("jb.card_label.other", kind=kind, name=card_name(t, card_id), effect=t(f"jb.effect.{card.kind}"))


def card_face(ctx, card_id, *, button=None, verb=None, extra_class="", fx=True, source=None, marked=False):
    """A card drawn in the kit's frame: Jambo's face inside (art.card_body). `button` (attributes)
    makes the whole card one button, with `verb` on a strip at its foot; `fx` gives it its motion
    key ("card:<id>", flying in from `source`); `marked` rings it as what the last move changed."""
    t = ctx.t
    card = CARDS[card_id]
    if card.category == WARE:
        buy, sell = prices(ctx.view, card_id)
        body = art.card_body(
            card,
            title=t("jb.category.ware"),
            wares=[WARES[k] for k in card.wares],
            buy=buy,
            sell=sell,
            buy_word=t("jb.word.buy"),
            sell_word=t("jb.word.sell"),
        )
    else:
        body = art.card_body(card, title=card_name(t, card_id), effect=t(f"jb.effect.{card.kind}"))
    label = card_label(ctx, card_id)
    if button:
        body.append(el("span", verb, class_="jb-verb", aria_hidden="true"))
        label = t("jb.act_on", verb=verb, card=label)
    classes = f"drawn jb-card jb-cat-{card.category} {extra_class}".strip()
    if marked:
        classes += f" {kit.LAST_MOVE}"
        label += " " + t("table.just_now")
    attrs = kit.fx(f"card:{card_id}", source) if fx else {}
    if card.category != WARE:  # the whole effect, where a small card shows only its first lines
        attrs["title"] = t(f"jb.effect.{card.kind}")
    return kit.card_frame(body, label=label, button=button, extra_class=classes, **attrs)


def card_chip(ctx, card_id, marks, *, source=None, used=False):
    """A card drawn small (art.chip_body): its picture and name, its effect in its text alternative
    and title; it keeps the card's motion key and the last move's ring. A utility used this turn is
    faded, with a dotted rim, and says so in its text alternative."""
    t = ctx.t
    card = CARDS[card_id]
    if card.category == WARE:
        buy, sell = prices(ctx.view, card_id)
        body = art.chip_body(card, t("jb.category.ware"), tuple(WARES[k] for k in card.wares), buy, sell)
        title = None
    else:
        body = art.chip_body(card, card_name(t, card_id))
        title = t(f"jb.effect.{card.kind}")
    key = f"card:{card_id}"
    label = card_label(ctx, card_id) + (" " + t("jb.used") if used else "")
    label += " " + t("table.just_now") if key in marks else ""
    return el(
        "span",
        body,
        class_=marked(marks, key, f"jb-chip jb-cat-{card.category}" + (" jb-used" if used else "")),
        role="img",
        aria_label=label,
        title=title,
        **kit.fx(key, source),
    )


def act_attrs(action):
    return {"data_cmd": "act", "data_arg": json.dumps(action)}


def card_choice(ctx, action, verb_key, *, fx=False):
    verb = ctx.t(f"jb.verb.{verb_key}")
    return card_face(ctx, action[1], verb=verb, button=act_attrs(action), fx=fx)


def ware_button(label, action, ware, aria_label, **attrs):
    return kit.act_button(
        label, action, extra_class=f"jb-ware-btn jb-ware-{ware}", aria_label=aria_label, **attrs
    )


def markers(t, left):
    """The turn's 5 action markers: those left are filled, those spent hollow (and said in words)."""
    return el(
        "span",
        [el("span", class_="jb-marker" + (" on" if n < left else "")) for n in range(ACTIONS)],
        class_="jb-markers",
        role="img",
        aria_label=t("jb.actions_left", left=left, total=ACTIONS),
    )


def other(ctx, seat):
    return ctx.names[1 - seat]


# --- prompt and log ---------------------------------------------------------------------------------


def prompt(ctx):
    view, t, names = ctx.view, ctx.t, ctx.names
    pending = view["pending"]
    if view["phase"] == "over":
        return t("jb.prompt.over")
    if pending is None:
        phase, seat = view["phase"], view["turn"]
        if phase == "play" and ctx.acting_seat == seat and ctx.legal == [["end_turn"]]:
            phase = "play_end"  # told only to the player, from their own legal moves
        return t(f"jb.prompt.{phase}", name=names[seat], left=view["actions_left"])
    step = pending["step"]
    seat = pending["seat"]
    params = {"name": names[seat], "other": names[1 - seat]}
    if "card" in pending:
        params["card"] = card_text(t, pending["card"])
    if step == "keep_wares":
        params["room"] = pending["room"]
    elif step == "auction":
        bidding = view["bidding"]
        params["high"] = bidding["high_bid"]
        if bidding["high_bidder"] is None:
            step = "auction_open" if seat == pending["opener"] else "auction_second"
        else:
            params["bidder"] = names[bidding["high_bidder"]]
    elif step == "kettle":
        params["count"] = pending["discarded"]
    elif step in ("psychic", "scale", "hyena_take"):
        params["count"] = pending["count"]
    elif step == "dancer_return":
        params.update(left=pending["left"], price=pending["price"])
    elif step == "crocodile":
        params["other"] = names[pending["owner"]]
    elif step == "cheetah":
        params["other"] = names[pending["player"]]
    elif step == "discard_down":
        params["target"] = pending["target"]
    return t(f"jb.prompt.{step}", **params)


def source_label(t, source):
    if source in SOURCE_KEYS:
        return t(SOURCE_KEYS[source])
    return t(f"jb.card.{source}")


# The log: events told by more than one message, by the entry (else the message is jb.log.<event>).
LOG_VARIANTS = {
    "turn": lambda e: "turn_final" if e["final"] else "turn",
    "end_turn": lambda e: "end_turn_bonus" if e["bonus"] else "end_turn",
    "gold": lambda e: "gold_take" if e["amount"] >= 0 else "gold_pay",
    "utility": lambda e: "utility_replace" if e["replaced"] else "utility",
    "use": lambda e: "use_other" if e["owner"] != e["seat"] else "use",
    "supplies": lambda e: "supplies_none" if e["found"] is None else "supplies",
    "tribal_elder": lambda e: "elder_draw" if e["choice"] == "draw" else "elder_discard",
    "carrier": lambda e: f"carrier_{e['choice']}",
    "seen": lambda e: SEEN_KEYS.get(e["source"], "seen"),
}
SEEN_KEYS = {
    "draw_phase": "seen_drawn",
    "hyena_take": "seen_taken",
    "hyena_give": "seen_given",
    "scale_give": "seen_scale_given",
}
# Log entry fields that name a seat.
LOG_SEATS = frozenset(("seat", "winner", "trigger", "target", "from", "to_seat", "owner"))
# Log entry fields that fill a message field of another name (over a field of that name).
LOG_RENAMED = {"seat": "name", "winner": "name", "ware_card": "card", "kept": "card", "discarded": "cards"}
LOG_RENAMED.update(
    dict.fromkeys(("target", "from", "to_seat", "owner"), "other"), given="count", bonus="gold"
)
# Log entry fields in words: cards and wares as text.
LOG_TEXTS = {
    "wares": wares_text,
    "source": source_label,
    **dict.fromkeys(("cards", "passed", "discarded"), cards_text),
    **dict.fromkeys(
        ("card", "replaced", "found", "animal", "ware_card", "kept", "gave", "took", "ware"), thing_text
    ),
}
_FIELDS = {}


def message_fields(key):
    """The fields a message names (the same in every language and every plural form)."""
    if key not in _FIELDS:
        entry = MESSAGES["en"][key]
        forms = [v for k, v in entry.items() if k != "by"] if isinstance(entry, dict) else [entry]
        _FIELDS[key] = {field for form in forms for _, field, _, _ in Formatter().parse(form) if field}
    return _FIELDS[key]


def describe(ctx, entry):
    """One log entry in words: its message, each field it names from the entry's fields (seats as
    names, cards and wares as text; only those named, as every page tells the whole log)."""
    t, names = ctx.t, ctx.names
    kind = entry["event"]
    variant = LOG_VARIANTS.get(kind)
    key = "jb.log." + (variant(entry) if variant else kind)
    wanted = message_fields(key)
    params = {"other": names[1 - entry["seat"]]} if "seat" in entry and "other" in wanted else {}
    for field, value in entry.items():
        name = LOG_RENAMED.get(field, field)
        if name not in wanted or (name in params and field not in LOG_RENAMED):
            continue
        if field in LOG_SEATS:
            value = names[value]
        elif field in LOG_TEXTS and value is not None:
            value = LOG_TEXTS[field](t, value)
        params[name] = value
    if kind in ("offer", "auction_won"):
        params["lot"] = wares_text(t, entry["wares"]) if entry["wares"] else cards_text(t, entry["cards"])
    elif kind == "game_over":
        params.update(gold=entry["gold"][entry["winner"]], other_gold=entry["gold"][1 - entry["winner"]])
    elif kind == "gold":
        params["gold"] = abs(entry["amount"])
    elif kind == "pool_hands":
        params["count"] = len(entry["cards"])
    elif kind == "draft":
        params["taken"] = thing_text(t, entry.get("ware") or entry["card"])
    return t(key, **params)


# --- what the last move changed: marks on the table and coins in flight ------------------------------

# Log events that start a move (a player's decision); the entries after one are its consequences.
PRIMARY = frozenset(
    (
        "buy", "sell", "play", "utility", "stand", "use", "bid", "pass", "keep", "discard_drawn",
        "guard", "rain_maker", "end_turn", "offer", "draft", "take_card", "give_card", "snake",
        "tribal_elder", "carrier", "portuguese", "return_ware", "throne", "mask", "shaman",
        "psychic_take", "drummer_take", "parrot", "cheetah_gold", "cheetah_draw", "scale", "supplies",
        "discard",
    )
)  # fmt: skip
# Events that change a seat's wares (its stands are marked).
WARE_EVENTS = frozenset(
    ("buy", "sell", "gain", "return_ware", "portuguese", "wares_returned", "shaman", "auction_won")
)


def gold_changes(entry):
    """[(seat, amount)] for a log entry that moves gold between a seat and the bank (or another seat)."""
    event = entry["event"]
    if event in ("buy", "auction_won"):
        return [(entry["seat"], -entry["price"])]
    if event == "sell":
        return [(entry["seat"], entry["price"])]
    if event == "stand":
        return [(entry["seat"], -entry["cost"])]
    if event == "fee":
        return [(entry["seat"], -entry["gold"])]
    if event == "portuguese":
        return [(entry["seat"], entry["gold"])]
    if event == "gold":
        return [(entry["seat"], entry["amount"])]
    if event == "end_turn" and entry["bonus"]:
        return [(entry["seat"], entry["bonus"])]
    if event == "cheetah_gold":
        return [(entry["seat"], -entry["gold"]), (entry["to_seat"], entry["gold"])]
    return []


def last_move(log):
    """The entries of the last move: back from the end of the log to the entry that started it."""
    start = len(log)
    for index in range(len(log) - 1, -1, -1):
        entry = log[index]
        start = index
        if entry["event"] in PRIMARY or (entry["event"] == "draw" and entry["source"] == "draw_phase"):
            break
    return start, log[start:]


def move_marks(log):
    """What the last move changed, as the fx keys of the things to ring: "card:<id>", "gold:<seat>",
    "stands:<seat>", "hand:<seat>", "deck", "bid"."""
    marks = set()
    _, entries = last_move(log)
    for entry in entries:
        event = entry["event"]
        for field in ("card", "ware_card", "kept"):
            if entry.get(field) in CARDS:
                marks.add(f"card:{entry[field]}")
        for seat, _amount in gold_changes(entry):
            marks.add(f"gold:{seat}")
        if event in WARE_EVENTS or (event == "draft" and entry.get("ware")):
            marks.add(f"stands:{entry['seat']}")
        if event in ("throne", "parrot"):
            marks.update(("stands:0", "stands:1"))
        if event in ("bid", "pass"):
            marks.add("bid")
        if event == "draw":
            marks.update(("deck", f"hand:{entry['seat']}"))
        if event in ("keep", "take_card", "give_card", "psychic_take", "drummer_take"):
            marks.update(
                ("hand:0", "hand:1") if event in ("take_card", "give_card") else (f"hand:{entry['seat']}",)
            )
    return marks


def flights(log):
    """The coins of the last move in flight: from a seat's gold to the bank, or back, or to the other
    seat. Each keyed by its log entry, so that a redraw does not send it again."""
    start, entries = last_move(log)
    out = []
    for offset, entry in enumerate(entries):
        changes = gold_changes(entry)
        key = f"jb-pay:{start + offset}"
        if len(changes) == 2:
            out.append(kit.flight(key, f"gold:{changes[0][0]}", f"gold:{changes[1][0]}"))
        elif changes:
            seat, amount = changes[0]
            ends = (f"gold:{seat}", "bank") if amount < 0 else ("bank", f"gold:{seat}")
            out.append(kit.flight(key, *ends))
    return out


def marked(marks, key, element_class=""):
    return (element_class + f" {kit.LAST_MOVE}").strip() if key in marks else element_class


def just_now(ctx, marks, key):
    return kit.sr_only(ctx.t("table.just_now")) if key in marks else None


# --- the table --------------------------------------------------------------------------------------


def render_table(ctx):
    view, t = ctx.view, ctx.t
    over = view["phase"] == "over"
    marks = move_marks(view["log"]) if not over else set()
    viewer = view["seat"]
    others = [seat for seat in range(view["players"]) if seat != viewer]
    letters = kit.seat_letters(ctx.names)
    seats = [render_player(ctx, seat, marks, letters) for seat in others]
    # Over, the results take the top of the screen; the seats' last stands and utilities stay below
    # them, the market (nothing more to trade) goes.
    shared = [
        None if over else render_status(ctx),
        None if over else render_pending(ctx, marks),
        None if over else render_market(ctx, marks),
        el("div", flights(view["log"]), class_="jb-flights") if not over else None,
    ]
    controls = render_controls(ctx) if ctx.acting_seat is not None and not over else None
    mine = None
    if viewer is not None:
        mine = [render_player(ctx, viewer, marks, letters, mine=True), render_hand(ctx, marks)]
    return el(
        "div",
        kit.table_layout(
            shared=shared,
            seats=seats,
            mine=mine,
            controls=controls,
            label_seats=t("jb.players"),
            # One's place: one's panel and one's hand (a region of its own, named as the hand).
            label_mine=t("jb.your_place", name=ctx.names[viewer]) if viewer is not None else None,
        ),
        class_="jb-table",
    )


def render_status(ctx):
    view, t, names = ctx.view, ctx.t, ctx.names
    seat = view["turn"]
    letters = kit.seat_letters(names)
    facts = [
        el(
            "span",
            kit.seat_badge(seat, letters[seat], names[seat]),
            " ",
            t("jb.turn_of", number=view["turn_number"], name=names[seat]),
            class_="jb-turn",
        ),
        el(
            "span",
            markers(t, view["actions_left"]),
            " ",
            el(
                "span",
                t("jb.actions_left", left=view["actions_left"], total=ACTIONS),
                class_="jb-actions-words",
            ),
            class_="jb-actions",
            data_testid="actions-left",
        ),
        el("span", t("jb.goal", goal=view["goal"]), class_="jb-goal"),
    ]
    notices = []
    if view["final_turn"]:
        trigger = view["triggered_by"]
        notices.append(
            el(
                "p",
                t(
                    "jb.final_turn",
                    trigger=names[trigger],
                    gold=view["gold"][trigger],
                    name=names[1 - trigger],
                    goal=view["goal"],
                ),
                class_="jb-final",
                role="note",
            )
        )
    if view["wise_man"]:
        notices.append(
            el("p", t("jb.wise_active", amount=WISE_MAN_BONUS * view["wise_man"]), class_="jb-wise")
        )
    return el(
        "section",
        el("div", facts, class_="jb-facts"),
        notices,
        class_="jb-status",
        aria_label=t("jb.status"),
    )


def small_cards(ctx, card_ids, marks, *, source=None):
    return el(
        "div",
        [
            card_face(ctx, c, extra_class="jb-lot-card", source=source, marked=f"card:{c}" in marks)
            for c in card_ids
        ],
        class_="cards jb-row",
    )


def render_pending(ctx, marks):
    """Public news of the step being resolved: the card on the table, an auction's lot, a pool. Each
    part a block with its label, side by side where the shared area is wide enough."""
    view, t, names = ctx.view, ctx.t, ctx.names
    pending = view["pending"]
    if pending is None:
        return None
    step = pending["step"]
    parts = []

    def part(label, *content):
        heading = el("p", label, class_="jb-label") if label else None
        parts.append(el("div", heading, content, class_="jb-part"))

    if view["table"]:
        part(t("jb.on_table"), small_cards(ctx, view["table"], marks, source=f"hand:{view['turn']}"))
    if step == "auction":
        bidding, opener = view["bidding"], names[pending["opener"]]
        lot = bidding["lot"]
        part(
            t("jb.auction_lot"),
            el("p", [ware_label(t, w) for w in lot["wares"]], class_="jb-ware-row") if lot["wares"] else None,
            small_cards(ctx, lot["cards"], marks, source="deck") if lot["cards"] else None,
        )
        if pending["seat"] != pending["opener"]:
            no_bid = t("jb.opener_passed", opener=opener, name=names[pending["seat"]])
        else:
            no_bid = t("jb.no_bid_yet", opener=opener)
        summary = kit.bid_summary(
            bidding,
            names,
            no_bid=no_bid,
            high_bid=lambda high, by: t("jb.high_bid", high=high, bidder=by),
        )
        part(None, el("div", summary, just_now(ctx, marks, "bid"), class_=marked(marks, "bid", "jb-bid")))
    elif step == "draft_wares":
        part(t("jb.pool_wares"), ware_row(t, pending["pool"]))
    elif step in ("draft_cards", "draft_utilities") and ctx.acting_seat != pending["seat"]:
        # (the drafting player sees the pool as the decision's cards to pick)
        part(t(f"jb.pool_{step}"), small_cards(ctx, pending["cards"], marks))
    elif step == "keep_wares":
        part(t("jb.offered", room=pending["room"]), ware_row(t, Counter(pending["offered"])))
    elif step == "dancer_return":
        part(None, el("p", t("jb.dancer_left", left=pending["left"], price=pending["price"])))
    elif step == "portuguese" and pending["sold"]:
        part(None, el("p", t("jb.portuguese_sold", count=pending["sold"], gold=2 * pending["sold"])))
    elif step in ("psychic", "scale", "hyena_take") and pending.get("cards") is None:
        part(None, el("p", t(f"jb.hidden_{step}", name=names[pending["seat"]], count=pending["count"])))
    if not parts:
        return None
    return el("section", parts, class_="jb-pending", aria_label=t("jb.pending"))


# --- controls ---------------------------------------------------------------------------------------


def render_controls(ctx):
    """The decision: its words and what it needs in the body, its settling buttons in the bar."""
    view, t = ctx.view, ctx.t
    seat = ctx.acting_seat
    pending = view["pending"]
    if pending is None:
        builder = drawn_controls if view["phase"] == "drawn" else main_controls
    elif pending["step"] in WINDOWS:
        builder = window_controls
    elif pending["step"] == "auction":
        builder = auction_controls
    else:
        builder = step_controls
    explain, body, actions = builder(ctx)
    step = pending["step"] if pending else view["phase"]
    extra = " jb-reaction" if step in WINDOWS else ""
    if step == "drawn":
        extra += " jb-beside"  # the card just drawn beside its two buttons, not above them
    elif step == "auction":
        extra += " jb-bidding"  # (a phone leaves out its words: the gold is just above, the bids say it)
    return kit.controls_section(
        t("jb.your_move", name=ctx.names[seat]),
        el("div", body, class_="jb-decision", data_step=step),
        actions=actions or None,
        explain=explain,
        extra_class="jb-controls" + extra,
    )


def play_label(ctx, action):
    view, t = ctx.view, ctx.t
    card = CARDS[action[1]]
    if card.category == WARE:
        buy, sell = prices(view, action[1])
        return t("jb.btn.buy", price=buy) if action[2] == "buy" else t("jb.btn.sell", price=sell)
    if card.category == "stand":
        return t("jb.btn.build", cost=view["stand_cost"][ctx.acting_seat])
    if card.category == "utility":
        if len(action) == 3:
            return t("jb.btn.replace", card=card_text(t, action[2]))
        return t("jb.btn.place")
    return t("jb.btn.play")


def own_actions(ctx, cards):
    """The acting seat's moves on its own cards (hand or utilities in play), as {card: [(label,
    action)]}: shown as buttons on those cards. Reactions stay in the decision's bar."""
    view, t = ctx.view, ctx.t
    seat = ctx.acting_seat
    if seat is None or seat != view["seat"]:
        return {}
    cards = set(cards)
    pending = view["pending"]
    out = {}
    if pending is None:
        if view["phase"] not in ("draw", "play"):
            return {}
        for action in ctx.legal:
            if action[0] == "play" and action[1] in cards:
                out.setdefault(action[1], []).append((play_label(ctx, action), action))
            elif action[0] == "use" and action[1] in cards:
                out.setdefault(action[1], []).append((t("jb.btn.use"), action))
        return out
    step = pending["step"]
    if step in CARD_VERBS:
        verb = t(f"jb.verb.{CARD_VERBS[step]}")
        for action in ctx.legal:
            if len(action) == 2 and action[1] in cards:
                out.setdefault(action[1], []).append((verb, action))
    return out


def main_controls(ctx):
    view, t, legal = ctx.view, ctx.t, ctx.legal
    left = view["actions_left"]
    actions = []
    if ["draw"] in legal:
        # What a draw costs, as the button's title: the prompt says the rest, and the dock is small.
        hint = t("jb.draw_hint", left=left, deck=view["deck_count"])
        actions.append(
            kit.act_button(t("jb.btn.draw"), ["draw"], primary=True, focus=True, key="draw", title=hint)
        )
    bonus = left >= BONUS_UNUSED
    note = el("p", t("jb.end_bonus" if bonus else "jb.end_no_bonus", left=left), class_="jb-muted")
    actions.append(
        kit.act_button(t("jb.btn.end_turn"), ["end_turn"], focus=["draw"] not in legal, key="end-turn")
    )
    return None, note, actions


def drawn_controls(ctx):
    view, t = ctx.view, ctx.t
    drawn = view["drawn"]
    body = (
        el("div", card_face(ctx, drawn, source="deck", extra_class="jb-drawn"), class_="cards")
        if drawn
        else None
    )
    actions = [
        kit.act_button(t("jb.btn.keep_drawn"), ["keep"], primary=True, focus=True, key="keep"),
        kit.act_button(t("jb.btn.discard_drawn"), ["discard_drawn"], key="discard-drawn"),
    ]
    return t("jb.explain.drawn", left=view["actions_left"]), body, actions


def window_controls(ctx):
    """The same panel whether or not a reaction card is held; only its button is absent."""
    view, t, legal = ctx.view, ctx.t, ctx.legal
    pending = view["pending"]
    step = pending["step"]
    buttons = [
        kit.act_button(t("jb.btn.react", card=card_text(t, action[1])), action, primary=True, key="react")
        for action in legal
        if action[0] == "react"
    ]
    buttons.append(kit.act_button(t("jb.btn.no_reaction"), ["no_reaction"], focus=True, key="no-reaction"))
    explain = t(f"jb.explain.{step}", card=card_text(t, pending["card"]), other=other(ctx, pending["seat"]))
    body = el(
        "p", art.use("jb-react", "jb-react-icon"), " ", card_text(t, pending["card"]), class_="jb-window-card"
    )
    return explain, body, buttons


def auction_controls(ctx):
    view, t = ctx.view, ctx.t
    seat, pending, bidding = ctx.acting_seat, view["pending"], view["bidding"]
    if bidding["high_bidder"] is not None:
        pass_key = "jb.btn.pass"  # ends the auction
    elif seat == pending["opener"]:
        pass_key = "jb.btn.pass_open"  # the other player is asked next
    else:
        pass_key = "jb.btn.pass_last"  # nobody bid: no sale
    panel = kit.bid_panel(
        bidding,
        raise_label=lambda step, amount: t("jb.btn.bid", amount=amount),
        exact_label=t("jb.bid_exact"),
        submit=t("jb.btn.bid_exact"),
        pass_label=t(pass_key),
    )
    return t("jb.explain.auction", gold=view["gold"][seat]), None, [panel]


def ware_count_note(ctx, step, ware):
    """How many of a ware there are where the choice takes it from."""
    view = ctx.view
    seat = view["pending"]["seat"]
    if step in ("drums", "portuguese", "dancer_return"):
        return view["wares"][seat][ware]
    if step == "parrot":
        return view["wares"][1 - seat][ware]
    if step == "draft_wares":
        return view["pending"]["pool"][ware]
    if step == "keep_wares":
        return view["pending"]["offered"].count(ware)
    return view["supply"][ware]


def step_controls(ctx):
    view, t, legal = ctx.view, ctx.t, ctx.legal
    pending = view["pending"]
    step = pending["step"]
    seat = pending["seat"]
    params = {"other": other(ctx, seat), "count": pending.get("discarded", 0)}
    explain = t(f"jb.explain.{step}", **params) if step in EXPLAINED else None
    if step in PAIR_STEPS:
        return explain, pair_controls(ctx, step), None
    own = set(view["hand"] or ()) | set(view["utilities"][seat])
    simple, wares, cards, in_hand = [], [], [], False
    ware_verb = t(f"jb.verb.{WARE_VERBS[step]}") if step in WARE_VERBS else None
    for action in legal:
        if step in CARD_VERBS and len(action) == 2 and action[1] in CARDS:
            if action[1] in own:
                in_hand = True  # its button is on the card itself, in the seat's own area
            else:
                # Cards not shown elsewhere on the table keep their motion (a card taken glides
                # into the hand); those also drawn elsewhere (the discard pile's top, the other
                # seat's utilities) do not, so that no motion key is on the page twice.
                alone = step in GLIDING_CHOICES and action[1] != view["discard_top"]
                cards.append(card_choice(ctx, action, CARD_VERBS[step], fx=alone))
        elif ware_verb and len(action) == 2 and action[1] in WARES:
            count = ware_count_note(ctx, step, action[1])
            label = [ware_label(t, action[1]), el("small", f" ({count})", class_="jb-have")]
            aria_label = t("jb.act_on", verb=ware_verb, card=ware_text(t, action[1]))
            wares.append(ware_button(label, action, action[1], aria_label))
        else:
            key = SIMPLE_KEYS.get((step, action[0]), "jb.btn.choose")
            simple.append(kit.act_button(t(key, **params), action, key=action[0]))
    body = []
    if in_hand:
        body.append(el("p", t("jb.pick_in_hand"), class_="jb-pick-note"))
    if cards:
        body.append(el("div", cards, class_="cards choices jb-row"))
    actions = []
    if wares:  # the verb once, before the wares it applies to
        verb = el("span", ware_verb, class_="jb-ware-verb")
        actions.append(el("div", verb, wares, class_="buttons jb-ware-choices"))
    actions += simple
    return explain, body, actions


def pair_controls(ctx, step):
    """Throne, Shaman, Traveling Merchant: one row per first ware, a button per second ware, each
    drawn as its picture (the row's title and each button's label and title say the pair in words):
    up to 21 choices in six short rows that fit a phone."""
    view, t, legal = ctx.view, ctx.t, ctx.legal
    seat = view["pending"]["seat"]
    rows = {}
    for action in legal:
        rows.setdefault(action[1], []).append(action)
    out = []
    for first in WARES:
        if first not in rows:
            continue
        count = None
        if step == "shaman":
            count = view["wares"][seat][first]  # all of them go: their number is shown
            label = t("jb.pair.shaman", ware=ware_text(t, first), count=count)
        else:
            label = t(f"jb.pair.{step}", ware=ware_text(t, first))
        buttons = []
        for action in rows[first]:
            words = label + " " + ware_text(t, action[2])
            buttons.append(ware_button(art.use(f"jb-w-{action[2]}"), action, action[2], words, title=words))
        out.append(
            el(
                "div",
                el(
                    "span",
                    el("b", f"{count}×") if count else None,
                    art.use(f"jb-w-{first}"),
                    class_=f"jb-pair-label jb-ware-{first}",
                    title=label,
                ),
                el("span", "→", class_="jb-pair-arrow", aria_hidden="true"),
                el("div", buttons, class_="buttons"),
                class_="jb-pair",
            )
        )
    return el("div", out, class_="jb-pairs")


# --- hands, players, the market ------------------------------------------------------------------------


def card_buttons(t, moves, card):
    """The buttons of a card's moves (a hand card's, an own utility's), each naming the card."""
    return [
        kit.act_button(
            label,
            action,
            extra_class="small jb-card-btn",
            aria_label=t("jb.act_on", verb=label, card=card_text(t, card)),
        )
        for label, action in moves.get(card, [])
    ]


def render_hand(ctx, marks):
    """The viewer's hand, each card with the buttons of its moves (or why it cannot be played).
    While none of its cards can be played it is drawn smaller ("jb-quiet"): the decision and the
    market then need the room."""
    view, t = ctx.view, ctx.t
    hand = view["hand"]
    if hand is None:
        return None
    seat = view["seat"]
    moves = own_actions(ctx, hand)
    playing = ctx.acting_seat == seat and view["pending"] is None and view["phase"] in ("draw", "play")
    items = []
    for card in hand:
        buttons = card_buttons(t, moves, card)
        dim = playing and not buttons
        face = card_face(
            ctx, card, source="deck", marked=f"card:{card}" in marks, extra_class="jb-dim" if dim else ""
        )
        foot = None
        if buttons:
            foot = el("div", buttons, class_="jb-card-btns")
        elif dim:
            foot = el("span", t("jb.not_playable"), class_="jb-note")
        items.append(el("div", face, foot, class_="jb-hand-item" + (" jb-has-moves" if buttons else "")))
    heading = t("jb.your_hand", name=ctx.names[seat], count=len(hand))
    quiet = "" if playing or moves else " jb-quiet"
    return el(
        "section",
        el("h2", heading, class_="sr-only"),  # the dock shows whose hand it is; its size is on the panel
        # (its size, for app.css to share a wide dock's row out among its cards)
        el("div", items, class_="jb-hand" + quiet, style=f"--jb-hand: {len(hand)}")
        if hand
        else el("p", t("jb.no_cards"), class_="jb-muted"),
        class_="jb-hand-panel",
        aria_label=heading,
    )


def stand_layout(view, seat):
    """Wares shared out over the stands for the picture. Wares lie freely: small stands fill first,
    so the large stand's last space (the one with the fee) fills last; once paid it stays full."""
    held = view["wares"][seat]
    tokens = [ware for ware in WARES for _ in range(held[ware])]
    small = len(view["stands"][seat])
    if view["large_full"][seat]:
        large, rest = tokens[:LARGE_SPACES], tokens[LARGE_SPACES:]
    else:
        cut = min(len(tokens), SMALL_SPACES * small)
        rest, large = tokens[:cut], tokens[cut:]
    smalls = [rest[i * SMALL_SPACES : (i + 1) * SMALL_SPACES] for i in range(small)]
    return large, smalls


def render_stands(ctx, seat, marks):
    """The seat's market stands as stands: a token per ware in its space, the free spaces empty and
    the large stand's fee space marked with the fee. Each token keeps its motion key (the n-th of
    its ware), so a ware bought flies in from its pile in the supply."""
    view, t = ctx.view, ctx.t
    large, smalls = stand_layout(view, seat)
    seen = Counter()

    def slots(tokens, spaces, fee_space):
        out = []
        for index in range(spaces):
            if index < len(tokens):
                ware = tokens[index]
                seen[ware] += 1
                out.append(
                    art.ware_token(ware, **kit.fx(f"ware:{seat}:{ware}:{seen[ware]}", f"supply:{ware}"))
                )
            else:
                out.append(art.empty_space(str(FEE) if fee_space and index == spaces - 1 else None))
        return out

    full = view["large_full"][seat]
    name = t("jb.large_stand")
    label = t("jb.stand_label", name=name, wares=wares_words(t, large), free=LARGE_SPACES - len(large))
    if not full:
        label += " " + t("jb.stand_fee", fee=FEE)
    stands = [art.stand(name, slots(large, LARGE_SPACES, not full), large=True, label=label)]
    for card, tokens in zip(view["stands"][seat], smalls, strict=True):
        name = t("jb.small_stand")
        label = t("jb.stand_label", name=name, wares=wares_words(t, tokens), free=SMALL_SPACES - len(tokens))
        key = f"card:{card}"
        stands.append(
            art.stand(
                name,
                slots(tokens, SMALL_SPACES, False),
                label=label + (" " + t("table.just_now") if key in marks else ""),
                extra_class=marked(marks, key),
                **kit.fx(key, f"hand:{seat}"),
            )
        )
    key = f"stands:{seat}"
    return el("div", stands, just_now(ctx, marks, key), class_=marked(marks, key, "jb-stands"))


def kept_stands(ctx, seat, marks):
    """render_stands, kept (ui/memo.py) while the seat's wares, stands and their marks stay."""
    view = ctx.view
    stands = view["stands"][seat]
    own_marks = frozenset(marks & {f"stands:{seat}", *(f"card:{card}" for card in stands)})
    key = (ctx.lang, view["wares"][seat], stands, view["large_full"][seat], own_marks)
    return memo.kept(f"jb-stands-{seat}", key, render_stands, ctx, seat, marks)


def render_utilities(ctx, seat, marks, *, mine):
    """The seat's utilities in play, as chips: one's own with the buttons of their moves beside them."""
    view, t = ctx.view, ctx.t
    utilities = view["utilities"][seat]
    heading = el("h4", t("jb.utilities", count=len(utilities), most=MAX_UTILITIES))
    moves = own_actions(ctx, utilities) if mine else {}
    used = set(view["used"])
    items = []
    for card in utilities:
        buttons = card_buttons(t, moves, card)
        chip = card_chip(ctx, card, marks, source=f"hand:{seat}", used=card in used)
        note = None
        if card in used:  # (the chip's text alternative says it too; a phone shows the faded chip alone)
            note = el("span", t("jb.used"), class_="jb-note jb-used-note", aria_hidden="true")
        items.append(el("div", chip, buttons or note, class_="jb-util"))
    return [heading, el("div", items, class_="jb-utilities") if items else None]


def render_player(ctx, seat, marks, letters, *, mine=False):
    """A seat's panel: gold and hand size in its head; its stands and utilities in one band below
    (compact for the rival along the top, with its buttons for one's own in the dock)."""
    view, t = ctx.view, ctx.t
    over = view["phase"] == "over"
    statuses = []
    if not over and seat in view["actors"] and not mine:  # one's own decision is beside one's panel
        statuses.append(t("jb.status.to_act"))
    if not over and view["turn"] == seat and view["final_turn"]:
        statuses.append(t("jb.status.last_turn"))
    if view["triggered_by"] == seat:
        statuses.append(t("jb.status.triggered", goal=view["goal"]))
    gold_key, hand_key = f"gold:{seat}", f"hand:{seat}"
    count = view["hand_counts"][seat]
    facts = [
        el(
            "span",
            art.use("jb-coin", "jb-coin-icon"),
            " ",
            t("jb.gold", gold=view["gold"][seat]),
            just_now(ctx, marks, gold_key),
            class_=marked(marks, gold_key, "chips jb-gold"),
            data_testid=f"gold-{seat}",
            **kit.fx(gold_key),
        ),
        el(
            "span",
            art.use("jb-cards"),
            " ",
            el("span", count, aria_hidden="true"),
            kit.sr_only(t("jb.hand_backs", name=ctx.names[seat], count=count)),
            just_now(ctx, marks, hand_key),
            class_=marked(marks, hand_key, "jb-hand-count"),
            title=t("jb.hand_count", count=count),
            **kit.fx(hand_key),
        ),
        [el("span", status, class_="status") for status in statuses],
    ]
    # The rival's room and next stand's cost in words; one's own are drawn (the free spaces) and on
    # the buttons (a stand's price), and the dock has no line to spare.
    space = None
    if not mine:
        words = t(
            "jb.spaces",
            used=view["ware_counts"][seat],
            capacity=view["capacity"][seat],
            cost=view["stand_cost"][seat],
        )
        space = el("p", words, class_="jb-muted jb-space-note")
    body = [
        el(
            "div",
            el("div", kept_stands(ctx, seat, marks), space, class_="jb-stand-area"),
            el("div", render_utilities(ctx, seat, marks, mine=mine), class_="jb-util-area"),
            class_="jb-seat-body",
        )
    ]
    shown = view.get("hands")
    if shown is not None and not mine:  # an open table: everyone sees this hand too
        body.append(
            el(
                "div",
                el("h4", t("jb.open_hand", name=ctx.names[seat])),
                [card_chip(ctx, card, marks, source="deck") for card in shown[seat]],
                class_="jb-open-hand",
            )
        )
    return kit.player_panel(
        el("span", kit.seat_badge(seat, letters[seat], ctx.names[seat]), " ", ctx.names[seat]),
        seat=seat,
        heading_extra=el("small", " ", ctx.seat_kind_label(seat)),
        facts=facts,
        body=body,
        to_act=not over and view["turn"] == seat,
        extra_class=f"jb-player seat-c{seat}" + (" jb-mine" if mine else " jb-other"),
    )


def supply_piles(t, supply):
    """The supply of wares: a pile per ware, its token and how many are left."""
    return [
        el(
            "li",
            art.ware_token(w, **kit.fx(f"supply:{w}")),
            el("b", supply[w], class_="jb-pile-count"),
            class_="jb-pile" + (" jb-out" if not supply[w] else ""),
            title=ware_name(t, w),
            aria_label=f"{ware_name(t, w)}: {supply[w]}",
        )
        for w in WARES
    ]


def render_market(ctx, marks):
    """The middle of the table: the supply of wares, the deck, the discard pile and the bank. A phone
    leaves it out ("jb-aside") while an auction is offered and bid for: the lot and the 21 pairs of
    wares to offer need the room (the pairs on offer are the legal ones, the supply's count aside)."""
    view, t = ctx.view, ctx.t
    aside = view["pending"] is not None and view["pending"]["step"] in ("traveling_merchant", "auction")
    supply = view["supply"]
    top = view["discard_top"]
    piles = memo.kept("jb-supply", (ctx.lang, supply), supply_piles, t, supply)
    deck_label = t("jb.deck_label", count=view["deck_count"])
    deck = el(
        "div",
        el(
            "div",
            art.back(view["deck_count"]),
            class_=marked(marks, "deck", "jb-deck"),
            role="img",
            aria_label=deck_label,
            **kit.fx("deck"),
        ),
        el("span", t("jb.deck"), class_="jb-pile-name"),
        el("span", view["deck_count"], class_="sr-only", data_testid="deck-count"),
        class_="jb-place",
    )
    if top:
        shown = card_face(
            ctx, top, source=f"hand:{view['turn']}", marked=f"card:{top}" in marks, extra_class="jb-mini"
        )
    else:
        shown = el("div", t("jb.empty"), class_="jb-empty-pile")
    discard = el(
        "div",
        shown,
        el("span", t("jb.discard_label", count=view["discard_count"]), class_="jb-pile-name"),
        class_="jb-place",
    )
    bank = el(
        "div",
        el(
            "div",
            art.use("jb-coin", "jb-bank-coin"),
            art.use("jb-coin", "jb-bank-coin"),
            class_="jb-bank",
            **kit.fx("bank"),
        ),
        el("span", t("jb.bank"), class_="jb-pile-name"),
        class_="jb-place",
    )
    return el(
        "section",
        el("h2", t("jb.market"), class_="sr-only"),
        el(
            "div",
            el("h3", t("jb.supply"), class_="jb-pile-name"),
            el("ul", piles, class_="jb-supply"),
            class_="jb-supply-box",
        ),
        el("div", deck, discard, bank, class_="jb-places"),
        class_="jb-market" + (" jb-aside" if aside else ""),
        aria_label=t("jb.market"),
    )


# --- the end ----------------------------------------------------------------------------------------


def gold_over_turns(log):
    """Each seat's gold at the start and at the end of every turn, from the log alone: the game's
    end gives the final gold, every entry that moves gold its change (so the start is found too)."""
    over = [e for e in log if e["event"] == "game_over"]
    if not over:
        return [], [[], []]
    final = over[-1]["gold"]
    totals = [0, 0]
    for entry in log:
        for seat, amount in gold_changes(entry):
            totals[seat] += amount
    gold = [final[0] - totals[0], final[1] - totals[1]]
    labels, series = ["0"], [[gold[0]], [gold[1]]]
    turns = 0
    for entry in log:
        for seat, amount in gold_changes(entry):
            gold[seat] += amount
        if entry["event"] == "end_turn":
            turns += 1
            labels.append(str(turns))
            series[0].append(gold[0])
            series[1].append(gold[1])
    return labels, series


def trades(log):
    """Ware cards bought and sold per seat: ([bought, sold] of seat 0, of seat 1)."""
    counts = [[0, 0], [0, 0]]
    for entry in log:
        if entry["event"] in ("buy", "sell"):
            counts[entry["seat"]][0 if entry["event"] == "buy" else 1] += 1
    return counts


def render_result(ctx):
    view, t, names = ctx.view, ctx.t, ctx.names
    trigger, goal = view["triggered_by"], view["goal"]
    columns = [(t("jb.result.gold"), lambda row: el("b", row["gold"]))]
    columns += [(t(f"jb.result.{key}"), itemgetter(key)) for key in ("wares", "stands", "utilities")]
    columns.append(
        (t("jb.result.triggered", goal=goal), lambda row: t("jb.result.yes") if row["triggered"] else "")
    )
    notes = []
    if trigger is not None:
        notes.append(t("jb.result.note", trigger=names[trigger], name=names[1 - trigger], goal=goal))
    table = kit.result_table(t, names, view["result"], columns, notes=notes)
    letters = kit.seat_letters(names)
    labels, series = gold_over_turns(view["log"])
    charts = []
    if labels:
        charts.append(
            kit.line_chart(
                t("jb.chart.gold"),
                [(names[s], letters[s], s, series[s]) for s in range(2)],
                labels,
            )
        )
        counts = trades(view["log"])
        charts.append(
            kit.bar_chart(
                t("jb.chart.trades"),
                [t("jb.chart.bought"), t("jb.chart.sold")],
                [(names[s], letters[s], s, counts[s]) for s in range(2)],
            )
        )
    # Wider than a phone: it scrolls sideways, and the keyboard reaches it.
    return el("div", table, el("div", charts, class_="jb-charts"), class_="jb-results-wrap",
              **kit.scroller(t("result.results")))


# --- the hint: a legal action in words ------------------------------------------------------------------


def describe_action(ctx, action):
    """A short phrase naming one of the acting seat's legal actions ("Sell ware card (…) for 12")."""
    view, t = ctx.view, ctx.t
    pending = view["pending"]
    kind = action[0]
    if pending is None:
        if view["phase"] == "drawn":
            return t("jb.hint.keep_drawn" if kind == "keep" else "jb.hint.discard_drawn")
        return _describe_main(ctx, action)
    step, seat = pending["step"], pending["seat"]
    if step in WINDOWS:
        return t("jb.btn.react", card=card_text(t, action[1])) if kind == "react" else t("jb.btn.no_reaction")
    if step == "auction":
        if kind == "bid":
            return t("jb.btn.bid", amount=action[1])
        bidding = view["bidding"]
        if bidding["high_bidder"] is not None:
            return t("jb.btn.pass")
        return t("jb.btn.pass_open" if seat == pending["opener"] else "jb.btn.pass_last")
    if step in PAIR_STEPS:
        params = {"ware": ware_text(t, action[1]), "other_ware": ware_text(t, action[2])}
        if step == "shaman":
            params["count"] = view["wares"][seat][action[1]]
        return t(f"jb.hint.{step}", **params)
    if len(action) == 2 and action[1] in CARDS and step in CARD_VERBS:
        return t("jb.act_on", verb=t(f"jb.verb.{CARD_VERBS[step]}"), card=card_text(t, action[1]))
    if len(action) == 2 and action[1] in WARES and step in WARE_VERBS:
        return t("jb.act_on", verb=t(f"jb.verb.{WARE_VERBS[step]}"), card=ware_text(t, action[1]))
    params = {"other": other(ctx, seat), "count": pending.get("discarded", 0)}
    return t(SIMPLE_KEYS.get((step, kind), "jb.btn.choose"), **params)


def hint_reason(ctx, reasons):
    """The hint's reasons (hints.py) in words: "+11 gold now", "then ware card (…) sells for 10 gold:
    7 more than it cost"."""
    t = ctx.t

    def params_in_words(params):
        if params.get("card") is not None:
            params["card"] = card_text(t, params["card"])
        if "other" in params:
            params["other"] = describe_action(ctx, params["other"])

    return in_words(t, reasons, params_in_words)


def _describe_main(ctx, action):
    view, t = ctx.view, ctx.t
    kind = action[0]
    if kind == "draw":
        return t("jb.btn.draw")
    if kind == "end_turn":
        return t("jb.btn.end_turn")
    card_id = action[1]
    named = card_text(t, card_id)
    if kind == "use":
        return t("jb.hint.use", card=named)
    category = CARDS[card_id].category
    if category == WARE:
        buy, sell = prices(view, card_id)
        if action[2] == "buy":
            return t("jb.hint.buy", card=named, price=buy)
        return t("jb.hint.sell", card=named, price=sell)
    if category == "stand":
        return t("jb.hint.build", card=named, cost=view["stand_cost"][0])  # one price for both
    if category == "utility":
        if len(action) == 3:
            return t("jb.hint.replace", card=named, old=card_text(t, action[2]))
        return t("jb.hint.place", card=named)
    return t("jb.hint.play", card=named)
