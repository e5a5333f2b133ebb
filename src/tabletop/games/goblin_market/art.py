"""Goblin Market's pictures, drawn by code: the six Decktet suits, the crown, the goblin, a chip and
the card backs as symbols (one sprite per page), the faces of the cards built from them by
reference, the end screen's suit bars and the home page's cover.

Nothing here reads the game's state: the view (ui.py) passes cards and words in.
"""

from __future__ import annotations

import math
from functools import lru_cache

from ...ui import kit
from ...ui.html import Markup, el, join
from .cards import CARDS, SUITS

BOX = "0 0 24 24"  # the view box of the suit, crown, goblin and chip symbols


def _trefoil():
    """The Knots: a trefoil knot, with the three crossings drawn over-under (a halo on the over
    strand), from its parametric form: a few hundred bytes, drawn once per page."""

    def point(t):
        x = math.sin(t) + 2 * math.sin(2 * t)
        y = math.cos(t) - 2 * math.cos(2 * t)
        return f"{12 + 3.05 * x:.1f} {12.5 + 3.05 * y:.1f}"

    def path(start, end, steps):
        return "M" + "L".join(point(start + (end - start) * i / steps) for i in range(steps + 1))

    whole = path(0, 2 * math.pi, 60) + "Z"
    overs = "".join(path(t - 0.38, t + 0.38, 6) for t in (0.27, 2.36, 4.46))
    return (
        f'<path d="{whole}" fill="none" stroke="currentColor" stroke-width="2.3" stroke-linejoin="round"/>'
        f'<path d="{overs}" fill="none" stroke="#fff" stroke-width="5"/>'
        f'<path d="{overs}" fill="none" stroke="currentColor" stroke-width="2.3" stroke-linecap="round"/>'
    )


def _serpent():
    """The Wyrms: a serpent coiled in a spiral (tail at the centre), its head at the outer end with
    an eye and a forked tongue."""
    a, b, start, end = 0.5, 0.72, 0.5 * math.pi, 3.72 * math.pi

    def point(theta):
        r = a + b * theta
        return 11.2 + r * math.cos(-theta), 12.4 + r * math.sin(-theta)

    steps = 48
    points = [point(start + (end - start) * i / steps) for i in range(steps + 1)]
    body = "M" + "L".join(f"{x:.1f} {y:.1f}" for x, y in points)
    (x0, y0), (x1, y1) = points[-2], points[-1]
    length = math.hypot(x1 - x0, y1 - y0)
    dx, dy = (x1 - x0) / length, (y1 - y0) / length  # the way the head points
    hx, hy = x1 + 1.2 * dx, y1 + 1.2 * dy
    tip = (hx + 4.2 * dx, hy + 4.2 * dy)
    fork = [(tip[0] + 1.3 * (dx + s * dy), tip[1] + 1.3 * (dy - s * dx)) for s in (1, -1)]
    tongue = f"M{hx:.1f} {hy:.1f}L{tip[0]:.1f} {tip[1]:.1f}" + "".join(
        f"M{tip[0]:.1f} {tip[1]:.1f}L{x:.1f} {y:.1f}" for x, y in fork
    )
    eye = (hx - 0.9 * dy + 0.3 * dx, hy + 0.9 * dx + 0.3 * dy)
    return (
        f'<path d="{body}" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/>'
        f'<path d="{tongue}" stroke="currentColor" stroke-width="0.9" stroke-linecap="round"/>'
        f'<ellipse cx="{hx:.1f}" cy="{hy:.1f}" rx="2.7" ry="2.7" fill="currentColor"/>'
        f'<circle cx="{eye[0]:.1f}" cy="{eye[1]:.1f}" r="0.75" fill="#fff"/>'
    )


def _rays():
    parts = []
    for k in range(8):
        a = math.pi * k / 4
        c, s = math.cos(a), math.sin(a)
        parts.append(f"M{12 + 7.3 * c:.1f} {12 + 7.3 * s:.1f}L{12 + 10.6 * c:.1f} {12 + 10.6 * s:.1f}")
    return "".join(parts)


WAVE = "q2.4-3.2 4.75 0t4.75 0 4.75 0 4.75 0"

