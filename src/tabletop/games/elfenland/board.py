"""The Elfenland board as SVG markup: a pure function of a view (no browser code).

Roads are coloured and patterned by terrain so they read without colour too: plains a solid line,
forest dashes, desert dots, mountain dash-dots, a river a double line with arrows pointing
downstream, a lake link a wide band with dashes. Parallel roads between the same two towns bow
apart. Each road has a slot (its counters and obstacle), each boot is a coloured disc with a letter,
and the towns a player has collected carry a small square in that player's colour (seat order fixes
its place under the name). Roads and towns passed as clickable get `data-cmd`/`data-arg`,
`role="button"`, `tabindex="0"`, an aria-label and a wide invisible hit area. Elfengold's items
(sea monsters, gold pieces, Double spells) lie in the same slots, and its gold values sit in a coin
beside each town.
"""

from __future__ import annotations

import math

from ...ui.html import Markup, el, join
from .data import OBSTACLE, ROADS, TOWN_BY_ID, TOWNS, TRANSPORTS

PLAYER_COLOURS = ("#d62728", "#1f5fb4", "#2a9d2a", "#e6c229", "#8e4fbf", "#333333")
PLAYER_TEXT = ("#fff", "#fff", "#fff", "#000", "#fff", "#fff")
DEFAULT_LETTERS = ("A", "B", "C", "D", "E", "F")
COUNTER_COLOURS = {
    "giant_pig": "#e58fa5",
    "elfcycle": "#7b5cc4",
    "magic_cloud": "#8fa6bd",
    "unicorn": "#c27fd6",
    "troll_wagon": "#8b5a2b",
    "dragon": "#c0392b",
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
# One white mark per counter kind (a shape, so colour is never the only cue), drawn in a 20x20 box.
COUNTER_MARKS = {
    "raft": '<path d="M3 8 Q6.5 5 10 8 T17 8 M3 13 Q6.5 10 10 13 T17 13" fill="none" stroke="#fff" '
    'stroke-width="2" stroke-linecap="round"/>',
    "giant_pig": '<circle cx="10" cy="10" r="5" fill="#fff"/>',
    "elfcycle": '<circle cx="6" cy="12" r="3" fill="none" stroke="#fff" stroke-width="2"/>'
    '<circle cx="14" cy="12" r="3" fill="none" stroke="#fff" stroke-width="2"/>',
    "magic_cloud": '<ellipse cx="10" cy="11" rx="7" ry="4" fill="#fff"/>',
    "unicorn": '<path d="M10 3 L15 16 H5 Z" fill="#fff"/>',
    "troll_wagon": '<rect x="5" y="5" width="10" height="10" fill="#fff"/>',
    "dragon": '<path d="M10 3 L17 10 L10 17 L3 10 Z" fill="#fff"/>',
    OBSTACLE: '<path d="M4 4 L16 16 M16 4 L4 16" stroke="#fff" stroke-width="3"/>',
    "sea_monster": '<path d="M2 14 Q5 6 8 14 Q11 6 14 14 Q16 9 18 11" fill="none" stroke="#fff" '
    'stroke-width="2.2" stroke-linecap="round"/>',
    "gold_piece": '<path d="M10 2.5 L12.2 7.6 L17.6 7.9 L13.4 11.3 L14.8 16.6 L10 13.6 L5.2 16.6 '
    'L6.6 11.3 L2.4 7.9 L7.8 7.6 Z" fill="#fff"/>',
    "double": '<rect x="3" y="3" width="9" height="9" fill="none" stroke="#fff" stroke-width="2"/>'
    '<rect x="8" y="8" width="9" height="9" fill="#fff"/>',
    "exchange": '<path d="M3 7 H15 M12 4 L15 7 L12 10 M17 13 H5 M8 10 L5 13 L8 16" fill="none" '
    'stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>',
    "witch": '<path d="M11 2 L14 13 H18 V16 H2 V13 H6 Z" fill="#fff"/>',
    "gold": '<circle cx="10" cy="10" r="6.5" fill="none" stroke="#fff" stroke-width="2.2"/>'
    '<circle cx="10" cy="10" r="2.5" fill="#fff"/>',
}
ROAD_ITEMS = TRANSPORTS + (OBSTACLE, "sea_monster", "gold_piece", "double")  # what a road may hold
STYLE = (
    ".rd{fill:none;stroke-linecap:round;stroke-width:5}"
    ".t-plains{stroke:#a8962e}"
    ".t-forest{stroke:#2f6b2f;stroke-dasharray:12 6;stroke-linecap:butt}"
    ".t-desert{stroke:#c9801f;stroke-dasharray:.1 9;stroke-width:6}"
    ".t-mountain{stroke:#6b5344;stroke-dasharray:14 5 2 5;stroke-linecap:butt}"
    ".t-river{stroke:#2a6fd6;stroke-width:8}"
    ".t-lake{stroke:#bfe3f5;stroke-width:11}"
    ".in-river{fill:none;stroke:#fff;stroke-width:2.5}"
    ".in-lake{fill:none;stroke:#2a8fc9;stroke-width:3;stroke-dasharray:7 6}"
    ".arrow{fill:#0d3b80}"
    ".glow{fill:none;stroke:#ffd400;stroke-width:16;stroke-opacity:.75;stroke-linecap:round}"
    ".hit{fill:none;stroke:transparent;stroke-width:30;pointer-events:stroke}"
    ".hit-town{fill:transparent;pointer-events:all}"
    "[role=button]{cursor:pointer}"
    "[role=button]:focus{outline:none}"
    "[role=button]:focus .glow,[role=button]:hover .glow{stroke:#ff8c00}"
    ".town{fill:#fdf6e3;stroke:#5a4630;stroke-width:2.5}"
    ".cap{fill:#fff3c4;stroke:#5a4630;stroke-width:4}"
    ".tn{font:600 15px sans-serif;text-anchor:middle;fill:#2b2116;"
    "paint-order:stroke;stroke:#fffdf5;stroke-width:4px;stroke-linejoin:round}"
    ".boot text{font:700 11px sans-serif;text-anchor:middle;dominant-baseline:central}"
    ".boot circle{stroke:#fff;stroke-width:1.5}"
    ".coin circle{fill:#f5c842;stroke:#7a5a00;stroke-width:1.5}"
    ".coin text{font:700 11px sans-serif;text-anchor:middle;dominant-baseline:central;fill:#3d2c00}"
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
BOW = 16  # how far parallel roads bow apart at their middle
SLOT_SNAP = 40  # a data slot farther than this from its road is replaced by the road's middle
ICON = 20


def _fmt(value: float) -> str:
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


def _geometry():
    """Per road: (path d, slot point, arrow point and angle or None)."""
    pairs = {}
    for road in ROADS:
        pairs.setdefault(frozenset((road.a, road.b)), []).append(road.id)
    shapes = {}
    for road in ROADS:
        a, b = TOWN_BY_ID[road.a], TOWN_BY_ID[road.b]
        dx, dy = b.x - a.x, b.y - a.y
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length, dx / length
        siblings = sorted(pairs[frozenset((road.a, road.b))])
        mid = ((a.x + b.x) / 2, (a.y + b.y) / 2)
        if len(siblings) > 1:
            # Bow each parallel road to its own side (the side fixed by the lower-named town first).
            first, _ = sorted((road.a, road.b))
            sign = 1 if siblings.index(road.id) == 0 else -1
            if road.a != first:
                sign = -sign
            control = (mid[0] + 2 * sign * BOW * nx, mid[1] + 2 * sign * BOW * ny)
        else:
            control = mid

        def point(t, control=control, a=a, b=b):
            u = 1 - t
            return (
                u * u * a.x + 2 * u * t * control[0] + t * t * b.x,
                u * u * a.y + 2 * u * t * control[1] + t * t * b.y,
            )

        if len(siblings) == 1:
            d = f"M{a.x} {a.y}L{b.x} {b.y}"
            slot = _snap(road.slot, a, b) or mid
        else:
            d = f"M{a.x} {a.y}Q{_fmt(control[0])} {_fmt(control[1])} {b.x} {b.y}"
            slot = point(0.5)
        arrow = None
        if road.terrain == "river":
            # Two arrows, a third of the way from each end, pointing from a (upstream) to b.
            arrow = []
            for t in (0.27, 0.73):
                x0, y0 = point(t - 0.02)
                x1, y1 = point(t + 0.02)
                arrow.append((point(t), math.degrees(math.atan2(y1 - y0, x1 - x0))))
        shapes[road.id] = (d, slot, arrow)
    return shapes


def _snap(slot, a, b):
    """The data's slot moved onto the straight road (kept away from the towns), or None if the data's
    slot is too far from the road to belong to it."""
    dx, dy = b.x - a.x, b.y - a.y
    length2 = dx * dx + dy * dy
    t = ((slot[0] - a.x) * dx + (slot[1] - a.y) * dy) / length2
    px, py = a.x + t * dx, a.y + t * dy
    if math.hypot(slot[0] - px, slot[1] - py) > SLOT_SNAP or not 0.1 <= t <= 0.9:
        return None
    t = min(0.65, max(0.35, t))
    return (a.x + t * dx, a.y + t * dy)


SHAPES = _geometry()


def _bounds():
    xs = [town.x for town in TOWNS]
    ys = [town.y for town in TOWNS]
    left, top = min(xs) - 70, min(ys) - 45
    return (left, top, max(xs) + 70 - left, max(ys) + 60 - top)


VIEWBOX = " ".join(str(v) for v in _bounds())


def _defs():
    symbols = []
    for kind in ROAD_ITEMS:
        shape = 'rx="4"' if kind != OBSTACLE else 'rx="10"'
        symbols.append(
            f'<symbol id="elf-{kind}" viewBox="0 0 20 20"><rect width="20" height="20" {shape} '
            f'fill="{COUNTER_COLOURS[kind]}" stroke="#fff" stroke-width="1.5"/>{COUNTER_MARKS[kind]}</symbol>'
        )
    return Markup("<defs>" + "".join(symbols) + "</defs>")


DEFS = _defs()


def counter_icon(kind: str, size: int = 24, label: str | None = None) -> Markup:
    """A counter, the obstacle, an item or a travel card's kind (the raft too) as a small standalone
    SVG, for hands, the face-up row and legends."""
    body = [el("title", label)] if label else []
    corner = 10 if kind == OBSTACLE else 4
    return el(
        "svg",
        body,
        Markup(f'<rect width="20" height="20" rx="{corner}" fill="{COUNTER_COLOURS[kind]}"/>'),
        Markup(COUNTER_MARKS[kind]),
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
) -> Markup:
    """The board as an <svg> element.

    `view` is an Elfenland view (its "roads", "boots", "collected" and "players" are read) or None for
    an empty board. `clickable_roads` (road ids) and `clickable_towns` (town ids) are lit up and carry
    data-cmd=`road_cmd`/`town_cmd` and data-arg=the id, or `road_arg(road_id)`/`town_arg(town_id)` when
    given (e.g. a whole JSON action); `road_cmd` may also be a function of the road id.
    `road_label(road_id)`, `town_label(town_id)` and `counter_label(kind)` give the (translated)
    accessible names; `letters` one short mark per seat for the boots; `title` the board's accessible
    name. `gold_values` (Elfengold) puts a coin with its value beside each town, named by
    `gold_label(town_id, value)`."""
    road_items = view["roads"] if view else [[] for _ in ROADS]
    players = view["players"] if view else 0
    boots = view["boots"] if view else []
    collected = view["collected"] if view else []
    letters = list(letters) if letters else list(DEFAULT_LETTERS)
    road_label = road_label or road_name
    town_label = town_label or (lambda town: TOWN_BY_ID[town].official)
    counter_label = counter_label or (lambda kind: kind)
    lit_roads = {int(road) for road in clickable_roads}
    lit_towns = set(clickable_towns)
    road_arg = road_arg or str
    town_arg = town_arg or str

    roads = []
    for road in ROADS:
        d, _, arrows = SHAPES[road.id]
        parts = [Markup(f'<path class="rd t-{road.terrain}" d="{d}"/>')]
        if road.terrain in ("river", "lake"):
            parts.append(Markup(f'<path class="in-{road.terrain}" d="{d}"/>'))
        for (x, y), angle in arrows or ():
            parts.append(
                Markup(
                    f'<path class="arrow" d="M-6 -5L6 0L-6 5Z" '
                    f'transform="translate({_fmt(x)} {_fmt(y)}) rotate({_fmt(angle)})"/>'
                )
            )
        if road.id in lit_roads:
            parts.insert(0, Markup(f'<path class="glow" d="{d}"/>'))
            parts.append(Markup(f'<path class="hit" d="{d}"/>'))
            cmd = road_cmd(road.id) if callable(road_cmd) else road_cmd
            roads.append(tappable(parts, "road lit", cmd, road_arg(road.id), road_label(road.id)))
        else:
            roads.append(join(parts))

    slots = []
    for road in ROADS:
        items = road_items[road.id]
        if not items:
            continue
        _, (x, y), _ = SHAPES[road.id]
        start = x - (len(items) * (ICON + 2) - 2) / 2
        icons = []
        for index, item in enumerate(items):
            icons.append(
                el(
                    "use",
                    el("title", counter_label(item)),
                    href=f"#elf-{item}",
                    x=_fmt(start + index * (ICON + 2)),
                    y=_fmt(y - ICON / 2),
                    width=ICON,
                    height=ICON,
                )
            )
        slots.append(el("g", icons, class_="slot", data_road=road.id, pointer_events="none"))

    towns = []
    for town in TOWNS:
        capital = town.id == "Elvenhold"
        radius = CAPITAL_RADIUS if capital else TOWN_RADIUS
        parts = [
            Markup(
                f'<circle class="{"cap" if capital else "town"}" cx="{town.x}" cy="{town.y}" r="{radius}"/>'
            ),
            el("text", town.official, class_="tn", x=town.x, y=town.y + radius + 15),
        ]
        marks = []
        for seat in range(players):
            if town.id in collected[seat]:
                marks.append(
                    Markup(
                        f'<rect x="{town.x - 21 + 7 * seat}" y="{town.y + radius + 20}" width="6" height="6" '
                        f'fill="{PLAYER_COLOURS[seat]}" stroke="#000" stroke-width=".6"/>'
                    )
                )
        parts.extend(marks)
        value = (gold_values or {}).get(town.id)
        if value:
            cx, cy = town.x + radius + 8, town.y - radius + 4
            parts.append(
                el(
                    "g",
                    el("title", gold_label(town.id, value)) if gold_label else None,
                    el("circle", cx=cx, cy=cy, r=8),
                    el("text", value, x=cx, y=cy),
                    class_="coin",
                )
            )
        if town.id in lit_towns:
            parts.insert(0, Markup(f'<circle class="glow" cx="{town.x}" cy="{town.y}" r="{radius + 4}"/>'))
            parts.append(Markup(f'<circle class="hit-town" cx="{town.x}" cy="{town.y}" r="{radius + 14}"/>'))
            towns.append(tappable(parts, "place lit", town_cmd, town_arg(town.id), town_label(town.id)))
        else:
            towns.append(join(parts))

    boot_marks = []
    for seat in range(players):
        town = TOWN_BY_ID[boots[seat]]
        here = [s for s in range(players) if boots[s] == town.id]
        radius = CAPITAL_RADIUS if town.id == "Elvenhold" else TOWN_RADIUS
        # The boots in a town stand in a row above it, in seat order.
        x = town.x + 19 * (here.index(seat) - (len(here) - 1) / 2)
        y = town.y - radius - 11
        boot_marks.append(
            el(
                "g",
                el("circle", cx=_fmt(x), cy=_fmt(y), r=9, fill=PLAYER_COLOURS[seat]),
                el("text", letters[seat], x=_fmt(x), y=_fmt(y), fill=PLAYER_TEXT[seat]),
                class_="boot",
                data_seat=seat,
                pointer_events="none",
            )
        )

    return el(
        "svg",
        el("title", title) if title else None,
        Markup(f"<style>{STYLE}</style>"),
        DEFS,
        el("g", roads, class_="roads"),
        el("g", slots, class_="slots"),
        el("g", towns, class_="towns"),
        el("g", boot_marks, class_="boots"),
        xmlns="http://www.w3.org/2000/svg",
        viewBox=VIEWBOX,
        class_="elfenland-board",
        role="group" if lit_roads or lit_towns else "img",
        aria_label=title,
        preserveAspectRatio="xMidYMid meet",
    )


def tappable(parts, classes, cmd, arg, label):
    """A road or town the player may tap (or reach by keyboard): it runs `cmd` with `arg`."""
    return el(
        "g", parts, class_=classes, data_cmd=cmd, data_arg=arg, role="button", tabindex="0", aria_label=label
    )
