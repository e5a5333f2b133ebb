"""The Elfenland board SVG: well-formed, complete, lights up exactly what it is asked to, escapes text."""

import xml.etree.ElementTree as ET

from tabletop.games import GAMES
from tabletop.games.elfenland.board import (
    CAPITAL_RADIUS,
    COUNTER_COLOURS,
    COUNTER_MARKS,
    GAP,
    ICON,
    PIECE,
    ROAD_ITEMS,
    TAP,
    TOWN_RADIUS,
    counter_icon,
    item_placers,
    render_board,
    round_story,
)
from tabletop.games.elfenland.data import CAPITAL, PIECE_TOWNS, ROADS, TOWNS
from tabletop.games.elfenland.terrain import SHAPES, SLOTS

SVG = "{http://www.w3.org/2000/svg}"
GAME = GAMES["elfenland"]


def parse(markup):
    return ET.fromstring(str(markup))


def by_class(root, name):
    return [node for node in root.iter() if name in (node.get("class") or "").split()]


def a_view():
    state = GAME.new(4, 3)
    view = state.view(0)
    view["roads"][2] = ["dragon", "obstacle"]
    view["roads"][11] = ["unicorn"]
    view["collected"][0] = ["Feodor", "Virst"]
    view["boots"][1] = "Virst"
    return view


def test_the_empty_board_is_well_formed_with_21_towns_and_48_roads():
    root = parse(render_board())
    assert root.tag == SVG + "svg" and root.get("viewBox")
    assert len(by_class(root, "rd")) == 48
    assert len(by_class(root, "town")) + len(by_class(root, "cap")) == 21
    names = [node.text for node in by_class(root, "tn")]
    assert sorted(names) == sorted(town.official for town in TOWNS)
    terrains = [c for node in by_class(root, "rd") for c in node.get("class").split() if c.startswith("t-")]
    assert {t: terrains.count(t) for t in set(terrains)} == {
        "t-plains": 8,
        "t-forest": 12,
        "t-desert": 7,
        "t-mountain": 8,
        "t-river": 7,
        "t-lake": 6,
    }
    assert len(by_class(root, "arrow")) == 14  # two per river, pointing downstream
    assert not [node for node in root.iter() if node.get("data-cmd")]


def test_a_game_view_shows_counters_boots_and_collected_towns():
    view = a_view()
    root = parse(render_board(view, letters=["W", "X", "Y", "Z"]))
    slots = by_class(root, "slot")
    assert sorted(int(slot.get("data-slot")) for slot in slots) == [2, 11]
    uses = [use.get("href") for use in root.iter(SVG + "use")]
    assert sorted(uses) == ["#elf-dragon", "#elf-obstacle", "#elf-unicorn"]
    boots = [b for b in by_class(root, "boot") if "walker" not in b.get("class")]
    assert [b.find(SVG + "text").text for b in boots] == ["W", "X", "Y", "Z"]
    assert all(b.get("role") == "img" and b.get("aria-label") for b in boots)
    # Boots and pieces use the kit's seat colours (no colour near the coins' gold), never a fixed fill.
    assert [b.get("class").split()[1] for b in boots] == ["seat-c0", "seat-c1", "seat-c2", "seat-c3"]


def pieces_by_seat(root):
    """{seat: set of towns} of the town pieces standing on the board."""
    found = {}
    for group in root.iter(SVG + "g"):
        town = group.get("data-pieces")
        if town is None:
            continue
        for piece in by_class(group, "piece"):
            seat = int(piece.get("class").split("seat-c")[1].split()[0])
            found.setdefault(seat, set()).add(town)
    return found


def test_town_pieces_stand_exactly_on_the_towns_each_player_has_not_visited():
    view = a_view()
    view["collected"][2] = list(PIECE_TOWNS[:5])
    view["collected"][3] = list(PIECE_TOWNS)  # everything visited: no piece of seat 3 left
    root = parse(render_board(view, pieces_label=lambda town, seats: f"{town}: {seats}"))
    found = pieces_by_seat(root)
    for seat in range(3):
        assert found[seat] == set(PIECE_TOWNS) - set(view["collected"][seat]), seat
    assert 3 not in found
    assert "Elvenhold" not in set().union(*found.values())
    groups = [g for g in root.iter(SVG + "g") if g.get("data-pieces")]
    for group in groups:
        assert group.get("role") == "img" and group.get("aria-label").startswith(group.get("data-pieces"))


