"""Hidden information in Jambo (tests/hidden_info.py): no seat's view depends on the other hand or on
the order of the deck, except through a counted reveal, so no automatic step (a turn ending by itself,
a lone card discarded for a player) tells a hand, and undo never crosses a card turned up."""

from hidden_info import check_no_leak, check_undo_barrier
from tabletop.engine.rng import Rng
from tabletop.games import GAMES

GAME = GAMES["jambo"]


def _peeked(state) -> int:
    """How many cards on top of the deck a pending Psychic has shown its player (they stay put)."""
    return max((len(step["peek"]) for step in state.stack if step["step"] == "psychic"), default=0)


def redeal(state, seat, rng):
    """The seat's hand exchanged with cards of the deck that nobody has seen, and those reshuffled.

    Kept as they are: the cards on top of the deck that a pending Psychic shows its player, the hand
    while the other player looks at it for a Hyena, and every card set aside by an effect (the drawn
    card, a Scale's two cards, an auction's lot, a pool being drafted), which are not in the deck.
    A pending reaction window belongs to the seat asked; its options are that seat's own secret.
    """
    other = state._copy()
    top = state.stack[-1] if state.stack else None
    looked_at = top is not None and top["step"] == "hyena_take" and top["seat"] != seat
    peeked = _peeked(state)
    unseen = state.deck[: len(state.deck) - peeked]
    shown = state.deck[len(state.deck) - peeked :]
    hand = state.hands[seat]
    if looked_at:
        pool, size = unseen[:], 0
    else:
        pool, size = hand + unseen, len(hand)
    rng.shuffle(pool)
    hands = [h[:] for h in state.hands]
    if size:
        hands[seat] = pool[:size]
    other.hands = hands
    other.deck = pool[size:] + shown
    return other


def test_redeal_changes_only_the_seats_hand_and_the_deck_order():
    state = GAME.new(2, 5)
    other = redeal(state, 1, Rng(1))
    assert other.hands[0] == state.hands[0] and other.hands[1] != state.hands[1]
    assert sorted(other.all_cards()) == sorted(state.all_cards()) and len(other.deck) == len(state.deck)
    assert other.view(0) == state.view(0) and other.view(None) == state.view(None)
    assert state.hands[1] == GAME.new(2, 5).hands[1]  # the original is untouched


def test_no_move_tells_the_other_hand_or_the_deck():
    # Before the turn stopped ending by itself on a dead hand, this failed at once: after a reaction
    # (or an auction's pass) by the opponent, the public view showed whether the turn went on.
    assert check_no_leak(GAME, redeal) > 1000


def test_no_move_tells_the_other_hand_or_the_deck_with_random_players():
    assert check_no_leak(GAME, redeal, games=3, every=3, bot_level="random") > 400


def test_undo_never_crosses_a_card_turned_up():
    assert check_undo_barrier(GAME, redeal) > 1000


def test_undo_never_crosses_a_card_turned_up_with_random_players():
    assert check_undo_barrier(GAME, redeal, games=3, every=3, bot_level="random") > 400
