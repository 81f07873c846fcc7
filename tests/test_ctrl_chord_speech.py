"""Ctrl silences speech (announcements.md), but Ctrl that starts a chord (Ctrl+F1: the rules of the
game) is no silence: what its press cut or dropped is said after all, as after F1 alone.

Found by a tester (counting game, by ear): Ctrl+F1 1.2 s into "Bob: 7 of hearts. Total 71."; back
from the rules only "Round 1. Your turn. Total 71. ..." was said: "Bob passed 66: loses 1 token. 7
left." (a token, a life) was never heard."""

from __future__ import annotations

import pygame

from game.counting.menu_entry import ENTRY
from game.counting.scenes import CountingTable
from game.counting.scenes.table import remembered_setup
from game.scenes.registry import register_game
from timed_speech import all_said, app_timed_speech

CARD = "Bob: 7 of hearts. Total 71."
LOSS = "Bob passed 66: loses 1 token. 7 left."


def _key(key, down, mod=0):
    kind = pygame.KEYDOWN if down else pygame.KEYUP
    pygame.event.post(pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0))


def _table_saying_bobs_move(client):
    """A counting table, all said; then Bob's card and its loss as the table's events, the card
    being said (0.5 s in)."""
    register_game(ENTRY)
    speech = app_timed_speech(client)
    client.start()
    client.push(CountingTable(client.app, remembered_setup(client.app, 3), 7))  # (seed 7: your turn first)
    table = client.app.top
    all_said(client, speech)
    client.app.announcer.say(CARD, scene=table, gist="")
    client.app.announcer.say(LOSS, scene=table, gist="")
    client.frames(30)
    assert speech.log[-1].text == CARD and not speech.idle()
    return speech, table


def test_ctrl_f1_during_another_players_move_says_it_after_the_rules(client):
    """Ctrl (down), F1 with Ctrl held, both let go: the rules open; back with Escape, Bob's card
    (cut early: said again) and his loss are said, in order, before the table's situation."""
    speech, table = _table_saying_bobs_move(client)
    _key(pygame.K_LCTRL, True, pygame.KMOD_LCTRL)
    _key(pygame.K_F1, True, pygame.KMOD_LCTRL)
    _key(pygame.K_F1, False, pygame.KMOD_LCTRL)
    _key(pygame.K_LCTRL, False)
    client.frames(2)
    assert client.app.top is not table
    client.frames(60 * 5)
    at = len(speech.log)
    client.press(pygame.K_ESCAPE)
    assert client.app.top is table
    all_said(client, speech)
    said = [spoken.text for spoken in speech.log[at:]]
    assert said[:2] == [CARD, LOSS], said
    assert said[2].startswith("Round 1."), said


def test_ctrl_alone_still_silences(client):
    """Ctrl pressed and let go: Bob's card is cut and his loss dropped, neither said after (the
    history keeps them: Page Up reads them)."""
    speech, table = _table_saying_bobs_move(client)
    _key(pygame.K_LCTRL, True, pygame.KMOD_LCTRL)
    _key(pygame.K_LCTRL, False)
    client.frames(2)
    at = len(speech.log)
    all_said(client, speech)
    assert [spoken.text for spoken in speech.log[at:]] == []
    client.press(pygame.K_DOWN)  # another key after the silence: still nothing of it
    all_said(client, speech)
    assert LOSS not in [spoken.text for spoken in speech.log[at:]]
    assert LOSS in client.app.announcer.history.items()
