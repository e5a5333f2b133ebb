"""Where the saved games live, as the table sees them: a book of them read once at the start (so that
the page never waits for the disk to draw), and writes that never overwrite another tab's.

A store keeps, for each game, its save's text (match.py's format), the copy before it (none for a
finished game: its replay data is kept once), its revision (the count of its writes) and a summary
for the home page, so that the home page never replays a game to list it. Every write names the
revision it replaces (`base`), and the store refuses it, as one step, when the stored revision is
another: two tabs can never both write on top of the same revision (same revision and different
moves is a conflict too). A refused write is answered with the stored text, and the table decides
(App.write_done): a line that only goes on from the stored one is written on top of it; any other
is dropped, with a message, and the stored game shown.

Backends (each `write`, `fetch`, `remove` calls `done` with its answer, at once or later):
- `LocalBackend`: a string store, the browser's localStorage (`tabletop.save.<id>`, `.prev`,
  `tabletop.summary.<id>`): the format of the saves before the durable store, which they are
  migrated from, and the fallback where there is none; with a plain dict when the browser denies
  all storage (kind MEMORY: nothing is kept).
- the page's durable store (IndexedDB with strict durability, assets/store.js; web/store.py).
"""

from __future__ import annotations

import json
import zlib

from .savefile import MAX_DEPTH, SaveError, nesting_depth, parse, revision

SAVE_PREFIX = "tabletop.save."
PREVIOUS_SUFFIX = ".prev"
SUMMARY_PREFIX = "tabletop.summary."
CURRENT_KEY = "tabletop.current"
BACKUP_FORMAT = "tabletop-backup"
BACKUP_VERSION = 1

# What keeps the saves: a store written to disk before a write counts as done (IndexedDB), the
# browser's localStorage (written to disk when the browser likes), or nothing (storage denied).
DURABLE, LOCAL, MEMORY = "durable", "local", "memory"
# Why a write failed: the storage is full, or the browser refuses it.
FULL, DENIED = "full", "denied"


def check_of(text: str) -> str:
    """A fingerprint of a save's text, kept with its summary: a text changed behind the table's back
    (by hand, or by an older version) no longer matches, and is read again."""
    return f"{len(text)}:{zlib.crc32(text.encode('utf-8', 'surrogatepass')):08x}"


def revision_of(text) -> int:
    """The revision a save's text says it is (0 if it says none or cannot be read)."""
    try:
        return revision(parse(text))
    except SaveError:
        return 0


def error_kind(error: BaseException) -> str:
    """FULL for a quota error, else DENIED (a security error, storage switched off)."""
    text = f"{type(error).__name__} {error}".lower()
    return FULL if "quota" in text or "full" in text else DENIED


def extends(shorter: list, longer: list) -> bool:
    """Whether the moves `longer` go on from `shorter` (or are the same)."""
    return len(shorter) <= len(longer) and longer[: len(shorter)] == shorter


def may_write_over(base: list, stored: list, mine: list) -> bool:
    """A tab's line may be written over the stored one, written meanwhile by another tab, only if the
    stored line went on from what this tab last had (`base`) and this tab's goes on from it: the
    same computer moves made in both tabs, then this tab's own. Anything else (another move at the
    same point, an undo elsewhere) would replace a stored move: not without a message."""
    return extends(base, stored) and extends(stored, mine)


