"""A key answered by the ``refused`` cue alone is answered in words where cues are not heard
(C-22, C-23, T-28, T-29; announcements.md: "an illegal move is refused and announced").

Found by ear (the by-ear tool's sound device is a dummy): Return pressed early in one's own turn
line played only the refused cue, which nobody heard; the player heard silence and believed the
card played. With the effects volume at 0 here (``SoundCues.audible`` is False), the same key says,
once the turn line was heard whole (never cut), "Too early: your key was not used. Press it
again.": once for a burst of presses, dropped unsaid when the player's own move or a newer prompt
comes first, never holding a computer player up. With cues heard nothing changes.

The fake engine of tests/timed_speech.py speaks 0.05 s a character after 0.1 s, on the app's
clock."""

from __future__ import annotations

import importlib

import pygame
import pytest

from game.counting.menu_entry import ENTRY
from game.counting.scenes import CountingTable
from game.counting.scenes.table import remembered_setup
from game.scenes.base import Scene
from game.scenes.registry import register_game
from test_cut_prompt_said_again import COUNTING_SHORT, LEAD_SHORT
from test_turn_line_heard_keys import BOB, COUNTING_TURN, LEAD, TRICK_WON, cards_left, trick_won_being_said
from timed_speech import app_timed_speech, end_line_now

TOO_EARLY = "Too early: your key was not used. Press it again."
DID_NOTHING = "Your key did nothing. Press it again to hear what you can do."


@pytest.fixture(autouse=True)
def _registered():
    import game.tricks.menu_entry
    importlib.reload(game.tricks.menu_entry)
    register_game(ENTRY)


def silent_cues(client):
    """Effects volume 0: the refused cue reaches no ear."""
    client.app.settings.set("volume", 0)
    assert client.app.sound.audible() is False


def all_said(client, speech, limit=60 * 60):
    """Frames until the engine is idle and nothing waits (a reminder included)."""
    for _ in range(limit):
        if speech.idle() and not client.app.announcer.queue.pending():
            return
        client.frames(1)
    raise AssertionError("speech never ended")


def counting_turn_line_being_said(client, into=30):
    """Seed 7, 3 players (as tests/test_turn_line_heard_keys.py): Bob's card said to its end, the
    turn line then said for ``into`` frames (0: not begun). Returns the table and the speech."""
    speech = app_timed_speech(client)
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("counting")["level"] = "simple"
    client.start()
    client.push(CountingTable(client.app, remembered_setup(client.app, 3), 7))
    table = client.app.top
    all_said(client, speech)
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)
    for _ in range(60 * 30):
        if speech.log[-1].text == BOB and not speech.idle():
            break
        client.frames(1)
    assert end_line_now(speech).text == BOB
    if into:
        client.frames(into)
        assert speech.log[-1].text == COUNTING_TURN and not speech.idle()
    return table, speech


def test_counting_return_three_times_early_in_the_turn_line_is_answered_once_at_once(client):
    """C-22, C-23: Return three times 0.5 s into one's turn line: nothing played; "Too early: ..."
    once, at once, cutting the line, then its short reminder (its head and the card Enter plays,
    as after a status key; found by a tester by ear: the words came after the whole line, 10 s
    after the key); Return then plays the queen of spades."""
    silent_cues(client)
    table, speech = counting_turn_line_being_said(client)
    hand = len(table.session.state.hands[0])
    for _ in range(3):
        client.press(pygame.K_RETURN)
        client.frames(5)
    assert len(table.session.state.hands[0]) == hand
    assert speech.log[-1].text == TOO_EARLY  # at once, once
    all_said(client, speech)
    at = speech.texts.index(BOB)
    assert speech.texts[at:] == [BOB, COUNTING_TURN, TOO_EARLY, COUNTING_SHORT]
    assert [spoken.cut_at is not None for spoken in speech.log[at:]] == [False, True, False, False]
    assert TOO_EARLY in client.app.announcer.history.items()  # in the log too
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == "You: queen of spades. Total 34."


def test_counting_with_cues_heard_nothing_is_said(client):
    """The same presses with the cue heard (volume 70): the cue alone, as before."""
    assert client.app.sound.audible() is True
    table, speech = counting_turn_line_being_said(client)
    cues = client.app.sound.played.count("refused")
    for _ in range(3):
        client.press(pygame.K_RETURN)
        client.frames(5)
    all_said(client, speech)
    assert client.app.sound.played.count("refused") == cues + 3
    at = speech.texts.index(BOB)
    assert speech.texts[at:] == [BOB, COUNTING_TURN]
    assert TOO_EARLY not in client.app.announcer.history.items()


def test_counting_early_return_is_told_before_a_late_one_plays(client):
    """Return early in the turn line: "Too early: ..." at once, the line's reminder after it;
    Return late in that line is kept and plays at its end. Found by a tester by ear: the first
    Return's reminder waited behind the line and the second Return, which played, dropped it: the
    first was refused in silence."""
    silent_cues(client)
    table, speech = counting_turn_line_being_said(client)
    client.press(pygame.K_RETURN)
    assert speech.log[-1].text == TOO_EARLY
    for _ in range(60 * 10):
        if speech.log[-1].text == COUNTING_SHORT and not speech.idle():
            break
        client.frames(1)
    line = speech.log[-1]
    client.frames(round((line.end - speech.clock()) * 60) - 20)  # its last third of a second
    client.press(pygame.K_RETURN)
    assert table.key_kept
    all_said(client, speech)
    at = speech.texts.index(COUNTING_TURN)
    assert speech.texts[at:at + 4] == [COUNTING_TURN, TOO_EARLY, COUNTING_SHORT, "You: queen of spades. Total 34."]


def test_counting_ctrl_after_a_kept_return_adds_no_words(client):
    """C-22, C-23: Return late in the turn line (kept, to play once the line ends), then Ctrl:
    the line is silenced before the card's name ended it, so nothing is played; Ctrl asked for
    silence, so no words follow, not even where cues are not heard ("Press it again." was said
    0.1 s after Ctrl, found by a tester by ear, and the press it asked for only named the card).
    Return then names the card, and Return again plays it."""
    silent_cues(client)
    table, speech = counting_turn_line_being_said(client)
    hand = len(table.session.state.hands[0])
    line = speech.log[-1]
    client.frames(round((line.end - speech.clock()) * 60) - 20)  # its last third of a second
    client.press(pygame.K_RETURN)
    assert table.key_kept
    client.press(pygame.K_LCTRL, mod=pygame.KMOD_LCTRL)
    assert not table.key_kept and line.cut_at is not None
    all_said(client, speech)
    assert len(table.session.state.hands[0]) == hand
    assert speech.texts[-1] == COUNTING_TURN and TOO_EARLY not in client.app.announcer.history.items()
    client.press(pygame.K_RETURN)
    assert len(table.session.state.hands[0]) == hand
    assert speech.texts[-1] == "Enter plays the queen of spades."
    all_said(client, speech)
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == "You: queen of spades. Total 34."


def test_counting_arrow_after_an_early_return_drops_the_reminder(client):
    """Return as the turn line begins (told at once, cutting it), then Right: its answer cuts
    the reminder and names the card. The player pressed on: the Return's reminder is never said
    after the arrow's answer, where "Press it again." would read as being about the arrow (found
    by ear: a reminder 9 s late, after three arrows' answers)."""
    silent_cues(client)
    _table, speech = counting_turn_line_being_said(client, into=0)
    client.press(pygame.K_RETURN)
    client.press(pygame.K_RIGHT)
    all_said(client, speech)
    at = speech.texts.index(BOB)
    arrow = "2 of spades: total doubles to 48, passes 33: you lose 1 token, 2 of 3"
    assert speech.texts[at:] == [BOB, COUNTING_TURN, TOO_EARLY, arrow]
    assert [spoken.cut_at is None for spoken in speech.log[at:]] == [True, False, False, True]


def test_a_reminder_waiting_is_said_before_a_newer_prompt(client):
    """A reminder still waiting (behind a line that is no prompt) stays when a newer prompt of
    its scene comes: said before it, which stays the last thing said (it was dropped, never
    said, and where cues are not heard the key had no answer at all); the player's move still
    drops it."""
    silent_cues(client)
    speech = app_timed_speech(client)
    client.start()
    scene = Plain(client.app)
    client.push(scene)
    all_said(client, speech)
    line = scene.say("Anna played a card.", kind="event")
    scene.refused_until_heard(line)
    assert [item.text for item in client.app.announcer.queue.pending()] == ["Anna played a card.", TOO_EARLY]
    scene.say("Anna is waiting for your draw: press Space.", kind="prompt")
    all_said(client, speech)
    assert speech.texts[-3:] == ["Anna played a card.", TOO_EARLY, "Anna is waiting for your draw: press Space."]
    assert [spoken.cut_at for spoken in speech.log[-3:]] == [None] * 3
    assert client.app.announcer.history.items()[-3:] == speech.texts[-3:]


