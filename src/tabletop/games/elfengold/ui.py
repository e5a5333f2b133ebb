"""The Elfengold table: Elfenland's page (its map, journey helper, route planner and chart) with gold,
the travel-card row and gold-card pile, the item draw, the auction and the spells.

Two-step choices are page state, not moves (App.cmd_select), as in Elfenland:
  {"item": kind}                        planning: the item to play; the roads it may go on light up
  {"item": "double", "double": kind}    the Double spell: the second transport, then its road
  {"item": "exchange", "swap": road}    the Exchange spell: the first road, then the swaps from it
  {"bid": n}, {"confirm_bid": n}        the auction: the amount chosen, and a bid above one's gold to confirm
  {"mode": "fly", "fly_at": n}          movement: the Witch's flight, choosing the town (n: the log's
                                        length when chosen, so that it ends with the flight)
plus Elfenland's movement choices ("step", "caravan", "mode": "pick", "plan_to"). Every stored choice
is checked against the view and the legal moves before it is used, so a stale one is simply ignored.
"""

from __future__ import annotations

import json

from ...ui import kit
from ...ui.html import el, join
from ...ui.kit import act_button, bid_summary, command_button, select_button
from ..elfenland import ui as base
from ..elfenland.data import TOWN_IDS, TRANSPORTS
from ..elfenland.routes import other_end
from ..elfenland.tour_view import hint_words
from ..elfenland.ui import button_row, card_icon, kind_name, pick_button, road_text, seat_disc, town_name
from .data import (
    DOUBLE,
    EXCHANGE,
    FLIGHT_GOLD,
    GOLD_CARD,
    GOLD_CARD_VALUE,
    HAND_LIMIT,
    HELD_KINDS,
    INCOME_CARDS,
    ITEM_KINDS,
    KEPT_ITEMS,
    WITCH,
    WITCH_OBSTACLE_GOLD,
)

TOWN_COUNT = base.TOWN_COUNT
MOVING = ("move", "income", "income_draw", "discard")


# --- words ----------------------------------------------------------------------------------------


def held_text(t, cards):
    """Travel and Witch cards as "2 × Dragon, 1 × Witch" (in the usual order)."""
    cards = list(cards)
    parts = [t("el.count_of", count=cards.count(k), kind=kind_name(t, k)) for k in HELD_KINDS if k in cards]
    return ", ".join(parts) or t("el.no_cards")


def items_text(t, items):
    items = list(items)
    parts = [t("eg.count_of", count=items.count(k), kind=kind_name(t, k)) for k in ITEM_KINDS if k in items]
    return ", ".join(parts) or t("eg.no_items")


def gold_text(t, amount):
    return t("eg.gold", amount=amount)


# --- prompt and log -------------------------------------------------------------------------------


def prompt(ctx):
    view, t = ctx.view, ctx.t
    phase, seat = view["phase"], view["turn"]
    if phase == "over":
        return t("el.prompt.over")
    name = ctx.names[seat]
    if ctx.acting_seat != seat:
        return t(f"eg.prompt.wait_{phase}", name=name)
    if phase == "draw_cards":
        return t("eg.prompt.draw_cards", name=name, count=view["draws_left"][seat])
    if phase == "income_draw":
        return t("eg.prompt.income_draw", name=name)
    if phase == "draw_items":
        drawn = view["drawn"] or []
        face_down = "_open" if view.get("open_table") else ""  # at an open table nothing is secret
        if len(drawn) == 2 and drawn[0] == drawn[1]:
            return t(f"eg.prompt.draw_items_pair{face_down}", name=name, item=kind_name(t, drawn[0]))
        return t(f"eg.prompt.draw_items{face_down}", name=name)
    if phase == "auction":
        bidding = view["bidding"]
        item = kind_name(t, bidding["lot"])
        return t("eg.prompt.auction", name=name, item=item, high=bidding["high_bid"], gold=view["gold"][seat])
    if phase == "plan":
        item = selected_item(ctx)
        if item == DOUBLE:
            kind = double_kind(ctx)
            if kind:
                return t("eg.prompt.plan_double_road", name=name, kind=kind_name(t, kind))
            return t("eg.prompt.plan_double", name=name)
        if item == EXCHANGE:
            return t(
                "eg.prompt.plan_exchange_second"
                if exchange_road(ctx) is not None
                else "eg.prompt.plan_exchange",
                name=name,
            )
        if item:
            return t("eg.prompt.plan_road", name=name, kind=kind_name(t, item))
        if base.only_pass(ctx):
            return t("eg.prompt.plan_pass", name=name)
        return t("eg.prompt.plan", name=name)
    if phase == "move":
        return t("eg.prompt.fly", name=name, gold=FLIGHT_GOLD) if flying(ctx) else base.move_prompt(ctx, name)
    if phase == "income":
        return t("eg.prompt.income", name=name, gold=view["earned"], cards=INCOME_CARDS)
    if phase == "discard":
        return t("el.prompt.discard", name=name, count=view["to_discard"], limit=HAND_LIMIT)
    return t("eg.prompt.keep", name=name, count=KEPT_ITEMS - len(view["kept"]))


