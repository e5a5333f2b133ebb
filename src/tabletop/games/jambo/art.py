"""Jambo's pictures, drawn by code: the page's symbols (six wares, the five card kinds, the reaction
mark, the card back), the card faces and market stands built from them, and the home page's cover.

Everything here takes words already translated (ui.py holds the translator): these functions only
draw. Each symbol is drawn once per page (kit.sprite) and referred to with <use>, so a hand of cards
stays small markup.
"""

from __future__ import annotations

from functools import lru_cache

from ...ui import kit
from ...ui.html import Markup, el, join
from .cards import ALL_CARDS, WARES

BOX = "0 0 24 24"

# The six wares, each its own silhouette as well as its own colour (never colour alone): a cut gem,
# a stretched hide, a tea leaf, a bolt of silk, a round fruit with a leaf, a cone of salt.
WARE_ART = {
    "trinkets": (
        '<path d="M7 4h10l4 5-9 12L3 9z" fill="#f2c14e" stroke="#5c3d00" stroke-width="1.5" '
        'stroke-linejoin="round"/><path d="M3 9h18M7 4l2 5 3-5 3 5 2-5M9 9l3 12 3-12" fill="none" '
        'stroke="#5c3d00" stroke-width="1"/>'
    ),
    "hides": (
        '<path d="M6 3c2 1 4 1.5 6 1.5S16 4 18 3c0 2 1 3 3 3-1 2-1.5 4-1.5 6s.5 4 1.5 6c-2 0-3 1-3 3'
        '-2-1-4-1.5-6-1.5S8 20 6 21c0-2-1-3-3-3 1-2 1.5-4 1.5-6S4 8 3 6c2 0 3-1 3-3z" '
        'fill="#a9672f" stroke="#3f220b" stroke-width="1.4" stroke-linejoin="round"/>'
        '<circle cx="9.5" cy="10" r="1.5" fill="#3f220b"/><circle cx="14.5" cy="14.5" r="1.3" '
        'fill="#3f220b"/><circle cx="14" cy="9" r="0.9" fill="#3f220b"/>'
    ),
    "tea": (
        '<path d="M4 20C4 10 10 4 20 4c0 10-6 16-16 16z" fill="#4caf50" stroke="#1b4d1e" '
        'stroke-width="1.5" stroke-linejoin="round"/><path d="M4 20L15 9M9.5 14.5l-.5-4M12 12l3.5.5" '
        'fill="none" stroke="#1b4d1e" stroke-width="1.2" stroke-linecap="round"/>'
    ),
    "silk": (
        '<rect x="6" y="5" width="15" height="14" rx="1.5" fill="#9c5ccc" stroke="#3d1659" '
        'stroke-width="1.4"/><ellipse cx="6" cy="12" rx="3" ry="7" fill="#c9a2e8" stroke="#3d1659" '
        'stroke-width="1.4"/><path d="M10 9.5q2.5-2 5 0t5 0M10 14q2.5-2 5 0t5 0" fill="none" '
        'stroke="#f6ecff" stroke-width="1.3"/>'
    ),
    "fruit": (
        '<circle cx="12" cy="14" r="7.5" fill="#f57c00" stroke="#6b2a00" stroke-width="1.5"/>'
        '<circle cx="9.3" cy="11.6" r="1.8" fill="#ffd3a6"/><path d="M12 6.5c0-2 .8-3 2.2-3.6" '
        'fill="none" stroke="#3f220b" stroke-width="1.4" stroke-linecap="round"/>'
        '<path d="M13.4 5.2c2-2.2 5-2.2 6.2 0-2 1.6-4.2 1.6-6.2 0z" fill="#4caf50" stroke="#1b4d1e" '
        'stroke-width="1"/>'
    ),
    "salt": (
        '<path d="M2.5 20.5L12 4.5l9.5 16z" fill="#f4f7fa" stroke="#2e4359" stroke-width="1.6" '
        'stroke-linejoin="round"/><path d="M8.5 15h2M12 11h1.6M13 16.5h2.2M9.5 18.5h1.6M11.2 13.8h1" '
        'stroke="#2e4359" stroke-width="1.3" stroke-linecap="round"/>'
    ),
}

