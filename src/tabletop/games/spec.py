"""What a game declares to the table, in one place: its rules, its view, its computer players and
its messages. Each game package makes one GameSpec (in its __init__.py); games/__init__.py
collects them into the registry.

A game's view module provides the functions of GameView; tests/test_protocol.py checks every game.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import cached_property
from typing import Protocol

from ..engine.core import Box, Game


class GameView(Protocol):
    """The functions a game's view module (games/<id>/ui.py) provides. Each takes the Context of
    ui/controller.py (the view of one seat, names, the translator `t`, the legal moves of the seat in
    control) and returns Markup (tabletop.ui.html) or text; none may read anything but the context.
    """

    def prompt(self, ctx) -> str:
        """One sentence: whose turn it is and what they are to do (or that the game is over)."""

    def describe(self, ctx, entry: dict) -> str:
        """One entry of the seat's log, in words."""

    def render_table(self, ctx):
        """The table while the game runs: the shared area, the controls of the seat in control
        (ctx.acting_seat, may be None), the players."""

    def render_result(self, ctx):
        """The end screen's body: the ranking and what decided it."""

    def describe_action(self, ctx, action) -> str:
        """A legal action of the seat in control, in a few words ("Bid 7"), for the hint."""

    def hint_reason(self, ctx, reasons) -> str:
        """The hint's reasons (a list of {"key": a message key, ...its parameters}, from the game's
        hint player, engine/hints.py) in words, naming what they refer to in the reader's language."""


VIEW_FUNCTIONS = ("prompt", "describe", "render_table", "render_result", "describe_action", "hint_reason")
# A view module may also provide this (the table does without it):
#   symbols(t) -> Markup: the sprite of the game's pictures (ui.kit.sprite), drawn once on the table.
OPTIONAL_VIEW_FUNCTIONS = ("symbols",)


def _load(path: str):
    """The object that "module:name" names, its module imported."""
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


@dataclass(frozen=True)
class GameSpec:
    box: Box  # what the home page shows of the game
    # Imported when first needed, not for the home page (in Pyodide the five rules and their data
    # were a third of the first visit's imports): "module:Class" of the rules (a Game), the
    # computer players' module (Game.make_bot), the view module's dotted name.
    rules: str
    bots: str
    view: str
    messages: dict  # {language: {key: text or plural forms}}
    # "module:function" drawing the home page's picture of the game, f(t) -> Markup (an <svg>,
    # decoration: its tile names it). Not in the view module: the home page is the first screen of
    # a first visit, and importing the five views for their covers cost it 50-150 ms in Pyodide.
    cover: str | None = None

    @property
    def id(self) -> str:
        return self.box.id

    @cached_property
    def game(self) -> Game:
        """The game's rules, made once."""
        return _load(self.rules)(bots=self.bots)

    def view_module(self):
        return importlib.import_module(self.view)

    def draw_cover(self, t):
        """The home page's picture of the game, or None."""
        if not self.cover:
            return None
        return _load(self.cover)(t)