def test_my_towns_rings_the_viewer_s_remaining_towns_only():
    view = a_view()
    root = parse(render_board(view, me=0, show_mine=True))
    rings = by_class(root, "mine-ring")
    towns = [g for g in root.iter(SVG + "g") if g.get("data-pieces")]
    ringed = {g.get("data-pieces") for g in towns if by_class(g, "mine-ring")}
    assert len(rings) == 18 and ringed == set(PIECE_TOWNS) - {"Feodor", "Virst"}
    assert by_class(root, "others")
    assert not by_class(parse(render_board(view, me=0)), "mine-ring")


def test_every_counter_kind_has_its_own_silhouette_and_a_label():
    marks = {kind: COUNTER_MARKS[kind] for kind in ROAD_ITEMS}
    assert len(set(marks.values())) == len(ROAD_ITEMS)
    assert COUNTER_COLOURS["unicorn"] != COUNTER_COLOURS["elfcycle"]
    root = parse(render_board())
    symbols = {node.get("id") for node in root.iter(SVG + "symbol")}
    assert {f"elf-{kind}" for kind in ROAD_ITEMS} <= symbols
    view = a_view()
    view["roads"][5] = ["elfcycle"]
    view["roads"][6] = ["unicorn"]
    root = parse(render_board(view, counter_label=lambda kind: kind.upper()))
    for use in root.iter(SVG + "use"):
        assert use.find(SVG + "title").text == use.get("href")[5:].upper()
        assert int(use.get("width")) >= 28  # large enough to read


def placing_view():
    view = a_view()
    view["phase"] = "plan"
    view["roads"] = [[] for _ in ROADS]
    view["roads"][2] = ["dragon"]
    view["roads"][11] = ["unicorn", "obstacle"]
    view["log"] = [
        {"event": "place", "seat": 0, "kind": "dragon", "road": 11, "secret": False},  # an old round
        {"event": "round", "round": 2, "starter": 0},
        {"event": "place", "seat": 1, "kind": "dragon", "road": 2, "secret": False},
        {"event": "place", "seat": 3, "kind": "unicorn", "road": 11, "secret": True},
        {"event": "place_obstacle", "seat": 2, "road": 11},
        {"event": "pass", "seat": 3, "forced": False},
    ]
    return view


def test_counters_placed_this_round_name_their_placer_and_the_latest_is_marked():
    view = placing_view()
    root = parse(
        render_board(view, letters=list("WXYZ"), placed_label=lambda kind, seat: f"{kind} by {seat}")
    )
    items = {
        (int(slot.get("data-slot")), item.get("data-kind")): item
        for slot in by_class(root, "slot")
        for item in by_class(slot, "item")
    }
    assert {key: item.get("data-placer") for key, item in items.items()} == {
        (2, "dragon"): "1",
        (11, "unicorn"): "3",
        (11, "obstacle"): "2",
    }
    assert items[(11, "unicorn")].find(SVG + "use/" + SVG + "title").text == "unicorn by 3"
    badge = by_class(items[(2, "dragon")], "badge")[0]
    assert badge.find(SVG + "text").text == "X" and "seat-c1" in badge.get("class")
    latest = [key for key, item in items.items() if "last-move" in item.get("class")]
    assert latest == [(11, "obstacle")] and by_class(items[(11, "obstacle")], "ring")
    view["phase"] = "move"  # once the journeys begin, they are the news
    assert not by_class(parse(render_board(view)), "ring")