SUIT_ART = {
    "Moons": '<path d="M11.5 3A9 9 0 1 0 20.1 14.5A7.2 7.2 0 1 1 11.5 3Z" fill="currentColor"/>',
    "Suns": '<circle cx="12" cy="12" r="5.3" fill="currentColor"/>'
    f'<path d="{_rays()}" stroke="currentColor" stroke-width="2.3" stroke-linecap="round"/>',
    "Waves": '<path d="M2.5 6.5' + WAVE + "M2.5 12" + WAVE + "M2.5 17.5" + WAVE + '" fill="none" '
    'stroke="currentColor" stroke-width="2.3" stroke-linecap="round"/>',
    "Leaves": '<path d="M3.8 20.6C3.2 11 9.4 3.6 20.6 3.4C20.8 14 13.6 20.9 3.8 20.6Z" fill="currentColor"/>'
    '<path d="M4.6 19.8L15.6 8.6M9.4 14.9l-.3-4.6M12.3 12l4.2.3" fill="none" stroke="#fff" '
    'stroke-width="1.2" stroke-linecap="round" opacity=".85"/>',
    "Wyrms": _serpent(),
    "Knots": _trefoil(),
}

# The suits' colours, as app.css's --moons … --knots (tests/test_goblin_market_ui.py keeps them equal),
# and the goblin's green on the pawns and courts.
SUIT_COLOURS = {
    "Moons": "#4b5ba8",
    "Suns": "#b7791f",
    "Waves": "#2b6cb0",
    "Leaves": "#2f855a",
    "Wyrms": "#9b2c2c",
    "Knots": "#6b46c1",
}
GOBLIN_GREEN = "#a7d08c"


GOBLIN_ART = (
    '<path d="M1 6.5l7.2 4.6-1.6 3.4zM23 6.5l-7.2 4.6 1.6 3.4z" fill="currentColor"/>'
    '<ellipse cx="12" cy="13.4" rx="6.6" ry="7.4" fill="currentColor"/>'
    '<ellipse cx="9.4" cy="12" rx="1.5" ry="1.1" fill="#ffe066"/>'
    '<ellipse cx="14.6" cy="12" rx="1.5" ry="1.1" fill="#ffe066"/>'
    '<path d="M8.6 16.4q3.4 2.6 6.8 0" fill="none" stroke="#ffe066" stroke-width="1.2" '
    'stroke-linecap="round"/><path d="M10.3 17.3l.6 1.3.6-1.1M12.6 17.4l.6 1.2.5-1.3" fill="#fff"/>'
)


def suit_symbol(suit):
    return f"gm-{suit.lower()}"


SYMBOLS = {
    **{suit_symbol(suit): (BOX, kit.painted(art, SUIT_COLOURS[suit])) for suit, art in SUIT_ART.items()},
    "gm-crown": (
        BOX,
        '<path d="M2.6 19.5h18.8l1.2-12-5.8 4.7L12 4 7.2 12.2 1.4 7.5z" fill="#e0b43a" stroke="#6b4e00" '
        'stroke-width="1.2" stroke-linejoin="round"/><circle cx="12" cy="15.6" r="1.6" fill="#b8322a"/>'
        '<path d="M3 21.4h18" stroke="#6b4e00" stroke-width="1.6"/>',
    ),
    "gm-goblin": (BOX, GOBLIN_ART),
    "gm-goblin-green": (BOX, kit.painted(GOBLIN_ART, GOBLIN_GREEN)),
    "gm-chip": (
        BOX,
        '<circle cx="12" cy="12" r="10.5" fill="#b8322a"/>'
        '<circle cx="12" cy="12" r="7.6" fill="none" stroke="#fff" stroke-width="2.2" '
        'stroke-dasharray="3.2 2.77"/><circle cx="12" cy="12" r="4.2" fill="#fff" opacity=".9"/>',
    ),
    "gm-back": (
        "0 0 50 70",
        '<rect width="50" height="70" fill="#27304f"/>'
        '<rect x="3.5" y="3.5" width="43" height="63" rx="3" fill="none" stroke="#c9a227" stroke-width="1"/>'
        '<path d="M25 14L36 35 25 56 14 35Z" fill="none" stroke="#c9a227" stroke-width="1.2"/>'
        '<circle cx="25" cy="35" r="5" fill="#c9a227"/>'
        '<path d="M25 8v5M25 57v5M8 35h5M37 35h5" stroke="#c9a227" stroke-width="1"/>',
    ),
    "gm-goblin-back": (
        "0 0 50 70",
        '<rect width="50" height="70" fill="#1f4a2a"/>'
        '<rect x="3.5" y="3.5" width="43" height="63" rx="3" fill="none" stroke="#a7d08c" stroke-width="1" '
        'stroke-dasharray="3 2"/>'
        '<use href="#gm-goblin" x="9" y="19" width="32" height="32" color="#a7d08c"/>',
    ),
}


