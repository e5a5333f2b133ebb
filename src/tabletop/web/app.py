"""Browser glue: the stores, one delegated listener per event type, timers, file import/export.

All behaviour lives in tabletop.ui.controller; this module only moves data between it and the DOM.
The saved games live in the durable store (assets/store.js, web/store.py), read before Python starts
and handed over here; this device's choices (language, pace) and the screen copy in localStorage.
"""

import asyncio
import gc
import json
import re
import traceback

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from ..engine.saves import LOCAL, MEMORY, LocalBackend, SaveBook
from ..ui import regions
from ..ui.controller import AIM_GAP_MS, THINK_SECONDS, App
from . import bundles
from .store import DurableBackend

MAX_IMPORT_BYTES = 5_000_000
SCREEN_COPY_KEY = "tabletop.screen"  # read by index.html before Python starts
PERSIST_ASKED_KEY = "tabletop.persist-asked"  # the browser was asked once to keep the saves
# A tab showing a game that another tab is playing leaves that tab's computer players to it: it
# waits this much longer before moving one itself (say, when the other tab was closed).
FOLLOWER_EXTRA_S = 1.5
# Work a search does before giving the page back, well under the 50 ms that makes a page feel stuck
# (a slice ends after the step under way, which can take a few more ms).
THINK_SLICE_S = 0.02
# The hint is worked out in the background (App.start_background_hint) this long after a person's
# decision is drawn: a quick tap then never waits for a slice under way.
BACKGROUND_HINT_DELAY_MS = 300


class BrowserStorage:
    """localStorage as the controller's string store. Quota or privacy errors surface as OSError."""

    def __init__(self):
        self._store = window.localStorage

    def get(self, key):
        value = self._store.getItem(key)
        return value if isinstance(value, str) else None  # a missing key is JsNull in Pyodide 314

    def set(self, key, value):
        try:
            self._store.setItem(key, value)
        except Exception as error:  # QuotaExceededError, SecurityError
            raise OSError(str(error)) from None

    def remove(self, key):
        self._store.removeItem(key)

    def keys(self):
        return [self._store.key(index) for index in range(self._store.length)]


class MemoryStorage:
    """Used when the browser denies localStorage: the game runs, but is not kept."""

    def __init__(self):
        self._data = {}

    def get(self, key):
        return self._data.get(key)

    def set(self, key, value):
        self._data[key] = value

    def remove(self, key):
        self._data.pop(key, None)

    def keys(self):
        return list(self._data)


def _now():
    date = window.Date.new()
    return (
        f"{date.getFullYear():04d}-{date.getMonth() + 1:02d}-{date.getDate():02d} "
        f"{date.getHours():02d}:{date.getMinutes():02d}"
    )


def _aim_gap_ms(bot_delay):
    """Presses closer than this are one gesture (controller.Aim); ?aim=<ms> sets it. A page with a fixed
    computers' pause (?botdelay=: the tests, which click as fast as no person can) has none unless
    ?aim= is given too."""
    value = window.URLSearchParams.new(window.location.search).get("aim")
    if isinstance(value, str):
        try:
            return max(0, min(2000, int(value)))
        except ValueError:
            pass
    return 0 if bot_delay is not None else AIM_GAP_MS


def _query_ms(name, most):
    """A whole number of ms from the address (?name=), for tests; None when not there."""
    # The browser's own query parser: urllib.parse would add two modules to the boot.
    value = window.URLSearchParams.new(window.location.search).get(name)
    if not isinstance(value, str):
        return None
    try:
        return max(0, min(most, int(value)))
    except ValueError:
        return None


def _bot_delay_ms():
    """A fixed pause before computers move (?botdelay=, for tests); None: the table's pace setting."""
    return _query_ms("botdelay", 5000)