# The card kinds: one mark each, drawn in the card's band colour (currentColor).
KIND_ART = {
    "ware": (
        '<path d="M8.5 3h7l-2 3.2c4 1.8 6.8 5.6 6.8 9.6 0 3.2-3.2 5.2-8.3 5.2s-8.3-2-8.3-5.2'
        'c0-4 2.8-7.8 6.8-9.6z" fill="currentColor"/><path d="M9 7h6" stroke="#fff" stroke-width="1.4"/>'
    ),
    "utility": (
        '<g fill="currentColor"><rect x="10.4" y="1.5" width="3.2" height="21" rx="1"/>'
        '<rect x="10.4" y="1.5" width="3.2" height="21" rx="1" transform="rotate(45 12 12)"/>'
        '<rect x="10.4" y="1.5" width="3.2" height="21" rx="1" transform="rotate(90 12 12)"/>'
        '<rect x="10.4" y="1.5" width="3.2" height="21" rx="1" transform="rotate(135 12 12)"/></g>'
        '<circle cx="12" cy="12" r="5.2" fill="none" stroke="currentColor" stroke-width="3.6"/>'
    ),
    "people": (
        '<circle cx="12" cy="7" r="4.2" fill="currentColor"/>'
        '<path d="M3.5 21.5c0-5.2 3.8-8.4 8.5-8.4s8.5 3.2 8.5 8.4z" fill="currentColor"/>'
    ),
    "animal": (
        '<g fill="currentColor"><ellipse cx="12" cy="16.2" rx="5.2" ry="4.4"/>'
        '<ellipse cx="5.2" cy="10.6" rx="2.1" ry="2.7"/><ellipse cx="9.4" cy="6.2" rx="2.1" ry="2.8"/>'
        '<ellipse cx="14.6" cy="6.2" rx="2.1" ry="2.8"/><ellipse cx="18.8" cy="10.6" rx="2.1" ry="2.7"/></g>'
    ),
    "stand": (
        '<path d="M2 9l2-5h16l2 5c0 1.4-1.1 2.4-2.5 2.4S17 10.4 17 9c0 1.4-1.1 2.4-2.5 2.4S12 10.4 12 9'
        'c0 1.4-1.1 2.4-2.5 2.4S7 10.4 7 9c0 1.4-1.1 2.4-2.5 2.4S2 10.4 2 9z" fill="currentColor"/>'
        '<path d="M4 12h2v9H4zM18 12h2v9h-2zM3 16h18v2.6H3z" fill="currentColor"/>'
    ),
}

