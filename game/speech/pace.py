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
"""

from __future__ import annotations

import re

DIGIT_UNITS = 4
"""A digit, in letters' worth (a number is said as words)."""
STOP_UNITS = 6
"""The pause of a full stop, colon, semicolon, question or exclamation mark ending a sentence or a
clause, in letters' worth."""
COMMA_UNITS = 3
"""The pause of a comma, in letters' worth."""

_STOPS = re.compile(r"[.:;!?](?=\s|$)")
_COMMAS = re.compile(r",(?=\s)")


def spoken_units(text: str) -> int:
    """How long ``text`` is to say, in letters' worth: each letter 1, each digit
    :data:`DIGIT_UNITS`, each stop :data:`STOP_UNITS`, each comma :data:`COMMA_UNITS` (spaces and
    other signs nothing); at least 1. "Anna: 5 of diamonds. Total 71." is 49 (19 of them letters);
    "Cleo joined the table." 24."""
    letters = sum(1 for char in text if char.isalpha())
    digits = sum(1 for char in text if char.isdigit())
    stops = len(_STOPS.findall(text))
    commas = len(_COMMAS.findall(text))
    return max(1, letters + DIGIT_UNITS * digits + STOP_UNITS * stops + COMMA_UNITS * commas)


def spoken_share(text: str, chars: int) -> float:
    """The share of the time ``text`` takes to say that its first ``chars`` characters take (a
    turn line's head, the words before the card it names), by :func:`spoken_units`; 0 to 1."""
    if chars <= 0:
        return 0.0
    if chars >= len(text):
        return 1.0
    return min(1.0, spoken_units(text[:chars]) / spoken_units(text))