class Page:
    def __init__(self, loaded=None):
        """`loaded`: what assets/store.js read of the durable store (None: it is not there)."""
        self.root = document.getElementById("app")
        try:
            storage = BrowserStorage()
            storage.keys()
            storage_ok = True
        except Exception:
            storage, storage_ok = MemoryStorage(), False
        self.store = getattr(window, "tabletopStore", None)
        if loaded and loaded.get("kind") == "durable" and self.store is not None:
            saves = SaveBook(DurableBackend(self.store, self.store_answered), loaded)
        elif storage_ok:
            saves = SaveBook(LocalBackend(storage, LOCAL))  # no IndexedDB: the saves stay in localStorage
        else:
            saves = SaveBook(LocalBackend(MemoryStorage(), MEMORY))  # nothing is kept: said on every screen
        languages = list(window.navigator.languages or [window.navigator.language or "en"])
        bot_delay = _bot_delay_ms()
        self.app = App(
            storage, languages, now=_now, bot_delay_ms=bot_delay, think_seconds=THINK_SECONDS, saves=saves,
            # A live decision's countdown (Modern Art's open auction) on the page's clock; ?countdown=
            # fixes its length (tests), else the game's setting.
            clock=lambda: window.performance.now(), countdown_ms=_query_ms("countdown", 60_000),
        )
        self.app.aim.gap = _aim_gap_ms(bot_delay)
        self.ignored_presses = 0  # commands not carried out: aimed at a decision no longer shown
        self.bot_task = None
        self.changes_elsewhere = 0  # reloads of the game because another tab moved it (on_storage)
        self._drawn_opening = None  # the screen's opening tag on the page (see render)
        self._drawn = {}  # and the skeleton of each region on it (ui/regions.py)
        self._full_draw = create_proxy(self.draw_deferred)  # see render
        self._full_draw_due = False
        self.app.defer_saves = True  # a move's save is written in a task after its drawing
        self._write_save = create_proxy(self.write_save)
        self._prepare_table = create_proxy(self.prepare_table)
        self._save_task_due = False
        self._countdown_tick = create_proxy(self.countdown_tick)
        self._countdown_timer = None
        self._start_background_hint = create_proxy(self.start_background_hint)
        self._background_hint_timer = None
        # Proxies are kept on the instance for the life of the page: one per event type.
        self._proxies = [
            create_proxy(self.on_click),
            create_proxy(self.on_change),
            create_proxy(self.on_submit),
            create_proxy(self.on_keydown),
            create_proxy(self.on_storage),
            create_proxy(self.on_leave),
            create_proxy(self.on_hold),
            create_proxy(self.on_let_go),
            create_proxy(self.on_store_news),
            create_proxy(self.on_press),
        ]
        self.root.addEventListener("click", self._proxies[0])
        self.root.addEventListener("change", self._proxies[1])
        self.root.addEventListener("submit", self._proxies[2])
        self.root.addEventListener("keydown", self._proxies[3])
        window.addEventListener("storage", self._proxies[4])
        # A phone may drop a page in the background without another event: keep the copy then.
        document.addEventListener("visibilitychange", self._proxies[5])
        window.addEventListener("pagehide", self._proxies[5])
        # "Hold to see my hand" at a shared screen: shown while pressed, hidden when let go.
        self.root.addEventListener("pointerdown", self._proxies[6])
        self.root.addEventListener("keydown", self._proxies[6])
        for name in ("pointerup", "pointercancel", "keyup", "blur"):
            window.addEventListener(name, self._proxies[7])
        # Before any click or key handler: when each press began (controller.Aim).
        self.root.addEventListener("pointerdown", self._proxies[9], True)
        self.root.addEventListener("keydown", self._proxies[9], True)
        if self.store is not None and self.app.saves.kind == "durable":
            self.store.listen(self._proxies[8])  # other tabs' writes (BroadcastChannel)

    # --- events ---

    def form_values(self):
        return window.tabletopFormValues(self.root).to_py()

    def on_click(self, event):
        target = event.target.closest("[data-cmd]")
        # An SVG element (a road or town of a map) has no `disabled` property at all.
        if not target or getattr(target, "disabled", False):
            return
        command = target.getAttribute("data-cmd")
        if command == "export":
            self.export()
            return
        if command == "export-all":
            self.app.export_all(self.download)
            return
        self.run(command, target.getAttribute("data-arg"))
        if command == "start":
            self.ask_to_keep()

    def on_press(self, event):
        if event.type != "keydown":
            self.app.aim.pressed(event.timeStamp, (event.clientX, event.clientY))
        elif event.key in ("Enter", " "):
            self.app.aim.pressed(event.timeStamp, "key")
        elif event.key not in ("Shift", "Control", "Alt", "Meta"):
            self.app.aim.other_key()

    def on_hold(self, event):
        target = event.target.closest("[data-hold]") if event.target and event.target.closest else None
        if not target:
            return
        if event.type == "keydown" and (event.key not in ("Enter", " ") or event.repeat):
            return
        event.preventDefault()
        if self.app.holding is None:
            self.run("hold", target.getAttribute("data-hold"))

    def on_let_go(self, event):
        if self.app.holding is not None:
            self.run("release", None)

    def on_keydown(self, event):
        """Enter or Space on a focusable non-button command (e.g. a road of an SVG map with
        role="button") runs it, as a click would; real buttons do that by themselves."""
        target = event.target
        if event.key not in ("Enter", " ") or not target or target.getAttribute("role") != "button":
            return
        if str(target.tagName).lower() == "button" or not target.hasAttribute("data-cmd"):
            return
        event.preventDefault()
        self.run(target.getAttribute("data-cmd"), target.getAttribute("data-arg"))

    def on_change(self, event):
        target = event.target
        if target.hasAttribute("data-import"):
            asyncio.ensure_future(self.import_file(target))
            return
        command = target.getAttribute("data-change")
        if command == "lang":
            self.run("lang", target.value)
        elif command:
            self.run(command, None)

    def on_submit(self, event):
        event.preventDefault()
        command = event.target.getAttribute("data-submit")
        if command:
            self.run(command, event.target.getAttribute("data-arg"))

    def on_storage(self, event):
        """Another tab of this site wrote to localStorage (a tab never hears its own writes): where
        the saves live there (no IndexedDB), if that moved on the game shown here, show the stored
        game and say so, before any click."""
        if self.app.saves.kind != LOCAL:
            return
        key = event.key
        self.heard_elsewhere(lambda: self.app.storage_changed(key if isinstance(key, str) else None))

    def on_store_news(self, text):
        """Another tab wrote or removed games in the durable store (assets/store.js, BroadcastChannel)."""

        def heard():
            news = json.loads(text)
            if news.get("type") == "removed":
                ids = news.get("ids", [])
                return any([self.app.heard_write(match_id, removed=True) for match_id in ids])
            return self.app.heard_write(news.get("id"), news.get("revision"), news.get("summary"))

        self.heard_elsewhere(heard)

    def heard_elsewhere(self, heard):
        """What another tab did, taken in by `heard()` (true if it changed the page): drawn again."""
        try:
            changed = heard()
        except Exception:
            self.fail()
            changed = True
        if changed:
            self.changes_elsewhere += 1
            self.render()

    def store_answered(self, changed):
        """The durable store answered (a write, a read): drawn again if that changed the page."""
        if changed:
            if self.app.message is not None and self.app.message[0] in (
                "notice.changed_elsewhere", "notice.move_refused"
            ):
                self.changes_elsewhere += 1
            self.render()

    def ask_to_keep(self):
        """Once, when the first game is started (a tap: a browser may ask the player), ask the browser
        to keep the saves (navigator.storage.persist()); the home page offers to ask again."""
        saves = self.app.saves
        if saves.kind != "durable" or saves.persisted is not False:
            return
        try:
            if window.localStorage.getItem(PERSIST_ASKED_KEY):
                return
            window.localStorage.setItem(PERSIST_ASKED_KEY, "1")
        except Exception:
            return

        def answered(granted):
            saves.persisted = bool(granted)
            return True

        saves.backend.persist(answered)

    def on_leave(self, event):
        """The page is hidden or left: keep a copy of its screen for the next visit's first paint
        (index.html paints it before Python starts; App.screen_copy never holds a secret)."""
        if event.type == "visibilitychange" and document.visibilityState != "hidden":
            return
        try:
            self.app.flush_save()  # the page may be gone before the task that would write it
            journal = getattr(self.app.saves.backend, "journal", None)
            if journal is not None:
                journal(self.app.pending_request_text())  # finished by the next start if need be
        except Exception:
            self.fail()
        try:
            copy = {
                "version": app_version(),
                "lang": self.app.lang,
                "title": self.app.t("app.title"),
                "html": self.app.screen_copy(),
                "css": str(window.tabletopStyleText()) if hasattr(window, "tabletopStyleText") else "",
            }
            window.localStorage.setItem(SCREEN_COPY_KEY, json.dumps(copy, ensure_ascii=False))
        except Exception:
            # Full storage or none: the next visit shows the splash instead; the saves come first.
            try:
                window.localStorage.removeItem(SCREEN_COPY_KEY)
            except Exception:
                pass

    def take_early_click(self):
        """A tap on the painted copy before Python was ready (index.html kept it): carried out if
        the same control is on the live page, else the player is asked to tap again."""
        early = getattr(window, "tabletopEarlyClick", None)
        if not early:
            return
        window.tabletopEarlyClick = None
        command, arg = early.cmd, early.arg
        for target in self.root.querySelectorAll("[data-cmd]"):
            same = target.getAttribute("data-cmd") == command and target.getAttribute("data-arg") == arg
            if same and not getattr(target, "disabled", False):
                target.click()
                return
        self.app.message = ("app.tap_again", {}, "notice")
        self.render()

    def game_needed(self, command, arg):
        """The game whose archive (web/bundles.py) `command` opens, when it is not there yet."""
        game = None
        if command in ("setup", "rules"):
            game = arg
        elif command in ("resume", "restore") and isinstance(arg, str):
            summary = self.app.saves.summaries.get(arg) if hasattr(self.app.saves, "summaries") else None
            game = summary.get("game") if isinstance(summary, dict) else None
        return game if isinstance(game, str) and bundles.missing(game) else None

    async def run_when_loaded(self, game, command, arg):
        try:
            await bundles.ensure(game)
        except Exception:
            window.console.warn(traceback.format_exc())  # the import fetches it, or says why not
        self.run(command, arg)

    def run(self, command, arg):
        game = self.game_needed(command, arg)
        if game is not None:
            asyncio.ensure_future(self.run_when_loaded(game, command, arg))
            return
        if not self.app.aimed(command):
            self.ignored_presses += 1  # aimed at a decision drawn over since (controller.Aim)
            self.root.setAttribute("data-ignored", str(self.ignored_presses))
            return
        # No collection between a tap and its redraw: the collector runs at the next allocation
        # after it (a computer's move, the next tap), where a pause is not felt.
        gc.disable()
        try:
            try:
                self.app.handle(command, arg if isinstance(arg, str) else None, self.form_values())
            except Exception:
                self.fail()
            self.render()
        finally:
            gc.enable()

    def fail(self):
        window.console.error(traceback.format_exc())
        kept = self.app.saves_kept() and not self.app.unsaved
        self.app.message = ("error.unexpected" if kept else "error.unexpected_unsaved", {}, "error")

    # --- files ---

    def export(self):
        exported = self.app.export()
        if exported:
            self.download(*exported)

    def download(self, name, text):
        blob = window.Blob.new(
            [text], to_js({"type": "application/json"}, dict_converter=window.Object.fromEntries)
        )
        url = window.URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href = url
        link.download = name
        document.body.appendChild(link)
        link.click()
        link.remove()
        window.setTimeout(create_proxy(lambda: window.URL.revokeObjectURL(url)), 1000)

    async def import_file(self, field):
        files = field.files
        if not files or files.length == 0:
            return
        file = files.item(0)
        try:
            if file.size > MAX_IMPORT_BYTES:
                self.app.message = ("error.import", {"reason": self.app.t("save.too_big")}, "error")
            else:
                text = str(await file.text())
                # The game's archive first (web/bundles.py); its name found without parsing the
                # text, which import_text checks (a file too deep for the parser, say).
                for game in set(re.findall(r'"game"\s*:\s*"(\w+)"', text[:100_000])) & set(bundles.BUNDLES):
                    await bundles.ensure(game)
                self.app.import_text(text)
        except Exception:
            self.fail()
        # The field is emptied, so that the same file picked again (mended, say) is read again.
        field.value = ""
        self.render()

    # --- drawing and computer turns ---

    def render(self, quick=True):
        """Draws what changed. A quick drawing leaves out advice not worked out yet (App.render_parts),
        so that a move shows at once; that advice is drawn in a task of its own just after."""
        try:
            top, opening, blocks = self.app.render_parts(quick)
        except Exception:
            self.fail()
            self.app.screen = "home"
            top, opening, blocks = self.app.render_parts()
        if self.app.deferred and not self._full_draw_due:
            self._full_draw_due = True
            window.setTimeout(self._full_draw, 0)
        lang, title = self.app.lang, self.app.t("app.title")

        def whole():
            return "".join([*(markup for _, markup in top), opening, *(m for _, m in blocks), "</main>"])

        drawn_opening, self._drawn_opening = self._drawn_opening, None  # unknown until the page shows this
        if not hasattr(window, "tabletopDraw"):  # assets/draw.js not there (yet): plain HTML
            self.root.innerHTML = whole()
            document.documentElement.setAttribute("lang", lang)
            document.title = title
            self.drawn_moves()
            self.schedule_save()
            self.schedule_bots()
            self.schedule_countdown()
            self.schedule_background_hint()
            return
        # One call across the bridge does the DOM work (assets/draw.js): on the same screen, each
        # region (ui/regions.py) goes as its skeleton if that changed or is new, as None if the page
        # shows it already; a region no longer shown is taken away. A new screen is drawn whole.
        now = {}
        if opening == drawn_opening:

            def entries(group):
                return to_js([regions.changes(regions.split(name, markup), self._drawn, now)
                              for name, markup in group])

            if not window.tabletopDraw(self.root, None, entries(top), entries(blocks), lang, title):
                window.tabletopDraw(self.root, whole(), None, None, lang, title)  # not what we drew last
        else:
            window.tabletopDraw(self.root, whole(), None, None, lang, title)
            for name, markup in [*top, *blocks]:
                regions.changes(regions.split(name, markup), {}, now)
        self._drawn_opening, self._drawn = opening, now
        self.drawn_moves()
        self.schedule_save()
        self.schedule_bots()
        self.schedule_countdown()
        self.schedule_background_hint()
        if self.app.screen == "setup":
            window.setTimeout(self._prepare_table, 0)

    def drawn_moves(self):
        """The page shows a decision now (controller.Aim); #app[data-moves] says how many moves the
        game shown has (what a test compares with the store after the browser was killed)."""
        self.app.aim.drawn(self.app.decision_token(), window.performance.now())
        match = self.app.match
        moves = str(len(match.actions)) if match is not None and self.app.screen == "table" else ""
        if self.root.getAttribute("data-moves") != moves:
            self.root.setAttribute("data-moves", moves)

    def schedule_save(self):
        if self.app.save_due and not self._save_task_due:
            self._save_task_due = True
            window.setTimeout(self._write_save, 0)

    def write_save(self, *_):
        self._save_task_due = False
        try:
            failed = self.app.flush_save()
        except Exception:
            self.fail()
            failed = True
        if failed:
            self.render()  # the message that the game could not be kept

    def prepare_table(self, *_):
        """The new-game form is up: its game's table is built ahead (App.prepare_table)."""
        try:
            self.app.prepare_table()
        except Exception:
            window.console.error(traceback.format_exc())  # the table is built when it is drawn instead

    def draw_deferred(self, *_):
        self._full_draw_due = False
        gc.disable()  # as in run: no collection in the middle of a drawing
        try:
            self.render(quick=False)
        finally:
            gc.enable()

    def schedule_countdown(self):
        """A live decision's countdown (App.countdown_wait): one timer, set again at every drawing, for
        its next stage or its end."""
        if self._countdown_timer is not None:
            window.clearTimeout(self._countdown_timer)
            self._countdown_timer = None
        try:
            wait = self.app.countdown_wait()
        except Exception:
            self.fail()
            return
        if wait is not None:
            self._countdown_timer = window.setTimeout(self._countdown_tick, max(0, wait))

    def countdown_tick(self, *_):
        self._countdown_timer = None
        gc.disable()  # as in run: no collection in the middle of a move and its drawing
        try:
            try:
                changed = self.app.tick()
            except Exception:
                self.fail()
                changed = True
            if changed:
                self.render()
            else:
                self.schedule_countdown()
        finally:
            gc.enable()

    def schedule_background_hint(self):
        """A person's decision is drawn: its hint is worked out a moment later, in the background
        (App.background_hint_state), unless drawing again comes first and sets the moment anew."""
        if self._background_hint_timer is not None:
            window.clearTimeout(self._background_hint_timer)
            self._background_hint_timer = None
        try:
            due = self.app.background_hint_state() == "due"
        except Exception:
            self.fail()
            return
        if due:
            self._background_hint_timer = window.setTimeout(
                self._start_background_hint, BACKGROUND_HINT_DELAY_MS
            )
        self.mark_background_hint()

    def start_background_hint(self, *_):
        """Its search begins in a task of its own (a game's first hint imports the search); its
        slices are play_bots', as a computer's are, and a computer's move comes first there."""
        self._background_hint_timer = None
        try:
            self.app.start_background_hint()
        except Exception:
            window.console.error(traceback.format_exc())  # no background hint: pressing Hint still works
        self.mark_background_hint()
        self.schedule_bots()

    def mark_background_hint(self):
        """#app[data-background-hint] says what the background hint does ("due", "working", "ready";
        none: no background hint here), so that a test or the bench can wait for its work to end
        before a measured click. It says nothing of the hint itself."""
        try:
            state = self.app.background_hint_state()
        except Exception:
            state = None
        if state is None:
            if self.root.hasAttribute("data-background-hint"):
                self.root.removeAttribute("data-background-hint")
        elif self.root.getAttribute("data-background-hint") != state:
            self.root.setAttribute("data-background-hint", state)

    def schedule_bots(self):
        if self.app.thinking_due() and (self.bot_task is None or self.bot_task.done()):
            self.bot_task = asyncio.ensure_future(self.play_bots())

    async def play_bots(self):
        """Computer players move one at a time at a readable pace, so their moves can be followed;
        a search (a strong player's move, a hint, the background hint) runs in slices that give the
        page back between them, so that it never freezes."""
        while self.app.thinking_due():
            changes = self.changes_elsewhere
            # A hint's search left from before (the background hint) does not make a computer skip it.
            # A computer's move is searched during its pace's pause (App.pause_thinking_ms), where the
            # page's clock can count it; else the pause is waited out first.
            if self.app.bot_due() and not self.app.move_under_way() and not self.app.pause_thinking_ms():
                delay = self.app.bot_delay() / 1000
                if self.app.following:  # another tab plays this game: its computer players move there
                    delay = 3 * delay + FOLLOWER_EXTRA_S
                await asyncio.sleep(delay)
                if changes != self.changes_elsewhere:
                    continue  # the game was reloaded meanwhile: wait again from the new position
                if not self.app.bot_due():
                    continue  # paused (or undone, or a replay begun) during the wait
            try:
                finished = self.app.think(THINK_SLICE_S)
            except Exception:
                self.fail()
                self.render()
                return
            # Back to the browser after every slice: input, drawing. After the last one too, so
            # that the move's redraw is a task of its own and not added to the slice's 20 ms.
            await asyncio.sleep(0)
            if finished:
                self.render()  # this task is still running, so render() does not start another
            else:
                self.mark_background_hint()  # a background hint ready shows nothing but this
                waits = self.app.found_move_waits_ms()
                if waits:
                    await asyncio.sleep(waits / 1000)  # found within the pause: played when it ends