# A picture per card (utilities, animals, some people), in the band's colour with white details; the
# other people show the person's mark. Simple silhouettes, so that a card is known at a glance.
W = 'stroke="#fff"'
CARD_ART = {
    "well": (
        '<path d="M3 8l9-5 9 5z" fill="currentColor"/><path d="M6 8v3M18 8v3" stroke="currentColor" '
        'stroke-width="1.8"/><path d="M4 11h16v10H4z" fill="currentColor"/><path d="M4 14.5h16M4 18h16M9 '
        f'11v3.5M15 11v3.5M7 14.5V18M12 14.5V18M17 14.5V18M9 18v3M15 18v3" {W} stroke-width="1"/>'
    ),
    "drums": (
        '<path d="M5 6c0-1.7 3.1-3 7-3s7 1.3 7 3v12c0 1.7-3.1 3-7 3s-7-1.3-7-3z" fill="currentColor"/>'
        f'<ellipse cx="12" cy="6" rx="7" ry="3" fill="none" {W} stroke-width="1.2"/>'
        f'<path d="M5 10l3.5 8 3.5-8 3.5 8 3.5-8" fill="none" {W} stroke-width="1.1"/>'
    ),
    "throne": (
        '<path d="M6 3h12v9h-2V5H8v7H6zM4.5 12h15v3h-15zM6 15h2v7H6zM16 15h2v7h-2z" fill="currentColor"/>'
        '<circle cx="7" cy="2.5" r="1.5" fill="currentColor"/><circle cx="17" cy="2.5" r="1.5" '
        'fill="currentColor"/>'
        '<path d="M10 6.5h4v4h-4z" fill="currentColor"/>'
    ),
    "boat": (
        '<path d="M2 15h20l-3.5 5h-13z" fill="currentColor"/><path d="M11.5 2v13" stroke="currentColor" '
        'stroke-width="1.6"/><path d="M12.5 3l7 10h-7z" fill="currentColor"/><path d="M10.5 6l-5 7h5z" '
        'fill="currentColor"/><path d="M1 22q2.75-1.5 5.5 0t5.5 0 5.5 0 5.5 0" fill="none" '
        'stroke="currentColor" stroke-width="1.2"/>'
    ),
    "scale": (
        '<path d="M12 3v17M7 21h10M4 6h16" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>'
        '<path d="M4 6l-3 7M4 6l3 7M20 6l-3 7M20 6l3 7" stroke="currentColor" stroke-width="1.1"/>'
        '<path d="M1 13a3 2.2 0 006 0zM17 13a3 2.2 0 006 0z" fill="currentColor"/>'
    ),
    "mask": (
        '<path d="M12 1.5c5 0 7.5 3 7.5 8.5S15.5 22.5 12 22.5 4.5 15.5 4.5 10 7 1.5 12 1.5z" '
        f'fill="currentColor"/><path d="M7.5 10l3 1.2M16.5 10l-3 1.2" {W} stroke-width="2.2" '
        f'stroke-linecap="round"/><path d="M9.5 16.5q2.5 1.6 5 0M12 4v3" fill="none" {W} stroke-width="1.4"/>'
    ),
    "supplies": (
        '<rect x="3" y="8" width="18" height="13" rx="1" fill="currentColor"/>'
        f'<path d="M3 12.5h18M3 16.5h18M8 8v13M16 8v13" {W} stroke-width="1"/>'
        '<path d="M6.5 8l2.5-4.5h6L17.5 8" fill="none" stroke="currentColor" stroke-width="1.8"/>'
    ),
    "kettle": (
        '<path d="M5 12c0-3 3-5 7-5s7 2 7 5v5c0 2.2-3 4-7 4s-7-1.8-7-4z" fill="currentColor"/>'
        '<path d="M18.5 13.5l4-4-.5 5.5-3 3" fill="currentColor"/><path d="M8 7.5c0-4 8-4 8 0" fill="none" '
        'stroke="currentColor" stroke-width="1.7"/><circle cx="12" cy="5" r="1.3" fill="currentColor"/>'
        '<path d="M2 17q1-1 2 0" fill="none" stroke="currentColor" stroke-width="1.2"/>'
    ),
    "leopard": (
        '<rect x="5" y="18.5" width="14" height="3.5" rx=".5" fill="currentColor"/>'
        '<path d="M8 18.5c-1.2-4 0-8 2-9.8L9.2 4.3l2.5 2h.6l2.5-2-.8 4.4c2 1.8 3.2 5.8 2 9.8z" '
        'fill="currentColor"/>'
        '<g fill="#fff"><circle cx="11" cy="9.6" r=".8"/><circle cx="13" cy="9.6" r=".8"/><circle cx="10.2" '
        'cy="14" r=".75"/><circle cx="13.8" cy="15" r=".75"/><circle cx="12" cy="16.8" r=".75"/></g>'
    ),
    "weapons": (
        '<path d="M4 21L19.5 5.5M20 21L4.5 5.5" stroke="currentColor" stroke-width="1.8"/>'
        '<path d="M21.5 2.5l-1 4.5-3.5-3.5zM2.5 2.5L7 3.5 3.5 7z" fill="currentColor"/>'
        f'<ellipse cx="12" cy="13.5" rx="4.2" ry="6.2" fill="currentColor"/><path d="M12 8v11" {W} '
        'stroke-width="1.2"/>'
    ),
    "guard": (
        '<path d="M12 2l8 3v6c0 5-3.4 9-8 11-4.6-2-8-6-8-11V5z" fill="currentColor"/>'
        f'<path d="M12 5.5v13M7 10h10" {W} stroke-width="1.6"/>'
    ),
    "rain_maker": (
        '<path d="M7 14a4 4 0 010-8 5.5 5.5 0 0110.4 1.2A3.5 3.5 0 0117 14z" fill="currentColor"/>'
        '<path d="M8 17l-1 3M12 17l-1 3M16 17l-1 3" stroke="currentColor" stroke-width="1.8" '
        'stroke-linecap="round"/>'
    ),
    "psychic": (
        '<path d="M1.5 12C4.5 7 8 5 12 5s7.5 2 10.5 7c-3 5-6.5 7-10.5 7s-7.5-2-10.5-7z" fill="currentColor"/>'
        '<circle cx="12" cy="12" r="4.2" fill="#fff"/><circle cx="12" cy="12" r="2.2" fill="currentColor"/>'
    ),
    "wise_man": (
        '<path d="M12 1.5l2.6 6.6 7 .5-5.4 4.5 1.7 6.9L12 16.2 6.1 20l1.7-6.9L2.4 8.6l7-.5z" '
        'fill="currentColor"/>'
    ),
    "basket_maker": (
        '<path d="M3 10h18l-2.5 11h-13z" fill="currentColor"/><path d="M6.5 10c0-6 11-6 11 0" fill="none" '
        f'stroke="currentColor" stroke-width="1.8"/><path d="M4 13.5h16M5 17h14M9 10l1 11M15 10l-1 11" {W} '
        'stroke-width="1"/>'
    ),
    "traveling_merchant": (
        '<path d="M3 9l6-6 3 3-6 6z" fill="currentColor"/><path d="M7.5 7.5l10 10" stroke="currentColor" '
        'stroke-width="2.6" stroke-linecap="round"/><rect x="12" y="19" width="10" height="3" rx="1" '
        'fill="currentColor"/>'
    ),
    "shaman": (
        '<path d="M3 8h14l-3-3.5M21 16H7l3 3.5" fill="none" stroke="currentColor" stroke-width="2.2" '
        'stroke-linecap="round" stroke-linejoin="round"/>'
    ),
    "portuguese": (
        '<circle cx="9" cy="14" r="6.5" fill="currentColor"/><circle cx="15" cy="10" r="6.5" '
        'fill="currentColor"/>'
        f'<circle cx="15" cy="10" r="4" fill="none" {W} stroke-width="1.1"/>'
    ),
    "crocodile": (
        '<path d="M1 14.5c3-3 7-4.5 11-4.5h6l5 2.2-5 2.3H12c-4 0-8 1.2-11 0z" fill="currentColor"/>'
        '<path d="M3 11.2l1.5-2 1.5 2 1.5-2 1.5 2 1.5-2 1.5 2" fill="currentColor"/>'
        '<path d="M4.5 13.5l-.5 4.5M10 13.5l.5 4.5" stroke="currentColor" stroke-width="1.9" '
        'stroke-linecap="round"/>'
        f'<path d="M13 14.5l1 1.4 1-1.4 1 1.4 1-1.4 1 1.4 1-1.4" fill="none" {W} stroke-width=".8"/>'
        '<circle cx="17" cy="11.6" r=".9" fill="#fff"/>'
    ),
    "parrot": (
        '<path d="M14 3c-4 0-6 3-6 7 0 3 1 5 2 7l-3 5h3l2-3 2 3h2l-2-5c2-2 4-5 4-8 0-3-1.5-6-4-6z" '
        'fill="currentColor"/><path d="M17 5.5c2.4 0 3.6 1.8 3.4 3.8l-3.4-1z" fill="currentColor"/>'
        f'<circle cx="14.6" cy="6.5" r="1" fill="#fff"/><path d="M10 10c2 1 3 3 3 6" {W} stroke-width="1" '
        'fill="none"/>'
    ),
    "hyena": (
        '<path d="M3 12c0-4 3-7 7-7l1-3 2 3h1c3 0 4.5 2 6 4l2.5 3-3 1.2-2-1c-1 3-3 5-7 6l-1 '
        "3-2-3c-2.5-1-4.5-3"
        '-4.5-6.2z" fill="currentColor"/><g fill="#fff"><circle cx="14.5" cy="9" r="1"/><circle cx="8" '
        'cy="13" '
        'r=".9"/><circle cx="10.5" cy="16" r=".9"/><circle cx="6" cy="10" r=".9"/></g>'
    ),
    "snake": (
        '<path d="M4 21.5c-.5-3 1.5-5 4.5-5s5.5-1.8 4.5-5-3.5-3.5-1-6.5" fill="none" stroke="currentColor" '
        'stroke-width="3" stroke-linecap="round"/><ellipse cx="13" cy="4" rx="3" ry="2.3" '
        'fill="currentColor"/>'
        '<path d="M15.8 3.6l3-1.2M15.8 3.6l2.6 1.8" stroke="currentColor" stroke-width="1"/>'
    ),
    "elephant": (
        '<path d="M4 9c0-3 3-5 7-5h3c4 0 7 3 7 7v9h-3v-5h-2v5h-3v-5h-2v5H8v-6c-1 0-2 1-2 3v3H4.5c-1 '
        "0-1.5-1-1-2"
        'l.5-1c.5-1 .5-2 .5-3z" fill="currentColor"/><path d="M11 5c-2 1-3 3-2 6 1 2 3 2 4 1" fill="none" '
        f'{W} stroke-width="1"/><circle cx="7.8" cy="8" r=".9" fill="#fff"/>'
    ),
    "ape": (
        '<circle cx="12" cy="11.5" r="8" fill="currentColor"/><circle cx="3.8" cy="11.5" r="2.6" '
        'fill="currentColor"/>'
        '<circle cx="20.2" cy="11.5" r="2.6" fill="currentColor"/><path d="M7 12.5c0-3 2-4.5 5-4.5s5 '
        "1.5 5 4.5"
        'c0 3-2 6-5 6s-5-3-5-6z" fill="#fff"/><circle cx="10" cy="11.5" r="1" fill="currentColor"/>'
        '<circle cx="14" cy="11.5" r="1" fill="currentColor"/><path d="M10 15.5q2 1.3 4 0" fill="none" '
        'stroke="currentColor" stroke-width="1"/>'
    ),
    "lion": (
        '<path d="M12 1l2 3 3-1.5.5 3.5 3.5.5-1.5 3 3 2-3 2 1.5 3-3.5.5-.5 3.5-3-1.5-2 3-2-3-3 1.5-.5-3.5'
        '-3.5-.5 1.5-3-3-2 3-2-1.5-3 3.5-.5.5-3.5 3 1.5z" fill="currentColor"/><circle cx="12" cy="12" '
        'r="5.6" '
        'fill="#fff"/><circle cx="10" cy="11" r=".95" fill="currentColor"/><circle cx="14" cy="11" r=".95" '
        'fill="currentColor"/><path d="M11 13.6h2l-1 1.3z" fill="currentColor"/>'
    ),
    "cheetah": (
        '<path d="M5 9l.5-6 4.5 3.5h4L18.5 3l.5 6c1 1.5 1.5 3 1.5 4.5 0 4.5-3.8 8-8.5 '
        "8s-8.5-3.5-8.5-8c0-1.5.5-3"
        ' 1.5-4.5z" fill="currentColor"/><g fill="#fff"><circle cx="9.3" cy="11" r="1.1"/><circle cx="14.7" '
        f'cy="11" r="1.1"/></g><path d="M9.3 12.5l-1 4.5M14.7 12.5l1 4.5M10.5 16.5h3l-1.5 1.5z" {W} '
        'stroke-width="1"/>'
    ),
}
CARD_ART["arabian_merchant"] = CARD_ART["traveling_merchant"]

