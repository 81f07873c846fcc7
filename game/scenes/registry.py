"""The game registry: how a game adds its main-menu entry and its ``--game`` start
without editing the menu or the app.

A game package ``game/<name>/`` provides a module ``game/<name>/menu_entry.py`` that calls
:func:`register_game` at import time. :func:`discover_games` imports every such module (the app
calls it once at start-up). Example (``game/counting/menu_entry.py``)::

    from ..scenes.registry import GameEntry, StartOptions, register_game

    def _new_game(app):                       # Enter on "Counting game" in the main menu
        from .scenes import NewCountingGame   # imported lazily: keeps start-up fast
        return NewCountingGame(app)

    def _start(app, options: StartOptions):   # python -m game --game counting --players 3 --seed 7
        from .scenes import CountingTable
        return CountingTable.start(app, players=options.players, seed=options.seed)

    register_game(GameEntry(key="counting", title="Counting game", order=10,
                            new_game=_new_game, start=_start))
"""

from __future__ import annotations

import importlib
import importlib.util
import logging
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..i18n import N_, _

if TYPE_CHECKING:
    from ..app import App
    from .base import Scene

log = logging.getLogger(__name__)

ENTRY_MODULE = "menu_entry"


@dataclass(frozen=True)
class StartOptions:
    """The command line's choices for ``--game``; None where not given (use the game's default)."""

    players: int | None = None
    seed: int | None = None
    variant: str | None = None


@dataclass(frozen=True)
class GameEntry:
    """One game in the main menu.

    Attributes:
        key: ``--game`` value and rules file stem (``"counting"``, ``"tricks"``).
        title: main-menu label ("Counting game", "Trick game"), an English message id marked
            with :func:`game.i18n.N_`: shown through :func:`game_title`.
        order: position among the games in the main menu (smaller first).
        new_game: ``new_game(app) -> Scene`` pushed when the menu entry is chosen.
        start: ``start(app, StartOptions) -> Scene`` pushed for ``--game key`` (a dealt table).
        key_help: ``key_help() -> list[str]``: the F1 lines of the game's table, listed on the
            Help menu's Keys page (None: not listed).
    """

    key: str
    title: str
    order: int
    new_game: Callable[[App], Scene]
    start: Callable[[App, StartOptions], Scene]
    key_help: Callable[[], list[str]] | None = None


_GAMES: dict[str, GameEntry] = {}

KNOWN_TITLES = {"counting": N_("Counting game"), "tricks": N_("Trick game")}
"""Names of the two games (message ids), for messages about a game that has not registered."""
RULES_TITLES = {"counting": N_("Rules of the counting game"), "tricks": N_("Rules of the trick game")}
"""The rules page title of each game (message ids)."""
KEYS_TITLES = {"counting": N_("Keys for the counting game"), "tricks": N_("Keys for the trick game")}
"""The F1 page title at each game's table (message ids): the game named as in its rules title."""
NOT_AVAILABLE = {"counting": N_("The counting game is not available yet."),
                 "tricks": N_("The trick game is not available yet.")}
COULD_NOT_START = {"counting": N_("The counting game could not start: part of it is missing."),
                   "tricks": N_("The trick game could not start: part of it is missing.")}


def register_game(entry: GameEntry) -> None:
    """Add (or replace, by key) a game entry."""
    _GAMES[entry.key] = entry


def unregister_game(key: str) -> None:
    """Remove a game entry (tests)."""
    _GAMES.pop(key, None)


def games() -> list[GameEntry]:
    """Registered games in menu order."""
    return sorted(_GAMES.values(), key=lambda entry: (entry.order, entry.title))


def find_game(key: str) -> GameEntry | None:
    """The entry registered under ``key``, or None."""
    return _GAMES.get(key)


def game_title(key: str) -> str:
    """The title of game ``key`` (registered or known) in the player's language, else the key."""
    entry = _GAMES.get(key)
    return _(entry.title if entry else KNOWN_TITLES.get(key, key))


def rules_title(key: str) -> str:
    """"Rules of the counting game" for ``key`` in the player's language."""
    return _(RULES_TITLES[key]) if key in RULES_TITLES else _("Rules of {game}").format(game=game_title(key))


def keys_title(key: str) -> str:
    """"Keys for the counting game" (F1 at ``key``'s table) in the player's language; "" for a
    game without one (the page is then named by the screen's title)."""
    return _(KEYS_TITLES[key]) if key in KEYS_TITLES else ""


def not_available_text(key: str) -> str:
    """"The counting game is not available yet." (a game missing from this build)."""
    if key in NOT_AVAILABLE:
        return _(NOT_AVAILABLE[key])
    return _("{game} is not available yet.").format(game=game_title(key))


def could_not_start_text(key: str) -> str:
    """"The counting game could not start: part of it is missing."."""
    if key in COULD_NOT_START:
        return _(COULD_NOT_START[key])
    return _("{game} could not start: part of it is missing.").format(game=game_title(key))


def discover_games() -> list[str]:
    """Import ``game.<package>.menu_entry`` for every subpackage of ``game`` that has one.

    Returns the keys registered afterwards. A module that fails to import is logged and skipped
    (its game is then missing from the menu), so a half-written game cannot stop the app.
    """
    import game
    packages = {info.name for info in pkgutil.iter_modules(game.__path__) if info.ispkg}
    packages |= set(KNOWN_TITLES)  # frozen builds may not list packages
    for package in sorted(packages):
        name = f"game.{package}.{ENTRY_MODULE}"
        try:
            if importlib.util.find_spec(f"game.{package}") is None or importlib.util.find_spec(name) is None:
                continue
            importlib.import_module(name)
        except ImportError as exc:
            log.error("game entry %s could not be imported: %s", name, exc)
        except (SyntaxError, AttributeError, NameError, TypeError, ValueError) as exc:
            log.error("game entry %s is broken: %s", name, exc)
    return [entry.key for entry in games()]
