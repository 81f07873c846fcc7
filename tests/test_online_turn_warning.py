"""The turn timer's words at an online counting table (docs/online.md, C-8, C-22): the opening
names the table's turn timer; the warning's seconds are worked out when it begins to be said
(dropped when too little time is left), and a warning cut by a key is said again after that
key's answer, as the draw warning is. A real server process on 127.0.0.1, the headless app as
Ana, Ben a protocol client in a thread who plays only when the test lets him."""

from __future__ import annotations

import time

import pygame

from game.table import remote
from test_online_table import run_until, stop, table_of
from test_online_table_menu_speech import frames_until, open_at, quiet
from timed_speech import TimedSpeech

OPENING = ("Counting game, 2 players, 9 tokens each, 3 cards in hand. Cards are drawn for you. "
           "Turn timer: 60 seconds a turn; then a computer player plays for you.")


def at_my_turn(client, tmp_path, monkeypatch):
    """Ana at a table with 60 seconds a turn (the server's own warning comes after the test),
    on her first turn (the server's fixed seeds: she plays first), all said; the turn timer's
    clock frozen at 1000 (``now[0]`` moves it)."""
    now = [1000.0]
    monkeypatch.setattr(remote, "clock", lambda: now[0], raising=False)
    server, ben = open_at(client, tmp_path, turn_timer=60)
    table = table_of(client)
    run_until(client, lambda: quiet(client), 30)
    assert table.session.view().turn == table.seat
    frames_until(client, lambda: not table.actions_held())
    opening = list(client.texts)
    speech = TimedSpeech(time.monotonic, seconds_per_char=0.02)  # (from now on speech takes real time)
    client.app.announcer.set_backend(speech)
    client.speech = speech
    return server, ben, table, now, opening


def warn(table) -> None:
    """The server's frame: 4 seconds left for this seat's turn (handled as it comes)."""
    table.session._frame({"type": "notice", "what": "turn_warning", "seat": table.seat, "name": "Ana", "seconds": 4.0})


def settle(client, table) -> None:
    """Run until all is said and no turn warning waits (one is said in the frame after silence)."""
    said = lambda: getattr(table, "_turn_warning_said", None)  # noqa: E731
    run_until(client, lambda: quiet(client) and getattr(table, "_turn_warning_due", None) is None
              and (said() is None or not said().pending), 10)
    client.app.step(1)
    run_until(client, lambda: quiet(client), 10)


def test_the_opening_names_the_turn_timer(client, tmp_path, monkeypatch):
    """Found by ear: the opening said only the draw; a player who joined never heard the limit
    until its first warning."""
    server, ben, table, now, opening = at_my_turn(client, tmp_path, monkeypatch)
    try:
        assert OPENING in opening
    finally:
        ben.stop.set()
        stop(server)


def test_a_warning_delayed_behind_an_answer_says_the_seconds_left_when_it_begins(client, tmp_path, monkeypatch):
    """Found by ear: "4 seconds left for your turn." was said behind the answer to Up with 0.9 s
    left. The warning comes (4 s left) while C's answer is said; it begins 2.6 s later: "1 second
    left for your turn."; a second one that could begin only 0.2 s before the time runs out is
    not said."""
    server, ben, table, now, opening = at_my_turn(client, tmp_path, monkeypatch)
    try:
        at = len(client.texts)
        client.press(pygame.K_n)
        assert client.app.announcer.speech_busy()  # ("Cards in hand: you 3, Ben 3.")
        warn(table)
        now[0] += 2.6
        settle(client, table)
        assert client.texts[at + 1:] == ["1 second left for your turn."]
        at = len(client.texts)
        client.press(pygame.K_n)
        warn(table)
        now[0] += 3.8
        settle(client, table)
        assert len(client.texts) == at + 1  # (N's answer only)
    finally:
        ben.stop.set()
        stop(server)


def test_a_key_in_the_warning_is_answered_after_it_and_a_second_key_cuts_it_said_again_after(
        client, tmp_path, monkeypatch):
    """Found by ear: "4 seconds left for your turn." cut by C 0.3 s in was never said again, the
    next line was "Your time ran out: ...". The warning is said whole, C's answer after it; C
    then Right while it is still said: the player presses on, it is cut, and said again after
    Right's answer, with the seconds left then ("3 seconds left for your turn.")."""
    server, ben, table, now, opening = at_my_turn(client, tmp_path, monkeypatch)
    try:
        at = len(client.texts)
        warn(table)
        assert client.texts[at:] == ["4 seconds left for your turn."]
        client.app.step(1)
        time.sleep(0.2)
        client.press(pygame.K_c)
        settle(client, table)
        assert client.texts[at:] == ["4 seconds left for your turn.", "Total 0."]
        assert [spoken.cut_at for spoken in client.speech.log[-2:]] == [None, None]
        at = len(client.texts)
        warn(table)
        client.app.step(1)
        time.sleep(0.2)
        now[0] += 0.7
        client.press(pygame.K_c)
        client.press(pygame.K_RIGHT)
        settle(client, table)
        # (C's answer, waiting behind the warning, gives way to Right's; the server's fixed seeds)
        assert client.texts[at:] == ["4 seconds left for your turn.", "Queen of hearts: total 10, 2 of 3",
                                     "3 seconds left for your turn."]
        assert client.speech.log[-3].cut_at is not None
    finally:
        ben.stop.set()
        stop(server)


def test_back_in_a_new_window_the_first_words_name_the_turn_timer(client):
    """A person back at their game under way in a new window (no opening said) hears the turn
    timer with its first words: "Counting game resumed. Tokens: ... Turn timer: 30 seconds a
    turn; then a computer player plays for you."."""
    from game.counting import events as counting_events
    from game.counting.scenes.table import CountingTable, TableSetup
    from game.counting.state import CountingView
    from game.table.remote import RemoteSession
    from online_frames import counting_summary
    from test_online_counting_return_words import WAIT, jack_game, sync_of
    from test_online_table_speech import quiet as all_said
    from test_remote_session import Link
    from timed_speech import app_timed_speech

    state, updates, _jack = jack_game()
    speech = app_timed_speech(client)
    setup = TableSetup(state.options, draw_time=None)
    summary = dict(counting_summary(state.options), turn_timer=30)
    session = RemoteSession(Link(), summary, 0, sync_of(state, updates, 0, stand_in=False), setup, counting_events,
                            CountingView)
    client.start()
    client.push(CountingTable(client.app, setup, 0, session=session))
    all_said(client, speech, WAIT)
    you, bob, ben = state.tokens
    assert speech.texts[1] == (f"Counting game resumed. Tokens: you {you}, Bob {bob}, Ben {ben}. "
                               "Turn timer: 30 seconds a turn; then a computer player plays for you."), speech.texts
