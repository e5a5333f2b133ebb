"""The Elfenland table: a pure function of a seat's view, the legal moves and the acting player's
unfinished choices (ctx.ui_state) to an element tree (no browser code).

Two-step choices are page state, not moves (App.cmd_select):
  {"counter": kind | "obstacle"}                 planning: the counter to place; the legal roads light up
                                                 and a tap on one places it (a whole JSON action)
  {"step": {"from", "to", "road"?}}              movement: the next town (or road) whose costs to show
  {"caravan": {"road", "cards"}}                 movement: the cards picked by hand for a caravan
                                                 (Elfengold's Witch caravan adds "with": ["witch"])
  {"mode": "pick"}, {"plan_to": town}            the route planner: choosing a destination, the destination
Every stored choice is checked against the view and the legal moves before it is used, so a stale one
is simply ignored.
"""

from __future__ import annotations

import json

from ...ui import kit, memo
from ...ui.html import Markup, el, join
from ...ui.kit import act_button, player_panel, result_table, select_button, unplayable_pick
from ...ui.regions import region
from .board import counter_icon, render_board, seat_glyph, seat_icon, trail_icon
from .data import (
    CAPITAL,
    CARD_KINDS,
    COST_CHART,
    HAND_LIMIT,
    OBSTACLE,
    PIECE_TOWNS,
    ROADS,
    TOWN_BY_ID,
    TOWN_IDS,
    TRANSPORTS,
)
from .routes import cheapest_route, distance, hand_counts, move_options, other_end, road_cost
from .terrain import BOUNDS
from .tour_view import caravan_choice, hint_words, road_notes, tour_panel
from .tours import best_tour
from .words import kind_name, road_text, terrain_name, town_name

TOWN_COUNT = len(PIECE_TOWNS)


# --- names ----------------------------------------------------------------------------------------


def cards_text(t, cards):
    """A list of card kinds as "2 × Dragon, 1 × Raft" (in the usual kind order)."""
    if not cards:
        return t("el.no_cards")
    parts = []
    for kind in CARD_KINDS:
        count = list(cards).count(kind)
        if count:
            parts.append(t("el.count_of", count=count, kind=kind_name(t, kind)))
    return ", ".join(parts)


def describe_action(ctx, action) -> str:
    """A short phrase naming one of the acting seat's legal actions (the hint's answer)."""
    t, view = ctx.t, ctx.view
    verb = action[0]
    if verb == "draw_counter":
        return t("el.hint.draw_counter", kind=kind_name(t, action[1]))
    if verb == "draw_counter_blind":
        return t("el.hint.draw_counter_blind")
    if verb == "place":
        seat = view["seat"]
        secret = seat is not None and action[1] not in view["counters"][seat]
        key = "el.hint.place_secret" if secret else "el.hint.place"
        return t(key, kind=kind_name(t, action[1]), road=road_text(t, action[2]))
    if verb == "place_obstacle":
        return t("el.hint.place_obstacle", road=road_text(t, action[1]))
    if verb == "pass":
        return t("el.hint.pass")
    if verb == "move":
        road_id, kind = action[1], action[2]
        town = view["boots"][view["seat"]]
        road = ROADS[road_id]
        facts = {"town": town_name(t, other_end(road_id, town)), "terrain": terrain_name(t, road.terrain)}
        if kind == "caravan":
            return t("el.hint.move_caravan", cards=cards_text(t, action[3]), **facts)
        cost = road_cost(road_id, town, kind, view["roads"][road_id], view["road_extra"]) or 0
        return t("el.hint.move", kind=kind_name(t, kind), cards=cards_text(t, [kind] * cost), **facts)
    if verb == "end_move":
        return t("el.hint.end_move")
    if verb == "discard":
        return t("el.hint.discard", kind=kind_name(t, action[1]))
    if verb == "keep_counter":
        key = "el.hint.keep_secret" if action[2] == "secret" else "el.hint.keep_open"
        return t(key, kind=kind_name(t, action[1]))
    raise ValueError(f"not an Elfenland action: {action!r}")


def hint_reason(ctx, reasons) -> str:
    """The hint's reasons (hints.py) in words: the towns the planner's tour gains, a block's rival."""
    return hint_words(ctx, reasons, describe_action)


def card_icon(t, kind, size=22, label=None):
    """A travel card or counter kind as a small picture."""
    return counter_icon(kind, size=size, label=label)


def seat_letters(names):
    """One mark per seat for the boots, the pieces and the score track (kit.seat_letters: the
    initial, with the seat number where initials are shared)."""
    return kit.seat_letters(names)


def seat_disc(ctx, seat, letters=None):
    """A seat's round mark in its colour with its letter (the same as its boot and pieces)."""
    letters = letters or seat_letters(ctx.names)
    return el(
        "span",
        letters[seat],
        class_=f"el-disc seat-badge seat-c{seat % kit.SEAT_COLOURS}",
        title=ctx.names[seat],
        aria_hidden="true",
    )


# --- prompt and log -------------------------------------------------------------------------------


def prompt(ctx):
    view, t, names = ctx.view, ctx.t, ctx.names
    phase = view["phase"]
    if phase == "over":
        return t("el.prompt.over")
    seat = view["turn"]
    name = names[seat]
    mine = ctx.acting_seat == seat
    if phase == "draw_counters":
        if mine:
            return t("el.prompt.draw", name=name, count=view["picks_left"][seat])
        return t("el.prompt.wait_draw", name=name)
    if phase == "plan":
        if not mine:
            return t("el.prompt.wait_plan", name=name)
        choice = selected_counter(ctx)
        if choice == OBSTACLE:
            return t("el.prompt.plan_obstacle", name=name)
        if choice:
            return t("el.prompt.plan_road", name=name, kind=kind_name(t, choice))
        if only_pass(ctx):
            return t("el.prompt.plan_pass", name=name)
        return t("el.prompt.plan", name=name)
    if phase == "move":
        return move_prompt(ctx, name) if mine else t("el.prompt.wait_move", name=name)
    if phase == "discard":
        if mine:
            return t("el.prompt.discard", name=name, count=view["to_discard"], limit=HAND_LIMIT)
        return t("el.prompt.wait_discard", name=name)
    if mine:
        return t("el.prompt.keep", name=name)
    return t("el.prompt.wait_keep", name=name)


def move_prompt(ctx, name):
    """The mover's prompt: choosing a destination, stuck, or where the boot is."""
    t = ctx.t
    if ctx.ui_state.get("mode") == "pick":
        return t("el.prompt.pick_destination", name=name)
    if only_end_move(ctx):
        return t("el.prompt.move_stuck", name=name)
    return t("el.prompt.move", name=name, town=town_name(t, ctx.view["boots"][ctx.acting_seat]))


