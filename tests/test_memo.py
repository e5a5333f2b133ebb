"""Parts kept between redraws (ui/memo.py): every page drawn with kept parts is the page drawn afresh.

A key that leaves out something its part reads would show a stale part after a move that changed
only that: these games go through bids, auctions, hand-overs, peeks, undo, the copy of the screen
kept for the next visit and a change of language, pressing the page's own buttons as a person would,
and compare each page with the same page built with nothing kept."""

import json
import random
import re

import pytest

from tabletop.games import GAMES
from tabletop.ui import memo
from tabletop.ui.html import unescape
from test_controller import make_app

SEATS = {"jambo": 2, "modern_art": 3, "elfengold": 3}
TAG = re.compile(r"<[a-z]+ [^>]*data-cmd=[^>]*>")
ATTR = re.compile(r' (data-cmd|data-arg|disabled)(?:="([^"]*)")?')
# What leaves the table (or the game) is not pressed here.
AWAY = {"home", "rules", "export", "setup", "delete", "restore", "resume", "back", "again", "lang", "start"}


def buttons(app):
    """The commands the page offers now, as (command, argument): what a person may press."""
    found = []
    top, _, blocks = app.render_parts()
    for _, markup in [*top, *blocks]:
        for tag in TAG.findall(markup):
            attrs = {name: value for name, value in ATTR.findall(tag)}
            if "disabled" in attrs or attrs["data-cmd"] in AWAY:
                continue
            arg = attrs.get("data-arg")
            found.append((attrs["data-cmd"], unescape(arg) if arg is not None else None))
    return found


def _pages_agree(app, where):
    memo.ENABLED = True
    try:
        kept = app.render_parts()
        memo.ENABLED = False
        fresh = app.render_parts()
    finally:
        memo.ENABLED = True
    assert kept == fresh, where


def _start(app, game_id, kinds):
    app.handle("setup", game_id)
    form = {"players": str(len(kinds)), "opening": "0"}
    for seat, kind in enumerate(kinds):
        form[f"kind_{seat}"] = kind
        form[f"name_{seat}"] = f"Player {seat + 1}"
    app.handle("start", None, form)
    assert app.match is not None, app.message


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("humans", [1, 2])
def test_kept_parts_are_the_parts_built_afresh(game_id, humans):
    players = SEATS.get(game_id, 4)
    kinds = ["human"] * humans + ["computer:random"] * (players - humans)
    app = make_app()
    _start(app, game_id, kinds)
    rng = random.Random(f"{game_id}-{humans}")
    for step in range(220):
        where = (game_id, humans, step)
        _pages_agree(app, where)
        if app.match.state.is_over():
            break
        if step == 70:
            app.handle("lang", "zh-Hans")
            continue
        if step % 23 == 11:  # the copy kept for the next visit: drawn for no one's eyes in particular
            app.screen_copy()
        if app.bot_due():
            app.step_bot()
            continue
        seat = app.handover_to()
        if seat is not None:
            app.handle("ready", str(seat))
            continue
        seat = app.acting_seat()
        if seat is None:
            break
        if step % 17 == 5 and app.can_undo():
            app.handle("undo")
            continue
        offered = buttons(app)
        if offered and rng.random() < 0.6:  # as a person would: a choice, a zoom, a peek...
            app.handle(*rng.choice(offered))
            continue
        legal = app.match.state.legal_actions(seat)
        app.handle("act", json.dumps(rng.choice(legal)))
    memo.forget()
