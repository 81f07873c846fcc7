"""The log strip shows history review: the reviewed message is marked and kept in view, the caption
says where in the history it is, and the transcript is not touched by review."""

import pygame
import pytest

from game.input.keys import KeyTable
from game.scenes import registry
from game.scenes.base import Scene
from game.ui.log_view import draw_log, log_window


@pytest.fixture(autouse=True)
def no_games(monkeypatch):
    """No registered games: the main menu is Options, Help, Quit whatever other tests imported."""
    monkeypatch.setattr(registry, "_GAMES", {})


class Bare(Scene):
    title = "Bare"

    def build_keys(self):
        return KeyTable().bind("home", "first card", pygame.K_END)


def test_log_window_scrolls_to_the_reviewed_message():
    assert log_window(8, 5, None) == (3, None)
    assert log_window(8, 5, 0) == (0, 0)
    assert log_window(8, 5, 2) == (2, 0)
    assert log_window(8, 5, 6) == (3, 3)
    assert log_window(8, 5, 7) == (3, 4)
    assert log_window(3, 5, 1) == (0, 1)


def focus_pixels(app):
    rect = app.layout.log
    focus = pygame.Color(*app.theme.focus)
    return sum(1 for x in range(rect.left, rect.right, 4) for y in range(rect.top, rect.bottom, 2)
               if app.screen.get_at((x, y)) == focus)


def test_ctrl_home_shows_the_first_message_marked_in_the_log_not_in_the_transcript(client, tmp_path):
    client.push(Bare(client.app))
    path = tmp_path / "t.txt"
    assert client.app.announcer.open_transcript(path) is None
    for i in range(1, 9):
        client.app.announcer.say(f"Message number {i}.")
    client.frames(1)
    assert focus_pixels(client.app) == 0
    client.clear()
    client.press(pygame.K_HOME, pygame.KMOD_CTRL)
    announcer = client.app.announcer
    assert client.texts == ["Start of history. Bare"]
    assert announcer.review_index == 0
    assert announcer.review_caption == "Start of history. Message 1 of 9."
    assert focus_pixels(client.app) > 0
    client.press(pygame.K_PAGEDOWN)
    assert client.texts[-1] == "Message number 1."
    assert announcer.review_caption == "Message 2 of 9."
    client.press(pygame.K_F2)
    assert (announcer.review_index, announcer.review_caption) == (8, "Message 9 of 9.")
    assert focus_pixels(client.app) > 0
    assert path.read_text(encoding="utf-8").splitlines() == [f"Message number {i}." for i in range(1, 9)]
    announcer.say("Something new.")
    client.frames(1)
    assert (announcer.review_index, announcer.review_caption) == (None, "")
    assert focus_pixels(client.app) == 0


def test_empty_history_review_shows_no_messages_yet(client):
    client.press(pygame.K_PAGEUP)
    assert client.texts == ["No messages yet."]
    assert client.app.announcer.review_caption == "No messages yet."


def test_reviewed_line_stays_in_view_under_long_newer_lines(client):
    app = client.app
    long = "a long message that wraps over several lines of the log strip " * 6
    draw_log(app.screen, app.layout, app.fonts, app.theme, ["Reviewed.", long, long], highlight=0,
             caption="Message 1 of 3.")
    assert focus_pixels(app) > 0
