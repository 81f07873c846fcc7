"""The one kept key (game/scenes/kept_key.py): a key pressed late in another player's move line, late
in one's own turn line, or while a speech answers a check, is kept and handled again once what it
waits for was heard (C-22, C-23, T-28, T-29).

The three were kept three ways in :class:`game.scenes.card_table.CardTable`; the key kept while the
speech answered a check acted without the app's ``intent_now`` (the other two set it), so a gate
that keeps a key anew saw no key pressed. Now one :class:`KeptKey` in one :class:`KeySlot`: the
newest key replaces an older one; a key that counts only as the newest is dropped once another key
was pressed; it acts once, with its intent as ``intent_now``; a held key (its auto-repeats are never
counted) acts once."""

from __future__ import annotations

import time
from types import SimpleNamespace

import pygame

from game.scenes.kept_key import ACT, DROP, GIVE_UP, MOVES, SPEECH_CHECK, TURN_LINE, WAIT, KeptKey, KeySlot
from test_speech_hung_daemon_gate import PLAYED, daemon_table, refused, settle, turn_line_counted_heard
from test_turn_line_heard_keys import LEAD, _registered, trick_won_being_said  # noqa: F401
from test_turn_line_kept_keys import into_line, to_line_end
from timed_speech import end_line_now


class Line:
    """A stand-in for what a kept key waits for: ``heard`` once it was heard; ``early`` once it
    shows the key came too early."""

    def __init__(self) -> None:
        self.heard = False
        self.early = False

    def release(self, kept: KeptKey) -> str:
        return ACT if self.heard else GIVE_UP if self.early else WAIT


def kept(host, line: Line, intent: str, done: list, reason: str = TURN_LINE, **options) -> KeptKey:
    """A key of ``intent`` kept now (the host's key count) until ``line`` was heard; acting
    appends ``(intent, host.intent_now)`` to ``done``, giving up appends ``("gave up", intent)``."""
    return KeptKey(reason, intent, host.key_presses, 0.0, line.release,
                   lambda: done.append((intent, host.intent_now)), lambda: done.append(("gave up", intent)),
                   **options)


def test_the_kept_key_acts_once_the_line_was_heard_with_its_intent_as_intent_now():
    host = SimpleNamespace(key_presses=4, intent_now=None)
    slot, line, done = KeySlot(), Line(), []
    slot.keep(kept(host, line, "play_slot_2", done))
    assert [slot.run(host) for _ in range(3)] == [WAIT, WAIT, WAIT] and done == []
    line.heard = True
    assert slot.run(host) == ACT
    assert done == [("play_slot_2", "play_slot_2")]  # acted with its intent as intent_now
    assert host.intent_now is None and slot.key is None  # set back; let go
    assert slot.run(host) is None and done == [("play_slot_2", "play_slot_2")]  # once


def test_a_second_key_replaces_the_first():
    host = SimpleNamespace(key_presses=4, intent_now=None)
    slot, first, second, done = KeySlot(), Line(), Line(), []
    slot.keep(kept(host, first, "play_slot_3", done))
    host.key_presses += 1
    slot.keep(kept(host, second, "play_slot_2", done))
    first.heard = second.heard = True
    assert slot.run(host) == ACT and slot.run(host) is None
    assert done == [("play_slot_2", "play_slot_2")]


def test_another_key_drops_a_newest_only_key_but_not_one_kept_during_a_move():
    host = SimpleNamespace(key_presses=4, intent_now=None)
    slot, line, done = KeySlot(), Line(), []
    slot.keep(kept(host, line, "play", done, reason=SPEECH_CHECK))
    host.key_presses += 1  # an arrow, Ctrl, a status key
    line.heard = True
    assert slot.run(host) == DROP and slot.key is None and done == []
    host.key_presses = 4
    slot.keep(kept(host, line, "next", done, reason=MOVES, newest_only=False))
    host.key_presses += 1
    assert slot.run(host) == ACT and done == [("next", "next")]


