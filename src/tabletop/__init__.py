"""Tabletop: board games played in the browser, with a pure-Python engine."""
