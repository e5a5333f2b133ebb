"""The Elfenland board as SVG markup: a pure function of a view (no browser code).

Two parts. The land (terrain.py: terrain bands and textures, lakes, rivers, every road's line) and
the towns never change: they are the same markup on every redraw, so the page's patcher leaves them
alone. Over them, what the view says now: the lit roads and towns a player may tap (each with
`data-cmd`/`data-arg`, `role="button"`, `tabindex="0"`, an aria-label and a wide invisible hit area,
under the picture so that nothing drawn over them takes the tap), the trails of this round's
journeys, the counters on the roads (each kind its own silhouette; the ones placed this round carry
their placer's letter, the latest one a ring), the town pieces of each player standing on the towns
that player has not visited yet, Elfengold's gold values, and the boots.

Seats are told apart by colour (the kit's `seat-cN` classes, Okabe-Ito, none near the gold of the
coins) and always by a letter too (kit.seat_letters), and town pieces also by their place around
the town (seat order).
"""

from __future__ import annotations

import math
from functools import lru_cache

from ...ui import memo
from ...ui.html import Markup, el, escape
from ...ui.kit import DASHES, LAST_MOVE, SEAT_COLOURS
from ...ui.regions import region
from .data import CAPITAL, OBSTACLE, ROADS, TOWN_BY_ID, TOWNS, TRANSPORTS
from .terrain import SHAPES, SLOTS, STATIC_ROADS, STATIC_TERRAIN, VIEWBOX, fmt, pattern_defs

