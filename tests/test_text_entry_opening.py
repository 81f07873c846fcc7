"""A text field opened while the player's own move is being said (always said whole) is heard to
open: its opening line waits behind the move, and keys typed meanwhile say it again with the
text as it is then, instead of letters that replace it and each other unheard (found by ear at an
online table: M and "hi" typed during "You: ...", then silence until "You say: hi" after Enter).
Once the opening was heard, each key is echoed as ever (tests/test_text_entry_history.py)."""

from __future__ import annotations

import pygame

from game.speech.queue import EVENT
from test_online_chat_own_line import _seated_table
from test_online_lobby import type_text

MOVE = "You: 9 of clubs as 0. Total 39."


def _open_chat_during_own_move(client):
    """Ana's seated table with her own move being said, then M: returns (table, link, speech, start)."""
    table, link, speech = _seated_table(client)
    start = len(speech.log)
    table.say(MOVE, kind=EVENT, move=True, interrupt=True)
    client.frames(6)
    client.press(pygame.K_m)
    return table, link, speech, start


def test_letters_typed_before_the_opening_was_heard_are_said_with_it(client):
    table, link, speech, start = _open_chat_during_own_move(client)
    type_text(client, "hi")
    client.frames(60 * 15)
    said = [(spoken.text, spoken.cut_at) for spoken in speech.log[start:]]
    assert said == [(MOVE, None),
                    ("Table chat message: hi. Type, then press Enter. Escape cancels.", None)], said
    assert "Table chat message: hi. Type, then press Enter. Escape cancels." in client.app.announcer.history.items()
    type_text(client, "!")
    client.frames(60 * 2)
    assert speech.log[-1].text == "exclamation mark"  # (heard open: each key is echoed)


def test_a_deletion_before_the_opening_was_heard_says_the_line_as_it_is(client):
    table, link, speech, start = _open_chat_during_own_move(client)
    type_text(client, "ok")
    client.press(pygame.K_BACKSPACE)
    client.frames(60 * 15)
    assert [spoken.text for spoken in speech.log[start:]] == [
        MOVE, "Table chat message: o. Type, then press Enter. Escape cancels."]


def test_enter_before_the_opening_was_heard_sends_the_line_said_after_the_move(client):
    """The field closed before its opening began: that is not said (the field is gone); the line
    sent is, after the move, as the server sends it back."""
    table, link, speech, start = _open_chat_during_own_move(client)
    type_text(client, "hi")
    client.press(pygame.K_RETURN)
    assert [frame for frame in link.sent if frame[0] == "chat"] == [("chat", {"scope": "table", "text": "hi"})]
    link.frames.append({"type": "chat", "scope": "table", "from": "Ana", "text": "hi", "table": 1})
    client.frames(60 * 15)
    assert [spoken.text for spoken in speech.log[start:]] == [MOVE, "You say: hi"]


def test_escape_on_the_chat_line_at_a_quiet_table_is_heard(client):
    """Escape closes the chat line, and "Cancelled." is said whole: the table back on top says
    nothing more when nothing happened meanwhile (was cut at its first sound as the line's screen
    was left, so Escape was answered by silence)."""
    table, link, speech = _seated_table(client)
    client.frames(60 * 10)
    start = len(speech.log)
    client.press(pygame.K_m)
    client.frames(60 * 5)
    type_text(client, "hi")
    client.frames(60)
    client.press(pygame.K_ESCAPE)
    client.frames(60 * 5)
    said = [(spoken.text, spoken.cut_at) for spoken in speech.log[start:]]
    assert said[-1] == ("Cancelled.", None), said
    assert client.app.top is table
    assert [frame for frame in link.sent if frame[0] == "chat"] == []
