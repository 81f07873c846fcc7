"""What a counting table starts with: the rules options, the computer level and the manual
draw's reminder and time (C-8), remembered in ``settings.section("counting")`` between runs."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..options import CountingOptions

if TYPE_CHECKING:
    from ...app import App

LEVELS = ("hard", "strong", "simple", "random")
"""Computer-player levels: the search of :mod:`game.counting.ai_hard` (the default; it thinks in a
worker, :meth:`CardTable.think`), the look-ahead of :mod:`game.counting.ai_strong`, the simple
strategy of :mod:`game.counting.ai`, or random legal plays."""
DRAW_TIMES: tuple[float | None, ...] = (3.0, 5.0, 10.0, None)
"""The "Time to draw" choices in seconds, None for "until you draw" (manual draw, C-8)."""
DEFAULT_DRAW_TIME = 5.0


@dataclass(frozen=True)
class TableSetup:
    """Everything a table is started with (kept for "Play again").

    Attributes:
        options: the rules options.
        level: a name in :data:`LEVELS`.
        draw_reminder: say "You can still draw: press Space." after the human's card.
        draw_time: manual draw (C-8): the computer player after the human holds its card at
            least this many seconds while the human may still draw; None: until the human draws.
    """

    options: CountingOptions
    level: str = "hard"
    draw_reminder: bool = True
    draw_time: float | None = DEFAULT_DRAW_TIME


def default_setup(players: int | None = None) -> TableSetup:
    """The game's default options (C-3 9 tokens, C-5 3 cards, C-8 manual draw, 5 seconds to
    draw, hard computer players) for ``players`` (default 3, clamped to 2..8)."""
    count = 3 if players is None else max(2, min(8, players))
    return TableSetup(CountingOptions(players=count))


def remembered_setup(app: App, players: int | None = None) -> TableSetup:
    """The new-game choices remembered in ``settings.section("counting")``; ``players`` overrides."""
    saved = app.settings.section("counting")
    count = max(2, min(8, players)) if players is not None else saved.get_int("players", 3, 2, 8)
    options = CountingOptions(players=count, tokens=saved.get_int("tokens", 9, 1, 50),
                              hand_size=saved.get_int("hand_size", 3, 1, 5),
                              draw=saved.get_choice("draw", "manual", ("manual", "auto")),
                              decks=saved.get_choice("packs", None, (1, 2)))
    try:
        options.validate()
    except ValueError:
        options = CountingOptions(players=count)
    level = saved.get_choice("level", "hard", LEVELS)
    draw_time = saved.get_choice("draw_time", DEFAULT_DRAW_TIME, DRAW_TIMES)
    return TableSetup(options, level, saved.get_bool("draw_reminder", True), draw_time)
