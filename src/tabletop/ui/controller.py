"""The table's behaviour, with no browser in it: screens, commands, autosave, computer turns.

The web layer passes in a storage (get/set/remove/keys over strings), a clock and a seed source,
forwards the player's commands, and renders what `render()` returns. Tests drive it the same way.
"""

from __future__ import annotations

import json
import random
import zlib

from ..engine import savefile
from ..engine.bots import advance, finish
from ..engine.core import BadOptions, IllegalAction
from ..engine.match import COMPUTER, HUMAN, Match, SaveError, clean_name
from ..engine.rng import Rng
from ..engine.saves import (
    CURRENT_KEY,
    DENIED,
    DURABLE,
    FULL,
    MEMORY,
    PREVIOUS_SUFFIX,
    SAVE_PREFIX,
    LocalBackend,
    SaveBook,
    backup_text,
    extends,
    may_write_over,
    parse_backup,
)
from ..games import GAMES
from . import kit, screens
from .i18n import LANGUAGES, pick_language, translate
from .live import LiveTable

# What a tab says when it shows the game as another tab moved it on (App._changed_elsewhere), and
# when a move made here was refused because another tab had moved the game on first (App._conflict).
CHANGED_ELSEWHERE = ("notice.changed_elsewhere", {}, "notice")
MOVE_REFUSED = ("notice.move_refused", {}, "error")
__all__ = ["CURRENT_KEY", "PREVIOUS_SUFFIX", "SAVE_PREFIX", "App", "Context"]
# The home page lists this many unfinished games and this many results at most (the rest behind
# "Show all"), so that it takes the same time however many games were ever played.
HOME_GAMES = 6
HOME_RESULTS = 5
LANG_KEY = "tabletop.lang"
PACE_KEY = "tabletop.pace"  # this device's choice of how fast computer players move
PREFS_KEY = "tabletop.view"  # this device's choices of how the table looks (a map's zoom, say)
# The pause before a computer answers, by pace: a person's step can be undone during it, and the
# computers' moves can be followed.
PACES = {"slow": 1500, "normal": 700, "fast": 250, "instant": 0}
DEFAULT_PACE = "normal"
# A computer's search (and a hint's) answers with its best so far after this much wall time, so a
# move never keeps the table waiting long, even on a slow phone.
THINK_SECONDS = 0.45
# A computer's move is searched during its pace's pause too (the page's slices leave the browser its
# turns meanwhile), so it may think this much longer without anyone waiting more: the normal pace's
# pause at most, so that a slow pace does not make it stronger. Faster paces (and skipping) give it
# less time, for speed.
PAUSE_THINKING_MS = PACES[DEFAULT_PACE]
# The hint is the strong player's move with its reason (engine/hints.py), offered where a game has one.
HINT_LEVEL = "hint"  # engine.hints.HINT_LEVEL (not imported: the first screen needs none of it)
HINT_OFFERED_WITH = "strong"


# Taps at one place, or Enter or Space pressed again and again, less than this far apart are one
# gesture: it acts on the decision that was on screen when it began, never on one drawn during it.
AIM_GAP_MS = 250
AIM_PLACE_PX = 30  # taps further apart than this are aimed anew (at another control)
# The commands that act on a decision, and so are aimed at one (see Aim).
AIMED_COMMANDS = frozenset({"act", "act-amount", "ready", "undo", "select", "orders", "live", "live-amount"})


class Aim:
    """Which decision a tap or a key press was aimed at. The page says when each decision was first
    drawn (`drawn`, with its token: App.decision_token) and when a press begins (`pressed`: a pointer
    down, with where it is, or Enter or Space down). Presses less than `gap_ms` apart, at the same
    place (taps within AIM_PLACE_PX of each other; Enter or Space again, wherever the page put the
    focus) are one gesture; a press elsewhere, or any other key (Tab: the player moves the focus),
    begins a new one. A command that acts on a decision is carried out only if that decision was on
    screen when the gesture began (`aimed`): three taps 120 ms apart, or Enter pressed ten times,
    while each move brings the same player's next decision at once (the computers' instant pace),
    play one move, not three or ten."""

    def __init__(self, gap_ms: float = AIM_GAP_MS):
        self.gap = gap_ms
        self.token = None  # the decision on screen
        self.since = None  # and when it was first drawn
        self.began = None  # when the gesture under way began
        self.last = None  # its last press: (time, where)

    def drawn(self, token, now: float) -> None:
        if token != self.token:
            self.token, self.since = token, now

    def pressed(self, now: float, where=None) -> None:
        """A press at `now`: `where` is (x, y) for a pointer, "key" for Enter or Space."""
        last = self.last
        same = last is not None and now - last[0] < self.gap and _same_place(last[1], where)
        if not same:
            self.began = now
        self.last = (now, where)

    def other_key(self) -> None:
        """Any key but Enter and Space: the player is doing something else; the next press is new."""
        self.last = None

    def aimed(self) -> bool:
        if self.gap <= 0 or self.began is None or self.since is None:
            return True
        return self.since <= self.began


def _same_place(before, now) -> bool:
    if before == "key" or now == "key":
        return before == now
    if before is None or now is None:
        return before is None and now is None
    return abs(before[0] - now[0]) <= AIM_PLACE_PX and abs(before[1] - now[1]) <= AIM_PLACE_PX


class Context:
    """What a game's renderer needs: the view of one seat, names, the translator, the legal moves."""

    def __init__(self, app, view, acting_seat, legal, viewer=None, ui_state=None):
        self.view = view
        self.viewer = viewer
        self.t = app.t
        self.lang = app.lang
        self.names = [seat["name"] for seat in app.match.seats]
        self.kinds = [seat["kind"] for seat in app.match.seats]
        self.acting_seat = acting_seat
        self.legal = legal
        self.ui_state = ui_state or {}  # the acting player's unfinished choices (see App.cmd_select)
        # The standing orders of the seat whose own screen this is (App.standing_orders), else None.
        self.orders = app.standing_orders() if app.match else None
        self.prefs = dict(app.prefs)  # how this device shows the table (App.cmd_pref)
        self.live = app.live.panel() if app.match else None  # a live decision's controls (ui/live.py)
        self._levels = [seat.get("level") for seat in app.match.seats]
        self._app = app

    @property
    def quick(self) -> bool:
        """Whether this drawing should leave out advice that takes long to work out (App.render_parts)."""
        return self._app.quick_render

    def defer(self) -> None:
        """Says that this quick drawing left something out: the page draws again in full soon after."""
        self._app.deferred = True

    def seat_kind_label(self, seat):
        if self.kinds[seat] == COMPUTER:
            return self.t("seat.computer_level", level=self.t(f"level.{self._levels[seat]}"))
        return self.t("seat.human")