def test_a_held_key_acts_once():
    """The app counts a held key once (auto-repeats are not counted): the count unchanged, the
    kept key is not dropped, and it acts once, however many updates follow."""
    host = SimpleNamespace(key_presses=9, intent_now=None)
    slot, line, done = KeySlot(), Line(), []
    slot.keep(kept(host, line, "play", done))
    line.heard = True
    assert [slot.run(host) for _ in range(5)] == [ACT, None, None, None, None]
    assert done == [("play", "play")]


def test_a_key_that_came_too_early_gives_up_once_and_never_acts():
    host = SimpleNamespace(key_presses=1, intent_now=None)
    slot, line, done = KeySlot(), Line(), []
    slot.keep(kept(host, line, "play", done))
    line.early = True
    assert slot.run(host) == GIVE_UP
    line.heard = True
    assert slot.run(host) is None and done == [("gave up", "play")]


def test_a_key_kept_while_acting_is_still_kept_during_its_act_and_a_newer_one_it_keeps_stays():
    host = SimpleNamespace(key_presses=1, intent_now="outer")
    slot, line, newer, seen = KeySlot(), Line(), Line(), []

    def act():
        seen.append((slot.key is not None, host.intent_now))
        slot.keep(kept(host, newer, "again", []))

    slot.keep(KeptKey(MOVES, "next", 1, 0.0, line.release, act, lambda: None, newest_only=False,
                      kept_while_acting=True))
    line.heard = True
    assert slot.run(host) == ACT
    assert seen == [(True, "next")] and slot.key is not None and slot.key.intent == "again"
    assert host.intent_now == "outer"  # set back


# ----------------------------------------------------------------------------- at the tables
def test_a_return_held_late_in_the_turn_line_leads_one_card(client):
    """T-28: Return held down (30 auto-repeats) from 90 % of "Your turn. You lead. ..." until
    past its end: kept once, with no sound; the 8 of clubs is led once the line ended, once."""
    table, speech = trick_won_being_said(client)
    end_line_now(speech)
    turn = into_line(client, speech, LEAD, 0.9)
    hand, cues = len(table.session.state.hands[0]), refused(client)
    client.hold(pygame.K_RETURN, 30)  # (past the line's end: the key acts meanwhile)
    to_line_end(client, speech, turn)
    client.frames(60)
    assert turn.cut_at is None and len(table.session.state.hands[0]) == hand - 1 and refused(client) == cues
    at = speech.texts.index(LEAD)
    assert speech.texts[at:at + 2] == [LEAD, "You: 8 of clubs."] and speech.texts.count("You: 8 of clubs.") == 1


def test_a_key_kept_while_the_speech_answers_acts_with_its_intent_as_intent_now(client, monkeypatch):
    """C-22, C-23: counting, seed 7, a Speech Dispatcher that cannot tell it speaks and answers
    the check late (its stop blocks until released): Return on the turn line is kept, then
    plays the 6 of hearts once the speech answered, handled with its own intent as the app's
    ``intent_now``, as a key kept on the turn line is (before: None, so a gate that keeps a key
    anew saw no key)."""
    table, daemon, _fallback, backend = daemon_table(client, monkeypatch, hung=True)
    turn_line_counted_heard(client, table, daemon, backend)
    hand, cues = len(table.session.state.hands[0]), refused(client)
    seen = []
    handle = table.on_intent

    def on_intent(intent):
        seen.append((intent.name, getattr(client.app.intent_now, "name", None)))
        handle(intent)

    monkeypatch.setattr(table, "on_intent", on_intent)
    client.press(pygame.K_RETURN)
    assert len(table.session.state.hands[0]) == hand and refused(client) == cues  # kept while it is checked
    daemon.release.set()  # the speech answers the stop
    daemon.hung = False
    end = time.monotonic() + 0.4
    while time.monotonic() < end and len(table.session.state.hands[0]) == hand:
        settle(client, backend, 1)
    assert len(table.session.state.hands[0]) == hand - 1 and not table.key_kept
    name = seen[0][0]  # the press, then the kept key acting: each with its intent as intent_now
    assert seen == [(name, name), (name, name)] and client.app.intent_now is None
    assert refused(client) == cues and PLAYED in [call[1] for call in daemon.calls if call[0] == "speak"]
