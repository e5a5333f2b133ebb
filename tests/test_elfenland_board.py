"""The Elfenland board SVG: well-formed, complete, lights up exactly what it is asked to, escapes text."""

import xml.etree.ElementTree as ET

from tabletop.games import GAMES
from tabletop.games.elfenland.board import counter_icon, render_board
from tabletop.games.elfenland.data import ROADS, TOWNS

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
    names = [node.text for node in root.iter(SVG + "text")]
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
    assert sorted(int(slot.get("data-road")) for slot in slots) == [2, 11]
    uses = [use.get("href") for use in root.iter(SVG + "use")]
    assert sorted(uses) == ["#elf-dragon", "#elf-obstacle", "#elf-unicorn"]
    boots = by_class(root, "boot")
    assert [b.find(SVG + "text").text for b in boots] == ["W", "X", "Y", "Z"]
    squares = [r for r in root.iter(SVG + "rect") if r.get("width") == "6"]
    assert len(squares) == 2


def test_only_the_requested_roads_and_towns_are_clickable():
    roads = [2, 35, 0]
    root = parse(render_board(a_view(), clickable_roads=roads, clickable_towns=["Virst"], road_cmd="go"))
    lit = [node for node in root.iter() if node.get("data-cmd") == "go"]
    assert sorted(int(node.get("data-arg")) for node in lit) == sorted(roads)
    for node in lit:
        assert node.get("role") == "button" and node.get("tabindex") == "0" and node.get("aria-label")
        assert by_class(node, "hit"), "a wide invisible hit area"
    towns = [node for node in root.iter() if node.get("data-cmd") == "town"]
    assert [node.get("data-arg") for node in towns] == ["Virst"]
    assert towns[0].get("aria-label") == "Virst"
    assert len(by_class(root, "glow")) == 4


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
    assert len(render_board(a_view(), clickable_roads=range(48))) < 30_000


def test_counter_icons_are_standalone_svg():
    root = parse(counter_icon("dragon", label="Dragon <1>"))
    assert root.get("role") == "img" and root.get("aria-label") == "Dragon <1>"
    assert parse(counter_icon("obstacle")).get("aria-hidden") == "true"
