"""The table kit: the widgets every game's view is built from, written once so that the same idea
looks and behaves the same in every game (keyboard focus, disabled state, tap size come from the
shared classes `btn`, `card`, `player`, `results` in assets/).

Everything here is a pure function to Markup (tabletop.ui.html); nothing knows a game's rules. A
game passes its own words (already translated) and its own actions.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache

from .html import Markup, el, join, unescape
from .regions import parts, region

# --- buttons ----------------------------------------------------------------------------------------


def _classes(base, primary=False, extra_class=""):
    return base + (" primary" if primary else "") + (f" {extra_class}" if extra_class else "")


def command_button(
    label, command, arg=None, *, primary=False, focus=False, key=None, extra_class="", **attrs
):
    """A button that runs one of the table's commands (App.cmd_<command>) with `arg`."""
    return el(
        "button",
        label,
        type="button",
        class_=_classes("btn", primary, extra_class),
        data_cmd=command,
        data_arg=arg,
        data_focus=focus or None,
        data_key=key,
        **attrs,
    )


def act_button(label, action, *, primary=False, focus=False, key=None, extra_class="", **attrs):
    """A move: clicking it sends `action` (JSON) to the rules. `key` names it for keyboard shortcuts
    and tests; `focus` puts the keyboard focus on it after a redraw."""
    return command_button(
        label,
        "act",
        json.dumps(action),
        primary=primary,
        focus=focus,
        key=key,
        extra_class=extra_class,
        **attrs,
    )


def select_button(label, choice, *, pressed=None, key=None, extra_class="", **attrs):
    """A choice on the way to a move (not a move itself): `choice` is merged into the seat's
    unfinished choices (App.cmd_select); `pressed` marks a toggle's state for screen readers."""
    pressed_attr = None if pressed is None else ("true" if pressed else "false")
    return command_button(
        label,
        "select",
        json.dumps(choice),
        key=key,
        extra_class=extra_class,
        aria_pressed=pressed_attr,
        **attrs,
    )


def pref_button(label, change, *, pressed=None, key=None, extra_class="", **attrs):
    """A choice of how this device shows the table (App.cmd_pref: a map's zoom, a toggle), open to
    anyone at any time and kept across turns and visits."""
    pressed_attr = None if pressed is None else ("true" if pressed else "false")
    return command_button(
        label, "pref", json.dumps(change), key=key, extra_class=extra_class, aria_pressed=pressed_attr,
        **attrs,
    )


def unplayable_pick(label, why, extra_class="el-pick"):
    """Something shown among the choices but greyed out, with the reason as its title."""
    classes = _classes("btn", False, extra_class)
    return el("button", label, type="button", class_=classes, disabled=True, title=why)


# --- amounts and bids -------------------------------------------------------------------------------


def amount_form(arg, label, submit, low, high, *, value=None, key="amount", note=None, primary=None):
    """A typed amount: the controller turns it into [arg, amount] and checks that it is legal. Its
    button is the primary one when a note explains the range (or as `primary` says)."""
    emphasis = bool(note) if primary is None else primary
    return el(
        "form",
        el(
            "label",
            label,
            " ",
            el(
                "input",
                type="number",
                name="amount",
                min=low,
                max=high,
                step=1,
                value=low if value is None else value,
                required=True,
                inputmode="numeric",
                autocomplete="off",
                data_key=key,
            ),
        ),
        el("button", submit, type="submit", class_=_classes("btn", emphasis)),
        el("span", note, class_="amount-range") if note else None,
        class_="exact-bid",
        data_submit="act-amount",
        data_arg=arg,
    )


def raise_buttons(label, high, allowed, *, verb="bid", steps=(1, 2, 5), focus=True):
    """Quick raises over the high bid (+1 first, as the default), those among `allowed` amounts.
    `label(step, amount)` gives each button's words."""
    return [
        act_button(
            label(step, high + step),
            [verb, high + step],
            primary=index == 0,
            focus=focus and index == 0,
            key=f"{verb}+{step}",
        )
        for index, step in enumerate(s for s in steps if high + s in allowed)
    ]


