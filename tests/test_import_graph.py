"""The import graph of the client: scenes, the app, the autosave and the table sessions never
import each other in a circle (issue 18). Read from the source (every ``import`` that runs when
the game runs, at module level or inside a function; ``if TYPE_CHECKING:`` imports are type
hints only and never run)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "game"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


MODULES = {module_name(path): path for path in ROOT.rglob("*.py")}


def _type_checking_nodes(tree: ast.AST) -> set[int]:
    hidden: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for inner in node.body:
                hidden.update(id(n) for n in ast.walk(inner))
    return hidden


def runtime_imports(name: str) -> set[str]:
    """The modules of ``game`` that module ``name`` imports when it runs."""
    path = MODULES[name]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    hidden = _type_checking_nodes(tree)
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in hidden:
            continue
        if isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            target = ".".join(base + ([node.module] if node.module else [])) if node.level else node.module or ""
            for alias in node.names:
                child = f"{target}.{alias.name}"
                found.add(child if child in MODULES else target)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {module for module in found if module in MODULES}


GRAPH = {name: runtime_imports(name) for name in MODULES}


def reaches(start: str, goal: str) -> bool:
    """True when importing ``start`` can lead to importing ``goal`` (directly or through others)."""
    seen, todo = {start}, [start]
    while todo:
        for nxt in GRAPH[todo.pop()]:
            if nxt == goal:
                return True
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return False


def layer(name: str) -> str | None:
    """The client layer a module belongs to: app, scenes (the games' scenes included), autosave
    or table (the sessions); None for the rest (engine, speech, ui...)."""
    if name == "game.app":
        return "app"
    if name.startswith("game.scenes") or ".scenes" in name:
        return "scenes"
    if name.startswith("game.autosave"):
        return "autosave"
    if name.startswith("game.table"):
        return "table"
    return None


def test_the_graph_is_read():
    """The reader finds known imports (so the checks below can fail)."""
    assert "game.scenes.base" in GRAPH["game.scenes.card_table"]
    assert "game.autosave.journal" in GRAPH["game.table.local"]  # inside a function: still counted
    assert "game.app" not in GRAPH["game.scenes.base"]  # a TYPE_CHECKING import only
    assert reaches("game.app", "game.scenes.base")


@pytest.mark.parametrize("name", sorted(n for n in MODULES if layer(n) == "scenes"))
def test_no_scene_imports_the_app(name):
    """Scenes reach the app through the Host protocol (game/scenes/host.py), never game/app.py."""
    assert not reaches(name, "game.app"), f"{name} imports game.app when the game runs"


def test_the_autosave_imports_neither_scenes_nor_the_app():
    """The journal belongs to the local session; Continue puts a table on the stack it is given."""
    for name in ("game.autosave.journal", "game.autosave.resume", "game.autosave.kinds"):
        assert not reaches(name, "game.app"), name
        assert not any(layer(m) == "scenes" for m in GRAPH[name]), name
    assert not reaches("game.autosave.journal", "game.scenes.card_table")


def test_the_table_sessions_import_no_scene_and_no_app():
    for name in (n for n in MODULES if layer(n) == "table"):
        assert not reaches(name, "game.app"), name
        assert not reaches(name, "game.scenes.base"), name


def test_no_circle_crosses_the_client_layers():
    """No two modules of different layers (app, scenes, autosave, table) import each other,
    directly or through others."""
    names = [n for n in MODULES if layer(n) is not None]
    for a in names:
        for b in GRAPH[a]:
            if layer(b) is not None and layer(b) != layer(a):
                assert not reaches(b, a), f"{a} and {b} import each other"


@pytest.mark.parametrize("game", ["counting", "tricks"])
def test_saving_uses_no_private_name_of_the_table(game):
    """The games' autosave modules use the tables' public bookkeeping only."""
    tree = ast.parse((ROOT / game / "scenes" / "saving.py").read_text(encoding="utf-8"))
    private = sorted({node.attr for node in ast.walk(tree)
                      if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                      and node.value.id == "table" and node.attr.startswith("_")})
    assert private == []
    from_table = {alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                  and (node.module or "").split(".")[-1] in ("table", "card_table") for alias in node.names}
    assert {name for name in from_table if name.startswith("_")} == set()
    assert from_table  # the reader sees the imports from the table (DRAW_TIMES, TricksTable...)