def describe(ctx, entry):
    """One log entry in words (Elfenland's words for what works as there)."""
    t, names = ctx.t, ctx.names
    kind = entry["event"]
    seat = entry.get("seat")
    name = names[seat] if seat is not None else ""
    if kind == "phase":
        return t(f"eg.log.phase.{entry['phase']}")
    if kind == "draw_card":
        if entry["source"] == "deck":
            return t("eg.log.draw_deck", name=name)
        text = t("eg.log.draw_face_up", name=name, kind=kind_name(t, entry["kind"]))
        refill = entry.get("refill") or []
        gold = refill.count(GOLD_CARD)
        shown = [card for card in refill if card != GOLD_CARD]
        if shown:
            text += " " + t("eg.log.refill", cards=held_text(t, shown))
        if gold:
            text += " " + t("eg.log.refill_gold", count=gold)
        return text
    if kind == "card_drawn":
        return t("eg.log.card_drawn", name=name, kind=kind_name(t, entry["kind"]))
    if kind == "gold_card":
        return t("eg.log.gold_card", name=name, pile=entry["pile"])
    if kind == "take_gold_pile":
        return t("eg.log.take_gold_pile", name=name, count=entry["cards"], gold=entry["gold"])
    if kind == "allowance":
        return t("eg.log.allowance", gold=entry["gold"])
    if kind == "draw_items":
        return t("eg.log.draw_items", name=name, count=entry["count"])
    if kind == "items_drawn":
        return t("eg.log.items_drawn", name=name, items=items_text(t, entry["items"]))
    if kind == "show_item":
        return t("eg.log.show_item", name=name, item=kind_name(t, entry["item"]))
    if kind == "auction_row":
        return t("eg.log.auction_row", items=items_text(t, entry["items"]))
    if kind == "lot":
        return t("eg.log.lot", item=kind_name(t, entry["item"]), left=entry["left"])
    if kind == "bid":
        return t("eg.log.bid", name=name, amount=entry["amount"])
    if kind == "sold":
        return t("eg.log.sold", name=name, item=kind_name(t, entry["item"]), price=entry["price"])
    if kind == "unpaid":
        return t(
            "eg.log.unpaid", name=name, item=kind_name(t, entry["item"]), bid=entry["bid"], lost=entry["lost"]
        )
    if kind == "unsold":
        return t("eg.log.unsold", item=kind_name(t, entry["item"]))
    if kind == "place":
        key = "eg.log.place_secret" if entry["secret"] else "eg.log.place"
        return t(key, name=name, kind=kind_name(t, entry["kind"]), road=road_text(t, entry["road"]))
    if kind == "double":
        key = "eg.log.double_secret" if entry["secret"] else "eg.log.double"
        return t(key, name=name, kind=kind_name(t, entry["kind"]), road=road_text(t, entry["road"]))
    if kind == "exchange":
        (road_a, road_b), (kind_a, kind_b) = entry["roads"], entry["kinds"]
        return t(
            "eg.log.exchange",
            name=name,
            kind_a=kind_name(t, kind_a),
            road_a=road_text(t, road_a),
            kind_b=kind_name(t, kind_b),
            road_b=road_text(t, road_b),
        )
    if kind == "move":
        text = base.describe(ctx, entry)
        if entry["witch"]:
            text += " " + t("eg.log.witch", gold=entry["witch_gold"])
        if entry["gold"]:
            key = "eg.log.earn_doubled" if entry["doubled"] else "eg.log.earn"
            text += " " + t(key, gold=entry["gold"])
        return text
    if kind == "fly":
        text = t(
            "eg.log.fly",
            name=name,
            from_town=town_name(t, entry["from_town"]),
            to_town=town_name(t, entry["to_town"]),
            gold=entry["gold"],
        )
        if entry["collected"]:
            text += " " + t("el.log.collected", town=town_name(t, entry["to_town"]))
        return text
    if kind == "income":
        return t(
            "eg.log.income_forced" if entry["forced"] else "eg.log.income", name=name, gold=entry["gold"]
        )
    if kind == "take_cards":
        key = "eg.log.take_cards_forced" if entry["forced"] else "eg.log.take_cards"
        return t(key, name=name, count=INCOME_CARDS)
    if kind == "keep_item":
        if entry["secret"]:
            return t("eg.log.keep_secret", name=name)
        return t("eg.log.keep", name=name, item=kind_name(t, entry["kind"]))
    if kind == "return_items":
        return t("eg.log.return_items", name=name, count=entry["count"])
    if kind == "deal":
        return t("eg.log.deal", counts=", ".join(f"{names[s]} {n}" for s, n in enumerate(entry["counts"])))
    if kind == "round_end":
        return t("eg.log.round_end", round=entry["round"], returned=entry["returned"])
    return base.describe(ctx, entry)


