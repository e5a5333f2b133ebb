"""The determinised search (engine/search.py) on a small game whose right moves are known, and the
slices it thinks in."""

from __future__ import annotations

from tabletop.engine.bots import Bot, RandomBot, advance, finish
from tabletop.engine.core import Game, State
from tabletop.engine.search import SearchBot, playout_value


class NimState(State):
    """Two players take 1-3 stones in turn; whoever takes the last stone wins. Nothing is hidden."""

    __slots__ = ("game", "stones", "turn")
    reveals = 0

    def actors(self):
        return [] if self.stones == 0 else [self.turn]

    def legal_actions(self, seat):
        return [["take", n] for n in (1, 2, 3) if n <= self.stones]

    def _copy(self):
        other = object.__new__(NimState)
        other.game, other.stones, other.turn = self.game, self.stones, self.turn
        return other

    def _apply(self, seat, action):
        self.stones -= action[1]
        if self.stones:
            self.turn = 1 - self.turn
        else:
            self.turn = seat

    def result(self):
        if self.stones:
            return None
        scores = [0, 0]
        scores[self.turn] = 1
        return {"winners": [self.turn], "scores": scores}

    def view(self, seat):
        return {"seat": seat, "stones": self.stones, "turn": self.turn}


class Nim(Game):
    id = "nim"


def nim(stones, turn=0):
    state = object.__new__(NimState)
    state.game, state.stones, state.turn = Nim(), stones, turn
    return state


class NimSearch(SearchBot):
    playouts = 300

    def sample(self, view, rng):
        return nim(view["stones"], view["turn"])

    def policy(self, seat, seed):
        return RandomBot(seed)


def test_the_search_takes_the_winning_move():
    # 7 stones: taking 3 leaves 4, a lost position for the one to move; the others give the win away
    # against a random reply less often, but the search must still see that 3 is best.
    state = nim(7)
    bot = NimSearch(1)
    assert bot.choose(state.view(0), state.legal_actions(0)) == ["take", 3]
    assert nim(3).legal_actions(0)[-1] == ["take", 3]
    assert NimSearch(2).choose(nim(3).view(0), nim(3).legal_actions(0)) == ["take", 3]
    values = {tuple(action): value for action, value, _ in bot.last_values}
    assert values[("take", 3)] > values[("take", 1)] and values[("take", 3)] > values[("take", 2)]


def test_thinking_in_slices_gives_the_same_answer_as_in_one_go():
    state = nim(11)
    whole = NimSearch(5).choose(state.view(0), state.legal_actions(0))
    thinking = NimSearch(5).think(state.view(0), state.legal_actions(0))
    slices = 0
    while True:
        done, answer = advance(thinking, 0.0)  # one step of work at a time
        slices += 1
        if done:
            break
    assert answer == whole
    assert slices > 50


def test_a_time_cap_answers_with_the_best_so_far():
    state = nim(11)
    bot = NimSearch(5)
    bot.playouts = 10**7  # would take minutes without the cap
    answer = finish(bot.think(state.view(0), state.legal_actions(0), 0.05))
    assert answer in state.legal_actions(0)
    assert bot.last_values and all(count >= 1 for _, _, count in bot.last_values)


def test_one_legal_action_is_answered_without_searching():
    bot = NimSearch(1)
    assert bot.choose(nim(1).view(0), nim(1).legal_actions(0)) == ["take", 1]
    assert bot.last_values == []


def test_a_simple_bot_thinks_in_one_step():
    class First(Bot):
        def choose(self, view, legal):
            return legal[0]

    assert advance(First().think({}, [["a"], ["b"]]), 0.0) == (True, ["a"])


def test_an_ended_game_is_worth_its_share_of_the_win_and_a_little_for_each_rival_beaten():
    assert playout_value({"winners": [0], "scores": [5, 3, 1]}, 0) == 1.0
    assert playout_value({"winners": [0, 1], "scores": [5, 5, 1]}, 1) == 0.85 / 2 + 0.15 * 1.5 / 2
    assert playout_value({"winners": [0], "scores": [5, 3, 1]}, 2) == 0.0
    assert 0 < playout_value({"winners": [0], "scores": [5, 3, 1]}, 1) < 0.15
