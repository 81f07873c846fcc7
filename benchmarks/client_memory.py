"""Client memory: press many random keys across every scene, switch the language now and then,
and report resident memory.

Run: ``nice -n 10 python benchmarks/client_memory.py [KEYS] [SEED] [--traced]`` (default 100,000
keys, seed 1; headless unless SDL_VIDEODRIVER says otherwise). Prints resident memory (RSS) after
start and every 10,000 keys, with the rendered-text cache's size and the loaded fonts; every
2,000 keys the language changes (English, Spanish, Russian in turn, as the Language option does).
``--traced`` also runs Python's tracemalloc and prints its figure (tracemalloc's own bookkeeping
then adds tens of MB to the resident figure: leave it off to measure the plateau).
Targets (issue 22): the plateau at most 70 MB, and flat over the last 50,000 keys (the largest
minus the smallest of the last six figures under 3 MB).

Keys are drawn from what a player uses (arrows, Enter, Escape, Space, letters, digits, F1,
Page Up/Down, Home/End, Tab); a few computer-player frames run after each. When a key quits the
app (Escape at the main menu) the main menu is opened again, so the run covers menus, options,
help pages, both game tables and their result screens.
"""

from __future__ import annotations

import atexit
import os
import shutil
import random
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
_WORK = tempfile.mkdtemp(prefix="ninetynine-bench-")  # settings, saves, catalogs; removed at exit
atexit.register(shutil.rmtree, _WORK, True)
for _name in ("CONFIG", "DATA", "CACHE"):
    os.environ.setdefault(f"NINETYNINE_{_name}_DIR", os.path.join(_WORK, _name.lower()))

import pygame  # noqa: E402

from game import i18n  # noqa: E402
from game.app import App  # noqa: E402
from game.scenes.registry import discover_games  # noqa: E402
from game.settings import Settings  # noqa: E402
from game.speech import SilentSpeech  # noqa: E402

KEYS = [pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_ESCAPE,
        pygame.K_SPACE, pygame.K_TAB, pygame.K_F1, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME,
        pygame.K_END, pygame.K_BACKSPACE] + [ord(c) for c in "abcdefghijklmnopqrstuvwxyz0123456789"]
WEIGHTS = [6, 6, 4, 4, 5, 1, 3, 1, 1, 1, 1, 1, 1, 1] + [0.3] * 36
"""Moves and Enter often, Escape rarely (so games get played, not only left)."""


def resident_mb() -> float:
    """Resident memory of this process in MB (Linux /proc; elsewhere the peak from resource)."""
    try:
        with open("/proc/self/statm") as statm:
            pages = int(statm.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 1e6
    except (OSError, ValueError, AttributeError):
        import resource
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / (1e6 if sys.platform == "darwin" else 1e3)


def press(app: App, key: int, mod: int = 0) -> None:
    """One key press and release, then one frame (events, update, draw if needed)."""
    char = chr(key) if 32 <= key < 127 else ""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=char, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
    app.step()


LANGUAGE_EVERY = 2_000
"""Keys between two language changes."""
REPORT_EVERY = 10_000
"""Keys between two resident-memory figures."""
FLAT_MB = 3.0
"""The last 50,000 keys count as flat when resident memory moved less than this."""


def warm_catalog_cache() -> None:
    """Compile the catalogs into this run's cache in another process, as a player's editable
    install did on its first start: the measured process then loads them without Babel."""
    import subprocess
    code = "from game import i18n\nfor language in ('es', 'ru'): i18n.load_catalog(language)"
    subprocess.run([sys.executable, "-c", code], check=True, env=dict(os.environ),
                   cwd=Path(__file__).resolve().parent.parent)


def main(argv: list[str]) -> int:
    warm_catalog_cache()
    traced_too = "--traced" in argv
    argv = [a for a in argv if a != "--traced"]
    total = int(argv[0]) if argv else 100_000
    rng = random.Random(int(argv[1]) if len(argv) > 1 else 1)
    discover_games()
    settings = Settings()
    settings.set("cpu_delay", 0.3)
    app = App(settings, backend=SilentSpeech(), sound=False, size=(1280, 720))
    if traced_too:
        tracemalloc.start()
    started = time.perf_counter()
    figures: list[float] = []
    languages = ("es", "ru", "en")
    try:
        app.start()
        app.step(5)
        start_rss = resident_mb()
        print(f"start: resident {start_rss:.1f} MB")
        for n in range(1, total + 1):
            if not app.running or not app.scenes:  # quit: open the main menu again
                while app.scenes:
                    app.scenes.pop().exit()
                app.running = True
                app.start()
            if n % LANGUAGE_EVERY == 0:
                app.apply_language(languages[(n // LANGUAGE_EVERY - 1) % len(languages)])
            shift = pygame.KMOD_SHIFT if rng.random() < 0.05 else 0
            press(app, rng.choices(KEYS, WEIGHTS)[0], shift)
            app.step(rng.choice((1, 2, 20)))  # computer players, timers, animations
            if n % REPORT_EVERY == 0:
                rss = resident_mb()
                figures.append(rss)
                cache = app.fonts.cache_info()
                traced = f", traced {tracemalloc.get_traced_memory()[0] / 1e6:.1f} MB" if traced_too else ""
                print(f"{n:>7} keys: resident {rss:.1f} MB{traced}, text cache {cache[0]} lines "
                      f"{cache[1] / 1e6:.1f} MB, fonts {app.fonts.font_count()}, language "
                      f"{i18n.current_language()}, scenes {'/'.join(type(s).__name__ for s in app.scenes)}",
                      flush=True)
        end_rss = resident_mb()
        print(f"end: resident {end_rss:.1f} MB after {total} keys ({time.perf_counter() - started:.0f} s); "
              f"start {start_rss:.1f} MB")
        if len(figures) >= 6:
            last = figures[-6:]
            flat = max(last) - min(last)
            print(f"plateau: at most {max(last):.1f} MB over the last 50,000 keys (target 70 MB), "
                  f"moved {flat:.1f} MB ({'flat' if flat < FLAT_MB else 'not flat'}; under {FLAT_MB} MB counts as flat)")
    finally:
        app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
