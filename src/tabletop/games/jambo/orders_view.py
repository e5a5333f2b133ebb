"""Jambo's standing orders on the player's own screen: how the Guard and the Rain Maker answer on
the opponent's turn, so that the device need not come across for "do you react?" (the rules:
Jambo.clean_orders and standing_answer; the table: App.cmd_orders). Only ever drawn for the seat
whose own screen shows (ctx.orders is None otherwise)."""

from __future__ import annotations

import json

from ...ui import kit
from ...ui.html import el
from .rules import ANIMALS, ASK, NEVER

RAIN_LEVELS = (0, 12, 18)  # "any ware card", "selling for 12 or more", "the three-ware cards (18)"


def _order_button(label, change, pressed, key):
    return kit.command_button(
        label,
        "orders",
        json.dumps(change),
        extra_class="small",
        aria_pressed="true" if pressed else "false",
        key=key,
    )


def standing_orders(ctx):
    """The panel, or None where the screen is not the player's own."""
    orders, t = ctx.orders, ctx.t
    if orders is None or ctx.view.get("open_table"):
        return None  # not the player's own screen; or an open table, where nothing is hidden
    guard = orders.get("guard", ASK)
    against = guard["against"] if isinstance(guard, dict) else []
    guard_row = [
        _order_button(t("jb.orders.ask"), {"guard": None}, guard == ASK, "order-guard-ask"),
        _order_button(t("jb.orders.never"), {"guard": NEVER}, guard == NEVER, "order-guard-never"),
    ]
    animal_row = []
    for animal in ANIMALS:
        chosen = animal in against
        wanted = [a for a in ANIMALS if (a in against) != (a == animal)]
        change = {"guard": {"against": wanted} if wanted else NEVER}
        animal_row.append(_order_button(t(f"jb.card.{animal}"), change, chosen, f"order-guard-{animal}"))
    rain = orders.get("rain_maker", ASK)
    level = rain["at_least"] if isinstance(rain, dict) else None
    rain_row = [
        _order_button(t("jb.orders.ask"), {"rain_maker": None}, rain == ASK, "order-rain-ask"),
        _order_button(t("jb.orders.never"), {"rain_maker": NEVER}, rain == NEVER, "order-rain-never"),
    ] + [
        _order_button(
            t("jb.orders.rain_any") if value == 0 else t("jb.orders.rain_at_least", gold=value),
            {"rain_maker": {"at_least": value}},
            level == value,
            f"order-rain-{value}",
        )
        for value in RAIN_LEVELS
    ]
    return el(
        "details",
        el("summary", t("jb.orders.title")),  # one short line: the panel closed takes little room
        el("p", t("jb.orders.private"), " ", t("jb.orders.explain"), class_="meta"),
        el("h3", t("jb.card.guard")),
        el("div", guard_row, class_="buttons"),
        el("p", t("jb.orders.guard_against"), class_="meta"),
        el("div", animal_row, class_="buttons jb-order-animals"),
        el("h3", t("jb.card.rain_maker")),
        el("div", rain_row, class_="buttons"),
        class_="jb-orders",
        data_testid="standing-orders",
        # Closed until the player opens it (a sheet over the table, assets/app.css); the page keeps
        # it open or closed as the player left it across redraws (draw.js).
    )
