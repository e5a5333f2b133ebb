"""The Jambo table: a pure function of a seat's view to an element tree (no browser code).

What a seat may see is decided before this module runs (ctx.view is the view of ctx.viewer); this
module only draws it. The reaction windows (Guard, Rain Maker) are drawn the same way whatever the
hand: the only difference is the button of a reaction card that is actually held.
"""

from __future__ import annotations

import json
from collections import Counter

from ...ui.html import el, join
from .cards import CARDS, WARE, WARES
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


def prices(view, card_id):
    card = CARDS[card_id]
    bonus = WISE_MAN_BONUS * view["wise_man"]
    return max(0, card.buy - bonus), card.sell + bonus


def card_face(ctx, card_id, *, actions=None, button=None, verb=None, note=None, extra_class=""):
    """A card: its kind, name, and either its wares and prices or its effect in short.

    `actions` are buttons drawn inside the card; `button` (attributes) makes the whole card one
    button, with `verb` written at its foot.
    """
    t = ctx.t
    card = CARDS[card_id]
    body = [el("span", t(f"jb.category.{card.category}"), class_="card-kind")]
    if card.category != WARE:  # a ware card is named by its wares
        body.append(el("span", card_name(t, card_id), class_="card-name"))
    if card.category == WARE:
        counts = Counter(WARES[k] for k in card.wares)
        body.append(
            el(
                "span",
                [
                    ware_label(t, ware, counts[ware] if counts[ware] > 1 else None)
                    for ware in WARES
                    if counts[ware]
                ],
                class_="jb-card-wares",
            )
        )
        buy, sell = prices(ctx.view, card_id)
        body.append(el("span", t("jb.prices", buy=buy, sell=sell), class_="jb-prices"))
    else:
        body.append(el("span", t(f"jb.effect.{card.kind}"), class_="card-effect"))
    if note:
        body.append(el("span", note, class_="jb-note"))
    classes = f"card jb-card jb-cat-{card.category} {extra_class}".strip()
    if button:
        body.append(el("span", verb, class_="jb-verb"))
        return el("button", body, class_=classes + " card-button", type="button", **button)
    if actions:
        body.append(el("span", actions, class_="jb-card-actions"))
    return el("div", body, class_=classes)


def act_button(label, action, *, primary=False, focus=False, key=None, aria_label=None, extra_class=""):
    return el(
        "button",
        label,
        type="button",
        class_=("btn" + (" primary" if primary else "") + (" " + extra_class if extra_class else "")),
        data_cmd="act",
        data_arg=json.dumps(action),
        data_focus=focus or None,
        data_key=key,
        aria_label=aria_label,
    )


def card_choice(ctx, action, verb_key, note=None):
    t = ctx.t
    verb = t(f"jb.verb.{verb_key}")
    return card_face(
        ctx,
        action[1],
        verb=verb,
        note=note,
        button={
            "data_cmd": "act",
            "data_arg": json.dumps(action),
            "aria_label": t("jb.act_on", verb=verb, card=card_text(t, action[1])),
        },
    )


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
    phase = view["phase"]
    if phase == "over":
        return t("jb.prompt.over")
    pending = view["pending"]
    if pending is None:
        seat = view["turn"]
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
        params["high"] = pending["high"]
        if pending["bidder"] is None:
            step = "auction_open" if seat == pending["opener"] else "auction_second"
        else:
            params["bidder"] = names[pending["bidder"]]
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


