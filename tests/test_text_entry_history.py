"""Found by ear online: typing a chat line filled the history and the on-screen log with its key
echoes ("h", "e", ..., "space", "capital A"), so Page Up read letters instead of the game. Every
text field (the chat line, one's name, the server's address: all :class:`TextEntry`) speaks each
key without keeping it in the history, the log or the transcript; what the field is, "Cancelled."
and what is sent are kept (tests/test_online_chat_history.py: a chat line at a real table)."""

from __future__ import annotations

import pygame

from game.scenes.text_entry import TextEntry
from tests.test_online_lobby import type_text


def test_a_name_typed_is_said_key_by_key_and_kept_out_of_the_history_and_the_log(client, tmp_path):
    """Your name: each key is said ("capital B", "o", "Deleted o.", the line read by Up, "The
    line is full...", "Nothing to delete."), and none of it enters the history, the on-screen
    log or the transcript; what the field is, and "Cancelled.", are kept."""
    from game.speech.announcer import Transcript
    client.start()
    announcer = client.app.announcer
    announcer.transcript = Transcript(tmp_path / "transcript.txt")
    lines = []
    kept = len(announcer.history.items())
    client.push(TextEntry(client.app, "Your name", "", lambda text: lines.append(text) or None, limit=3))
    type_text(client, "Bob")
    type_text(client, "x")
    client.press(pygame.K_BACKSPACE)
    client.press(pygame.K_UP)
    for _press in range(3):
        client.press(pygame.K_BACKSPACE)
    client.press(pygame.K_ESCAPE)
    assert client.texts[-11:-1] == ["capital B", "o", "b", "The line is full: 3 characters at most.", "Deleted b.",
                                  "Bo.", "Deleted o.", "Deleted capital B.", "Nothing to delete.", "Cancelled."]
    expected = ["Your name: empty. Type, then press Enter. Escape cancels.", "Cancelled."]
    assert announcer.history.items()[kept:kept + 2] == expected
    assert announcer.history.shown()[-3:-1] == expected  # (then where Escape went back to)
    assert (tmp_path / "transcript.txt").read_text(encoding="utf-8").splitlines()[:2] == expected
    assert lines == []


def test_a_key_typed_in_a_text_field_is_never_taken_for_a_key_that_does_nothing(client):
    """A typed letter is answered by its echo alone: never "No action for A." after it."""
    client.start()
    client.push(TextEntry(client.app, "Server address", "", lambda text: None))
    client.clear()
    type_text(client, "a")
    assert client.texts == ["a"]