# --- the acting player's choices, checked ---------------------------------------------------------


def my_items(ctx):
    """The acting (or viewing) player's items: (shown, secret)."""
    seat = ctx.acting_seat if ctx.acting_seat is not None else ctx.viewer
    if seat is None:
        return [], []
    return ctx.view["items"][seat], ctx.view["secret_items"] or []


def playable_items(ctx):
    """The items the acting player can play now (in ITEM_KINDS order)."""
    kinds = set()
    for action in ctx.legal:
        if action[0] == "place":
            kinds.add(action[1])
        elif action[0] in (DOUBLE, EXCHANGE):
            kinds.add(action[0])
    return [kind for kind in ITEM_KINDS if kind in kinds]


def selected_item(ctx):
    item = ctx.ui_state.get("item")
    if ctx.view["phase"] != "plan" or not isinstance(item, str):
        return None
    return item if item in playable_items(ctx) else None


def double_kind(ctx):
    kind = ctx.ui_state.get("double")
    if selected_item(ctx) != DOUBLE or not isinstance(kind, str):
        return None
    return kind if any(a[0] == DOUBLE and a[2] == kind for a in ctx.legal) else None


def exchange_road(ctx):
    road = ctx.ui_state.get("swap")
    if selected_item(ctx) != EXCHANGE or type(road) is not int:
        return None
    return road if exchanges_from(ctx, road) else None


def exchanges_from(ctx, road):
    """The legal exchanges that involve `road`, as (the other road, action)."""
    found = []
    for action in ctx.legal:
        if action[0] == EXCHANGE:
            if action[1] == road:
                found.append((action[3], action))
            elif action[3] == road:
                found.append((action[1], action))
    return found


def target_roads(ctx):
    """The roads to light for the chosen item: {road: (command, JSON argument)}."""
    item = selected_item(ctx)
    if item is None:
        return {}
    if item == DOUBLE:
        kind = double_kind(ctx)
        if kind is None:
            return {}
        return {a[1]: ("act", json.dumps(a)) for a in ctx.legal if a[0] == DOUBLE and a[2] == kind}
    if item == EXCHANGE:
        first = exchange_road(ctx)
        if first is None:
            roads = {a[1] for a in ctx.legal if a[0] == EXCHANGE} | {
                a[3] for a in ctx.legal if a[0] == EXCHANGE
            }
            return {road: ("select", json.dumps({"swap": road})) for road in roads}
        targets = {}
        for other, action in exchanges_from(ctx, first):
            choices = [a for o, a in exchanges_from(ctx, first) if o == other]
            # Two swaps between the same roads (a doubled road) are chosen in the controls instead.
            targets[other] = (
                ("act", json.dumps(action)) if len(choices) == 1 else ("select", json.dumps({"swap": first}))
            )
        return targets
    return {a[2]: ("act", json.dumps(a)) for a in ctx.legal if a[0] == "place" and a[1] == item}


def flying(ctx):
    return (
        ctx.view["phase"] == "move"
        and ctx.ui_state.get("mode") == "fly"
        # chosen for this very step (the Fly button says when): after a flight the journey goes on
        and ctx.ui_state.get("fly_at", len(ctx.view["log"])) == len(ctx.view["log"])
        and any(a[0] == "fly" for a in ctx.legal)
    )


def bid_amount(ctx):
    """The amount the bid controls show: the chosen one if still legal, else the lowest legal bid."""
    bidding = ctx.view["bidding"]
    low, high = bidding["min_bid"], bidding["max_bid"]
    chosen = ctx.ui_state.get("bid")
    if type(chosen) is int and low <= chosen <= high:
        return chosen
    return low


# --- the table ------------------------------------------------------------------------------------


def render_table(ctx):
    board = render_board_panel(ctx)
    return base.stage(
        ctx, render_controls, board, render_mine, render_seat, "eg.mine.title", watch=watch_draws
    )


