"""The table kit: the widgets every game's view is built from, written once so that the same idea
looks and behaves the same in every game (keyboard focus, disabled state, tap size come from the
shared classes `btn`, `card`, `player`, `results` in assets/).

Everything here is a pure function to Markup (tabletop.ui.html); nothing knows a game's rules. A
game passes its own words (already translated) and its own actions.
"""

from __future__ import annotations

import json

from .html import el, join

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
        label, "act", json.dumps(action), primary=primary, focus=focus, key=key, extra_class=extra_class,
        **attrs,
    )


def select_button(label, choice, *, pressed=None, key=None, extra_class="", **attrs):
    """A choice on the way to a move (not a move itself): `choice` is merged into the seat's
    unfinished choices (App.cmd_select); `pressed` marks a toggle's state for screen readers."""
    pressed_attr = None if pressed is None else ("true" if pressed else "false")
    return command_button(
        label, "select", json.dumps(choice), key=key, extra_class=extra_class, aria_pressed=pressed_attr,
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
    return el(
        "article",
        el(
            "header",
            el("h3", name, heading_extra),
            list(facts),
            el("span", status, class_="status") if status else None,
        ),
        list(body),
        class_=classes,
        data_seat=seat,
    )


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