def describe(ctx, entry):
    """One log entry in words."""
    t, names, view = ctx.t, ctx.names, ctx.view
    kind = entry["event"]
    seat = entry.get("seat")
    name = names[seat] if seat is not None else ""
    if kind == "town_card":
        return t("el.log.town_card", name=name, town=town_name(t, entry["town"]))
    if kind == "round":
        return t("el.log.round", round=entry["round"], rounds=view["rounds"], name=names[entry["starter"]])
    if kind == "reshuffle":
        return t("el.log.reshuffle", cards=entry["cards"])
    if kind == "dealt":
        return t("el.log.dealt", name=name, cards=cards_text(t, entry["cards"]))
    if kind == "deal":
        counts = ", ".join(f"{names[s]} {n}" for s, n in enumerate(entry["counts"]))
        return t("el.log.deal", counts=counts)
    if kind == "secret_counter":
        return t("el.log.secret_counter", name=name, kind=kind_name(t, entry["kind"]))
    if kind == "secret_draws":
        if not entry["seats"]:
            return t("el.log.secret_draws_none")
        return t("el.log.secret_draws", names=", ".join(names[s] for s in entry["seats"]))
    if kind == "phase":
        return t(f"el.log.phase.{entry['phase']}")
    if kind == "draw_counter":
        if entry["refill"] is None:
            return t("el.log.draw_counter_last", name=name, kind=kind_name(t, entry["kind"]))
        return t(
            "el.log.draw_counter",
            name=name,
            kind=kind_name(t, entry["kind"]),
            refill=kind_name(t, entry["refill"]),
        )
    if kind == "draw_counter_blind":
        return t("el.log.draw_counter_blind", name=name, kind=kind_name(t, entry["kind"]))
    if kind == "place":
        key = "el.log.place_secret" if entry["secret"] else "el.log.place"
        return t(key, name=name, kind=kind_name(t, entry["kind"]), road=road_text(t, entry["road"]))
    if kind == "place_obstacle":
        return t("el.log.place_obstacle", name=name, road=road_text(t, entry["road"]))
    if kind == "pass":
        if entry.get("by_table") and not entry["forced"]:  # the one answer, given for the one person
            return t("el.log.pass_table", name=name)
        return t("el.log.pass_forced" if entry["forced"] else "el.log.pass", name=name)
    if kind == "move":
        params = {
            "name": name,
            "from_town": town_name(t, entry["from_town"]),
            "to_town": town_name(t, entry["to_town"]),
            "cards": cards_text(t, entry["cards"]),
        }
        if entry["caravan"]:
            text = t("el.log.move_caravan", **params)
        else:
            text = t("el.log.move", kind=kind_name(t, entry["kind"]), **params)
        if entry["collected"]:
            text += " " + t("el.log.collected", town=town_name(t, entry["to_town"]))
        return text
    if kind == "end_move":
        if entry.get("by_table") and not entry["forced"]:  # cards of the wrong kinds, one person there
            return t("el.log.end_move_table", name=name)
        return t("el.log.end_move_forced" if entry["forced"] else "el.log.end_move", name=name)
    if kind == "discard":
        return t("el.log.discard", name=name, kind=kind_name(t, entry["card"]))
    if kind == "hand_limit":
        return t("el.log.hand_limit", name=name, count=entry["count"], limit=HAND_LIMIT)
    if kind == "keep_counter":
        if entry["secret"]:
            return t("el.log.keep_secret", name=name, returned=entry["returned"])
        return t("el.log.keep", name=name, kind=kind_name(t, entry["kind"]), returned=entry["returned"])
    if kind == "round_end":
        return t("el.log.round_end", round=entry["round"], returned=entry["returned"])
    if kind == "town_cards":
        shown = ", ".join(f"{names[s]}: {town_name(t, town)}" for s, town in enumerate(entry["towns"]))
        return t("el.log.town_cards", towns=shown)
    if kind == "game_over":
        if entry["reason"] == "all_towns":
            return t("el.log.game_over_towns", count=TOWN_COUNT)
        return t("el.log.game_over_rounds")
    return kind


# --- the acting player's choices, checked ---------------------------------------------------------


def only_pass(ctx):
    """Planning with nothing that fits: the rules still ask (the others must not learn that the
    player's secret counters fit nowhere), and passing is the one answer."""
    return ctx.legal == [["pass"]]


def only_end_move(ctx):
    """A journey the player's cards cannot go on with: asked all the same (the others must not learn
    the kinds in the hand), and ending it is the one answer."""
    return ctx.legal == [["end_move"]]


def selected_counter(ctx):
    """The counter kind (or "obstacle") chosen for placing, if it can still be placed."""
    choice = ctx.ui_state.get("counter")
    if ctx.view["phase"] != "plan" or not isinstance(choice, str):
        return None
    if choice == OBSTACLE:
        return choice if any(a[0] == "place_obstacle" for a in ctx.legal) else None
    return choice if any(a[0] == "place" and a[1] == choice for a in ctx.legal) else None


def placement_roads(ctx, choice):
    """The roads where the chosen counter (or the obstacle) may go, with the action for each."""
    if choice == OBSTACLE:
        return {a[1]: a for a in ctx.legal if a[0] == "place_obstacle"}
    return {a[2]: a for a in ctx.legal if a[0] == "place" and a[1] == choice}


def my_hand(ctx):
    hand = ctx.view["hand"]
    return hand_counts(hand) if hand is not None else [0] * len(CARD_KINDS)


def move_choices(ctx):
    """The acting player's payable roads from the boot: move_options rows, each with its legal actions."""
    view = ctx.view
    seat = ctx.acting_seat
    if view["phase"] != "move" or seat is None:
        return []
    town = view["boots"][seat]
    return move_options(town, my_hand(ctx), view["roads"], view["road_extra"])


def selected_step(ctx, options):
    """The next town (and maybe road) the player tapped, if it still starts at the boot and is payable."""
    step = ctx.ui_state.get("step")
    if not isinstance(step, dict) or ctx.acting_seat is None:
        return None
    if step.get("from") != ctx.view["boots"][ctx.acting_seat]:
        return None
    road = step.get("road")
    rows = [o for o in options if o["to"] == step.get("to") and (road is None or o["road"] == road)]
    return rows or None


def planned_route(ctx):
    """(destination, route or None) for the route planner, or None when no destination is chosen."""
    goal = ctx.ui_state.get("plan_to")
    if ctx.view["phase"] != "move" or ctx.acting_seat is None or goal not in TOWN_IDS:
        return None
    start = ctx.view["boots"][ctx.acting_seat]
    return goal, cheapest_route(start, goal, my_hand(ctx), ctx.view["roads"], ctx.view["road_extra"])


def route_step_action(route):
    step = route["steps"][0]
    if step["caravan"]:
        return ["move", step["road"], "caravan", step["cards"]]
    return ["move", step["road"], step["kind"]]


# --- the table ------------------------------------------------------------------------------------


def render_table(ctx):
    return stage(ctx, render_controls, render_board_panel(ctx), render_mine, render_seat, watch=watch_draws)


def stage(ctx, controls, board, mine, seat, mine_title="el.mine.title", watch=None):
    """The table of both Elfen games on the kit's stage (kit.table_layout): the map in the middle,
    every player as a compact panel along the top (`seat(ctx, seat, letters)`), and in the dock the
    acting player's `controls(ctx)` beside the viewer's own holdings (`mine(ctx)`, a list of parts,
    named by the message `mine_title`); when nobody here acts, `watch(ctx)` there instead, if any
    (what someone else's decision changes: the face-up row of a draw)."""
    view, t = ctx.view, ctx.t
    acting = ctx.acting_seat is not None and view["phase"] != "over"
    letters = seat_letters(ctx.names)
    seats = [
        memo.kept(f"el-player-{index}", player_key(ctx, index, letters), seat, ctx, index, letters)
        for index in range(view["players"])
    ]
    me = ctx.viewer
    return kit.table_layout(
        shared=board,
        seats=seats,
        mine=mine(ctx) if me is not None else None,
        controls=controls(ctx) if acting else (watch(ctx) if watch else None),
        label_seats=t("el.players"),
        label_mine=t(mine_title, name=ctx.names[me]) if me is not None else None,
        fill=True,
    )