def suit_class(suit):
    return f"gm-s-{suit.lower()}"


def suit_use(suit, x, y, size):
    """One suit symbol at (x, y), `size` wide, in the suit's colour."""
    return el(
        "use",
        href=f"#{suit_symbol(suit)}",
        x=f"{x:g}",
        y=f"{y:g}",
        width=f"{size:g}",
        height=f"{size:g}",
    )


@lru_cache(maxsize=512)
def suit_icon(suit, label=None):
    """A suit symbol beside words (or with `label`, as an image with that text alternative)."""
    classes = f"gm-suit {suit_class(suit)}"
    attrs = {"role": "img", "aria_label": label} if label else {"aria_hidden": "true", "focusable": "false"}
    return el("svg", el("use", href=f"#{suit_symbol(suit)}"), class_=f"icon {classes}", **attrs)


@lru_cache(maxsize=512)
def chip_icon():
    return el("svg", el("use", href="#gm-chip"), class_="icon gm-chip", aria_hidden="true", focusable="false")


def _svg(children, box="0 0 50 70", extra_class="gm-face"):
    return el("svg", children, viewBox=box, class_=extra_class, aria_hidden="true", focusable="false")


def _drawn(symbol, box="0 0 50 70", extra_class="gm-face"):
    """A picture of the sprite's (`pictures`): one <use>, which copies one image into the page."""
    return _svg(el("use", href=f"#{symbol}"), box, extra_class)


# The index's lettering, written on the shapes: a picture that the sprite keeps as an image takes no
# style from the page.
INK = "#1f1d1a"  # app.css --ink
INDEX_FONT = {"font_weight": "800", "fill": INK, "font_family": "Georgia, Times New Roman, serif"}
FACE, MINI = "0 0 50 70", "0 0 20 28"
MOST_CHIPS = 8  # the high bid's stack shows at most this many chips


def face(card_id):
    """The picture of a card (its name is put beside it in HTML, so that it wraps and any script's
    font draws it): the sprite's gm-f-<card> (`pictures`)."""
    return _drawn(f"gm-f-{card_id}")


def mini_face(card_id):
    """A card in a player's collection, small: the sprite's gm-m-<card> (`pictures`)."""
    return _drawn(f"gm-m-{card_id}", MINI)


@lru_cache(maxsize=512)
def back(symbol="gm-back"):
    return _drawn(symbol)


def chip_stack(amount):
    """A little stack of chips, as many as the amount (up to MOST_CHIPS), for the high bid."""
    shown = max(1, min(amount, MOST_CHIPS)) if amount else 0
    return _drawn(f"gm-stack-{shown}", "0 0 28 36", "gm-stack")


def pictures(ace_corner):
    """The card faces, the collections' small cards and the high bid's stacks, as symbols of the
    sprite, each carrying the suits' and the goblin's drawings (kit.with_defs) so that the sprite
    keeps it as one image: a move that puts a card on the table adds one <use> of one image to the
    page, not the card's every shape (0.45-0.6 ms a card here, against 0.2). `ace_corner` is the
    Ace's index letter in the page's language (a numeral's is its digit)."""
    found = {}
    for card_id, card in CARDS.items():
        corner = str(card.rank) if card.kind == "numeral" else ace_corner if card.kind == "ace" else ""
        found[f"gm-f-{card_id}"] = (FACE, kit.with_defs(_face_drawing(card_id, corner), SYMBOLS))
        found[f"gm-m-{card_id}"] = (MINI, kit.with_defs(_mini_drawing(card_id, corner), SYMBOLS))
    for shown in range(MOST_CHIPS + 1):
        found[f"gm-stack-{shown}"] = ("0 0 28 36", _stack_drawing(shown))
    return found


