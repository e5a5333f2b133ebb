"""Elfenland's board and components as data (from shared/data/elfenland_map.json and the rules page).

Town ids are the plain ASCII names of the data file; `official` is the printed spelling. Road ids are
the positions in ROADS and never change. For a river, `a` is the upstream end and `b` the downstream
end (a raft goes a -> b with the current). `slot` is where the road's counters lie: by the road, clear
of every town's name, pieces and gold (tests/test_elfenland_board.py checks it).
"""

from __future__ import annotations

from typing import NamedTuple


class Town(NamedTuple):
    id: str
    official: str
    x: int
    y: int


class Road(NamedTuple):
    id: int
    a: str
    b: str
    terrain: str  # plains, forest, desert, mountain, river, lake
    slot: tuple


TOWNS = (
    Town("Elvenhold", "Elvenhold", 868, 345),
    Town("Al'Baran", "Al'Baran", 432, 268),
    Town("Kihromah", "Kihromah", 272, 358),
    Town("Grangor", "Grangor", 116, 404),
    Town("Mah'Davikia", "Mah'Davikia", 127, 524),
    Town("Jaccaranda", "Jaccaranda", 482, 98),
    Town("Erg'Eren", "Erg'Erén", 1037, 238),
    Town("Strykhaven", "Strykhaven", 912, 504),
    Town("Dag'Amura", "Dag'Amura", 427, 388),
    Town("Yttar", "Yttar", 91, 264),
    Town("Parundia", "Parundia", 277, 208),
    Town("Usselen", "Usselen", 96, 128),
    Town("Feodor", "Feodor", 617, 298),
    Town("Virst", "Virst", 707, 538),
    Town("Ixara", "Ixara", 397, 538),
    Town("Wylhien", "Wylhién", 287, 58),
    Town("Throtmanni", "Throtmanni", 677, 168),
    Town("Tichih", "Tichih", 872, 114),
    Town("Rivinia", "Rivinia", 807, 244),
    Town("Beata", "Beatá", 1047, 448),
    Town("Lapphalya", "Lapphálya", 617, 428),
)

ROADS = (
    Road(0, "Beata", "Elvenhold", "plains", (965, 383)),
    Road(1, "Beata", "Strykhaven", "plains", (980, 463)),
    Road(2, "Elvenhold", "Lapphalya", "plains", (707, 398)),
    Road(3, "Ixara", "Virst", "plains", (552, 554)),
    Road(4, "Lapphalya", "Virst", "plains", (652, 509)),
    Road(5, "Parundia", "Wylhien", "plains", (282, 139)),
    Road(6, "Throtmanni", "Tichih", "plains", (755, 146)),
    Road(7, "Usselen", "Wylhien", "plains", (197, 108)),
    Road(8, "Dag'Amura", "Ixara", "forest", (411, 469)),
    Road(9, "Dag'Amura", "Kihromah", "forest", (356, 374)),
    Road(10, "Dag'Amura", "Lapphalya", "forest", (514, 406)),
    Road(11, "Elvenhold", "Erg'Eren", "forest", (949, 294)),
    Road(12, "Erg'Eren", "Tichih", "forest", (961, 181)),
    Road(13, "Feodor", "Lapphalya", "forest", (617, 381)),
    Road(14, "Feodor", "Rivinia", "forest", (693, 276)),
    Road(15, "Ixara", "Lapphalya", "forest", (494, 490)),
    Road(16, "Lapphalya", "Rivinia", "forest", (723, 325)),
    Road(17, "Parundia", "Usselen", "forest", (183, 166)),
    Road(18, "Rivinia", "Throtmanni", "forest", (769, 208)),
    Road(19, "Usselen", "Yttar", "forest", (93, 210)),
    Road(20, "Al'Baran", "Dag'Amura", "desert", (429, 350)),
    Road(21, "Al'Baran", "Feodor", "desert", (513, 281)),
    Road(22, "Al'Baran", "Parundia", "desert", (364, 242)),
    Road(23, "Al'Baran", "Throtmanni", "desert", (554, 218)),
    Road(24, "Al'Baran", "Wylhien", "desert", (354, 155)),
    Road(25, "Dag'Amura", "Feodor", "desert", (507, 350)),
    Road(26, "Feodor", "Throtmanni", "desert", (622, 259)),
    Road(27, "Dag'Amura", "Mah'Davikia", "mountain", (277, 456)),
    Road(28, "Grangor", "Mah'Davikia", "mountain", (101, 487)),
    Road(29, "Grangor", "Yttar", "mountain", (121, 345)),
    Road(30, "Ixara", "Mah'Davikia", "mountain", (263, 515)),
    Road(31, "Jaccaranda", "Throtmanni", "mountain", (576, 132)),
    Road(32, "Jaccaranda", "Tichih", "mountain", (654, 105)),
    Road(33, "Jaccaranda", "Wylhien", "mountain", (365, 74)),
    Road(34, "Strykhaven", "Virst", "mountain", (807, 505)),
    Road(35, "Beata", "Elvenhold", "river", (911, 415)),
    Road(36, "Elvenhold", "Rivinia", "river", (828, 325)),
    Road(37, "Ixara", "Mah'Davikia", "river", (207, 542)),
    Road(38, "Mah'Davikia", "Grangor", "river", (173, 485)),
    Road(39, "Rivinia", "Tichih", "river", (830, 197)),
    Road(40, "Virst", "Ixara", "river", (473, 538)),
    Road(41, "Wylhien", "Usselen", "river", (219, 60)),
    Road(42, "Elvenhold", "Strykhaven", "lake", (901, 466)),
    Road(43, "Elvenhold", "Virst", "lake", (794, 434)),
    Road(44, "Grangor", "Parundia", "lake", (190, 314)),
    Road(45, "Grangor", "Yttar", "lake", (65, 347)),
    Road(46, "Parundia", "Yttar", "lake", (177, 238)),
    Road(47, "Strykhaven", "Virst", "lake", (810, 553)),
)