# Marks: the reaction's lightning (played out of turn), a coin, a hand of cards.
EXTRA_ART = {
    "jb-react": '<path d="M13.5 2L4 14h7l-2 8 10-12.5h-7z" fill="currentColor"/>',
    "jb-coin": (
        '<circle cx="12" cy="12" r="10" fill="#f2c14e" stroke="#7a5200" stroke-width="1.8"/>'
        '<circle cx="12" cy="12" r="6.2" fill="none" stroke="#7a5200" stroke-width="1.2"/>'
    ),
    "jb-cards": (
        '<rect x="3" y="5" width="11" height="15" rx="2" fill="#8c2f1b" stroke="#fff" stroke-width="1.2" '
        'transform="rotate(-12 8 12)"/><rect x="9" y="4" width="11" height="15" rx="2" fill="#8c2f1b" '
        'stroke="#fff" stroke-width="1.2" transform="rotate(8 15 12)"/>'
    ),
}

# The back of a card (the deck): a woven lattice and a sun, on a 5:7 box.
BACK = (
    "0 0 50 70",
    '<rect x="1" y="1" width="48" height="68" rx="5" fill="#8c2f1b"/>'
    '<rect x="4.5" y="4.5" width="41" height="61" rx="3" fill="none" stroke="#f2c14e" stroke-width="1.5"/>'
    '<path d="M4.5 15l10-10M4.5 30l25-25M4.5 45l40-40M4.5 60l41-41M14 65.5l31.5-31.5M29 65.5l16.5-16.5'
    'M45.5 15l-10-10M45.5 30l-25-25M45.5 45l-40-40M45.5 60l-41-41M36 65.5L4.5 34M21 65.5L4.5 49" '
    'stroke="#b5543a" stroke-width="1.2"/>'
    '<circle cx="25" cy="35" r="9.5" fill="#f2c14e" stroke="#5c1c0e" stroke-width="1.5"/>'
    '<path d="M25 29.5l1.6 3.8 4.1.3-3.1 2.7 1 4-3.6-2.2-3.6 2.2 1-4-3.1-2.7 4.1-.3z" fill="#8c2f1b"/>',
)


