"""A key kept until what it acts on was heard acts once that was heard, not only at the end of
a line that goes on with help after it, and never past one's own turn timer (C-22, C-23, T-9,
T-28, T-29; docs/announcements.md, "kept, with no sound").

Found by a tester by ear online (trick game, 2 players, 30-second turn timer): back from the
table menu, "Trick game. Your turn. You lead. You have 1 of 4 tricks: you need 3 more. Focus: queen of
spades. H reads your hand." (8.58 s); Return as "Focus: queen of spades" was said was kept, with
no sound, until the line's end, and the time ran out 0.07 s after it: "Your time ran out: ...",
"Played for you: the ace of diamonds.". And in the premium choice, Return pressed once the time
had run out, not yet heard, was answered "Your key did nothing: the last moves are still being
said. Press it again once they are said." after "Your time ran out: ...", when no other player's
move was being said.

Now Enter kept in the turn line plays once the sentence naming the card ("Focus: 8 of clubs.")
was heard, cutting the help after it, and Enter pressed in that help plays at once; online, a
kept key whose release would come after the time runs out (the turn timer's warning told the
time) acts at once once what it acts on was heard, and one one's own time-out overtakes is
dropped, unsaid ("Your time ran out: ..." tells it). The fake engine of tests/timed_speech.py
speaks 0.05 s a character after 0.1 s, on the app's clock."""

from __future__ import annotations

import pygame

from game.speech.pace import spoken_share
from game.table import remote
from online_frames import trick_table, tricks_summary, update
from test_online_table_speech import acts
from test_online_table_speech import quiet as settled
from test_turn_line_heard_keys import (  # noqa: F401  (the fixture registers both games)
    LEAD, _registered, cards_left, quiet, refused, trick_won_being_said)
from test_turn_line_kept_keys import into_line
from timed_speech import app_timed_speech, end_line_now

RESUME = f"Trick game. {LEAD} H reads your hand."
"""The line back from the pause menu on the lead of seed 11 (T-28: the help after the card)."""
NAMED = RESUME.index(" H reads your hand.")
"""The characters of :data:`RESUME` through the sentence naming the card Enter plays."""
TIME_OUT = "Your time ran out: a computer player plays this turn for you."


def resume_line_being_said(client, share: float):
    """Seed 11's lead (tests/test_turn_line_heard_keys.py) heard, the pause menu opened and
    closed: frames until ``share`` of :data:`RESUME` was said; (table, speech, that line)."""
    table, speech = trick_won_being_said(client)
    end_line_now(speech)
    quiet(client)
    client.press(pygame.K_ESCAPE)
    quiet(client)
    client.press(pygame.K_ESCAPE)
    return table, speech, into_line(client, speech, RESUME, share)


def named_at(client, line) -> float:
    """When :data:`RESUME`, said as ``line``, was heard through "Focus: 8 of clubs.", by the
    measure the game hears a line's parts with: its length at the speaking rate measured, the
    share of it those words take (:func:`game.speech.pace.spoken_share`)."""
    length = client.app.announcer.queue.spoken_seconds(RESUME)
    assert length is not None
    return line.start + spoken_share(RESUME, NAMED) * length


def test_enter_early_in_the_resume_line_of_a_situation_heard_plays_at_once(client):
    """T-28, T-29 (docs/announcements.md, "Nothing of a screen that has been left is said after
    it"): the lead heard ("Focus: 8 of clubs." said) before the pause menu, nothing changed under
    it: the line on coming back is a reminder. Enter at 70 % of "Trick game. Your turn. You lead.
    ... Focus: 8 of clubs. H reads your hand.", before the card is named again, is not kept: the 8
    of clubs is led at once, cutting the line, with no refused cue (before ac295d9: kept, with no
    sound, until "Focus: 8 of clubs." was heard again)."""
    table, speech, line = resume_line_being_said(client, 0.7)
    left, cues = cards_left(table), refused(client)
    assert speech.clock() < named_at(client, line) - 0.05  # (the card not yet named again)
    client.press(pygame.K_RETURN)
    assert not table.key_kept and cards_left(table) == left - 1
    assert line.cut_at is not None and line.cut_at < named_at(client, line)
    quiet(client)
    at = speech.texts.index(RESUME)
    assert speech.texts[at:at + 2] == [RESUME, "You: 8 of clubs."]
    assert refused(client) == cues


def test_enter_in_the_help_after_the_card_plays_at_once(client):
    """T-28, T-29: Enter while "H reads your hand." is said, "Focus: 8 of clubs." heard: the 8
    of clubs is led at once, cutting the help (before the fix: kept in silence to the line's
    end)."""
    table, speech, line = resume_line_being_said(client, 0.95)
    left, cues = cards_left(table), refused(client)
    client.press(pygame.K_RETURN)
    assert line.cut_at is not None and speech.texts[-1] == "You: 8 of clubs."
    assert cards_left(table) == left - 1 and refused(client) == cues


