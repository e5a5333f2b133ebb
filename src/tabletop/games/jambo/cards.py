"""The 110 cards of the Jambo draw deck (facts from shared/data/jambo.json).

Card ids are stable strings: "ware-01" .. "ware-40", then "<kind>-<n>" for every other card, e.g.
"guard-2", "rain_maker-1", "stand-5". The two large market stands are not cards of the deck: every
player simply has one.
"""

from typing import NamedTuple

WARES = ("trinkets", "hides", "tea", "silk", "fruit", "salt")
WARE_INDEX = {name: index for index, name in enumerate(WARES)}
TOKENS_PER_WARE = 6

WARE, UTILITY, PEOPLE, ANIMAL, STAND = "ware", "utility", "people", "animal", "stand"


class Card(NamedTuple):
    id: str
    kind: str  # "ware", "well", "guard", "crocodile", "stand", ...
    category: str  # ware, utility, people, animal, stand
    wares: tuple = ()  # ware cards: the pictured wares (indexes into WARES)
    buy: int = 0
    sell: int = 0


def _w(*names):
    return tuple(WARE_INDEX[name] for name in names)


# (wares, buy price, sell price, copies), in the order of the card list.
_WARE_DESIGNS = (
    (_w("trinkets", "hides", "tea", "silk", "fruit", "salt"), 10, 18, 4),
    (_w("trinkets", "trinkets", "trinkets"), 3, 10, 2),
    (_w("hides", "hides", "hides"), 3, 10, 2),
    (_w("tea", "tea", "tea"), 3, 10, 2),
    (_w("silk", "silk", "silk"), 3, 10, 2),
    (_w("fruit", "fruit", "fruit"), 3, 10, 2),
    (_w("salt", "salt", "salt"), 3, 10, 2),
    (_w("trinkets", "trinkets", "fruit"), 4, 11, 2),
    (_w("silk", "silk", "salt"), 4, 11, 2),
    (_w("tea", "tea", "silk"), 4, 11, 2),
    (_w("salt", "salt", "trinkets"), 4, 11, 2),
    (_w("fruit", "fruit", "hides"), 4, 11, 2),
    (_w("hides", "hides", "tea"), 4, 11, 2),
    (_w("salt", "silk", "trinkets"), 5, 12, 2),
    (_w("trinkets", "hides", "silk"), 5, 12, 2),
    (_w("salt", "trinkets", "fruit"), 5, 12, 2),
    (_w("fruit", "hides", "tea"), 5, 12, 2),
    (_w("tea", "salt", "fruit"), 5, 12, 2),
    (_w("silk", "hides", "tea"), 5, 12, 2),
)

UTILITY_KINDS = (
    ("well", 3),
    ("drums", 3),
    ("throne", 2),
    ("boat", 2),
    ("scale", 2),
    ("mask", 2),
    ("supplies", 2),
    ("kettle", 2),
    ("leopard", 2),
    ("weapons", 2),
)
PEOPLE_KINDS = (
    ("guard", 6),
    ("rain_maker", 3),
    ("shaman", 2),
    ("psychic", 2),
    ("tribal_elder", 2),
    ("wise_man", 2),
    ("portuguese", 2),
    ("basket_maker", 2),
    ("traveling_merchant", 2),
    ("arabian_merchant", 2),
    ("dancer", 2),
    ("carrier", 1),
    ("drummer", 1),
)
ANIMAL_KINDS = (
    ("crocodile", 5),
    ("parrot", 2),
    ("hyena", 2),
    ("snake", 1),
    ("elephant", 1),
    ("ape", 1),
    ("lion", 1),
    ("cheetah", 1),
)
SMALL_STANDS = 5


def _build():
    cards = []
    number = 0
    for wares, buy, sell, copies in _WARE_DESIGNS:
        for _ in range(copies):
            number += 1
            cards.append(Card(f"ware-{number:02d}", WARE, WARE, wares, buy, sell))
    for category, kinds in ((UTILITY, UTILITY_KINDS), (PEOPLE, PEOPLE_KINDS), (ANIMAL, ANIMAL_KINDS)):
        for kind, copies in kinds:
            for n in range(1, copies + 1):
                cards.append(Card(f"{kind}-{n}", kind, category))
    for n in range(1, SMALL_STANDS + 1):
        cards.append(Card(f"stand-{n}", STAND, STAND))
    return tuple(cards)


ALL_CARDS = _build()
CARDS = {card.id: card for card in ALL_CARDS}
DECK = tuple(card.id for card in ALL_CARDS)
KIND = {card.id: card.kind for card in ALL_CARDS}
CATEGORY = {card.id: card.category for card in ALL_CARDS}

assert len(DECK) == 110 and len(CARDS) == 110
assert sum(c.category == WARE for c in ALL_CARDS) == 40
assert sum(c.category == UTILITY for c in ALL_CARDS) == 22
assert sum(c.category == PEOPLE for c in ALL_CARDS) == 29
assert sum(c.category == ANIMAL for c in ALL_CARDS) == 14
assert sum(c.category == STAND for c in ALL_CARDS) == 5