def pick_button(t, kind, action, text=None, small=None, size=30, **attrs):
    """A counter, card or item to take, give or keep: its picture and name (or `text`), a move."""
    label = [card_icon(t, kind, size), el("span", text or kind_name(t, kind)), small]
    return act_button(label, action, extra_class="el-pick", **attrs)


def blind_button(text, action, **attrs):
    """A draw from a face-down pile."""
    label = [el("span", "?", class_="el-blind-mark", aria_hidden="true"), el("span", text)]
    return act_button(label, action, extra_class="el-pick", **attrs)


def picks(hint, buttons, testid, *more, hint_class="el-hint"):
    """A hint over a row of picks (and `more` after it)."""
    return join(
        [el("p", hint, class_=hint_class), el("div", buttons, class_="el-picks", data_testid=testid), *more]
    )


def watch_row(ctx, title, row, newest, more=None, testid="face-up-row"):
    """While someone else draws (a computer, another person at the shared screen, or a move of the
    replay of what happened since one's own), the face-up row as it is now, in the dock where the
    drawer's choices would be, those just turned up marked (kit.LAST_MOVE): the row a draw changed
    shows on the table, not only in the log's words. `newest`: their places in `row`."""
    t = ctx.t
    items = [
        el(
            "li",
            card_icon(t, kind, 30),
            el("span", kind_name(t, kind)),
            kit.sr_only(" (" + t("el.watch.new") + ")") if index in newest else None,
            class_=kit.LAST_MOVE if index in newest else None,
        )
        for index, kind in enumerate(row)
    ]
    return el(
        "section",
        el("h2", title),
        el("ul", items, class_="el-face-up", data_testid=testid) if items else el("p", "–"),
        more,
        class_="el-watch",
        aria_label=title,
        data_phase=ctx.view["phase"],
    )


def watch_draws(ctx):
    """Elfenland's draw of counters, watched: the face-up counters, the one turned up by the last
    draw marked (it lies where the counter taken lay)."""
    view, t = ctx.view, ctx.t
    if view["phase"] != "draw_counters":
        return None
    last = view["log"][-1] if view["log"] else {}
    newest = set()
    if last.get("event") == "draw_counter" and last.get("refill") is not None:
        newest.add(last["at"])
    return watch_row(ctx, t("el.supply.face_up"), view["face_up"], newest)


def render_board_panel(ctx):
    return board_section(ctx, board_options(ctx), popover=step_popover(ctx), info=render_supply(ctx))


def board_options(ctx):
    """render_board's keyword arguments for what the acting player may tap."""
    view, t = ctx.view, ctx.t
    phase = view["phase"]
    if ctx.acting_seat is not None and phase == "plan":
        choice = selected_counter(ctx)
        if not choice:
            return {}
        roads = placement_roads(ctx, choice)
        name = kind_name(t, choice)
        notes = road_notes(ctx)

        def label(road):
            text = t("el.board.place_on", kind=name, road=road_text(t, road))
            return f"{text}: {notes[road]}" if road in notes else text

        return {
            "clickable_roads": sorted(roads),
            "road_cmd": "act",
            "road_arg": lambda road: json.dumps(roads[road]),
            "road_label": label,
            "road_notes": notes,
        }
    if ctx.acting_seat is not None and phase == "move":
        return move_board_options(ctx)
    return {}


# The map's drawn size, a choice of the device (App.cmd_pref). Level 1 is where its names read:
# on a wide screen the whole map in its frame, on a phone about twice that (assets/app.css, Elfenland).
ZOOMS = (1, 2, 3)
RECENT_MOVES = 5  # lines in the "last moves" list under the map (where there is room for it)
# The log's events that are a player's own move (the "last moves" list shows these).
MOVE_EVENTS = frozenset(
    (
        "draw_counter",
        "draw_counter_blind",
        "place",
        "place_obstacle",
        "pass",
        "move",
        "end_move",
        "discard",
        "keep_counter",
        # Elfengold's
        "draw_card",
        "take_gold_pile",
        "show_item",
        "bid",
        "sold",
        "double",
        "exchange",
        "fly",
        "income",
        "take_cards",
        "keep_item",
    )
)
# The map's own proportions (its viewBox), for the frame that sizes it and the choices placed on it.
MAP_LEFT, MAP_TOP, MAP_WIDTH, MAP_HEIGHT = BOUNDS
MAP_BOX = f"--el-w:{MAP_WIDTH};--el-h:{MAP_HEIGHT}"


def map_zoom(ctx):
    """The map's zoom level, a choice of this device (App.cmd_pref: kept across turns and visits)."""
    zoom = ctx.prefs.get("map_zoom")
    return zoom if zoom in ZOOMS and not isinstance(zoom, bool) else 1


def showing_mine(ctx):
    return ctx.viewer is not None and ctx.prefs.get("my_towns") is True


def showing_info(ctx):
    return ctx.prefs.get("map_info") is True


def board_section(ctx, options, *, popover=None, overlay=None, info=None, describe_entry=None,
                  chart_notes=("el.chart.note",), **board_extra):
    """The map panel, the stage's shared area: the board with `options` (and `board_extra`) for
    render_board, in a frame that it fills and pans in when zoomed; `popover` (a choice by a town)
    on the map; the zoom, "my towns" and chart buttons over it, the chart with `info` (the supply)
    and `chart_notes` when opened; `overlay` (Elfengold's auction) over its corner; the last moves
    (worded by `describe_entry`, Elfenland's describe by default) under it where there is room."""
    view, t, names = ctx.view, ctx.t, ctx.names
    letters = seat_letters(names)
    zoom = map_zoom(ctx)
    me = ctx.viewer
    mine = showing_mine(ctx)
    options.setdefault("road_label", lambda road: road_text(t, road))
    options.setdefault("town_label", lambda town: town_name(t, town))
    # The frame opens centred on the viewer's boot, and again at each new zoom and wherever the boot
    # goes (draw.js recentres when the value changes): a phone's map follows its player's journey.
    center = f"z{zoom}-{view['boots'][me]}" if me is not None else None
    board = render_board(
        view,
        letters=letters,
        title=t("el.board.title"),
        counter_label=lambda kind: kind_name(t, kind),
        placed_label=lambda kind, seat: t("el.board.placed", kind=kind_name(t, kind), name=names[seat]),
        boot_label=lambda seat: t("el.board.boot", name=names[seat], town=town_name(t, view["boots"][seat])),
        pieces_label=lambda town, seats: t(
            "el.board.pieces", town=town_name(t, town), names=", ".join(names[s] for s in seats)
        ),
        me=me,
        center=center,
        show_mine=mine,
        keep=("el-board", (ctx.lang, tuple(names))),  # what the labels above are made from
        **options,
        **board_extra,
    )
    opened = showing_info(ctx)
    return el(
        "section",
        el("h2", t("el.board.title"), class_="el-sr"),
        map_tools(ctx, zoom, mine, opened),
        el(
            "div",
            el("div", board, popover, class_="el-map"),
            class_=f"el-board-wrap el-zoom-{zoom}",
            **kit.scroller(t("el.board.title")),  # the map zoomed in scrolls in its frame
            data_keep_scroll="elfenland-board",
            data_scroll_center=f'[data-center="{center}"]' if center else None,
        ),
        overlay,
        info_panel(ctx, info, chart_notes) if opened else None,
        recent_moves(ctx, describe_entry or describe),
        class_="el-board-panel",
        style=MAP_BOX,
        aria_label=t("el.board.title"),
    )