# ----------------------------------------------------------------------------- online, a turn timer
PREMIUM = "Bid 4. Choose a premium. No premium, 1 of 3: your bid stays secret."
"""Ana's premium choice's opening, seed 11, three bid cards marked (T-9)."""


def premium_opening_being_said(client, monkeypatch, share: float):
    """Ana at an online trick table (seed 11, 3 players, a 30-second turn timer; the turn clock
    is the game's, ``remote.clock``), her three bid cards marked by Space and Right, then Enter:
    frames until ``share`` of :data:`PREMIUM` was said. Returns the state, the table, the link,
    the speech and that line."""
    from game.tricks.options import TricksOptions
    from game.tricks.state import TricksState
    monkeypatch.setattr(remote, "clock", lambda: 1000 + client.app.updates / 60, raising=False)
    state = TricksState.new(TricksOptions(players=3), 11)
    table, link = trick_table(client, state, 0, summary=dict(tricks_summary(3), turn_timer=30))
    speech = app_timed_speech(client)
    settled(client, speech)
    for _ in range(3):
        client.press(pygame.K_SPACE)
        settled(client, speech)
        client.press(pygame.K_RIGHT)
        settled(client, speech)
    client.press(pygame.K_RETURN)
    return state, table, link, speech, into_line(client, speech, PREMIUM, share)


def test_a_key_kept_when_ones_time_runs_out_is_dropped_unsaid(client, monkeypatch):
    """T-9, T-28 with a turn timer: Enter at 80 % of the premium choice's opening is kept; Ana's
    time runs out before the line ends, and a computer bids for her: the kept Enter is dropped,
    with no word and no cue ("Your time ran out: ..." tells it), never "Your key did nothing:
    the last moves are still being said. ..." (an answer about other players' moves), and
    nothing is sent."""
    from game.tricks.actions import Bid
    from game.tricks.text import bid_laid_aside_text, bid_of
    state, table, link, speech, line = premium_opening_being_said(client, monkeypatch, 0.8)
    cues = refused(client)
    client.press(pygame.K_RETURN)
    assert table.key_kept and refused(client) == cues
    marked = tuple(table.marked)
    link.frames += [{"type": "notice", "what": "timed_out", "seat": 0, "name": "Ana"},
                    update(state, 2, 0, state.apply(Bid(0, marked, None)), 0, timed_out=True)]
    client.frames(3)
    # (the time-out cut the line, an answer to her key, at once: the turn it spoke of is gone)
    assert not table.key_kept and speech.log[-2] is line and line.cut_at is not None
    assert speech.log[-1].text == TIME_OUT
    settled(client, speech)
    said = speech.texts[speech.texts.index(PREMIUM):]
    assert said[:3] == [PREMIUM, TIME_OUT, bid_laid_aside_text(bid_of(marked), marked, None)], said
    assert not any(text.startswith("Your key did nothing") for text in said)
    assert refused(client) == cues and acts(link) == []


def test_near_the_time_out_a_kept_key_acts_once_its_line_was_heard(client, monkeypatch):
    """T-9, T-28 with a turn timer: Enter at 80 % of the premium choice's opening is kept; Ben's
    bid comes meanwhile ("Ben has bid.", waited for: the bid would drop it unheard), and the turn
    timer tells under a second is left. The opening heard to its end, Enter chooses at once ("no
    premium", the bid sent), not after "Ben has bid." (before the fix: after it, past the time);
    before the opening's end, nothing is sent (what it acts on not yet heard)."""
    from game.tricks.actions import Bid
    state, table, link, speech, line = premium_opening_being_said(client, monkeypatch, 0.8)
    client.press(pygame.K_RETURN)
    assert table.key_kept
    ben = tuple(state.legal_bid_cards(2)[:3])
    link.frames.append(update(state, 2, 2, state.apply(Bid(2, ben, None)), 0))
    client.frames(2)
    table.session._frame({"type": "notice", "what": "turn_warning", "seat": 0, "name": "Ana", "seconds": 0.9})
    assert "Ben has bid." in [item.text for item in client.app.announcer.queue.pending()]  # (after the line)
    while speech.clock() < line.end - 0.05:
        client.frames(1)
        assert acts(link) == [] and speech.log[-1] is line
    client.frames(4)
    assert [fields["action"]["premium"] for fields in acts(link)] == [None]
    assert "Ben has bid." not in speech.whole and line.cut_at is None