class App:
    paces = tuple(PACES)  # the choices of the table's pace setting (screens.pace_choice)

    def __init__(self, storage, language_preferences=(), now=lambda: "", new_seed=None, bot_delay_ms=None,
                 think_seconds=None, saves=None, clock=None, countdown_ms=None):
        self.storage = storage  # this device's choices (language, pace, view): small strings
        # The saved games (engine/saves.py): by default in `storage` itself, as localStorage kept them.
        self.saves = saves if saves is not None else SaveBook(LocalBackend(storage))
        self.now = now
        self.new_seed = new_seed or (lambda: random.SystemRandom().getrandbits(52))
        self.bot_delay_ms = bot_delay_ms  # a fixed pause (the page's ?botdelay=, tests), else the pace's
        stored_pace = storage.get(PACE_KEY)
        self.pace = stored_pace if stored_pace in PACES else DEFAULT_PACE
        self.paused = False  # computer players wait until the table goes on (cmd_pause)
        self.prefs = _read_prefs(storage.get(PREFS_KEY))  # how this device shows the table (cmd_pref)
        self.skipping = False  # computer players move at once until a person is to act (cmd_skip)
        self.think_seconds = think_seconds  # the page passes THINK_SECONDS; None: think to the end
        stored = storage.get(LANG_KEY)
        self.lang = stored if stored in LANGUAGES else pick_language(language_preferences)
        self.screen = "home"
        self.quick_render = False  # render_parts(quick=True) under way
        self.copying = False  # screen_copy under way
        self.deferred = False  # the last quick render_parts left advice out (Context.defer)
        self.screen_arg = None
        self.match = None
        self.match_id = None
        self.revision = 0  # of the game's save as this tab last read or wrote it (see _save)
        self.following = False  # another tab changed the game shown here since this one wrote it
        self._stored_text = None  # the save's text as this tab last read or wrote it
        self._base_actions = []  # and its moves
        # The page writes a move's save in a task after drawing it (a big JSON text, then the store's
        # write, off the click). Anything that reads or replaces the save sends a due one first
        # (flush_save); one write is on its way at a time (_writing), answered by write_done.
        self.defer_saves = False
        self.save_due = False
        self._writing = None
        self._overwrite = None  # the revision the next write replaces, when not self.revision
        self.unsaved = set()  # games whose last write failed
        self.trouble = None  # FULL or DENIED: the last write failed so (a lasting notice)
        self.home_all = None  # "games" or "results": the home page lists all of them
        self.home_size = (HOME_GAMES, HOME_RESULTS)
        self.confirm_bulk = False  # "delete every finished game" waits for a second click
        self.message = None  # (key, params, kind) shown once as a banner
        self.setup = None
        self.confirm_delete = None  # the save whose deletion waits for a second click
        self.revealed_to = None  # the seat whose private information the screen may show now
        self.peeking = None  # a human looking at their own hand while another is to act
        self.holding = None  # the seat holding "show my hand" down at a shared screen (cmd_hold)
        self.ui_state = {}  # choices on the way to a move (App.cmd_select), of the seat ui_seat
        self.ui_seat = None
        # The seat that made the last move and has held the device since; None once it passed on.
        # Only this seat may undo on a shared device, and a later peek does not make it so again.
        self.undo_holder = None
        self._summaries = {}
        self.log_cache = None  # the log's lines as last drawn (screens.log_lines)
        self.log_open = False  # the log drawer, on a phone (screens.log_panel)
        self._undo_cache = (None, None)  # (position, what one Undo takes back: _undo_unit)
        # [(the state after action i, whether the table gave it for a person)], see _given_by_table;
        # and the last marks of a view's log: (state, viewer, [positions in that view's log]).
        self._given_memo = []
        self._marks_cache = None
        # The search under way, a slice at a time (think): {"seat", "kind": "move" or "hint",
        # "position", "thinking", "background": a hint nobody has asked for yet}; dropped when the
        # position changes under it.
        self.thought = None
        # The hint shown for this position: {"seat", "position", "action", "reason": [{"key", ...}] in
        # the game's words (its view's hint_reason), "quick": the search was cut short by its cap}.
        self.hint = None
        # The same, worked out in the background while the person decides and not shown until they
        # press Hint (start_background_hint); for its position and seat only, never saved or logged.
        self.ready_hint = None
        self.public_only = False  # drawing the public table only (screen_copy)
        # "What happened since my last move": {"seat", "at": the state shown, "end": the actions then}
        self.replay = None
        self.aim = Aim()  # which decision a press was aimed at (the page feeds it)
        # A live decision's clock (ui/live.py), in ms: the page's performance.now(), a test's own. Without
        # one (the command line, tests that step the table) a live decision is asked turn by turn.
        self.clock = clock
        self.countdown_ms = countdown_ms  # a fixed countdown (the page's ?countdown=, tests), else the game's
        self.live = LiveTable(self)
        self._resume()

    def t(self, key, **params):
        return translate(self.lang, key, **params)

    def decision_token(self):
        """What the screen asks of whom now: the game, the moves made so far, who is to act, whose
        screen it is and who may act on it (a hand-over, a replay). A tap aimed at one token is not
        carried out on another (Aim)."""
        if self.screen != "table" or self.match is None:
            return (self.screen,)
        replay = self.replaying()
        return (self.match_id, len(self.match.actions), tuple(self.match.state.actors()),
                self.controls_seat(), self.viewer(), replay["at"] if replay else None)

    def aimed(self, command: str) -> bool:
        """Whether `command`, coming now, was aimed at the decision on screen (Aim)."""
        return command not in AIMED_COMMANDS or self.aim.aimed()

    # --- commands -------------------------------------------------------------------------------

    def handle(self, command: str, arg: str | None = None, form: dict | None = None) -> None:
        """Run one command from the page. Bad input becomes a message, never an exception."""
        form = form or {}
        self.message = None
        # The last move's save first: the command may read the saves or open another game. If
        # another tab had moved this game on, the page shows that now and the click was meant for
        # a position that is gone, so it is not carried out.
        if self.flush_save() and self.message in (CHANGED_ELSEWHERE, MOVE_REFUSED):
            return
        if command != "delete":
            self.confirm_delete = None
        if command != "delete-finished":
            self.confirm_bulk = False
        handler = getattr(self, "cmd_" + command.replace("-", "_"), None)
        if handler is None:
            return
        try:
            handler(arg, form)
        except IllegalAction:
            self.message = ("error.illegal", {}, "error")
        finally:
            self._drop_stale_thinking()

    def cmd_dismiss(self, arg, form):
        """The banner is cleared by handle() before every command."""

    def cmd_home(self, arg, form):
        self.screen, self.match, self.match_id = "home", None, None
        self.home_all = None
        self.saves.set_current(None)

    def cmd_log(self, arg, form):
        self.log_open = not self.log_open

    def cmd_lang(self, arg, form):
        if arg in LANGUAGES:
            self.lang = arg
            try:
                self.storage.set(LANG_KEY, arg)
            except OSError:
                pass  # for this visit only: a choice, not a game

    def cmd_rules(self, arg, form):
        if arg in GAMES:
            self.screen, self.screen_arg = "rules", arg

    def cmd_back(self, arg, form):
        self.screen = "table" if self.match else ("setup" if self.setup else "home")

    def cmd_setup(self, arg, form):
        if arg not in {game.id for game in screens.playable_games()}:
            return
        game = GAMES[arg]
        players = min(max(3, game.min_players), game.max_players)
        self.setup = {"game": arg, "players": players, "seats": [], "options": {}}
        for seat in range(game.max_players):
            kind = "human" if seat == 0 else f"computer:{game.bot_levels[0]}"
            self.setup["seats"].append({"name": "", "kind": kind})
        self.setup["opening"] = game.opening_choice
        self.screen = "setup"

    def _read_setup_form(self, form):
        game = GAMES[self.setup["game"]]
        try:
            players = int(form.get("players", self.setup["players"]))
        except ValueError:
            players = self.setup["players"]
        self.setup["players"] = min(max(players, game.min_players), game.max_players)
        for seat, entry in enumerate(self.setup["seats"]):
            if f"name_{seat}" in form:
                entry["name"] = str(form[f"name_{seat}"])[:80]
            kind = form.get(f"kind_{seat}")
            if kind == HUMAN or (isinstance(kind, str) and kind.split(":", 1)[-1] in game.bot_levels):
                entry["kind"] = kind
        if "opening" in form:
            self.setup["opening"] = str(form["opening"])
        for option in game.options:
            if option.name != "opening_seat" and f"option_{option.name}" in form:
                self.setup["options"][option.name] = form[f"option_{option.name}"]

    def cmd_setup_change(self, arg, form):
        if self.setup:
            self._read_setup_form(form)

    def cmd_start(self, arg, form):
        if not self.setup:
            return
        self._read_setup_form(form)
        game = GAMES[self.setup["game"]]
        players = self.setup["players"]
        seats = []
        for seat, entry in enumerate(self.setup["seats"][:players]):
            if entry["kind"] == HUMAN:
                fallback = self.t("seat.default_human", number=seat + 1)
                seats.append({"name": clean_name(entry["name"], fallback), "kind": HUMAN})
            else:
                level = entry["kind"].split(":", 1)[1]
                fallback = self.t("seat.default_computer", number=seat + 1)
                seats.append({"name": clean_name(entry["name"], fallback), "kind": COMPUTER, "level": level})
        seed = int(self.new_seed())
        options = {}
        for option in game.options:
            if option.name == "opening_seat":
                choice = self.setup["opening"]
                options[option.name] = Rng(seed).below(players) if choice == "random" else int(choice)
            elif option.name in self.setup["options"]:
                options[option.name] = _coerce(option, self.setup["options"][option.name])
        try:
            match = Match.create(game, seats, seed, options)
        except (BadOptions, ValueError):
            self.message = ("error.setup", {}, "error")
            return
        self._open(match, self._new_id())
        self._save()

    def cmd_again(self, arg, form):
        """Play again with the same seats and options, a new shuffle."""
        if not self.match:
            return
        match = Match.create(self.match.game, self.match.seats, int(self.new_seed()), self.match.options)
        self._open(match, self._new_id())
        self._save()

    def cmd_act(self, arg, form):
        if not self.match or arg is None:
            return
        try:
            action = json.loads(arg)
        except ValueError:
            return
        seat = self.controls_seat()
        if seat is None:
            return
        self._play(seat, action)

    def cmd_act_amount(self, arg, form):
        """A typed number: the action is [arg, amount], e.g. ["bid", 7] or ["sealed", 40]."""
        try:
            amount = int(str(form.get("amount", "")).strip())
        except ValueError:
            self.message = ("error.amount_number", {}, "error")
            return
        seat = self.controls_seat()
        if seat is None or not isinstance(arg, str):
            return
        if not self.match.state.is_legal(seat, [arg, amount]):
            self.message = ("error.amount_range", {}, "error")
            return
        self._play(seat, [arg, amount])

    def cmd_live(self, arg, form):
        """A person's move in a live decision, at the shared screen: arg is JSON [seat, action]."""
        try:
            seat, action = json.loads(arg or "")
        except (ValueError, TypeError):
            return
        self.live.command(seat, action)

    def cmd_live_amount(self, arg, form):
        """A typed raise in a live decision: arg is "<seat>" (or "<seat>:<verb>"), the amount is the
        form's field live_amount (one field, and a button per person: whoever presses theirs bids)."""
        seat, _, verb = str(arg or "").partition(":")
        if not seat.isdigit():
            return
        try:
            amount = int(str(form.get("live_amount", "")).strip())
        except ValueError:
            self.message = ("error.amount_number", {}, "error")
            return
        self.live.command(int(seat), [verb or "bid", amount])

    def tick(self) -> bool:
        """The page's countdown timer (countdown_wait): True if the page must be drawn again."""
        return self.live.tick()

    def countdown_wait(self):
        """Milliseconds until a live decision's countdown next changes (its next stage or its end),
        or None when none runs: the page sets its timer by it."""
        return self.live.wait_ms()

    def _play(self, seat, action):
        """A move by the human in control, who holds the device and so may take it back."""
        self.match.act(seat, action)
        self.undo_holder = seat
        self._moved()

    def cmd_undo(self, arg, form):
        if self.can_undo():
            # From the hand-over screen the step's player gets their screen back only by taking the
            # device again (handover_to): whoever pressed Undo there sees nothing private.
            self.match.undo(self._undo_unit()[0])
            self._moved()

    def cmd_resume(self, arg, form):
        self._load_and_open(arg)

    def cmd_restore(self, arg, form):
        """Continue a damaged save from its previous good copy (checked before it replaces it)."""
        if arg is not None and self.saves.has(str(arg)):
            self.saves.fetch(str(arg), lambda record: self._restore(str(arg), record))

    def _restore(self, match_id, record):
        previous = record and record.get("prev")
        if not previous:
            return
        try:
            match, parsed = _read_save(previous)
        except SaveError as error:
            self.message = ("error.load", {"reason": self.t(error.key, **error.params)}, "error")
            return
        # Written over the damaged text, as the next revision of the stored record.
        self._open(match, match_id, record.get("revision") or 0, record["text"], parsed.get("actions", []),
                   parsed.get("started_at"))
        self._save()

    def cmd_delete(self, arg, form):
        """Deleting asks once more: a lost game cannot come back."""
        self.confirm_delete = arg

    def cmd_delete_confirmed(self, arg, form):
        self.confirm_delete = None
        if arg is not None:
            self.saves.remove([str(arg)])

    def cmd_delete_finished(self, arg, form):
        """Every finished game at once (their results go with them), after a second click."""
        if not self.confirm_bulk:
            self.confirm_bulk = True
            return
        self.confirm_bulk = False
        finished = [entry["id"] for entry in self.saved_games() if entry.get("ok") and entry.get("over")]
        if finished:
            self.saves.remove(finished)
            self.message = ("notice.deleted_finished", {"count": len(finished)}, "notice")

    def cmd_persist(self, arg, form):
        """Ask the browser to keep the saves (navigator.storage.persist()); its answer is said."""
        persist = getattr(self.saves.backend, "persist", None)
        if persist is not None:
            persist(self._persisted)

    def _persisted(self, granted) -> None:
        self.saves.persisted = bool(granted)
        self.message = ("notice.persist_granted", {}, "notice") if granted else (
            "notice.persist_refused", {}, "error")

    def cmd_show_all(self, arg, form):
        """The home page lists every unfinished game ("games") or every result ("results")."""
        self.home_all = arg if arg in ("games", "results") else None

    def import_text(self, text: str) -> None:
        """A save file, or a backup of every game (export_all), chosen by the player: each game checked
        fully before it is stored."""
        self.flush_save()
        self.message = None
        try:
            games = parse_backup(text)
        except SaveError as error:
            self.message = ("error.import", {"reason": self.t(error.key, **error.params)}, "error")
            self.screen = "home"
            return
        if games is not None:
            self._import_backup(games)
            return
        try:
            match, record = _read_save(text)
        except SaveError as error:
            self.message = ("error.import", {"reason": self.t(error.key, **error.params)}, "error")
            self.screen = "home"
            return
        # The very game is here already (a file exported and imported again): opened, not doubled.
        # The same game at another move is added beside it, and said to be a copy.
        fingerprint = _fingerprint(record)
        alike = [entry for entry in self.saved_games() if entry.get("fingerprint") == fingerprint]
        same = next((entry for entry in alike if entry.get("moves") == len(match.actions)), None)
        if same is not None:
            self.message = ("notice.import_already", {"when": same.get("saved_at") or "–"}, "notice")
            self._load_and_open(same["id"])  # once its record is read, if it is not yet
            return
        self._open(match, self._new_id(), started_at=record.get("started_at"))
        self._save()
        if alike:
            self.message = ("notice.imported_copy", {"moves": alike[0].get("moves", 0),
                                                     "count": len(match.actions)}, "notice")
        else:
            self.message = ("notice.imported", {}, "notice")

    def _import_backup(self, games):
        """The games of a backup, each checked by replaying it, stored beside the games here: a game
        already here (the same moves under the same id) is left as it is."""
        counts = {"added": 0, "kept": 0, "bad": 0}
        self.screen, self.match, self.match_id = "home", None, None
        for match_id, text in games:
            try:
                match, record = _read_save(text)
            except SaveError:
                counts["bad"] += 1
                continue
            here = self.saves.record(match_id) if match_id else None
            if here is not None and _same_game(here.get("text"), record):
                counts["kept"] += 1
                continue
            if not match_id or not _is_id(match_id) or self.saves.has(match_id):
                match_id = self._new_id()
            record = dict(record, revision=1)
            stored = json.dumps(record, ensure_ascii=False, separators=(",", ":"))
            counts["added"] += 1

            def done(result, match_id=match_id):
                if not result.get("ok"):
                    self.trouble = result.get("error") or DENIED
                    self.unsaved.add(match_id)

            self.saves.write({"id": match_id, "text": stored, "base": 0, "revision": 1, "expect": None,
                              "summary": _summary_of(match, record), "keep_prev": False, "current": False},
                             done)
        self.message = ("notice.imported_backup", counts, "notice" if not counts["bad"] else "error")

    def export(self) -> tuple[str, str] | None:
        if not self.match:
            return None
        stamp = "".join(ch for ch in self.now() if ch.isdigit())[:12]
        return f"{self.match.game.id}-{stamp or 'save'}.json", json.dumps(
            self.save_record(), ensure_ascii=False
        )

    def export_all(self, done) -> None:
        """Every stored game in one file, to `done(name, text)` (when the store has read them all)."""
        self.flush_save()
        stamp = "".join(ch for ch in self.now() if ch.isdigit())[:12]

        def got(texts):
            entries = sorted(texts.items(), key=lambda item: item[0])
            done(f"tabletop-backup-{stamp or 'all'}.json", backup_text(entries, self.now()))

        self.saves.backend.fetch_all(got)

    def prepare_table(self) -> bool:
        """On the new-game form, build what the game's table draws first and then keeps (its view's
        code and its sprite of pictures: tens of ms inside Pyodide), so that "Start" does not wait
        for it. True if there was something to build for."""
        if self.screen != "setup" or not self.setup:
            return False
        symbols = getattr(screens.game_ui(self.setup["game"]), "symbols", None)
        if symbols is not None:
            symbols(self.t)
        return True

    # --- computer players -------------------------------------------------------------------------

    def bot_due(self) -> bool:
        return (
            self.screen == "table"
            and not self.paused
            and self.replaying() is None
            and self._computer_to_act() is not None
        )

    def computers_to_act(self) -> bool:
        """A computer player is to move (paused or not), or a live decision's clock runs: the table
        offers pause and skip then."""
        if self.live.decision() is not None:
            return True
        return self.screen == "table" and self._computer_to_act() is not None

    def bot_delay(self) -> int:
        """Milliseconds a computer waits before it answers: none while skipping to a person's turn;
        in a live decision, until the next computer's own moment (ui/live.py)."""
        upcoming = self.live.next_computer() if self.live.decision() is not None else None
        if upcoming is not None:
            return upcoming[1]
        if self.skipping:
            return 0
        return PACES[self.pace] if self.bot_delay_ms is None else self.bot_delay_ms

    def cmd_pace(self, arg, form):
        pace = arg if arg in PACES else (form or {}).get("pace")
        if pace in PACES:
            self.pace = pace
            try:
                self.storage.set(PACE_KEY, pace)
            except OSError:
                pass  # for this visit only

    def cmd_pref(self, arg, form):
        """A choice of how this device shows the table (a JSON object: a map's zoom, a toggle; null
        removes one), open to anyone at any time: it shows nothing that is not on the screen."""
        try:
            change = json.loads(arg) if arg else None
        except ValueError:
            return
        if not isinstance(change, dict):
            return
        prefs = dict(self.prefs)
        for key, value in change.items():
            if value is None:
                prefs.pop(key, None)
            else:
                prefs[key] = value
        self.prefs = _read_prefs(json.dumps(prefs))
        try:
            self.storage.set(PREFS_KEY, json.dumps(self.prefs))
        except OSError:
            pass  # kept for this visit only

    def cmd_pause(self, arg, form):
        """Pause the computer players, or let them go on."""
        self.paused = not self.paused
        if self.paused:
            self.skipping = False
        elif self.move_under_way() and "not_before" in self.thought:
            # Going on after a pause: the move it may have found meanwhile waits the pace again.
            self.thought["not_before"] = self.clock() + self.bot_delay()

    def cmd_skip(self, arg, form):
        """The computer players move at once until a person is to act."""
        if self.computers_to_act():
            self.skipping, self.paused = True, False

    def _computer_to_act(self):
        if not self.match:
            return None
        if self.live.decision() is not None:  # every computer answers each position once, in time
            upcoming = self.live.next_computer()
            return upcoming[0] if upcoming is not None else None
        for seat in self.live.asked():
            if self.match.is_computer(seat):
                return seat
        return None

    def step_bot(self) -> bool:
        """Let one computer player move, thinking as long as it likes (the command line, tests)."""
        return self.think(None)

    def _position(self):
        return (self.match_id, len(self.match.actions), id(self.match.state))

    def think(self, seconds: float | None) -> bool:
        """Advance the computer's move, or the hint (asked for, or in the background), by about
        `seconds` of work (None: to the end). True when it has finished (a computer moved, or the
        hint asked for is ready): draw again; a background hint, done, is kept unseen (False).
        A computer sees only its own seat's view; a hint only the view of the seat holding the device."""
        due = self._computer_to_act() if self.bot_due() else None
        thought = self.thought
        if thought is not None and thought["position"] != (self.match and self._position()):
            thought = self.thought = None  # the game moved on (an undo, another tab): start afresh
        if thought is not None and thought.get("background") and not self._background_hint_holds(thought):
            thought = self.thought = None  # the person left the table, or the device passed on
        if thought is not None and thought["kind"] == "move" and due is None:
            return False  # paused (or a replay is on): the computer's move waits, half thought
        if thought is not None and "action" in thought:
            # Found during the pace's pause: it is played when the pause is over.
            if self.move_hold_ms() > 0:
                return False
            return self._play_thought(thought, thought["action"])
        if due is not None and (thought is None or thought["kind"] != "move"):
            if self.live.decision() is not None and self.bot_delay() > 0:
                return False  # its moment in the live decision has not come yet
            level = self.match.seats[due]["level"]
            thought = self._start_thought(due, "move", level, self.match.bot_seed(due))
            if seconds is not None:
                # Starting is a slice of its own: a game's first computer move imports its players.
                return False
        if thought is None:
            return False
        if seconds is None:
            done, action = True, finish(thought["thinking"])
        else:
            done, action = advance(thought["thinking"], seconds)
        if not done:
            return False
        if thought["kind"] == "move" and self.move_hold_ms() > 0:
            thought["action"] = action  # the pace's pause is not over
            return False
        return self._play_thought(thought, action)

    def _play_thought(self, thought, action) -> bool:
        """The search is over: show the hint, or make the computer's move."""
        self.thought = None
        if thought["kind"] == "hint":
            bot = thought["bot"]
            hint = {"seat": thought["seat"], "position": thought["position"], "action": action,
                    "reason": list(getattr(bot, "reason", None) or []),
                    "quick": bool(getattr(bot, "quick", False))}
            if thought.get("background"):
                self.ready_hint = hint  # kept unseen until Hint is pressed: nothing to draw
                return False
            self.hint = hint
            return True
        if not self.live.answered(thought["seat"], action):
            return True  # silence in a live decision: no move (the prompt's wait may end)
        self.match.act(thought["seat"], action)
        self._moved()
        return True

    def _start_thought(self, seat, kind, level, seed, background=False):
        state = self.match.state
        bot = self.match.game.make_bot(level, seed)
        legal = self.live.legal(seat) if kind == "move" else state.legal_actions(seat)
        pause = self.pause_thinking_ms() if kind == "move" else 0
        seconds = self.think_seconds
        if seconds is not None:
            # The hint is the strong player's move: it gets the budget a computer's move has at the
            # normal pace (worked out in the background while the person decides, it is mostly
            # ready before Hint is pressed).
            seconds += (min(pause, PAUSE_THINKING_MS) if kind == "move" else PAUSE_THINKING_MS) / 1000
        thinking = bot.think(state.view(seat), legal, seconds)
        self.thought = {"seat": seat, "kind": kind, "position": self._position(), "thinking": thinking,
                        "bot": bot, "background": background}
        if pause:
            self.thought["not_before"] = self.clock() + pause
        return self.thought

    def pause_thinking_ms(self) -> int:
        """The pace's pause that a computer's move may spend searching (the page's clock counts it;
        a live decision's computers answer at their own moments instead, ui/live.py): 0 where the
        search waits the pause out first (the page's follower tab waits on), or there is none."""
        if self.clock is None or self.live.decision() is not None or self.following:
            return 0
        return self.bot_delay()

    def found_move_waits_ms(self) -> float:
        """Milliseconds the computer's move, found already, waits for its pace's pause to end, or 0."""
        thought = self.thought
        return self.move_hold_ms() if thought is not None and "action" in thought else 0

    def pace_gives_full_thought(self) -> bool:
        """Whether this device's pace leaves a computer's search its whole budget (see PAUSE_THINKING_MS)."""
        return PACES[self.pace] >= PAUSE_THINKING_MS

    def move_hold_ms(self) -> float:
        """Milliseconds until the computer's move under way may be played (its pace's pause), or 0."""
        thought = self.thought
        if thought is None or "not_before" not in thought or self.clock is None:
            return 0
        return max(0.0, thought["not_before"] - self.clock())

    def thinking_due(self) -> bool:
        """Whether there is a search to advance (a computer to move, or a hint: asked for, or worked
        out in the background once start_background_hint began it)."""
        return self.bot_due() or (self.thought is not None and self.thought["kind"] == "hint")

    def move_under_way(self) -> bool:
        """A computer's move is being thought for this position (perhaps during its pace's pause)."""
        thought = self.thought
        return (thought is not None and thought["kind"] == "move" and self.match is not None
                and thought["position"] == self._position())

    def _drop_stale_thinking(self) -> None:
        """After a command: a search for a position that is gone is dropped at once (not at the next
        slice), so that the page sees no work under way and a computer due next waits its pace; the
        background hint also goes when the table is left or another seat has the device."""
        thought = self.thought
        if thought is not None and (not self.match or thought["position"] != self._position()):
            self.thought = thought = None
        if thought is not None and thought.get("background") and not self._background_hint_holds(thought):
            self.thought = None
        if self.ready_hint is not None and (self.screen != "table" or not self._hint_holds(self.ready_hint)):
            self.ready_hint = None

    # --- the hint -----------------------------------------------------------------------------------

    def hint_offered(self) -> bool:
        """The hint is for the seat holding the device and in control, from its own view only; never
        while another seat's private screen shows (controls_seat is then None), never at the end."""
        return (
            self.match is not None
            and HINT_OFFERED_WITH in self.match.game.bot_levels
            and not self.match.state.is_over()
            and self.controls_seat() is not None
            # At a shared screen the hint, worked out from the seat's secrets, would show them.
            and (not self._private_screen() or self.viewer() == self.controls_seat())
        )

    def cmd_hint(self, arg, form):
        if not self.hint_offered() or self.current_hint() is not None:
            return
        seat = self.controls_seat()
        if self.ready_hint is not None and self._hint_holds(self.ready_hint):
            self.hint, self.ready_hint = self.ready_hint, None  # worked out already: shown at once
            return
        thought = self.thought
        if (thought is not None and thought.get("background") and thought["seat"] == seat
                and thought["position"] == self._position()):
            thought["background"] = False  # the same search goes on, now shown as asked for
            return
        self._start_thought(seat, "hint", HINT_LEVEL, self._hint_seed(seat))

    def _hint_seed(self, seat) -> int:
        """The hint's seed for the seat at this game: the same whether asked for or worked out in
        the background, so that both give the same answer."""
        import hashlib  # as in Match.bot_seed: not needed to start the page

        digest = hashlib.sha256(f"hint:{self.match.bot_seed(seat)}".encode()).digest()
        return int.from_bytes(digest[:8], "big")

    def _hint_holds(self, hint) -> bool:
        """Whether a hint worked out earlier is for this position and the seat in control now."""
        return (self.match is not None and hint["position"] == self._position()
                and hint["seat"] == self.controls_seat())

    def current_hint(self):
        """The hint for this position and the seat in control, if one was asked for and is ready."""
        hint = self.hint
        return hint if hint is not None and self._hint_holds(hint) else None

    def hint_pending(self) -> bool:
        """A hint was asked for and its search is under way (shown as being worked out)."""
        thought = self.thought
        return (thought is not None and thought["kind"] == "hint" and not thought.get("background")
                and thought["position"] == self._position())

    # --- the background hint: worked out while the person decides, shown when they press Hint --------

    def _background_hint_allowed(self) -> bool:
        """A hint may be worked out unasked: at the table, where the hint is offered (the seat
        holding the device, from its own view; never at a shared screen that would reveal a
        secret, nor for the moment its own hand is held up there), and never while a computer is
        to move (paused or not), whose move comes first."""
        return (self.screen == "table" and self.holding is None and self.hint_offered()
                and self.live.decision() is None and self._computer_to_act() is None)

    def _background_hint_holds(self, thought) -> bool:
        """Whether a background hint's search may go on: still allowed, for this position and seat."""
        return self._background_hint_allowed() and self._hint_holds(thought)

    def background_hint_state(self):
        """What the background hint does for this position: "due" (the page starts it in a moment),
        "working" (its search is under way), "ready" (kept unseen until Hint is pressed), or None
        (none here: not offered, a computer to move, the hint asked for or shown already)."""
        if not self._background_hint_allowed() or self.current_hint() is not None:
            return None
        thought = self.thought
        if thought is not None and thought["position"] == self._position():
            if thought["kind"] == "hint" and thought.get("background") and self._hint_holds(thought):
                return "working"
            return None  # the hint asked for (hint_pending), or a computer's move
        if self.ready_hint is not None and self._hint_holds(self.ready_hint):
            return "ready"
        return "due"

    def start_background_hint(self) -> bool:
        """Begins the hint's search for the seat in control, exactly as pressing Hint would (same
        view, seed and budget), advanced by think() a slice at a time; one search per position.
        True if it began."""
        if self.background_hint_state() != "due":
            return False
        seat = self.controls_seat()
        self._start_thought(seat, "hint", HINT_LEVEL, self._hint_seed(seat), background=True)
        return True

    # --- who sees what ------------------------------------------------------------------------------

    def acting_seat(self):
        """The human seat whose turn it is (the first of several, as with sealed bids); none in a
        live decision, where every person has their own controls at the shared screen."""
        if not self.match or self.live.decision() is not None:
            return None
        for seat in self.live.asked():
            if not self.match.is_computer(seat):
                return seat
        return None

    def _private_screen(self) -> bool:
        """Several people share the device and the game hides things: hand the device over."""
        if not self.match.game.private_info or self.match.options.get("open_table"):
            return False
        return sum(1 for seat in self.match.seats if seat["kind"] != COMPUTER) > 1

    def _device_seat(self):
        """Whom the device should belong to now: a player looking at their own hand, else the actor."""
        return self.peeking if self.peeking is not None else self.acting_seat()

    def handover_to(self):
        """The human who must take the device before their private information is shown, if any:
        none for a decision that needs nothing secret (State.private_decision), which is taken at
        the shared screen."""
        seat = self._device_seat()
        if seat is None or not self._private_screen() or self.revealed_to == seat:
            return None
        if self.peeking is None and not self.match.state.private_decision(seat):
            return None
        return seat

    def viewer(self):
        """The one place that decides whose view the table shows.

        The acting human's (or the one looking at their own hand), once the device is theirs; with
        one human at the table, that human's (computer players never look at the screen);
        otherwise only the public table.
        """
        if not self.match or self.public_only:
            return None
        if self._private_screen():
            seat = self._device_seat()
            if seat is not None and self.holding == seat and self.hold_offered() == seat:
                return seat  # held down: that seat's own screen, for as long as it is held
            return seat if seat is not None and self.revealed_to == seat else None
        seat = self.acting_seat()
        if seat is not None:
            return seat
        humans = [s for s, seat in enumerate(self.match.seats) if seat["kind"] != COMPUTER]
        return humans[0] if len(humans) == 1 else None

    def controls_seat(self):
        """The seat whose moves the page accepts now: the acting human, once the device is theirs."""
        if self.peeking is not None or self.public_only or self.replaying() is not None:
            return None
        return self.acting_seat() if self.handover_to() is None else None

    def peek_seats(self):
        """Humans who may ask for their own hand and money while someone else is to act."""
        if not self.match or not self._private_screen() or self.peeking is not None:
            return []
        acting = self.acting_seat()
        return [s for s, seat in enumerate(self.match.seats) if seat["kind"] != COMPUTER and s != acting]

    def hold_offered(self):
        """At a shared screen (a decision that needs no secret, State.private_decision), the seat to
        decide may hold a control down to see its own hand and money for a moment (cmd_hold): the
        seat, or None."""
        if not self.match or not self._private_screen() or self.peeking is not None:
            return None
        seat = self.controls_seat()
        if seat is None or self.revealed_to == seat:
            return None
        return seat

    def cmd_hold(self, arg, form):
        seat = self.hold_offered()
        if seat is not None and str(seat) == str(arg):
            self.holding = seat

    def cmd_release(self, arg, form):
        self.holding = None

    def cmd_peek(self, arg, form):
        """A player's own hand and money are one tap away, behind the hand-over screen."""
        if arg is not None and arg.isdigit() and int(arg) in self.peek_seats():
            self.peeking = int(arg)

    def cmd_hide(self, arg, form):
        self.peeking = None
        self.revealed_to = None
        self.undo_holder = None

    def cmd_ready(self, arg, form):
        """The player named on the hand-over screen has the device now."""
        seat = self.handover_to()
        if seat is not None and str(seat) == str(arg):
            self.revealed_to = seat
            if seat != self.undo_holder:
                self.undo_holder = None  # someone else has the device: the last step stands

    def can_undo(self):
        """Undo takes back the last step of the person at the device (with the answers given after
        it that nobody chose), again and again, back to their last step that was followed by a
        reveal or by someone else's real decision. On a shared device only the player who made
        the step and still holds it may: once the device has passed on, a step stands for good."""
        unit = self._undo_unit()
        if unit is None or self.replaying() is not None or not self.match.can_undo(unit[0]):
            return False
        if not self._private_screen():
            return True
        # The player who made the step and still holds the device: nobody else has taken it (been
        # handed it, or looked at their hand) since. The hand-over screen for the next player, or
        # a shared screen, may still show: that player has not decided yet.
        seat = unit[1]
        return self.peeking is None and seat == self.undo_holder and self.revealed_to in (None, seat)

    def _undo_unit(self):
        """(steps, seat) of one Undo: the last real decision, a person's, and the answers after it
        that nobody chose (_answer_given); None when the last real decision is a computer's. Derived
        from the history, so it holds after a reload too; kept per position, as every redraw asks."""
        if not self.match:
            return None
        key = (len(self.match.actions), id(self.match.state))
        if self._undo_cache[0] != key:
            actions, steps, unit = self.match.actions, 0, None
            while steps < len(actions) and self._answer_given(len(actions) - 1 - steps):
                steps += 1
            if steps < len(actions) and not self.match.is_computer(actions[-1 - steps][0]):
                unit = (steps + 1, actions[-1 - steps][0])
            self._undo_cache = (key, unit)
        return self._undo_cache[1]

    def _answer_given(self, index):
        """Whether action `index` was an answer nobody chose: a computer's that the rules force in
        everyone's eyes (State.answer_known: it tells the table nothing), or a person's only legal
        answer, given for them (_answer_forced)."""
        seat, before = self.match.actions[index][0], self.match.states[index]
        if self.match.is_computer(seat):
            return before.answer_known(seat)
        if self._private_screen():
            return False
        return before.actors() == [seat] and len(before.legal_actions(seat)) == 1

    def undo_grace(self):
        """Milliseconds a computer still waits before it answers the step Undo would take back (the
        Undo button shows them running out), or 0."""
        if not self.bot_due() or not self.can_undo():
            return 0
        if self.move_under_way():
            return round(self.move_hold_ms())  # searched during its pause: what is left of it
        return self.bot_delay()

    def cmd_select(self, arg, form):
        """A choice on the way to a move that is not a move itself (a counter before the road it goes
        on, a destination for a route planner): arg is a JSON object merged into ui_state, where a
        null value removes its key. It belongs to the seat that made it and is dropped as soon as the
        page is controlled by another seat (or nobody), so one player's choices never show to the next.
        """
        seat = self.controls_seat()
        if seat is None or arg is None:
            return
        try:
            choice = json.loads(arg)
        except ValueError:
            return
        if not isinstance(choice, dict):
            return
        if self.ui_seat != seat:
            self.ui_state, self.ui_seat = {}, seat
        for key, value in choice.items():
            if value is None:
                self.ui_state.pop(key, None)
            else:
                self.ui_state[key] = value

    def _answer_forced(self):
        """Answers a person gave in advance (standing orders: Match.standing_answer) are given as soon
        as they are asked for, with no hand-over, whatever the hand, as the player would have.
        A human with a single legal answer (no Guard to play, say) is still asked by the rules, so
        that a rival at the same device learns nothing. With one human at the table nobody can learn
        from it (computer players read only their own view), so the answer is given for them."""
        private = self._private_screen()
        seat = self.acting_seat()
        while seat is not None:
            answer = self.match.standing_answer(seat)
            if answer is None:
                legal = self.match.state.legal_actions(seat)
                if private or len(legal) != 1:
                    return
                answer = legal[0]
            self.match.act(seat, answer)
            seat = self.acting_seat()

    def cmd_orders(self, arg, form):
        """A person's standing orders (a JSON object, one order per key; null: ask again), set on
        their own screen only: while they are in control and the screen shows their view."""
        seat = self.controls_seat()
        if seat is None or self.viewer() != seat or arg is None:
            return
        try:
            change = json.loads(arg)
        except ValueError:
            return
        if not isinstance(change, dict):
            return
        orders = dict(self.match.orders.get(seat, {}))
        for key, value in change.items():
            if value is None:
                orders.pop(key, None)
            else:
                orders[key] = value
        try:
            self.match.set_orders(seat, orders)
        except ValueError:
            self.message = ("error.illegal", {}, "error")
            return
        self._save()

    def standing_orders(self):
        """The standing orders of the seat whose own screen shows (None where there is none)."""
        seat = self.viewer()
        if seat is None or seat != self.controls_seat():
            return None
        return self.match.orders.get(seat, {})

    def _moved(self):
        """After any move: autosave, and hide the last player's secrets once it is not their turn."""
        self.holding = None
        self._answer_forced()
        self.live.settle()
        live = self.live.decision() is not None
        if self.skipping and (self.acting_seat() is not None or live or self.match.state.is_over()):
            self.skipping = False  # a person's turn: back to the chosen pace
        # The device stays with the person who has it while only computers move (their turns show
        # the public table, viewer()): no hand-over back to that same person afterwards. It is
        # theirs no longer once another person is to act or looks at their own hand (peek, hide).
        if self.revealed_to is not None and self._device_seat() not in (None, self.revealed_to):
            self.revealed_to = None
        if self.revealed_to is not None and self.revealed_to != self.undo_holder:
            self.undo_holder = None  # the device has passed on: that move stands for good
        if self.controls_seat() != self.ui_seat:
            self.ui_state, self.ui_seat = {}, None
        self._save()

    def context(self):
        viewer = self.viewer()
        seat = self.controls_seat()
        legal = self.match.state.legal_actions(seat) if seat is not None else []
        ui_state = dict(self.ui_state) if seat is not None and seat == self.ui_seat else {}
        replay = self.replaying()
        at = replay["at"] if replay else len(self.match.states) - 1
        return Context(self, self._view_at(at, viewer), seat, legal, viewer, ui_state)

    # --- the steps the table took for a person --------------------------------------------------------

    def _view_at(self, at, viewer):
        """The view of the game after its first `at` actions, with the log's entries written by an
        answer the table gave for a person marked "by_table": True (with one person at the table, a
        step that has one answer is given for them, _answer_forced), so that the log can say the table
        took that step rather than the person. The mark is the table's, from the view's own seat:
        the rules, and so what the computer players read, know nothing of it."""
        state = self.match.states[at]
        view = state.view(viewer)
        log = view.get("log") if isinstance(view, dict) else None
        if not log or self._private_screen():
            return view  # several people: each is asked, the table gives nobody's answer
        cached = self._marks_cache
        if cached is None or cached[0] is not state or cached[1] != viewer:
            cached = self._marks_cache = (state, viewer, self._table_marks(at, log))
        for index in cached[2]:
            log[index]["by_table"] = True
        return view

    def _table_marks(self, at, log):
        """Positions in `log` (the view of states[at]) of the entries of the steps the table gave for
        a person: each such action's first entry, the step itself (what follows it is what the rules
        did next, for whoever). The view's log is the full log less what it may not read, in order."""
        states = self.match.states
        written = [
            len(states[index].log)
            for index, given in enumerate(self._given_by_table(at))
            if given and len(states[index + 1].log) > len(states[index].log)
        ]
        if not written:
            return []
        marks, wanted, shown = [], set(written), 0
        for position, entry in enumerate(states[at].log):
            if position > written[-1] or shown >= len(log):
                break
            readable = {key: value for key, value in entry.items() if key != "to"}
            if readable != log[shown]:
                continue  # not in this view (another seat's secret)
            if position in wanted:
                marks.append(shown)
            shown += 1
        return marks

    def _given_by_table(self, upto):
        """For each of the first `upto` actions, whether it was an answer the table gave for a person
        (_answer_given), remembered while the states after them stay the same (an undo changes them)."""
        memo, states = self._given_memo, self.match.states
        keep = 0
        while keep < len(memo) and keep + 1 < len(states) and memo[keep][0] is states[keep + 1]:
            keep += 1
        del memo[keep:]
        for index in range(len(memo), upto):
            seat = self.match.actions[index][0]
            memo.append((states[index + 1], not self.match.is_computer(seat) and self._answer_given(index)))
        return [given for _, given in memo[:upto]]

    # --- what happened since my last move -------------------------------------------------------------

    def _last_own_step(self, seat):
        """The index of `seat`'s last action, or None."""
        for index in range(len(self.match.actions) - 1, -1, -1):
            if self.match.actions[index][0] == seat:
                return index
        return None

    def replay_offered(self) -> int:
        """How many moves others made since the last move of the person in control (0: none to
        show): the table can show them again, one at a time."""
        if not self.match or self.replaying() is not None or self.match.state.is_over():
            return 0
        seat = self.controls_seat()
        last = self._last_own_step(seat) if seat is not None else None
        if last is None:
            return 0
        return sum(1 for actor, _ in self.match.actions[last + 1 :] if actor != seat)

    def replaying(self):
        """The replay under way, while the game is where it was when it began."""
        replay = self.replay
        if replay is not None and (not self.match or replay["end"] != len(self.match.actions)):
            self.replay = replay = None  # the game moved on (another tab, an undo): back to it
        return replay

    def cmd_replay(self, arg, form):
        """Show the table as it was just after the person's last move, then step by step to now;
        computer players wait meanwhile."""
        if not self.replay_offered():
            return
        seat = self.controls_seat()
        start = self._last_own_step(seat) + 1  # the state just after that move
        self.replay = {"seat": seat, "at": start, "end": len(self.match.actions)}

    def cmd_replay_next(self, arg, form):
        replay = self.replaying()
        if replay is None:
            return
        if replay["at"] >= replay["end"]:
            self.replay = None  # shown up to now: the game goes on
        else:
            replay["at"] += 1

    def cmd_replay_done(self, arg, form):
        self.replay = None

    def replay_step(self):
        """(step, steps, the log entries of the move shown, as the viewer reads them) of the replay."""
        replay = self.replaying()
        if replay is None:
            return None
        viewer = self.viewer()
        start = self._last_own_step(replay["seat"]) + 1
        shown = self._view_at(replay["at"], viewer)["log"]
        before = self.match.states[replay["at"] - 1].view(viewer)["log"] if replay["at"] > 0 else []
        return replay["at"] - start, replay["end"] - start, shown[len(before) :]

    # --- saves ------------------------------------------------------------------------------------

    def save_record(self, revision=None) -> dict:
        record = self.match.to_save()
        record["started_at"] = self.started_at
        record["saved_at"] = self.now()
        record["revision"] = self.revision if revision is None else revision
        return record

    def _save(self):
        """Autosave: at once, or with `defer_saves` once the page has drawn the move (flush_save)."""
        if self.match is None:
            return
        self.save_due = True
        if not self.defer_saves:
            self.flush_save()

    def flush_save(self) -> bool:
        """Send the write a move left due, if any (one write at a time: a move made while one is on
        its way is written when it is answered). True if the page must be drawn again: with a store
        that answers at once, the game could not be kept, or another tab had moved it on (its game
        is shown and this tab's move dropped, see write_done)."""
        if not self.save_due or self._writing is not None or self.match is None:
            return False
        self.save_due = False
        shown = self.message
        base, self._overwrite = (self.revision if self._overwrite is None else self._overwrite), None
        request, record = self._request(base, self.revision + 1)
        self._writing = {"id": self.match_id, "match": self.match, "revision": request["revision"],
                         "actions": record["actions"], "text": request["text"]}
        self.saves.write(request, self.write_done)
        return self.message is not shown

    def _request(self, base, revision):
        record = self.save_record(revision)
        text = json.dumps(record, ensure_ascii=False, separators=(",", ":"))
        request = {"id": self.match_id, "text": text, "base": base, "revision": revision,
                   "expect": self._stored_text, "summary": _summary_of(self.match, record),
                   # A finished game is kept once, as its result and its replay (no copy before it).
                   "keep_prev": not self.match.state.is_over(), "current": True}
        return request, record

    def pending_request_text(self):
        """The write that would keep the moves made since the write on its way (the page is being
        left: the store keeps it for the next start), as JSON text; None when there is none."""
        if self.match is None or self._writing is None or not self.save_due:
            return None
        if self._writing["match"] is not self.match:
            return None
        base = self._writing["revision"]
        request, _ = self._request(base, base + 1)
        request.pop("expect")
        return json.dumps(request, ensure_ascii=False, separators=(",", ":"))

    def write_done(self, result) -> bool:
        """The store's answer to the write on its way: {"ok"}, {"conflict", "text", "revision"} (the
        stored game, written by another tab since this one read it) or {"error": FULL or DENIED}.
        True if the page must be drawn again."""
        writing, self._writing = self._writing, None
        if writing is None:
            return False
        shown, trouble = self.message, self.trouble
        here = self.match is writing["match"] and self.match_id == writing["id"]
        if result.get("ok"):
            self.unsaved.discard(writing["id"])
            self.trouble = None
            if here:
                self.revision, self._stored_text = writing["revision"], writing["text"]
                self._base_actions, self.following = writing["actions"], False
        elif result.get("conflict"):
            if here:
                self._conflict(result.get("text"), result.get("revision", 0))
            else:
                self.message = MOVE_REFUSED  # this tab's last move in a game left meanwhile
        else:
            self.unsaved.add(writing["id"])
            self.trouble = result.get("error") or DENIED
            if here:
                self.save_due = False  # written with the next move, or when storage works again
        if self.save_due:
            self.flush_save()
        return self.message is not shown or self.trouble != trouble or not result.get("ok")

    def _conflict(self, text, revision) -> None:
        """Another tab wrote this game since this tab read it. Moves of the stored line are never
        replaced without a message: this tab's line is written over it only if it goes on from it
        (extends it), else the stored game is shown and this tab's moves since are dropped."""
        if text is None:  # deleted in another tab meanwhile: written again, as a game of its own
            self.revision, self._stored_text, self._base_actions = 0, None, []
            self.save_due = True
            return
        try:
            record = savefile.parse(text)
        except SaveError:
            record = None
        stored = record.get("actions") if isinstance(record, dict) else None
        mine = self.match.to_save()["actions"]
        if revision < self.revision:
            # An older copy, put back by something that does not compare revisions (an older version
            # of the page): this tab's newer game is written over it.
            self._overwrite, self.save_due = revision, True
            return
        if isinstance(stored, list) and may_write_over(self._base_actions, stored, mine):
            self.revision, self._stored_text, self._base_actions = revision, text, stored
            if stored != mine:
                self.save_due = True  # this tab's moves after it, on top
            return
        refused = not (isinstance(stored, list) and extends(mine, stored))
        screen, screen_arg = self.screen, self.screen_arg
        refused = refused or self.message == MOVE_REFUSED  # said once, it stays until the next command
        if self._open_record(self.match_id, {"text": text, "revision": revision}):
            self.following = True
            self.message = MOVE_REFUSED if refused else CHANGED_ELSEWHERE
            if screen == "rules":
                self.screen, self.screen_arg = screen, screen_arg

    def heard_write(self, match_id, revision=None, summary=None, removed=False) -> bool:
        """Another tab wrote (or removed) the game `match_id` (BroadcastChannel, or a storage event:
        revision None). True if the page must be drawn again: the game shown here was moved on
        elsewhere (it is shown as stored), or the home page's list changed."""
        if not isinstance(match_id, str):
            return False
        self.saves.heard(match_id, summary, removed)
        if self.match is None or match_id != self.match_id:
            if self.screen == "home" and summary is None and not removed and self.saves.has(match_id):
                self.saves.fetch(match_id, lambda record: None)  # its summary, for the list
            return self.screen == "home"
        if removed or (revision is not None and revision <= self.revision):
            return False  # gone (this tab's next move writes it again), or not newer than this copy
        if self.flush_save():  # this tab's last move first: it is compared with the other tab's
            return True
        if self._writing is not None:
            return False  # its answer says what the other tab did
        shown = self.message
        self.saves.fetch(match_id, self._changed_elsewhere)
        return self.message is not shown or self.match is None or self.match_id != match_id

    def storage_changed(self, key) -> bool:
        """Another tab wrote `key` of localStorage (None: it cleared the storage): the news of its
        write where the saves live there (LocalBackend)."""
        if key is None:
            if self.saves.kind != DURABLE:
                self.saves = SaveBook(self.saves.backend)
            return self.flush_save() or self.screen == "home"
        if not key.startswith(SAVE_PREFIX) or key.endswith(PREVIOUS_SUFFIX):
            return False
        return self.heard_write(key[len(SAVE_PREFIX) :])

    def _changed_elsewhere(self, record) -> bool:
        """The stored game (a record read from the store) may be newer than this tab's: if so, show
        it, and say so unless it holds the very moves this tab has (computer players move the same
        in every tab). True if it was shown."""
        if record is None or self.match is None:
            return False
        text, revision = record["text"], record.get("revision", 0)
        if text == self._stored_text or revision <= self.revision:
            return False
        try:
            parsed = savefile.parse(text)
        except SaveError:
            parsed = None
        if isinstance(parsed, dict) and parsed.get("actions") == self.match.to_save()["actions"]:
            self.revision, self._stored_text, self._base_actions = revision, text, parsed["actions"]
            return False
        screen, screen_arg = self.screen, self.screen_arg
        if self._open_record(self.match_id, record):
            self.following = True
            if self.message != MOVE_REFUSED:  # that says more: it stays until the next command
                self.message = CHANGED_ELSEWHERE
            if screen == "rules":
                self.screen, self.screen_arg = screen, screen_arg
        return True

    def _new_id(self):
        return format(int(self.new_seed()) & 0xFFFFFFFFFFFF, "x")

    def _open(self, match, match_id, revision=0, text=None, actions=(), started_at=None):
        self.match, self.match_id = match, match_id
        # When the game was begun (kept in its save): games that look alike are told apart by it.
        self.started_at = started_at if isinstance(started_at, str) and started_at else self.now()
        self.started_at = self.started_at[:40]
        self.revision, self._stored_text, self.following = revision, text, False
        self._base_actions = list(actions)
        self.save_due, self._overwrite = False, None  # moves of the game shown before are not this one's
        self.revealed_to = self.peeking = self.undo_holder = self.holding = None
        self._given_memo, self._marks_cache = [], None
        self.ui_state, self.ui_seat = {}, None
        self.paused = self.skipping = False
        self.replay = None
        self.screen = "table"
        if text is not None:
            self.saves.set_current(match_id)  # a new game is made current by its first write

    def _load_and_open(self, match_id):
        """Open a stored game, once its record is read (at once if it was read already)."""
        match_id = str(match_id)
        if self.saves.record(match_id) is None and not self.saves.has(match_id):
            self.message = ("error.missing_save", {}, "error")
            self.screen = "home"
            return False
        self.saves.fetch(match_id, lambda record: self._open_record(match_id, record))
        return self.match is not None and self.match_id == match_id

    def _open_record(self, match_id, record) -> bool:
        if record is None or not record.get("text"):
            self.message = ("error.missing_save", {}, "error")
            self.screen = "home"
            return False
        try:
            match, parsed = _read_save(record["text"])
        except SaveError as error:
            self.message = ("error.load", {"reason": self.t(error.key, **error.params)}, "error")
            self.screen, self.match, self.match_id = "home", None, None
            self.saves.set_current(None)
            return False
        revision = record.get("revision")
        revision = savefile.revision(parsed) if revision is None else revision
        self._open(match, str(match_id), revision, record["text"], parsed.get("actions", []),
                   parsed.get("started_at"))
        return True

    def _resume(self):
        current = self.saves.current
        if current and self.saves.record(current) is not None:
            self._open_record(current, self.saves.record(current))

    def saved_games(self) -> list[dict]:
        """Every stored game, newest first, from the summaries kept with them (no game is replayed to
        list it); a damaged one is listed with its reason, not hidden."""
        self.saves.refresh()
        entries = []
        for match_id, summary in list(self.saves.summaries.items()):
            if summary is None:
                summary = self._summarize(match_id)
                if summary is None:
                    continue
            entries.append({**summary, "id": match_id})
        entries.sort(key=lambda entry: (entry.get("saved_at", ""), entry.get("revision", 0)), reverse=True)
        return entries

    def _summarize(self, match_id):
        """The summary of a save stored without one (from before summaries, or changed by hand):
        worked out once, from its text, and kept with it."""
        record = self.saves.record(match_id)
        if record is None:
            return None
        text = record.get("text") or ""
        try:
            match, parsed = _read_save(text)  # each save on its own: one bad save blocks nothing
            summary = _summary_of(match, parsed)
        except SaveError as error:
            summary = {"ok": False, "error": [error.key, error.params],
                       "can_restore": _loads(record.get("prev")), "saved_at": ""}
        self.saves.put_summary(match_id, summary, text)
        return summary

    def storage_notice(self):
        """The lasting word on storage trouble (not cleared by a click): the browser keeps nothing,
        or the last write of a game failed. (key, params) or None."""
        if self.saves.kind == MEMORY:
            return ("storage.off", {})
        if self.trouble == FULL:
            return ("storage.full", {})
        if self.trouble is not None:
            return ("storage.refused", {})
        return None

    def saves_kept(self) -> bool:
        """Whether what is played here is being stored (the home page says so only then)."""
        return self.saves.kind != MEMORY and self.trouble is None

    # --- rendering ---------------------------------------------------------------------------------

    def render(self):
        return screens.render(self)

    def screen_copy(self) -> str:
        """The page to paint at the next visit's first paint, before Python has started. Never one
        seat's secrets: a game that hides things is copied as the public table (behind the hand-over
        screen when people share the device), which is also what a reload shows first."""
        hides = (
            self.screen == "table"
            and self.match is not None
            and self.match.game.private_info
            and not self.match.options.get("open_table")
            and not self.match.state.is_over()
        )
        kept = (self.revealed_to, self.peeking, self.message, self.public_only, self.log_cache)
        self.message = None  # a banner was for the moment it came up
        if hides:
            self.revealed_to = self.peeking = None
            self.public_only = True
        self.copying = True
        try:
            return kit.drawn_out(str(self.render()))
        finally:
            self.revealed_to, self.peeking, self.message, self.public_only, self.log_cache = kept
            self.copying = False

    def render_parts(self, quick=False):
        """The same page in regions (screens.parts), for a redraw of only what changed. `quick`: leave
        out advice not worked out yet that takes long to work out (an Elfen planner's road notes), so
        that the move shows at once; `deferred` then says whether something was left out, and the page
        draws again in full in a task of its own."""
        self.quick_render, self.deferred = quick, False
        try:
            return screens.parts(self)
        finally:
            self.quick_render = False


