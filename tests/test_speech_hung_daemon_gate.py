"""A speech daemon that takes each line and never says it: no key acts on a turn line it never spoke.

Found by ear (counting, 3 players, seed 7; this machine's Speech Dispatcher, fresh): Prism opened
Speech Dispatcher while espeak-ng said the game's first line; the daemon took "Round 1. Bob deals.
You play first." and the turn line at once (``spd_say`` returns as soon as the daemon has queued a
line), spoke neither (its output module hung), and hung on the first call that needs that module:
the stop that comes before an interrupting line. Speech Dispatcher cannot say whether it is speaking
(Prism has no "is speaking" for it), so the queue times each line by its estimated length
(:data:`game.speech.queue.SECONDS_PER_CHAR`): the turn line counted as heard ~7 s after it was given,
the turn-line gate (:meth:`CardTable.turn_line_unheard`) let Return play the 6 of hearts, whose answer
("You: 6 of hearts. Total 6.", interrupting) was the call that hung; 5 s later "Speech through Speech
Dispatcher stopped working: using espeak-ng." and then only the move and the draw prompt: the turn
line was never heard.

Now a speech that cannot tell it speaks has to show it answers after taking lines (a stop it carries
out: what a key's answer does anyway) before a key acts on a turn line it was given: the key is kept
until it answers (a frame or two), and acts then; when it does not answer within
:data:`game.scenes.card_table.PROVE_WAIT`, the key plays only the refused cue and never acts. After the
fallback notice the turn line is said through the next speech, worded with the focus as it is then.

The daemon here is a fake ``prism`` module in memory (driven by :class:`DirectLink`, as the real one is
in its child process): ``speak`` takes the text and returns; ``stop`` (and a speak that interrupts)
blocks while ``hung`` is set. The fallback is a :class:`RecordingSpeech`."""

from __future__ import annotations

import sys
import threading
import time
import types

import pygame
import pytest

from game.counting.menu_entry import ENTRY
from game.scenes.registry import register_game
from game.scenes.card_table import PROVE_WAIT
from game.speech import RecordingSpeech
from game.speech.prism_speech import open_prism
from timed_speech import AppClock, TimedSpeech, app_timed_speech

ROUND = "Round 1. Bob deals. You play first."
TURN = ("Your turn. Total 0. Your cards: 6 of hearts, queen of spades, 2 of spades. "
        "Enter plays the 6 of hearts.")
TURN_QUEEN = ("Your turn. Total 0. Your cards: 6 of hearts, queen of spades, 2 of spades. "
              "Enter plays the queen of spades.")
NOTICE = "Speech through Speech Dispatcher stopped working: using recording."
PLAYED = "You: 6 of hearts. Total 6."
DRAW = "You can still draw: press Space."
SITUATION = ("Round 1. Your turn. Total 0. Your cards: 6 of hearts, queen of spades, 2 of spades. "
             "Enter plays the 6 of hearts.")


@pytest.fixture(autouse=True)
def _registered():
    register_game(ENTRY)


class Daemon:
    """A fake ``prism`` module whose one backend, "Speech Dispatcher", takes every line at once
    and cannot tell whether it speaks; while ``hung`` is set a stop (or a line that interrupts)
    blocks until ``release`` is set, as a daemon whose output module hung."""

    def __init__(self, hung: bool) -> None:
        self.hung = hung
        self.release = threading.Event()
        self.calls: list[tuple[str, ...]] = []

    def module(self):
        daemon = self

        class Features:
            supports_braille = False
            supports_output = False
            supports_is_speaking = False
            supports_stop = True
            supports_set_rate = False

        class Backend:
            name = "Speech Dispatcher"
            features = Features()

            def speak(self, text, interrupt=False):
                if interrupt:
                    self.stop()
                daemon.calls.append(("speak", text))

            def stop(self):
                daemon.calls.append(("stop",))
                if daemon.hung:
                    daemon.release.wait(30)

        class Context:
            backends_count = 1

            def create_best(self):
                return Backend()

        return types.SimpleNamespace(Context=Context, PrismError=RuntimeError)