def bid_panel(
    auction, *, raise_label, exact_label, submit, pass_label, verb="bid", note=None, extra=(), steps=(1, 2, 5)
):
    """The controls of a round of bidding, drawn from the one auction view shape
    (engine.auction.view): quick raises, a typed amount between the least and most this seat may
    bid, and a pass. `extra` are more of the game's own controls, shown between them."""
    low, high = auction.get("min_bid"), auction.get("max_bid")
    controls = []
    if low is not None and high is not None and low <= high:
        allowed = range(low, high + 1)
        controls += raise_buttons(raise_label, auction["high_bid"], allowed, verb=verb, steps=steps)
        controls.append(amount_form(verb, exact_label, submit, low, high, note=note))
    controls += list(extra)
    if auction.get("may_pass", True):
        controls.append(act_button(pass_label, ["pass"], key="pass", focus=not controls))
    return el("div", controls, class_="buttons bid-panel")


def amount_stepper(amount, low, high, choose, *, label, step_label, key="amount", testid=None):
    """One amount, chosen a step at a time between its least and most: − the amount +, each step a
    choice on the way to a move (`choose(n)` is the choice, App.cmd_select), not a move; the game's
    one button then acts on the amount shown. `label` names the group and `step_label(n)` each step
    for screen readers; the steps keep the keyboard's focus across the redraw ({key}-less, -more)."""

    def step(mark, target, name):
        return select_button(
            mark,
            choose(target),
            key=f"{key}-{name}",
            extra_class="stepper-step",
            disabled=target == amount or None,
            aria_label=step_label(target),
        )

    return el(
        "div",
        step("−", max(low, amount - 1), "less"),
        el("output", amount, class_="stepper-amount", aria_live="polite", data_testid=testid),
        step("+", min(high, amount + 1), "more"),
        class_="stepper",
        role="group",
        aria_label=label,
    )


def bid_summary(auction, names, *, no_bid, high_bid, still_in=None):
    """The state of the bidding in words: the high bid and who holds it, and who is still in.
    `no_bid` is a text, `high_bid(amount, name)` and `still_in(names)` give texts."""
    if auction.get("high_bidder") is None:
        line = no_bid
    else:
        line = high_bid(auction["high_bid"], names[auction["high_bidder"]])
    parts = [el("p", line, class_="high-bid", data_testid="high-bid")]
    if still_in is not None and auction.get("still_in") is not None:
        parts.append(el("p", still_in(", ".join(names[s] for s in auction["still_in"])), class_="still-in"))
    return join(parts)


# --- cards and players ----------------------------------------------------------------------------


def card_frame(body, *, kind="", label=None, button=None, extra_class="", **attrs):
    """A card of any game: the one frame (corners, border, shadow, focus and selected states), the
    game's own face inside. `label` is the text alternative when the face is a picture; `button`
    makes the card itself a control (its attributes: data_cmd, data_arg, ...)."""
    classes = "card" + (f" card-{kind}" if kind else "") + (f" {extra_class}" if extra_class else "")
    if button:
        classes += " card-button"
        return el("button", body, type="button", class_=classes, aria_label=label, **button, **attrs)
    return el("div", body, class_=classes, role="img" if label else None, aria_label=label, **attrs)


def player_panel(
    name, *, seat, heading_extra=(), facts=(), status=None, body=(), to_act=False, extra_class=""
):
    """A seat's panel: name and what kind of player, short facts (chips, gold, score), its status
    (to act, passed), then the game's own body. The seat to act is marked by a class and by words."""
    classes = _classes("player", False, extra_class) + (" to-act" if to_act else "")
    # A region of the page (ui/regions.py): a move redraws only the seats it changed.
    return region(f"seat-{seat}", el(
        "article",
        el(
            "header",
            el("h3", name, heading_extra),
            list(facts),
            el("span", status, class_="status") if status else None,
        ),
        parts(f"seat-{seat}", body),
        class_=classes,
        data_seat=seat,
    ))


# --- the end ------------------------------------------------------------------------------------------