def watch_draws(ctx):
    """Elfengold's draws of travel cards, watched: the face-up cards, those turned up by the last draw
    marked (they join the row at its end; a gold card turned up goes to the gold-card pile), and the
    pile."""
    view, t = ctx.view, ctx.t
    if view["phase"] not in ("draw_cards", "income_draw"):
        return None
    row = view["card_row"]
    last = view["log"][-1] if view["log"] else {}
    turned = 0
    if last.get("event") == "draw_card" and last.get("source") == "face_up":
        turned = min(len(row), sum(1 for card in last.get("refill", ()) if card != GOLD_CARD))
    pile = view["gold_pile"]
    more = el(
        "p",
        t("eg.supply.gold_pile"),
        ": ",
        t("eg.supply.gold_pile_value", count=pile, gold=pile * GOLD_CARD_VALUE),
        class_="meta",
    )
    newest = set(range(len(row) - turned, len(row)))
    return base.watch_row(ctx, t("eg.supply.row"), row, newest, more, testid="card-row-watch")


def render_board_panel(ctx):
    view, t = ctx.view, ctx.t
    options, popover = {}, None
    if ctx.acting_seat is not None and view["phase"] == "plan":
        targets = target_roads(ctx)
        if targets:
            item = selected_item(ctx)
            label_key = (
                "eg.board.swap_with"
                if item == EXCHANGE and exchange_road(ctx) is not None
                else "eg.board.play_on"
            )
            options = {
                "clickable_roads": sorted(targets),
                "road_cmd": lambda road: targets[road][0],
                "road_arg": lambda road: targets[road][1],
                "road_label": lambda road: t(label_key, item=kind_name(t, item), road=road_text(t, road)),
            }
    elif ctx.acting_seat is not None and view["phase"] == "move":
        if flying(ctx):
            towns = [a[1] for a in ctx.legal if a[0] == "fly"]
            options = {
                "clickable_towns": towns,
                "town_cmd": "act",
                "town_arg": lambda town: json.dumps(["fly", town]),
                "town_label": lambda town: t("eg.board.fly_to", town=town_name(t, town)),
            }
        else:
            options = base.board_options(ctx)
            popover = base.step_popover(ctx)
    return base.board_section(
        ctx,
        options,
        popover=popover,
        overlay=render_auction(ctx) if view["phase"] == "auction" else None,
        info=render_supply(ctx),
        describe_entry=describe,
        chart_notes=("el.chart.note", "eg.chart.note"),
        gold_values=view["gold_values"],
        gold_label=lambda town, value: t("eg.board.gold_value", town=town_name(t, town), gold=value),
    )


# --- the auction ----------------------------------------------------------------------------------


def render_auction(ctx):
    """The item on offer, the bid, who is still in, and the items still to come: for everybody."""
    view, t, names = ctx.view, ctx.t, ctx.names
    bidding, auction = view["bidding"], view["auction"]
    lot = bidding["lot"]
    standing = bid_summary(
        bidding,
        names,
        no_bid=t("eg.auction.no_bid"),
        high_bid=lambda amount, name: t("eg.auction.high", amount=amount, name=name),
    )
    still = [
        el(
            "li",
            seat_disc(ctx, seat),
            " ",
            names[seat],
            " ",
            el("small", gold_text(t, view["gold"][seat])),
            class_="eg-bidder" + (" to-act" if seat == bidding["turn"] else ""),
        )
        for seat in bidding["still_in"]
    ]
    out = [names[seat] for seat in range(view["players"]) if seat not in bidding["still_in"]]
    excluded = [names[seat] for seat in auction["excluded"]]
    return el(
        "section",
        el("h2", t("eg.auction.title")),
        el(
            "div",
            card_icon(t, lot, 44),
            el(
                "div",
                el("p", el("strong", kind_name(t, lot)), class_="eg-lot-name"),
                el("p", item_help(t, lot), class_="meta"),
                standing,
            ),
            class_="eg-lot",
            data_testid="auction-lot",
        ),
        el("h3", t("eg.auction.still_in")),
        el("ul", still, class_="eg-bidders"),
        el("p", t("eg.auction.out", names=", ".join(out)), class_="meta") if out else None,
        el("p", t("eg.auction.excluded", names=", ".join(excluded)), class_="meta") if excluded else None,
        el("h3", t("eg.auction.to_come", count=len(auction["row"]))),
        el("p", [card_icon(t, item, 24, kind_name(t, item)) for item in auction["row"]], class_="eg-row")
        if auction["row"]
        else el("p", t("eg.auction.last"), class_="meta"),
        el("p", t("eg.auction.rules", most=auction["cap"]), class_="note"),
        class_="eg-auction",
        aria_label=t("eg.auction.title"),
        tabindex=0,  # over the map, it scrolls when taller than the room: the keyboard reaches it
    )


def item_help(t, kind):
    if kind in TRANSPORTS:
        return t("eg.help.transport")
    return t(f"eg.help.{kind}")


# --- controls -------------------------------------------------------------------------------------


def render_controls(ctx):
    return base.render_controls(
        ctx,
        {
            "draw_cards": controls_draw,
            "income_draw": controls_draw,
            "draw_items": controls_show_item,
            "auction": controls_auction,
            "plan": controls_plan,
            "move": controls_move,
            "income": controls_income,
            "discard": controls_discard,
            "keep": controls_keep,
        },
    )


