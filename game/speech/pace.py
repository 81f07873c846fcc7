"""How long a line is to say, in letters' worth (:func:`spoken_units`): the measure the speaking
rate is taken in (:attr:`game.speech.queue.SpeechQueue.heard_rate`), so the share of a line heard
when a key cut it is judged by what was spoken, not by its characters.

A voice does not say every character in the same time: a number is said as words ("71":
"seventy-one"), and a stop or a comma is a pause. Counted by characters, the game's lines (cards,
totals, tokens: 0.10 to 0.12 s a character with espeak-ng) and a sentence of words (a notice,
"Ben lost the connection. ...": 0.066 s) differ by half, so a rate measured on the one misjudged
the other: a sentence of words cut at 74 % counted as under 60 % heard, and was said again whole
(found by ear). The weights below, fitted on sentences of the catalogs said by espeak-ng in
English, Spanish and Russian, bring the spread of the seconds a unit takes from 24 % (by
characters) to 5 % on the game's lines and their notices, and from 31 % to 24 % on the catalogs'
sentences at large (short labels, where starting to speak weighs most).

A number is weighed as the words it is said as, not by its digits: "10" is one short word
("ten", "diez", "десять"), as a single digit is, and a number of two digits otherwise two
("seventy-one"). Weighed 4 a digit, the 10 of a card counted twice what it takes and a total
such as 71 under what it takes; weighed so (measured with espeak-ng in the three languages on
the game's lines: seconds a unit spread 4.1 % instead of 6.2 %), the head of a hint ("Play the
dummy's 10 of hearts:") is judged heard 0.1 s after its last word ends instead of 0.3 to 0.6 s
(:func:`spoken_share`; found by ear: Return 0.3 s after that head was heard was refused).

The pauses and the per cent sign were fitted again on 989 different lines as the table said
them (espeak-ng, English, by ear): a stop is worth 7 letters and a comma 5 (least squares:
6.5 and 4.7; they were 6 and 3), and "%", which counted nothing, is said as a word. The seconds
a unit takes spread 4.9 % instead of 5.1 %; a bid hint's head ("Bid 0 with 3 of diamonds, 8 of
diamonds, jack of diamonds:", its "94 %" behind it) is judged heard 0.15 s after its last word
at the line's own rate instead of 0.30 s (found by ear: Return 0.3 s after it was refused).
"""

from __future__ import annotations

import re

DIGIT_UNITS = 4
"""A digit of a number of three digits or more, in letters' worth (a number is said as words)."""
SHORT_NUMBER_UNITS = 5
"""A number of one digit, or 10, in letters' worth: one short word ("five", "ten")."""
TWO_DIGIT_UNITS = 11
"""A number of two digits but 10, in letters' worth: two words, or a long one ("seventy-one",
"diecisiete", "семьдесят один")."""
STOP_UNITS = 7
"""The pause of a full stop, colon, semicolon, question or exclamation mark ending a sentence or a
clause, in letters' worth."""
COMMA_UNITS = 5
"""The pause of a comma, in letters' worth."""
PERCENT_UNITS = 7
"""A per cent sign, in letters' worth: it is said as a word ("percent", "por ciento",
"процентов"; the hints' "about 94 % of the deals tried")."""

_STOPS = re.compile(r"[.:;!?](?=\s|$)")
_COMMAS = re.compile(r",(?=\s)")
_NUMBERS = re.compile(r"\d+")


def _number_units(number: str) -> int:
    """What the digits ``number`` take to say, in letters' worth (module doc)."""
    if len(number) == 1 or number == "10":
        return SHORT_NUMBER_UNITS
    if len(number) == 2:
        return TWO_DIGIT_UNITS
    return DIGIT_UNITS * len(number)


def spoken_units(text: str) -> int:
    """How long ``text`` is to say, in letters' worth: each letter 1, a number of one digit or 10
    :data:`SHORT_NUMBER_UNITS`, one of two digits otherwise :data:`TWO_DIGIT_UNITS`, a longer one
    :data:`DIGIT_UNITS` a digit, each stop :data:`STOP_UNITS`, each comma :data:`COMMA_UNITS`,
    each per cent sign :data:`PERCENT_UNITS` (spaces and other signs nothing); at least 1. "Anna:
    5 of diamonds. Total 71." is 56 (19 of them letters); "Cleo joined the table." 25."""
    letters = sum(1 for char in text if char.isalpha())
    numbers = sum(_number_units(number) for number in _NUMBERS.findall(text))
    stops = len(_STOPS.findall(text))
    commas = len(_COMMAS.findall(text))
    signs = PERCENT_UNITS * text.count("%")
    return max(1, letters + numbers + STOP_UNITS * stops + COMMA_UNITS * commas + signs)


def spoken_share(text: str, chars: int) -> float:
    """The share of the time ``text`` takes to say that its first ``chars`` characters take (a
    turn line's head, the words before the card it names), by :func:`spoken_units`; 0 to 1.
    A stop that ends those characters ("Play the 9 of hearts:", "Your turn. Total 26.") counts
    half: its words were heard when the voice stopped, before the whole pause after them (in
    full, a hint's head was judged heard 0.3 to 0.6 s after its last word ended; with none of
    it, up to 0.2 s before; measured with espeak-ng in the three languages)."""
    if chars <= 0:
        return 0.0
    if chars >= len(text):
        return 1.0
    head = text[:chars].rstrip()
    units = spoken_units(head)
    if _STOPS.search(head[-1:]) and units > STOP_UNITS:
        units -= STOP_UNITS / 2
    return min(1.0, units / spoken_units(text))
