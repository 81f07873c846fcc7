"""A finished game's statistics row, recorded once: by the table when the game ends
(:meth:`game.autosave.journal.Journal.finish`), or by the main menu when it finds a finished
game's save that a kill or a busy database left behind (:func:`game.autosave.resume.offers`).

The order that loses nothing: the final save is on disk first (the game is over in it), then
the row is recorded under the save's game id (a second try records nothing,
:func:`game.stats.db.record_game`), and only then is the save removed. A kill between any two
steps leaves a save of a finished game, which the next main menu records (or finds recorded)
and removes: every finished game is counted exactly once.
"""

from __future__ import annotations

import logging
from typing import Any

from .store import SavedGame

log = logging.getLogger(__name__)


def record_finished(kind: Any, setup: Any, save: SavedGame) -> tuple[bool, str | None]:
    """Record the statistics row of the finished game ``save`` (its ``game_id`` names it).

    Args:
        kind: the game's ``KIND`` (:mod:`game.autosave.kinds`).
        setup: the table setup (``kind.setup_from_json(save.setup)``).
        save: the finished game.

    Returns:
        (done, notice): ``done`` is False only when the database is busy (another copy is
        writing): keep the save and try again later; ``notice`` is a sentence to say, or None.
        A database set aside as damaged is replaced by a new one, and the row goes there.
        Never raises.
    """
    from ..stats.db import StatsProblem, record_game
    try:
        row = kind.statistics(setup, save.seed, save.entries)
    except Exception:  # statistics must never stop the game
        log.exception("statistics of the finished game could not be computed")
        return True, None
    notice: str | None = None
    for _attempt in range(2):
        try:
            record_game(row, game_id=save.game_id)
            return True, notice
        except StatsProblem as exc:
            if exc.cause == "set aside" and notice is None:  # a new, empty file starts now
                notice = exc.recording_message
                continue
            return exc.cause != "busy", notice or exc.recording_message
        except Exception:
            log.exception("statistics row of the finished game could not be written")
            return True, notice
    return True, notice
