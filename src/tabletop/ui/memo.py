"""Parts of the page kept between redraws: a part is built again only when what it is built from
changed.

A move changes one or two seats, rarely the whole table, yet every redraw used to build every part
of the page again, only for ui/regions.py to find most of it unchanged: in the browser that building
was the largest part of a click. A part built with `kept(name, key, build, *args)` is built again
only when its `key` differs from the key it was last built with. The key is written next to the
call and holds everything the build reads (the language, the seat's facts, whether it is that
seat's turn...); tests draw whole games with and without keeping (`ENABLED`) and compare every
page, so a key that misses something fails them.
"""

from __future__ import annotations

ENABLED = True
# name -> (key, markup): the markup last built under each name, with the key it was built with.
_LAST: dict[str, tuple] = {}


def kept(name: str, key, build, *args):
    """`build(*args)`, or the markup it gave the last time under `name` if `key` is equal to that
    time's key (compared with ==: a key may hold lists and dicts)."""
    if ENABLED:
        last = _LAST.get(name)
        if last is not None and last[0] == key:
            return last[1]
    markup = build(*args)
    _LAST[name] = (key, markup)
    return markup


def forget() -> None:
    """Drop everything kept (tests; a page never needs to: a key says when a part is stale)."""
    _LAST.clear()