def test_tricks_return_three_times_early_in_the_turn_line_is_answered_once_at_once(client):
    """T-28, T-29: seed 11, 3 players; Return three times 0.5 s into "Your turn. You lead. ...":
    nothing led; "Too early: ..." once, at once, the line's short reminder after it; Return
    then leads the 8 of clubs."""
    silent_cues(client)
    table, speech = trick_won_being_said(client)
    end_line_now(speech)
    client.frames(30)
    assert speech.log[-1].text == LEAD and not speech.idle()
    left = cards_left(table)
    for _ in range(3):
        client.press(pygame.K_RETURN)
        client.frames(5)
    assert cards_left(table) == left
    all_said(client, speech)
    at = speech.texts.index(TRICK_WON)
    assert speech.texts[at:] == [TRICK_WON, LEAD, TOO_EARLY, LEAD_SHORT]
    assert [spoken.cut_at is not None for spoken in speech.log[at:]] == [False, True, False, False]
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == "You: 8 of clubs." and cards_left(table) == left - 1


def test_tricks_early_return_is_told_before_a_late_one_plays(client):
    """T-28, T-29, found by a tester by ear: Return 1 s into a turn line was refused in silence
    (its reminder waited behind the line, and the second Return, which played, dropped it). Now
    "Too early: ..." at once, the line's reminder; Return late in it (kept) leads the 8 of clubs
    at its end."""
    silent_cues(client)
    table, speech = trick_won_being_said(client)
    end_line_now(speech)
    client.frames(30)
    client.press(pygame.K_RETURN)
    assert speech.log[-1].text == TOO_EARLY
    for _ in range(60 * 10):
        if speech.log[-1].text == LEAD_SHORT and not speech.idle():
            break
        client.frames(1)
    line = speech.log[-1]
    client.frames(round((line.end - speech.clock()) * 60) - 20)
    client.press(pygame.K_RETURN)
    assert table.key_kept
    all_said(client, speech)
    at = speech.texts.index(LEAD)
    assert speech.texts[at:at + 4] == [LEAD, TOO_EARLY, LEAD_SHORT, "You: 8 of clubs."]


def test_tricks_with_cues_heard_nothing_is_said(client):
    assert client.app.sound.audible() is True
    _table, speech = trick_won_being_said(client)
    end_line_now(speech)
    client.frames(30)
    for _ in range(3):
        client.press(pygame.K_RETURN)
        client.frames(5)
    all_said(client, speech)
    at = speech.texts.index(TRICK_WON)
    assert speech.texts[at:] == [TRICK_WON, LEAD]


class Plain(Scene):
    title = "Plain"


def own_lines_then_refused(client):
    """A plain scene saying the player's own move and what it caused (the second waits behind
    the first: a refusal now could only come late, Scene.refuse); then a key is refused."""
    speech = app_timed_speech(client)
    client.start()
    scene = Plain(client.app)
    client.push(scene)
    all_said(client, speech)
    scene.say("You: 6 of hearts. Total 6.", move=True)
    scene.say("Bidding over. Anna leads.", own=True)
    client.frames(10)
    assert client.app.announcer.refusal_late()
    for _ in range(3):
        scene.refuse("Not your turn. Anna leads.")
        client.frames(3)
    all_said(client, speech)
    return speech


def test_a_late_refusal_says_the_key_did_nothing_after_the_lines(client):
    """Scene.refuse with the refusal late: the cue, and without sound "Your key did nothing.
    ..." once, after the player's own lines (never the outdated reason)."""
    silent_cues(client)
    speech = own_lines_then_refused(client)
    assert speech.texts[-3:] == ["You: 6 of hearts. Total 6.", "Bidding over. Anna leads.", DID_NOTHING]
    assert client.app.sound.played[-3:] == ["refused"] * 3


def test_a_late_refusal_with_cues_heard_is_the_cue_alone(client):
    assert client.app.sound.audible() is True
    speech = own_lines_then_refused(client)
    assert speech.texts[-2:] == ["You: 6 of hearts. Total 6.", "Bidding over. Anna leads."]


def test_a_key_held_after_a_new_deal_is_answered_after_the_lines(client):
    """C-22: keys that act are held a moment after a new deal (hold_actions): Return then is the
    refused cue, and without sound the reminder once the lines were heard."""
    silent_cues(client)
    table, speech = counting_turn_line_being_said(client)
    all_said(client, speech)
    table.hold_actions()
    hand = len(table.session.state.hands[0])
    client.press(pygame.K_RETURN)
    client.press(pygame.K_RETURN)
    all_said(client, speech)
    assert len(table.session.state.hands[0]) == hand
    assert speech.texts[-2:] == [COUNTING_TURN, TOO_EARLY]


