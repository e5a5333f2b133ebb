"""A tiny HTML builder that escapes every text and attribute by default.

Player names and save files are user input, so nothing reaches the page unescaped unless it was
built here as Markup.
"""

from __future__ import annotations

# The stdlib's html.escape, written out: importing `html` also loads its table of named entities
# (about 20 ms of the page's start in Pyodide), which nothing here needs.
_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


def escape(text: str, quote: bool = True) -> str:
    """`text` with &, <, > (and, with `quote`, both quote marks) as character references."""
    if quote:
        return text.translate(_ESCAPES)
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def unescape(text: str) -> str:
    """`escape` undone: the five references it writes (not the stdlib's whole table of names, which
    the start would have to import)."""
    for reference, char in (("&quot;", '"'), ("&#x27;", "'"), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")):
        text = text.replace(reference, char)
    return text

VOID = frozenset({"br", "hr", "img", "input", "meta", "link"})


class Markup(str):
    """HTML that is already safe: it is inserted as it is."""

    __slots__ = ()


class Element(Markup):
    """Markup of exactly one element, as `el` builds it (ui/regions.py marks such a thing without
    parsing it again)."""

    __slots__ = ()


def _text(value) -> str:
    """`value` as safe HTML text: Markup as it is, anything else escaped (the builder's inner loop
    uses it as it is and makes one Markup per element)."""
    if isinstance(value, str):
        return value if isinstance(value, Markup) else value.translate(_ESCAPES)
    return "" if value is None else str(value).translate(_ESCAPES)


def esc(value) -> Markup:
    return value if isinstance(value, Markup) else Markup(_text(value))


_ATTR_NAMES: dict[str, str] = {}  # class_ -> class, data_cmd -> data-cmd, once per name


def el(tag: str, *children, **attrs) -> Element:
    """el("button", "Pass", class_="primary", data_cmd="act") -> <button class=... data-cmd=...>.

    A None, False or empty-list child is skipped; lists and tuples are flattened. An attribute set
    to True is written bare, to None or False is left out.
    """
    parts = ["<", tag]
    for name, value in attrs.items():
        if value is None or value is False:
            continue
        attr = _ATTR_NAMES.get(name)
        if attr is None:
            attr = _ATTR_NAMES[name] = name.rstrip("_").replace("_", "-")
        if value is True:
            parts.append(" " + attr)
        elif type(value) is str:
            parts.append(f' {attr}="{value.translate(_ESCAPES)}"')
        else:
            parts.append(f' {attr}="{_text(value)}"')
    parts.append(">")
    if tag in VOID:
        return Element("".join(parts))
    _flatten(children, parts)
    parts.append(f"</{tag}>")
    return Element("".join(parts))


def _flatten(children, out: list) -> None:
    # The builder's inner loop: the common kinds by exact type first (markup, text, a list).
    for child in children:
        kind = type(child)
        if kind is Element or kind is Markup:
            out.append(child)
        elif kind is str:
            out.append(child.translate(_ESCAPES))
        elif kind is list or kind is tuple:
            _flatten(child, out)
        elif child is None or child is False:
            continue
        elif isinstance(child, (list, tuple)):
            _flatten(child, out)
        else:
            out.append(_text(child))


def join(children) -> Markup:
    out: list[str] = []
    _flatten(children, out)
    return Markup("".join(out))


def rich_text(text: str) -> Markup:
    """Render a catalog's long text: '## ' headings, '- ' list items, blank lines between paragraphs."""
    blocks = []
    items = []

    def flush_items():
        if items:
            blocks.append(el("ul", [el("li", item) for item in items]))
            items.clear()

    for paragraph in text.strip().split("\n\n"):
        lines = paragraph.strip().split("\n")
        for line in lines:
            line = line.strip()
            if line.startswith("## "):
                flush_items()
                blocks.append(el("h3", line[3:]))
            elif line.startswith("- "):
                items.append(line[2:])
            elif line:
                flush_items()
                blocks.append(el("p", line))
        flush_items()
    return join(blocks)
