"""Continue a saved game: the main menu's offers and the table rebuilt from a save.

:func:`offers` looks at every save file (several per kind) and replays each to name where it
stands ("Continue: counting game, round 3, your turn."). Nothing here raises; every problem
becomes one notice, said once per start of the game (the ``told`` set):

- a save another copy of the game is playing (its lock is held, :mod:`game.autosave.lock`) is
  not offered, and the notice says so;
- a save that is not a regular file, too large, unreadable or cannot be replayed is set aside
  (``<name>.bad``), else removed, else left as it is, and the notice says which;
- a save from a newer version is kept, not offered, with the reason;
- a finished game's save (a kill at the end, or statistics that were busy) is recorded in the
  statistics, then removed (:mod:`game.autosave.finish`);
- beyond the :data:`KEEP_PER_KIND` most recent unfinished games of a kind, older saves are
  removed, and the notice says how many;
- temporary files and lock files that kills left behind are removed
  (:func:`game.autosave.store.clean_saves_folder`).

:func:`continue_game` takes the save's lock (refusing with "This game is open in another
window." when another copy has it), reads the save again, builds a new local table session
(:class:`game.table.local.LocalSession`) and its table with the save's setup and seed, replays
the actions into it, restores the computer players' random state (so they go on choosing as
they would have), puts the table on the stack and lets it say where the game stands.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine.errors import IllegalAction, ReplayError
from ..i18n import N_, _, current_language, ngettext
from .finish import record_finished
from .journal import restoring, rng_from_json
from .kinds import MODULES, Replayed, kind_of
from .lock import HELD_HERE, SaveLock, acquire
from .store import (SavedGame, SaveDamaged, SaveTooNew, app_version, clean_saves_folder, kind_of_path,
                    read_save, remove_save, save_files, set_aside)
from .writer import WRITER

if TYPE_CHECKING:
    from ..scenes.host import Host

log = logging.getLogger(__name__)

KEEP_PER_KIND = 10
"""Unfinished games kept per kind: beyond this many, the oldest saves are removed (with a notice)."""

REPLAY_ERRORS = (ReplayError, IllegalAction, ValueError, TypeError, KeyError, IndexError, AttributeError)
"""What a save that cannot be replayed raises (edited, damaged, or from rules that changed)."""


# ----------------------------------------------------------------- words
def _set_aside_text(key: str, reason: str, name: str | None, removed: bool = True) -> str:
    """What became of a save that cannot be continued: set aside as ``name`` (not said: a save's
    name is machine words, "counting-20261204T231356-f2fcb0e8.json.bad", 8 of the notice's 16
    seconds in espeak-ng, found by ear; the log has it), removed, or (when neither could be done)
    left as it is."""
    if key == "counting":
        if name is not None:
            return _("The saved counting game could not be continued ({reason}). It was kept in the saves "
                     "folder, with .bad added to its file name.").format(reason=reason)
        if removed:
            return _("The saved counting game could not be continued ({reason}) and was removed.").format(
                reason=reason)
        return _("The saved counting game could not be continued ({reason}). It could not be moved or "
                 "removed, so it was left as it is.").format(reason=reason)
    if name is not None:
        return _("The saved trick game could not be continued ({reason}). It was kept in the saves folder, "
                 "with .bad added to its file name.").format(reason=reason)
    if removed:
        return _("The saved trick game could not be continued ({reason}) and was removed.").format(reason=reason)
    return _("The saved trick game could not be continued ({reason}). It could not be moved or removed, "
             "so it was left as it is.").format(reason=reason)


def _too_new_text(key: str, error: SaveTooNew) -> str:
    if error.newer_format:  # the same or an older version number, but a file format it does not read
        if key == "counting":
            return _("The saved counting game was written in a newer save format than version {current} "
                     "reads, so it cannot be continued here. It was kept.").format(current=app_version())
        return _("The saved trick game was written in a newer save format than version {current} reads, "
                 "so it cannot be continued here. It was kept.").format(current=app_version())
    if key == "counting":
        return _("The saved counting game was made by a newer version of Ninety-Nine ({version}); "
                 "this is version {current}, so it cannot be continued here. It was kept.").format(
            version=error.version, current=app_version())
    return _("The saved trick game was made by a newer version of Ninety-Nine ({version}); "
             "this is version {current}, so it cannot be continued here. It was kept.").format(
        version=error.version, current=app_version())


def _locked_text(key: str) -> str:
    if key == "counting":
        return _("A saved counting game is open in another window, so it is not offered here.")
    return _("A saved trick game is open in another window, so it is not offered here.")


def _pruned_text(key: str, count: int) -> str:
    if key == "counting":
        return ngettext("{count} older saved counting game was removed: the {keep} most recent are kept.",
                        "{count} older saved counting games were removed: the {keep} most recent are kept.",
                        count).format(count=count, keep=KEEP_PER_KIND)
    return ngettext("{count} older saved trick game was removed: the {keep} most recent are kept.",
                    "{count} older saved trick games were removed: the {keep} most recent are kept.",
                    count).format(count=count, keep=KEEP_PER_KIND)


OPEN_ELSEWHERE = N_("This game is open in another window.")
"""Said when Continue finds the game's lock held by another copy of the game (a message id)."""