def describe(ctx, entry):
    """One log entry in words."""
    t, names = ctx.t, ctx.names
    kind = entry["event"]
    seat = entry.get("seat")
    name = names[seat] if seat is not None else ""
    rival = names[1 - seat] if seat is not None else ""
    if kind == "turn":
        return t("jb.log.turn_final" if entry["final"] else "jb.log.turn", number=entry["number"], name=name)
    if kind == "end_turn":
        if entry["bonus"]:
            return t("jb.log.end_turn_bonus", name=name, unused=entry["unused"], gold=entry["bonus"])
        return t("jb.log.end_turn", name=name)
    if kind == "last_turn":
        return t("jb.log.last_turn", trigger=names[entry["trigger"]], gold=entry["gold"], name=name)
    if kind == "game_over":
        winner = entry["winner"]
        gold = entry["gold"]
        return t("jb.log.game_over", name=names[winner], gold=gold[winner], other_gold=gold[1 - winner])
    if kind == "keep":
        return t("jb.log.keep", name=name)
    if kind == "discard_drawn":
        return t("jb.log.discard_drawn", name=name, card=card_text(t, entry["card"]))
    if kind == "draw":
        return t("jb.log.draw", name=name, count=entry["count"], source=source_label(t, entry["source"]))
    if kind == "seen":
        source = entry["source"]
        key = {
            "draw_phase": "jb.log.seen_drawn",
            "hyena_take": "jb.log.seen_taken",
            "hyena_give": "jb.log.seen_given",
            "scale_give": "jb.log.seen_scale_given",
        }.get(source)
        if key:
            return t(key, cards=cards_text(t, entry["cards"]))
        return t("jb.log.seen", cards=cards_text(t, entry["cards"]), source=source_label(t, source))
    if kind == "reshuffle":
        return t("jb.log.reshuffle", count=entry["count"])
    if kind == "discard":
        return t(
            "jb.log.discard",
            name=name,
            cards=cards_text(t, entry["cards"]),
            source=source_label(t, entry["source"]),
        )
    if kind in ("buy", "sell"):
        return t(f"jb.log.{kind}", name=name, wares=wares_text(t, entry["wares"]), price=entry["price"])
    if kind == "fee":
        return t("jb.log.fee", name=name, gold=entry["gold"])
    if kind == "stand":
        return t("jb.log.stand", name=name, cost=entry["cost"])
    if kind == "gain":
        return t("jb.log.gain", name=name, wares=wares_text(t, entry["wares"]))
    if kind == "wares_returned":
        return t("jb.log.wares_returned", wares=wares_text(t, entry["wares"]))
    if kind == "return_ware":
        return t(
            "jb.log.return_ware",
            name=name,
            ware=ware_text(t, entry["ware"]),
            source=source_label(t, entry["source"]),
        )
    if kind == "gold":
        amount = entry["amount"]
        key = "jb.log.gold_take" if amount >= 0 else "jb.log.gold_pay"
        return t(key, name=name, gold=abs(amount), source=source_label(t, entry["source"]))
    if kind == "utility":
        if entry["replaced"]:
            return t(
                "jb.log.utility_replace",
                name=name,
                card=card_text(t, entry["card"]),
                replaced=card_text(t, entry["replaced"]),
            )
        return t("jb.log.utility", name=name, card=card_text(t, entry["card"]))
    if kind == "use":
        if entry["owner"] != seat:
            return t(
                "jb.log.use_other", name=name, other=names[entry["owner"]], card=card_text(t, entry["card"])
            )
        return t("jb.log.use", name=name, card=card_text(t, entry["card"]))
    if kind == "play":
        return t("jb.log.play", name=name, card=card_text(t, entry["card"]))
    if kind == "guard":
        return t("jb.log.guard", name=name, animal=card_text(t, entry["animal"]))
    if kind == "rain_maker":
        return t("jb.log.rain_maker", name=name, card=card_text(t, entry["ware_card"]))
    if kind == "throne":
        return t(
            "jb.log.throne",
            name=name,
            other=rival,
            gave=ware_text(t, entry["gave"]),
            took=ware_text(t, entry["took"]),
        )
    if kind == "mask":
        return t("jb.log.mask", name=name, gave=card_text(t, entry["gave"]), took=card_text(t, entry["took"]))
    if kind == "supplies":
        found = entry["found"]
        passed = cards_text(t, entry["passed"])
        if found is None:
            return t("jb.log.supplies_none", name=name, passed=passed)
        return t("jb.log.supplies", name=name, passed=passed, found=card_text(t, found))
    if kind == "scale":
        return t("jb.log.scale", name=name, other=rival, count=entry["given"])
    if kind == "shaman":
        return t(
            "jb.log.shaman",
            name=name,
            count=entry["count"],
            gave=ware_text(t, entry["gave"]),
            took=ware_text(t, entry["took"]),
        )
    if kind == "look":
        return t("jb.log.look", name=name, count=entry["count"])
    if kind == "psychic_take":
        return t("jb.log.psychic_take", name=name)
    if kind == "tribal_elder":
        key = "jb.log.elder_draw" if entry["choice"] == "draw" else "jb.log.elder_discard"
        return t(key, name=name, other=rival)
    if kind == "portuguese":
        return t("jb.log.portuguese", name=name, ware=ware_text(t, entry["ware"]), gold=entry["gold"])
    if kind == "carrier":
        key = "jb.log.carrier_cards" if entry["choice"] == "cards" else "jb.log.carrier_wares"
        return t(key, name=name, other=rival)
    if kind == "drummer_take":
        return t("jb.log.drummer_take", name=name, card=card_text(t, entry["card"]))
    if kind == "offer":
        lot = wares_text(t, entry["wares"]) if entry["wares"] else cards_text(t, entry["cards"])
        return t("jb.log.offer", name=name, lot=lot)
    if kind == "bid":
        return t("jb.log.bid", name=name, amount=entry["amount"])
    if kind == "pass":
        return t("jb.log.pass", name=name)
    if kind == "no_sale":
        return t("jb.log.no_sale")
    if kind == "auction_won":
        lot = wares_text(t, entry["wares"]) if entry["wares"] else cards_text(t, entry["cards"])
        return t("jb.log.auction_won", name=name, price=entry["price"], lot=lot)
    if kind == "parrot":
        return t("jb.log.parrot", name=name, other=rival, ware=ware_text(t, entry["ware"]))
    if kind == "look_hand":
        return t("jb.log.look_hand", name=name, other=names[entry["target"]])
    if kind == "take_card":
        return t("jb.log.take_card", name=name, other=names[entry["from"]])
    if kind == "give_card":
        return t("jb.log.give_card", name=name, other=names[entry["to_seat"]])
    if kind == "snake":
        return t(
            "jb.log.snake",
            name=name,
            card=card_text(t, entry["kept"]),
            cards=cards_text(t, entry["discarded"]),
        )
    if kind == "pool_wares":
        return t("jb.log.pool_wares", wares=wares_text(t, entry["wares"]))
    if kind == "pool_hands":
        return t("jb.log.pool_hands", count=len(entry["cards"]))
    if kind == "pool_utilities":
        return t("jb.log.pool_utilities", cards=cards_text(t, entry["cards"]))
    if kind == "draft":
        taken = ware_text(t, entry["ware"]) if "ware" in entry else card_text(t, entry["card"])
        return t("jb.log.draft", name=name, taken=taken)
    if kind == "cheetah_gold":
        return t("jb.log.cheetah_gold", name=name, other=names[entry["to_seat"]], gold=entry["gold"])
    if kind == "cheetah_draw":
        return t("jb.log.cheetah_draw", name=name, other=rival)
    return kind


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
        parts.append(el("p", t("jb.on_table"), class_="jb-label"))
        parts.append(
            el("div", [card_face(ctx, c, extra_class="jb-small") for c in view["table"]], class_="cards")
        )
    if step == "auction":
        lot = [ware_label(t, w) for w in pending["wares"]]
        parts.append(el("p", t("jb.auction_lot"), class_="jb-label"))
        if lot:
            parts.append(el("p", lot, class_="jb-ware-row"))
        if pending["cards"]:
            parts.append(
                el(
                    "div",
                    [card_face(ctx, c, extra_class="jb-small") for c in pending["cards"]],
                    class_="cards",
                )
            )
        if pending["bidder"] is None and pending["seat"] != pending["opener"]:
            line = t("jb.opener_passed", opener=names[pending["opener"]], name=names[pending["seat"]])
        elif pending["bidder"] is None:
            line = t("jb.no_bid_yet", opener=names[pending["opener"]])
        else:
            line = t("jb.high_bid", high=pending["high"], bidder=names[pending["bidder"]])
        parts.append(el("p", line, class_="high-bid", data_testid="high-bid"))
    elif step == "draft_wares":
        pool = pending["pool"]
        parts.append(el("p", t("jb.pool_wares"), class_="jb-label"))
        parts.append(el("p", [ware_label(t, w, pool[w]) for w in WARES if pool[w]], class_="jb-ware-row"))
    elif step in ("draft_cards", "draft_utilities"):
        parts.append(el("p", t(f"jb.pool_{step}"), class_="jb-label"))
        parts.append(
            el("div", [card_face(ctx, c, extra_class="jb-small") for c in pending["cards"]], class_="cards")
        )
    elif step == "keep_wares":
        parts.append(el("p", t("jb.offered", room=pending["room"]), class_="jb-label"))
        parts.append(
            el(
                "p",
                [
                    ware_label(t, w, n)
                    for w, n in sorted(
                        Counter(pending["offered"]).items(), key=lambda item: WARES.index(item[0])
                    )
                ],
                class_="jb-ware-row",
            )
        )
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
                    act_button(t("jb.btn.draw"), ["draw"], primary=True, focus=True, key="draw"),
                    class_="buttons",
                ),
            )
        )
    hand = view["hand"] or []
    faces = []
    for card in hand:
        actions = plays.get(card, [])
        buttons = [
            act_button(
                play_label(ctx, a),
                a,
                aria_label=t("jb.act_on", verb=play_label(ctx, a), card=card_text(t, card)),
                extra_class="small",
            )
            for a in actions
        ]
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
            buttons = [
                act_button(
                    t("jb.btn.use"),
                    a,
                    extra_class="small",
                    aria_label=t("jb.act_on", verb=t("jb.btn.use"), card=card_text(t, card)),
                )
                for a in actions
            ]
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
                act_button(t("jb.btn.end_turn"), ["end_turn"], focus=["draw"] not in legal, key="end-turn"),
                class_="buttons",
            ),
        )
    )
    return groups


