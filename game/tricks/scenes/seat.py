"""The seat this table plays, and the perspective its words are said from: seat 0, with the
computer players' default names, until a table session gives each table scene its own seat and
the seats' names (docs/client.md)."""

from __future__ import annotations

from ...engine.perspective import Perspective

LOCAL_SEAT = 0
"""The seat of the person at this machine."""
LOCAL = Perspective(LOCAL_SEAT)
"""Narration from :data:`LOCAL_SEAT` ("you"), every other seat by its computer player's name."""