def saved_ago_text(seconds: float) -> str:
    """"saved just now", "saved 12 minutes ago", "saved 3 hours ago", "saved 2 days ago"
    (plural forms; a clock that went back counts as just now)."""
    if seconds < 60:
        return _("saved just now")
    minutes = int(seconds // 60)
    if minutes < 60:
        return ngettext("saved {count} minute ago", "saved {count} minutes ago", minutes).format(count=minutes)
    hours = minutes // 60
    if hours < 24:
        return ngettext("saved {count} hour ago", "saved {count} hours ago", hours).format(count=hours)
    days = hours // 24
    return ngettext("saved {count} day ago", "saved {count} days ago", days).format(count=days)


def _reason(exc: BaseException) -> str:
    if isinstance(exc, ReplayError):
        return _("an action cannot be replayed")
    if isinstance(exc, IllegalAction):
        return _("an action breaks the rules")
    if isinstance(exc, SaveDamaged) and exc.cause == "not regular":
        return _("not a regular file")
    if isinstance(exc, SaveDamaged) and exc.cause == "too large":
        return _("too large")
    return _("damaged")


# ----------------------------------------------------------------- offers
@dataclass
class Offer:
    """A saved game the main menu offers.

    Attributes:
        key: ``"counting"`` or ``"tricks"``.
        label: the main menu item when it is the only saved game ("Continue: counting game,
            round 3, your turn").
        description: what the game is, for the Continue menu ("Counting game, 3 players,
            round 3, your turn").
        save: the save as read; ``save.path`` is its file.
        setup: the table setup it was read as.
    """

    key: str
    label: str
    save: SavedGame
    setup: Any
    description: str = ""

    @property
    def path(self) -> Path | None:
        """The save file."""
        return self.save.path

    def menu_text(self, now: float | None = None) -> str:
        """The Continue menu's item: "Counting game, 3 players, round 3, your turn, saved 12
        minutes ago"."""
        ago = (time.time() if now is None else now) - self.save.saved_at
        return _("{game}, {saved}").format(game=self.description or self.label, saved=saved_ago_text(ago))


def _replay(key: str, save: SavedGame) -> tuple[Any, Any, Replayed]:
    """(kind, setup, replayed); raises one of :data:`REPLAY_ERRORS`."""
    kind = kind_of(key)
    setup = kind.setup_from_json(save.setup)
    if save.cpu_rng is not None:
        rng_from_json(save.cpu_rng)
    return kind, setup, kind.replay(setup, save.seed, save.entries)


def _describe(kind: Any, replayed: Replayed, setup: Any) -> str:
    describe = getattr(kind, "describe", None)
    return describe(replayed, setup) if callable(describe) else kind.label(replayed)


def _say_once(told: set[str], notices: list[str], topic: str, text: str) -> None:
    if topic not in told:
        told.add(topic)
        notices.append(text)


_known: dict[Path, tuple[tuple[int, int, int, str], Offer]] = {}
"""Offers already made, by save file, with the file's identity (inode, size, modification time)
and the language they were worded in: a save that has not changed is not replayed again each
time the main menu comes back."""


def _identity(path: Path) -> tuple[int, int, int, str] | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return (info.st_ino, info.st_size, info.st_mtime_ns, current_language())


def _examine(path: Path, key: str, told: set[str], notices: list[str]) -> Offer | None:
    """The offer of one save file whose lock this process holds (or nobody can hold), or None
    with what happened in ``notices``."""
    identity = _identity(path)
    known = _known.get(path)
    if identity is not None and known is not None and known[0] == identity:
        return known[1]
    _known.pop(path, None)
    offer = _look(path, key, told, notices)
    if offer is not None and identity is not None and _identity(path) == identity:
        _known[path] = (identity, offer)
    return offer


def _look(path: Path, key: str, told: set[str], notices: list[str]) -> Offer | None:
    """:func:`_examine` without the memory of earlier offers."""
    try:
        save = read_save(path)
        if save is None:
            return None
        kind, setup, replayed = _replay(key, save)
    except SaveTooNew as exc:
        _say_once(told, notices, f"too new:{path}", _too_new_text(key, exc))
        return None
    except ImportError:
        return None  # this build lacks the game: leave its save alone
    except Exception as exc:  # damaged, unreplayable, or anything else: never crash the menu
        if isinstance(exc, SaveDamaged):
            log.warning("saved %s game %s damaged: %s", key, path.name, exc.reason)
        elif isinstance(exc, REPLAY_ERRORS):
            log.warning("saved %s game %s cannot be replayed: %s", key, path.name, exc)
        else:
            log.exception("saved %s game %s failed to load", key, path.name)
        moved, removed = set_aside(path)
        text = _set_aside_text(key, _reason(exc), None if moved is None else moved.name, removed)
        if moved is None and not removed:  # still there: said once per start, not at every menu
            _say_once(told, notices, f"left:{path}", text)
        else:
            notices.append(text)
        return None
    if kind.is_over(replayed.state):  # finished: count it (once), then it goes
        done, notice = record_finished(kind, setup, save)
        if notice:
            _say_once(told, notices, "stats:" + notice, notice)
        if done:
            remove_save(path)
        return None
    return Offer(key, kind.label(replayed), save, setup, _describe(kind, replayed, setup))


def offers(told: set[str] | None = None) -> tuple[list[Offer], list[str]]:
    """The saved games to offer, most recent first, and notices to say. ``told`` holds what was
    said already this start (updated), so a notice about something still there is said once.

    Never raises: every problem becomes a notice."""
    WRITER.flush()  # a game just left or finished: its removal is on disk before we look
    found: list[Offer] = []
    notices: list[str] = []
    told = told if told is not None else set()
    try:
        clean_saves_folder()
        files = save_files()
    except OSError as exc:
        _say_once(told, notices, "saves folder", _("Saved games could not be read: {reason}.").format(
            reason=exc.strerror or str(exc)))
        return [], notices
    for gone in set(_known) - set(files):
        del _known[gone]
    for path in files:
        key = kind_of_path(path)
        if key not in MODULES:
            continue
        try:
            lock: SaveLock | str | None = acquire(path)
        except OSError:
            lock = "unlockable"  # a read-only folder: no copy can lock it, so nobody plays it
        if lock is None:
            _say_once(told, notices, f"locked:{path}", _locked_text(key))
            continue
        if lock == HELD_HERE:
            continue  # a table of this copy is playing it
        try:
            offer = _examine(path, key, told, notices)
        finally:
            if isinstance(lock, SaveLock):
                lock.release(remove=not path.exists())
        if offer is not None:
            found.append(offer)
    found.sort(key=lambda offer: offer.save.saved_at, reverse=True)
    return _keep_recent(found, notices), notices


def _keep_recent(found: list[Offer], notices: list[str]) -> list[Offer]:
    """``found`` (most recent first) without the saves beyond :data:`KEEP_PER_KIND` of each
    kind, which are removed (unless another copy took one meanwhile)."""
    seen: Counter[str] = Counter()
    kept: list[Offer] = []
    pruned: Counter[str] = Counter()
    for offer in found:
        seen[offer.key] += 1
        if seen[offer.key] <= KEEP_PER_KIND or offer.path is None:
            kept.append(offer)
            continue
        try:
            lock = acquire(offer.path)
        except OSError:
            lock = "unlockable"
        if lock is None or lock == HELD_HERE:
            continue
        if remove_save(offer.path):
            pruned[offer.key] += 1
        if isinstance(lock, SaveLock):
            lock.release(remove=not offer.path.exists())
    for key, count in pruned.items():
        notices.append(_pruned_text(key, count))
    return kept


# ----------------------------------------------------------------- continue
def continue_game(app: Host, offer: Offer) -> str | None:
    """Put the table of ``offer`` on the stack, rebuilt by replaying its save as it is now; it
    says where the game stands. Returns None, or the sentence to say instead: the game is open
    in another window, was finished or left meanwhile, or cannot be replayed after all (it is
    then set aside)."""
    path = offer.path
    if path is None:
        return _("This game was finished or left in another window.")
    try:
        lock: SaveLock | str | None = acquire(path)
    except OSError:
        lock = "unlockable"  # a read-only folder: nobody can be playing it
    if lock is None or lock == HELD_HERE:
        return _(OPEN_ELSEWHERE)
    held = lock if isinstance(lock, SaveLock) else None
    notices: list[str] = []
    try:
        current = read_save(path)
    except Exception:  # looked at again just below, with a notice
        current = None
    if current is not None and current == offer.save:  # a copy of its own: the journal appends to it
        fresh: Offer | None = dataclasses.replace(offer, save=current)
    else:
        fresh = _look(path, offer.key, set(), notices)
    if fresh is None:
        if held is not None:
            held.release(remove=not path.exists())
        return " ".join(notices) or _("This game was finished or left in another window.")
    kind = kind_of(fresh.key)
    save = fresh.save
    try:
        with restoring():  # a new local session whose journal waits for the save it continues
            session = kind.session_class()(fresh.setup, save.seed, told=getattr(app, "told", None))
        table = kind.table_class()(app, fresh.setup, save.seed, session=session)
        replayed = kind.replay(fresh.setup, save.seed, save.entries, table=table)
        if save.cpu_rng is not None:
            session.cpu_rng.setstate(rng_from_json(save.cpu_rng))
    except REPLAY_ERRORS as exc:
        log.warning("saved %s game cannot be replayed: %s", offer.key, exc)
        moved, removed = set_aside(path)
        if held is not None:
            held.release(remove=not path.exists())
        return _set_aside_text(offer.key, _reason(exc), None if moved is None else moved.name, removed)
    if session.journal is not None:
        session.journal.adopt(save, held)
        session.journal.write()
    elif held is not None:
        held.release()
    app.scenes.append(table)  # not app.push: a continued game does not start with a new deal
    app.mark_dirty()
    replayed.marked = list(save.marked)
    kind.resumed(table, replayed)
    return None
