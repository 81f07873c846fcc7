"""The turn timer's warning against the answers to the player's own keys (docs/announcements.md,
"A timer warning is true only while the turn is"; T-6, C-22): it is worded with the seconds
left when it begins to be said, over F1 help as at the table, and not said when less than a
second would be left; it goes before the answers to keys pressed after it was due (help lines
read with Down); and it cuts in on a long answer being said when it came (the advice, the hand,
a help line) when the rest of that answer would take more than
:data:`~game.scenes.card_table_online.WARNING_CUT_IN` seconds, the rest said after it from the
sentence cut. Found by a tester by ear: over help "10 seconds left for your turn." came behind
the help line answering a Down pressed after it was due, with 5 seconds left; at the table the
advice (9.9 s) kept it until 2 seconds were left. A remote session over a stand-in link, the
headless app as Ana (seat 0) bidding at a trick table with a 30-second turn timer, speech on
the game's time (:func:`test_online_trick_bid_turn_warning.bidding`)."""

from __future__ import annotations

import pygame

from test_online_table_speech import quiet
from test_online_trick_bid_turn_warning import bidding, warn

HAND = ("Your hand, 12 cards. Spades: 8, king. Hearts: 8, 9, jack, king. Clubs: 8, 10, king. "
        "Diamonds: 6, 7, queen.")
"""H's answer on deal 1 of seed 11 (Ana, three players)."""
ADVICE = ("Bid 2 with jack of hearts, 6 of diamonds, queen of diamonds: you make it in about 48 % of the "
          "deals tried. These cards are marked: Enter confirms.")
"""A's answer there (T-28)."""
TITLE = "Keys for the trick game. 29 lines. Up and Down read them, Escape closes."
"""F1's first words over the trick table."""
LEFT, RIGHT = "Left: previous card.", "Right: next card."
ENTER = "Enter or Keypad Enter: play the focused card, confirm 3 bid cards or the premium choice."
"""F1's third line: the keys that play come first (Left, Right, Enter)."""
"""Help's first lines: F1 says the first after the title, Down the next ones."""


def heard(speech, at: int) -> list[tuple[str, bool]]:
    """What was said from ``at`` on: each line and whether it was cut."""
    return [(spoken.text, spoken.cut_at is not None) for spoken in speech.log[at:]]


def said_out(client, speech) -> None:
    """Run until all is said (a warning waiting is said in the frame after silence)."""
    quiet(client, speech)
    client.frames(2)
    quiet(client, speech)


def rate_measured(client, speech) -> None:
    """H, heard whole: the queue has measured the speaking rate on it (its judgement of how long
    a line of the hand still takes is the real one's)."""
    client.press(pygame.K_h)
    quiet(client, speech)
    assert client.app.announcer.queue.heard_rate is not None


def help_rate_measured(client, speech) -> None:
    """F1 and Escape, heard whole: the queue has measured the speaking rate on help's title and
    the table's words on coming back (sentences of words, as help's)."""
    client.press(pygame.K_F1)
    quiet(client, speech)
    client.press(pygame.K_ESCAPE)
    quiet(client, speech)
    assert client.app.announcer.queue.heard_rate is not None


def test_the_warning_cuts_in_on_the_advice_and_the_advice_is_said_after_it(client, monkeypatch):
    """Found by a tester by ear: A at 19 s of a 30-second turn, the advice (9.9 s), and the first
    warning came as it ended: "2 seconds left for your turn.". The warning due 2 s into the
    advice (about 5 s of it left) cuts in with the seconds left then, and the advice is said
    again after it from the sentence cut (its first: whole); the time is the player's to use."""
    table, speech = bidding(client, monkeypatch)
    rate_measured(client, speech)
    at = len(speech.log)
    client.press(pygame.K_a)
    client.frames(120)  # (2 s into the advice)
    warn(table, 10.0)
    said_out(client, speech)
    assert heard(speech, at) == [(ADVICE, True), ("10 seconds left for your turn.", False), (ADVICE, False)]


def test_the_rest_of_the_hand_after_the_warning_begins_at_the_sentence_cut(client, monkeypatch):
    """H's answer, the warning due 3 s into it (in "Hearts: ...", 2.4 s of it left): the warning
    cuts in, then the hand from that sentence on: nothing asked for is lost, nothing heard is
    said twice but the sentence cut."""
    table, speech = bidding(client, monkeypatch)
    at = len(speech.log)
    client.press(pygame.K_h)
    client.frames(180)
    warn(table, 10.0)
    said_out(client, speech)
    assert heard(speech, at) == [
        (HAND, True), ("10 seconds left for your turn.", False),
        ("Hearts: 8, 9, jack, king. Clubs: 8, 10, king. Diamonds: 6, 7, queen.", False)]


def test_a_warning_that_comes_near_an_answers_end_waits_for_it(client, monkeypatch):
    """The warning due 4.4 s into H's answer (1 s of it left): waiting takes no real share of the
    time, so the answer is said to its end, then the warning with the seconds left then."""
    table, speech = bidding(client, monkeypatch)
    rate_measured(client, speech)
    at = len(speech.log)
    client.press(pygame.K_h)
    client.frames(264)
    warn(table, 10.0)
    said_out(client, speech)
    assert heard(speech, at) == [(HAND, False), ("9 seconds left for your turn.", False)]


def test_over_help_the_warning_goes_before_a_line_read_after_it_was_due(client, monkeypatch):
    """Found by a tester by ear: over F1 help, "10 seconds left for your turn." was said after
    the help line answering a Down pressed after it was due, with 5 seconds left. The warning
    comes while "Right: next card." is said (its end near: it waits for it); Down then: the
    warning goes first, worded then, and the line Down reads follows it, whole."""
    table, speech = bidding(client, monkeypatch)
    help_rate_measured(client, speech)
    client.press(pygame.K_F1)
    quiet(client, speech)
    at = len(speech.log)
    client.press(pygame.K_DOWN)
    client.frames(20)
    warn(table, 10.0)
    client.frames(20)
    client.press(pygame.K_DOWN)
    said_out(client, speech)
    assert heard(speech, at) == [(RIGHT, True), (ENTER, True), ("10 seconds left for your turn.", False),
                                 (ENTER, False)]
    assert speech.log[at + 1].cut_at - speech.log[at + 1].start < 0.05  # (cut as it began)


def test_over_help_the_warning_says_the_seconds_left_when_it_begins(client, monkeypatch):
    """F1's title is being said, 1.4 s of it left, when the warning comes: it waits for the
    title (no real share of the time), then goes before the help line that follows, with the
    seconds left then: "9 seconds", never the "10" of when it came."""
    table, speech = bidding(client, monkeypatch)
    help_rate_measured(client, speech)
    at = len(speech.log)
    client.press(pygame.K_F1)
    client.frames(138)
    warn(table, 10.0)
    said_out(client, speech)
    assert heard(speech, at) == [(TITLE, False), (LEFT, True), ("9 seconds left for your turn.", False),
                                 (LEFT, False)]


def test_over_help_the_warning_cuts_in_on_a_long_line(client, monkeypatch):
    """The warning due 1.5 s into F1's title (2 s of it left, and its first line behind it): it
    cuts in, then the title from the sentence cut, then help's first line."""
    table, speech = bidding(client, monkeypatch)
    help_rate_measured(client, speech)
    at = len(speech.log)
    client.press(pygame.K_F1)
    client.frames(90)
    warn(table, 10.0)
    said_out(client, speech)
    assert heard(speech, at) == [(TITLE, True), ("10 seconds left for your turn.", False),
                                 ("29 lines. Up and Down read them, Escape closes.", False), (LEFT, False)]


def test_over_help_a_warning_with_less_than_a_second_left_once_it_could_begin_is_not_said(client, monkeypatch):
    """A warning of 2 seconds that comes with 1.4 s of F1's title left could begin with less than
    a second left: it is not said (the time running out is said next)."""
    table, speech = bidding(client, monkeypatch)
    help_rate_measured(client, speech)
    at = len(speech.log)
    client.press(pygame.K_F1)
    client.frames(138)
    warn(table, 2.0)
    said_out(client, speech)
    assert heard(speech, at) == [(TITLE, False), (LEFT, False)]


def test_the_turn_line_is_never_cut_by_the_warning(client, monkeypatch):
    """Where the game stands, said on closing help (the turn line, a prompt: no answer to a key
    of the player's), is not cut by a warning that comes 0.5 s into it, however long its rest:
    the warning follows it, with the seconds left then."""
    table, speech = bidding(client, monkeypatch)
    help_rate_measured(client, speech)
    client.press(pygame.K_F1)
    quiet(client, speech)
    at = len(speech.log)
    client.press(pygame.K_ESCAPE)
    client.frames(30)
    warn(table, 10.0)
    said_out(client, speech)
    assert heard(speech, at) == [  # (4.55 s long: its rest, 4.05 s, said before the warning)
        ("Trick game. Deal 1. No trumps. Choose 3 bid cards. H reads your hand; focus: 8 of spades.", False),
        ("6 seconds left for your turn.", False)]