class LocalBackend:
    """Saves in a string store (get/set/remove/keys; set raises OSError when the store refuses), which
    answers at once. A write compares the revision stored with the one it replaces and writes only
    if they agree, in one synchronous step of the page (no other tab's script runs in between)."""

    # Read afresh each time (SaveBook keeps no copy): another tab, or an older version of the page,
    # may have written the store since, and reading it is quick.
    live = True

    def __init__(self, storage, kind: str = LOCAL):
        self.storage = storage
        self.kind = kind

    def load(self) -> dict:
        """Everything stored: {"records": {id: record}, "summaries": {id: summary or None}, "current":
        id or None}, a record being {"text", "prev", "revision"}. A summary whose fingerprint no
        longer matches its text is None (worked out again)."""
        records, summaries = {}, {}
        for key in self.storage.keys():
            if not isinstance(key, str) or not key.startswith(SAVE_PREFIX) or key.endswith(PREVIOUS_SUFFIX):
                continue
            match_id = key[len(SAVE_PREFIX) :]
            record = self._record(match_id)
            if record is not None:
                records[match_id] = record
                summaries[match_id] = self._summary(match_id, record["text"])
        current = self.storage.get(CURRENT_KEY)
        current = current if current in records else None
        return {"records": records, "summaries": summaries, "current": current}

    def _record(self, match_id):
        text = self.storage.get(SAVE_PREFIX + match_id)
        if text is None:
            return None
        prev = self.storage.get(SAVE_PREFIX + match_id + PREVIOUS_SUFFIX)
        return {"text": text, "prev": prev, "revision": revision_of(text)}

    def _summary(self, match_id, text):
        try:
            summary = json.loads(self.storage.get(SUMMARY_PREFIX + match_id) or "null")
        except ValueError:
            return None
        if isinstance(summary, dict) and summary.get("check") == check_of(text):
            return summary
        return None

    def write(self, request: dict, done) -> None:
        key = SAVE_PREFIX + request["id"]
        current = self.storage.get(key)
        if current is not None and current != request.get("expect"):
            stored = revision_of(current)
            if stored != request["base"]:
                done({"conflict": True, "text": current, "revision": stored})
                return
        summary = dict(request["summary"], check=check_of(request["text"]))
        keep_prev = request.get("keep_prev", True)
        try:
            if current is not None and keep_prev:
                self.storage.set(key + PREVIOUS_SUFFIX, current)
            elif not keep_prev:
                self.storage.remove(key + PREVIOUS_SUFFIX)
            self.storage.set(key, request["text"])
            self.storage.set(SUMMARY_PREFIX + request["id"], json.dumps(summary, ensure_ascii=False))
            if request.get("current", True):
                self.storage.set(CURRENT_KEY, request["id"])
        except OSError as error:
            done({"error": error_kind(error)})
            return
        done({"ok": True, "prev": current if keep_prev else None})

    def put_summary(self, match_id: str, summary: dict, text: str, revision: int = 0) -> None:
        try:
            summary = dict(summary, check=check_of(text))
            self.storage.set(SUMMARY_PREFIX + match_id, json.dumps(summary, ensure_ascii=False))
        except OSError:
            pass  # worked out again next time

    def fetch(self, match_id: str, done) -> None:
        record = self._record(match_id)
        if record is not None:
            record["summary"] = self._summary(match_id, record["text"])
        done(record)

    def fetch_all(self, done) -> None:
        done({match_id: record["text"] for match_id, record in self.load()["records"].items()})

    def remove(self, ids, done=None) -> None:
        for match_id in ids:
            for key in (SAVE_PREFIX + match_id, SAVE_PREFIX + match_id + PREVIOUS_SUFFIX,
                        SUMMARY_PREFIX + match_id):
                self.storage.remove(key)
        if self.storage.get(CURRENT_KEY) in ids:
            self.storage.remove(CURRENT_KEY)
        if done:
            done({"ok": True})

    def set_current(self, match_id) -> None:
        try:
            if match_id is None:
                self.storage.remove(CURRENT_KEY)
            else:
                self.storage.set(CURRENT_KEY, match_id)
        except OSError:
            pass  # the game is still listed on the home page


