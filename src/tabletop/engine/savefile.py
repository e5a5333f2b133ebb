"""A save's text, read before any of it is trusted: its size, its nesting, its JSON, its revision.

json.loads parses nested arrays and objects by recursion. CPython stops a deep text with a
RecursionError, but in Pyodide the JavaScript/wasm stack overflows first, which kills the
interpreter (no exception to catch; the page is dead until reloaded). So the nesting is measured
by a linear scan of the text before it reaches the parser: a real save is a few levels deep.
"""

from __future__ import annotations

import json
import re

MAX_SAVE_BYTES = 5_000_000
MAX_DEPTH = 64  # a save is about 5 levels deep ({"actions": [[seat, ["bid", 2]]]} is 4)

# What is left of a string once its escapes are gone (an unterminated one runs to the end).
_STRINGS = re.compile(r'"[^"]*"?')
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")


class SaveError(Exception):
    """A save that cannot be loaded. `key` and `params` name a message in the catalogs."""

    def __init__(self, key: str, english: str, **params):
        super().__init__(english)
        self.key = key
        self.params = params


def nesting_depth(text: str, limit: int = MAX_DEPTH) -> int:
    """How deep [ and { nest outside strings; the count stops once it passes `limit`.

    Inside a string a backslash escapes the next character, so escaped backslashes are dropped
    first (left to right, as a parser pairs them), then escaped quotes: every quote left opens or
    closes a string. Outside strings JSON has no backslash at all, and a parser stops at the first
    one, so up to where any parser could go this reads the text exactly as it does.
    """
    plain = text.replace("\\\\", "").replace('\\"', "")
    brackets = _NOT_BRACKETS.sub("", _STRINGS.sub("", plain))
    depth = deepest = 0
    for char in brackets:
        if char == "[" or char == "{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > limit:
                    break
        elif depth:
            depth -= 1
    return deepest


def parse(text: str | bytes):
    """The JSON value of a save's text, or SaveError; never hands the parser a text too deep."""
    if isinstance(text, (bytes, bytearray)):
        if len(text) > MAX_SAVE_BYTES:
            raise SaveError("save.too_big", "the save file is too large")
        try:
            data = bytes(text)
            text = data.decode(json.detect_encoding(data), "surrogatepass")
        except (UnicodeDecodeError, LookupError):
            raise SaveError("save.not_json", "the save is not valid JSON (damaged or truncated)") from None
    if not isinstance(text, str):
        raise SaveError("save.foreign", "this is not a Tabletop save")
    if len(text) > MAX_SAVE_BYTES:
        raise SaveError("save.too_big", "the save file is too large")
    if nesting_depth(text) > MAX_DEPTH:
        raise SaveError("save.too_deep", f"the save nests deeper than {MAX_DEPTH} levels", limit=MAX_DEPTH)
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        raise SaveError("save.not_json", "the save is not valid JSON (damaged or truncated)") from None


def revision(record) -> int:
    """The save's write counter (saves from before revisions have none: 0)."""
    value = record.get("revision") if isinstance(record, dict) else None
    return value if type(value) is int and value >= 0 else 0