def map_legend(names, letters):
    """Each player's boot, town piece and trail as the map draws them, with the player's name."""
    return [
        el(
            "span",
            seat_icon("boot", seat, letters[seat]),
            seat_icon("piece", seat, letters[seat]),
            trail_icon(seat),
            " ",
            names[seat],
            class_="el-legend-seat",
        )
        for seat in range(len(names))
    ]


def map_tools(ctx, zoom, mine, opened):
    """Over the map: the round, the zoom, the "my towns to visit" toggle and the chart's, each a
    choice of how this device shows the table (App.cmd_pref), for anyone at any time."""
    view, t = ctx.view, ctx.t
    tools = [
        el(
            "span",
            el("span", t("el.board.round", round=view["round"], rounds=view["rounds"]), class_="el-wide"),
            # A phone's row of buttons has room for a shorter form only.
            el("span", f"{t('el.supply.round')} {view['round']}/{view['rounds']}", class_="el-narrow",
               aria_hidden="true"),
            class_="el-round",
            data_testid="round",
        ),
        kit.pref_button(
            "−",
            {"map_zoom": zoom - 1 if zoom > ZOOMS[1] else None},
            key="map-zoom-out",
            extra_class="small el-zoom",
            aria_label=t("el.board.zoom_out"),
            title=t("el.board.zoom_out"),
            disabled=zoom == ZOOMS[0] or None,
        ),
        kit.pref_button(
            "+",
            {"map_zoom": zoom + 1},
            key="map-zoom-in",
            extra_class="small el-zoom",
            aria_label=t("el.board.zoom_in"),
            title=t("el.board.zoom_in"),
            disabled=zoom == ZOOMS[-1] or None,
        ),
    ]
    if ctx.viewer is not None:
        tools.append(
            kit.pref_button(
                t("el.board.my_towns_short"),
                {"my_towns": None if mine else True},
                pressed=mine,
                key="map-my-towns",
                extra_class="small el-my-towns",
                title=t("el.board.my_towns"),
                aria_label=t("el.board.my_towns"),
            )
        )
    tools.append(
        kit.pref_button(
            t("el.board.chart"),
            {"map_info": None if opened else True},
            pressed=opened,
            key="map-info",
            extra_class="small",
            aria_expanded="true" if opened else "false",
            aria_controls="el-info",
        )
    )
    return el("div", tools, class_="el-map-tools")


def info_panel(ctx, supply, notes):
    """The chart, opened over the map: what the map's marks mean, the supply, the travel chart."""
    t, names = ctx.t, ctx.names
    letters = seat_letters(names)
    legend = memo.kept("el-legend", (names, letters), map_legend, names, letters)
    return el(
        "section",
        el(
            "div",
            el("h2", t("el.board.chart")),
            kit.pref_button(t("el.move.cancel_step"), {"map_info": None}, key="map-info-close",
                            extra_class="small"),
            class_="el-info-head",
        ),
        el("p", legend, class_="el-legend"),
        el("p", t("el.board.legend"), class_="meta el-legend-text"),
        supply,
        render_chart(ctx, notes),
        class_="el-info",
        id="el-info",
        aria_label=t("el.board.chart"),
        data_testid="map-info",
    )


def recent_moves(ctx, describe_entry):
    """The last few moves, newest first, the newest marked (kit.LAST_MOVE)."""
    t = ctx.t
    entries = [entry for entry in ctx.view["log"] if entry.get("event") in MOVE_EVENTS][-RECENT_MOVES:]
    if not entries:
        return None
    items = []
    for index, entry in enumerate(reversed(entries)):
        seat = entry.get("seat")
        items.append(
            el(
                "li",
                seat_disc(ctx, seat) if seat is not None else None,
                " ",
                el("span", describe_entry(ctx, entry)),
                kit.sr_only(" (" + t("el.board.latest") + ")") if index == 0 else None,
                class_=kit.LAST_MOVE if index == 0 else None,
            )
        )
    # A region of its own (ui/regions.py): it changes with every move, the board around it does not.
    return region("el-recent", el(
        "div",
        el("h3", t("el.board.recent")),
        el("ol", items, class_="el-recent", data_testid="recent-moves"),
        class_="el-recent-panel",
    ))


def move_board_options(ctx):
    t, view = ctx.t, ctx.view
    seat = ctx.acting_seat
    boot = view["boots"][seat]
    if ctx.ui_state.get("mode") == "pick":
        towns = [town for town in TOWN_IDS if town != boot]
        return {
            "clickable_towns": towns,
            "town_cmd": "select",
            "town_arg": lambda town: json.dumps({"plan_to": town, "mode": None}),
            "town_label": lambda town: t("el.board.route_to", town=town_name(t, town)),
        }
    options = move_choices(ctx)
    step_args = {
        row["road"]: {"step": {"from": boot, "to": row["to"], "road": row["road"]}, "caravan": None}
        for row in options
    }
    planned = planned_route(ctx)
    if planned and planned[1] and planned[1]["steps"]:
        first = planned[1]["steps"][0]
        for road in planned[1]["roads"]:
            step_args.setdefault(
                road, {"step": {"from": boot, "to": first["to"], "road": first["road"]}, "caravan": None}
            )
    towns = sorted({row["to"] for row in options}, key=TOWN_IDS.index)
    return {
        "clickable_roads": sorted(step_args),
        "road_cmd": "select",
        "road_arg": lambda road: json.dumps(step_args[road]),
        "road_label": lambda road: t("el.board.costs_of", road=road_text(t, road)),
        "clickable_towns": towns,
        "town_cmd": "select",
        "town_arg": lambda town: json.dumps({"step": {"from": boot, "to": town}, "caravan": None}),
        "town_label": lambda town: t("el.board.travel_to", town=town_name(t, town)),
    }


# --- controls -------------------------------------------------------------------------------------


def render_controls(ctx, by_phase=None):
    """The acting player's panel, its body drawn by `by_phase[phase](ctx)` (Elfenland's by default)."""
    view, t = ctx.view, ctx.t
    seat = ctx.acting_seat
    title = t("el.your_move", name=ctx.names[seat])
    by_phase = by_phase or {
        "draw_counters": controls_draw,
        "plan": controls_plan,
        "move": controls_move,
        "discard": controls_discard,
        "keep": controls_keep,
    }
    body = by_phase[view["phase"]](ctx)
    return el(
        "section",
        el("h2", title),
        body,
        class_="controls el-controls",
        aria_label=title,
        data_phase=view["phase"],
    )


def controls_draw(ctx):
    view, t = ctx.view, ctx.t
    legal_kinds = {a[1] for a in ctx.legal if a[0] == "draw_counter"}
    face_up = [
        pick_button(t, kind, ["draw_counter", kind], focus=index == 0, key=f"draw-{index}")
        for index, kind in enumerate(view["face_up"])
        if kind in legal_kinds
    ]
    if ["draw_counter_blind"] in ctx.legal:
        pile = t("el.draw.pile", count=view["stack_count"])
        face_up.append(blind_button(t("el.draw.blind"), ["draw_counter_blind"], key="draw-blind", title=pile))
    explain = t("el.draw.explain", count=view["picks_left"][ctx.acting_seat])
    more = el("p", t("el.draw.pile", count=view["stack_count"]), class_="meta")
    return picks(explain, face_up, "face-up", more, hint_class=None)