class SaveBook:
    """The table's copy of what is stored: every game's summary, and the records read so far (all of
    them from a LocalBackend; from the durable store the current game's, the others when opened).
    Kept up to date by this tab's writes and by the news of other tabs' (`heard`)."""

    def __init__(self, backend, loaded: dict | None = None):
        self.backend = backend
        loaded = backend.load() if loaded is None else loaded
        self.records: dict[str, dict] = dict(loaded.get("records") or {})
        self.summaries: dict[str, dict | None] = dict(loaded.get("summaries") or {})
        for match_id in self.records:
            self.summaries.setdefault(match_id, None)
        self.current = loaded.get("current")
        # Whether the browser promised to keep the store (navigator.storage.persisted): None unknown.
        self.persisted = loaded.get("persisted")

    @property
    def kind(self) -> str:
        return self.backend.kind

    def refresh(self) -> None:
        """Read a live store (LocalBackend) again: what the home page lists."""
        if getattr(self.backend, "live", False):
            loaded = self.backend.load()
            self.records, self.summaries = loaded["records"], loaded["summaries"]

    def record(self, match_id):
        """{"text", "prev", "revision"} if read, else None (not stored, or not read yet: `fetch`)."""
        if getattr(self.backend, "live", False):
            found = self.backend._record(match_id)
            if found is None:
                self.records.pop(match_id, None)
            else:
                self.records[match_id] = found
        return self.records.get(match_id)

    def has(self, match_id) -> bool:
        return match_id in self.summaries

    def fetch(self, match_id, done) -> None:
        """The record of a game (None if it is not stored), read if need be, to `done`."""
        if match_id in self.records and not getattr(self.backend, "live", False):
            done(self.records[match_id])
            return

        def got(found):
            if found is not None:
                self.records[match_id] = {key: found.get(key) for key in ("text", "prev", "revision")}
                if found.get("summary") is not None or match_id not in self.summaries:
                    self.summaries[match_id] = found.get("summary")
            return done(self.records.get(match_id))

        self.backend.fetch(match_id, got)

    def write(self, request: dict, done) -> None:
        """Write a game if the stored revision is still `request["base"]` (see the module)."""

        def answered(result):
            match_id = request["id"]
            if result.get("ok"):
                self.records[match_id] = {"text": request["text"], "prev": result.get("prev"),
                                          "revision": request["revision"]}
                self.summaries[match_id] = request["summary"]
                if request.get("current", True):
                    self.current = match_id
            elif result.get("conflict"):
                if result.get("text") is None:
                    self.records.pop(match_id, None)
                else:
                    self.records[match_id] = {"text": result["text"], "prev": None,
                                              "revision": result.get("revision", 0)}
            return done(result)  # the table's answer: whether the page must be drawn again

        self.backend.write(request, answered)

    def put_summary(self, match_id, summary, text) -> None:
        self.summaries[match_id] = summary
        record = self.records.get(match_id) or {}
        self.backend.put_summary(match_id, summary, text, record.get("revision") or 0)

    def remove(self, ids, done=None) -> None:
        ids = list(ids)
        for match_id in ids:
            self.records.pop(match_id, None)
            self.summaries.pop(match_id, None)
        if self.current in ids:
            self.current = None
        self.backend.remove(ids, done)

    def set_current(self, match_id) -> None:
        if match_id != self.current:
            self.current = match_id
            self.backend.set_current(match_id)

    def heard(self, match_id, summary=None, removed=False) -> None:
        """Another tab wrote (or removed) a game: the record read here is out of date."""
        self.records.pop(match_id, None)
        if removed:
            self.summaries.pop(match_id, None)
        elif summary is not None or match_id not in self.summaries:
            self.summaries[match_id] = summary


def backup_text(entries: list[tuple[str, str]], now: str) -> str:
    """Every game in one file: {"format": "tabletop-backup", "version": 1, "saved_at",
    "games": [{"id", "save": {...}}]} (each save as Export gives it)."""
    games = []
    for match_id, text in entries:
        try:
            games.append({"id": match_id, "save": json.loads(text)})
        except ValueError:
            continue  # a damaged save: nothing in it to back up
    return json.dumps({"format": BACKUP_FORMAT, "version": BACKUP_VERSION, "saved_at": now, "games": games},
                      ensure_ascii=False)


MAX_BACKUP_BYTES = 100_000_000


def parse_backup(text: str):
    """The games of a backup file as [(id, save text)], or None if `text` is not a backup (a single
    save, say); SaveError if it is one that cannot be read. Each save is checked on its own later."""
    if BACKUP_FORMAT not in text[:1000]:
        return None
    if len(text) > MAX_BACKUP_BYTES:
        raise SaveError("save.too_big", "the file is too large to be a backup")
    if nesting_depth(text) > MAX_DEPTH:
        raise SaveError("save.too_deep", f"the file nests deeper than {MAX_DEPTH} levels", limit=MAX_DEPTH)
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise SaveError("save.not_json", "the backup is not valid JSON") from None
    if not isinstance(data, dict) or data.get("format") != BACKUP_FORMAT:
        return None
    if data.get("version") != BACKUP_VERSION or not isinstance(data.get("games"), list):
        raise SaveError("save.version", "unknown backup version", version=str(data.get("version"))[:20])
    games = []
    for entry in data["games"]:
        if isinstance(entry, dict) and isinstance(entry.get("save"), dict):
            match_id = entry.get("id")
            games.append((match_id if isinstance(match_id, str) else None,
                          json.dumps(entry["save"], ensure_ascii=False, separators=(",", ":"))))
    return games
