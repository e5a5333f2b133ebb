"""The tour planner on the page (both Elfen games): pure functions of a tabletop.ui.controller.Context
(ctx.view, ctx.t, ctx.legal, ctx.acting_seat, ctx.ui_state) to element trees and texts, no browser
code. Their words are "el.tour.*" (tour_messages.py).

  tour_panel(ctx)          the best tour in words and icons, with a button that takes its next step
                           (during the journey) or places its next counter (during planning); None
                           when there is nothing to show
  road_notes(ctx)          planning: {road id: short text} for the lit roads, what a counter there
                           would do for the player's best tour ("+2 towns", "saves 1 card")
  caravan_choice(ctx, road_id, size, extra=())
                           the cards to suggest for a caravan: those the rest of the tour does not need
  hint_words(ctx, reasons, describe_action)
                           the hint's reasons (hints.py) in words
"""

from __future__ import annotations

from ...engine.hints import in_words
from ...ui.html import el
from ...ui.kit import act_button
from .board import counter_icon
from .data import CARAVAN_CARDS, CARD_KINDS, COST_CHART, OBSTACLE, ROADS, TRANSPORTS
from .routes import DISTANCES, take_any
from .tours import (
    best_tour,
    better,
    caravan_cards,
    placement_action,
    reachable_towns,
    seat_facts,
    step_action,
    with_counter,
)
from .words import kind_name, road_text, town_name

NOTE_BUDGET = 1500  # search nodes for each road's note (a journey on the map plus one counter)
NOTES_NODES = 5000  # and for all the notes of a position together (the nearest roads first)
PLANNING = "plan"
MOVING = "move"
BLOCKERS = (OBSTACLE, "sea_monster")
GOLD_PIECE = "gold_piece"
DOUBLE = "double"
WITCH = "witch"


# --- words ------------------------------------------------------------------------------------------


def _cards(t, cards, witch=False):
    """Cards paid as "2 × Dragon, 1 × Witch"."""
    kinds = list(CARD_KINDS) + [WITCH]
    cards = list(cards) + ([WITCH] if witch else [])
    parts = [
        t("el.count_of", count=cards.count(kind), kind=kind_name(t, kind)) for kind in kinds if kind in cards
    ]
    return ", ".join(parts) or t("el.no_cards")


def _icons(t, cards, witch=False):
    return el(
        "span",
        [counter_icon(kind, size=18) for kind in list(cards) + ([WITCH] if witch else [])],
        class_="el-icons",
        aria_hidden="true",
    )


def step_text(t, step) -> str:
    """One step of a tour in words."""
    towns = {"from_town": town_name(t, step["from"]), "to_town": town_name(t, step["to"])}
    if step["fly"]:
        text = t("el.tour.step_fly", gold=step["witch_gold"], **towns)
    elif step["caravan"]:
        key = "el.tour.step_witch_caravan" if step["witch"] else "el.tour.step_caravan"
        text = t(key, cards=_cards(t, step["cards"]), gold=step["witch_gold"], **towns)
    else:
        key = "el.tour.step_witch" if step["witch"] else "el.tour.step"
        paid = _cards(t, step["cards"], step["witch"])
        text = t(key, kind=kind_name(t, step["kind"]), cards=paid, gold=step["witch_gold"], **towns)
    if step["place"]:
        key = "el.tour.place_double" if step["double"] else "el.tour.place"
        text = t("el.tour.with_place", step=text, place=t(key, kind=kind_name(t, step["place"])))
    return text


def summary_text(t, tour, gold=False) -> str:
    text = t("el.tour.summary", count=len(tour["new"]), cards=t("el.tour.cards", count=tour["cards"]))
    if gold and tour["gold"]:
        text += " " + t("el.tour.gold", amount=tour["gold"])
    if tour.get("target"):
        text += " " + t("el.tour.end_card", count=tour["end_distance"], town=town_name(t, tour["target"]))
    return text


# --- the panel --------------------------------------------------------------------------------------


def _elfengold(view) -> bool:
    return "gold_values" in view


