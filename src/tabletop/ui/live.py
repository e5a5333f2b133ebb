"""A live decision at one device (State.live): several seats may act at once, at the shared screen,
whenever they like, and the table closes the decision by the clock.

Modern Art's open auction is one: anyone may call a higher price at any moment, and the painting is
sold when nobody has raised for the countdown ("going once, going twice, sold"). Here, without a
browser (App holds one `LiveTable`, the page only runs its timers):

- the countdown: it starts when the position is first seen, and every move (a raise) starts it
  again; it waits while the shared screen is not up (a person looking at their own hand, a replay,
  the table paused) and starts afresh after. When it runs out the table takes the decision's
  closing move, as its seat's (the auctioneer's "sold"): a timer's move, which nobody holds.
- people: each person who may act has their own controls on the shared screen; a move is carried
  out as that seat's (App._play, so that its maker may take it back). One their secrets forbid
  (a bid above their money) is refused with the game's words, which name no secret.
- computers: each considers every position once, after a pause as a person's (0.6 to 2 s at the
  normal pace, a fixed pause with ?botdelay=), from its own view, and acts or stays silent (its
  "quiet" answer is never taken: silence at a table is no move). With a fixed pause of 0 (the
  tests) they answer at once, in turn, after each move.
"""

from __future__ import annotations

from ..engine.bots import finish
from ..engine.rng import Rng

# A computer's pause before it answers a position, in ms, at the normal pace: a person's.
CONSIDER_MS = (600, 2000)
PACE_FACTOR = {"slow": 1.4, "normal": 1.0, "fast": 0.5, "instant": 0.0}
# A computer answers within this share of the countdown, so that people can still answer it.
CONSIDER_SHARE = 0.6
STAGES = 3  # "any more bids?", "going once…", "going twice…": the countdown in thirds
FOLLOWER_FACTOR = 3  # a tab that follows another playing the game leaves the clock to that one
FOLLOWER_EXTRA_MS = 1500


