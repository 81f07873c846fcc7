"""A copy of the game that plays 2-player counting games (1 token each) one after another as
fast as frames allow, for tests/test_autosave.py to kill with SIGKILL at random moments. It prints
``started <save path> <game id>`` once a game's first save is on disk and ``finished <game id>``
when one ends. Not a test module: run as a program (``NINETYNINE_DATA_DIR`` names the data folder;
``--keep-all`` lifts the number of unfinished games kept per kind, so no save is removed as one
of the oldest)."""

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


class Driver:
    """The few driving calls ``play_counting`` makes (as conftest's ClientDriver)."""

    def __init__(self, app):
        self.app = app

    def press(self, key):
        import pygame
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
        self.app.step()

    def frames(self, count):
        self.app.step(count, draw_each=False)

    def wait(self, count=1):
        from game.app import STEP
        for _frame in range(count):
            self.app.process_events()
            self.app.update(STEP)


def say(line: str) -> None:
    """Write ``line`` and its newline in one write: a kill never leaves half of it (as print's
    separate writes of each word could when stdout is unbuffered, PYTHONUNBUFFERED=1)."""
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def main() -> None:
    import pygame

    from game.app import App
    from game.autosave.writer import WRITER
    from game.counting.scenes import CountingTable
    from game.counting.scenes.table import remembered_setup
    from game.scenes.registry import discover_games
    from game.settings import Settings
    from game.speech import RecordingSpeech
    from test_autosave import play_counting

    if "--keep-all" in sys.argv:
        from game.autosave import resume
        resume.KEEP_PER_KIND = 10 ** 6
    discover_games()
    speech = RecordingSpeech()
    app = App(Settings(), backend=speech, sound=False)
    app.think_in_worker = False
    app.settings.set("cpu_delay", 0.3)
    section = app.settings.section("counting")
    section["level"], section["tokens"] = "random", 1
    driver = Driver(app)
    app.start()
    seed = int.from_bytes(os.urandom(4), "little")
    while True:
        seed += 1
        table = CountingTable(app, remembered_setup(app, 2), seed)
        app.push(table)
        app.step()
        WRITER.flush()
        say(f"started {table.session.journal.save.path} {table.session.journal.save.game_id}")
        play_counting(driver, table)
        say(f"finished {table.session.journal.save.game_id}")
        app.pop_to(app.scenes[0])
        speech.clear()
        pygame.event.clear()


if __name__ == "__main__":
    main()