def controls_draw(ctx):
    view, t = ctx.view, ctx.t
    picks = []
    for index, kind in enumerate(view["card_row"]):
        action = ["draw_card", "face_up", kind]
        if action in ctx.legal and kind not in view["card_row"][:index]:
            picks.append(pick_button(t, kind, action, focus=not picks, key=f"draw-{kind}"))
    if ["draw_card", "deck"] in ctx.legal:
        picks.append(
            base.blind_button(t("eg.draw.deck"), ["draw_card", "deck"], focus=not picks, key="draw-deck")
        )
    if ["take_gold_pile"] in ctx.legal:
        count = view["gold_pile"]
        text = t("eg.draw.gold_pile", count=count, gold=count * GOLD_CARD_VALUE)
        picks.append(pick_button(t, GOLD_CARD, ["take_gold_pile"], text, key="draw-gold"))
    if view["phase"] == "income_draw":
        explain = t("eg.draw.explain_income")
    elif view["draw_free"]:
        explain = t("eg.draw.explain", count=view["draws_left"][ctx.acting_seat])
    else:
        explain = t("eg.draw.explain_deck")
    return base.picks(
        explain, picks, "card-draws", el("p", t("eg.draw.gold_rule", gold=GOLD_CARD_VALUE), class_="meta")
    )


def controls_show_item(ctx):
    t = ctx.t
    drawn = ctx.view["drawn"] or []
    face_down = "_open" if ctx.view.get("open_table") else ""  # at an open table nothing is secret
    buttons = []
    for kind in dict.fromkeys(drawn):
        rest = list(drawn)
        rest.remove(kind)
        small = el("small", t(f"eg.items.keep_secret{face_down}", item=items_text(t, rest)))
        text = t("eg.items.show", item=kind_name(t, kind))
        buttons.append(
            pick_button(t, kind, ["show_item", kind], text, small, focus=not buttons, key=f"show-{kind}")
        )
    return base.picks(t(f"eg.items.explain{face_down}", items=items_text(t, drawn)), buttons, "show-item")


def controls_auction(ctx):
    """One control for the bid: the amount between − and + (the kit's stepper, from the lowest bid up
    to the top of the list of bids), one "Bid N" button and the pass. A bid above one's gold asks
    first (the warning): won, it costs all one's gold. One who cannot pay even the lowest bid (no
    gold, say) is asked all the same (any higher bid is legal): the pass is then the default."""
    view, t = ctx.view, ctx.t
    bidding = view["bidding"]
    gold = view["gold"][ctx.acting_seat]
    low, most = bidding["min_bid"], bidding["max_bid"]
    affordable = low is not None and low <= gold
    pass_button = act_button(
        t("eg.bid.pass"), ["pass"], key="pass", primary=not affordable, focus=not affordable
    )
    if low is None:  # nothing left to raise to (the rules pass for such a bidder): only the pass
        return el("div", pass_button, class_="buttons eg-bid")
    amount = bid_amount(ctx)
    if ctx.ui_state.get("confirm_bid") == amount and amount > gold:
        return bid_warning(t, amount, gold)
    stepper = kit.amount_stepper(
        amount,
        low,
        most,
        lambda target: {"bid": target, "confirm_bid": None},
        label=t("eg.bid.amount"),
        step_label=lambda target: t("eg.bid.step", amount=target),
        key="bid-step",
        testid="bid-amount",
    )
    label = t("eg.bid.button", amount=amount)
    if amount > gold:  # asks first: the warning, then the bid
        choice = {"bid": amount, "confirm_bid": amount}
        bid = select_button(label, choice, key="bid", extra_class="primary" if affordable else "")
    else:
        bid = act_button(label, ["bid", amount], key="bid", primary=True, focus=True)
    return join(
        [
            el(
                "p",
                t("eg.bid.explain", item=kind_name(t, bidding["lot"]), low=low, gold=gold),
                class_="el-hint",
            ),
            el("div", stepper, bid, pass_button, class_="buttons eg-bid", data_testid="bid-panel"),
            el("p", t("eg.bid.over_gold", gold=gold), class_="eg-caution") if amount > gold else None,
        ]
    )


def bid_warning(t, amount, gold):
    """Before a bid above one's gold: a winner who cannot pay loses all their gold."""
    return el(
        "div",
        el("p", el("strong", t("eg.bid.warning_title"))),
        el("p", t("eg.bid.warning", amount=amount, gold=gold)),
        button_row(
            act_button(t("eg.bid.anyway", amount=amount), ["bid", amount], primary=True, key="bid-anyway"),
            command_button(
                t("eg.bid.cancel"), "select", '{"confirm_bid": null}', focus=True, key="bid-cancel"
            ),
        ),
        class_="eg-warning",
        role="alert",
        data_testid="bid-warning",
    )


