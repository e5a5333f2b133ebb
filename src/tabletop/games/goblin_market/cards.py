"""The Decktet cards Goblin Market uses (facts from shared/data/decktet.json; the Excuse is left out).

Ranks are the ones the friendship rule reads: Ace 1, numerals 2-9, Crown 0. Pawns and Courts (the
goblin deck) only show suits.
"""

from typing import NamedTuple

SUITS = ("Moons", "Suns", "Waves", "Leaves", "Wyrms", "Knots")


class Card(NamedTuple):
    id: str
    name: str
    kind: str  # ace, numeral, crown, pawn, court
    rank: int | None
    suits: tuple


CROWNS = ("huntress", "bard", "sea", "end", "calamity", "windfall")  # one a suit, in the order of SUITS
ALL_CARDS = (
    *(Card(f"ace_of_{suit.lower()}", f"Ace of {suit}", "ace", 1, (suit,)) for suit in SUITS),
    Card("author", "The Author", "numeral", 2, ("Moons", "Knots")),
    Card("desert", "The Desert", "numeral", 2, ("Suns", "Wyrms")),
    Card("origin", "The Origin", "numeral", 2, ("Waves", "Leaves")),
    Card("journey", "The Journey", "numeral", 3, ("Moons", "Waves")),
    Card("painter", "The Painter", "numeral", 3, ("Suns", "Knots")),
    Card("savage", "The Savage", "numeral", 3, ("Leaves", "Wyrms")),
    Card("mountain", "The Mountain", "numeral", 4, ("Moons", "Suns")),
    Card("sailor", "The Sailor", "numeral", 4, ("Waves", "Leaves")),
    Card("battle", "The Battle", "numeral", 4, ("Wyrms", "Knots")),
    Card("forest", "The Forest", "numeral", 5, ("Moons", "Leaves")),
    Card("discovery", "The Discovery", "numeral", 5, ("Suns", "Waves")),
    Card("soldier", "The Soldier", "numeral", 5, ("Wyrms", "Knots")),
    Card("lunatic", "The Lunatic", "numeral", 6, ("Moons", "Waves")),
    Card("penitent", "The Penitent", "numeral", 6, ("Suns", "Wyrms")),
    Card("market", "The Market", "numeral", 6, ("Leaves", "Knots")),
    Card("chance_meeting", "The Chance Meeting", "numeral", 7, ("Moons", "Leaves")),
    Card("castle", "The Castle", "numeral", 7, ("Suns", "Knots")),
    Card("cave", "The Cave", "numeral", 7, ("Waves", "Wyrms")),
    Card("diplomat", "The Diplomat", "numeral", 8, ("Moons", "Suns")),
    Card("mill", "The Mill", "numeral", 8, ("Waves", "Leaves")),
    Card("betrayal", "The Betrayal", "numeral", 8, ("Wyrms", "Knots")),
    Card("pact", "The Pact", "numeral", 9, ("Moons", "Suns")),
    Card("darkness", "The Darkness", "numeral", 9, ("Waves", "Wyrms")),
    Card("merchant", "The Merchant", "numeral", 9, ("Leaves", "Knots")),
    *(Card(c, f"The {c.title()}", "crown", 0, (suit,)) for c, suit in zip(CROWNS, SUITS, strict=True)),
    Card("watchman", "The Watchman", "pawn", None, ("Moons", "Wyrms", "Knots")),
    Card("light_keeper", "The Light Keeper", "pawn", None, ("Suns", "Waves", "Knots")),
    Card("harvest", "The Harvest", "pawn", None, ("Moons", "Suns", "Leaves")),
    Card("borderland", "The Borderland", "pawn", None, ("Waves", "Leaves", "Wyrms")),
    Card("consul", "The Consul", "court", None, ("Moons", "Waves", "Knots")),
    Card("rite", "The Rite", "court", None, ("Moons", "Leaves", "Wyrms")),
    Card("window", "The Window", "court", None, ("Suns", "Leaves", "Knots")),
    Card("island", "The Island", "court", None, ("Suns", "Waves", "Wyrms")),
)

CARDS = {card.id: card for card in ALL_CARDS}
AUCTION_DECK = tuple(card.id for card in ALL_CARDS if card.kind in ("ace", "numeral", "crown"))
GOBLIN_DECK = tuple(card.id for card in ALL_CARDS if card.kind in ("pawn", "court"))
SUIT_INDEX = {suit: i for i, suit in enumerate(SUITS)}
# Per card, the indexes of its suits: the scoring hot path reads this instead of names.
SUIT_INDEXES = {card.id: tuple(SUIT_INDEX[s] for s in card.suits) for card in ALL_CARDS}

assert len(AUCTION_DECK) == 36 and len(GOBLIN_DECK) == 8
assert all(sum(s in CARDS[c].suits for c in AUCTION_DECK) == 10 for s in SUITS)