def result_table(t, names, result, columns, *, name_cell=None, notes=(), before=()):
    """The end screen's ranking: the headline (winner or a shared win), then a row per player, best
    first: place, name, then `columns` — (heading, function of the player's breakdown row). Ties
    share a place (engine.ranking.rank). `notes` follow the table (the tie-break, say)."""
    rows = []
    for seat in result["ranking"]:
        row = result["breakdown"][seat]
        who = name_cell(seat) if name_cell else names[seat]
        cells = [el("td", row["place"]), el("th", who, scope="row")]
        cells += [el("td", value(row)) for _, value in columns]
        rows.append(el("tr", cells, class_="winner" if seat in result["winners"] else None))
    winners = ", ".join(names[s] for s in result["winners"])
    headline = t("result.winner" if len(result["winners"]) == 1 else "result.shared", names=winners)
    head = [el("th", t("result.place")), el("th", t("result.player"))] + [el("th", h) for h, _ in columns]
    return join(
        [
            el("h2", headline, class_="headline"),
            list(before),
            el("table", el("thead", el("tr", head)), el("tbody", rows), class_="results"),
            [el("p", note, class_="note") for note in notes],
        ]
    )


# --- pictures: one sprite of symbols per page, drawn by reference ------------------------------------


# What ties a symbol to the page it is drawn in: a colour or style taken from there, or a reference
# to something else (an image cannot load anything). A symbol with none of these is a picture on its own.
_TIED_TO_THE_PAGE = ("currentColor", "class=", "var(", "url(", "href=", "<style")


def _self_contained(body):
    """Whether `body` takes nothing from the page; a reference to a symbol it defines itself
    (`with_defs`) is its own."""
    own = set(_DEFINED.findall(body))
    if own:
        body = _USED.sub(lambda found: "" if found.group(1) in own else found.group(0), body)
    return not any(mark in body for mark in _TIED_TO_THE_PAGE)


def painted(body, colour):
    """A symbol drawn in a colour of its own instead of the page's (currentColor): a picture that
    takes nothing from the page, which the sprite keeps as one image."""
    return body.replace("currentColor", colour)


_IMAGE_PREFIX = "data:image/svg+xml,"
_URL_ESCAPE = {char: f"%{ord(char):02X}" for char in "%#<>\"'&"}
_URL_UNESCAPE = {code: char for char, code in _URL_ESCAPE.items()}
_URL_UNESCAPES = re.compile("|".join(_URL_UNESCAPE))
_IMAGE = re.compile(r'<image href="data:image/svg\+xml,([^"]*)"[^>]*></image>')
_PICTURE = re.compile(r'<svg xmlns="http://www.w3.org/2000/svg" viewBox="[^"]*">(.*)</svg>', re.S)


def _drawing(found):
    """The symbol's own drawing back from its image (_as_image, undone)."""
    picture = _URL_UNESCAPES.sub(lambda found: _URL_UNESCAPE[found.group(0)], unescape(found.group(1)))
    whole = _PICTURE.fullmatch(picture)
    # Without the symbols it carries (with_defs): the page's sprite defines them.
    return _DEFS.sub("", whole.group(1), count=1) if whole else found.group(0)


def drawn_out(page):
    """The page with each symbol that the sprite keeps as an image drawn out again. An image costs a
    page's first paint more than the drawing (each is read as a document of its own before it shows),
    so the copy of the screen painted at the next visit's start (App.screen_copy) has the drawings;
    once a page is up, a move that adds cards pays less with the images."""
    return _IMAGE.sub(_drawing, page)


def _as_image(box, body):
    """A self-contained symbol as one <image> of itself. Each <use> of a symbol copies the symbol's
    whole tree into the page, which then styles and lays out every shape of it again: 0.2-0.3 ms
    for one card face of Modern Art, paid for every card a move puts on the table. An image is
    drawn once per page and size, and each <use> of it copies one element."""
    x, y, width, height = box.split()
    picture = f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{box}">{body}</svg>'
    # "%" and "#" must be escaped in a data URL; the others would be written as character references
    # by the builder (a quote as six characters), here three each.
    for char, code in _URL_ESCAPE.items():  # "%" first
        picture = picture.replace(char, code)
    href = _IMAGE_PREFIX + picture
    return el("image", href=href, x=x, y=y, width=width, height=height)


