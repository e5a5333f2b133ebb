"""The land under Elfenland's roads, drawn once (it never changes during a game): terrain along each
land road as a tinted band with its own texture (grass tufts for plains, trees for forest, dunes for
desert, peaks for mountains), the two lakes as bodies of water under their ferry links, and the
rivers as wavy water with chevrons pointing downstream. Also the road geometry everything else
uses (board.py): the path of each road, where its counters lie (its slot), and the point at any
fraction along it.

Everything is a pure function of data.py; the module computes its markup once, at import.
"""

from __future__ import annotations

import math

from .data import ROADS, TOWN_BY_ID, TOWNS

BOW = 16  # how far parallel roads bow apart at their middle
SLOT_SNAP = 40  # a data slot farther than this from its road is replaced by the road's middle
LAND_ORDER = ("plains", "desert", "forest", "mountain")  # later bands lie over earlier ones
BAND = 62  # the width of a terrain band along its road
TINTS = {"plains": "#d7e5a1", "desert": "#f0d9a2", "forest": "#a9cf95", "mountain": "#d2c6b6"}
LAKES = (("Grangor", "Yttar", "Parundia"), ("Elvenhold", "Strykhaven", "Virst"))


def fmt(value: float) -> str:
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


class Shape:
    """A road's curve: a straight line, or a quadratic bow when two roads join the same towns."""

    def __init__(self, road, control):
        self.road = road
        self.a, self.b = TOWN_BY_ID[road.a], TOWN_BY_ID[road.b]
        self.control = control  # None for a straight road

    def point(self, t: float) -> tuple:
        a, b, c = self.a, self.b, self.control
        if c is None:
            return (a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
        u = 1 - t
        return (u * u * a.x + 2 * u * t * c[0] + t * t * b.x, u * u * a.y + 2 * u * t * c[1] + t * t * b.y)

    def angle(self, t: float) -> float:
        (x0, y0), (x1, y1) = self.point(max(0.0, t - 0.02)), self.point(min(1.0, t + 0.02))
        return math.degrees(math.atan2(y1 - y0, x1 - x0))

    def d(self, reverse: bool = False) -> str:
        """The path's data, from a to b (or from b to a)."""
        a, b = (self.b, self.a) if reverse else (self.a, self.b)
        if self.control is None:
            return f"M{a.x} {a.y}L{b.x} {b.y}"
        return f"M{a.x} {a.y}Q{fmt(self.control[0])} {fmt(self.control[1])} {b.x} {b.y}"

    def d_from(self, town: str) -> str:
        return self.d(reverse=town == self.road.b)


def _slot(shape, slot):
    """The data's slot for the road's counters if it lies by the road (within SLOT_SNAP of it, away
    from its ends); else the road's middle."""
    near = min(math.dist(slot, shape.point(step / 40)) for step in range(8, 33))
    return slot if near <= SLOT_SNAP else shape.point(0.5)


def _shapes():
    pairs = {}
    for road in ROADS:
        pairs.setdefault(frozenset((road.a, road.b)), []).append(road.id)
    shapes, slots = {}, {}
    for road in ROADS:
        a, b = TOWN_BY_ID[road.a], TOWN_BY_ID[road.b]
        dx, dy = b.x - a.x, b.y - a.y
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length, dx / length
        siblings = sorted(pairs[frozenset((road.a, road.b))])
        if len(siblings) > 1:
            # Bow each parallel road to its own side (the side fixed by the lower-named town first).
            first, _ = sorted((road.a, road.b))
            sign = 1 if siblings.index(road.id) == 0 else -1
            if road.a != first:
                sign = -sign
            mid = ((a.x + b.x) / 2, (a.y + b.y) / 2)
            shape = Shape(road, (mid[0] + 2 * sign * BOW * nx, mid[1] + 2 * sign * BOW * ny))
        else:
            shape = Shape(road, None)
        shapes[road.id] = shape
        slots[road.id] = _slot(shape, road.slot)
    return shapes, slots


SHAPES, SLOTS = _shapes()


def _bounds():
    xs = [town.x for town in TOWNS]
    ys = [town.y for town in TOWNS]
    left, top = min(xs) - 70, min(ys) - 50
    return (left, top, max(xs) + 70 - left, max(ys) + 62 - top)


BOUNDS = _bounds()
VIEWBOX = " ".join(str(v) for v in BOUNDS)


# --- textures --------------------------------------------------------------------------------------

PATTERNS = {
    # (tile width, height, the tile's marks)
    "plains": (
        26,
        22,
        '<path d="M5 15l-2.5-5M5 15V8.5M5 15l2.5-5M18 8l-2-4.5M18 8V2.5M18 8l2-4.5" fill="none" '
        'stroke="#7f9d3d" stroke-width="1.3" stroke-linecap="round"/>',
    ),
    "forest": (
        30,
        28,
        '<path d="M7 2l6 9h-3.5l4.5 6.5H1l4.5-6.5H2z M22 12l5.5 8h-3l4 6h-13l4-6h-3z" fill="#2f6f35"/>'
        '<path d="M7 17.5v3M22 26v2" stroke="#5b3d22" stroke-width="1.6"/>',
    ),
    "desert": (
        34,
        22,
        '<path d="M2 12q7-8 14 0M18 20q7-8 14 0" fill="none" stroke="#c29448" stroke-width="1.6" '
        'stroke-linecap="round"/><circle cx="27" cy="6" r="1" fill="#c29448"/>'
        '<circle cx="9" cy="18" r="1" fill="#c29448"/>',
    ),
    "mountain": (
        36,
        30,
        '<path d="M1 16L9 3l8 13z M18 29l9-14 9 14z" fill="#8a7763"/>'
        '<path d="M9 3l-3 5 3-1.5 3 1.5z M27 15l-3.2 5 3.2-1.5 3.2 1.5z" fill="#fff"/>',
    ),
}


def pattern_defs() -> str:
    return "".join(
        f'<pattern id="elf-tx-{name}" width="{w}" height="{h}" patternUnits="userSpaceOnUse">{body}</pattern>'
        for name, (w, h, body) in PATTERNS.items()
    )


# --- water -----------------------------------------------------------------------------------------


def _closed_curve(points) -> str:
    """A smooth closed path through the points (Catmull-Rom turned into cubic Béziers)."""
    n = len(points)
    parts = [f"M{fmt(points[0][0])} {fmt(points[0][1])}"]
    for i in range(n):
        p0, p1, p2, p3 = points[i - 1], points[i], points[(i + 1) % n], points[(i + 2) % n]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        parts.append(f"C{fmt(c1[0])} {fmt(c1[1])} {fmt(c2[0])} {fmt(c2[1])} {fmt(p2[0])} {fmt(p2[1])}")
    return "".join(parts) + "Z"


def lake_path(towns) -> str:
    """A lake among three towns: its shore runs inside their triangle, the towns on its banks."""
    points = [(TOWN_BY_ID[t].x, TOWN_BY_ID[t].y) for t in towns]
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    shore = []
    for i, (x, y) in enumerate(points):
        shore.append((cx + 0.72 * (x - cx), cy + 0.72 * (y - cy)))
        nx, ny = points[(i + 1) % len(points)]
        mx, my = (x + nx) / 2, (y + ny) / 2
        shore.append((cx + 1.05 * (mx - cx), cy + 1.05 * (my - cy)))
    return _closed_curve(shore)


def river_path(shape: Shape, waves: float = 3, amplitude: float = 4.5) -> str:
    """The river along its road as gentle meanders (still from town to town)."""
    points = []
    steps = 28
    for i in range(steps + 1):
        t = i / steps
        x, y = shape.point(t)
        angle = math.radians(shape.angle(t))
        offset = amplitude * math.sin(math.pi * t) * math.sin(2 * math.pi * waves * t)
        points.append((x - math.sin(angle) * offset, y + math.cos(angle) * offset))
    return "M" + "L".join(f"{fmt(x)} {fmt(y)}" for x, y in points)


def chevrons(shape: Shape, at=(0.3, 0.7)):
    """(x, y, angle) of the flow marks of a river, pointing from a (upstream) to b."""
    return [(*shape.point(t), shape.angle(t)) for t in at]


# --- the static picture ----------------------------------------------------------------------------


def _static() -> str:
    left, top, width, height = BOUNDS
    parts = [
        f'<rect class="land" x="{left}" y="{top}" width="{width}" height="{height}"/>',
    ]
    by_terrain = {name: [] for name in LAND_ORDER}
    for road in ROADS:
        if road.terrain in by_terrain:
            by_terrain[road.terrain].append(SHAPES[road.id].d())
    for name in LAND_ORDER:
        d = "".join(by_terrain[name])
        parts.append(f'<path class="band" stroke="{TINTS[name]}" d="{d}"/>')
    for name in LAND_ORDER:
        d = "".join(by_terrain[name])
        parts.append(f'<path class="band tx" stroke="url(#elf-tx-{name})" d="{d}"/>')
    for towns in LAKES:
        parts.append(f'<path class="lake" d="{lake_path(towns)}"/>')
    return "".join(parts)


STATIC_TERRAIN = _static()


def static_roads() -> str:
    """Every road's line, by terrain (patterned so it reads without colour), and the rivers' water."""
    land = "".join(SHAPES[r.id].d() for r in ROADS if r.terrain not in ("river", "lake"))
    parts = [f'<path class="casing" d="{land}"/>']
    for road in ROADS:
        shape = SHAPES[road.id]
        if road.terrain == "river":
            wavy = river_path(shape)
            parts.append(f'<path class="rd t-river" d="{wavy}"/><path class="in-river" d="{wavy}"/>')
            for x, y, angle in chevrons(shape):
                parts.append(
                    f'<path class="arrow" d="M-5 -6L3 0L-5 6" '
                    f'transform="translate({fmt(x)} {fmt(y)}) rotate({fmt(angle)})"/>'
                )
        elif road.terrain == "lake":
            parts.append(f'<path class="rd t-lake" d="{shape.d()}"/><path class="in-lake" d="{shape.d()}"/>')
        else:
            parts.append(f'<path class="rd t-{road.terrain}" d="{shape.d()}"/>')
    return "".join(parts)


STATIC_ROADS = static_roads()
