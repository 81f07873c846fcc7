"""Where things were drawn: the rectangles of text and cards a draw call put on the screen, so
tests can check a layout (nothing overlaps, everything lies in the window) at every text size.

A draw function takes an optional :class:`Placements` and records each text or card rectangle
it draws (``placed.add("hand card", rect)``); containers such as panels are not recorded, only
what is read. :func:`overlaps` and :func:`outside` then list the faults. Both tables use it.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame


class Placements:
    """The ``(kind, rect)`` pairs recorded by one draw, in drawing order.

    ``kind`` names what was drawn ("hand card", "status", "panel line"...), for the messages of
    a failing check. A ``None`` Placements is allowed everywhere: :func:`record` then does nothing.
    """

    def __init__(self) -> None:
        self.items: list[tuple[str, pygame.Rect]] = []

    def add(self, kind: str, rect: pygame.Rect) -> pygame.Rect:
        """Record ``rect`` (copied) as ``kind``; returns ``rect``."""
        self.items.append((kind, pygame.Rect(rect)))
        return rect

    def of(self, kind: str) -> list[pygame.Rect]:
        """The rectangles recorded as ``kind``, in drawing order."""
        return [rect for name, rect in self.items if name == kind]


def record(placed: Placements | None, kind: str, rect: pygame.Rect) -> pygame.Rect:
    """``placed.add(kind, rect)`` when ``placed`` is not None; returns ``rect``."""
    if placed is not None:
        placed.add(kind, rect)
    return rect


def blit_text(surface: pygame.Surface, image: pygame.Surface, placed: Placements | None, kind: str,
              **anchor: tuple[int, int]) -> pygame.Rect:
    """Blit a rendered text ``image`` at ``anchor`` (one ``get_rect`` keyword such as
    ``topleft=(x, y)``), record its rectangle as ``kind`` and return it."""
    rect = image.get_rect(**anchor)
    surface.blit(image, rect)
    return record(placed, kind, rect)


def overlaps(items: Iterable[tuple[str, pygame.Rect]]) -> list[tuple[str, str, pygame.Rect, pygame.Rect]]:
    """Every pair of recorded rectangles that share at least one pixel:
    ``(kind_a, kind_b, rect_a, rect_b)``. Empty rectangles never overlap."""
    items = [(kind, rect) for kind, rect in items if rect.width > 0 and rect.height > 0]
    found = []
    for i, (kind_a, rect_a) in enumerate(items):
        for kind_b, rect_b in items[i + 1:]:
            if rect_a.colliderect(rect_b):
                found.append((kind_a, kind_b, rect_a, rect_b))
    return found


def outside(items: Iterable[tuple[str, pygame.Rect]], bounds: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
    """The recorded rectangles not wholly inside ``bounds`` (e.g. the window or the content area)."""
    return [(kind, rect) for kind, rect in items if not bounds.contains(rect)]