DEFAULT_LETTERS = ("A", "B", "C", "D", "E", "F")
COUNTER_COLOURS = {
    "giant_pig": "#e27d98",
    "elfcycle": "#5b3fb0",
    "magic_cloud": "#6f8fb0",
    "unicorn": "#f4eefc",
    "troll_wagon": "#8b5a2b",
    "dragon": "#b8322a",
    OBSTACLE: "#3b2a1a",
    # Elfengold's items and cards (they lie on the same roads and sit in the same hands).
    "sea_monster": "#0f7c7c",
    "gold_piece": "#c79a00",
    "double": "#2f7d46",
    "exchange": "#b5561d",
    "witch": "#4a2a63",
    "gold": "#e0b000",
    "raft": "#2a6fd6",  # a travel card only: there is no raft counter
}
# The colour a kind's silhouette is drawn in (white unless its tile is light).
COUNTER_INK = {"unicorn": "#4a2a63"}
# One silhouette per kind, in a 20x20 box, drawn in "{ink}": a shape of its own, so that colour is
# never the only cue (the Unicorn a horned head, the Elfcycle two wheels, ...).
COUNTER_MARKS = {
    "raft": '<path d="M2 11h16l-2 4H4z" fill="{ink}"/><path d="M5 11V8M10 11V6.5M15 11V8" '
    'stroke="{ink}" stroke-width="1.6"/><path d="M1.5 17.5q2.1-1.6 4.2 0t4.2 0 4.2 0 4.2 0" fill="none" '
    'stroke="{ink}" stroke-width="1.2"/>',
    "giant_pig": '<ellipse cx="8.7" cy="10.8" rx="6" ry="4.3" fill="{ink}"/>'
    '<circle cx="14.3" cy="9.4" r="3.2" fill="{ink}"/><rect x="16.2" y="8.6" width="2.9" height="2.6" '
    'rx="1.1" fill="{ink}"/><path d="M12.6 6.9l1.3-3 1.5 3.4z" fill="{ink}"/>'
    '<path d="M4.6 14v3.2M7.8 14.6v2.8M11.2 14.6v2.8M14 12.5v3.6" stroke="{ink}" stroke-width="1.7"/>'
    '<path d="M2.9 10q-2-.2-1.3-2.2" fill="none" stroke="{ink}" stroke-width="1.1"/>',
    "elfcycle": '<circle cx="4.8" cy="13.2" r="3.4" fill="none" stroke="{ink}" stroke-width="1.6"/>'
    '<circle cx="15.2" cy="13.2" r="3.4" fill="none" stroke="{ink}" stroke-width="1.6"/>'
    '<path d="M4.8 13.2L8.2 7.4h5.6l1.4 5.8M8.2 7.4l2.6 5.8H4.8M13.8 7.4l-1-2.8h2.6M7 5.8h2.6" '
    'fill="none" stroke="{ink}" stroke-width="1.5" stroke-linejoin="round" stroke-linecap="round"/>',
    "magic_cloud": '<path d="M4.6 15.5a3.4 3.4 0 0 1 .2-6.8 4.6 4.6 0 0 1 8.8-1.6 3.9 3.9 0 0 1 2 8.4z" '
    'fill="{ink}"/><path d="M6 18l1.2-1.4M10 18.5l1.2-1.6M14 18l1.2-1.4" stroke="{ink}" stroke-width="1.2"/>',
    "unicorn": '<path d="M5.2 18.5l1-6.6q-1.6-4.4 2.2-6.9l1.2-.8.9 1.1q3.3.4 5.3 3.8l1.7 2.6'
    'q-.3 1.6-2 1.2l-3.3-1.3-.6 6.9z" fill="{ink}"/>'
    '<path d="M10.6 5.4L15.6.8l-3.2 5.6z" fill="{ink}"/><path d="M8.4 6.4q-3 1.2-3.4 5.2" fill="none" '
    'stroke="#c27fd6" stroke-width="1.6"/>',
    "troll_wagon": '<path d="M2 5.5h16l-1.2 7.5H3.2z" fill="{ink}"/>'
    '<circle cx="6" cy="15" r="3" fill="{ink}"/><circle cx="14" cy="15" r="3" fill="{ink}"/>'
    '<circle cx="6" cy="15" r="1" fill="{bg}"/><circle cx="14" cy="15" r="1" fill="{bg}"/>'
    '<path d="M7 5.5v7.5M13 5.5v7.5" stroke="{bg}" stroke-width="1"/>',
    "dragon": '<path d="M10 7.5Q7 2.8 1.5 4.2q2.6 2 2 4.4 2.6-.6 3.8 1.6 1.6-1.1 2.7 1.4 1.1-2.5 2.7-1.4 '
    '1.2-2.2 3.8-1.6-.6-2.4 2-4.4Q13 2.8 10 7.5z" fill="{ink}"/><path d="M10 9.5v5q0 3 3 3.5" fill="none" '
    'stroke="{ink}" stroke-width="2" stroke-linecap="round"/><circle cx="10" cy="6.6" r="1.8" fill="{ink}"/>',
    OBSTACLE: '<path d="M2.5 8.5h12v5h-12z" fill="{ink}"/><ellipse cx="15" cy="11" rx="2.6" ry="2.9" '
    'fill="#d9b98a"/><ellipse cx="15" cy="11" rx="1.2" ry="1.4" fill="none" stroke="#7a5a35" '
    'stroke-width=".8"/><path d="M6 8.5l-2-4M10 8.5l1.5-4.5M7 13.5l-1.5 3.5" stroke="{ink}" '
    'stroke-width="1.5" stroke-linecap="round"/>',
    "sea_monster": '<path d="M1.5 15q2.5-9 5.5-1 2.5-8 5.5-1 2.4-7 5.5-1.5" fill="none" stroke="{ink}" '
    'stroke-width="2.3" stroke-linecap="round"/><circle cx="17.4" cy="10.2" r="1.6" fill="{ink}"/>'
    '<path d="M1 18q2.2-1.4 4.5 0t4.5 0 4.5 0 4.5 0" fill="none" stroke="{ink}" stroke-width="1.1"/>',
    "gold_piece": '<path d="M10 2.5L12.2 7.6 17.6 7.9 13.4 11.3 14.8 16.6 10 13.6 5.2 16.6 6.6 11.3 '
    '2.4 7.9 7.8 7.6Z" fill="{ink}"/>',
    "double": '<rect x="2.5" y="2.5" width="9.5" height="9.5" rx="1.5" fill="none" stroke="{ink}" '
    'stroke-width="2"/><rect x="8" y="8" width="9.5" height="9.5" rx="1.5" fill="{ink}"/>',
    "exchange": '<path d="M3 7H15M12 4L15 7L12 10M17 13H5M8 10L5 13L8 16" fill="none" '
    'stroke="{ink}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>',
    "witch": '<path d="M11 2L14 13H18V16H2V13H6Z" fill="{ink}"/>',
    "gold": '<circle cx="10" cy="10" r="6.5" fill="none" stroke="{ink}" stroke-width="2.2"/>'
    '<circle cx="10" cy="10" r="2.5" fill="{ink}"/>',
}
ROAD_ITEMS = TRANSPORTS + (OBSTACLE, "sea_monster", "gold_piece", "double")  # what a road may hold
# Sizes in map units (the map is 1096 units wide). Its level-1 zoom draws it at about 0.72 px a unit
# or more (assets/app.css, Elfenland), so every word and letter on it is at least 16 units: 11 px.
ICON = 34  # a counter on the map
GAP = 3
PIECE = 16  # a town piece's width (its letter shows only when zoomed in: assets/app.css)
BOOT_SCALE = 1.35  # a boot is drawn this much larger than BOOT_PATH, for its letter to read
TAP = 32  # the radius of the invisible tap area round a lit town and round a lit road's middle
STYLE = (
    ".land{fill:#e6e9cc}"
    ".band{fill:none;stroke-width:78;stroke-linecap:round;stroke-linejoin:round;opacity:.8}"
    ".band.tx{stroke-width:64;opacity:.55}"
    ".lake{fill:#9ccbea;stroke:#4f93c4;stroke-width:3}"
    ".casing{fill:none;stroke:#fffbea;stroke-width:9;stroke-linecap:round;opacity:.9}"
    ".rd{fill:none;stroke-linecap:round;stroke-width:5}"
    ".t-plains{stroke:#8c7a1e}"
    ".t-forest{stroke:#1f5a24;stroke-dasharray:12 6;stroke-linecap:butt}"
    ".t-desert{stroke:#b8701a;stroke-dasharray:.1 9;stroke-width:6.5}"
    ".t-mountain{stroke:#5e4636;stroke-dasharray:14 5 2 5;stroke-linecap:butt}"
    ".t-river{stroke:#2f7fcf;stroke-width:10}"
    ".t-lake{stroke:#eaf6fd;stroke-width:7;opacity:.85}"
    ".in-river{fill:none;stroke:#bfe2fb;stroke-width:2;stroke-dasharray:6 9}"
    ".in-lake{fill:none;stroke:#1f6fa8;stroke-width:3;stroke-dasharray:7 6}"
    ".arrow{fill:none;stroke:#fff;stroke-width:2.6;stroke-linecap:round;stroke-linejoin:round}"
    ".glow{fill:none;stroke:#ffd400;stroke-width:20;stroke-opacity:.85;stroke-linecap:round}"
    ".hit{fill:none;stroke:transparent;stroke-width:34;pointer-events:stroke}"
    ".hit-town,.hit-slot{fill:transparent;pointer-events:all}"
    "[role=button]{cursor:pointer}"
    "[role=button]:focus{outline:none}"
    "[role=button]:focus .glow,[role=button]:hover .glow{stroke:#ff8c00}"
    ".town{fill:#fdf6e3;stroke:#5a4630;stroke-width:2.5}"
    ".cap{fill:#fff3c4;stroke:#5a4630;stroke-width:4}"
    ".tn{font:700 16px sans-serif;text-anchor:middle;fill:#2b2116;"
    "paint-order:stroke;stroke:#fffdf5;stroke-width:4px;stroke-linejoin:round}"
    ".trail{fill:none;stroke:var(--seat);stroke-width:5;stroke-linecap:round;opacity:.9}"
    ".last-move{outline:none}"
    ".last-move::after{content:none}"
    ".trail.last-move{stroke-width:8;opacity:1}"
    ".trail-case{fill:none;stroke:#fffdf5;stroke-width:10;stroke-linecap:round;opacity:.85}"
    ".trail-head{fill:var(--seat);stroke:#fff;stroke-width:1.5}"
    ".tile{stroke:#fff;stroke-width:1.6}"
    ".item .edge{fill:none;stroke:#2b2116;stroke-width:1}"
    ".ring{fill:none;stroke:#d97706;stroke-width:4;stroke-dasharray:6 3}"
    ".badge rect,.boot .sole{fill:var(--seat);stroke:#fff;stroke-width:1.5}"
    ".badge text,.boot text,.piece text{font:800 16px sans-serif;text-anchor:middle;"
    "dominant-baseline:central;fill:var(--seat-ink)}"
    ".boot text{font-size:14px}"
    ".boot text.pair{font-size:12px}"
    ".boot .sole{stroke-width:2}"
    ".boot .shade{fill:none;stroke:#1f1d1a;stroke-width:1;opacity:.6}"
    ".piece path{fill:var(--seat);stroke:#2b2116;stroke-width:.9}"
    ".piece text{font-size:9.5px}"
    ".others .piece{opacity:.35}"
    ".mine-ring{fill:none;stroke:var(--seat);stroke-width:5;stroke-dasharray:5 3}"
    ".coin circle{fill:#f5c842;stroke:#7a5a00;stroke-width:1.5}"
    ".coin text{font:700 16px sans-serif;text-anchor:middle;dominant-baseline:central;fill:#3d2c00}"
    ".fly{fill:none;stroke:var(--seat);stroke-width:3;stroke-dasharray:2 6;stroke-linecap:round}"
    ".note rect{fill:#1f1d1a;opacity:.88}"
    ".note text{font:700 16px sans-serif;text-anchor:middle;dominant-baseline:central;fill:#fffbea}"
)


def _scoped(css: str, scope: str) -> str:
    """Prefix every selector with the board's class: a <style> inside inline SVG applies to the
    whole page, and these rules must not touch anything else on it."""
    rules = []
    for rule in filter(None, css.split("}")):
        selectors, body = rule.split("{", 1)
        rules.append(",".join(f"{scope} {sel.strip()}" for sel in selectors.split(",")) + "{" + body + "}")
    return "".join(rules)


STYLE = _scoped(STYLE, ".elfenland-board")
TOWN_RADIUS = 13
CAPITAL_RADIUS = 17
BOOT_PATH = "M-8 -29h16v15l9 4.2q3.5 1.6 3.5 4.8V-1h-28.5z"  # a boot standing on (0, 0), toe to the right


def _mark(kind: str) -> str:
    return (
        COUNTER_MARKS[kind]
        .replace("{ink}", COUNTER_INK.get(kind, "#fff"))
        .replace("{bg}", COUNTER_COLOURS[kind])
    )


def _defs():
    symbols = []
    for kind in ROAD_ITEMS:
        corner = 10 if kind == OBSTACLE else 4
        symbols.append(
            f'<symbol id="elf-{kind}" viewBox="-1 -1 22 22"><rect class="tile" width="20" height="20" '
            f'rx="{corner}" fill="{COUNTER_COLOURS[kind]}"/><rect class="edge" x="-.6" y="-.6" width="21.2" '
            f'height="21.2" rx="{corner + 0.6}" fill="none" stroke="#2b2116" stroke-width=".8"/>'
            f"{_mark(kind)}</symbol>"
        )
    return Markup("<defs>" + pattern_defs() + "".join(symbols) + "</defs>")


DEFS = _defs()


@lru_cache(maxsize=512)  # a page draws the same few kinds, sizes and labels hundreds of times
def counter_icon(kind: str, size: int = 24, label: str | None = None) -> Markup:
    """A counter, the obstacle, an item or a travel card's kind (the raft too) as a small standalone
    SVG, for hands, the face-up row and legends."""
    body = [el("title", label)] if label else []
    corner = 10 if kind == OBSTACLE else 4
    edge = ' stroke="#2b2116" stroke-width=".8"' if kind == "unicorn" else ""
    return el(
        "svg",
        body,
        Markup(f'<rect width="20" height="20" rx="{corner}" fill="{COUNTER_COLOURS[kind]}"{edge}/>'),
        Markup(_mark(kind)),
        viewBox="0 0 20 20",
        width=size,
        height=size,
        class_=f"counter-icon c-{kind}",
        role="img" if label else None,
        aria_label=label,
        aria_hidden=None if label else "true",
    )


def road_name(road_id: int) -> str:
    road = ROADS[road_id]
    return f"{TOWN_BY_ID[road.a].official} – {TOWN_BY_ID[road.b].official}"


def seat_class(seat: int) -> str:
    return f"seat-c{seat % SEAT_COLOURS}"


# --- this round's story, read from the log -----------------------------------------------------------

PLACING = ("place", "place_obstacle", "double", "exchange")


def round_story(log) -> dict:
    """What happened on the map this round, from the (visible) log:
    "placers": {road: [(kind, seat), ...]} who put each item on the road this round (an exchange
    credits the swapped counters to whoever swapped them); "last_place": (road, kind, seat) of the
    latest placement; "steps": [(seat, road or None, from, to)] the journeys' steps in order (road
    None for Elfengold's Witch flight)."""
    start = 0
    for index in range(len(log) - 1, -1, -1):
        if log[index].get("event") == "round":
            start = index
            break
    placers: dict = {}
    last = None
    steps = []
    for entry in log[start:]:
        event, seat = entry.get("event"), entry.get("seat")
        if event == "place":
            placers.setdefault(entry["road"], []).append((entry["kind"], seat))
            last = (entry["road"], entry["kind"], seat)
        elif event == "place_obstacle":
            placers.setdefault(entry["road"], []).append((OBSTACLE, seat))
            last = (entry["road"], OBSTACLE, seat)
        elif event == "double":
            placers.setdefault(entry["road"], []).extend([("double", seat), (entry["kind"], seat)])
            last = (entry["road"], entry["kind"], seat)
        elif event == "exchange":
            (road_a, road_b), (kind_a, kind_b) = entry["roads"], entry["kinds"]
            for road, old, new in ((road_a, kind_a, kind_b), (road_b, kind_b, kind_a)):
                rows = placers.setdefault(road, [])
                for i, (kind, _) in enumerate(rows):
                    if kind == old:
                        rows[i] = (new, seat)
                        break
                else:
                    rows.append((new, seat))
            last = (road_b, kind_a, seat)
        elif event == "move":
            steps.append((seat, entry["road"], entry["from_town"], entry["to_town"]))
        elif event == "fly":
            steps.append((seat, None, entry["from_town"], entry["to_town"]))
    return {"placers": placers, "last_place": last, "steps": steps, "start": start}


def item_placers(items, rows):
    """The placer of each item on a road (None where this round's log does not say)."""
    pool = list(rows or ())
    found = []
    for item in items:
        for i, (kind, seat) in enumerate(pool):
            if kind == item:
                found.append(seat)
                del pool[i]
                break
        else:
            found.append(None)
    return found


# --- the board ---------------------------------------------------------------------------------------


def _radius(town_id):
    return CAPITAL_RADIUS if town_id == CAPITAL else TOWN_RADIUS


BOOT_STEP = 27 * BOOT_SCALE  # boots side by side
BOOT_ROW = 3  # boots in a row on a town; more stand in a second row behind, raised and staggered


def _boot_spot(town_id, index, count):
    """Where the `index`-th of `count` boots on a town stands: in a row on its top edge, or, for more
    than BOOT_ROW, the first half of them in a row behind (drawn first, so the front row's boots do not
    hide their letters)."""
    town = TOWN_BY_ID[town_id]
    x, y = town.x - 4, town.y - _radius(town_id) + 1
    if count <= BOOT_ROW:
        return x + BOOT_STEP * (index - (count - 1) / 2), y
    back = count // 2
    if index < back:
        return x + BOOT_STEP * (index - (back - 1) / 2) + BOOT_STEP / 2, y - 22
    front = count - back
    return x + BOOT_STEP * (index - back - (front - 1) / 2), y


def render_board(
    view: dict | None = None,
    *,
    clickable_roads=(),
    clickable_towns=(),
    road_cmd: str = "road",
    town_cmd: str = "town",
    road_arg=None,
    town_arg=None,
    road_label=None,
    town_label=None,
    counter_label=None,
    letters=None,
    title: str | None = None,
    gold_values: dict | None = None,
    gold_label=None,
    me: int | None = None,
    center: str | None = None,
    show_mine: bool = False,
    placed_label=None,
    boot_label=None,
    pieces_label=None,
    follow: bool = True,
    road_notes: dict | None = None,
    keep: tuple | None = None,
) -> Markup:
    """The board as an <svg> element.

    `view` is an Elfenland view (its "roads", "boots", "collected", "players" and "log" are read) or
    None for an empty board. `clickable_roads` (road ids) and `clickable_towns` (town ids) are lit up
    and carry data-cmd=`road_cmd`/`town_cmd` and data-arg=the id, or `road_arg(road_id)`/
    `town_arg(town_id)` when given (e.g. a whole JSON action); `road_cmd` may also be a function of
    the road id. `road_label(road_id)`, `town_label(town_id)` and `counter_label(kind)` give the
    (translated) accessible names, `placed_label(kind, seat)` that of a counter placed this round,
    `boot_label(seat)` a boot's and `pieces_label(town, seats)` that of a town's pieces; `letters`
    one short mark per seat; `title` the board's accessible name. `gold_values` (Elfengold) puts a
    coin with its value beside each town, named by `gold_label(town_id, value)`. `me` is the viewer's
    seat: its boot carries data-center=`center` (the map's frame opens centred on it), and with
    `show_mine` its towns still to visit are ringed and the other players' pieces faded. `follow`
    draws this round's trails, placers and the latest step's walk from the log. `road_notes` puts a
    short text on lit roads (what a counter there would do for the viewer's tour).

    `keep` = (name, key): the board is kept between redraws (ui/memo.py) under `name` and drawn
    again only when what it shows changed; `key` holds what the label functions are made from
    besides what is given here (the language, the players' names)."""
    road_items = view["roads"] if view else [[] for _ in ROADS]
    players = view["players"] if view else 0
    boots = view["boots"] if view else []
    collected = view["collected"] if view else []
    letters = list(letters) if letters else list(DEFAULT_LETTERS)
    road_label = road_label or road_name
    town_label = town_label or (lambda town: TOWN_BY_ID[town].official)
    counter_label = counter_label or (lambda kind: kind)
    placed_label = placed_label or (lambda kind, seat: f"{counter_label(kind)} ({letters[seat]})")
    boot_label = boot_label or (lambda seat: letters[seat])
    lit_roads = {int(road) for road in clickable_roads}
    lit_towns = set(clickable_towns)
    road_arg = road_arg or str
    town_arg = town_arg or str
    # What may be tapped: each lit road and town with its command, argument and name.
    road_taps = tuple(
        (road, road_cmd(road) if callable(road_cmd) else road_cmd, road_arg(road), road_label(road))
        for road in sorted(lit_roads)
    )
    town_taps = tuple(
        (town.id, town_cmd, town_arg(town.id), town_label(town.id)) for town in TOWNS if town.id in lit_towns
    )
    road_notes = road_notes or {}
    story = round_story(view.get("log") or []) if view and follow else None
    # The log's last two events: whether the latest step is news, so its boot walks (_boots).
    latest = [entry.get("event") for entry in (view.get("log") or [])[-2:]] if story else None

    def layer(name, inputs, build):
        """One layer of the board, a region of the page (ui/regions.py: after a move the browser
        parses only the layers that changed, never the terrain, roads and towns), kept on its own
        (ui/memo.py) when the board is: a click changes one or two of them, rarely all."""
        if keep is None:
            return build()
        return memo.kept(f"{keep[0]}-{name}", (keep[1], *inputs), build)

    def draw():
        taps = layer("taps", (road_taps, town_taps), lambda: region(
            "el-taps", el("g", _taps(road_taps, town_taps), class_="taps")))
        trails = layer("trails", (story, players), lambda: region("el-trails", el(
            "g", _trails(story, players) if story else [], class_="trails", pointer_events="none",
            aria_hidden="true")))
        # The latest placement stays marked while the planning goes on (then the journeys are news).
        planning = bool(view) and view.get("phase") == "plan"
        placed = (story["placers"], story["last_place"]) if story else None
        slots = layer("slots", (road_items, placed, planning, letters), lambda: region("el-slots", el(
            "g", _slots(road_items, story, letters, counter_label, placed_label, planning),
            class_="slots", pointer_events="none")))
        pieces = layer("pieces", (players, collected, letters, me, show_mine), lambda: region("el-pieces", el(
            "g", _pieces(view, players, collected, letters, me, show_mine, pieces_label) if view else [],
            class_="pieces" + (" others" if show_mine else ""), pointer_events="none")))
        coins = _coins(gold_values, gold_label) if gold_values else []
        boots_layer = layer("boots", (boots, players, letters, me, center, story, latest), lambda: region(
            "el-boots", el("g", _boots(boots, players, letters, me, center, boot_label, story, view),
                           class_="boots", pointer_events="none")))
        notes = [_note(road, road_notes[road]) for road in sorted(lit_roads) if road in road_notes]
        return region("el-map", el(
            "svg",
            el("title", title) if title else None,
            STATIC_HEAD,
            taps,
            STATIC_ROADS_LAYER,
            trails,
            TOWN_LAYER,
            slots,
            pieces,
            region("el-coins", el("g", coins, class_="coins", pointer_events="none")) if coins else None,
            boots_layer,
            region("el-notes", el("g", notes, class_="notes", pointer_events="none", aria_hidden="true"))
            if notes
            else None,
            xmlns="http://www.w3.org/2000/svg",
            viewBox=VIEWBOX,
            class_="elfenland-board",
            role="group",
            aria_label=title,
            preserveAspectRatio="xMidYMid meet",
        ))

    if keep is None:
        return draw()
    name, key = keep
    # Everything the drawing reads but the label functions (which `key` stands for).
    phase = view.get("phase") if view else None
    inputs = (key, road_taps, town_taps, road_notes, road_items, players, boots, collected, story, latest,
              phase, letters, title, gold_values, me, center, show_mine)
    return memo.kept(name, inputs, draw)