def _read_prefs(text):
    """The stored view choices: short names with small plain values; anything else is dropped."""
    try:
        prefs = json.loads(text) if text else {}
    except (TypeError, ValueError):
        return {}
    if not isinstance(prefs, dict):
        return {}
    return {
        key: value
        for key, value in list(prefs.items())[:20]
        if isinstance(key, str) and len(key) <= 30
        and isinstance(value, (bool, int, str)) and len(str(value)) <= 30
    }


def _read_save(text):
    """A save's text -> (match, record), or SaveError. The text is measured before it is parsed
    (savefile.parse), and whatever else goes wrong replaying it makes that save damaged, never the
    page."""
    try:
        record = savefile.parse(text)
        return Match.from_save(record, GAMES), record
    except SaveError:
        raise
    except Exception:
        raise SaveError("save.damaged", "the save could not be replayed") from None


def _fingerprint(record) -> str:
    """The same for every save of one game, whatever move it is at: its game, options, seed and
    seats (crc32: the same under CPython and Pyodide)."""
    begun = {key: record.get(key) for key in ("game", "options", "seed", "seats")}
    return format(zlib.crc32(json.dumps(begun, sort_keys=True, ensure_ascii=False).encode()), "08x")


def _options_shown(match) -> list:
    """The options a game was set up with that differ from the defaults, as [label key, value key or
    None, value]: what tells apart two saved games with the same players."""
    shown = []
    for option in match.game.options:
        value = match.options.get(option.name, option.default)
        if value != option.default and option.label_key and option.name != "opening_seat":
            shown.append([option.label_key, option.value_keys.get(value), str(value)[:20]])
    return shown


