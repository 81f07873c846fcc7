"""Continue a saved game: the main menu's offers and the table rebuilt from a save.

:func:`offers` reads every saved game (one per kind) and replays it to name where it stands
("Continue: counting game, round 3, your turn."). A save that cannot be read or replayed is set
aside (``<kind>.json.bad``) with a notice; a save from a newer version is kept, not offered,
with a notice giving the reason; a finished game's save is removed. Nothing here raises.

:func:`continue_game` builds the table with the save's setup and seed, replays the actions into
it, restores the computer players' random state (so they go on choosing as they would have),
puts the table on the stack and lets it say where the game stands.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.errors import IllegalAction, ReplayError
from ..i18n import _
from .journal import restoring, rng_from_json
from .kinds import MODULES, Replayed, kind_of
from .writer import WRITER
from .store import SavedGame, SaveDamaged, SaveTooNew, app_version, read_save, remove_save, set_aside

if TYPE_CHECKING:
    from ..app import App

log = logging.getLogger(__name__)

REPLAY_ERRORS = (ReplayError, IllegalAction, ValueError, TypeError, KeyError, IndexError, AttributeError)
"""What a save that cannot be replayed raises (edited, damaged, or from rules that changed)."""


def _set_aside_text(key: str, reason: str, name: str | None) -> str:
    if key == "counting":
        if name is None:
            return _("The saved counting game could not be continued ({reason}) and was removed.").format(
                reason=reason)
        return _("The saved counting game could not be continued ({reason}). It was set aside as "
                 "{name}.").format(reason=reason, name=name)
    if name is None:
        return _("The saved trick game could not be continued ({reason}) and was removed.").format(reason=reason)
    return _("The saved trick game could not be continued ({reason}). It was set aside as {name}.").format(
        reason=reason, name=name)


def _too_new_text(key: str, version: str) -> str:
    if key == "counting":
        return _("The saved counting game was made by a newer version of Ninety-Nine ({version}); "
                 "this is version {current}, so it cannot be continued here. It was kept.").format(
            version=version, current=app_version())
    return _("The saved trick game was made by a newer version of Ninety-Nine ({version}); "
             "this is version {current}, so it cannot be continued here. It was kept.").format(
        version=version, current=app_version())


@dataclass
class Offer:
    """A saved game the main menu offers: ``label`` is the menu item."""

    key: str
    label: str
    save: SavedGame
    setup: Any


def _replay(key: str, save: SavedGame) -> tuple[Any, Any, Replayed]:
    """(kind, setup, replayed); raises one of :data:`REPLAY_ERRORS`."""
    kind = kind_of(key)
    setup = kind.setup_from_json(save.setup)
    if save.cpu_rng is not None:
        rng_from_json(save.cpu_rng)
    return kind, setup, kind.replay(setup, save.seed, save.entries)


def _reason(exc: BaseException) -> str:
    if isinstance(exc, ReplayError):
        return _("an action cannot be replayed")
    if isinstance(exc, IllegalAction):
        return _("an action breaks the rules")
    return _("damaged")


def offers(told: set[str] | None = None) -> tuple[list[Offer], list[str]]:
    """The saved games to offer, most recent first, and notices to say (each newer-version save
    once per ``told`` set, which is updated).

    Never raises: every problem becomes a notice."""
    WRITER.flush()  # a game just left or finished: its removal is on disk before we look
    found: list[Offer] = []
    notices: list[str] = []
    told = told if told is not None else set()
    for key in MODULES:
        try:
            save = read_save(key)
            if save is None:
                continue
            kind, setup, replayed = _replay(key, save)
        except SaveTooNew as exc:
            if key not in told:
                told.add(key)
                notices.append(_too_new_text(key, exc.version))
            continue
        except ImportError:
            continue  # this build lacks the game: leave its save alone
        except SaveDamaged as exc:
            log.warning("saved %s game damaged: %s", key, exc.reason)
            notices.append(_set_aside_text(key, _("damaged"), _name(set_aside(key))))
            continue
        except REPLAY_ERRORS as exc:
            log.warning("saved %s game cannot be replayed: %s", key, exc)
            notices.append(_set_aside_text(key, _reason(exc), _name(set_aside(key))))
            continue
        except Exception as exc:  # never crash the menu over a save
            log.exception("saved %s game failed to load", key)
            notices.append(_set_aside_text(key, _reason(exc), _name(set_aside(key))))
            continue
        if kind.is_over(replayed.state):
            remove_save(key)
            continue
        found.append(Offer(key, kind.label(replayed), save, setup))
    found.sort(key=lambda offer: offer.save.saved_at, reverse=True)
    return found, notices


def _name(path: Any) -> str | None:
    return None if path is None else path.name


def continue_game(app: App, offer: Offer) -> str | None:
    """Put the table of ``offer`` on the stack, rebuilt by replaying its save; it says where the
    game stands. Returns None, or a notice when the save could not be replayed after all (it is
    then set aside)."""
    kind = kind_of(offer.key)
    save = offer.save
    try:
        with restoring():
            table = kind.table_class()(app, offer.setup, save.seed)
        replayed = kind.replay(offer.setup, save.seed, save.entries, table=table)
        if save.cpu_rng is not None:
            table.cpu_rng.setstate(rng_from_json(save.cpu_rng))
    except REPLAY_ERRORS as exc:
        log.warning("saved %s game cannot be replayed: %s", offer.key, exc)
        return _set_aside_text(offer.key, _reason(exc), _name(set_aside(offer.key)))
    if table.journal is not None:
        table.journal.adopt(save)
        table.journal.write()
    app.scenes.append(table)  # not app.push: a continued game does not start with a new deal
    app.mark_dirty()
    kind.resumed(table, replayed)
    return None