def daemon_table(client, monkeypatch, hung: bool, hang_limit: float = 0.5):
    """A counting table (3 players, seed 7) spoken through the fake Speech Dispatcher (the
    fallback: a recorder); returns the table, the daemon and the fallback recorder."""
    daemon = Daemon(hung)
    monkeypatch.setitem(sys.modules, "prism", daemon.module())
    backend, why = open_prism(hang_limit=hang_limit)
    assert why is None and not backend.knows_speaking
    fallback = RecordingSpeech()
    client.app.announcer.fallback = lambda name: fallback
    client.app.settings.section("counting")["level"] = "simple"
    voice = app_timed_speech(client)  # the start-up voice (espeak-ng) says the first words
    client.start("counting", players=3, seed=7)
    for _ in range(60 * 5):
        if voice.texts and voice.texts[-1].startswith("Counting game, 3 players"):
            break
        client.frames(1)
    assert voice.texts[-1].startswith("Counting game, 3 players") and not voice.idle()
    client.app.announcer.hand_over(backend)  # Prism found Speech Dispatcher meanwhile
    return client.app.top, daemon, fallback, backend


def taken(daemon: Daemon) -> list[str]:
    return [call[1] for call in daemon.calls if call[0] == "speak"]


def settle(client, backend, frames: int) -> None:
    """Run ``frames`` frames, letting the backend's worker take what it is given each frame."""
    for _ in range(frames):
        client.frames(1)
        backend.wait_idle(1)


def turn_line_counted_heard(client, table, daemon, backend) -> None:
    """Frames until the queue counts the turn line as said (by its estimated length)."""
    for _ in range(60 * 30):
        settle(client, backend, 1)
        said = table._focus_prompt[0] if table._focus_prompt is not None else None
        if said is not None and said.text == TURN and said.state == "done":
            assert taken(daemon)[-2:] == [ROUND, TURN]
            return
    raise AssertionError(f"the turn line was never given: {taken(daemon)}")


