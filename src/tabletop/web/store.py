"""The durable save store (assets/store.js: IndexedDB, strict durability, Web Locks) as a backend of
the table's SaveBook (engine/saves.py). Every call answers later, in a task of its own: the answer
goes to the book and the table, and the page is drawn again if that changed anything."""

from __future__ import annotations

import asyncio
import json
import traceback

from pyscript import window

from ..engine.saves import CURRENT_KEY, DURABLE


class DurableBackend:
    kind = DURABLE
    live = False

    def __init__(self, store, answered):
        self.store = store
        # answered(changed): after each answer has been handed on; `changed` is what the callback
        # returned (True: draw the page again).
        self.answered = answered
        self.pending = None  # the write on its way, as sent (for the journal at pagehide)

    def _then(self, promise, parse, done):
        async def wait():
            try:
                value = await promise
                value = parse(value)
            except Exception:
                window.console.error(traceback.format_exc())
                value = None
            changed = True  # drawn again, unless the answer's handler says there is nothing new
            try:
                changed = done(value) is not False
            finally:
                self.answered(changed)

        asyncio.ensure_future(wait())

    def write(self, request, done):
        sent = {key: value for key, value in request.items() if key != "expect"}
        text = json.dumps(sent, ensure_ascii=False, separators=(",", ":"))
        self.pending = text

        def answer(result):
            if self.pending is text:
                self.pending = None
            result = result if isinstance(result, dict) else {"error": "denied"}
            if result.get("ok") and request.get("current", True):
                _mirror_current(request["id"])
            return done(result)

        self._then(self.store.write(text), _json, answer)

    def fetch(self, match_id, done):
        self._then(self.store.fetch(match_id), _json, lambda record: _drawn(done(record)))

    def fetch_all(self, done):
        self._then(self.store.fetchAll(), _json, lambda texts: done(texts or {}) and False)

    def remove(self, ids, done=None):
        promise = self.store.remove(json.dumps(list(ids)))
        self._then(promise, _json, lambda result: _drawn(done and done(result)))

    def put_summary(self, match_id, summary, text, revision=0):
        self.store.putSummary(match_id, revision, json.dumps(summary, ensure_ascii=False))

    def set_current(self, match_id):
        self.store.setCurrent(match_id)
        _mirror_current(match_id)

    def persist(self, done):
        self._then(self.store.persist(), bool, lambda granted: _drawn(done(granted)))

    def journal(self, request_text=None):
        """The page is being left: the write not answered yet (or `request_text`) kept for the next
        start (assets/store.js replays it if the stored game is still the one it was made on)."""
        text = request_text or self.pending
        if text:
            self.store.journal(text)


def _mirror_current(match_id):
    """The current game's id in localStorage too (tabletop.current, where it was before the durable
    store): what a script or a test that looks there finds. The store's own copy is the one read."""
    try:
        if match_id is None:
            window.localStorage.removeItem(CURRENT_KEY)
        else:
            window.localStorage.setItem(CURRENT_KEY, match_id)
    except Exception:
        pass


def _drawn(_):
    return True  # the page is drawn again after this answer, whatever it changed


def _json(value):
    return json.loads(value) if isinstance(value, str) else None