# The colours the card pictures are drawn in, as app.css has them (tests/test_jambo_ui.py keeps them
# equal): each kind's band (.jb-cat-*, --jb-band), whose mark is white on it, and a reaction's flash.
BAND_COLOURS = {
    "ware": "#8a5c00",
    "utility": "#2b5f9e",
    "people": "#2f7d4f",
    "animal": "#9b2c2c",
    "stand": "#6d4c2f",
}
REACTION_COLOUR = "#b45309"
CATEGORY_OF_KIND = {card.kind: card.category for card in ALL_CARDS}


def symbols():
    """The sprite's symbols: id -> (view box, markup). The cards' marks and pictures carry the colours
    the card gives them (white on the band; the band's colour below it)."""
    found = {f"jb-w-{ware}": (BOX, body) for ware, body in WARE_ART.items()}
    found.update({f"jb-k-{kind}": (BOX, kit.painted(body, "#fff")) for kind, body in KIND_ART.items()})
    found.update({f"jb-art-{k}": (BOX, kit.painted(mark, BAND_COLOURS[k])) for k, mark in KIND_ART.items()})
    found.update({key: (BOX, body) for key, body in EXTRA_ART.items()})
    found["jb-react"] = (BOX, kit.painted(EXTRA_ART["jb-react"], REACTION_COLOUR))
    found.update(
        {
            f"jb-c-{kind}": (BOX, kit.painted(body, BAND_COLOURS[CATEGORY_OF_KIND[kind]]))
            for kind, body in CARD_ART.items()
            if kind != "arabian_merchant"
        }
    )
    found["jb-back"] = BACK
    found.update(ware_pictures(found))
    return found


