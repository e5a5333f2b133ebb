"""Regions of the page: elements that the browser redraws on their own, when their markup changed.

The screens' blocks (the header, the prompt, the table, the log...) are regions, and a view may mark
parts inside them as regions too (a seat's panel, the map, the map's terrain), to any depth. After a
move only the changed regions are sent to the page and parsed there: a changed region goes as its
skeleton, its own markup with each region inside it cut down to a stub (the inner region's opening
tag with data-stub, and its closing tag), which the page fills with what it already shows or with
that region's new markup (assets/draw.js).
"""

from __future__ import annotations

import re

from .html import Element, Markup

MARK = ' data-region="'
# The markup last made under each name. A region is cut out of its parent only if the parent holds
# exactly this markup, so a stale or repeated name leaves the markup inline, never wrong.
_MADE: dict[str, str] = {}


def region(name: str, html: str) -> Markup:
    """Mark one element (as built by `el`, whose attribute values never hold a ">") as the region
    `name`, unique on the page. Anything else (no markup, not one element, or a region already) is
    left as it is."""
    if not html or not html.startswith("<"):
        return html
    end = html.index(">")
    if MARK in html[:end]:
        return html  # a region already, under its own name
    tag = html[1:end].split(" ", 1)[0]
    if not html.endswith(f"</{tag}>") or not (isinstance(html, Element) or _one_element(html, tag)):
        return html
    marked = Element(f"{html[:end]}{MARK}{name}\"{html[end:]}")
    _MADE[name] = marked
    return marked


def _one_element(html: str, tag: str) -> bool:
    """Whether the element opened at the start of `html` closes only at its end (not "<p>a</p><p>b</p>")."""
    depth = 0
    for found in re.finditer(f"<(/?){re.escape(tag)}[\\s>]", html):
        depth += -1 if found.group(1) else 1
        if depth == 0:
            return found.end() == len(html)
    return False


def parts(prefix: str, items) -> list:
    """`items` (a view's parts, None where one is left out) each marked as the region
    `{prefix}-{index}`, so that a move redraws only the parts it changed: a seat's status and not
    its cards, an auction and not the value board beside it. The index counts the left-out ones,
    so a part keeps its name when another comes or goes."""
    return [region(f"{prefix}-{index}", item) if item else item for index, item in enumerate(items)]


# The tree last made of each region, with its markup: a region whose markup is the same as then (a
# part kept between redraws, ui/memo.py, is the very same string) is not cut up again.
_TREES: dict[str, tuple[str, tuple]] = {}


def split(name: str, html: str):
    """The region `html` (named `name`) as a tree (name, skeleton, [children as trees])."""
    last = _TREES.get(name)
    if last is not None and last[0] == html:
        return last[1]
    spans = []
    at = html.find(MARK, html.find(MARK) + 1)  # past the region's own mark
    while at >= 0:
        close = html.find('"', at + len(MARK))
        inner = html[at + len(MARK):close]
        start = html.rfind("<", 0, at)
        made = _MADE.get(inner)
        if made is not None and html.startswith(made, start):
            end = start + len(made)
            known = _TREES.get(inner)
            if known is not None and known[0] == made:  # cut up before: taken whole, its inside unread
                spans.append((start, end, inner, known[1]))
                at = html.find(MARK, end)
                continue
            spans.append((start, end, inner, None))
        at = html.find(MARK, close)
    root = (name, 0, len(html), [], None)
    stack = [root]
    for start, end, inner, known in spans:
        while stack[-1][2] <= start:
            stack.pop()
        node = (inner, start, end, [], known)
        stack[-1][3].append(node)
        stack.append(node)
    return _tree(html, root)


def _tree(html, node):
    name, start, end, children, known = node
    if known is not None:
        return known
    pieces, at = [], start
    for child in children:
        pieces.append(html[at:child[1]])
        pieces.append(_stub(html, child[1]))
        at = child[2]
    pieces.append(html[at:end])
    tree = (name, "".join(pieces), [_tree(html, child) for child in children])
    _TREES[name] = (html if start == 0 and end == len(html) else _MADE[name], tree)  # _MADE[name]: that span
    return tree


def _stub(html, start):
    opening_end = html.index(">", start)
    tag = html[start + 1:opening_end].split(" ", 1)[0]
    return f"{html[start:opening_end]} data-stub></{tag}>"


def assemble(tree) -> str:
    """The markup a tree stands for (its skeleton with every stub filled): split's inverse, for tests."""
    name, skeleton, children = tree
    for child in children:
        stub = _stub(child[1], 0)
        skeleton = skeleton.replace(stub, assemble(child), 1)
    return skeleton


def changes(tree, drawn: dict, now: dict) -> list:
    """The entry of `tree` for the page (assets/draw.js): [name, skeleton or None if the page shows
    that skeleton already (`drawn`), children]. Children of an unchanged skeleton that changed
    nothing are left out; those of a changed one never are (the page may need them to fill its
    stubs). Records every skeleton in `now`."""
    name, skeleton, children = tree
    now[name] = skeleton
    same = drawn.get(name) == skeleton
    entries = [changes(child, drawn, now) for child in children]
    if same:
        entries = [entry for entry in entries if entry[1] is not None or entry[2]]
    return [name, None if same else skeleton, entries]