def _towns() -> Markup:
    parts = []
    for town in TOWNS:
        capital = town.id == CAPITAL
        radius = CAPITAL_RADIUS if capital else TOWN_RADIUS
        parts.append(
            f'<circle class="{"cap" if capital else "town"}" cx="{town.x}" cy="{town.y}" r="{radius}"/>'
        )
        if capital:
            # Elvenhold's towers, so that the capital is told from the towns by shape too.
            parts.append(
                f'<path d="M{town.x - 8} {town.y + 6}v-9h3v3h3.5v-6h3v6h3.5v-3h3v9z" fill="#8a6d3b"/>'
            )
    names = "".join(
        f'<text class="tn" x="{town.x}" y="{town.y + _radius(town.id) + 16}">{escape(town.official)}</text>'
        for town in TOWNS
    )
    return Markup(f'<g class="towns" pointer-events="none" aria-hidden="true">{"".join(parts)}{names}</g>')


TOWN_LAYER = region("el-towns", _towns())
STILL_LAYER = 'pointer-events="none" aria-hidden="true"'
# What never changes: the style, the counters' pictures, the terrain; then, above the roads one may
# tap, the roads.
STATIC_HEAD = Markup(
    region("el-style", Markup(f"<style>{STYLE}</style>"))
    + region("el-defs", DEFS)
    + region("el-terrain", Markup(f'<g class="terrain" {STILL_LAYER}>{STATIC_TERRAIN}</g>'))
)
STATIC_ROADS_LAYER = region("el-roads", Markup(f'<g class="roads" {STILL_LAYER}>{STATIC_ROADS}</g>'))


def _taps(road_taps, town_taps):
    """What may be tapped, under the picture (which lets taps through to it): each lit road and town
    as (id, command, argument, name)."""
    taps = []
    for road_id, cmd, arg, label in road_taps:
        d = SHAPES[road_id].d()
        x, y = SLOTS[road_id]
        parts = [
            Markup(
                f'<path class="glow" d="{d}"/><path class="hit" d="{d}"/>'
                f'<circle class="hit-slot" cx="{fmt(x)}" cy="{fmt(y)}" r="{TAP}"/>'
            )
        ]
        taps.append(tappable(parts, "road lit", cmd, arg, label, data_road=road_id))
    for town_id, cmd, arg, label in town_taps:
        town, radius = TOWN_BY_ID[town_id], _radius(town_id)
        parts = [
            Markup(
                f'<circle class="glow" cx="{town.x}" cy="{town.y}" r="{radius + 5}"/>'
                f'<circle class="hit-town" cx="{town.x}" cy="{town.y}" r="{max(TAP, radius + 16)}"/>'
            )
        ]
        taps.append(tappable(parts, "place lit", cmd, arg, label, data_town=town_id))
    return taps


def _coins(gold_values, gold_label):
    """Elfengold's gold pieces (`gold_values`: town -> value): a coin with its value beside each town
    that has one."""
    coins = []
    for town in TOWNS:
        value = gold_values.get(town.id)
        if value:
            radius = _radius(town.id)
            cx, cy = town.x + radius + 11, town.y - radius + 1
            coins.append(
                el(
                    "g",
                    el("title", gold_label(town.id, value)) if gold_label else None,
                    el("circle", cx=cx, cy=cy, r=12),
                    el("text", value, x=cx, y=cy),
                    class_="coin",
                )
            )
    return coins


def _trails(story, players):
    """This round's journeys, a line per step in the traveller's colour and dash pattern, slightly
    apart per seat; the latest step stands out."""
    marks = []
    steps = story["steps"]
    for index, (seat, road_id, start, end) in enumerate(steps):
        if seat is None or seat >= players:
            continue
        last = index == len(steps) - 1
        offset = (seat - (players - 1) / 2) * 3.2
        classes = f"trail {seat_class(seat)}" + (f" {LAST_MOVE}" if last else "")
        dash = DASHES[1 + seat % (len(DASHES) - 1)]
        if road_id is None:
            a, b = TOWN_BY_ID[start], TOWN_BY_ID[end]
            mx, my = (a.x + b.x) / 2, (a.y + b.y) / 2 - 60
            marks.append(
                el(
                    "path",
                    d=f"M{a.x} {a.y}Q{fmt(mx)} {fmt(my)} {b.x} {b.y}",
                    class_=f"fly {seat_class(seat)}",
                )
            )
            continue
        shape = SHAPES[road_id]
        angle = shape.angle(0.5)
        dx = -math.sin(math.radians(angle)) * offset
        dy = math.cos(math.radians(angle)) * offset
        shift = f"translate({fmt(dx)} {fmt(dy)})" if offset else None
        # A pale casing under the line sets it off from the roads and the rivers' blue.
        marks.append(el("path", d=shape.d_from(start), class_="trail-case", transform=shift))
        marks.append(
            el("path", d=shape.d_from(start), class_=classes, stroke_dasharray=dash, transform=shift)
        )
        # An arrowhead at three quarters of the way, pointing where the traveller went.
        t = 0.75 if start == shape.road.a else 0.25
        x, y = shape.point(t)
        heading = shape.angle(t) + (0 if start == shape.road.a else 180)
        marks.append(
            el(
                "path",
                d="M-7 -6L5 0L-7 6Z",
                class_=f"trail-head {seat_class(seat)}",
                transform=f"translate({fmt(x + dx)} {fmt(y + dy)}) rotate({fmt(heading)})",
            )
        )
    return marks


