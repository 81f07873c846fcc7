"""Client speed: median update+draw time per frame at 1280x720, and idle CPU in the main menu.

Run: ``python benchmarks/client_frame.py`` (headless unless SDL_VIDEODRIVER says otherwise).
Targets: <= 2 ms per frame; <= 3 % of one core while idle in the main menu.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("NINETYNINE_CONFIG_DIR", tempfile.mkdtemp(prefix="ninetynine-bench-"))
os.environ.setdefault("NINETYNINE_DATA_DIR", tempfile.mkdtemp(prefix="ninetynine-bench-data-"))

import pygame  # noqa: E402

from game.app import STEP, App  # noqa: E402
from game.scenes.registry import discover_games  # noqa: E402
from game.settings import Settings  # noqa: E402
from game.speech import SilentSpeech  # noqa: E402


def frame_times(app: App, frames: int, move: bool) -> list[float]:
    """Seconds per frame (events + update + forced draw); ``move`` presses Down every frame."""
    times = []
    for _ in range(frames):
        if move:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
        start = time.perf_counter()
        app.process_events()
        app.update(STEP)
        app.mark_dirty()
        app.draw()
        times.append(time.perf_counter() - start)
    return times


def idle_cpu(app: App, seconds: float) -> float:
    """Share of one core the real loop uses while nothing happens, over ``seconds``."""
    wall, cpu = time.perf_counter(), time.process_time()
    app.run_loop(max_updates=round(seconds / STEP))
    return (time.process_time() - cpu) / (time.perf_counter() - wall)


def main(frames: int = 300, idle_seconds: float = 5.0) -> int:
    """Measure and print: ``frames`` frames still and moving, then ``idle_seconds`` of the real
    loop idle in the main menu (tests/test_benchmarks_run.py runs it small)."""
    discover_games()
    app = App(Settings(), backend=SilentSpeech(), sound=False, size=(1280, 720))
    try:
        app.start()
        frame_times(app, 30, move=True)  # warm the caches
        still = frame_times(app, frames, move=False)
        moving = frame_times(app, frames, move=True)
        cpu = idle_cpu(app, idle_seconds)
    finally:
        app.close()
    print(f"video driver: {os.environ['SDL_VIDEODRIVER']}, window 1280x720")
    print(f"median update+draw per frame, main menu redrawn: {statistics.median(still) * 1000:.3f} ms")
    print(f"median update+draw per frame, moving every frame: {statistics.median(moving) * 1000:.3f} ms")
    print(f"idle CPU in the main menu over {idle_seconds:g} s: {cpu * 100:.2f} % of one core")
    return 0


if __name__ == "__main__":
    sys.exit(main())