def controls_plan(ctx):
    t = ctx.t
    item = selected_item(ctx)
    shown, secret = my_items(ctx)
    playable = playable_items(ctx)
    clear = {"double": None, "swap": None}
    chips = base.item_chips(
        ctx, ITEM_KINDS, shown, secret, playable, item, "item", t("eg.plan.no_road"), clear
    )
    if item is None:
        if playable:
            hint = t("eg.plan.choose")
        else:
            hint = t("eg.plan.none_fits") if chips else t("eg.plan.nothing")
    elif item in (DOUBLE, EXCHANGE):
        hint = item_help(t, item)
    else:
        count = len(target_roads(ctx))
        hint = t("eg.plan.tap_road", item=kind_name(t, item), count=count, help=item_help(t, item))
    chooser = {DOUBLE: double_chooser, EXCHANGE: exchange_chooser}.get(item)
    return base.picks(
        hint,
        chips,
        "my-items",
        chooser(ctx) if chooser else None,
        base.road_note_list(ctx),
        *base.pass_parts(ctx, not playable, not item),
        base.tour_panel(ctx),
    )


def double_chooser(ctx):
    t = ctx.t
    chosen = double_kind(ctx)
    kinds = [kind for kind in TRANSPORTS if any(a[0] == DOUBLE and a[2] == kind for a in ctx.legal)]
    buttons = [
        select_button(
            [card_icon(t, kind, 22), el("span", kind_name(t, kind))],
            {"double": None if chosen == kind else kind},
            pressed=chosen == kind,
            extra_class="small el-add",
            key=f"double-{kind}",
        )
        for kind in kinds
    ]
    hint = (
        t("eg.plan.double_road", kind=kind_name(t, chosen), count=len(target_roads(ctx)))
        if chosen
        else t("eg.plan.double_kind")
    )
    return el("div", el("p", hint), button_row(buttons), class_="el-step", data_testid="double")


def exchange_chooser(ctx):
    t = ctx.t
    first = exchange_road(ctx)
    if first is None:
        return el(
            "div",
            el("p", t("eg.plan.exchange_first", count=len(target_roads(ctx)))),
            class_="el-step",
            data_testid="exchange",
        )
    buttons = [
        act_button(
            t(
                "eg.plan.swap",
                kind_a=kind_name(t, action[2]),
                road_a=road_text(t, action[1]),
                kind_b=kind_name(t, action[4]),
                road_b=road_text(t, action[3]),
            ),
            action,
            extra_class="small",
            key=f"swap-{action[1]}-{action[2]}-{action[3]}-{action[4]}",
        )
        for _, action in exchanges_from(ctx, first)
    ]
    return el(
        "div",
        el("p", t("eg.plan.exchange_second", road=road_text(t, first))),
        el("div", buttons, class_="buttons eg-swaps"),
        button_row(
            select_button(t("eg.plan.exchange_again"), {"swap": None}, extra_class="small"),
        ),
        class_="el-step",
        data_testid="exchange",
    )


def controls_move(ctx):
    view, t = ctx.view, ctx.t
    seat = ctx.acting_seat
    earned = el("p", t("eg.move.earned", gold=view["earned"]), class_="eg-earned", data_testid="earned")
    if flying(ctx):
        towns = [a[1] for a in ctx.legal if a[0] == "fly"]
        buttons = [
            act_button(town_name(t, town), ["fly", town], extra_class="small", key=f"fly-{town}")
            for town in sorted(towns, key=TOWN_IDS.index)
        ]
        return join(
            [
                base.journey_line(ctx),
                earned,
                el("p", t("eg.move.fly_explain", gold=FLIGHT_GOLD), class_="el-hint"),
                el("div", buttons, class_="buttons", data_testid="fly-towns"),
                button_row(
                    select_button(t("el.route.cancel"), {"mode": None, "fly_at": None}, key="fly-cancel"),
                ),
            ]
        )
    over_limit = view["options"]["hand_limit"] and sum((view["hand"] or {}).values()) > HAND_LIMIT
    return join(
        [
            base.journey_line(ctx),
            earned,
            base.tour_panel(ctx),
            *base.next_step_parts(ctx),
            witch_block(ctx, seat),
            base.route_planner(ctx),
            base.end_move_button(ctx, over_limit),
        ]
    )


