"""What a scene needs of the app that shows it: a narrow protocol.

Scenes reach the app only through :class:`Host` (and, for screens such as Options that change
the app itself, through the full :class:`game.app.App` in type hints only): no module of
``game/scenes/`` imports ``game/app.py`` when the game runs, so the app, the scenes and the
autosave never import each other in a circle (tests/test_import_graph.py checks it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from ..settings import Settings
    from ..speech.announcer import Announcer
    from ..ui.text import Fonts
    from ..ui.theme import Theme
    from .base import Scene


class Host(Protocol):
    """The app as a scene sees it.

    Attributes:
        settings: the player's options.
        announcer: speech, the message log and the braille line.
        fonts, theme: text rendering and colours.
        scenes: the scene stack, bottom first (a continued game is put on it as it is).
        updates: app updates (60 a second) since the start: the clock that holds keys.
        told: what was said already this start (notices said once).
    """

    settings: Settings
    announcer: Announcer
    fonts: Fonts
    theme: Theme
    scenes: list[Scene]
    updates: int
    told: set[str]

    @property
    def top(self) -> Scene | None:
        """The scene on top of the stack, or None."""

    def push(self, scene: Scene) -> None:
        """Put ``scene`` on top; it announces itself."""

    def pop(self) -> Scene | None:
        """Remove the top scene; the one below resumes."""

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene``."""

    def pop_to(self, scene: Scene) -> None:
        """Pop every scene above ``scene``."""

    def mark_dirty(self) -> None:
        """Redraw at the end of this frame."""

    def show_rules(self, game: str | None = None) -> Any:
        """Show a game's rules (Ctrl+F1)."""
