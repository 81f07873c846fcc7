"""Scenes: one object per screen on the app's stack (see :mod:`game.scenes.base` and docs/client.md)."""

from .base import Scene
from .menu import ChoiceItem, MenuItem, MenuScene
from .registry import GameEntry, StartOptions, register_game
from .text_view import TextViewScene

__all__ = ["Scene", "ChoiceItem", "MenuItem", "MenuScene", "GameEntry", "StartOptions", "register_game",
           "TextViewScene"]