_USED = re.compile(r'href="#([^"]+)"')
_DEFINED = re.compile(r'<symbol id="([^"]+)"')
_DEFS = re.compile(r"<defs>(?:<symbol .*?</symbol>)*</defs>", re.S)


def with_defs(body, symbols):
    """`body` with the `symbols` it uses (and those they use) defined in it, once each: a picture
    made of the sprite's symbols that takes nothing else from the page, which the sprite then keeps
    as one image of itself. `_drawing` takes the definitions out again where the page has them."""
    used = {}

    def gather(markup):
        for key in _USED.findall(markup):
            if key in symbols and key not in used:
                used[key] = symbols[key]
                gather(symbols[key][1])

    gather(body)
    if not used:
        return body
    defs = "".join(f'<symbol id="{key}" viewBox="{box}">{inner}</symbol>'
                   for key, (box, inner) in used.items())
    return f"<defs>{defs}</defs>{body}"


def sprite(symbols):
    """The page's symbols (a game's `symbols` view function returns one): `symbols` maps an id to
    (view box, inner SVG markup). Drawn once, hidden; `icon` and the cards refer to them by id, so a
    hand of cards stays small markup. A symbol that takes nothing from the page (its colours, its
    styles, other symbols) is kept as an image of itself (_as_image)."""
    return el(
        "svg",
        [
            el("symbol", _as_image(box, body) if _self_contained(body) else Markup(body), id=key, viewBox=box)
            for key, (box, body) in symbols.items()
        ],
        class_="sprite",
        aria_hidden="true",
        focusable="false",
        width=0,
        height=0,
    )


# The same few on every redraw. Typed: a text that reads like a Markup given before is still text.
@lru_cache(maxsize=1024, typed=True)
def icon(symbol_id, label=None, *, extra_class=""):
    """One symbol of the sprite. With `label` it is an image with that text alternative; without, it
    is decoration next to words that say the same (and hidden from screen readers)."""
    classes = "icon" + (f" {extra_class}" if extra_class else "")
    if label:
        return el("svg", el("use", href=f"#{symbol_id}"), class_=classes, role="img", aria_label=label)
    return el("svg", el("use", href=f"#{symbol_id}"), class_=classes, aria_hidden="true", focusable="false")


@lru_cache(maxsize=1024, typed=True)
def sr_only(text):
    """Words for screen readers only (what a picture or a mark shows)."""
    return el("span", text, class_="sr-only")


# --- seats ---------------------------------------------------------------------------------------------

SEAT_COLOURS = 6  # assets/app.css --seat-0 .. --seat-5: Okabe-Ito, none near Elfengold's coin gold


def seat_letters(names):
    """A short mark per seat, so that nothing tells seats apart by colour alone: the first letter of
    the name, or, where names share it, the first letter and the seat number."""
    firsts = [(name.strip()[:1] or "?").upper() for name in names]
    return [first if firsts.count(first) == 1 else f"{first}{seat + 1}" for seat, first in enumerate(firsts)]


def seat_key(ctx, seat, *extra):
    """What a seat's panel may be built from, as a key for ui/memo.py's `kept`: the language, the
    seat's name and kind, whether it is its turn, the phase, its entry in each of the view's per-seat
    lists (all of them: its chips, cards, boot... whatever the game shows), and `extra` (what else the
    panel reads: the last move, if it concerns the seat...). Not the log, nor the others' entries."""
    view = ctx.view
    players = len(ctx.names)
    own = tuple(
        (name, value[seat])
        for name, value in view.items()
        if type(value) in (list, tuple) and len(value) == players and name != "log"
    )
    return (ctx.lang, seat, ctx.names[seat], ctx.seat_kind_label(seat), view.get("turn") == seat,
            view.get("phase"), own, extra)


