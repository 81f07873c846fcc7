"""The real loop: fixed 60 Hz updates whatever the draw time, long frames clamped, draw only when dirty;
and 10,000 random key presses across every scene raise nothing."""

import random
import time

import pygame
import pytest

from game.app import STEP, App
from game.scenes import registry
from game.scenes.base import Scene
from game.scenes.menu import ChoiceItem, MenuItem, MenuScene
from game.scenes.registry import GameEntry, register_game
from game.settings import Settings
from game.speech import RecordingSpeech
from fake_clock import FakeClock


class SlowDrawing(Scene):
    """Always dirty; each draw costs ``draw_cost`` seconds of the given clock."""

    title = "Slow"

    def __init__(self, app, advance, draw_cost):
        super().__init__(app)
        self.advance = advance
        self.draw_cost = draw_cost
        self.ticks = 0

    def update(self, dt):
        assert dt == STEP
        self.ticks += 1
        self.mark_dirty()

    def draw(self, surface, layout):
        self.advance(self.draw_cost)


def make_app(**kwargs):
    return App(Settings(), backend=RecordingSpeech(), sound=False, **kwargs)


@pytest.mark.parametrize("draw_cost", [0.0, 0.004, 0.05])
def test_updates_run_at_60_hz_whatever_the_draw_time(draw_cost):
    clock = FakeClock()
    app = make_app(clock=clock, sleep=clock.sleep)
    try:
        scene = SlowDrawing(app, clock.sleep, draw_cost)
        app.push(scene)
        start = clock.now
        app.run_loop(max_updates=120)
        elapsed = clock.now - start
        assert app.updates == 120 and scene.ticks == 120
        assert elapsed == pytest.approx(2.0, abs=draw_cost + 2 * STEP)
        if draw_cost == 0.05:
            assert app.draws < 50  # several updates per slow frame
    finally:
        app.close()


def test_a_long_stall_is_clamped_not_caught_up():
    clock = FakeClock()
    app = make_app(clock=clock, sleep=clock.sleep)
    try:
        scene = SlowDrawing(app, clock.sleep, 0.0)
        app.push(scene)
        scene.draw_cost = 5.0  # one 5-second stall at the first draw
        original = scene.draw

        def draw_once(surface, layout):
            original(surface, layout)
            scene.draw_cost = 0.0
        scene.draw = draw_once
        app.run_loop(max_updates=30)
        # 5 s would be 300 updates; the clamp lets through at most 0.25 s = 15 of them at once.
        assert clock.now - 100.0 < 5.0 + 0.25 + 30 * STEP
        assert app.updates == 30
    finally:
        app.close()


def test_real_loop_keeps_60_hz_with_a_slow_draw():
    app = make_app()
    try:
        app.push(SlowDrawing(app, time.sleep, 0.03))
        start = time.perf_counter()
        app.run_loop(max_updates=45)
        elapsed = time.perf_counter() - start
        assert app.updates == 45
        assert 0.6 < elapsed < 1.2  # 45 updates at 60 Hz = 0.75 s
        assert app.draws < 35
    finally:
        app.close()


def test_nothing_changed_nothing_drawn():
    clock = FakeClock()
    app = make_app(clock=clock, sleep=clock.sleep)
    try:
        app.push(MenuScene(app, "Menu", [MenuItem("One"), MenuItem("Two")]))
        app.run_loop(max_updates=60)
        assert app.draws == 1
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
        app.run_loop(max_updates=60)
        assert app.draws == 2
    finally:
        app.close()


@pytest.mark.long
def test_ten_thousand_random_keys_in_every_scene_raise_nothing(client, monkeypatch):
    """Any key with any modifiers, through the main menu, options, help, rules, a game and a menu."""
    monkeypatch.setattr(registry, "_GAMES", {})

    class Table(Scene):
        title = "Fuzz table"
        rules_game = "tricks"

        def build_keys(self):
            from game.input.keys import KeyTable
            keys = KeyTable()
            keys.bind("pause", "pause", pygame.K_ESCAPE)
            keys.bind_chars("pick", "pick", "123456789", "1 to 9")
            return keys

        def on_intent(self, intent):
            if intent.name == "pause":
                self.app.push(MenuScene(self.app, "Paused", [
                    MenuItem("Resume", self.app.pop),
                    ChoiceItem("Speed", [(1, "slow"), (2, "fast")]),
                    MenuItem("Main menu", lambda: self.app.pop_to(self.app.scenes[0]))]))
            else:
                self.say(f"Picked {intent.char}.", interrupt=True)

    register_game(GameEntry("tricks", "Trick game", 20, lambda app: Table(app), lambda app, o: Table(app)))
    keys = [value for name, value in vars(pygame).items() if name.startswith("K_")]
    mod_flags = [0, pygame.KMOD_LCTRL, pygame.KMOD_RCTRL, pygame.KMOD_LSHIFT, pygame.KMOD_RSHIFT,
                 pygame.KMOD_LALT, pygame.KMOD_RALT, pygame.KMOD_NUM, pygame.KMOD_CAPS, pygame.KMOD_GUI,
                 pygame.KMOD_MODE]
    useful = [pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END,
              pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_F1, pygame.K_F2, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
              pygame.K_LCTRL, pygame.K_o, pygame.K_h, pygame.K_t, pygame.K_q, pygame.K_3]
    rng = random.Random(99)
    client.start()
    seen = set()
    for i in range(10_000):
        mod = 0
        for _ in range(rng.randrange(3)):
            mod |= rng.choice(mod_flags)
        key = rng.choice(keys if rng.random() < 0.5 else useful)
        unicode = rng.choice(["", chr(key) if 32 <= key < 0x110000 else "", "é", "\x00"])
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, scancode=0))  # a press, not a hold
        client.frames(1)
        seen.add(type(client.app.top).__name__ if client.app.top else None)
        if not client.app.running or not client.app.scenes:
            client.app.running = True
            if not client.app.scenes:
                client.start()
        if len(client.app.scenes) > 12 or (i % 300 == 299 and len(client.app.scenes) > 1):
            client.app.pop_to(client.app.scenes[0])
    client.frames(1)
    assert {"MainMenu", "OptionsScene", "HelpMenu", "TextViewScene"} <= seen, seen


def test_freed_memory_goes_back_to_the_system_every_ten_seconds_and_after_a_language_change(client, monkeypatch):
    import sys

    import game.app
    from game.memory import release_free_memory
    calls = []
    monkeypatch.setattr(game.app, "release_free_memory", lambda: calls.append(client.app.updates))
    client.frames(1200)  # 20 s of play
    assert len(calls) == 2 and calls[1] - calls[0] == 600
    client.app.apply_language("es")
    assert len(calls) == 3
    assert release_free_memory() is sys.platform.startswith("linux")  # glibc here; a no-op elsewhere
