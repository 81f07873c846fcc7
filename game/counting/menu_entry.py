"""The counting game's main-menu entry and ``--game counting`` start (docs/client.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..scenes.registry import GameEntry, StartOptions, register_game

if TYPE_CHECKING:
    from ..app import App
    from ..scenes.base import Scene


def _new_game(app: App) -> Scene:
    from .scenes import NewCountingGame
    return NewCountingGame(app)


def _start(app: App, options: StartOptions) -> Scene:
    from .scenes import CountingTable
    return CountingTable.start(app, options)


def _key_help() -> list[str]:
    from .scenes.table import table_keys
    return table_keys().help_lines()


ENTRY = GameEntry(key="counting", title="Counting game", order=10, new_game=_new_game, start=_start,
                  key_help=_key_help)
"""The counting game's registry entry (tests may register it again)."""

register_game(ENTRY)