def item_chips(ctx, kinds, shown, secret, playable, chosen, field, why, clear=None):
    """The player's counters (or items) to choose from: a toggle for each that can be played now
    (`{field: kind}`, with `clear` reset), greyed out with `why` for the others."""
    t = ctx.t
    chips = []
    for kind in kinds:
        count = shown.count(kind) + secret.count(kind)
        if not count:
            continue
        label = [
            card_icon(t, kind, 28),
            el("span", kind_name(t, kind)),
            el("small", f"×{count}") if count > 1 else None,
            el("small", t("el.counter.secret_short"), class_="el-secret-tag") if kind not in shown else None,
        ]
        if kind in playable:
            choice = {field: None if chosen == kind else kind, **(clear or {})}
            chips.append(
                select_button(
                    label, choice, pressed=chosen == kind, extra_class="el-pick", key=f"{field}-{kind}"
                )
            )
        else:
            chips.append(unplayable_pick(label, why))
    return chips


def pass_parts(ctx, primary, focus):
    """The planning pass, and how many have passed in a row."""
    view, t = ctx.view, ctx.t
    passes = view["passes"]
    return [
        button_row(
            act_button(t("el.plan.pass"), ["pass"], primary=primary, focus=focus, key="pass"),
        ),
        el("p", t("el.plan.passes", count=passes, players=view["players"]), class_="meta")
        if passes
        else None,
    ]


def controls_plan(ctx):
    view, t = ctx.view, ctx.t
    seat = ctx.acting_seat
    choice = selected_counter(ctx)
    placeable = {a[1] for a in ctx.legal if a[0] == "place"}
    secret = view["secret_counters"] or []
    chips = item_chips(
        ctx, TRANSPORTS, view["counters"][seat], secret, placeable, choice, "counter", t("el.plan.no_road")
    )
    if any(a[0] == "place_obstacle" for a in ctx.legal):
        chips.append(
            select_button(
                [card_icon(t, OBSTACLE, 28), el("span", kind_name(t, OBSTACLE))],
                {"counter": None if choice == OBSTACLE else OBSTACLE},
                pressed=choice == OBSTACLE,
                extra_class="el-pick",
                key="counter-obstacle",
            )
        )
    if choice:
        count = len(placement_roads(ctx, choice))
        key = "el.plan.tap_road_obstacle" if choice == OBSTACLE else "el.plan.tap_road"
        hint = t(key, kind=kind_name(t, choice), count=count)
    elif only_pass(ctx):
        hint = t("el.plan.none_fits" if chips else "el.plan.nothing")
    else:
        hint = t("el.plan.choose")
    return picks(
        hint, chips, "my-counters", road_note_list(ctx), *pass_parts(ctx, only_pass(ctx), not choice),
        tour_panel(ctx),
    )


def road_note_list(ctx):
    """During planning, with a counter chosen: what each lit road would do for the best tour."""
    notes = road_notes(ctx)
    if not notes:
        return None
    t = ctx.t
    rows = [el("li", road_text(t, road), ": ", el("strong", note)) for road, note in sorted(notes.items())]
    return el(
        "details",
        el("summary", t("el.plan.notes", count=len(rows))),
        el("ul", rows, class_="el-road-notes", data_testid="road-notes"),
        class_="el-notes",
    )


def pay_label(t, kind, count):
    return [
        el("span", [card_icon(t, kind, 20) for _ in range(count)], class_="el-icons"),
        el("span", t("el.move.pay", cards=cards_text(t, [kind] * count))),
    ]


def controls_move(ctx):
    hand_total = sum(my_hand(ctx))
    return join(
        [
            journey_line(ctx),
            *next_step_parts(ctx),
            end_move_button(ctx, hand_total > HAND_LIMIT),
            tour_panel(ctx),
            route_planner(ctx),
        ]
    )


def journey_line(ctx):
    view, t = ctx.view, ctx.t
    journey = view["journey"] or [view["boots"][ctx.acting_seat]]
    return el(
        "p",
        t("el.move.journey", towns=" → ".join(town_name(t, town) for town in journey)),
        class_="el-journey",
    )


def next_step_parts(ctx):
    """The towns the player's cards can pay for next, as buttons (the chosen one pressed: its costs
    show by the town on the map, step_popover)."""
    view, t = ctx.view, ctx.t
    seat = ctx.acting_seat
    options = move_choices(ctx)
    if not options:
        return [el("p", t("el.move.stuck"), class_="el-hint")]
    rows = selected_step(ctx, options)
    towns = []
    for town in sorted({row["to"] for row in options}, key=TOWN_IDS.index):
        new = town != CAPITAL and town not in view["collected"][seat]
        towns.append(
            select_button(
                [
                    el("span", town_name(t, town)),
                    el("small", t("el.move.from_cards", count=cheapest_cost(options, town))),
                    el("small", t("el.move.new_town"), class_="el-new") if new else None,
                ],
                {"step": {"from": view["boots"][seat], "to": town}, "caravan": None},
                pressed=bool(rows) and rows[0]["to"] == town,
                extra_class="el-town-button",
                key=f"step-{town}",
            )
        )
    return [
        el("p", t("el.move.tap_town"), class_="el-hint"),
        el("div", towns, class_="el-picks", data_testid="next-towns"),
    ]


def cheapest_cost(options, town):
    """The fewest cards any road to `town` takes (a caravan counting its size)."""
    rows = [row for row in options if row["to"] == town]
    caravans = [row["caravan"] for row in rows if row["caravan"]]
    return min([n for row in rows for _, n in row["cards"]] + caravans)


def end_move_button(ctx, over_limit):
    t = ctx.t
    label = t("el.move.end_discard", limit=HAND_LIMIT) if over_limit else t("el.move.end")
    return button_row(
        act_button(
            label,
            ["end_move"],
            primary=only_end_move(ctx),
            focus=not move_choices(ctx),
            key="end-move",
        ),
    )


def step_popover(ctx, extra=None):
    """The ways to pay for the next town the traveller chose, drawn on the map by that town
    (step_helper), opening towards the middle of the map; `extra(ctx, town)` adds more ways there
    (Elfengold's Witch). None when no town is chosen."""
    if ctx.view["phase"] != "move" or ctx.acting_seat is None or ctx.ui_state.get("mode") == "pick":
        return None
    rows = selected_step(ctx, move_choices(ctx))
    if not rows:
        return None
    town = TOWN_BY_ID[rows[0]["to"]]
    x = 100 * (town.x - MAP_LEFT) / MAP_WIDTH
    y = 100 * (town.y - MAP_TOP) / MAP_HEIGHT
    across = f"right:{100 - x:.1f}%" if x > 50 else f"left:{x:.1f}%"
    down = f"bottom:{100 - y:.1f}%" if y > 50 else f"top:{y:.1f}%"
    side = ("el-pop-west" if x > 50 else "el-pop-east") + (" el-pop-up" if y > 50 else " el-pop-down")
    more = extra(ctx, town.id) if extra else None
    return step_helper(ctx, rows, more, style=f"{across};{down}", extra_class=f"el-popover {side}")


def tour_step(ctx):
    """The first step of the traveller's best tour (tour_view), to mark its payment; or None."""
    tour = best_tour(ctx.view, placing=False) if ctx.view.get("hand") is not None else None
    return tour["steps"][0] if tour and tour["steps"] else None