@lru_cache(maxsize=1024, typed=True)
def seat_badge(seat, letter, name=None, *, in_control=False):
    """A seat's round mark: its colour and its letter (the name as its text alternative).
    `in_control`: the mark on a button named in words of its own (aria-label: "Ann bids the amount
    typed"), its letter drawn by the style sheet (data-letter), not text: the button's name must
    hold all the text it shows (WCAG 2.5.3, label in name), and the mark is a picture there."""
    if in_control:
        return el("span", class_=f"seat-badge seat-c{seat % SEAT_COLOURS}", title=name, aria_hidden="true",
                  data_letter=letter)
    return el(
        "span", letter, class_=f"seat-badge seat-c{seat % SEAT_COLOURS}", title=name, aria_hidden="true"
    )


# --- the table's layout ------------------------------------------------------------------------------


def scroller(label, *, role="group"):
    """The attributes of a part that may scroll by itself (one's holdings in the dock, a hand wider
    than the screen, a map larger than its frame): the keyboard must reach it to scroll it, so it
    takes the focus (tabindex 0), and is named for a screen reader when it gets there. A `group`,
    not a landmark: a part inside a region that is one (the dock) would only add to the landmarks."""
    return {"tabindex": 0, "role": role, "aria_label": label}


def table_layout(
    *, shared, seats=(), mine=None, controls=None, label_seats=None, label_mine=None, fill=False
):
    """The table as a stage that fills the screen and never scrolls as a page (assets/app.css,
    "The stage"): the rivals as compact panels along the top, the shared area (lot, market, board)
    in the room that is left, scaled to fit it (assets/draw.js fitStage), and the dock: the decision
    of the seat in control next to the seat's own holdings (hand, stands, money), along the bottom
    of a portrait screen and down the side of a landscape one. A game only says what goes where.
    `fill`: the shared area is given the room's height instead of being scaled to it (a map that
    scales by its own viewBox, larger and crisper than a CSS zoom)."""
    # Each part a region of the page (ui/regions.py), parsed again only when it changed.
    dock = [
        region("tt-controls", controls) if controls else None,
        # It scrolls when one's holdings are taller than the dock: the keyboard reaches it (a section
        # with a name is a region, a landmark, already).
        region("tt-mine", el("section", _parts("tt-mine", mine), class_="tt-mine", aria_label=label_mine,
                             tabindex=0 if label_mine else None))
        if mine
        else None,
    ]
    return el(
        "div",
        # The rivals' heading, for screen readers (the page's outline: the game's h1, this h2, a panel's
        # h3); beside their section, not in it, whose children the style sheet counts.
        el("h2", label_seats, class_="sr-only") if seats and label_seats else None,
        region("tt-seats", el("section", list(seats), class_="tt-seats", aria_label=label_seats))
        if seats
        else None,
        region("tt-shared", el("div", el("div", _parts("tt-shared", shared), class_="tt-fit"),
                               class_="tt-shared tt-fill" if fill else "tt-shared", data_fit=not fill)),
        el("div", dock, class_="tt-dock") if controls or mine else None,
        class_="tt-layout",
    )


def _parts(prefix, content):
    """A list of parts, each a region of its own; one piece of markup stays as it is."""
    return parts(prefix, content) if isinstance(content, (list, tuple)) else content


def controls_section(heading, body=(), *, actions=None, explain=None, extra_class="", **attrs):
    """The decision of the seat in control: a heading, what it needs (`body`: cards to pick, a form),
    and `actions`, the buttons that settle it, kept in thumb reach at the foot of a phone's screen."""
    return el(
        "section",
        el("h2", heading),
        el("p", explain, class_="explain") if explain else None,
        list(body) if isinstance(body, (list, tuple)) else body,
        el("div", actions, class_="decision-bar", data_testid="decision-bar") if actions else None,
        class_=_classes("controls", False, extra_class),
        aria_label=heading,
        **attrs,
    )


# --- motion: what just happened, shown on the table ---------------------------------------------------

LAST_MOVE = "last-move"  # the class of what the last move changed (a ring and a corner mark)


