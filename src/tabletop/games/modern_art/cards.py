"""The Modern Art paintings (facts from shared/data/modern_art.json, consensus card mix).

Equal cards are interchangeable, so a card is only its artist and its auction type. Inside the
rules a card is a small int, artist * 5 + type, so hands sort in board order and then by type;
the JSON form (actions, views, log) is the pair [artist_id, type_id].
"""

# Board order: it also breaks ties in the valuation (the earlier artist ranks higher).
ARTISTS = ("lite_metal", "yoko", "christin_p", "karl_gitter", "krypto")
AUCTION_TYPES = ("open", "once_around", "sealed", "fixed_price", "double")
OPEN, ONCE_AROUND, SEALED, FIXED_PRICE, DOUBLE = range(5)

ARTIST_INDEX = {artist: index for index, artist in enumerate(ARTISTS)}
TYPE_INDEX = {kind: index for index, kind in enumerate(AUCTION_TYPES)}

# Cards per artist and auction type, in the order of AUCTION_TYPES.
MIX = {
    "lite_metal": (3, 3, 2, 2, 2),
    "yoko": (3, 2, 3, 3, 2),
    "christin_p": (3, 3, 3, 3, 2),
    "karl_gitter": (3, 3, 3, 3, 3),
    "krypto": (4, 3, 3, 3, 3),
}

START_MONEY = 100
ROUNDS = 4
TILES = (30, 20, 10)
FIFTH = 5  # the painting of one artist that ends a round

# Cards dealt to each player before rounds 1-4, by player count (round 1 for three players is an option).
DEAL_SCHEDULE = {3: (11, 6, 6, 0), 4: (9, 4, 4, 0), 5: (8, 3, 3, 0)}
THREE_PLAYER_FIRST_DEAL = (11, 10)


def card_of(artist: int, kind: int) -> int:
    return artist * 5 + kind


def artist_of(card: int) -> int:
    return card // 5


def type_of(card: int) -> int:
    return card % 5


def pair(card: int) -> list:
    """The JSON form of a card: [artist_id, type_id]."""
    return [ARTISTS[card // 5], AUCTION_TYPES[card % 5]]


def from_pair(value) -> int:
    """A card from its JSON form (a list or tuple of two ids); KeyError or ValueError if it is none."""
    artist, kind = value
    return ARTIST_INDEX[artist] * 5 + TYPE_INDEX[kind]


DECK = tuple(
    card_of(a, t) for a, artist in enumerate(ARTISTS) for t in range(5) for _ in range(MIX[artist][t])
)
ARTIST_TOTALS = tuple(sum(MIX[artist]) for artist in ARTISTS)

assert len(DECK) == 70 and ARTIST_TOTALS == (12, 13, 14, 15, 16)
assert [sum(MIX[a][t] for a in ARTISTS) for t in range(5)] == [16, 14, 14, 14, 12]
