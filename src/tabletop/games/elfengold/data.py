"""Elfengold's components as data (shared/rules/elfenland_elfengold.md section 5 and the seed).

The map, the transports and the cost chart are Elfenland's (games/elfenland/data.py). Elfengold adds
gold values on the towns, gold cards and Witch cards among the travel cards, and a pile of 48 items:
transport counters, tree obstacles, sea monsters, gold pieces and the Double and Exchange spells.
"""

from __future__ import annotations

from ..elfenland.data import CARD_KINDS, OBSTACLE, PIECE_TOWNS, TRANSPORTS

# The printed placement of the gold value tokens (the seed's list; Elvenhold has none).
GOLD_VALUES = {
    "Al'Baran": 7,
    "Kihromah": 6,
    "Grangor": 5,
    "Mah'Davikia": 5,
    "Jaccaranda": 5,
    "Erg'Eren": 5,
    "Strykhaven": 4,
    "Dag'Amura": 4,
    "Yttar": 4,
    "Parundia": 4,
    "Usselen": 4,
    "Feodor": 4,
    "Virst": 3,
    "Ixara": 3,
    "Wylhien": 3,
    "Throtmanni": 3,
    "Tichih": 3,
    "Rivinia": 3,
    "Beata": 2,
    "Lapphalya": 2,
}
GOLD_TOKENS = tuple(sorted(GOLD_VALUES.values()))  # 2x2, 6x3, 6x4, 4x5, 1x6, 1x7 for the random variant

# --- travel cards ---------------------------------------------------------------------------------

GOLD_CARD = "gold"  # turned up from the supply: goes to the gold-card pile, worth 3 gold when taken
WITCH = "witch"  # the Witch variant's travel card
HELD_KINDS = CARD_KINDS + (WITCH,)  # what a hand may hold, in display order
TRAVEL_DECK = {kind: 9 for kind in CARD_KINDS}  # 63 cards
GOLD_CARDS = 7
WITCH_CARDS = 6
HAND_DEAL = 5
FACE_UP_CARDS = 3
CARD_DRAWS = 3  # travel cards each player draws in phase 1 (from round 2)
INCOME_CARDS = 2  # cards drawn instead of the journey's gold
HAND_LIMIT = 4  # the base rule, which holds here too: after your turn, discard down to this many
# (the "hand_limit" option turns it off, a house rule)
GOLD_CARD_VALUE = 3

# --- gold -----------------------------------------------------------------------------------------

START_GOLD = 12
ALLOWANCE = 2  # gold each player gets in phase 2 (from round 2)
WITCH_OBSTACLE_GOLD = 1  # per obstacle bypassed with a Witch card
FLIGHT_GOLD = 3  # a Witch card's magic flight to any town

# --- items ----------------------------------------------------------------------------------------

SEA_MONSTER = "sea_monster"
GOLD_PIECE = "gold_piece"
DOUBLE = "double"
EXCHANGE = "exchange"
ITEM_POOL = {
    "giant_pig": 9,
    "elfcycle": 8,
    "magic_cloud": 4,
    "unicorn": 5,
    "troll_wagon": 8,
    "dragon": 4,
    OBSTACLE: 2,  # the tree obstacle ("log" in the seed)
    SEA_MONSTER: 2,
    GOLD_PIECE: 2,
    DOUBLE: 2,
    EXCHANGE: 2,
}
ITEM_KINDS = TRANSPORTS + (OBSTACLE, SEA_MONSTER, GOLD_PIECE, DOUBLE, EXCHANGE)
ITEM_INDEX = {kind: index for index, kind in enumerate(ITEM_KINDS)}
# Items on a road that add one card to every way of using it (obstacles on land, sea monsters on water).
EXTRA_CARD_ITEMS = {OBSTACLE: 1, SEA_MONSTER: 1}
ITEM_DRAWS = 2  # items each player draws in phase 3: one shown, one secret
LOTS_PER_PLAYER = 2  # the auction offers twice as many items as players
KEPT_ITEMS = 2  # items a player keeps at the end of a round

ROUNDS = 6

assert sorted(GOLD_VALUES) == sorted(PIECE_TOWNS)
assert GOLD_TOKENS == (2, 2) + (3,) * 6 + (4,) * 6 + (5,) * 4 + (6, 7)
assert sum(TRAVEL_DECK.values()) == 63 and sum(ITEM_POOL.values()) == 48
assert set(ITEM_POOL) == set(ITEM_KINDS)