def test_this_round_s_journeys_leave_trails_and_the_latest_step_walks():
    view = placing_view()
    view["phase"] = "move"
    view["boots"] = ["Elvenhold", "Rivinia", "Elvenhold", "Elvenhold"]
    view["log"] = view["log"] + [
        {"event": "move", "seat": 0, "road": 2, "from_town": "Elvenhold", "to_town": "Lapphalya"},
        {"event": "move", "seat": 0, "road": 4, "from_town": "Lapphalya", "to_town": "Virst"},
        {"event": "end_move", "seat": 0, "forced": False},
        {"event": "move", "seat": 1, "road": 36, "from_town": "Elvenhold", "to_town": "Rivinia"},
    ]
    view["boots"][0] = "Virst"
    root = parse(render_board(view))
    trails = by_class(root, "trail")
    assert [(t.get("class").split()[1], t.get("d")) for t in trails] == [
        ("seat-c0", SHAPES[2].d_from("Elvenhold")),
        ("seat-c0", SHAPES[4].d_from("Lapphalya")),
        ("seat-c1", SHAPES[36].d_from("Elvenhold")),
    ]
    assert SHAPES[4].d_from("Lapphalya").startswith("M617 428")  # from where the traveller left
    assert [i for i, t in enumerate(trails) if "last-move" in t.get("class")] == [2]
    walkers = by_class(root, "walker")
    assert len(walkers) == 1 and "seat-c1" in walkers[0].get("class")
    assert SHAPES[36].d_from("Elvenhold") in walkers[0].get("style")
    arriving = by_class(root, "arriving")
    assert [b.get("data-seat") for b in arriving] == ["1"]
    # An older step does not walk again.
    view["log"].append({"event": "end_move", "seat": 1, "forced": False})
    view["log"].append({"event": "discard", "seat": 1, "card": "raft"})
    assert not by_class(parse(render_board(view)), "walker")


def test_the_viewer_s_boot_is_named_for_centring_the_map():
    root = parse(render_board(a_view(), me=1, center="z2"))
    centred = [node for node in root.iter() if node.get("data-center")]
    assert [(node.get("data-center"), node.get("data-seat")) for node in centred] == [("z2", "1")]
    assert not [node for node in parse(render_board(a_view(), me=1)).iter() if node.get("data-center")]


def test_the_land_is_the_same_markup_on_every_redraw():
    """Terrain, roads and towns are drawn once: the same first children whatever the view, so the
    page's patcher leaves them alone."""
    one = parse(render_board(a_view(), clickable_roads=[1, 2]))
    two = parse(render_board(placing_view(), clickable_towns=["Virst"], me=0, show_mine=True))
    for name in ("terrain", "roads", "towns"):
        a, b = by_class(one, name)[0], by_class(two, name)[0]
        assert ET.tostring(a) == ET.tostring(b), name
        assert a.get("pointer-events") == "none"
    lakes = by_class(one, "lake")
    assert len(lakes) == 2
    bands = [node.get("stroke") for node in by_class(one, "tx")]
    assert bands == [f"url(#elf-tx-{name})" for name in ("plains", "desert", "forest", "mountain")]


def test_only_the_requested_roads_and_towns_are_clickable():
    roads = [2, 35, 0]
    root = parse(render_board(a_view(), clickable_roads=roads, clickable_towns=["Virst"], road_cmd="go"))
    lit = [node for node in root.iter() if node.get("data-cmd") == "go"]
    assert sorted(int(node.get("data-arg")) for node in lit) == sorted(roads)
    for node in lit:
        assert node.get("role") == "button" and node.get("tabindex") == "0" and node.get("aria-label")
        assert by_class(node, "hit"), "a wide invisible hit area"
        # A round tap area at the road's middle, as large as a town's: a finger's width once drawn.
        assert node.get("data-road") == node.get("data-arg")
        assert [int(c.get("r")) for c in by_class(node, "hit-slot")] == [TAP]
    towns = [node for node in root.iter() if node.get("data-cmd") == "town"]
    assert [node.get("data-arg") for node in towns] == ["Virst"] and towns[0].get("data-town") == "Virst"
    assert int(by_class(towns[0], "hit-town")[0].get("r")) >= TAP
    assert towns[0].get("aria-label") == "Virst"
    assert len(by_class(root, "glow")) == 4
    # The taps lie under the picture, which lets them through.
    layers = [node.get("class") for node in root if node.tag == SVG + "g"]
    assert layers.index("taps") < layers.index("roads") < layers.index("towns")


