"""Scenes of the counting game: new-game screen, table, results (the pause menu is
game.scenes.pause)."""

from .new_game import NewCountingGame
from .results import CountingResults
from .table import CountingTable, TableSetup

__all__ = ["CountingResults", "CountingTable", "NewCountingGame", "TableSetup"]
