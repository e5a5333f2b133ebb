"""Hidden information in Elfenland and Elfengold (tests/hidden_info.py): no seat's view depends on
another seat's travel cards, secret counters or secret items, or on the order of the face-down
stacks, except through a counted reveal, so no automatic step tells a secret and undo never crosses
one."""

from hidden_info import check_no_leak, check_undo_barrier
from tabletop.games import GAMES
from tabletop.games.elfengold.data import GOLD_CARD, WITCH
from tabletop.games.elfengold.rules import DRAW_ITEMS, KEEP, SECRET
from tabletop.games.elfenland.data import CARD_INDEX, CARD_KINDS, TOWN_CARDS


def _cards(counts):
    return [kind for kind, n in zip(CARD_KINDS, counts, strict=True) for _ in range(n)]


def _counts(cards):
    counts = [0] * len(CARD_KINDS)
    for card in cards:
        counts[CARD_INDEX[card]] += 1
    return counts


def _exchange(secret, pool, rng):
    """`secret` exchanged with cards from `pool`: (new secret, new pool), both sizes kept."""
    mixed = list(secret) + list(pool)
    rng.shuffle(mixed)
    return mixed[: len(secret)], mixed[len(secret) :]


def _redeal_town_card(other, seat, rng):
    if other.town_cards is None:
        return
    unseen = [town for town in TOWN_CARDS if town not in other.town_cards]
    cards = list(other.town_cards)
    cards[seat] = ([cards[seat]] + unseen)[rng.below(len(unseen) + 1)]
    other.town_cards = cards


def redeal_elfenland(state, seat, rng):
    """The seat's hand exchanged with cards of the travel deck and its secret counters with face-down
    counters (its town card with an unused one), the deck and the stack reshuffled."""
    other = state._copy()
    hand, deck = _exchange(_cards(state.hands[seat]), state.deck, rng)
    other.hands = [h[:] for h in state.hands]
    other.hands[seat] = _counts(hand)
    other.deck = deck
    secret, stack = _exchange(state.secret_counters[seat], state.stack, rng)
    other.secret_counters = [c[:] for c in state.secret_counters]
    other.secret_counters[seat] = secret
    other.stack = stack
    _redeal_town_card(other, seat, rng)
    return other


def redeal_elfengold(state, seat, rng):
    """The seat's travel and Witch cards exchanged with cards of the supply (the gold cards in it stay
    there), its secret items (the two just drawn, and secret picks while it keeps items, included)
    with items of the face-down pile, both reshuffled; its town card with an unused one."""
    other = state._copy()
    held = _cards(state.hands[seat]) + [WITCH] * state.witches[seat]
    gold = [card for card in state.deck if card == GOLD_CARD]
    hand, deck = _exchange(held, [card for card in state.deck if card != GOLD_CARD], rng)
    deck += gold
    rng.shuffle(deck)
    other.deck = deck
    other.hands = [h[:] for h in state.hands]
    other.hands[seat] = _counts([card for card in hand if card != WITCH])
    other.witches = state.witches[:]
    other.witches[seat] = hand.count(WITCH)
    turn = state.turn == seat
    drawn = state.drawn if turn and state.phase == DRAW_ITEMS else []
    kept = [item for item, where in state.kept if where == SECRET] if turn and state.phase == KEEP else []
    secret, stack = _exchange(state.secret_counters[seat] + drawn + kept, state.stack, rng)
    other.stack = stack
    other.secret_counters = [c[:] for c in state.secret_counters]
    other.secret_counters[seat] = secret[: len(state.secret_counters[seat])]
    secret = secret[len(state.secret_counters[seat]) :]
    if drawn:
        other.drawn = secret[: len(drawn)]
    if kept:
        new = iter(secret[len(drawn) :])
        other.kept = [[next(new), where] if where == SECRET else [item, where] for item, where in state.kept]
    _redeal_town_card(other, seat, rng)
    return other


ELFENLAND, ELFENGOLD = GAMES["elfenland"], GAMES["elfengold"]


class Variant:
    """A game whose new games get some options, and whose self-played games (the harness plays them
    with the first bot level) are played by the given bots: the random bots reach odd positions (a
    secret counter kept to the end of planning, a journey stuck with a full hand) that the sensible
    ones rarely do."""

    def __init__(self, game, bots="sensible", **options):
        self._game, self._options = game, options
        self.bot_levels = (bots,)

    def __getattr__(self, name):
        return getattr(self._game, name)

    def new(self, players, seed, options=None):
        return self._game.new(players, seed, {**self._options, **(options or {})})


RANDOM_LAND = Variant(ELFENLAND, "random", town_cards=True)
RANDOM_GOLD = Variant(ELFENGOLD, "random", witches=True, town_cards=True)


def test_elfenland_moves_never_tell_a_hand_or_a_secret_counter():
    assert check_no_leak(ELFENLAND, redeal_elfenland, games=2, every=2, players=[3, 5]) > 500


def test_elfenland_random_games_never_tell_a_secret():
    assert check_no_leak(RANDOM_LAND, redeal_elfenland, games=3, players=[2, 3, 4]) > 500


def test_elfenland_undo_never_crosses_a_secret():
    assert check_undo_barrier(ELFENLAND, redeal_elfenland, games=2, every=2, players=[2, 4]) > 200
    assert check_undo_barrier(RANDOM_LAND, redeal_elfenland, games=2, every=2, players=[2, 3]) > 150


def test_elfengold_moves_never_tell_a_hand_or_a_secret_item():
    assert check_no_leak(ELFENGOLD, redeal_elfengold, games=2, every=3, players=[3, 4]) > 500


def test_elfengold_random_games_with_witches_never_tell_a_secret():
    assert check_no_leak(RANDOM_GOLD, redeal_elfengold, games=3, every=2, players=[2, 3, 4]) > 500


def test_elfengold_undo_never_crosses_a_secret():
    assert check_undo_barrier(ELFENGOLD, redeal_elfengold, games=2, every=3, players=[2, 5]) > 500
    assert check_undo_barrier(RANDOM_GOLD, redeal_elfengold, games=2, every=2, players=[2, 3]) > 250
