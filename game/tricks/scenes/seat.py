"""The seat of a game played on this machine, and the perspective its words are said from: seat
0, with the computer players' default names. A table takes its seat and perspective from its table
session (``table.seat``, ``table.me``: :mod:`game.table`); these are what the local session gives,
and what the Continue labels of a local save are said from (docs/client.md)."""

from __future__ import annotations

from ...engine.perspective import Perspective

LOCAL_SEAT = 0
"""The seat of the person at this machine."""
LOCAL = Perspective(LOCAL_SEAT)
"""Narration from :data:`LOCAL_SEAT` ("you"), every other seat by its computer player's name."""
