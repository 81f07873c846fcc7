"""The trick game's main-menu entry and ``--game tricks`` start (docs/client.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..scenes.registry import GameEntry, StartOptions, register_game

if TYPE_CHECKING:
    from ..app import App
    from ..scenes.base import Scene


def _new_game(app: App) -> Scene:
    from .scenes import NewTricksGame
    return NewTricksGame(app)


def _start(app: App, options: StartOptions) -> Scene:
    from .scenes import TricksTable
    return TricksTable.start(app, options)


def _key_help() -> list[str]:  # the table's keys for the Help menu
    from .scenes.table import table_keys
    return table_keys().help_lines()


register_game(GameEntry(key="tricks", title="Trick game", order=20, new_game=_new_game, start=_start,
                        key_help=_key_help))
