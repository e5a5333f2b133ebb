"""Ranking players at the end of a game: one place for ties and tie-breaks, used by every game."""

from __future__ import annotations


def rank(rows: list[dict], key) -> dict:
    """Rank result rows (dicts with a "seat") by `key(row)`, a tuple where larger is better (the score
    first, then each tie-break in turn). Rows with equal keys share a place (1, 1, 3, ...); the order
    among them is by seat. Sets row["place"] and returns the result shape every game's end screen
    reads: scores (per seat, when rows have "score"), winners, ranking (seats, best first), breakdown
    (the rows, per seat)."""
    ranked = sorted(rows, key=lambda row: (_negated(key(row)), row["seat"]))
    previous, place = None, 0
    for index, row in enumerate(ranked):
        current = key(row)
        if current != previous:
            place, previous = index + 1, current
        row["place"] = place
    by_seat = sorted(rows, key=lambda row: row["seat"])
    return {
        "scores": [row.get("score") for row in by_seat],
        "winners": [row["seat"] for row in ranked if row["place"] == 1],
        "ranking": [row["seat"] for row in ranked],
        "breakdown": by_seat,
    }


def _negated(values) -> tuple:
    return tuple(-value for value in values)
