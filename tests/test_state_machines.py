"""Random play as a hypothesis state machine, one per game: the seed, the player count, which seat
acts and which legal action it takes are drawn by hypothesis, so a failure shrinks to a short move
sequence. The invariants are those of the random self-play (test_selfplay.INVARIANTS) and the
contract every state keeps; a save reloaded at any point gives the same position."""

import json

import hypothesis.strategies as st
import pytest
from hypothesis import HealthCheck, settings
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from tabletop.engine.core import IllegalAction
from tabletop.engine.match import Match
from tabletop.games import GAMES
from test_selfplay import INVARIANTS

# Deterministic (derandomize) so that a run in CI can be repeated exactly; the budget per game keeps
# the suite quick under CPython and inside Pyodide.
MACHINE_SETTINGS = settings(
    max_examples=25,
    stateful_step_count=40,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


def machine_for(game):
    class GameMachine(RuleBasedStateMachine):
        @initialize(data=st.data())
        def start(self, data):
            players = data.draw(st.integers(game.min_players, game.max_players), label="players")
            seed = data.draw(st.integers(0, 2**40), label="seed")
            seats = [{"name": f"P{s}", "kind": "human"} for s in range(players)]
            self.match = Match.create(game, seats, seed)

        @property
        def state(self):
            return self.match.state

        @precondition(lambda self: not self.state.is_over())
        @rule(data=st.data())
        def act(self, data):
            seat = data.draw(st.sampled_from(self.state.actors()), label="seat")
            legal = self.state.legal_actions(seat)
            action = data.draw(st.sampled_from(legal), label="action")
            self.match.act(seat, action)

        @precondition(lambda self: not self.state.is_over())
        @rule(moves=st.integers(1, 60))
        def bots_play(self, moves):
            """Jump ahead with the game's own computer players, to reach the middle and the end."""
            for _ in range(moves):
                if self.state.is_over():
                    return
                seat = self.state.actors()[0]
                bot = game.make_bot(game.bot_levels[0], self.match.bot_seed(seat))
                self.match.act(seat, bot.choose(self.state.view(seat), self.state.legal_actions(seat)))

        @rule(data=st.data())
        def refuse_a_move_out_of_turn(self, data):
            waiting = [s for s in range(len(self.match.seats)) if s not in self.state.actors()]
            if not waiting or self.state.is_over():
                return
            seat = data.draw(st.sampled_from(waiting), label="waiting seat")
            actor = self.state.actors()[0]
            with pytest.raises(IllegalAction):
                self.state.apply(seat, self.state.legal_actions(actor)[0])

        @rule()
        def reload(self):
            loaded = Match.from_save(self.match.to_json(), GAMES)
            for seat in [None, *range(len(self.match.seats))]:
                assert loaded.state.view(seat) == self.state.view(seat)

        @invariant()
        def keeps_the_contract(self):
            if not hasattr(self, "match"):
                return
            state = self.state
            INVARIANTS[game.id](state)
            if state.is_over():
                assert state.actors() == [] and state.result() is not None
                assert not self.match.can_undo()
            else:
                assert state.actors(), "a state that is not over has an actor"
                for seat in state.actors():
                    assert state.legal_actions(seat), "every actor has a legal action"
            json.dumps(state.view(None))

    GameMachine.__name__ = f"{game.id}_machine"
    return GameMachine


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_random_play_as_a_state_machine(game_id):
    machine = machine_for(GAMES[game_id])
    MACHINE_SETTINGS(machine).TestCase("runTest").runTest()