def _my_seat(ctx):
    seat = ctx.view.get("seat")
    if seat is None or ctx.view.get("hand") is None:
        return None
    return seat


def tour_steps(ctx, tour):
    """The tour's steps as a numbered list, new towns marked."""
    t = ctx.t
    rows = []
    for step in tour["steps"]:
        rows.append(
            el(
                "li",
                _icons(t, step["cards"], step["witch"]),
                " ",
                el("span", step_text(t, step)),
                " ",
                el("small", t("el.tour.new"), class_="el-new") if step["new"] else None,
                class_="el-tour-step",
            )
        )
    return el("ol", rows, class_="el-tour-steps")


def tour_block(ctx, tour, heading=None):
    t = ctx.t
    if not tour["steps"]:
        return el("div", heading, el("p", t("el.tour.none"), class_="meta"), class_="el-tour-part")
    return el(
        "div",
        heading,
        el(
            "p",
            summary_text(t, tour, _elfengold(ctx.view)),
            None if tour["complete"] else el("small", " " + t("el.tour.partial")),
            class_="el-tour-summary",
        ),
        tour_steps(ctx, tour),
        class_="el-tour-part",
    )


def folded(ctx, tour, body, buttons):
    """The panel: its title and the headline of `tour` in one line that opens on `body` (the steps),
    then `buttons` (the next step or placement), always in sight."""
    t = ctx.t
    headline = summary_text(t, tour, _elfengold(ctx.view)) if tour["steps"] else t("el.tour.none")
    return el(
        "div",
        el(
            "details",
            el("summary", el("strong", t("el.tour.title")), " ", el("span", headline)),
            body,
        ),
        el("div", buttons, class_="buttons") if buttons else None,
        class_="el-tour",
        data_testid="tour",
    )


def next_step_action(ctx, tour):
    """The legal action that takes the tour's first step, or None."""
    if not tour or not tour["steps"]:
        return None
    action = step_action(tour["steps"][0])
    return action if action in ctx.legal else None


def next_placement_action(ctx, tour):
    """The legal action that places the tour's first counter, or None."""
    for kind, road_id, double in tour["placements"] if tour else ():
        action = placement_action(kind, road_id, double)
        if action in ctx.legal:
            return action
    return None


def tour_panel(ctx):
    """The best tour for the seat whose view this is, during planning or the journey; None when there
    is nothing to show (another phase, a spectator, or a journey already made this round)."""
    view, t = ctx.view, ctx.t
    seat = _my_seat(ctx)
    phase = view.get("phase")
    if seat is None or phase not in (PLANNING, MOVING):
        return None
    if phase == MOVING:
        if view["moved"][seat] and view["turn"] != seat:
            return None  # this round's journey is made
        tour = best_tour(view, placing=False)
        mine = ctx.acting_seat == seat and view["turn"] == seat
        action = next_step_action(ctx, tour) if mine else None
        button = None
        if action is not None:
            first = tour["steps"][0]
            key = "el.tour.go_fly" if first["fly"] else "el.tour.go"
            button = act_button(t(key, town=town_name(t, first["to"])), action, primary=True, key="tour-go")
        waiting = None if mine else el("p", t("el.tour.waiting"), class_="meta")
        return folded(ctx, tour, [waiting, tour_block(ctx, tour)], button)
    base = best_tour(view, placing=False)
    full = best_tour(view, placing=True)
    parts = [tour_block(ctx, base, el("h4", t("el.tour.board")))]
    best, button = base, None
    facts = seat_facts(view)
    if facts["counters"]:
        gain = better(full, base)
        if gain[0] > 0 or (gain[0] == 0 and gain[1] > 0):
            best = full
            parts.append(tour_block(ctx, full, el("h4", t("el.tour.with_counters"))))
            action = next_placement_action(ctx, full) if ctx.acting_seat == seat else None
            if action is not None:
                if action[0] == DOUBLE:
                    label = t("el.tour.double_go", road=road_text(t, action[1]), kind=kind_name(t, action[2]))
                else:
                    label = t("el.tour.place_go", kind=kind_name(t, action[1]), road=road_text(t, action[2]))
                button = act_button(label, action, key="tour-place")
        else:
            parts.append(el("p", t("el.tour.no_better"), class_="meta"))
    return folded(ctx, best, parts, button)


