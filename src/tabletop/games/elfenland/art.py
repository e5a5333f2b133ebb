"""Elfenland's pictures beyond the board (board.py draws the map itself): the home page's cover."""

from __future__ import annotations

from ...ui.html import Markup

# Towns of the cover's little land, and the roads between them (indices into TOWNS).
TOWNS = ((46, 96), (104, 52), (160, 92), (214, 44), (268, 86), (188, 124))
ROADS = ((0, 1), (1, 2), (2, 3), (3, 4), (2, 5), (5, 4))


def _trees(points):
    return "".join(
        f'<path d="M{x} {y - 11}l7 12h-4l5 8h-16l5-8h-4z" fill="#2f7d3a"/>'
        f'<rect x="{x - 1}" y="{y + 9}" width="2" height="4" fill="#6b4a2b"/>'
        for x, y in points
    )


def _peaks(points):
    return "".join(
        f'<path d="M{x - 14} {y + 10}L{x} {y - 12}L{x + 14} {y + 10}z" fill="#8d8778"/>'
        f'<path d="M{x - 5} {y - 4}L{x} {y - 12}L{x + 5} {y - 4}l-3 2-2-2-2 2z" fill="#fff"/>'
        for x, y in points
    )


def _coins(x, y, count):
    return "".join(
        f'<ellipse cx="{x}" cy="{y - 4 * i}" rx="11" ry="4.5" fill="#e0b52a" stroke="#7a5c00" '
        'stroke-width="1.2"/>'
        for i in range(count)
    )


def gold_cover(t):
    """Elfengold's tile: the same land, with gold."""
    return cover(t, gold=True)


def cover(t, *, gold=False):
    """The tile's picture: a small land of forest, mountains, a lake and a river, roads between
    towns with transport counters on them and a boot on its way (Elfengold: and gold)."""
    roads = "".join(
        f'<line x1="{TOWNS[a][0]}" y1="{TOWNS[a][1]}" x2="{TOWNS[b][0]}" y2="{TOWNS[b][1]}" '
        'stroke="#8a5a2b" stroke-width="3.5" stroke-dasharray="7 4" stroke-linecap="round"/>'
        for a, b in ROADS
    )
    towns = "".join(
        f'<circle cx="{x}" cy="{y}" r="8" fill="#f3e3c0" stroke="#5b3b1e" stroke-width="2"/>'
        f'<rect x="{x - 2}" y="{y - 4}" width="4" height="6" fill="#5b3b1e"/>'
        for x, y in TOWNS
    )
    counters = (
        # a unicorn's counter (a horn) and a raft's (logs), on their roads
        '<g transform="translate(66 62)"><rect width="22" height="22" rx="5" fill="#f5f0ff" '
        'stroke="#6b46c1" stroke-width="2"/><path d="M6 17l9-13 1 9z" fill="#6b46c1"/></g>'
        '<g transform="translate(176 56)"><rect width="22" height="22" rx="5" fill="#e6f1fb" '
        'stroke="#2b6cb0" stroke-width="2"/><path d="M4 8h14M4 12h14M4 16h14" stroke="#8a5a2b" '
        'stroke-width="3"/></g>'
    )
    boot = (
        '<path d="M150 70v14h-6l-2 6h22v-6l-8-3v-11z" fill="#0072b2" stroke="#fff" stroke-width="1.5"/>'
    )
    extra = _coins(292, 124, 4) + _coins(30, 130, 2) if gold else ""
    body = (
        '<rect width="320" height="140" fill="#cfe0a8"/>'
        '<path d="M0 140V112c40-8 70 6 110-2s80 12 120 4 60 8 90 0v26z" fill="#e9d9a6"/>'  # dunes
        '<ellipse cx="262" cy="122" rx="44" ry="14" fill="#7fb3d8"/>'  # a lake
        '<path d="M0 24c30 6 50-8 80 2s40 22 70 16 50-18 76-8" fill="none" stroke="#5f9fd1" '
        'stroke-width="5" stroke-linecap="round"/>'  # a river
        + _trees(((22, 58), (34, 70), (128, 118), (140, 126), (240, 66)))
        + _peaks(((130, 28), (152, 22), (290, 40)))
        + roads
        + towns
        + counters
        + boot
        + extra
    )
    return Markup(
        f'<svg viewBox="0 0 320 140" preserveAspectRatio="xMidYMid slice" aria-hidden="true" '
        f'focusable="false">{body}</svg>'
    )