def step_helper(ctx, rows, more=None, extra_class="", **attrs):
    """The ways to pay for the chosen next town, the cheapest road and payment first, the one the
    best tour takes marked: a button per usual payment, and caravans; then `more`."""
    t, view = ctx.t, ctx.view
    seat = ctx.acting_seat
    boot = view["boots"][seat]
    to = rows[0]["to"]
    planned = tour_step(ctx)
    marked = el("small", t("el.move.on_tour"), class_="el-on-tour")
    blocks = []
    for row in sorted(rows, key=lambda row: (cheapest_cost([row], to), row["road"])):
        road = ROADS[row["road"]]
        if road.terrain == "river":
            how = t("el.move.river_with" if road.a == boot else "el.move.river_against")
        else:
            how = terrain_name(t, road.terrain)
        on_tour = bool(planned) and planned["road"] == row["road"] and not planned.get("witch")
        buttons = []
        for kind, count in sorted(row["cards"], key=lambda pay: (pay[1], CARD_KINDS.index(pay[0]))):
            action = ["move", row["road"], kind]
            if action in ctx.legal:
                ours = on_tour and not planned["caravan"] and planned["kind"] == kind
                buttons.append(
                    act_button(
                        [*pay_label(t, kind, count), marked if ours else None],
                        action,
                        primary=True,
                        extra_class="el-pay" + (" el-tour-pay" if ours else ""),
                        key=f"pay-{row['road']}-{kind}",
                    )
                )
        caravan = caravan_block(ctx, row, marked=on_tour and planned["caravan"]) if row["caravan"] else None
        items = view["roads"][row["road"]]
        blocks.append(
            el(
                "div",
                el(
                    "p",
                    el("strong", how),
                    " ",
                    el("span", [card_icon(t, item, 18, kind_name(t, item)) for item in items]),
                    class_="el-road-head",
                ),
                button_row(buttons),
                caravan,
                class_="el-road-choice",
            )
        )
    return el(
        "div",
        el(
            "div",
            el("h3", t("el.move.to", town=town_name(t, to))),
            select_button(t("el.move.cancel_step"), {"step": None, "caravan": None}, extra_class="small",
                          key="step-close"),
            class_="el-step-head",
        ),
        blocks,
        more,
        class_=f"el-step {extra_class}".strip(),
        data_testid="step-helper",
        data_reveal=f"step-{len(view['log'])}-{to}-{len(rows)}",
        **attrs,
    )


def caravan_block(ctx, row, extra=(), pay_key="el.move.caravan_pay", note=None, marked=False):
    """A caravan: a suggested set of cards, or cards picked one by one (kept as page state). `extra`
    ends the action (Elfengold's Witch: ("witch",)); `pay_key` and `note` word its buttons and head;
    `marked`: the best tour goes this way."""
    t = ctx.t
    size = row["caravan"]
    road = row["road"]
    hand = my_hand(ctx)
    suggestion = caravan_choice(ctx, road, size, extra)  # keeps the cards the rest of the tour needs
    buttons = []
    action = ["move", road, "caravan", suggestion, *extra]
    tag = "".join(f"-{part}" for part in extra)

    def state(cards):
        return {"caravan": {"road": road, "cards": cards, **({"with": list(extra)} if extra else {})}}

    if action in ctx.legal:
        buttons.append(
            act_button(
                [t(pay_key, cards=cards_text(t, suggestion)),
                 el("small", t("el.move.on_tour"), class_="el-on-tour") if marked else None],
                action,
                extra_class="el-pay" + (" el-tour-pay" if marked else ""),
                key=f"caravan-{road}{tag}",
            )
        )
    picked = ctx.ui_state.get("caravan")
    chooser = None
    if (
        isinstance(picked, dict)
        and picked.get("road") == road
        and isinstance(picked.get("cards"), list)
        and picked.get("with", []) == list(extra)
    ):
        cards = [card for card in picked["cards"] if card in CARD_KINDS]
        counts = [cards.count(kind) for kind in CARD_KINDS]
        if any(n > have for n, have in zip(counts, hand, strict=True)) or len(cards) > size:
            cards, counts = [], [0] * len(CARD_KINDS)
        adders = []
        for index, kind in enumerate(CARD_KINDS):
            if hand[index] > counts[index] and len(cards) < size:
                chosen = sorted(cards + [kind], key=CARD_KINDS.index)
                adders.append(
                    select_button(
                        [card_icon(t, kind, 20), el("span", t("el.move.add", kind=kind_name(t, kind)))],
                        state(chosen),
                        extra_class="small el-add",
                    )
                )
        removers = []
        for kind in CARD_KINDS:
            if kind in cards:
                rest = list(cards)
                rest.remove(kind)
                removers.append(
                    select_button(
                        [card_icon(t, kind, 20), el("span", t("el.move.remove", kind=kind_name(t, kind)))],
                        state(rest),
                        extra_class="small",
                    )
                )
        pay = None
        chosen_action = ["move", road, "caravan", cards, *extra]
        if len(cards) == size and chosen_action in ctx.legal:
            pay = act_button(
                t(pay_key, cards=cards_text(t, cards)),
                chosen_action,
                primary=True,
                extra_class="el-pay",
                key=f"caravan-own-{road}{tag}",
            )
        chooser = el(
            "div",
            el("p", t("el.move.caravan_picked", count=len(cards), size=size, cards=cards_text(t, cards))),
            button_row(adders),
            button_row(removers),
            button_row(pay),
            class_="el-caravan-chooser",
        )
    else:
        buttons.append(
            select_button(
                t("el.move.caravan_choose"),
                state([]),
                key=f"caravan-choose-{road}{tag}",
            )
        )
    return el(
        "div",
        el("p", note or t("el.move.caravan", size=size), class_="meta"),
        button_row(buttons),
        chooser,
        class_="el-caravan",
    )


def route_planner(ctx):
    t, view = ctx.t, ctx.view
    seat = ctx.acting_seat
    boot = view["boots"][seat]
    heading = el("h3", t("el.route.title"))
    if ctx.ui_state.get("mode") == "pick":
        return el(
            "div",
            heading,
            el("p", t("el.route.pick"), class_="el-hint"),
            button_row(
                select_button(t("el.route.cancel"), {"mode": None}, extra_class="small", key="route-cancel"),
            ),
            class_="el-route",
            data_testid="route",
        )
    planned = planned_route(ctx)
    again = select_button(t("el.route.choose"), {"mode": "pick"}, key="route-choose")
    if planned is None:  # one line: the planner's name and its button, which says what it does
        return el(
            "div",
            heading,
            select_button(
                t("el.route.choose"), {"mode": "pick"}, key="route-choose", title=t("el.route.explain")
            ),
            class_="el-route el-route-idle",
            data_testid="route",
        )
    goal, route = planned
    clear = select_button(t("el.route.clear"), {"plan_to": None}, extra_class="small", key="route-clear")
    if goal == boot:
        body = [el("p", t("el.route.here", town=town_name(t, goal)))]
    elif route is None:
        body = [el("p", t("el.route.none", town=town_name(t, goal)))]
    else:
        spent = [card for step in route["steps"] for card in step["cards"]]
        new = [
            town
            for town in dict.fromkeys(route["towns"][1:])
            if town != CAPITAL and town not in view["collected"][seat]
        ]
        steps = [
            el(
                "li",
                t(
                    "el.route.step_caravan" if step["caravan"] else "el.route.step",
                    from_town=town_name(t, step["from"]),
                    to_town=town_name(t, step["to"]),
                    kind=kind_name(t, step["kind"]) if step["kind"] else "",
                    cards=cards_text(t, step["cards"]),
                ),
            )
            for step in route["steps"]
        ]
        action = route_step_action(route)
        first = route["steps"][0]
        go = None
        if action in ctx.legal:
            go = act_button(
                t("el.route.go", town=town_name(t, first["to"])),
                action,
                primary=True,
                key="route-go",
            )
        body = [
            el(
                "p",
                t(
                    "el.route.summary",
                    town=town_name(t, goal),
                    count=route["cards"],
                    cards=cards_text(t, spent),
                    links=t("el.route.links", count=len(route["steps"])),
                ),
                el("br"),
                t("el.route.new_towns", count=len(new)),
                class_="el-route-summary",
            ),
            el("ol", steps, class_="el-route-steps"),
            button_row(go),
        ]
    return el(
        "div",
        heading,
        body,
        button_row(again, clear),
        class_="el-route",
        data_testid="route",
        data_reveal=f"route-{goal}-{len(view['log'])}",
    )


