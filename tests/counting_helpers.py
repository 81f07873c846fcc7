"""Shared set-up for the counting table's timed tests: a table of 3 spoken by the fake engine
of timed_speech, its opening heard, then a position of the test's own (C-7 onwards)."""

from game.counting import CountingOptions, CountingState
from game.engine.cards import parse_cards
from test_counting_status_follows_speech import until
from test_counting_table import start
from timed_speech import app_timed_speech


def timed_position(client, hands, total, turn, dealer, stock=("8S", "8H", "8C"), draw="auto", tokens=None):
    """A counting table of 3 with 3 tokens each (the "simple" computer players), spoken by the
    timed fake engine, its opening said; then ``hands`` (three lists of cards such as "6C"),
    ``total`` on the pile (its top card the queen of spades), ``stock`` to draw from, ``turn``
    to play and ``dealer``. Returns (table, speech); the computer players act from the next
    frame on (:meth:`plan_cpu`). ``hands`` may list more seats (a table of 4 for four hands),
    and ``tokens`` each seat's tokens (default 3 each)."""
    players = len(hands)
    speech = app_timed_speech(client)
    table = start(client, players=players, draw=draw, tokens=3)
    client.frames(600)
    until(client, lambda: not client.app.announcer.speech_busy())
    table.new_wait()
    table.session.state = CountingState.from_position(
        CountingOptions(players=players, draw=draw), seed=1, dealer=dealer, hands=[parse_cards(h) for h in hands],
        stock=parse_cards(list(stock)), pile=parse_cards(["QS"]), total=total, turn=turn,
        tokens=list(tokens) if tokens is not None else [3] * players)
    table.plan_cpu()
    return table, speech
