"""Scenes of the trick game: new-game screen, table, deal summary, results (the pause menu is
game.scenes.pause)."""

from .new_game import NewTricksGame
from .results import TricksResults
from .setup import TableSetup, remembered_setup
from .summary import DealSummary
from .table import TricksTable

__all__ = ["DealSummary", "NewTricksGame", "TableSetup", "TricksResults", "TricksTable", "remembered_setup"]