def drawn_controls(ctx):
    view, t = ctx.view, ctx.t
    drawn = view["drawn"]
    return [
        el("p", t("jb.explain.drawn", left=view["actions_left"])),
        el("div", card_face(ctx, drawn, extra_class="jb-drawn"), class_="cards") if drawn else None,
        el(
            "div",
            act_button(t("jb.btn.keep_drawn"), ["keep"], primary=True, focus=True, key="keep"),
            act_button(t("jb.btn.discard_drawn"), ["discard_drawn"], key="discard-drawn"),
            class_="buttons",
        ),
    ]


def window_controls(ctx):
    """The same panel whether or not a reaction card is held; only its button is absent."""
    view, t, legal = ctx.view, ctx.t, ctx.legal
    pending = view["pending"]
    step = pending["step"]
    buttons = []
    for action in legal:
        if action[0] == "react":
            buttons.append(
                act_button(t("jb.btn.react", card=card_text(t, action[1])), action, primary=True, key="react")
            )
    buttons.append(act_button(t("jb.btn.no_reaction"), ["no_reaction"], focus=True, key="no-reaction"))
    return [
        el(
            "p",
            t(f"jb.explain.{step}", card=card_text(t, pending["card"]), other=other(ctx, pending["seat"])),
        ),
        el("div", buttons, class_="buttons"),
    ]