def _face_drawing(card_id, corner):
    card = CARDS[card_id]
    suits = card.suits
    parts = []
    if card.kind in ("pawn", "court"):
        # The frame ends at 72 % of the card's height: below it, the name (HTML, app.css) has room
        # for two lines ("The Light Keeper") clear of the frame and of the card's edge.
        parts.append(el("rect", x=2.5, y=2.5, width=45, height=48, rx=3, fill="none", stroke=GOBLIN_GREEN,
                        stroke_width=1, stroke_dasharray="3 2"))
        parts.append(el("use", href="#gm-goblin-green", x=4, y=4, width=13, height=13))
        for (cx, cy), suit in zip(((14, 26), (36, 26), (25, 41)), suits, strict=False):
            parts.append(el("circle", cx=cx, cy=cy, r=8.5, fill="#fdf8ec"))
            parts.append(suit_use(suit, cx - 6, cy - 6, 12))
        return join(parts)
    if card.kind == "crown":
        parts.append(el("use", href="#gm-crown", x=1.5, y=2, width=9, height=9))
    else:
        parts.append(el("text", corner, x=6, y=11.5, font_size=10, text_anchor="middle", **INDEX_FONT))
    for index, suit in enumerate(suits):
        parts.append(suit_use(suit, 2.5, 13.5 + 6.5 * index, 6))
    if card.kind == "numeral":
        parts.append(suit_use(suits[0], 16, 7, 23))
        parts.append(suit_use(suits[1], 16, 31, 23))
    elif card.kind == "ace":
        parts.append(suit_use(suits[0], 12, 13, 31))
    else:  # crown
        parts.append(el("use", href="#gm-crown", x=16, y=4, width=20, height=20))
        parts.append(suit_use(suits[0], 13, 24, 28))
    return join(parts)


def _mini_drawing(card_id, corner):
    """Its rank and suits down the left edge, as a card's index (so that a fanned row of them still
    shows every card), and its suits again on the right. The card's name is its label."""
    card = CARDS[card_id]
    if card.kind == "crown":
        parts = [el("use", href="#gm-crown", x=0.8, y=1.2, width=9, height=8)]
    else:
        parts = [el("text", corner, x=5.2, y=8.6, font_size=9, text_anchor="middle", **INDEX_FONT)]
    parts += [suit_use(suit, 1.3, 10.2 + 8 * i, 7.6) for i, suit in enumerate(card.suits[:2])]
    if len(card.suits) == 1:
        parts.append(suit_use(card.suits[0], 10.5, 9.5, 9))
    else:
        parts += [suit_use(suit, 11, 5 + 10 * i, 8) for i, suit in enumerate(card.suits[:2])]
    return join(parts)


def _stack_drawing(shown):
    parts = []
    for i in range(shown):
        y = 30 - 3.2 * i
        parts.append(el("ellipse", cx=14, cy=f"{y + 1.6:g}", rx=11, ry=4.2, fill="#6e1a12"))
        parts.append(el("ellipse", cx=14, cy=f"{y:g}", rx=11, ry=4.2, fill="#c0392b", stroke="#fff",
                        stroke_width=0.8, stroke_dasharray="2 1.6"))
    if not shown:
        parts.append(el("ellipse", cx=14, cy=30, rx=11, ry=4.2, fill="none", stroke="#ffffffa0",
                        stroke_width=1, stroke_dasharray="2 2"))
    return join(parts)


# --- the end screen: a player's suits as bars ------------------------------------------------------


