"""A doubled Enter on the trick game's premium choice when another player leads (T-9, T-28;
announcements.md: "a key pressed before the situation it acts on was heard never acts", and a
refusal that could only come late is the refused cue alone, at once).

Found by a tester by ear (``--game tricks --players 4 --seed 31``, speech of real duration, the
by-ear tool's dummy sound device: cues not heard): three bid cards marked, Enter chose "No
premium", and Enter again 0.7 s later, while "You bid 2: ..." was said and "Bidding over. Anna
leads." waited, was answered 5.5 s later, after the lines that told the new situation: "Your key
did nothing. Press it again to hear what you can do.", cut 0.3 s in by "Anna: 10 of spades."
(Anna, hard level, searched a moment once speech was quiet). Where the human leads, the turn
line drops those words; where a computer player acts next, they would come only after the
situation changed and be cut by that player's move: the refused cue alone answers the key.

On the fake engine of tests/timed_speech.py (0.05 s a character, on the app's clock); the
computer's search is made to take 0.6 s of table time, as by ear."""

from __future__ import annotations

import pygame
import pytest

from game.table.thinking import Thinker, ThinkingJob
from timed_speech import app_timed_speech

DID_NOTHING = "Your key did nothing. Press it again to hear what you can do."
PREMIUM = "Bid 3. Choose a premium. No premium, 1 of 3: your bid stays secret."
BID = "You bid 3: spade, spade, spade. No premium."

pytestmark = pytest.mark.usefixtures("tricks_registered")


class _AfterSeconds:
    """A job's ``finished`` that is set once the job has taken ``seconds`` of table time."""

    def __init__(self, job: ThinkingJob, seconds: float) -> None:
        self.job, self.seconds = job, seconds

    def is_set(self) -> bool:
        return self.job.elapsed >= self.seconds - 1e-9

    def set(self) -> None:
        pass


@pytest.fixture
def slow_search(monkeypatch):
    """The computer players' search (the hard level's, in a worker by ear) takes 0.6 s."""
    def think(self, work, done, thinking_text=None):
        job = ThinkingJob(work, done, thinking_text)
        job.finished = _AfterSeconds(job, 0.6)
        self.jobs.append(job)
        job.run()
    monkeypatch.setattr(Thinker, "think", think)


def _all_said(client, speech):
    for _ in range(60 * 60):
        if speech.idle() and not client.app.announcer.queue.pending():
            return
        client.wait(1)
    raise AssertionError("speech never ended")


def _premium_heard(client, volume):
    """Seed 31, four players, hard level, as from the command line: three spades marked, Enter
    (the premium choice), its opening heard whole; (table, speech)."""
    speech = app_timed_speech(client)
    client.app.settings.set("volume", volume)
    client.start("tricks", players=4, seed=31)
    table = client.app.top
    assert table.setup.level == "hard"
    _all_said(client, speech)
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE):
        client.press(key, frames=30)
    _all_said(client, speech)
    client.press(pygame.K_RETURN)
    _all_said(client, speech)
    assert speech.texts[-1] == PREMIUM and speech.log[-1].cut_at is None
    return table, speech


@pytest.mark.parametrize("volume", [0, 70])
def test_a_doubled_enter_on_no_premium_when_anna_leads_is_the_refused_cue_alone(client, slow_search, volume):
    """T-9, T-28: Enter chooses No premium; Enter again 0.7 s later (the bid being said,
    "Bidding over. Anna leads." waiting) plays the refused cue at once and does nothing; the
    lines go on, uncut and in order, to Anna's lead, the others' cards and the turn line, and
    no words answer that key later, whether cues are heard or not (volume 0: the by-ear
    tester's case, where "Your key did nothing. ..." came 5.5 s after the key)."""
    table, speech = _premium_heard(client, volume)
    said = len(speech.log)
    client.press(pygame.K_RETURN, frames=42)
    assert speech.texts[said:] == [BID] and not speech.idle()
    assert table.view.bid == 3 and table.view.phase == "play"
    cues = client.app.sound.played.count("refused")
    client.press(pygame.K_RETURN)
    assert client.app.sound.played.count("refused") == cues + 1  # at once
    for _ in range(60 * 40):
        if speech.texts[-1].startswith("Your turn."):
            break
        client.wait(1)
    _all_said(client, speech)
    lines = speech.log[said:]
    assert [spoken.text for spoken in lines][:-1] == [
        BID, "Bidding over. Anna leads.", "Anna: 10 of spades.", "Bob: 5 of spades.", "Carl: 6 of spades."]
    assert lines[-1].text.startswith("Your turn. Anna led the 10 of spades.")
    assert [spoken.cut_at for spoken in lines] == [None] * len(lines)
    assert not any(text.startswith("Your key did nothing") for text in speech.texts)
    assert DID_NOTHING not in client.app.announcer.history.items()
    assert client.app.sound.played.count("refused") == cues + 1
    assert table.view.current_trick and len(table.view.current_trick) == 3  # nothing played for the human
