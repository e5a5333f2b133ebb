"""Browser glue: localStorage, one delegated listener per event type, timers, file import/export.

All behaviour lives in tabletop.ui.controller; this module only moves data between it and the DOM.
"""

import asyncio
import traceback
from urllib.parse import parse_qs

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from ..ui.controller import App

MAX_IMPORT_BYTES = 5_000_000


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


def _bot_delay_ms():
    query = parse_qs(str(window.location.search).lstrip("?"))
    try:
        return max(0, min(5000, int(query.get("botdelay", ["700"])[0])))
    except ValueError:
        return 700


class Page:
    def __init__(self):
        self.root = document.getElementById("app")
        try:
            storage = BrowserStorage()
            storage.keys()
            storage_ok = True
        except Exception:
            storage, storage_ok = MemoryStorage(), False
        languages = list(window.navigator.languages or [window.navigator.language or "en"])
        self.app = App(storage, languages, now=_now, bot_delay_ms=_bot_delay_ms())
        if not storage_ok:
            self.app.message = ("error.storage", {}, "error")
        self.bot_task = None
        # Proxies are kept on the instance for the life of the page: one per event type.
        self._proxies = [
            create_proxy(self.on_click),
            create_proxy(self.on_change),
            create_proxy(self.on_submit),
            create_proxy(self.on_keydown),
        ]
        self.root.addEventListener("click", self._proxies[0])
        self.root.addEventListener("change", self._proxies[1])
        self.root.addEventListener("submit", self._proxies[2])
        self.root.addEventListener("keydown", self._proxies[3])

    # --- events ---

    def form_values(self):
        values = {}
        for field in self.root.querySelectorAll("input[name], select[name]"):
            if field.type != "file":
                values[field.name] = field.value
        return values

    def on_click(self, event):
        target = event.target.closest("[data-cmd]")
        # An SVG element (a road or town of a map) has no `disabled` property at all.
        if not target or getattr(target, "disabled", False):
            return
        command = target.getAttribute("data-cmd")
        if command == "export":
            self.export()
            return
        self.run(command, target.getAttribute("data-arg"))

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

    def run(self, command, arg):
        try:
            self.app.handle(command, arg if isinstance(arg, str) else None, self.form_values())
        except Exception:
            self.fail()
        self.render()

    def fail(self):
        window.console.error(traceback.format_exc())
        self.app.message = ("error.unexpected", {}, "error")

    # --- files ---

    def export(self):
        exported = self.app.export()
        if not exported:
            return
        name, text = exported
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
                self.app.import_text(str(await file.text()))
        except Exception:
            self.fail()
        self.render()

    # --- drawing and computer turns ---

    def render(self):
        active = document.activeElement
        # Missing elements are JsNull in Pyodide, which is falsy but not None.
        focus_key = active.getAttribute("data-key") if active and active.hasAttribute("data-key") else None
        had_focus = bool(active) and (active == document.body or self.root.contains(active))
        # A scrolled frame (e.g. a wide map on a phone) keeps its place when the page is redrawn.
        scrolls = {
            node.getAttribute("data-keep-scroll"): (node.scrollLeft, node.scrollTop)
            for node in self.root.querySelectorAll("[data-keep-scroll]")
        }
        shown = {node.getAttribute("data-reveal") for node in self.root.querySelectorAll("[data-reveal]")}
        try:
            html = self.app.render()
        except Exception:
            self.fail()
            self.app.screen = "home"
            html = self.app.render()
        self.root.innerHTML = html
        for node in self.root.querySelectorAll("[data-keep-scroll]"):
            kept = scrolls.get(node.getAttribute("data-keep-scroll"))
            if kept:
                node.scrollLeft, node.scrollTop = kept
        # What a tap brought up (e.g. the costs of a town tapped on the map) is scrolled into view
        # when it is new, even if it appears far from where the player tapped.
        for node in self.root.querySelectorAll("[data-reveal]"):
            if node.getAttribute("data-reveal") not in shown:
                node.scrollIntoView(to_js({"block": "nearest"}, dict_converter=window.Object.fromEntries))
                break
        document.documentElement.setAttribute("lang", self.app.lang)
        document.title = self.app.t("app.title")
        target = self.root.querySelector(f'[data-key="{focus_key}"]') if focus_key else None
        if not target and had_focus:
            target = self.root.querySelector("[data-focus]")
        if target:
            target.focus(to_js({"preventScroll": True}, dict_converter=window.Object.fromEntries))
        self.schedule_bots()

    def schedule_bots(self):
        if self.app.bot_due() and (self.bot_task is None or self.bot_task.done()):
            self.bot_task = asyncio.ensure_future(self.play_bots())

    async def play_bots(self):
        """Computer players move one at a time at a readable pace, so their moves can be followed."""
        while self.app.bot_due():
            await asyncio.sleep(self.app.bot_delay_ms / 1000)
            if not self.app.bot_due():
                break
            try:
                self.app.step_bot()
            except Exception:
                self.fail()
                self.render()
                return
            self.render()  # this task is still running, so render() does not start another


def start():
    page = Page()
    page.render()
    page.root.setAttribute("data-ready", "true")
    window.tabletopPage = create_proxy(lambda: page)  # a handle for debugging in the console
