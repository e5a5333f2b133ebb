"""The Jambo table: a pure function of a seat's view to an element tree (no browser code).

What a seat may see is decided before this module runs (ctx.view is the view of ctx.viewer); this
module only draws it. The reaction windows (Guard, Rain Maker) are drawn the same way whatever the
hand: the only difference is the button of a reaction card that is actually held.
"""

from __future__ import annotations

import json
from collections import Counter
from operator import itemgetter
from string import Formatter

from ...ui import kit
from ...ui.html import el, join
from .cards import CARDS, WARE, WARES
from .messages import MESSAGES
from .rules import ACTIONS, BONUS_UNUSED, FEE, LARGE_SPACES, MAX_UTILITIES, SMALL_SPACES, WISE_MAN_BONUS

# Every ware has a symbol as well as a colour and its name, so colour is never the only cue.
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


# --- small pieces ----------------------------------------------------------------------------------


def ware_name(t, ware):
    return t(f"jb.ware.{ware}")


def ware_label(t, ware, count=None):
    """A ware as symbol and name (and a count), coloured by its kind."""
    return el(
        "span",
        el("span", WARE_SYMBOLS[ware], class_="jb-ware-symbol", aria_hidden="true"),
        " ",
        ware_name(t, ware),
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


def card_face(ctx, card_id, *, actions=None, button=None, verb=None, note=None, label=None, extra_class=""):
    """A card in the kit's frame, Jambo's face inside: its kind, name, and either its wares and prices
    or its effect in short. `actions` are buttons drawn inside the card; `button` (attributes) makes
    the whole card one button, with `verb` written at its foot and `label` as its name."""
    t = ctx.t
    card = CARDS[card_id]
    body = [el("span", t(f"jb.category.{card.category}"), class_="card-kind")]
    if card.category == WARE:  # a ware card is named by its wares
        counts = Counter(WARES[k] for k in card.wares)
        wares = [ware_label(t, w, counts[w] if counts[w] > 1 else None) for w in WARES if counts[w]]
        buy, sell = prices(ctx.view, card_id)
        body.append(el("span", wares, class_="jb-card-wares"))
        body.append(el("span", t("jb.prices", buy=buy, sell=sell), class_="jb-prices"))
    else:
        body.append(el("span", card_name(t, card_id), class_="card-name"))
        body.append(el("span", t(f"jb.effect.{card.kind}"), class_="card-effect"))
    if note:
        body.append(el("span", note, class_="jb-note"))
    if button:
        body.append(el("span", verb, class_="jb-verb"))
    elif actions:
        body.append(el("span", actions, class_="jb-card-actions"))
    classes = f"jb-card jb-cat-{card.category} {extra_class}".strip()
    return kit.card_frame(body, label=label, button=button, extra_class=classes)


def small_cards(ctx, card_ids):
    return el("div", [card_face(ctx, c, extra_class="jb-small") for c in card_ids], class_="cards")


def card_choice(ctx, action, verb_key):
    t = ctx.t
    verb = t(f"jb.verb.{verb_key}")
    label = t("jb.act_on", verb=verb, card=card_text(t, action[1]))
    return card_face(
        ctx, action[1], verb=verb, label=label, button={"data_cmd": "act", "data_arg": json.dumps(action)}
    )


def ware_button(label, action, ware, aria_label):
    return kit.act_button(label, action, extra_class=f"jb-ware-btn jb-ware-{ware}", aria_label=aria_label)


def markers(t, left):
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


# --- the table --------------------------------------------------------------------------------------


def render_table(ctx):
    view = ctx.view
    over = view["phase"] == "over"
    main = ctx.acting_seat is not None and view["pending"] is None and view["phase"] in ("draw", "play")
    return join(
        [
            None if over else render_status(ctx),
            None if over else render_pending(ctx),
            render_controls(ctx) if ctx.acting_seat is not None and not over else None,
            None if main else render_hand(ctx),
            el(
                "section",
                [render_player(ctx, seat) for seat in range(view["players"])],
                class_="players jb-players",
                aria_label=ctx.t("jb.players"),
            ),
            render_market(ctx),
        ]
    )


def render_status(ctx):
    view, t, names = ctx.view, ctx.t, ctx.names
    seat = view["turn"]
    facts = [
        el("span", t("jb.turn_of", number=view["turn_number"], name=names[seat]), class_="jb-turn"),
        el(
            "span",
            markers(t, view["actions_left"]),
            " ",
            t("jb.actions_left", left=view["actions_left"], total=ACTIONS),
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


def render_pending(ctx):
    """Public news of the step being resolved: the card on the table, an auction's lot, a pool."""
    view, t, names = ctx.view, ctx.t, ctx.names
    pending = view["pending"]
    if pending is None:
        return None
    step = pending["step"]
    parts = []
    if view["table"]:
        parts += [el("p", t("jb.on_table"), class_="jb-label"), small_cards(ctx, view["table"])]
    if step == "auction":
        bidding, opener = view["bidding"], names[pending["opener"]]
        lot = bidding["lot"]
        parts.append(el("p", t("jb.auction_lot"), class_="jb-label"))
        if lot["wares"]:
            parts.append(el("p", [ware_label(t, w) for w in lot["wares"]], class_="jb-ware-row"))
        if lot["cards"]:
            parts.append(small_cards(ctx, lot["cards"]))
        if pending["seat"] != pending["opener"]:
            no_bid = t("jb.opener_passed", opener=opener, name=names[pending["seat"]])
        else:
            no_bid = t("jb.no_bid_yet", opener=opener)
        parts.append(
            kit.bid_summary(
                bidding,
                names,
                no_bid=no_bid,
                high_bid=lambda high, by: t("jb.high_bid", high=high, bidder=by),
            )
        )
    elif step == "draft_wares":
        parts += [el("p", t("jb.pool_wares"), class_="jb-label"), ware_row(t, pending["pool"])]
    elif step in ("draft_cards", "draft_utilities"):
        parts += [el("p", t(f"jb.pool_{step}"), class_="jb-label"), small_cards(ctx, pending["cards"])]
    elif step == "keep_wares":
        offered = Counter(pending["offered"])
        parts += [el("p", t("jb.offered", room=pending["room"]), class_="jb-label"), ware_row(t, offered)]
    elif step == "dancer_return":
        parts.append(el("p", t("jb.dancer_left", left=pending["left"], price=pending["price"])))
    elif step == "portuguese" and pending["sold"]:
        parts.append(el("p", t("jb.portuguese_sold", count=pending["sold"], gold=2 * pending["sold"])))
    elif step in ("psychic", "scale", "hyena_take") and pending.get("cards") is None:
        parts.append(el("p", t(f"jb.hidden_{step}", name=names[pending["seat"]], count=pending["count"])))
    if not parts:
        return None
    return el("section", parts, class_="jb-pending", aria_label=t("jb.pending"))


# --- controls ---------------------------------------------------------------------------------------


def render_controls(ctx):
    view, t = ctx.view, ctx.t
    seat = ctx.acting_seat
    pending = view["pending"]
    title = el("h2", t("jb.your_move", name=ctx.names[seat]))
    if pending is None:
        body = drawn_controls(ctx) if view["phase"] == "drawn" else main_controls(ctx)
    elif pending["step"] in WINDOWS:
        body = window_controls(ctx)
    elif pending["step"] == "auction":
        body = auction_controls(ctx)
    else:
        body = step_controls(ctx)
    return el(
        "section",
        title,
        body,
        class_="controls jb-controls",
        aria_label=t("jb.your_move", name=ctx.names[seat]),
        data_step=pending["step"] if pending else view["phase"],
    )


def group(title, *children, class_=""):
    return el("div", el("h3", title), children, class_=("jb-group " + class_).strip())


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


def main_controls(ctx):
    view, t, legal = ctx.view, ctx.t, ctx.legal
    seat = ctx.acting_seat
    left = view["actions_left"]
    plays = {}
    for action in legal:
        if action[0] in ("play", "use"):
            plays.setdefault(action[1], []).append(action)
    groups = []
    if ["draw"] in legal:
        groups.append(
            group(
                t("jb.group.draw"),
                el("p", t("jb.draw_hint", left=left, deck=view["deck_count"]), class_="jb-muted"),
                el(
                    "div",
                    kit.act_button(t("jb.btn.draw"), ["draw"], primary=True, focus=True, key="draw"),
                    class_="buttons",
                ),
            )
        )
    hand = view["hand"] or []
    faces = []
    for card in hand:
        actions = plays.get(card, [])
        buttons = [use_button(ctx, play_label(ctx, a), a) for a in actions]
        faces.append(
            card_face(
                ctx,
                card,
                actions=buttons or None,
                note=None if buttons else t("jb.not_playable"),
                extra_class="" if buttons else "jb-dim",
            )
        )
    groups.append(
        group(
            t("jb.group.play", count=len(hand)),
            el("div", faces, class_="cards jb-hand")
            if faces
            else el("p", t("jb.no_cards"), class_="jb-muted"),
        )
    )
    utilities = view["utilities"][seat]
    if utilities:
        faces = []
        for card in utilities:
            actions = plays.get(card, [])
            used = card in view["used"]
            buttons = [use_button(ctx, t("jb.btn.use"), a) for a in actions]
            note = t("jb.used") if used else (None if buttons else t("jb.not_usable"))
            faces.append(
                card_face(
                    ctx, card, actions=buttons or None, note=note, extra_class="" if buttons else "jb-dim"
                )
            )
        groups.append(group(t("jb.group.use"), el("div", faces, class_="cards")))
    bonus = left >= BONUS_UNUSED
    groups.append(
        group(
            t("jb.group.end"),
            el("p", t("jb.end_bonus" if bonus else "jb.end_no_bonus", left=left), class_="jb-muted"),
            el(
                "div",
                kit.act_button(
                    t("jb.btn.end_turn"), ["end_turn"], focus=["draw"] not in legal, key="end-turn"
                ),
                class_="buttons",
            ),
        )
    )
    return groups


def use_button(ctx, label, action):
    """A card's own button (play it, use it), named with the card for screen readers."""
    aria_label = ctx.t("jb.act_on", verb=label, card=card_text(ctx.t, action[1]))
    return kit.act_button(label, action, extra_class="small", aria_label=aria_label)


def drawn_controls(ctx):
    view, t = ctx.view, ctx.t
    drawn = view["drawn"]
    return [
        el("p", t("jb.explain.drawn", left=view["actions_left"])),
        el("div", card_face(ctx, drawn, extra_class="jb-drawn"), class_="cards") if drawn else None,
        el(
            "div",
            kit.act_button(t("jb.btn.keep_drawn"), ["keep"], primary=True, focus=True, key="keep"),
            kit.act_button(t("jb.btn.discard_drawn"), ["discard_drawn"], key="discard-drawn"),
            class_="buttons",
        ),
    ]


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
    return [
        el(
            "p",
            t(f"jb.explain.{step}", card=card_text(t, pending["card"]), other=other(ctx, pending["seat"])),
        ),
        el("div", buttons, class_="buttons"),
    ]


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
    return [el("p", t("jb.explain.auction", gold=view["gold"][seat])), panel]


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
    parts = []
    if step in EXPLAINED:
        parts.append(el("p", t(f"jb.explain.{step}", **params)))
    if step in PAIR_STEPS:
        parts.append(pair_controls(ctx, step))
        return parts
    simple, wares, cards = [], [], []
    for action in legal:
        if step in CARD_VERBS and len(action) == 2 and action[1] in CARDS:
            cards.append(card_choice(ctx, action, CARD_VERBS[step]))
        elif step in WARE_VERBS and len(action) == 2 and action[1] in WARES:
            verb = t(f"jb.verb.{WARE_VERBS[step]}")
            count = ware_count_note(ctx, step, action[1])
            label = [el("span", verb, class_="jb-verb"), " ", ware_label(t, action[1])]
            label.append(el("small", f" ({count})", class_="jb-have"))
            aria_label = t("jb.act_on", verb=verb, card=ware_text(t, action[1]))
            wares.append(ware_button(label, action, action[1], aria_label))
        else:
            key = SIMPLE_KEYS.get((step, action[0]), "jb.btn.choose")
            simple.append(kit.act_button(t(key, **params), action, key=action[0]))
    for items, classes in ((wares, "buttons jb-ware-choices"), (cards, "cards choices"), (simple, "buttons")):
        if items:
            parts.append(el("div", items, class_=classes))
    return parts


def pair_controls(ctx, step):
    """Throne, Shaman, Traveling Merchant: one row per first ware, a button per second ware."""
    view, t, legal = ctx.view, ctx.t, ctx.legal
    seat = view["pending"]["seat"]
    rows = {}
    for action in legal:
        rows.setdefault(action[1], []).append(action)
    out = []
    for first in WARES:
        if first not in rows:
            continue
        if step == "shaman":
            label = t("jb.pair.shaman", ware=ware_text(t, first), count=view["wares"][seat][first])
        else:
            label = t(f"jb.pair.{step}", ware=ware_text(t, first))
        buttons = [
            ware_button(ware_label(t, a[2]), a, a[2], label + " " + ware_text(t, a[2])) for a in rows[first]
        ]
        out.append(
            el(
                "div",
                el("span", label, class_="jb-pair-label"),
                el("div", buttons, class_="buttons"),
                class_="jb-pair",
            )
        )
    return el("div", out, class_="jb-pairs")


# --- hands, players, the market ------------------------------------------------------------------------


def render_hand(ctx):
    view, t = ctx.view, ctx.t
    hand = view["hand"]
    if hand is None:
        return None
    seat = view["seat"]
    return el(
        "section",
        el("h2", t("jb.your_hand", name=ctx.names[seat], count=len(hand))),
        el("div", [card_face(ctx, c) for c in hand], class_="cards jb-hand")
        if hand
        else el("p", t("jb.no_cards"), class_="jb-muted"),
        class_="jb-hand-panel",
        aria_label=t("jb.your_hand", name=ctx.names[seat], count=len(hand)),
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


def stand_picture(t, title, tokens, spaces, *, large=False, full=False):
    slots = []
    for index in range(spaces):
        if index < len(tokens):
            ware = tokens[index]
            slots.append(
                el("span", WARE_SYMBOLS[ware], class_=f"jb-slot jb-ware-{ware}", title=ware_name(t, ware))
            )
        else:
            fee = large and index == spaces - 1 and not full
            slots.append(
                el("span", f"{FEE}" if fee else "", class_="jb-slot empty" + (" fee" if fee else ""))
            )
    return el(
        "div",
        el("span", title, class_="jb-stand-name"),
        el("span", slots, class_="jb-slots", aria_hidden="true"),
        class_="jb-stand" + (" large" if large else " small"),
    )


def render_player(ctx, seat):
    view, t = ctx.view, ctx.t
    over = view["phase"] == "over"
    statuses = []
    if not over and seat in view["actors"]:
        statuses.append(t("jb.status.to_act"))
    if not over and view["turn"] == seat and view["final_turn"]:
        statuses.append(t("jb.status.last_turn"))
    if view["triggered_by"] == seat:
        statuses.append(t("jb.status.triggered", goal=view["goal"]))
    facts = [
        el("span", t("jb.gold", gold=view["gold"][seat]), class_="chips jb-gold", data_testid=f"gold-{seat}"),
        el("span", t("jb.hand_count", count=view["hand_counts"][seat]), class_="jb-hand-count"),
        [el("span", status, class_="status") for status in statuses],
    ]
    large, smalls = stand_layout(view, seat)
    held = view["wares"][seat]
    stands = [
        stand_picture(t, t("jb.large_stand"), large, LARGE_SPACES, large=True, full=view["large_full"][seat])
    ]
    stands += [stand_picture(t, t("jb.small_stand"), tokens, SMALL_SPACES) for tokens in smalls]
    ware_items = [el("li", ware_label(t, w, held[w])) for w in WARES if held[w]]
    utilities = view["utilities"][seat]
    used = set(view["used"])
    space = t(
        "jb.spaces",
        used=view["ware_counts"][seat],
        capacity=view["capacity"][seat],
        cost=view["stand_cost"][seat],
    )
    fee = t("jb.large_full") if view["large_full"][seat] else t("jb.fee_note", fee=FEE)
    body = [
        el("div", stands, class_="jb-stands"),
        el("p", space, " ", fee, class_="jb-muted"),
        el("ul", ware_items, class_="jb-ware-list")
        if ware_items
        else el("p", t("jb.no_wares"), class_="jb-muted"),
        el("h4", t("jb.utilities", count=len(utilities), most=MAX_UTILITIES)),
        el(
            "ul",
            [
                el(
                    "li",
                    el("b", card_name(t, c)),
                    " ",
                    el("span", t(f"jb.effect.{CARDS[c].kind}"), class_="jb-effect"),
                    " ",
                    el("span", t("jb.used"), class_="jb-note") if c in used else None,
                    class_="jb-utility-item",
                )
                for c in utilities
            ],
            class_="jb-utility-list",
        )
        if utilities
        else el("p", t("jb.no_utilities"), class_="jb-muted"),
    ]
    return kit.player_panel(
        ctx.names[seat],
        seat=seat,
        heading_extra=el("small", " ", ctx.seat_kind_label(seat)),
        facts=facts,
        body=body,
        to_act=not over and view["turn"] == seat,
        extra_class="jb-player",
    )


def render_market(ctx):
    view, t = ctx.view, ctx.t
    supply = view["supply"]
    top = view["discard_top"]
    return el(
        "section",
        el("h2", t("jb.market")),
        el(
            "div",
            el("h3", t("jb.supply")),
            el("ul", [el("li", ware_label(t, w, supply[w])) for w in WARES], class_="jb-ware-list jb-supply"),
            class_="jb-supply-box",
        ),
        el(
            "dl",
            el("div", el("dt", t("jb.deck")), el("dd", view["deck_count"], data_testid="deck-count")),
            el("div", el("dt", t("jb.discard")), el("dd", view["discard_count"])),
            class_="facts",
        ),
        el(
            "div",
            el("h3", t("jb.discard_top")),
            card_face(ctx, top, extra_class="jb-small") if top else el("p", t("jb.empty"), class_="jb-muted"),
            class_="jb-discard",
        ),
        class_="jb-market",
        aria_label=t("jb.market"),
    )


# --- the end ----------------------------------------------------------------------------------------


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
    return el("div", table, class_="jb-results-wrap")


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