def wait_for(condition, seconds: float = 5.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end and not condition():
        time.sleep(0.01)
    return condition()


def refused(client) -> int:
    return client.app.sound.played.count("refused")


def until_failed(client, backend, seconds: float = 5.0) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end and not backend.failed:
        time.sleep(0.02)
    assert backend.failed
    client.frames(1)


def test_return_never_plays_on_a_turn_line_a_hung_daemon_took_and_never_said(client, monkeypatch):
    """C-22, C-23: the turn line taken by the daemon and counted as said by its length; Return
    plays nothing (before the fix it played the 6 of hearts: the daemon never said the line); the
    key waits for the daemon to answer, plays the refused cue when it does not, and never acts.
    Once the daemon is found hung, the notice, then the turn line through the fallback; Return
    while it is said plays nothing; once it was heard, Return plays the 6 of hearts."""
    table, daemon, fallback, backend = daemon_table(client, monkeypatch, hung=True)
    turn_line_counted_heard(client, table, daemon, backend)
    hand, cues = len(table.session.state.hands[0]), refused(client)
    client.press(pygame.K_RETURN)
    client.frames(1)
    assert refused(client) == cues  # kept while the daemon is checked
    time.sleep(PROVE_WAIT)  # the daemon never answers
    client.frames(1)
    assert len(table.session.state.hands[0]) == hand  # nothing played
    assert refused(client) == cues + 1
    assert wait_for(lambda: ("stop",) in daemon.calls)  # the check that finds it hung
    until_failed(client, backend)
    assert fallback.texts[:3] == [NOTICE, ROUND, TURN]  # neither was heard: said through the fallback
    assert fallback.spoken[2] == (TURN, False)
    assert table._focus_prompt[0].text == TURN and table._focus_prompt[0].pending is False  # recorder: at once
    client.press(pygame.K_RETURN)
    assert len(table.session.state.hands[0]) == hand - 1
    assert fallback.texts[3:] == [PLAYED, DRAW]
    daemon.release.set()


def test_return_waits_for_the_turn_line_said_again_after_the_notice(client, monkeypatch):
    """C-22, C-23: through the fallback the turn line takes time (a speech that tells when it is
    done): Return while it is said plays only the refused cue."""
    table, daemon, _fallback, backend = daemon_table(client, monkeypatch, hung=True)
    timed = TimedSpeech(AppClock(client.app))
    client.app.announcer.fallback = lambda name: timed
    turn_line_counted_heard(client, table, daemon, backend)
    hand = len(table.session.state.hands[0])
    client.press(pygame.K_RETURN)
    until_failed(client, backend)
    assert timed.texts == [NOTICE.replace("recording", "timed")]
    cues = refused(client)
    for _ in range(60 * 20):
        client.frames(1)
        if timed.texts[-1] == TURN:
            break
    assert timed.texts[-1] == TURN and not timed.idle()
    client.press(pygame.K_RETURN)
    assert len(table.session.state.hands[0]) == hand and refused(client) == cues + 1
    while not timed.idle():
        client.frames(1)
    client.frames(2)
    client.press(pygame.K_RETURN)
    assert len(table.session.state.hands[0]) == hand - 1 and timed.texts[-1] == PLAYED
    assert timed.log[-2].text == TURN and timed.log[-2].cut_at is None  # the turn line was heard whole
    daemon.release.set()


def test_after_the_notice_the_turn_line_names_the_card_the_focus_moved_to(client, monkeypatch):
    """C-23: Right pressed while the daemon hangs (its answer, "Queen of spades: total 10, 2 of 3.", is
    given to the hung daemon): after the notice the turn line is worded with the focus as it is
    ("... Enter plays the queen of spades."), never the outdated one naming the 6 of hearts."""
    table, daemon, fallback, backend = daemon_table(client, monkeypatch, hung=True)
    turn_line_counted_heard(client, table, daemon, backend)
    client.press(pygame.K_RIGHT)
    assert table.focus == 1
    until_failed(client, backend)
    assert NOTICE in fallback.texts
    after = fallback.texts[fallback.texts.index(NOTICE) + 1:]
    assert after == [ROUND, TURN_QUEEN, "Queen of spades: total 10, 2 of 3"]  # the turn line worded now
    assert client.app.announcer.history.items()[-2:] == [NOTICE, TURN_QUEEN]  # the log shows what is said
    client.press(pygame.K_RETURN)
    assert fallback.texts[-2:] == ["You: queen of spades. Total 10.", DRAW]
    daemon.release.set()


def test_a_daemon_that_answers_lets_return_play_at_once(client, monkeypatch):
    """Healthy speech that cannot tell it speaks (a screen reader without "is speaking"): Return
    on the turn line counted as said by its length plays the 6 of hearts in the frame it is
    pressed (the daemon answered the stop that checks it at once), with no refused cue; from then
    on it is trusted."""
    table, daemon, fallback, backend = daemon_table(client, monkeypatch, hung=False)
    turn_line_counted_heard(client, table, daemon, backend)
    hand, cues = len(table.session.state.hands[0]), refused(client)
    assert backend.unconfirmed()
    client.press(pygame.K_RETURN)
    assert len(table.session.state.hands[0]) == hand - 1
    settle(client, backend, 3)
    assert refused(client) == cues
    assert taken(daemon)[-1] == PLAYED
    at = daemon.calls.index(("speak", TURN))
    assert ("stop",) in daemon.calls[at:]
    assert not backend.unconfirmed()
    assert fallback.texts == []


def test_lines_a_daemon_never_shown_to_speak_took_long_before_the_hang_are_said_again(client, monkeypatch):
    """C-22, C-23: the round's line and the turn line were given so long before the daemon hung
    that, by their length, they would have been said (:meth:`PrismSpeech.unheard`'s window,
    shrunk here to the hang limit); but the daemon never answered a stop after taking a line (it
    never showed it spoke any), so both count as unheard: after the notice the round's line, then
    the turn line, in their order (found by ear: "Round 1. Bob deals. You play first." was never
    said again). The Return pressed during the hang never plays; once the turn line was said,
    Return plays."""
    from game.speech import prism_speech

    monkeypatch.setattr(prism_speech, "SECONDS_PER_CHAR", 0.0)
    monkeypatch.setattr(prism_speech, "START_SECONDS", 0.0)
    table, daemon, fallback, backend = daemon_table(client, monkeypatch, hung=True, hang_limit=0.3)
    turn_line_counted_heard(client, table, daemon, backend)
    time.sleep(0.4)  # the lines now lie outside the window of lines it may not have said
    hand, cues = len(table.session.state.hands[0]), refused(client)
    client.press(pygame.K_RETURN)
    until_failed(client, backend)
    assert refused(client) == cues + 1  # the key kept while the daemon was checked: dropped
    assert backend.unheard() == [ROUND, TURN]
    assert fallback.texts == [NOTICE, ROUND, TURN]
    assert len(table.session.state.hands[0]) == hand
    client.press(pygame.K_RETURN)
    assert fallback.texts[-2:] == [PLAYED, DRAW] and len(table.session.state.hands[0]) == hand - 1
    assert client.app.announcer.history.items().count(ROUND) == 1  # said again, logged once
    daemon.release.set()


def test_a_key_pressed_during_the_hang_leaves_the_lines_said_again_in_order(client, monkeypatch):
    """As above with 1 (the first card's key) pressed during the hang and no sound device, as
    by ear: after the notice, the round's line, then the turn line, in their order; the key's
    reminder does not come between them."""
    from game.speech import prism_speech

    monkeypatch.setattr(prism_speech, "SECONDS_PER_CHAR", 0.0)
    monkeypatch.setattr(prism_speech, "START_SECONDS", 0.0)
    table, daemon, fallback, backend = daemon_table(client, monkeypatch, hung=True, hang_limit=0.3)
    client.app.settings.set("volume", 0)  # as by ear: the refused cue reaches no ear
    turn_line_counted_heard(client, table, daemon, backend)
    time.sleep(0.4)
    client.press(pygame.K_1)
    until_failed(client, backend)
    client.frames(2)
    # (the key's reminder, where cues are not heard, comes once the turn line was said)
    assert fallback.texts[:3] == [NOTICE, ROUND, TURN]
    daemon.release.set()


def test_a_daemon_that_spoke_is_not_asked_again_for_lines_given_long_before_the_hang(client, monkeypatch):
    """A daemon that answered a stop after taking lines (it speaks) and hangs much later: the
    lines it took long before are not said again (the window of :meth:`PrismSpeech.unheard`);
    the answer it hung on is, then the turn line (where the player stands), worded now."""
    from game.speech import prism_speech

    monkeypatch.setattr(prism_speech, "SECONDS_PER_CHAR", 0.0)
    monkeypatch.setattr(prism_speech, "START_SECONDS", 0.0)
    table, daemon, fallback, backend = daemon_table(client, monkeypatch, hung=False, hang_limit=0.3)
    turn_line_counted_heard(client, table, daemon, backend)
    client.press(pygame.K_RIGHT)  # its answer interrupts: a stop that returns
    settle(client, backend, 3)
    assert not backend.unconfirmed()
    time.sleep(0.4)
    daemon.hung = True
    client.press(pygame.K_LEFT)  # its answer's stop hangs
    until_failed(client, backend)
    client.frames(2)
    assert backend.unheard() == ["6 of hearts: total 6, 1 of 3"]
    assert fallback.texts == [NOTICE, "6 of hearts: total 6, 1 of 3", TURN]
    daemon.release.set()


class ForgetfulSpeech(TimedSpeech):
    """A speech that cannot tell what it never said once it failed (``unheard`` None), nor
    whether it speaks; the test fails it."""

    name = "forgetful"
    knows_speaking = False


def test_a_speech_that_cannot_tell_what_it_never_said_hands_over_to_the_turn_line(client, monkeypatch):
    """C-22, C-23: the failed speech cannot tell what it never said: after the notice the table
    says where the game stands (as back from the pause menu), and that is the line a key that
    plays waits for: Return while it is said plays nothing; once it was heard, Return plays."""
    from game.app import STEP

    client.app.settings.section("counting")["level"] = "simple"
    forgetful = ForgetfulSpeech(AppClock(client.app))
    timed = TimedSpeech(AppClock(client.app))
    client.app.announcer.set_backend(forgetful)
    client.app.announcer.fallback = lambda name: timed
    client.start("counting", players=3, seed=7)
    table = client.app.top
    for _ in range(60 * 30):
        said = table._focus_prompt[0] if table._focus_prompt is not None else None
        if said is not None and said.state == "done":
            break
        client.frames(1)
    forgetful.failed = True
    client.frames(1)
    assert timed.texts == ["Speech through forgetful stopped working: using timed."]
    hand = len(table.session.state.hands[0])
    for _ in range(60 * 20):
        if timed.log[-1].text != timed.texts[0]:
            break
        client.frames(1)
    assert timed.texts == ["Speech through forgetful stopped working: using timed.", SITUATION]
    assert not timed.idle()
    client.press(pygame.K_RETURN)
    assert len(table.session.state.hands[0]) == hand
    for _ in range(60 * 20):
        if timed.idle():
            break
        client.app.update(STEP)
    client.frames(2)
    client.press(pygame.K_RETURN)
    assert len(table.session.state.hands[0]) == hand - 1 and timed.texts[-1] == PLAYED


def test_prism_without_is_speaking_is_unconfirmed_until_it_answers_a_stop_after_taking_lines(monkeypatch):
    """:meth:`PrismSpeech.unconfirmed`: a Prism backend that cannot tell whether it speaks is
    unconfirmed until a stop returned after it took a line (a stop before any line proves
    nothing: a daemon's output module hangs on the first line it is given); then it is trusted,
    until a call is stuck longer than :data:`SLOW_CALL` seconds."""
    from game.speech import prism_speech

    monkeypatch.setattr(prism_speech, "SLOW_CALL", 0.1)
    daemon = Daemon(hung=False)
    monkeypatch.setitem(sys.modules, "prism", daemon.module())
    backend, _ = open_prism(hang_limit=5)
    try:
        assert backend.unconfirmed()
        assert backend.confirm(1.0) is False  # nothing taken yet: the stop proves nothing
        assert daemon.calls == [("stop",)]
        backend.speak(ROUND, False)
        assert backend.wait_idle(1) and backend.unconfirmed()
        assert backend.confirm(1.0) is True and not backend.unconfirmed()
        assert daemon.calls == [("stop",), ("speak", ROUND), ("stop",)]
        assert backend.confirm(1.0) is True and len(daemon.calls) == 3  # trusted: not checked again
        daemon.hung = True
        backend.speak(TURN, True)  # its stop hangs
        assert wait_for(lambda: backend.unconfirmed(), 2.0)
        assert not backend.failed
    finally:
        daemon.release.set()
        backend.close()


def test_speech_that_tells_when_it_is_done_is_never_unconfirmed(monkeypatch):
    """espeak-ng, text only, the recorder, and a Prism backend with "is speaking": the queue
    waits for them to say a line is done, so a key never waits for a check."""
    from game.speech.backends import SilentSpeech

    assert not RecordingSpeech().unconfirmed() and RecordingSpeech().confirm(0.0)
    assert not SilentSpeech().unconfirmed()
    daemon = Daemon(hung=True)
    module = daemon.module()
    monkeypatch.setitem(sys.modules, "prism", module)
    backend_class = module.Context().create_best().__class__
    backend_class.features.supports_is_speaking = True
    backend_class.speaking = property(lambda self: False)
    backend, _ = open_prism(hang_limit=5)
    try:
        assert backend.knows_speaking and not backend.unconfirmed()
        assert backend.confirm(0.1) is True and daemon.calls == []  # no stop sent
    finally:
        daemon.release.set()
        backend.close()