def test_the_results_first_second_and_opening_are_answered_after_the_opening(client):
    """C-18, C-20: Return three times as the results open (their first second, then their opening
    still said): nothing chosen; "Too early: ..." once, after the opening, uncut."""
    from types import SimpleNamespace

    from game.counting.scenes.results import CountingResults
    silent_cues(client)
    speech = app_timed_speech(client)
    client.start()
    all_said(client, speech)
    view = SimpleNamespace(tokens=[0, 0, 0, 1], eliminated=frozenset({0, 1, 2}), winner=3, round=9)
    results = CountingResults(client.app, remembered_setup(client.app, 4), view,
                              out_rounds={0: 6, 1: 8, 2: 9}, played_out=True)
    client.push(results)
    opening = speech.texts[-1]
    for frames in (10, 60, 60):
        client.press(pygame.K_RETURN)
        client.frames(frames)
    assert client.app.top is results
    all_said(client, speech)
    assert speech.texts[-2:] == [opening, TOO_EARLY] and speech.log[-2].cut_at is None


def test_the_deal_summary_first_second_is_answered_after_its_lines(client):
    """T-28: Return twice in the deal summary's first second: nothing; the reminder once after
    the summary's intro and first line."""
    from game.tricks.scenes.summary import DealSummary
    silent_cues(client)
    speech = app_timed_speech(client)
    client.start()
    all_said(client, speech)
    summary = DealSummary(client.app, 1, ["You bid 4 and made it.", "Anna took 3 of 5."])
    client.push(summary)
    client.press(pygame.K_RETURN)
    client.press(pygame.K_RETURN)
    assert client.app.top is summary
    all_said(client, speech)
    assert speech.texts[-3:] == ["Deal 1 summary. 2 lines. Up and Down read them, Enter goes to the next deal.",
                                 "You bid 4 and made it.", TOO_EARLY]


def _bob_then_turn():
    """A speech queue spoken by the timed engine on a clock the test moves, with Bob's card
    ("Bob: king of spades. Total 24.") and then the turn line ("Your turn. Total 24.", a prompt)
    added: (speech, queue, the turn line, ``run(seconds)`` moving clock and queue on)."""
    from game.speech.queue import PROMPT, SpeechQueue, Utterance
    from timed_speech import Clock, TimedSpeech

    clock = Clock()
    speech = TimedSpeech(clock)
    queue = SpeechQueue(speech)

    def run(seconds):
        for _ in range(round(seconds * 60)):
            clock.advance(1 / 60)
            queue.tick(1 / 60)

    queue.add(Utterance("Bob: king of spades. Total 24.", gist="Bob just played: total 24."))
    turn = queue.add(Utterance("Your turn. Total 24.", PROMPT))
    return speech, queue, turn, run


def test_a_reminder_added_while_a_prompt_waits_goes_before_it():
    """The queue: a reminder added while the turn line still waits (behind another player's
    move being said) is said right after that move, before the turn line, which stays the last
    thing said (found by ear: "Your key did nothing. ..." after "You can still draw: press
    Space."); it was dropped then, and where cues are not heard the key had no answer at all
    (found in a listening session: a key during "Deal 1. ...", the bid prompt waiting, and
    silence). Speech counts as busy while it waits its short quiet and is said: the turn line
    waits behind it."""
    from game.speech.queue import PROMPT, Utterance

    speech, queue, turn, run = _bob_then_turn()
    early = queue.add(Utterance(TOO_EARLY, PROMPT, reminder=True))
    assert early.state == "queued" and not early.void
    assert [item.text for item in queue.pending()] == ["Bob: king of spades. Total 24.", TOO_EARLY,
                                                       "Your turn. Total 24."]
    run(1.7)  # Bob's line: 1.65 s; the reminder's short quiet
    assert early.state == "queued" and queue.busy()
    run(0.3)
    assert early.state == "speaking" and queue.busy()
    run(2.7)  # the reminder: 2.55 s
    assert early.state == "done" and turn.state == "speaking"
    run(1.2)
    assert [spoken.text for spoken in speech.log] == ["Bob: king of spades. Total 24.", TOO_EARLY,
                                                      "Your turn. Total 24."]
    assert [spoken.cut_at for spoken in speech.log] == [None] * 3 and not queue.busy()