CAPITAL = "Elvenhold"
TOWN_IDS = tuple(town.id for town in TOWNS)
TOWN_INDEX = {town: index for index, town in enumerate(TOWN_IDS)}
TOWN_BY_ID = {town.id: town for town in TOWNS}
PIECE_TOWNS = tuple(town for town in TOWN_IDS if town != CAPITAL)  # the 20 towns with town pieces
ALL_PIECES = sum(1 << TOWN_INDEX[town] for town in PIECE_TOWNS)  # a full collection as a bit mask

LAND = ("plains", "forest", "desert", "mountain")
WATER = ("river", "lake")
TERRAINS = LAND + WATER

# The roads leaving each town: town -> ((road id, the town at the other end), ...)
EXITS = {
    town: tuple((road.id, road.b if road.a == town else road.a) for road in ROADS if town in (road.a, road.b))
    for town in TOWN_IDS
}

# --- components ----------------------------------------------------------------------------------

TRANSPORTS = ("giant_pig", "elfcycle", "magic_cloud", "unicorn", "troll_wagon", "dragon")
RAFT = "raft"
CARD_KINDS = TRANSPORTS + (RAFT,)  # travel-card kinds; hands are counts in this order
CARD_INDEX = {kind: index for index, kind in enumerate(CARD_KINDS)}
OBSTACLE = "obstacle"

# Cards of a kind paid to use a road of a terrain with that transport; a missing terrain = impossible.
# A raft pays "river_down" with the current (a -> b), "river_up" against it, "lake" on a ferry link.
COST_CHART = {
    "giant_pig": {"plains": 1, "forest": 1},
    "elfcycle": {"plains": 1, "forest": 1, "mountain": 2},
    "magic_cloud": {"plains": 2, "forest": 2, "mountain": 1},
    "unicorn": {"forest": 1, "desert": 2, "mountain": 1},
    "troll_wagon": {"plains": 1, "forest": 2, "desert": 2, "mountain": 2},
    "dragon": {"plains": 1, "forest": 2, "desert": 1, "mountain": 1},
    "raft": {"river_down": 1, "river_up": 2, "lake": 2},
}
EXTRA_CARD_ITEMS = {OBSTACLE: 1}  # items on a road that add cards to every way of using it
CARAVAN_CARDS = 3  # any travel cards, plus the extra cards of the road's items

TRAVEL_DECK = {
    "giant_pig": 10,
    "elfcycle": 10,
    "magic_cloud": 10,
    "unicorn": 10,
    "troll_wagon": 10,
    "dragon": 10,
    "raft": 12,
}
COUNTER_POOL = {kind: 8 for kind in TRANSPORTS}
HAND_DEAL = 8  # each round, deal up to this many travel cards
HAND_LIMIT = 4  # after your move, discard down to this many
FACE_UP_COUNTERS = 5
COUNTER_PICKS = 3  # counters drawn after the secret one
KEPT_COUNTERS = 1  # counters a player keeps at the end of a round
TOWN_CARDS = (
    "Beata",
    "Erg'Eren",
    "Grangor",
    "Ixara",
    "Jaccaranda",
    "Mah'Davikia",
    "Strykhaven",
    "Tichih",
    "Usselen",
    "Virst",
    "Wylhien",
    "Yttar",
)

assert len(TOWNS) == 21 and len(ROADS) == 48 and all(road.id == i for i, road in enumerate(ROADS))
assert sum(TRAVEL_DECK.values()) == 72 and sum(COUNTER_POOL.values()) == 48