def fx(key, source=None):
    """Attributes for a thing that may move between redraws (a card, a token): the same `key` in
    the old and new table makes it glide from where it was (assets/draw.js); a new one with `source`
    (the key of another thing, e.g. "deck") flies in from there. No motion with reduced motion."""
    return {"data_fx": key, "data_fx_from": source}


@lru_cache(maxsize=1024, typed=True)
def flight(key, source, target, *, symbol=None):
    """A token flying once from one thing to another (coins from a seat to the bank): `key` is new
    for each flight (e.g. the log's length), `source` and `target` are fx keys on the table."""
    return el(
        "i",
        class_="fx-flight",
        hidden=True,
        data_flight=key,
        data_from=source,
        data_to=target,
        data_symbol=symbol,
    )


# --- charts on the end screen ---------------------------------------------------------------------------

DASHES = ("", "6 3", "2 3", "8 3 2 3", "1 2", "10 4")  # a line's pattern: not colour alone


def _chart_table(caption, x_labels, series):
    # The corner is no heading: a cell (an empty heading is a fault for screen readers).
    head = el("tr", el("td", ""), [el("th", name, scope="col") for name, *_ in series])
    rows = [
        el(
            "tr",
            el("th", x, scope="row"),
            [el("td", values[i] if i < len(values) else "") for *_, values in series],
        )
        for i, x in enumerate(x_labels)
    ]
    # Inside a one-pixel box: a table keeps its own width even when it is visually hidden.
    table = el("table", el("caption", caption), el("thead", head), el("tbody", rows))
    return el("div", table, class_="sr-only")


