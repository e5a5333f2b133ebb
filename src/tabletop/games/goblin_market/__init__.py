"""Goblin Market: a Decktet auction game for 3-6 players."""

from .rules import GoblinMarket

GAME = GoblinMarket()