def test_a_reminder_waits_behind_a_waiting_prompt_without_replacing_it_and_holds_nothing_up():
    """The queue: a reminder added while the turn line is being said goes after it, once a
    short quiet has passed (REMINDER_PAUSE);
    speech counts as busy until the turn line was heard, not while the reminder alone waits or
    is said; another player's move then cuts it and is said at once (it outdates the reminder,
    which holds no computer player up); one still waiting is dropped unsaid by such a move."""
    from game.speech.queue import PROMPT, Utterance

    _speech, queue, turn, run = _bob_then_turn()
    run(1.7)  # Bob's line: 1.65 s
    assert turn.state == "speaking" and queue.busy()
    reminder = queue.add(Utterance(TOO_EARLY, PROMPT, reminder=True))
    assert [item.text for item in queue.pending()] == ["Your turn. Total 24.", TOO_EARLY]
    run(1.1)  # the turn line: 1.1 s
    assert reminder.state == "queued" and not queue.busy()  # the quiet before a reminder
    run(0.3)
    assert reminder.state == "speaking" and not queue.busy() and queue.unheard(None, kinds=(PROMPT,), own=True) == []
    anna = queue.add(Utterance("Anna: 5 of hearts. Total 29.", gist="Anna just played: total 29."))
    assert queue.busy() and anna.state == "speaking" and reminder.state == "cut"
    run(1.7)
    later = queue.add(Utterance(TOO_EARLY, PROMPT, reminder=True))
    assert later.state == "queued" and not queue.busy()
    bob = queue.add(Utterance("Bob: 2 of clubs. Total 31.", gist="Bob just played: total 31."))
    assert later.state == "dropped" and later.void and bob.state == "speaking"


def test_a_reminder_never_holds_a_computer_players_card_back(client):
    """C-22: seed 7, 3 players, automatic draw: Return 5 frames after one's own 6 of hearts, with
    "You draw the king of clubs." still to be said, is refused by the cue alone (its reason
    could only come after one's own lines), and no words wait behind them: Anna, a computer
    player, acts next, and "Your key did nothing. Press it again to hear what you can do."
    would come after the lines that tell the new situation, outdated by Anna's move (it was
    queued and dropped by her card; found by a tester by ear in the trick game, where the
    computer's search let it begin before her card cut it: Scene.refused_late,
    tests/test_tricks_premium_doubled_enter.py). Anna's card, due as those lines end, is said
    right after them (found by ear on a new round Bob began: "Too early: your key was not
    used. Press it again." said whole first, and Bob's card came some 3 s late).

    (Until the counting table answered Space pressed while a new round is said with "Nothing to
    draw now: ...", this test pressed Space 0.6 s into "Round 2. Anna deals. Bob plays first.",
    where that key now has a whole answer, which Bob's card follows, as it follows Enter's "Not
    your turn. Bob plays next.": tests/test_counting_table_keys.py.)"""
    from tests.test_counting_table import start
    speech = app_timed_speech(client)
    start(client, 3, 7, draw="auto")
    silent_cues(client)
    all_said(client, speech)
    said = len(speech.log)
    client.press(pygame.K_1)
    client.frames(5)
    client.press(pygame.K_RETURN)
    assert [item.text for item in client.app.announcer.queue.pending()] == [
        "You: 6 of hearts. Total 6.", "You draw the king of clubs."]
    assert client.app.sound.played[-1] == "refused"
    all_said(client, speech)
    lines = speech.log[said:]
    assert [spoken.text for spoken in lines[:3]] == ["You: 6 of hearts. Total 6.", "You draw the king of clubs.",
                                                     "Anna: 8 of hearts. Total 14."]
    assert lines[2].start - lines[1].end < 0.05 and lines[1].cut_at is None
    assert DID_NOTHING not in speech.texts[said:] and DID_NOTHING not in client.app.announcer.history.items()


def test_a_reminder_goes_ahead_of_other_players_moves_already_waiting():
    """T-28: Return early in the bid hint while "Anna has bid." and "Bob has bid." already wait
    behind it: "Too early: your key was not used. Press it again." is said right after the
    hint, then the bids (found by ear, trick game 3 players seed 12: the reminder came 11 s
    after the key, after both bids)."""
    from game.speech.queue import PROMPT, SpeechQueue, Utterance
    from timed_speech import Clock, TimedSpeech

    clock = Clock()
    queue = SpeechQueue(TimedSpeech(clock))
    hint = queue.add(Utterance("Bid 2 with 9 of hearts, queen of diamonds, king of diamonds: ...", own=True))
    queue.add(Utterance("Anna has bid.", gist=""))
    queue.add(Utterance("Bob has bid.", gist=""))
    assert hint.state == "speaking"
    queue.add(Utterance(TOO_EARLY, PROMPT, reminder=True))
    assert [item.text for item in queue.pending()] == [hint.text, TOO_EARLY, "Anna has bid.", "Bob has bid."]
    clock.advance(5)
    queue.tick(5)
    assert hint.state == "done" and queue.pending()[0].text == TOO_EARLY