def line_chart(caption, series, x_labels, *, width=460, height=190):
    """A small line chart: `series` is [(name, letter, seat, values)], one value per x label. Each
    line has its seat's colour, its own dash pattern and its letter at its end; the numbers are
    there as a table for screen readers."""
    left, right, top, bottom = 34, 26, 10, 24
    values = [v for *_, vals in series for v in vals] or [0]
    low, high = min(0, min(values)), max(values)
    high = high if high > low else low + 1
    steps = max(1, len(x_labels) - 1)

    def x_of(i):
        return left + (width - left - right) * i / steps

    def y_of(v):
        return top + (height - top - bottom) * (high - v) / (high - low)

    grid = []
    for fraction in (0, 0.5, 1):
        value = low + (high - low) * fraction
        y = y_of(value)
        grid.append(el("line", x1=left, x2=width - right, y1=f"{y:.1f}", y2=f"{y:.1f}", class_="chart-grid"))
        grid.append(
            el("text", f"{value:.0f}", x=left - 4, y=f"{y + 4:.1f}", class_="chart-axis", text_anchor="end")
        )
    every = max(1, len(x_labels) // 8)
    last = len(x_labels) - 1
    # Every `every`-th label and the last, which pushes out a regular one too close before it.
    shown = [i for i in range(len(x_labels)) if i % every == 0 and (i == last or last - i >= every / 2)]
    if last >= 0 and last not in shown:
        shown.append(last)
    ticks = [
        el("text", x_labels[i], x=f"{x_of(i):.1f}", y=height - 6, class_="chart-axis", text_anchor="middle")
        for i in shown
    ]
    lines = []
    # The letters at the lines' ends, pushed apart where lines end together (a tie, say).
    ends = {}
    def end_height(item):
        return y_of(item[1][3][-1]) if item[1][3] else 0

    for index, (*_, vals) in sorted(enumerate(series), key=end_height):
        if vals:
            x, y = x_of(len(vals) - 1), y_of(vals[-1])
            close = [other for other, (ox, oy) in ends.items() if abs(ox - x) < 16 and y - oy < 17]
            if close:
                y = max(ends[other][1] for other in close) + 17
            ends[index] = (x, y)
    for index, (_name, letter, seat, vals) in enumerate(series):
        if not vals:
            continue
        points = " ".join(f"{x_of(i):.1f},{y_of(v):.1f}" for i, v in enumerate(vals))
        end_x, end_y = ends[index]
        lines.append(
            el(
                "g",
                el(
                    "polyline",
                    points=points,
                    class_="chart-line",
                    stroke_dasharray=DASHES[index % len(DASHES)] or None,
                ),
                el("circle", cx=f"{end_x:.1f}", cy=f"{end_y:.1f}", r=8, class_="chart-dot"),
                el(
                    "text",
                    letter,
                    x=f"{end_x:.1f}",
                    y=f"{end_y + 4:.1f}",
                    class_="chart-letter",
                    text_anchor="middle",
                ),
                class_=f"chart-series seat-c{seat % SEAT_COLOURS}",
            )
        )
    return _chart_figure(caption, [grid, ticks, lines], series, x_labels, width, height)


def bar_chart(caption, groups, series, *, width=460, height=190):
    """Grouped bars: `groups` are the x labels (rounds, say), `series` is [(name, letter, seat,
    values)] with a value per group, negative ones below the axis. Each bar carries its letter."""
    left, right, top, bottom = 34, 8, 10, 24
    values = [v for *_, vals in series for v in vals] or [0]
    low, high = min(0, min(values)), max(0, max(values))
    high = high if high > low else low + 1
    plot_w = width - left - right
    group_w = plot_w / max(1, len(groups))
    bar_w = max(4.0, (group_w - 8) / max(1, len(series)))

    def y_of(v):
        return top + (height - top - bottom) * (high - v) / (high - low)

    zero = y_of(0)
    shapes = [el("line", x1=left, x2=width - right, y1=f"{zero:.1f}", y2=f"{zero:.1f}", class_="chart-grid")]
    shapes.append(
        el(
            "text",
            f"{high:.0f}",
            x=left - 4,
            y=f"{y_of(high) + 4:.1f}",
            class_="chart-axis",
            text_anchor="end",
        )
    )
    if low < 0:
        shapes.append(
            el("text", f"{low:.0f}", x=left - 4, y=f"{y_of(low):.1f}", class_="chart-axis", text_anchor="end")
        )
    for g, label in enumerate(groups):
        x0 = left + g * group_w + 4
        shapes.append(
            el(
                "text",
                label,
                x=f"{x0 + (group_w - 8) / 2:.1f}",
                y=height - 6,
                class_="chart-axis",
                text_anchor="middle",
            )
        )
        for s, (_name, letter, seat, vals) in enumerate(series):
            v = vals[g] if g < len(vals) else 0
            y = min(y_of(v), zero)
            h = abs(y_of(v) - zero)
            x = x0 + s * bar_w
            shapes.append(
                el(
                    "g",
                    el(
                        "rect",
                        x=f"{x:.1f}",
                        y=f"{y:.1f}",
                        width=f"{bar_w - 1:.1f}",
                        height=f"{h:.1f}",
                        class_="chart-bar",
                    ),
                    el(
                        "text",
                        letter,
                        x=f"{x + (bar_w - 1) / 2:.1f}",
                        y=f"{(y - 2 if v >= 0 else y + h + 9):.1f}",
                        class_="chart-bar-letter",
                        text_anchor="middle",
                    )
                    if bar_w >= 9
                    else None,
                    class_=f"chart-series seat-c{seat % SEAT_COLOURS}",
                )
            )
    return _chart_figure(caption, shapes, series, groups, width, height)


def _chart_figure(caption, shapes, series, x_labels, width, height):
    """A chart's figure: its caption, the picture (decoration: the table says it in words), the
    key of seats by colour and letter, and the numbers as a table for screen readers."""
    legend = el(
        "ul",
        [el("li", seat_badge(s, letter), " ", name, class_="chart-key") for name, letter, s, _ in series],
        class_="chart-legend",
    )
    picture = el(
        "svg", shapes, viewBox=f"0 0 {width} {height}", class_="chart", aria_hidden="true", focusable="false"
    )
    return el(
        "figure",
        el("figcaption", caption),
        picture,
        legend,
        _chart_table(caption, x_labels, series),
        class_="chart-figure",
    )