def _summary_of(match, record) -> dict:
    """What the home page lists of a game, kept with its save: no game is replayed to list it."""
    state = match.state
    summary = {
        "fingerprint": _fingerprint(record),
        "started_at": str(record.get("started_at") or "")[:40],
        "options": _options_shown(match),
        "ok": True,
        "game": match.game.id,
        "names": [seat["name"] for seat in match.seats],
        "progress": state.progress(),
        "over": state.is_over(),
        "saved_at": str(record.get("saved_at", ""))[:40],
        "revision": savefile.revision(record),
        "moves": len(match.actions),
    }
    if summary["over"]:
        result = state.result() or {}
        summary["winners"] = [match.seats[seat]["name"] for seat in result.get("winners", [])
                              if isinstance(seat, int) and 0 <= seat < len(match.seats)]
    return summary


def _same_game(text, record) -> bool:
    """Whether a stored save's text holds the very game of `record` (whenever each was written)."""
    try:
        stored = savefile.parse(text)
    except SaveError:
        return False
    ignored = ("saved_at", "revision", "started_at")
    return isinstance(stored, dict) and {k: v for k, v in stored.items() if k not in ignored} == {
        k: v for k, v in record.items() if k not in ignored}


def _is_id(text) -> bool:
    return 0 < len(text) <= 40 and all(ch.isalnum() or ch in "-_" for ch in text)


def _loads(text) -> bool:
    if not text:
        return False
    try:
        _read_save(text)
    except SaveError:
        return False
    return True


def _coerce(option, value):
    for allowed in option.values:
        if str(allowed) == str(value):
            return allowed
    return option.default