class LiveTable:
    def __init__(self, app):
        self.app = app
        self.key = None  # the position the countdown and the computers' plans are for
        self.started = None  # when the countdown (re)started, on app.clock; None: not running
        self.considered = set()  # computers that answered this position with silence
        self.plans = {}  # computer seat -> ms after the start when it considers this position

    # --- what is live now --------------------------------------------------------------------------

    def decision(self):
        """The state's live decision (State.live) while the table shows the game, else None. A table
        without a clock (the command line, tests that step it) asks it as an ordinary decision, turn
        by turn: each seat of State.actors() in its order (Modern Art: raise or pass)."""
        app = self.app
        if app.clock is None or app.screen != "table" or app.match is None:
            return None
        return app.match.state.live()

    def asked(self):
        """The seats the table asks now (State.actors()); a live decision at a table without a clock
        is asked in turn: only the first of them (from the auctioneer's left, in Modern Art)."""
        state = self.app.match.state
        actors = state.actors()
        return actors[:1] if self.app.clock is None and state.live() is not None else actors

    def shared(self) -> bool:
        """Whether the shared screen, with everyone's controls, is up: nobody is looking at their own
        hand, no replay, not the copy of the screen for the next visit."""
        app = self.app
        return app.peeking is None and app.replay is None and not app.public_only and not app.copying

    def running(self) -> bool:
        return self.decision() is not None and self.shared() and not self.app.paused

    def total_ms(self, decision) -> int:
        app = self.app
        total = app.countdown_ms if app.countdown_ms is not None else int(decision["seconds"] * 1000)
        return total * FOLLOWER_FACTOR + FOLLOWER_EXTRA_MS if app.following else total

    def _sync(self):
        """Start the countdown afresh for a new position, or once it runs again after a wait."""
        app = self.app
        if not self.running():
            self.started = None
            return
        key = (app.match_id, len(app.match.actions), id(app.match.state))
        if key != self.key:  # a move: the countdown starts again, and every computer answers anew
            self.key, self.considered, self.started = key, set(), None
        if self.started is None:
            self.started = app.clock()
            self.plans = {}

    def left_ms(self):
        """What is left of the countdown (ms), or None when it is not running."""
        self._sync()
        if self.started is None:
            return None
        return max(0, self.total_ms(self.decision()) - (self.app.clock() - self.started))

    def panel(self):
        """What the game's view draws of the live decision: None when its controls are not up;
        else the people who may act now (in the decision's order), whether the closing seat, a
        person, may close it now, the countdown (its length, what is left and its stage: 0, 1, 2, a
        third each; None while it waits, paused), and who may look at their own hand (App.peek)."""
        decision = self.decision()
        if decision is None or not self.shared():
            return None
        app = self.app
        people = [seat for seat in decision["seats"] if not app.match.is_computer(seat)]
        closer, _ = decision["close"]
        may_close = decision["early"] and not app.match.is_computer(closer)
        countdown = None
        left = self.left_ms()
        if left is not None:
            total = self.total_ms(decision)
            stage = min(STAGES - 1, int((total - left) * STAGES / total)) if total else STAGES - 1
            countdown = {"total": total, "left": left, "stage": stage}
        return {"seats": people, "closer": closer if may_close else None, "countdown": countdown,
                "paused": app.paused, "peek": app.peek_seats()}

    # --- the clock ---------------------------------------------------------------------------------

    def wait_ms(self):
        """Milliseconds until the countdown's next stage or its end (the page sets a timer for it),
        or None when it is not running."""
        left = self.left_ms()
        if left is None:
            return None
        total = self.total_ms(self.decision())
        elapsed = total - left
        for stage in range(1, STAGES):
            edge = total * stage / STAGES
            if elapsed < edge:
                return int(edge - elapsed) + 1
        return left

    def tick(self) -> bool:
        """The page's timer: True if the page must be drawn again (a new stage, or the countdown ran
        out and the table took the closing move)."""
        left = self.left_ms()
        if left is None:
            return False
        if left > 0:
            return True  # a stage boundary passed (or the timer came early): drawn again
        app = self.app
        seat, action = self.decision()["close"]
        app.message = None  # a refusal said during the auction is over with it
        app.match.act(seat, action)
        app.undo_holder = None  # the clock's move: nobody at the device made it
        app._moved()
        return True

    # --- people ------------------------------------------------------------------------------------

    def command(self, seat, action) -> None:
        """A person's move at the shared screen: `seat` acts, if it may now."""
        app = self.app
        decision = self.decision()
        if decision is None or not self.shared() or not isinstance(action, list):
            return
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(app.match.seats):
            return
        if app.match.is_computer(seat) or action == decision["quiet"]:
            return  # a person's silence is no move either
        closer, close = decision["close"]
        if action == close:
            if seat != closer or not decision["early"]:
                return
        elif seat not in decision["seats"]:
            return
        if not app.match.state.is_legal(seat, action):
            amount = action[1] if len(action) == 2 and type(action[1]) is int else None
            if amount is not None and amount < decision["least"]:
                app.message = (decision["too_low"], {"low": decision["least"]}, "error")
            elif amount is not None:  # above what the seat has: said without saying what that is
                app.message = (decision["refused"], {"name": app.match.seats[seat]["name"]}, "error")
            else:
                app.message = ("error.illegal", {}, "error")
            return
        app._play(seat, action)

    # --- computers ---------------------------------------------------------------------------------

    def pending(self):
        """Computers that may act now and have not answered this position, in the decision's order."""
        decision = self.decision()
        if decision is None or not self.running():
            return []
        self._sync()
        match = self.app.match
        return [seat for seat in decision["seats"] if match.is_computer(seat) and seat not in self.considered]

    def _plan(self, seat) -> int:
        """When (ms after the countdown's start) `seat` considers this position."""
        plan = self.plans.get(seat)
        if plan is None:
            app = self.app
            fixed = app.bot_delay_ms
            if app.skipping:
                plan = 0
            elif fixed is not None:
                plan = fixed
            else:
                low, high = CONSIDER_MS
                pause = low + Rng(app.match.bot_seed(seat)).below(high - low + 1)
                plan = int(pause * PACE_FACTOR.get(app.pace, 1.0))
            plan = min(plan, int(self.total_ms(self.decision()) * CONSIDER_SHARE))
            self.plans[seat] = plan
        return plan

    def next_computer(self):
        """The pending computer to answer first (seat, ms until it does), or None."""
        seats = self.pending()
        if not seats:
            return None
        seat = min(seats, key=lambda s: (self._plan(s), seats.index(s)))
        elapsed = self.app.clock() - self.started
        return seat, max(0, int(self._plan(seat) - elapsed))

    def legal(self, seat):
        """A computer's choices here: its moves but the closing one, which is the clock's."""
        decision = self.decision()
        legal = self.app.match.state.legal_actions(seat)
        return [action for action in legal if decision is None or action != decision["close"][1]]

    def answered(self, seat, action) -> bool:
        """A computer's answer to this position: True if the table takes it as a move; its silence
        (the quiet answer, or anything but a legal move of its own) is noted, and is no move."""
        decision = self.decision()
        if decision is None:
            return True
        if action != decision["quiet"] and action in self.legal(seat):
            return True
        self.considered.add(seat)
        return False

    def settle(self) -> None:
        """With a fixed pause of 0 (the tests): every computer answers at once, in turn, until none
        raises any more, so that the page never shows a position a computer has not answered."""
        app = self.app
        if app.bot_delay_ms != 0:
            return
        while True:
            seats = self.pending()
            if not seats:
                return
            seat = seats[0]
            bot = app.match.game.make_bot(app.match.seats[seat]["level"], app.match.bot_seed(seat))
            thinking = bot.think(app.match.state.view(seat), self.legal(seat), app.think_seconds)
            action = finish(thinking)  # a search keeps to think_seconds by itself
            if self.answered(seat, action):
                app.match.act(seat, action)