def app_version():
    """The version index.html was stamped with (tools/build_site.py), which a screen copy keeps."""
    meta = document.querySelector('meta[name="tabletop-version"]')
    return meta.getAttribute("content") if meta else "dev"


def start():
    """Start the page once the durable store has been read (assets/store.js reads it while Python
    starts: almost always done by now)."""
    bundles.install()
    store = getattr(window, "tabletopStore", None)
    loaded = getattr(store, "loaded", None) if store is not None else None
    if isinstance(loaded, str):
        _start(json.loads(loaded))
    elif store is not None or document.querySelector('script[src$="store.js"]'):
        asyncio.ensure_future(_start_when_read())
    else:
        _start(None)


async def _start_when_read():
    for _ in range(250):  # the script itself may still be on its way (5 s at most)
        store = getattr(window, "tabletopStore", None)
        if store is not None:
            try:
                _start(json.loads(await store.ready))
            except Exception:
                window.console.error(traceback.format_exc())
                _start(None)
            return
        await asyncio.sleep(0.02)
    _start(None)


def _current_game(loaded):
    """The game the page resumes, as the durable store's summary of the current save names it."""
    try:
        summary = loaded["summaries"][loaded["current"]]
        return summary["game"] if isinstance(summary["game"], str) else None
    except (KeyError, TypeError):
        return None


def _start(loaded):
    game = _current_game(loaded)
    if game is None or not bundles.missing(game):
        _go(loaded)
    elif bundles.imported(game):
        # Python started from its snapshot, the game's rules and view in it: the page goes live at
        # once, its archives come back meanwhile (a computer player's code is imported from them).
        _go(loaded)
        asyncio.ensure_future(bundles.ensure(game))
    else:
        asyncio.ensure_future(_start_with(game, loaded))


async def _start_with(game, loaded):
    """The current game's archives first (from the offline copy on a repeat visit), then the page."""
    try:
        await bundles.ensure(game)
    except Exception:
        window.console.warn(traceback.format_exc())  # the import fetches it, or says why not
    _go(loaded)


def _when_idle(callback):
    proxy = create_proxy(callback)
    if hasattr(window, "requestIdleCallback"):
        window.requestIdleCallback(proxy, to_js({"timeout": 3000}, dict_converter=window.Object.fromEntries))
    else:
        window.setTimeout(proxy, 500)


def _go(loaded):
    page = Page(loaded)
    page.render()
    page.root.removeAttribute("data-copy")  # the painted copy (index.html) is the live page now
    page.root.removeAttribute("aria-busy")
    page.root.setAttribute("data-ready", "true")
    page.take_early_click()
    # The computer players' code is imported when first needed (Game.make_bot); for a resumed game,
    # soon after the page is live rather than in the middle of the first computer's move.
    if page.app.match is not None:
        game = page.app.match.game
        window.setTimeout(create_proxy(lambda: game.make_bot("random", 0)), 200)
    # The other games' archives once the page is idle, so that choosing one later is instant.
    _when_idle(lambda *_: asyncio.ensure_future(bundles.ensure_all()))
    # Everything loaded so far lives as long as the page: out of the collector's way, which makes
    # the collections that fall in the middle of a move shorter.
    gc.freeze()
    # No handle to `page` is left on `window`: from the console it would show every hidden hand.