def auction_controls(ctx):
    view, t, legal = ctx.view, ctx.t, ctx.legal
    seat = ctx.acting_seat
    pending = view["pending"]
    if pending["bidder"] is not None:
        pass_key = "jb.btn.pass"  # ends the auction
    elif seat == pending["opener"]:
        pass_key = "jb.btn.pass_open"  # the other player is asked next
    else:
        pass_key = "jb.btn.pass_last"  # nobody bid: no sale
    bids = sorted(action[1] for action in legal if action[0] == "bid")
    quick = []
    if bids:
        allowed = set(bids)
        for amount in dict.fromkeys((bids[0], bids[0] + 1, bids[0] + 4)):
            if amount in allowed:
                quick.append(
                    act_button(
                        t("jb.btn.bid", amount=amount),
                        ["bid", amount],
                        primary=not quick,
                        focus=not quick,
                        key=f"bid-{amount}",
                    )
                )
    form = None
    if bids:
        form = el(
            "form",
            el(
                "label",
                t("jb.bid_exact"),
                " ",
                el(
                    "input",
                    type="number",
                    name="amount",
                    min=bids[0],
                    max=bids[-1],
                    value=bids[0],
                    inputmode="numeric",
                    data_key="bid-amount",
                ),
            ),
            el("button", t("jb.btn.bid_exact"), type="submit", class_="btn"),
            class_="exact-bid",
            data_submit="act-amount",
            data_arg="bid",
        )
    return [
        el("p", t("jb.explain.auction", gold=view["gold"][seat])),
        el(
            "div",
            quick,
            act_button(t(pass_key), ["pass"], focus=not quick, key="pass"),
            class_="buttons",
        ),
        form,
    ]


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
            wares.append(
                el(
                    "button",
                    el("span", verb, class_="jb-verb"),
                    " ",
                    ware_label(t, action[1]),
                    el("small", f" ({count})", class_="jb-have"),
                    type="button",
                    class_=f"btn jb-ware-btn jb-ware-{action[1]}",
                    data_cmd="act",
                    data_arg=json.dumps(action),
                    aria_label=t("jb.act_on", verb=verb, card=ware_text(t, action[1])),
                )
            )
        else:
            key = SIMPLE_KEYS.get((step, action[0]), "jb.btn.choose")
            simple.append(act_button(t(key, **params), action, key=action[0]))
    if wares:
        parts.append(el("div", wares, class_="buttons jb-ware-choices"))
    if cards:
        parts.append(el("div", cards, class_="cards choices"))
    if simple:
        parts.append(el("div", simple, class_="buttons"))
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
            el(
                "button",
                ware_label(t, action[2]),
                type="button",
                class_=f"btn jb-ware-btn jb-ware-{action[2]}",
                data_cmd="act",
                data_arg=json.dumps(action),
                aria_label=label + " " + ware_text(t, action[2]),
            )
            for action in rows[first]
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
    view, t, names = ctx.view, ctx.t, ctx.names
    over = view["phase"] == "over"
    status = []
    if not over and seat in view["actors"]:
        status.append(el("span", t("jb.status.to_act"), class_="status"))
    if not over and view["turn"] == seat and view["final_turn"]:
        status.append(el("span", t("jb.status.last_turn"), class_="status"))
    if view["triggered_by"] == seat:
        status.append(el("span", t("jb.status.triggered", goal=view["goal"]), class_="status"))
    large, smalls = stand_layout(view, seat)
    held = view["wares"][seat]
    stands = [
        stand_picture(t, t("jb.large_stand"), large, LARGE_SPACES, large=True, full=view["large_full"][seat])
    ]
    stands += [stand_picture(t, t("jb.small_stand"), tokens, SMALL_SPACES) for tokens in smalls]
    ware_items = [el("li", ware_label(t, w, held[w])) for w in WARES if held[w]]
    utilities = view["utilities"][seat]
    used = set(view["used"])
    classes = "player jb-player"
    if not over and view["turn"] == seat:
        classes += " to-act"
    return el(
        "article",
        el(
            "header",
            el("h3", names[seat], el("small", " ", ctx.seat_kind_label(seat))),
            el(
                "span",
                t("jb.gold", gold=view["gold"][seat]),
                class_="chips jb-gold",
                data_testid=f"gold-{seat}",
            ),
            el("span", t("jb.hand_count", count=view["hand_counts"][seat]), class_="jb-hand-count"),
            status,
        ),
        el("div", stands, class_="jb-stands"),
        el(
            "p",
            t(
                "jb.spaces",
                used=view["ware_counts"][seat],
                capacity=view["capacity"][seat],
                cost=view["stand_cost"][seat],
            ),
            " ",
            t("jb.large_full") if view["large_full"][seat] else t("jb.fee_note", fee=FEE),
            class_="jb-muted",
        ),
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
        class_=classes,
        data_seat=seat,
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
    result = view["result"]
    rows = []
    for seat in result["ranking"]:
        row = result["breakdown"][seat]
        rows.append(
            el(
                "tr",
                el("td", row["place"]),
                el("th", names[seat], scope="row"),
                el("td", el("b", row["gold"])),
                el("td", row["wares"]),
                el("td", row["stands"]),
                el("td", row["utilities"]),
                el("td", t("jb.result.yes") if row["triggered"] else ""),
                class_="winner" if seat in result["winners"] else None,
            )
        )
    winners = ", ".join(names[s] for s in result["winners"])
    trigger = view["triggered_by"]
    return join(
        [
            el("h2", t("result.winner", names=winners), class_="headline"),
            el(
                "div",
                el(
                    "table",
                    el(
                        "thead",
                        el(
                            "tr",
                            el("th", t("result.place")),
                            el("th", t("result.player")),
                            el("th", t("jb.result.gold")),
                            el("th", t("jb.result.wares")),
                            el("th", t("jb.result.stands")),
                            el("th", t("jb.result.utilities")),
                            el("th", t("jb.result.triggered", goal=view["goal"])),
                        ),
                    ),
                    el("tbody", rows),
                    class_="results",
                ),
                class_="jb-results-wrap",
            ),
            el(
                "p",
                t("jb.result.note", trigger=names[trigger], name=names[1 - trigger], goal=view["goal"]),
                class_="note",
            )
            if trigger is not None
            else None,
        ]
    )
