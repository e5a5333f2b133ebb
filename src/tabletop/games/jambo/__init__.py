"""Jambo: Rüdiger Dorn's two-player trading card game of African markets."""

from .rules import Jambo

GAME = Jambo()