def _slots(road_items, story, letters, counter_label, placed_label, planning=True):
    slots = []
    placers = story["placers"] if story else {}
    last = story["last_place"] if story and planning else None
    for road in ROADS:
        items = road_items[road.id]
        if not items:
            continue
        seats = tuple(
            seat if seat is not None and seat < len(letters) else None
            for seat in item_placers(items, placers.get(road.id))
        )
        latest = None
        if last is not None and last[0] == road.id:
            for index, item in enumerate(items):
                if item == last[1] and seats[index] == last[2]:
                    latest = index
                    break
        labels = tuple(
            placed_label(item, seat) if seat is not None else counter_label(item)
            for item, seat in zip(items, seats, strict=True)
        )
        marks = tuple(letters[seat] if seat is not None else "" for seat in seats)
        slots.append(_slot(road.id, tuple(items), seats, marks, labels, latest))
    return slots


@lru_cache(maxsize=2048)
def _slot(road_id, items, seats, marks, labels, latest):
    """One road's counters as markup: each its symbol with its name, the placer's letter on a tag
    over its top edge, and a ring round the latest placement (kit.LAST_MOVE)."""
    x, y = SLOTS[road_id]
    start = x - (len(items) * (ICON + GAP) - GAP) / 2
    top = y - ICON / 2
    parts = []
    for index, item in enumerate(items):
        left = start + index * (ICON + GAP)
        seat = seats[index]
        is_last = index == latest
        ring = (
            f'<rect x="{fmt(left - 4)}" y="{fmt(top - 4)}" width="{ICON + 8}" height="{ICON + 8}" rx="7" '
            'class="ring"/>'
            if is_last
            else ""
        )
        badge = ""
        if seat is not None:
            width = max(20, 8 + 10.5 * len(marks[index]))  # wide enough for "C2"
            bx, by = left + ICON / 2, top - 4
            badge = (
                f'<g class="badge {seat_class(seat)}" aria-hidden="true">'
                f'<rect x="{fmt(bx - width / 2)}" y="{fmt(by - 10)}" width="{fmt(width)}" height="20" '
                'rx="10"/>'
                f'<text x="{fmt(bx)}" y="{fmt(by + 0.5)}">{escape(marks[index])}</text></g>'
            )
        classes = "item" + (f" {LAST_MOVE}" if is_last else "")
        placer = f' data-placer="{seat}"' if seat is not None else ""
        parts.append(
            f'<g class="{classes}"{placer} data-kind="{escape(item)}">{ring}<use href="#elf-{escape(item)}" '
            f'x="{fmt(left)}" y="{fmt(top)}" width="{ICON}" height="{ICON}"><title>{escape(labels[index])}'
            f"</title></use>{badge}</g>"
        )
    return Markup(f'<g class="slot" data-slot="{road_id}">{"".join(parts)}</g>')


def _note(road_id, text):
    """A lit road's note, on a dark tag just under the road's counters (the road's accessible name
    says the same)."""
    x, y = SLOTS[road_id]
    width = 14 + 8.9 * len(text) * (1.8 if any(ord(char) > 0x2E80 for char in text) else 1)
    top = y + ICON / 2 + 3
    return Markup(
        f'<g class="note"><rect x="{fmt(x - width / 2)}" y="{fmt(top)}" width="{fmt(width)}" height="23" '
        f'rx="11"/><text x="{fmt(x)}" y="{fmt(top + 11.5)}">{escape(text)}</text></g>'
    )


def _pieces(view, players, collected, letters, me, show_mine, pieces_label):
    """Each player's town pieces on the towns that player has not visited, in a row under the name
    (the seat's place in the row is fixed, so a gap is a visited town)."""
    groups = []
    marks = tuple(escape(letter) for letter in letters[:players])
    for town in TOWNS:
        if town.id == CAPITAL:
            continue
        waiting = tuple(seat for seat in range(players) if town.id not in collected[seat])
        ring = show_mine and me is not None and me in waiting
        if not waiting:
            continue
        label = pieces_label(town.id, waiting) if pieces_label else None
        groups.append(_town_pieces(town.id, waiting, players, marks, me if ring else None, label))
    return groups


@lru_cache(maxsize=1024)
def _town_pieces(town_id, waiting, players, marks, ring_seat, label):
    """One town's pieces as markup (the same pieces are drawn on many redraws: kept)."""
    town = TOWN_BY_ID[town_id]
    parts = []
    if ring_seat is not None:
        parts.append(
            f'<circle cx="{town.x}" cy="{town.y}" r="{TOWN_RADIUS + 7}" '
            f'class="mine-ring {seat_class(ring_seat)}"/>'
        )
    y = town.y + TOWN_RADIUS + 23
    for seat in waiting:
        x = town.x + (PIECE + 1) * (seat - (players - 1) / 2)
        mine = ' style="opacity:1"' if seat == ring_seat else ""
        parts.append(
            f'<g class="piece {seat_class(seat)}"{mine}><path d="M{fmt(x - PIECE / 2)} {y + 4}'
            f'l{PIECE / 2} -5.5l{PIECE / 2} 5.5v9.5h-{PIECE}z"/>'
            f'<text x="{fmt(x)}" y="{y + 9}">{marks[seat]}</text></g>'
        )
    access = f' role="img" aria-label="{escape(label)}"' if label else ' aria-hidden="true"'
    return Markup(f'<g data-pieces="{escape(town_id)}"{access}>{"".join(parts)}</g>')


def _boot_letter(text):
    """A seat's mark on its boot's shaft (16 units wide): two letters ("C2", and "电2" where a CJK
    glyph is as wide as the shaft alone) squeezed to the shaft, never spilling over its edges."""
    if len(text) > 1:
        return el("text", text, x=0, y=-20, class_="pair", textLength=15, lengthAdjust="spacingAndGlyphs")
    return el("text", text, x=0, y=-20)