def controls_discard(ctx, kinds=CARD_KINDS):
    view, t = ctx.view, ctx.t
    hand = view["hand"] or {}
    buttons = [
        pick_button(
            t,
            kind,
            ["discard", kind],
            small=el("small", f"×{hand[kind]}"),
            size=26,
            key=f"discard-{kind}",
            focus=index == 0,
        )
        for index, kind in enumerate(kind for kind in kinds if ["discard", kind] in ctx.legal)
    ]
    return picks(t("el.discard.explain", count=view["to_discard"], limit=HAND_LIMIT), buttons, "discard")


def controls_keep(ctx, verb="keep_counter", explain=None, kept=None):
    """The counters (or items) to keep, each open or secret; `explain` and `kept` word Elfengold's."""
    t = ctx.t
    buttons = []
    for action in ctx.legal:
        if action[0] != verb:
            continue
        _, kind, where = action
        small = el("small", t("el.keep.secret") if where == "secret" else t("el.keep.open"))
        buttons.append(
            pick_button(t, kind, action, small=small, size=28, key=f"keep-{kind}-{where}", focus=not buttons)
        )
    return join(
        [
            el("p", explain or t("el.keep.explain"), class_="el-hint"),
            kept,
            el("div", buttons, class_="el-picks", data_testid="keep"),
        ]
    )


# --- what the viewer holds, the supply, the players -----------------------------------------------


def render_mine(ctx):
    view, t = ctx.view, ctx.t
    seat = ctx.viewer
    counters = tile_list(ctx, view["counters"][seat], view["secret_counters"])
    if view["obstacles"][seat]:  # shown while unused
        counters.append(holding_tile(t, OBSTACLE))
    return mine_panel(
        ctx,
        t("el.mine.title", name=ctx.names[seat]),
        CARD_KINDS,
        t("el.mine.counters"),
        counters,
        empty_text=t("el.mine.no_counters"),
    )


def mine_panel(ctx, title, kinds, items_title, items, empty_text, before=None):
    """What the viewer holds, in one strip of tiles: `before` (Elfengold's purse), the cards of
    `kinds`, the counters or items (`items`, tiles); under it the town card, and the towns still to
    visit when the map rings them (the hand limit is said where it applies: the journey's end)."""
    view, t = ctx.view, ctx.t
    hand = view["hand"] or {}
    total = sum(hand.values())
    cards = [holding_tile(t, kind, hand[kind]) for kind in kinds if hand.get(kind)]
    notes = [
        destination_line(ctx),
        to_visit_line(ctx) if showing_mine(ctx) else None,
    ]
    return [
        el(
            "section",
            el("h2", title, class_="el-mine-title"),
            el(
                "div",
                before,
                holding_group(t("el.mine.cards", count=total), cards, t("el.no_cards")),
                holding_group(items_title, items, empty_text),
                class_="el-holdings",
                **kit.scroller(title),  # one row on a phone, scrolling sideways
            ),
            [note for note in notes if note] or None,
            class_="el-mine",
            data_testid="mine",
        )
    ]


def holding_group(title, tiles, empty_text):
    return el(
        "div",
        el("h3", title),
        el("ul", tiles, class_="el-tiles") if tiles else el("p", empty_text, class_="meta"),
        class_="el-hold-group",
    )


def holding_tile(t, kind, count=1, secret=None):
    """One kind the viewer holds: its picture large, how many, its name; a secret one marked by a
    dashed edge and the word `secret` (short, on the picture, and in full as its tooltip)."""
    short, full = secret or (None, None)
    return el(
        "li",
        el(
            "span",
            card_icon(t, kind, 36),
            el("b", f"×{count}", class_="el-tile-count") if count > 1 else None,
            el("small", short, class_="el-secret-tag") if secret else None,
            class_="el-tile-art",
        ),
        el("span", kind_name(t, kind), class_="el-tile-name"),
        class_="el-tile" + (" secret" if secret else ""),
        title=full,
    )


def tile_list(ctx, shown, secret):
    """The viewer's counters (or items) as tiles: the shown ones, then the secret ones marked."""
    t = ctx.t
    tiles = [holding_tile(t, kind, shown.count(kind)) for kind in dict.fromkeys(shown)]
    words = (t("el.counter.secret_short"), t("el.counter.secret"))
    tiles += [holding_tile(t, kind, secret=words) for kind in secret or []]
    return tiles


def destination_line(ctx):
    """The viewer's town card (town-card option) and how far the boot is from it."""
    view, t = ctx.view, ctx.t
    if not view["town_card"]:
        return None
    return el(
        "p",
        t(
            "el.mine.town_card",
            town=town_name(t, view["town_card"]),
            count=distance(view["boots"][ctx.viewer], view["town_card"]),
        ),
        class_="el-destination",
    )


def to_visit_line(ctx):
    """The viewer's towns still to visit, in words (what the rings on the map show)."""
    view, t = ctx.view, ctx.t
    seat = ctx.viewer
    left = [town for town in PIECE_TOWNS if town not in view["collected"][seat]]
    if not left:
        return el("p", t("el.board.visited_all", name=ctx.names[seat]), class_="el-to-visit")
    towns = ", ".join(town_name(t, town) for town in left)
    return el(
        "p",
        t("el.board.to_visit", name=ctx.names[seat], count=len(left), towns=towns),
        class_="el-to-visit",
    )


def render_supply(ctx):
    view, t = ctx.view, ctx.t
    facts = [(t("el.supply.pile"), view["stack_count"])]
    return supply_panel(ctx, t("el.supply.title"), t("el.supply.face_up"), view["face_up"], facts)


def supply_panel(ctx, title, row_title, row, facts, more_facts=(), row_testid=None):
    """The shared supply: the face-up row, `facts`, the deck and discards, `more_facts`."""
    view, t = ctx.view, ctx.t
    cards = [el("li", card_icon(t, kind, 24), el("span", kind_name(t, kind))) for kind in row]
    facts = [
        *facts,
        (t("el.supply.deck"), view["deck_count"]),
        (t("el.supply.discard"), view["discard_count"]),
        *more_facts,
    ]
    return el(
        "section",
        el("h3", title),
        el("h4", row_title),
        el("ul", cards, class_="el-face-up", data_testid=row_testid) if cards else el("p", "–"),
        facts_list(facts),
        class_="el-supply",
    )


def player_status(
    ctx, seat, prefix="el", draw_phase="draw_counters", left="picks_left", moving=("move", "discard")
):
    """A player's status: to act (`{prefix}.status.{phase}`), draws left in `draw_phase`, or moved."""
    view, t = ctx.view, ctx.t
    phase = view["phase"]
    if phase == "over":
        return None
    if view["turn"] == seat:
        return t("el.status.drawing") if phase == "draw_counters" else t(f"{prefix}.status.{phase}")
    if phase == draw_phase:
        count = view[left][seat]
        return t("el.status.picks_left", count=count) if count else t("el.status.drawn")
    if phase in moving and view["moved"][seat]:
        return t("el.status.moved")
    return None


