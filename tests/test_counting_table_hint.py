"""The counting table's hint key A: what the strong level would play now and why, in one
sentence (C-10..C-15), never played; refused out of turn; listed in F1; counted in the results."""

from __future__ import annotations

import random

import pygame

from game.counting.actions import PlayCard
from game.counting.hints import hint_for
from game.counting.options import CountingOptions
from game.counting.scenes.results import CountingResults
from game.counting.state import CountingState
from game.engine.cards import Card
from test_counting_table import start


def test_hint_says_a_card_and_why_and_does_not_play(client):
    """Seed 7: the human plays first on total 0 with 6 of hearts, queen of spades, 2 of spades."""
    table = start(client)
    client.clear()
    client.press(pygame.K_a)
    assert len(client.texts) == 1
    sentence = client.texts[0]
    assert sentence.startswith("Play the ") and "keeps the total at" in sentence
    assert any(f"the {card.name}:" in sentence for card in table.session.state.hands[0])
    assert table.session.state.total == 0 and len(table.session.state.hands[0]) == 3
    assert table.hints_used == 1


def test_hint_reasons_follow_the_thresholds():
    """C-14 reaching 99 wins the round; C-12 reaching 66 costs the others a token."""
    state = CountingState.new(CountingOptions(players=3), seed=1, dealer=2)
    state.hands[0] = [Card.parse("9S"), Card.parse("3H"), Card.parse("KD")]
    state.total = 89
    sentence = hint_for(state.view(0), random.Random(0), fixed=True)
    assert sentence == "Play the king of diamonds: it reaches 99 and wins the round."
    state.total = 63
    sentence = hint_for(state.view(0), random.Random(0), fixed=True)
    assert sentence == "Play the 3 of hearts: it reaches 66, so every other player loses a token."


def test_hint_refused_out_of_turn(client):
    table = start(client)
    table.session.state.apply(PlayCard(0, table.session.state.hands[0][0]))
    client.clear()
    client.press(pygame.K_a)
    assert client.texts == ["A hint is for your turn to play."]
    assert table.hints_used == 0


def test_f1_lists_the_hint_key(client):
    table = start(client)
    assert "A: advice: what the hard computer player would do now, and why." in table.help_lines()


def test_results_count_the_hints(client):
    table = start(client)
    state = table.session.state
    results = CountingResults(client.app, table.setup, state, hints=1)
    assert results.lines[-1] == "Hints used: 1."
