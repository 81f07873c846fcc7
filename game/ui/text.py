"""Fonts (DejaVu Sans, shipped in ``assets/fonts/``) and a cache of rendered text."""

from __future__ import annotations

import logging
import re
from collections import OrderedDict

import pygame

from ..paths import asset

log = logging.getLogger(__name__)

TEXT_SCALES = {"small": 0.85, "medium": 1.0, "large": 1.25, "huge": 1.5}

_UNDRAWABLE = re.compile("[\ud800-\udfff\x00]")


def drawable(text: str) -> str:
    """``text`` safe for the font renderer: lone surrogates (from a file name that is not valid
    UTF-8, decoded with ``surrogateescape``) and NUL characters become U+FFFD."""
    return _UNDRAWABLE.sub("\ufffd", text)


def font_path(bold: bool = False) -> str:
    """Path of the shipped DejaVu Sans (bold or regular) TTF file."""
    return str(asset("fonts", "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"))


CACHE_FONTS = 24
"""Most (size, bold) fonts :class:`Fonts` keeps loaded, least recently used first out: each
holds its own glyph cache (about 0.3 MB), and every text size or window size asks for new
sizes (51 fonts after 10,000 random keys before this bound); one screen uses about a dozen."""
CACHE_LINES = 512
"""Most rendered lines :class:`Fonts` keeps."""
CACHE_SIZES = 8192
"""Most measured (text, size, bold) widths and heights :class:`Fonts` keeps: the table's layout
measures the same lines at many candidate sizes every frame it is laid out (670,000 measures in
one test of the four-hand trick table at Huge text, a third of its time); about 1 MB at most."""
CACHE_BYTES = 8 * 1024 * 1024
"""Most pixel memory (bytes) the rendered lines :class:`Fonts` keeps may take: 8 MiB, more than
the fullest frame draws (a page of help at Huge text in a 1280x720 window, with the log strip:
about 5 MB), so a frame drawn again renders nothing anew. Counting lines alone let 512 long lines
(log strip, help pages, 60 KB each) hold 30 MB of surfaces, which SDL allocates outside Python's
traced memory; 12 MiB kept the long-session plateau above 70 MB (benchmarks/client_memory.py)."""


def _surface_bytes(surface: pygame.Surface) -> int:
    return surface.get_height() * surface.get_pitch()


class Fonts:
    """Loads each (size, bold) font once (at most :data:`CACHE_FONTS` kept) and caches rendered
    lines, least recently used first out, at most ``cache_size`` lines and ``cache_bytes``
    bytes of pixels.

    Sizes are in pixels at the reference 1280x720 layout multiplied by ``scale``.
    """

    def __init__(self, cache_size: int = CACHE_LINES, cache_bytes: int = CACHE_BYTES) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self._fonts: OrderedDict[tuple[int, bool], pygame.font.Font] = OrderedDict()
        self._cache: OrderedDict[tuple[str, int, bool, tuple[int, int, int]], pygame.Surface] = OrderedDict()
        self._sizes: OrderedDict[tuple[str, int, bool], tuple[int, int]] = OrderedDict()
        self._cache_size = cache_size
        self._cache_bytes = cache_bytes
        self._bytes = 0

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        """The font of ``size`` pixels (at least 6)."""
        size = max(6, int(size))
        key = (size, bold)
        font = self._fonts.get(key)
        if font is not None:
            self._fonts.move_to_end(key)
            return font
        try:
            font = pygame.font.Font(font_path(bold), size)
        except (FileNotFoundError, OSError, pygame.error) as exc:
            log.warning("shipped font missing (%s); using pygame's default font", exc)
            font = pygame.font.Font(None, size)
        self._fonts[key] = font
        if len(self._fonts) > CACHE_FONTS:  # sizes of an earlier text size or window size
            self._fonts.popitem(last=False)
        return font

    def render(self, text: str, size: int, color: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
        """A surface with ``text`` drawn anti-aliased in ``color`` (cached); see :func:`drawable`."""
        text = drawable(text)
        key = (text, max(6, int(size)), bold, color)
        surface = self._cache.get(key)
        if surface is not None:
            self._cache.move_to_end(key)
            return surface
        surface = self.font(size, bold).render(text, True, color)
        self._cache[key] = surface
        self._bytes += _surface_bytes(surface)
        while len(self._cache) > 1 and (len(self._cache) > self._cache_size or self._bytes > self._cache_bytes):
            _, old = self._cache.popitem(last=False)
            self._bytes -= _surface_bytes(old)
        return surface

    def cache_info(self) -> tuple[int, int]:
        """(rendered lines cached, their pixel bytes) - for the memory benchmark and tests."""
        return len(self._cache), self._bytes

    def font_count(self) -> int:
        """How many (size, bold) fonts are loaded (the memory benchmark)."""
        return len(self._fonts)

    def size(self, text: str, size: int, bold: bool = False) -> tuple[int, int]:
        """Width and height in pixels of ``text`` drawn at ``size`` (after :func:`drawable`);
        remembered (at most :data:`CACHE_SIZES`, least recently used first out)."""
        key = (text, max(6, int(size)), bold)
        measured = self._sizes.get(key)
        if measured is not None:
            self._sizes.move_to_end(key)
            return measured
        measured = self.font(size, bold).size(drawable(text))
        self._sizes[key] = measured
        if len(self._sizes) > CACHE_SIZES:
            self._sizes.popitem(last=False)
        return measured

    def wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        """``text`` split into lines that fit ``width`` pixels (words kept whole where possible),
        after :func:`drawable`."""
        text = drawable(text)
        font = self.font(size, bold)
        lines: list[str] = []
        for paragraph in text.splitlines() or [""]:
            line = ""
            for word in paragraph.split(" "):
                trial = f"{line} {word}" if line else word
                if font.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines
