"""The shape of the code: each game declares itself once (games/spec.py), its view provides the
GameView functions, nothing imports in a circle, and no game reaches into another's private names."""

import ast
import inspect
from pathlib import Path

import pytest

from tabletop.games import GAMES, SPECS
from tabletop.games.spec import VIEW_FUNCTIONS, GameView

SRC = Path(__file__).resolve().parent.parent / "src"


def modules():
    """Every module of the package: dotted name -> (path, is_package)."""
    found = {}
    for path in sorted((SRC / "tabletop").rglob("*.py")):
        parts = list(path.relative_to(SRC).with_suffix("").parts)
        package = parts[-1] == "__init__"
        if package:
            parts = parts[:-1]
        found[".".join(parts)] = (path, package)
    return found


def imports_of(name, path, package, known):
    """The package's modules that `name` imports anywhere in it (also inside functions)."""
    base = name.split(".") if package else name.split(".")[:-1]
    targets = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                anchor = base[: len(base) - node.level + 1]
                module = ".".join(anchor + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            targets.add(module)
            targets.update(f"{module}.{alias.name}" for alias in node.names)  # submodules by name
    return {target for target in targets if target in known and target != name}


def test_every_game_declares_its_rules_view_and_messages_once():
    assert set(SPECS) == set(GAMES)
    for game_id, spec in SPECS.items():
        assert spec.game is GAMES[game_id] and spec.id == game_id
        assert set(spec.messages) == {"en", "zh-Hans", "zh-Hant"}
        assert spec.game.make_bot(spec.game.bot_levels[0], 1) is not None


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_each_view_provides_the_game_view_protocol(game_id):
    view = SPECS[game_id].view_module()
    for name in VIEW_FUNCTIONS:
        function = getattr(view, name, None)
        assert callable(function), f"{game_id}'s view has no {name}()"
        wanted = len(inspect.signature(getattr(GameView, name)).parameters) - 1  # without self
        required = [
            p for p in inspect.signature(function).parameters.values()
            if p.default is inspect.Parameter.empty and p.kind is not p.VAR_KEYWORD
        ]
        assert len(required) == wanted, f"{game_id}.{name} takes {len(required)} arguments, not {wanted}"


def test_no_module_imports_in_a_circle():
    known = modules()
    graph = {name: imports_of(name, path, package, known) for name, (path, package) in known.items()}
    index, low, stack, on_stack, circles = {}, {}, [], set(), []

    def visit(node):  # Tarjan's strongly connected components
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in graph[node]:
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                circles.append(sorted(group))

    for name in graph:
        if name not in index:
            visit(name)
    assert circles == []


def test_no_game_uses_another_games_private_names():
    offences = []
    for name, (path, _) in modules().items():
        parts = name.split(".")
        if len(parts) < 4 or parts[1] != "games":
            continue
        own = parts[2]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                module = node.module.split(".")
                if node.level == 2:
                    other = module[0]
                else:
                    other = module[2] if module[:2] == ["tabletop", "games"] and len(module) > 2 else None
                if other and other != own:
                    private = [alias.name for alias in node.names if alias.name.startswith("_")]
                    offences += [f"{name}: {alias}" for alias in private]
    assert offences == []


# What each floor may import (docs/ARCHITECTURE.md): the engine knows no game and no screen; a game
# knows the engine and the kit but not the table's shell; only web/ touches the browser.
FORBIDDEN = {
    "tabletop.engine": ("tabletop.games", "tabletop.ui", "tabletop.web"),
    "tabletop.games": ("tabletop.ui.controller", "tabletop.ui.screens", "tabletop.ui.i18n", "tabletop.web"),
    "tabletop.ui": ("tabletop.web",),
}


def test_each_floor_imports_only_the_floors_below_it():
    known = modules()
    offences = []
    for name, (path, package) in known.items():
        for floor, forbidden in FORBIDDEN.items():
            if name == floor or name.startswith(floor + "."):
                for target in imports_of(name, path, package, known):
                    if any(target == f or target.startswith(f + ".") for f in forbidden):
                        offences.append(f"{name} -> {target}")
        if not name.startswith("tabletop.web"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else []
                if isinstance(node, ast.ImportFrom) and not node.level:
                    names = [node.module or ""]
                if any(n.split(".")[0] in ("js", "pyscript", "pyodide") for n in names):
                    offences.append(f"{name} uses the browser")
    assert offences == []