def witch_block(ctx, seat):
    """The Witch's two uses, when the player holds one: crossing an obstacle or sea monster, flying."""
    view, t = ctx.view, ctx.t
    if not (view["hand"] or {}).get(WITCH):
        return None
    boot = view["boots"][seat]
    buttons = []
    for action in ctx.legal:
        if action[0] == "move" and len(action) == 4 and action[3] == WITCH:
            road, kind = action[1], action[2]
            blocks = sum(view["road_extra"].get(item, 0) for item in view["roads"][road])
            buttons.append(
                act_button(
                    [
                        card_icon(t, WITCH, 20),
                        el(
                            "span",
                            t(
                                "eg.move.witch_cross",
                                town=town_name(t, other_end(road, boot)),
                                kind=kind_name(t, kind),
                                gold=blocks * WITCH_OBSTACLE_GOLD,
                            ),
                        ),
                    ],
                    action,
                    extra_class="el-pay",
                    key=f"witch-{road}-{kind}",
                )
            )
    caravans = []
    for road in dict.fromkeys(a[1] for a in ctx.legal if a[0] == "move" and len(a) == 5):
        blocks = sum(view["road_extra"].get(item, 0) for item in view["roads"][road])
        size = len(next(a[3] for a in ctx.legal if a[0] == "move" and len(a) == 5 and a[1] == road))
        note = t(
            "eg.move.witch_caravan",
            town=town_name(t, other_end(road, boot)),
            size=size,
            gold=blocks * WITCH_OBSTACLE_GOLD,
        )
        caravans.append(
            base.caravan_block(
                ctx, {"road": road, "caravan": size}, (WITCH,), "eg.move.witch_caravan_pay", note
            )
        )
    if any(a[0] == "fly" for a in ctx.legal):
        buttons.append(
            select_button(
                [card_icon(t, WITCH, 20), el("span", t("eg.move.fly", gold=FLIGHT_GOLD))],
                {"mode": "fly", "fly_at": len(view["log"])},
                key="fly",
            )
        )
    note = None if buttons or caravans else el("p", t("eg.move.witch_none", gold=FLIGHT_GOLD), class_="meta")
    return el(
        "div",
        el("h3", t("eg.move.witch_title", count=view["hand"][WITCH])),
        button_row(buttons),
        caravans or None,
        note,
        class_="el-route",
        data_testid="witch",
    )


def controls_income(ctx):
    view, t = ctx.view, ctx.t
    return join(
        [
            el("p", t("eg.income.explain", gold=view["earned"], cards=INCOME_CARDS), class_="el-hint"),
            button_row(
                act_button(
                    t("eg.income.gold", gold=view["earned"]),
                    ["take_income"],
                    primary=True,
                    focus=True,
                    key="take-income",
                ),
                act_button(t("eg.income.cards", count=INCOME_CARDS), ["take_cards"], key="take-cards"),
            ),
        ]
    )


def controls_discard(ctx):
    return base.controls_discard(ctx, HELD_KINDS)


def controls_keep(ctx):
    view, t = ctx.view, ctx.t
    kept = [kind_name(t, item) if item else t("el.counter.secret_short") for item in view["kept"]]
    return base.controls_keep(
        ctx,
        "keep_item",
        t("eg.keep.explain", count=KEPT_ITEMS - len(view["kept"])),
        el("p", t("eg.keep.kept", items=", ".join(kept)), class_="meta") if kept else None,
    )


# --- what the viewer holds, the supply, the players -----------------------------------------------


def render_mine(ctx):
    view, t = ctx.view, ctx.t
    seat = ctx.viewer
    purse = el(
        "div",
        el("h3", t("eg.player.gold")),
        el("p", card_icon(t, GOLD_CARD, 36), " ", el("strong", gold_text(t, view["gold"][seat]))),
        class_="el-hold-group eg-purse",
    )
    return base.mine_panel(
        ctx,
        t("eg.mine.title", name=ctx.names[seat]),
        HELD_KINDS,
        t("eg.mine.items"),
        base.tile_list(ctx, view["items"][seat], view["secret_items"]),
        empty_text=t("eg.no_items"),
        before=purse,
    )


def render_supply(ctx):
    view, t = ctx.view, ctx.t
    pile = view["gold_pile"]
    return base.supply_panel(
        ctx,
        t("eg.supply.title"),
        t("eg.supply.row"),
        view["card_row"],
        [(t("eg.supply.gold_pile"), t("eg.supply.gold_pile_value", count=pile, gold=pile * GOLD_CARD_VALUE))],
        [(t("eg.supply.items"), view["pile_count"])],
        row_testid="card-row",
    )


def player_status(ctx, seat):
    view, t = ctx.view, ctx.t
    if view["phase"] == "auction":
        bidding = view["bidding"]
        if view["turn"] == seat:
            return t("eg.status.bidding")
        if bidding["high_bidder"] == seat:
            return t("eg.status.high", amount=bidding["high_bid"])
        return None if seat in bidding["still_in"] else t("eg.status.out")
    return base.player_status(ctx, seat, "eg", "draw_cards", "draws_left", MOVING)


