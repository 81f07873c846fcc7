"""A yes/no question before something that cannot be undone ("Abandon the game?").

``confirm(app, "Abandon the game? It ends here, and Continue will not offer it.", on_yes)`` pushes
a two-item menu, "Abandon the game? It ends here, and Continue will not offer it. No, 1 of 2": No
is first and focused, Escape means No.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from ..i18n import _
from .menu import MenuItem, MenuScene
from .pause import draw_over_table

if TYPE_CHECKING:
    from ..app import App
    from ..ui.layout import Layout


class ConfirmScene(MenuScene):
    """The question as the title, then No and Yes, drawn on an opaque panel over what is below.

    Yes removes this scene without waking the one below, then runs ``on_yes()``; No (or Escape)
    pops it (the scene below speaks again), then runs ``on_no()`` when given.
    """

    transparent = True

    def __init__(self, app: App, question: str, on_yes: Callable[[], Any],
                 on_no: Callable[[], Any] | None = None) -> None:
        self._on_yes = on_yes
        self._on_no = on_no
        items = [MenuItem(_("No"), self._no), MenuItem(_("Yes"), self._yes)]
        rules = next((s.rules_game for s in reversed(app.scenes) if s.rules_game), None)
        super().__init__(app, question, items, on_back=self._no, rules_game=rules)

    def help_name(self) -> str:
        """F1 on the question opens "Keys for this question"."""
        return _("this question")

    def _yes(self) -> None:
        if self.app.top is self:  # leave quietly: on_yes decides what comes next
            self.app.scenes.pop()
            self.exit()
            self.app.mark_dirty()
        self._on_yes()

    def _no(self) -> None:
        self.app.pop()
        if self._on_no is not None:
            self._on_no()

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        draw_over_table(surface, layout, self.app.theme)
        super().draw(surface, layout)


def confirm(app: App, question: str, on_yes: Callable[[], Any],
            on_no: Callable[[], Any] | None = None) -> ConfirmScene:
    """Push a :class:`ConfirmScene` asking ``question`` (a full sentence or two, e.g. "Abandon the
    game? It ends here, and Continue will not offer it."); returns it. ``on_yes()`` runs after Yes, ``on_no()`` after No or
    Escape (the screen below has already been re-announced)."""
    scene = ConfirmScene(app, question, on_yes, on_no)
    app.push(scene)
    return scene