def suit_bars(counts, top, most, label):
    """Six bars, one a suit (its symbol under it): the three that score for the player solid with a
    "+", the three that count against them outlined and dashed with a "−". `top` are the indexes of
    the three largest; `most` is the tallest count on the screen (the same scale for everyone)."""
    width, base, tall = 252, 66, 52
    parts = [el("line", x1=4, x2=width - 4, y1=base, y2=base, class_="gm-bar-base")]
    for i, suit in enumerate(SUITS):
        x = 8 + i * 41
        h = tall * counts[i] / max(1, most)
        scoring = i in top
        parts.append(
            el(
                "rect",
                x=x,
                y=f"{base - h:.1f}",
                width=30,
                height=f"{h:.1f}",
                rx=2,
                class_=f"gm-bar {suit_class(suit)} " + ("gm-bar-top" if scoring else "gm-bar-bottom"),
            )
        )
        sign = ("+" if scoring else "−") if counts[i] else ""
        parts.append(
            el(
                "text",
                f"{sign}{counts[i]}",
                x=x + 15,
                y=f"{base - h - 3:.1f}",
                class_="gm-bar-n",
                text_anchor="middle",
            )
        )
        parts.append(suit_use(suit, x + 6, base + 4, 18))
    return el("svg", parts, viewBox=f"0 0 {width} 90", class_="gm-bars", role="img", aria_label=label)


# --- the home page's cover ------------------------------------------------------------------------

COVER_FAN = ("pact", "ace_of_waves", "huntress", "forest", "darkness")


def cover(t):
    """A fan of five Decktet cards on a green cloth, chips and a goblin peeking: self-contained (the
    table's sprite is not on the home page), decoration only; no words, so `t` is not used."""
    defs = "".join(
        f'<symbol id="gm-cov-{suit.lower()}" viewBox="{BOX}">{art}</symbol>' for suit, art in SUIT_ART.items()
    )
    defs += f'<symbol id="gm-cov-crown" viewBox="{BOX}">{SYMBOLS["gm-crown"][1]}</symbol>'
    defs += f'<symbol id="gm-cov-goblin" viewBox="{BOX}">{SYMBOLS["gm-goblin"][1]}</symbol>'
    cards = []
    for n, card_id in enumerate(COVER_FAN):
        card = CARDS[card_id]
        angle = (n - 2) * 17
        inner = [
            '<rect x="-25" y="-35" width="50" height="70" rx="5" fill="#fffdf8" stroke="#1f1d1a" '
            'stroke-width="1.2"/>'
        ]
        if card.kind == "numeral":
            inner.append(f'<text x="-19" y="-23" class="gm-idx" text-anchor="middle">{card.rank}</text>')
            spots = [(suit, -11, -27 + 24 * i, 22) for i, suit in enumerate(card.suits)]
        elif card.kind == "ace":
            inner.append('<text x="-19" y="-23" class="gm-idx" text-anchor="middle">A</text>')
            spots = [(card.suits[0], -14, -16, 28)]
        else:
            inner.append('<use href="#gm-cov-crown" x="-9" y="-31" width="18" height="18"/>')
            spots = [(card.suits[0], -13, -12, 26)]
        for suit, x, y, size in spots:
            inner.append(
                f'<use href="#gm-cov-{suit.lower()}" x="{x}" y="{y}" width="{size}" height="{size}" '
                f'class="{suit_class(suit)}"/>'
            )
        place = f"translate(160 196) rotate({angle}) translate(0 -110) scale(1.2)"
        cards.append(f'<g transform="{place}">{"".join(inner)}</g>')
    chips = "".join(
        f'<ellipse cx="{cx}" cy="{cy - 4 * i}" rx="13" ry="5" fill="{colour}" stroke="#3a1410"/>'
        for cx, cy, colour, count in ((40, 120, "#b8322a", 4), (286, 122, "#2f5d50", 3))
        for i in range(count)
    )
    goblin = '<use href="#gm-cov-goblin" x="254" y="10" width="54" height="54" color="#2f6b3a"/>'
    return Markup(
        '<svg viewBox="0 0 320 140" preserveAspectRatio="xMidYMid slice" '
        'aria-hidden="true" focusable="false">'
        f"<defs>{defs}</defs>"
        '<rect width="320" height="140" fill="#2d5a3d"/>'
        '<ellipse cx="160" cy="150" rx="190" ry="70" fill="#367049"/>'
        f"{goblin}{chips}{''.join(cards)}</svg>"
    )