def _boots(boots, players, letters, me, center, boot_label, story, view):
    marks = []
    steps = story["steps"] if story else []
    latest = steps[-1] if steps else None
    log = (view or {}).get("log") or []
    # The latest step walks along its road when it is the news (the last thing in the log or but one).
    fresh = bool(latest) and any(entry.get("event") in ("move", "fly") for entry in log[-2:])
    for seat in range(players):
        town = boots[seat]
        here = [s for s in range(players) if boots[s] == town]
        x, y = _boot_spot(town, here.index(seat), len(here))
        text = letters[seat]
        walking = fresh and latest[0] == seat and latest[3] == town and latest[1] is not None
        body = [
            Markup(f'<path class="sole" d="{BOOT_PATH}"/>'),
            _boot_letter(text),
        ]
        boot = el(
            "g",
            body,
            class_=f"boot {seat_class(seat)}" + (" arriving" if walking else ""),
            transform=f"translate({fmt(x)} {fmt(y)}) scale({BOOT_SCALE})",
            data_seat=seat,
            data_center=center if seat == me and center else None,
            id=f"elf-boot-{seat}-{len(steps)}" if walking else None,
            role="img",
            aria_label=boot_label(seat),
        )
        marks.append(boot)
        if walking:
            shape = SHAPES[latest[1]]
            marks.append(
                el(
                    "g",
                    Markup(f'<path class="sole" d="{BOOT_PATH}"/>'),
                    _boot_letter(text),
                    class_=f"boot walker {seat_class(seat)}",
                    style=f"offset-path:path('{shape.d_from(latest[2])}');scale:{BOOT_SCALE}",
                    id=f"elf-walker-{seat}-{len(steps)}",
                    aria_hidden="true",
                )
            )
    return marks


@lru_cache(maxsize=256)
def seat_icon(kind: str, seat: int, letter: str) -> Markup:
    """A seat's boot or town piece as a small standalone SVG for the legend (decoration next to the
    player's name: hidden from screen readers)."""
    pair = "pair" if len(letter) > 1 else None
    if kind == "boot":
        body = [Markup(f'<path class="sole" d="{BOOT_PATH}"/>'), el("text", letter, x=0, y=-20, class_=pair)]
        box = "-10 -31 34 32"
    else:
        piece = f"M{-PIECE / 2} -1.5l{PIECE / 2} -5.5l{PIECE / 2} 5.5v9.5h-{PIECE}z"
        body = [Markup(f'<path d="{piece}"/>'), el("text", letter, x=0, y=3.5)]
        box = "-9 -9 18 18"
    # Drawn at sizes where the letters are 11 px or more.
    return el(
        "svg",
        el("g", body, class_=f"{kind} {seat_class(seat)}"),
        viewBox=box,
        width=34 if kind == "boot" else 26,
        height=32 if kind == "boot" else 26,
        class_="elfenland-board el-seat-icon",
        aria_hidden="true",
        focusable="false",
    )


# A fact's picture on a player's panel, in a 20 x 20 box (no letter: the panel's seat mark has it).
GLYPHS = {
    "boot": f'<g class="boot" transform="translate(7 19) scale(.62)"><path class="sole" d="{BOOT_PATH}"/>'
    "</g>",
    "piece": '<path class="piece-glyph" d="M3 9.5l7-6.5 7 6.5V18H3z"/>',
    "card": '<rect x="4" y="1.5" width="12" height="17" rx="2" fill="#fffdf5" stroke="#5a4630" '
    'stroke-width="1.4"/><path d="M6.5 5.5h7M6.5 9h7M6.5 12.5h4.5" stroke="#8a6d3b" stroke-width="1.4"/>',
    "counter": '<rect x="2.5" y="2.5" width="15" height="15" rx="3" fill="#8b5a2b" stroke="#2b2116"/>'
    '<circle cx="10" cy="10" r="3.2" fill="#fffdf5"/>',
}


@lru_cache(maxsize=128)
def seat_glyph(kind: str, seat: int, size: int = 16) -> Markup:
    """A small picture for a fact on a player's panel: the boot or the town piece in the seat's
    colour, a travel card, a counter (decoration beside words: hidden from screen readers)."""
    return el(
        "svg",
        Markup(GLYPHS[kind]),
        viewBox="0 0 20 20",
        width=size,
        height=size,
        class_=f"elfenland-board el-glyph {seat_class(seat)}",
        aria_hidden="true",
        focusable="false",
    )


def trail_icon(seat: int) -> Markup:
    dash = DASHES[1 + seat % (len(DASHES) - 1)]
    return el(
        "svg",
        el("path", d="M2 7H34", class_=f"trail {seat_class(seat)}", stroke_dasharray=dash),
        viewBox="0 0 36 14",
        width=36,
        height=14,
        class_="elfenland-board el-seat-icon",
        aria_hidden="true",
        focusable="false",
    )


def tappable(parts, classes, cmd, arg, label, **place):
    """A road or town the player may tap (or reach by keyboard): it runs `cmd` with `arg`; `place`
    names it (data-road, data-town)."""
    return el(
        "g", parts, class_=classes, data_cmd=cmd, data_arg=arg, role="button", tabindex="0", aria_label=label,
        **place,
    )