# --- the roads' notes during planning -----------------------------------------------------------------


def _chosen(ctx):
    """The item chosen for placing (Elfenland's "counter", Elfengold's "item"; with the Double, its
    transport), or None when nothing is chosen."""
    choice = ctx.ui_state.get("counter", ctx.ui_state.get("item"))
    placeable = {a[1] for a in ctx.legal if a[0] == "place"}
    placeable |= {OBSTACLE for a in ctx.legal if a[0] == "place_obstacle"}
    placeable |= {DOUBLE for a in ctx.legal if a[0] == DOUBLE}
    if not isinstance(choice, str) or choice not in placeable:  # a stale or junk choice: none
        return None, None
    if choice == DOUBLE:
        kind = ctx.ui_state.get("double")
        return choice, kind if isinstance(kind, str) else None
    return choice, None


def _placements(ctx):
    """The lit roads' placement actions: for the chosen item, or, with nothing chosen, every one."""
    choice, double_kind = _chosen(ctx)
    found = []
    for action in ctx.legal:
        verb = action[0]
        if verb == "place":
            item, road_id = action[1], action[2]
        elif verb == "place_obstacle":
            item, road_id = OBSTACLE, action[1]
        elif verb == DOUBLE:
            item, road_id = DOUBLE, action[1]
            if choice == DOUBLE and double_kind is not None and action[2] != double_kind:
                continue
        else:
            continue
        if choice is None or choice == item:
            found.append((item, road_id, action))
    return found


def _in_reach(road_id, reach):
    road = ROADS[road_id]
    return road.a in reach or road.b in reach


def road_gains(ctx) -> dict:
    """Planning: for each lit road where it would matter, {road id: {"towns": more new towns, "cards":
    cards saved, "kind": the counter, "gold": gold for you, "yours": your tour uses the road}}, each
    against the best tour with the counters on the map now."""
    view = ctx.view
    seat = _my_seat(ctx)
    if seat is None or view.get("phase") != PLANNING or ctx.acting_seat != seat:
        return {}
    facts = seat_facts(view)
    base = best_tour(view, placing=False)
    on_tour = {step["road"]: step for step in base["steps"] if step["road"] is not None}
    # A counter can only matter on a road from a town the cards can reach without it, and then
    # by the cards of its kind in the hand or by a caravan (any counter will do for that: one
    # a road is tried). The nearest roads first, while the notes' search budget lasts.
    reach = reachable_towns(facts)
    hand, total = facts["hand"], sum(facts["hand"])
    tries = {}
    gains = {}
    for item, road_id, action in _placements(ctx):
        if item in TRANSPORTS or item == DOUBLE:
            if not _in_reach(road_id, reach):
                continue
            kind = action[2] if item == DOUBLE else item
            road = ROADS[road_id]
            extra = sum(facts["extra"].get(thing, 0) for thing in facts["roads"][road_id])
            paid = hand[CARD_KINDS.index(kind)] >= COST_CHART[kind][road.terrain] + extra
            if paid or total >= CARAVAN_CARDS + extra:
                tries.setdefault(road_id, []).append((not paid, kind, item == DOUBLE))
        elif item in BLOCKERS and road_id in on_tour:
            gains.setdefault(road_id, {"towns": 0, "cards": 0, "kind": item, "gold": 0, "yours": True})
        elif item == GOLD_PIECE and road_id in on_tour:
            gold = on_tour[road_id]["gold"]
            gains.setdefault(road_id, {"towns": 0, "cards": 0, "kind": item, "gold": gold, "yours": True})
    hops = DISTANCES[facts["start"]]
    nodes = 0
    # A quick drawing (a computer's move just made) shows the notes already worked out; the page
    # draws the rest in a moment, in a task of its own (App.render_parts).
    known_only = getattr(ctx, "quick", False)
    for road_id in sorted(tries, key=lambda r: (min(hops[ROADS[r].a], hops[ROADS[r].b]), r)):
        options = sorted(tries[road_id])
        if options[0][0]:
            options = options[:1]  # only caravans could use it: one counter stands for all
        else:
            options = [option for option in options if not option[0]]
        for _, kind, double in options:
            if nodes > NOTES_NODES:
                break
            tour = with_counter(
                facts, kind, road_id, double=double, budget=NOTE_BUDGET, known_only=known_only
            )
            if tour is None:
                # Not worked out yet (the full drawing spends the same budget up to here, so it will).
                ctx.defer()
                return gains
            nodes += tour["nodes"]
            towns, saved = better(tour, base)
            row = {"towns": towns, "cards": saved, "kind": kind, "gold": 0, "yours": road_id in on_tour}
            old = gains.get(road_id)
            if old is None or (towns, saved) > (old["towns"], old["cards"]):
                gains[road_id] = row
    return gains


