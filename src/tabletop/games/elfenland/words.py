"""The Elfen games' names in the player's language: counters and cards, towns, terrains, roads
(shared by the table, ui.py, and the round planner's panel, tour_view.py)."""

from __future__ import annotations

from .data import ROADS


def kind_name(t, kind):
    return t(f"el.kind.{kind}")


def town_name(t, town):
    return t(f"el.town.{town}")


def terrain_name(t, terrain):
    return t(f"el.terrain.{terrain}")


def road_text(t, road_id):
    road = ROADS[road_id]
    return t(
        "el.road",
        a=town_name(t, road.a),
        b=town_name(t, road.b),
        terrain=terrain_name(t, road.terrain),
    )