def test_names_and_labels_are_escaped():
    evil = '<script>alert("x")</script>'
    markup = render_board(
        a_view(),
        clickable_roads=[ROADS[0].id],
        clickable_towns=["Al'Baran"],
        road_label=lambda road: evil,
        town_label=lambda town: evil + town,
        counter_label=lambda kind: evil,
        letters=[evil, "&", "<", ">"],
        title=evil,
    )
    assert "<script>" not in markup
    root = parse(markup)
    assert root.find(SVG + "title").text == evil
    town = [node for node in root.iter() if node.get("data-cmd") == "town"][0]
    assert town.get("data-arg") == "Al'Baran" and town.get("aria-label") == evil + "Al'Baran"


def test_the_markup_stays_small():
    assert len(render_board(a_view(), clickable_roads=range(48))) < 60_000


def test_counter_icons_are_standalone_svg():
    root = parse(counter_icon("dragon", label="Dragon <1>"))
    assert root.get("role") == "img" and root.get("aria-label") == "Dragon <1>"
    assert parse(counter_icon("obstacle")).get("aria-hidden") == "true"


def test_elfengold_s_double_and_exchange_are_credited_to_who_played_them():
    log = [
        {"event": "round", "round": 1, "starter": 0},
        {"event": "place", "seat": 0, "kind": "dragon", "road": 2, "secret": False},
        {"event": "place", "seat": 1, "kind": "unicorn", "road": 11, "secret": False},
        {"event": "double", "seat": 2, "road": 2, "kind": "giant_pig", "secret": True},
        {"event": "exchange", "seat": 1, "roads": [2, 11], "kinds": ["dragon", "unicorn"], "secret": False},
        {"event": "move", "seat": 0, "road": 2, "from_town": "Elvenhold", "to_town": "Lapphalya"},
        {"event": "fly", "seat": 1, "from_town": "Elvenhold", "to_town": "Tichih", "collected": True},
    ]
    story = round_story(log)
    assert item_placers(["unicorn", "double", "giant_pig"], story["placers"][2]) == [1, 2, 2]
    assert item_placers(["dragon"], story["placers"][11]) == [1]
    assert story["last_place"] == (11, "dragon", 1)
    assert story["steps"] == [(0, 2, "Elvenhold", "Lapphalya"), (1, None, "Elvenhold", "Tichih")]
    # A flight leaves a trail of its own (no road): a dotted arc.
    view = a_view()
    view["log"] = log
    root = parse(render_board(view))
    assert len(by_class(root, "fly")) == 1 and len(by_class(root, "trail")) == 1


def overlap(a, b):
    return min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])


def test_counters_lie_clear_of_every_town_s_name_and_pieces():
    """A road's counters (two on a land road, with their placers' tags over them; one on water) never
    cover a town's circle, its name (16 map units, bold: about 0.66 of that a letter) or the row of its
    six players' pieces, not even on the short roads between Feodor and Lapphalya or at Al'Baran."""
    keep_out = []
    for town in TOWNS:
        radius = CAPITAL_RADIUS if town.id == CAPITAL else TOWN_RADIUS
        width = 0.66 * 16 * len(town.official) + 6
        keep_out.append((town.x - radius - 3, town.y - radius - 3, town.x + radius + 3, town.y + radius + 3))
        keep_out.append((town.x - width / 2, town.y + radius + 2, town.x + width / 2, town.y + radius + 21))
        if town.id != CAPITAL:
            half, top = 3 * (PIECE + 1), town.y + TOWN_RADIUS + 21
            keep_out.append((town.x - half, top, town.x + half, top + 16))
    for road in ROADS:
        x, y = SLOTS[road.id]
        width = (1 if road.terrain in ("river", "lake") else 2) * (ICON + GAP) - GAP
        row = (x - width / 2, y - ICON / 2 - 14, x + width / 2, y + ICON / 2)
        assert not [box for box in keep_out if overlap(row, box)], (road.id, road.a, road.b)