def road_notes(ctx, quiet=True) -> dict:
    """Planning: {road id: short text} for the lit roads (the legal placements of the chosen counter,
    or of every counter when none is chosen): "+2 towns", "saves 1 card", "on your tour" (an obstacle
    there would hinder you), "+4 gold for you" (a gold piece). Roads where a counter would not help
    are left out (`quiet`), or noted "no gain"."""
    t = ctx.t
    notes = {}
    gains = road_gains(ctx)
    for road_id, row in gains.items():
        if row["kind"] == GOLD_PIECE:
            text = t("el.tour.note_gold", amount=row["gold"]) if row["gold"] else t("el.tour.note_yours")
        elif row["kind"] in BLOCKERS:
            text = t("el.tour.note_yours")
        elif row["towns"] > 0:
            text = t("el.tour.note_towns", count=row["towns"])
        elif row["towns"] == 0 and row["cards"] > 0:
            text = t("el.tour.note_saves", count=row["cards"])
        elif quiet:
            continue
        else:
            text = t("el.tour.note_none")
        notes[road_id] = text
    if not quiet:
        for _, road_id, _ in _placements(ctx):
            notes.setdefault(road_id, t("el.tour.note_none"))
    return notes


# --- caravans ---------------------------------------------------------------------------------------


def caravan_choice(ctx, road_id, size, extra=()) -> list[str]:
    """The cards to suggest for a caravan of `size` on the road from the boot (`extra`: ("witch",) for
    Elfengold's Witch caravan): the cards the rest of the best tour from the road's far end does not
    need, the least useful to keep first. Falls back to routes.take_any when the planner's choice is
    not a legal move (it always is when the hand can pay the caravan)."""
    view = ctx.view
    extra = tuple(extra)
    cards = caravan_cards(view, road_id, size, witch=WITCH in extra)
    if cards is not None and ["move", road_id, "caravan", cards, *extra] in ctx.legal:
        return cards
    hand = view.get("hand") or {}
    return take_any([int(hand.get(kind, 0)) for kind in CARD_KINDS], size)


# --- the hint's reasons ------------------------------------------------------------------------------


def hint_words(ctx, reasons, describe_action) -> str:
    """The hint's reasons (hints.py) in words, "+1 town on your tour: Grangor"; `describe_action` is
    the game's (for the next best move, {other})."""
    t = ctx.t

    def params_in_words(params):
        if "towns" in params:
            params["towns"] = t("el.reason.sep").join(town_name(t, town) for town in params["towns"])
        if "town" in params:
            params["town"] = town_name(t, params["town"])
        if "kind" in params:
            params["kind"] = kind_name(t, params["kind"])
        if "cards" in params:
            params["cards"] = t("el.tour.cards", count=params["cards"])
        if "seat" in params:
            params["name"] = ctx.names[params.pop("seat")]
        if "other" in params:
            params["other"] = describe_action(ctx, params["other"])

    text = in_words(t, reasons, params_in_words)
    if any(found and found.get("caravan") for found in reasons):
        text += " " + t("el.reason.by_caravan")
    return text
