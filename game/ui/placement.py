"""Where things were drawn: the rectangles of text and cards a draw call put on the screen, so
tests can check a layout (nothing overlaps, everything lies in the window) at every text size.

A draw function takes an optional :class:`Placements` and records each text or card rectangle
it draws (``placed.add("hand card", rect)``), a text with its words (``placed.add("panel head",
rect, "Anna")``, so a test can tell who is drawn where); containers such as panels are not
recorded, only what is read. :func:`overlaps` and :func:`outside` then list the faults. Both tables use it.
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
        self.words: list[str | None] = []
        """The words of each item drawn as text (None: a card, or words not recorded)."""

    def add(self, kind: str, rect: pygame.Rect, words: str | None = None) -> pygame.Rect:
        """Record ``rect`` (copied) as ``kind``, with the ``words`` drawn there if it is a text;
        returns ``rect``."""
        self.items.append((kind, pygame.Rect(rect)))
        self.words.append(words)
        return rect

    def of(self, kind: str) -> list[pygame.Rect]:
        """The rectangles recorded as ``kind``, in drawing order."""
        return [rect for name, rect in self.items if name == kind]

    def texts(self, kind: str) -> list[tuple[pygame.Rect, str | None]]:
        """``(rect, words)`` of each item recorded as ``kind``, in drawing order."""
        return [(rect, words) for (name, rect), words in zip(self.items, self.words) if name == kind]


def record(placed: Placements | None, kind: str, rect: pygame.Rect, words: str | None = None) -> pygame.Rect:
    """``placed.add(kind, rect, words)`` when ``placed`` is not None; returns ``rect``."""
    if placed is not None:
        placed.add(kind, rect, words)
    return rect


def blit_text(surface: pygame.Surface, image: pygame.Surface, placed: Placements | None, kind: str,
              words: str | None = None, **anchor: tuple[int, int]) -> pygame.Rect:
    """Blit a rendered text ``image`` (of ``words``) at ``anchor`` (one ``get_rect`` keyword such
    as ``topleft=(x, y)``), record its rectangle as ``kind`` with its words and return it."""
    rect = image.get_rect(**anchor)
    surface.blit(image, rect)
    return record(placed, kind, rect, words)


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