def player_key(ctx, seat, letters):
    """What a player's panel (render_seat here, Elfengold's too) is built from, besides the seat's
    own entries of the view (kit.seat_key): its letter; Elfengold's auction."""
    return kit.seat_key(ctx, seat, letters[seat], ctx.view.get("bidding"))


def render_seat(ctx, seat, letters):
    view, t = ctx.view, ctx.t
    facts = travel_facts(ctx, seat, t("el.player.counters"), view["counters"][seat])
    if view["obstacles"][seat]:
        ready = t("el.player.obstacle_ready")
        facts.append(seat_fact(card_icon(t, OBSTACLE, 16), t("el.player.obstacle"), ready, shown=False))
    return seat_panel(ctx, seat, letters, player_status(ctx, seat), facts)


def seat_fact(icon, label, value, extra_class="", shown=True):
    """One fact of a player's compact panel: a picture, the label in words for screen readers (and
    as the tooltip), the value (`shown` on the panel, or only in words)."""
    return el(
        "span",
        icon,
        kit.sr_only(f"{label}: " if shown else f"{label}: {value}"),
        value if shown else None,
        class_=f"el-fact {extra_class}".strip(),
        title=f"{label}: {value}",
    )


def travel_facts(ctx, seat, items_label, shown):
    """A player's boot, towns, cards and counters (or items: the shown ones, and how many secret)."""
    view, t = ctx.view, ctx.t
    secret = view["secret_counts"][seat]
    held = [kind_name(t, kind) for kind in shown]
    if secret:
        held.append(t("el.player.secret", count=secret))
    score = view["scores"][seat]
    facts = [
        seat_fact(seat_glyph("boot", seat), t("el.player.boot"), town_name(t, view["boots"][seat]), "el-at"),
        el(
            "span",
            seat_glyph("piece", seat),
            kit.sr_only(t("el.player.towns") + ": "),
            score,
            el("span", f"/{TOWN_COUNT}", class_="el-of"),
            class_="el-fact",
            title=f"{t('el.player.towns')}: {t('el.player.towns_value', count=score, total=TOWN_COUNT)}",
        ),
        seat_fact(seat_glyph("card", seat), t("el.player.cards"), view["hand_counts"][seat]),
        el(
            "span",
            seat_glyph("counter", seat),
            kit.sr_only(f"{items_label}: {', '.join(held) or '–'}"),
            len(shown) + secret,
            class_="el-fact",
            title=f"{items_label}: {', '.join(held) or '–'}",
        ),
    ]
    hands = view.get("hands")
    if hands is not None:  # an open table: this player's cards and face-down pieces, for all to see
        cards = [
            el("span", card_icon(t, kind, 18, kind_name(t, kind)), f"×{count}", class_="el-open-card")
            for kind, count in hands[seat].items()
            if count
        ]
        facts.append(el("span", kit.sr_only(t("el.player.open_hand") + ": "), cards or "–", class_="el-open"))
        hidden = view.get("all_secret_counters") or view.get("all_secret_items") or []
        if seat < len(hidden):
            pieces = [card_icon(t, kind, 18, kind_name(t, kind)) for kind in hidden[seat]]
            label = kit.sr_only(t("el.player.open_secret") + ": ")
            facts.append(el("span", label, pieces or "–", class_="el-open"))
    return facts


def seat_panel(ctx, seat, letters, status, facts):
    """One player's compact panel: the seat's mark and name, then `facts` and the status in a line
    (which a narrow panel cuts short: the facts are also its tooltips and words for screen readers)."""
    view = ctx.view
    return player_panel(
        [seat_disc(ctx, seat, letters), " ", el("span", ctx.names[seat], class_="el-seat-name")],
        seat=seat,
        heading_extra=kit.sr_only(" " + ctx.seat_kind_label(seat)),
        body=[el("p", facts, el("span", status, class_="status") if status else None, class_="el-facts")],
        to_act=view["turn"] == seat and view["phase"] != "over",
        extra_class="el-player el-seat",
    )


def button_row(*buttons):
    """A row of buttons (None when there are none)."""
    buttons = [button for button in buttons if button]
    return el("div", buttons, class_="buttons") if buttons else None


def facts_list(facts):
    """(label, value) pairs as a definition list."""
    return el("dl", [el("div", el("dt", label), el("dd", value)) for label, value in facts], class_="facts")


_CHARTS: dict = {}  # the chart never changes: drawn once per language (and notes)


def render_chart(ctx, notes=("el.chart.note",)):
    key = (ctx.t("el.chart.title"), ctx.t("el.kind.giant_pig"), tuple(ctx.t(n) for n in notes))
    if key not in _CHARTS:
        _CHARTS[key] = _draw_chart(ctx.t, notes)
    return _CHARTS[key]


def _draw_chart(t, notes):
    columns = ["plains", "forest", "desert", "mountain", "river_down", "river_up", "lake"]
    head = [el("th", t("el.chart.transport"), scope="col")]
    for column in columns:
        terrain = "river" if column.startswith("river") else column
        head.append(
            el(
                "th",
                el(
                    "svg",
                    Markup(f'<path class="rd t-{terrain}" d="M3 7H37"/>'),
                    viewBox="0 0 40 14",
                    width=40,
                    height=14,
                    class_="el-sample elfenland-board",
                    aria_hidden="true",
                ),
                el("span", t(f"el.chart.{column}")),
                scope="col",
            )
        )
    rows = []
    for kind in CARD_KINDS:
        chart = COST_CHART[kind]
        cells = [el("th", card_icon(t, kind, 18), " ", kind_name(t, kind), scope="row")]
        for column in columns:
            value = chart.get(column)
            cells.append(el("td", value if value is not None else "–"))
        rows.append(el("tr", cells))
    return el(
        "section",
        el("h2", t("el.chart.title")),
        el(
            "div",
            el("table", el("thead", el("tr", head)), el("tbody", rows), class_="el-chart"),
            class_="el-chart-wrap",
        ),
        [el("p", t(key), class_="note") for key in notes],
        class_="el-chart-panel",
    )


# --- the end --------------------------------------------------------------------------------------


def render_result(ctx):
    view, t = ctx.view, ctx.t
    columns = [(t("el.result.towns"), lambda row: row["towns"])]
    if view["town_cards_variant"]:
        columns += town_card_columns(t)
    columns += [
        (t("el.result.cards"), lambda row: row["cards"]),
        (t("el.result.score"), lambda row: el("b", row["score"])),
    ]
    tiebreak = "el.result.tiebreak_variant" if view["town_cards_variant"] else "el.result.tiebreak"
    return result_with_reason(ctx, columns, t(tiebreak))


def town_card_columns(t):
    """The town card and how far the final town is from it, in one column (the table fits a phone)."""
    return [
        (
            t("el.result.town_card"),
            lambda row: [
                town_name(t, row["town_card"]),
                el("small", t("el.route.links", count=row["distance"]), class_="el-links"),
            ],
        ),
    ]


def result_with_reason(ctx, columns, tiebreak):
    """The end: the ranking (the kit's table, each name with its disc), why the game ended, and the
    tie-break. `columns`: (heading, function of the result's breakdown row)."""
    view, t, names = ctx.view, ctx.t, ctx.names
    result = view["result"]
    if result["reason"] == "all_towns":
        reason = t("el.result.reason_towns", count=TOWN_COUNT)
    else:
        reason = t("el.result.reason_rounds", rounds=view["rounds"])
    table = result_table(
        t,
        names,
        result,
        columns,
        name_cell=lambda seat: [seat_disc(ctx, seat), " ", names[seat]],
        notes=[tiebreak],
        before=[el("p", reason)],
    )
    return el("div", table, class_="el-result")