# The wares of a ware card as one picture of the sprite (kit.with_defs keeps it one image): a card
# that comes into a hand or the market adds one <use> for its wares, not one per ware (a Jambo ware
# card cost the browser 0.85 ms to put on the table, its 4-7 small pictures most of it). Three to a
# row, 24 wide with a gap of 1.4 (app.css's 2.6em and 0.15em).
WARE_SIZE, WARE_GAP, WARES_IN_A_ROW = 24, 1.4, 3


def wares_picture(wares):
    """The sprite's id of the picture of these wares (names, in the card's order)."""
    return "jb-ws-" + "-".join(wares)


def wares_box(count):
    columns = min(count, WARES_IN_A_ROW)
    rows = -(-count // WARES_IN_A_ROW)
    step = WARE_SIZE + WARE_GAP
    return f"0 0 {columns * step - WARE_GAP:g} {rows * step - WARE_GAP:g}"


def ware_pictures(symbols):
    found = {}
    step = WARE_SIZE + WARE_GAP
    for card in ALL_CARDS:
        if card.category != "ware":
            continue
        names = [WARES[k] for k in card.wares]
        uses = join(
            el("use", href=f"#jb-w-{name}", x=f"{index % WARES_IN_A_ROW * step:g}",
               y=f"{index // WARES_IN_A_ROW * step:g}", width=WARE_SIZE, height=WARE_SIZE)
            for index, name in enumerate(names)
        )
        found[wares_picture(names)] = (wares_box(len(names)), kit.with_defs(uses, symbols))
    return found


@lru_cache(maxsize=256)
def use(symbol_id, extra_class=""):
    """A symbol as decoration (its meaning is in the words or the label beside it)."""
    return el(
        "svg", el("use", href=f"#{symbol_id}"), class_=("jb-i " + extra_class).strip(), aria_hidden="true"
    )


def ware_icon(ware, label=None, extra_class=""):
    if label:
        return kit.icon(f"jb-w-{ware}", label, extra_class=("jb-i " + extra_class).strip())
    return use(f"jb-w-{ware}", extra_class)


def coin(amount, word, extra_class=""):
    """A price or an amount of gold as a coin, with a word under it (buy, sell: not colour alone)."""
    return el(
        "span",
        el("b", amount),
        el("small", word, class_="tt-minor") if word else None,  # gives way on a shrunk stage
        class_=("jb-coin " + extra_class).strip(),
        aria_hidden="true",
    )


# --- card faces ----------------------------------------------------------------------------------


ART_OF_KIND = {kind: f"jb-c-{kind}" for kind in CARD_ART}
ART_OF_KIND["arabian_merchant"] = "jb-c-traveling_merchant"
REACTIONS = ("guard", "rain_maker")


def card_body(card, *, title, effect=None, wares=(), buy=None, sell=None, buy_word="", sell_word=""):
    """The face of a card (inside kit.card_frame): a band of its kind's colour with the kind's mark
    and its name, then its picture, then its prices (ware cards) or its effect in short. A new list
    each time (the caller may add to it) of parts drawn once per card, words and prices."""
    return list(_card_body(card, title, effect, tuple(wares), buy, sell, buy_word, sell_word))


@lru_cache(maxsize=512, typed=True)
def _card_body(card, title, effect, wares, buy, sell, buy_word, sell_word):
    category = card.category
    band = el(
        "span", use(f"jb-k-{category}", "jb-kind"), el("span", title, class_="jb-title"), class_="jb-band"
    )
    if category == "ware":
        art = el("span", _wares(tuple(wares)), class_=f"jb-art jb-wares-{len(wares)}")
        foot = el(
            "span", coin(buy, buy_word, "jb-buy"), coin(sell, sell_word, "jb-sell"), class_="jb-price-row"
        )
        return (band, art, foot)
    if category == "stand":
        art = el(
            "span",
            el("span", [el("i") for _ in range(3)], class_="jb-mini-slots"),
            class_="jb-art jb-art-stand",
        )
    else:
        art = el("span", use(ART_OF_KIND.get(card.kind, f"jb-art-{category}"), "jb-big"), class_="jb-art")
    react = el("span", use("jb-react"), class_="jb-react-mark") if card.kind in REACTIONS else None
    return (band, react, art, el("span", effect, class_="jb-text") if effect else None)


@lru_cache(maxsize=512, typed=True)
def chip_body(card, title, wares=(), buy=None, sell=None):
    """A card drawn as a chip (a rival's utilities, one's own beside their buttons, an open hand):
    a band of its kind's colour with its picture, and its name, or a ware card's wares and prices.
    Its effect is left to the chip's text alternative and title: a chip is read at a glance."""
    if card.category == "ware":
        picture = _wares(tuple(wares))
        words = el("span", f"{buy}/{sell}", class_="jb-chip-prices", aria_hidden="true")
    else:
        picture = use(ART_OF_KIND.get(card.kind, f"jb-art-{card.category}"), "jb-chip-pic")
        words = el("span", title, class_="jb-chip-name")
    return (el("span", picture, class_="jb-chip-art"), words)


@lru_cache(maxsize=64)
def _wares(wares):
    return el("svg", el("use", href=f"#{wares_picture(wares)}"), viewBox=wares_box(len(wares)),
              class_="jb-ware-pic", aria_hidden="true")


def back(count_text=None):
    """The deck: a card back, with the number of cards on it."""
    return [
        el("svg", el("use", href="#jb-back"), class_="jb-back", aria_hidden="true", viewBox=BACK[0]),
        el("b", count_text, class_="jb-deck-count", aria_hidden="true") if count_text is not None else None,
    ]


# --- market stands ---------------------------------------------------------------------------------


def stand(name, slots, *, large=False, label, extra_class="", **attrs):
    """A market stand: a striped awning over a counter, one space per ware. `slots` are the spaces'
    contents already drawn (a ware token or an empty space)."""
    return el(
        "div",
        el("span", name, class_="jb-stand-name tt-minor", aria_hidden="true"),
        el("span", slots, class_="jb-slots"),
        class_=("jb-stand " + ("large" if large else "small") + " " + extra_class).strip(),
        role="img",
        aria_label=label,
        **attrs,
    )


def ware_token(ware, **attrs):
    return el("span", use(f"jb-w-{ware}"), class_=f"jb-token jb-ware-{ware}", **attrs)


def empty_space(fee=None):
    return el("span", el("small", fee) if fee else None, class_="jb-token empty" + (" fee" if fee else ""))


# --- the home page's cover ---------------------------------------------------------------------------

_COVER_CARDS = (  # (rotation, kind, wares or the card's picture, prices)
    (-26, "ware", ("tea", "tea", "silk"), (4, 11)),
    (-13, "animal", "lion", None),
    (0, "ware", WARES, (10, 18)),
    (13, "people", "guard", None),
    (26, "ware", ("salt", "salt", "salt"), (3, 10)),
)
_BANDS = {
    "ware": "#8a5c00",
    "utility": "#2b5f9e",
    "people": "#2f7d4f",
    "animal": "#9b2c2c",
    "stand": "#6d4c2f",
}


def _cover_card(rotation, kind, picture, price):
    parts = [
        '<rect x="-30" y="-42" width="60" height="84" rx="6" fill="#fffaf0" stroke="#3b2a1a" '
        'stroke-width="1.5"/>',
        f'<path d="M-30-36a6 6 0 016-6h48a6 6 0 016 6v9h-60z" fill="{_BANDS[kind]}"/>',
        f'<g transform="translate(-27 -40) scale(0.45)" color="#fff">{KIND_ART[kind]}</g>',
    ]
    if kind == "ware":
        if len(picture) == 3:
            spots = ((-23, -22), (1, -22), (-11, -5))
        else:
            spots = ((-24, -24), (-9, -24), (6, -24), (-24, -9), (-9, -9), (6, -9))
        scale = 0.72 if len(picture) == 6 else 0.95
        for (x, y), ware in zip(spots, picture, strict=True):
            parts.append(f'<g transform="translate({x + 1} {y}) scale({scale})">{WARE_ART[ware]}</g>')
        for x, amount in zip((-15, 15), price, strict=True):
            parts.append(
                f'<circle cx="{x}" cy="29" r="9" fill="#f2c14e" stroke="#7a5200" stroke-width="1.5"/>'
                f'<text x="{x}" y="33" text-anchor="middle" font-size="11" font-weight="700" '
                f'font-family="sans-serif" fill="#2e1c00">{amount}</text>'
            )
    else:
        parts.append(
            f'<g transform="translate(-20 -20) scale(1.65)" color="{_BANDS[kind]}">{CARD_ART[picture]}</g>'
        )
    return f'<g transform="translate(160 226) rotate({rotation}) translate(0 -156)">{"".join(parts)}</g>'


def cover(t):
    """A fan of Jambo cards over a market awning, for the home page's tile (decoration only; no
    words, so `t` is not used)."""
    awning = "".join(
        f'<path d="M{x} 0h32v18a16 9 0 01-32 0z" fill="{"#c2410c" if i % 2 else "#f6e7c1"}"/>'
        for i, x in enumerate(range(0, 320, 32))
    )
    stalls = "".join(
        f'<g transform="translate({x} {y}) scale(1.1)">{WARE_ART[ware]}</g>'
        for x, y, ware in ((14, 104, "fruit"), (40, 110, "hides"), (258, 106, "silk"), (284, 100, "trinkets"))
    )
    body = (
        '<rect width="320" height="140" fill="#e9d3a4"/>'
        '<rect y="118" width="320" height="22" fill="#8a5a2b"/>'
        f"{awning}{stalls}" + "".join(_cover_card(*card) for card in _COVER_CARDS)
    )
    return Markup(
        '<svg viewBox="0 0 320 140" preserveAspectRatio="xMidYMid slice" aria-hidden="true" '
        f'focusable="false">{body}</svg>'
    )
