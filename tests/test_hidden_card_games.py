"""Hidden information in Goblin Market and Modern Art (tests/hidden_info.py): no seat's view depends
on what it cannot see, except through a counted reveal, so undo never crosses a secret."""

from hidden_info import check_no_leak, check_undo_barrier
from tabletop.games import GAMES


def redeal_goblin_market(state, seat, rng):
    """Nothing is private in Goblin Market but the order of the two face-down decks."""
    other = state._copy()
    rng.shuffle(other.deck)
    rng.shuffle(other.goblin_deck)
    return other


def redeal_modern_art(state, seat, rng):
    """The seat's hand exchanged with paintings from the deck, some of its money moved to or from the
    bank (both are private), and the deck reshuffled."""
    other = state._copy()
    pool = other.hands[seat] + other.deck
    rng.shuffle(pool)
    size = len(other.hands[seat])
    other.hands[seat], other.deck = pool[:size], pool[size:]
    delta = rng.below(2 * other.money[seat] + 11) - other.money[seat]
    delta = max(-other.money[seat], min(delta, other.bank))
    other.money[seat] += delta
    other.bank -= delta
    return other


def test_goblin_market_undo_never_crosses_a_turned_card():
    assert check_undo_barrier(GAMES["goblin_market"], redeal_goblin_market, games=8) > 100


def test_modern_art_moves_never_tell_a_hand_or_money():
    assert check_no_leak(GAMES["modern_art"], redeal_modern_art, games=3, every=3) > 50


def test_modern_art_undo_never_crosses_a_secret():
    assert check_undo_barrier(GAMES["modern_art"], redeal_modern_art, games=3, every=3) > 50