def render_seat(ctx, seat, letters):
    view, t = ctx.view, ctx.t
    gold = view["gold"][seat]
    facts = [
        el(
            "span",
            card_icon(t, GOLD_CARD, 16),
            kit.sr_only(t("eg.player.gold") + ": "),
            el("strong", gold, data_testid="gold"),
            class_="el-fact eg-gold",
            title=f"{t('eg.player.gold')}: {gold}",
        ),
        *base.travel_facts(ctx, seat, t("eg.player.items"), view["items"][seat]),
    ]
    return base.seat_panel(ctx, seat, letters, player_status(ctx, seat), facts)


# --- the end --------------------------------------------------------------------------------------


def render_result(ctx):
    view, t = ctx.view, ctx.t
    variant = view["options"]["town_cards"]
    columns = [(t("el.result.towns"), lambda row: row["towns"])]
    if variant:
        columns += base.town_card_columns(t)
    columns += [
        (t("el.result.score"), lambda row: el("b", row["score"])),
        (t("eg.result.gold"), lambda row: row["gold"]),
    ]
    return base.result_with_reason(
        ctx, columns, t("eg.result.tiebreak_variant" if variant else "eg.result.tiebreak")
    )


# --- the hint -------------------------------------------------------------------------------------


def describe_action(ctx, action) -> str:
    """A legal action in a few words of the player's language (the hint button's text)."""
    t, view = ctx.t, ctx.view
    verb = action[0]
    if verb == "draw_card":
        if action[1] == "face_up":
            return t("eg.hint.draw_face_up", kind=kind_name(t, action[2]))
        return t("eg.hint.draw_deck")
    if verb == "take_gold_pile":
        count = view["gold_pile"]
        return t("eg.hint.take_gold_pile", count=count, gold=count * GOLD_CARD_VALUE)
    if verb == "show_item":
        drawn = list(view["drawn"] or [action[1]])
        drawn.remove(action[1])
        if not drawn or drawn[0] == action[1]:
            return t("eg.hint.show_item_pair", item=kind_name(t, action[1]))
        return t("eg.hint.show_item", item=kind_name(t, action[1]), other=kind_name(t, drawn[0]))
    if verb == "bid":
        return t("eg.hint.bid", amount=action[1], item=kind_name(t, view["bidding"]["lot"]))
    if verb == "pass":
        if view["phase"] == "auction":
            return t("eg.hint.pass_bid", item=kind_name(t, view["bidding"]["lot"]))
        return t("eg.hint.pass_plan")
    if verb == "place":
        return t("eg.hint.place", item=kind_name(t, action[1]), road=road_text(t, action[2]))
    if verb == "double":
        return t("eg.hint.double", road=road_text(t, action[1]), kind=kind_name(t, action[2]))
    if verb == "exchange":
        _, road_a, kind_a, road_b, kind_b = action
        return t(
            "eg.hint.exchange",
            kind_a=kind_name(t, kind_a),
            road_a=road_text(t, road_a),
            kind_b=kind_name(t, kind_b),
            road_b=road_text(t, road_b),
        )
    if verb == "move":
        me = view["seat"]
        town = town_name(t, other_end(action[1], view["boots"][me]))
        witch = action[-1] == WITCH
        gold = sum(view["road_extra"].get(item, 0) for item in view["roads"][action[1]]) * WITCH_OBSTACLE_GOLD
        if action[2] == "caravan":
            cards = held_text(t, action[3])
            key = "eg.hint.witch_caravan" if witch else "eg.hint.caravan"
            return t(key, town=town, cards=cards, gold=gold)
        key = "eg.hint.witch_move" if witch else "eg.hint.move"
        return t(key, town=town, kind=kind_name(t, action[2]), gold=gold)
    if verb == "fly":
        return t("eg.hint.fly", town=town_name(t, action[1]), gold=FLIGHT_GOLD)
    if verb == "end_move":
        return t("eg.hint.end_move")
    if verb == "take_income":
        return t("eg.hint.take_income", gold=view["earned"])
    if verb == "take_cards":
        return t("eg.hint.take_cards", count=INCOME_CARDS)
    if verb == "discard":
        return t("eg.hint.discard", kind=kind_name(t, action[1]))
    if verb == "keep_item":
        key = "eg.hint.keep_secret" if action[2] == "secret" else "eg.hint.keep_open"
        return t(key, item=kind_name(t, action[1]))
    raise ValueError(f"not an Elfengold action: {action!r}")


def hint_reason(ctx, reasons) -> str:
    """The hint's reasons (hints.py) in words: the planner's tour, an item's worth, a block's rival."""
    return hint_words(ctx, reasons, describe_action)
