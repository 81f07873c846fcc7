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
from game.engine.cards import Card, parse_cards
from test_counting_table import start


def test_hint_says_a_card_and_why_and_does_not_play(client):
    """Seed 7: the human plays first on total 0 with 6 of hearts, queen of spades, 2 of spades."""
    table = start(client)
    client.clear()
    client.press(pygame.K_a)
    assert len(client.texts) == 1
    sentence = client.texts[0]
    assert sentence.startswith("Play the ") and "brings the total to" in sentence  # from 0: it does not keep it
    assert any(f"the {card.name}:" in sentence for card in table.session.state.hands[0])
    assert table.session.state.total == 0 and len(table.session.state.hands[0]) == 3
    assert table.hints_used == 1


def test_hint_says_the_same_on_every_press(client):
    """A pressed again on the same turn says the same sentence (the deals it tries come from the
    game's seed and the position, and the table keeps the answer for its position), and the
    hint never draws from the game's random source."""
    table = start(client)
    state = table.session.state
    game_rng, cpu_rng = state._rng.getstate(), table.session.cpu_rng.getstate()
    client.clear()
    client.press(pygame.K_a)
    client.press(pygame.K_a)
    table._hint_said = None  # no kept answer: searched again, from the same random source
    client.press(pygame.K_a)
    assert len(client.texts) == 3 and len(set(client.texts)) == 1
    assert client.texts[0].startswith("Play the ")
    assert state._rng.getstate() == game_rng and table.session.cpu_rng.getstate() == cpu_rng
    assert table.hints_used == 3


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


def position(total, hand, tokens):
    """Seat 0 to play ``hand`` on ``total`` with ``tokens`` left (3 players)."""
    state = CountingState.from_position(
        CountingOptions(players=3), seed=1, dealer=2,
        hands=[parse_cards(hand.split()), parse_cards("6S 7S KS".split()), parse_cards("6D 7D KD".split())],
        stock=parse_cards("2D 3D 4D".split()), total=total, turn=0, tokens=[tokens, 3, 3])
    return state.view(0)


def test_hint_says_keeps_only_when_the_total_stays():
    """C-10: a 9 adds 0, so it keeps the total; a card that changes it brings it to the new total."""
    assert hint_for(position(20, "9H 9C 9D", 3), random.Random(0), fixed=True) == (
        "Play the 9 of hearts: it keeps the total at 20.")
    sentence = hint_for(position(0, "6H QS 2S", 3), random.Random(0), fixed=True)
    assert sentence == "Play the 6 of hearts: it brings the total to 6, and of the deals tried it leaves you best placed."


def test_hint_when_every_card_passes_says_what_it_costs_truthfully():
    """C-13, C-15, C-18: every card passes a threshold. All put you out (0 tokens, each owes 1):
    it says so, not "costs you least"; all cost the same (2 tokens each past 99): it says how
    much; costs differ (a 2 doubling 65 passes 66 and 99, 3 tokens; a 3 or a 5 passes 66, 1
    token): the cheapest, and what it costs."""
    assert hint_for(position(63, "5H 7C 8C", 0), random.Random(0), fixed=True) == (
        "Play the 5 of hearts: every card you hold passes a threshold and puts you out of the game.")
    assert hint_for(position(98, "3H 8C 7H", 2), random.Random(0), fixed=True) == (
        "Play the 3 of hearts: every card you hold passes a threshold and costs you 2 tokens.")
    assert hint_for(position(65, "2S 3H 5C", 3), random.Random(0), fixed=True) == (
        "Play the 5 of clubs: every card you hold passes a threshold; this one costs you least, 1 token.")


def test_hint_refused_out_of_turn(client):
    table = start(client)
    table.session.state.apply(PlayCard(0, table.session.state.hands[0][0]))
    client.clear()
    client.press(pygame.K_a)
    assert client.texts == ["A hint is for your turn to play."]
    assert table.hints_used == 0


def test_f1_lists_the_hint_key(client):
    table = start(client)
    assert "A: advice: what the hard computer player would do now, and why; the focus moves to it, so Enter does it." in table.help_lines()


def test_results_count_the_hints(client):
    table = start(client)
    state = table.session.state
    results = CountingResults(client.app, table.setup, state, hints=1)
    assert results.lines[-1] == "Hints used: 1."


def test_hint_never_advises_a_card_that_puts_you_out_when_another_keeps_you_in(monkeypatch):
    """C-13, C-15, C-18: the search rates first a card that puts the player out (1 token left:
    the 2 of spades doubles 65 to 130, passing 66 and 99, 3 tokens), while the 5 of clubs and
    the 3 of hearts pass only 66 (1 token: the player stays in on 0). The hint names the best
    card that keeps the player in, and what it costs, never "... it costs you 3 tokens, not the
    least, but of the deals tried it leaves you best placed."; with a card that passes nothing
    (the 9 of clubs on 30, 0 tokens left) that card, never the 5 of hearts past 33."""
    import game.counting.hints as hints
    ratings = {}
    monkeypatch.setattr(hints, "play_values", lambda view, rng, budget: ratings[view.total])
    view = position(65, "2S 3H 5C", 1)
    ratings[65] = [(0.30, 40, PlayCard(0, Card.parse("2S"))), (0.25, 40, PlayCard(0, Card.parse("5C"))),
                   (0.20, 40, PlayCard(0, Card.parse("3H")))]
    assert hint_for(view, random.Random(0), fixed=True) == (
        "Play the 5 of clubs: every card you hold passes a threshold; this one costs you least, 1 token.")
    view = position(30, "5H 9C 4C", 0)
    ratings[30] = [(0.30, 40, PlayCard(0, Card.parse("5H"))), (0.25, 36, PlayCard(0, Card.parse("9C"))),
                   (0.20, 40, PlayCard(0, Card.parse("4C")))]
    assert hint_for(view, random.Random(0), fixed=True) == (
        "Play the 9 of clubs: it keeps the total at 30, and of the deals tried it leaves you best placed.")
    view = position(63, "5H 7C 8C", 0)  # every card puts the player out: the search's card, said so
    ratings[63] = [(0.1, 40, PlayCard(0, Card.parse("7C"))), (0.1, 40, PlayCard(0, Card.parse("5H")))]
    assert hint_for(view, random.Random(0), fixed=True) == (
        "Play the 7 of clubs: every card you hold passes a threshold and puts you out of the game.")


# ----------------------------------------------------------------- the focus goes to the hint's card (C-22)
def test_enter_after_the_hint_plays_the_card_it_named(client):
    """C-22, C-23: seed 1, the human plays first on 0 with the focus on the queen of clubs ("...
    Enter plays the queen of clubs."). A names the 8 of hearts and puts the focus on it; Enter
    right after it plays the 8 of hearts (it played the queen of clubs, never named since)."""
    table = start(client, seed=1)
    assert client.last == ("Your turn. Total 0. Your cards: queen of clubs, jack of hearts, 8 of hearts. "
                           "Enter plays the queen of clubs.")
    client.clear()
    client.press(pygame.K_a)
    assert client.texts == [
        "Play the 8 of hearts: it brings the total to 8, and of the deals tried it leaves you best placed."]
    assert table.focus == 2
    client.press(pygame.K_RETURN)
    assert client.texts[1] == "You: 8 of hearts. Total 8."
    assert [card.name for card in table.session.state.hands[0][:2]] == ["queen of clubs", "jack of hearts"]


def ace_on_88(client):
    """Seed 1, the human to play on 88 with the 5 of hearts, the 6 of clubs and the ace of spades
    (the focus on the 5): the ace as 11 reaches 99 (C-10, C-14)."""
    table = start(client, seed=1)
    state = table.session.state
    state.hands[0] = parse_cards("5H 6C AS".split())
    state.total = 88
    client.clear()
    return table


ACE_HINT = "Play the ace of spades as 11: it reaches 99 and wins the round."


def test_the_hint_of_an_ace_as_11_opens_its_choice_on_11(client):
    """C-10, C-14, C-22: A names the ace as 11; Enter opens the ace's value choice on 11 (the
    choice starts on 1 otherwise), and Enter again plays it."""
    table = ace_on_88(client)
    client.press(pygame.K_a)
    client.press(pygame.K_RETURN)
    assert client.texts == [
        ACE_HINT,
        "Ace of spades. Ace as 11: total 99, reaches 99: you win the round, the others lose 2 tokens, choice 1 of 2. "
        "Down gives ace as 1: total 89. Enter plays, Escape cancels."]
    client.press(pygame.K_RETURN)
    assert client.texts[2] == "You: ace of spades as 11. Total 99."
    assert Card.parse("AS") not in table.session.state.hands[0]


def test_the_hint_in_the_aces_value_choice_chooses_11(client):
    """C-10, C-22: the ace's choice open on 1 (3 pressed); A names the ace as 11, chooses it and
    says so (found by ear: the choice moved unsaid); Enter plays the ace as 11 (it played the 1)."""
    table = ace_on_88(client)
    client.press(pygame.K_3)
    assert table.choice is not None and table.choice.value == 1
    client.press(pygame.K_a)
    assert client.texts[1:] == [f"{ACE_HINT} The choice is now on 11: Enter plays it."]
    assert table.choice.value == 11
    client.press(pygame.K_RETURN)
    assert client.texts[2] == "You: ace of spades as 11. Total 99."


def test_the_hint_closes_another_cards_value_choice_and_says_so(client):
    """C-10, C-22: the value choice of the 10 of clubs open (1 pressed, on 88), A names the ace
    as 11: the 10's choice closes, the hint says so (found by ear: it closed silently), and the
    focus goes to the ace; Enter opens the ace's choice on 11."""
    table = ace_on_88(client)
    table.session.state.hands[0] = parse_cards("10C 6C AS".split())
    client.press(pygame.K_1)
    assert table.choice is not None and table.choice.card == Card.parse("10C")
    client.press(pygame.K_a)
    assert client.texts[1:] == [f"{ACE_HINT} The value choice for the 10 of clubs is closed."]
    assert table.choice is None and table.focus == 2
    client.press(pygame.K_RETURN)
    assert table.choice is not None and table.choice.card == Card.parse("AS") and table.choice.value == 11


def test_the_closed_value_choice_is_said_in_each_language():
    """C-10, C-22: the sentence that says another card's value choice closed, in es and ru (the
    card in the nominative: "туз пик", "del as de picas")."""
    from game import i18n
    from game.counting.text import choice_closed_text
    said = {}
    for language in ("en", "es", "ru"):
        i18n.set_language(language)
        said[language] = choice_closed_text(Card.parse("AS"))
    assert said == {"en": "The value choice for the ace of spades is closed.",
                    "es": "Se cierra la elección de valor del as de picas.",
                    "ru": "Выбор значения закрыт: туз пик остаётся в руке."}


def test_the_hint_names_a_10s_value_as_its_choice_does():
    """C-10, C-11: a 10's value in the hint is worded as its value choice words it ("10 as plus
    10", "10 as minus 10"): "as plus 10" (it said "as 10", and the choice has no option "10")."""
    assert hint_for(position(89, "10C 5H 4C", 3), random.Random(0), fixed=True) == (
        "Play the 10 of clubs as plus 10: it reaches 99 and wins the round.")


def ten_on(client, total, hand):
    """Seed 1, the human to play ``hand`` on ``total``, the 10 of clubs first; its value choice
    opened by 1 (on minus 10, the lower value, C-10, C-11)."""
    table = start(client, seed=1)
    state = table.session.state
    state.hands[0] = parse_cards(hand.split())
    state.total = total
    client.press(pygame.K_1)
    assert table.choice is not None and table.choice.card == Card.parse("10C") and table.choice.value == -10
    client.clear()
    return table


def test_the_hint_in_a_10s_value_choice_says_it_moved_to_plus_10(client):
    """C-10, C-14, C-22 (found by ear: A in the 10 of clubs' choice moved it to plus 10 unsaid,
    and Down then said "10 as minus 10"): on 89 the 10 as plus 10 reaches 99; A names it as
    plus 10 and says the choice is now on it; Down says minus 10, Up plus 10 again, Enter plays
    it."""
    table = ten_on(client, 89, "10C 5H 6D")
    client.press(pygame.K_a)
    assert client.texts == ["Play the 10 of clubs as plus 10: it reaches 99 and wins the round. "
                            "The choice is now on plus 10: Enter plays it."]
    assert table.choice.value == 10
    client.press(pygame.K_DOWN)
    assert client.texts[-1] == "10 as minus 10: total 79, choice 2 of 2."
    client.press(pygame.K_UP)
    client.press(pygame.K_RETURN)
    assert "You: 10 of clubs as plus 10. Total 99." in client.texts[-3:]


def test_the_hint_in_a_10s_value_choice_says_it_stays_on_minus_10(client):
    """C-10, C-11, C-15, C-22: on 93 with the king of diamonds and the 8 of hearts (each passes
    99), the 10 of clubs as minus 10 keeps under 99; its choice already on minus 10, A names it
    so ("as minus 10", never "as -10") and says the choice stays there."""
    table = ten_on(client, 93, "10C KD 8H")
    client.press(pygame.K_a)
    assert len(client.texts) == 1
    assert client.texts[0].startswith("Play the 10 of clubs as minus 10: it brings the total to 83, ")
    assert client.texts[0].endswith(" it leaves you best placed. The choice stays on minus 10: Enter plays it.")
    assert table.choice.value == -10


def test_the_choice_advised_is_said_in_each_language():
    """C-10, C-22: where the hint put a value choice, in es and ru."""
    from game import i18n
    from game.counting.text import choice_advised_text
    said = {}
    for language in ("en", "es", "ru"):
        i18n.set_language(language)
        said[language] = (choice_advised_text(10, True), choice_advised_text(11, False))
    i18n.set_language("en")
    assert said == {"en": ("The choice is now on plus 10: Enter plays it.",
                           "The choice stays on 11: Enter plays it."),
                    "es": ("La elección pasa a más 10: Intro juega este valor.",
                           "La elección sigue en 11: Intro juega este valor."),
                    "ru": ("Выбор переходит на плюс 10: Enter сыграет это значение.",
                           "Выбор остаётся на 11: Enter сыграет это значение.")}


# ----------------------------------------------------------------- one other player still in is named (C-12)
def two_left(total, hand, players=2, eliminated=(), seat=0):
    """``seat`` to play ``hand`` on ``total``; ``players`` seated, ``eliminated`` out (C-18)."""
    hands = [parse_cards(cards.split()) for cards in ("6S 7S KS", "6D 7D KD", "6C 7C KC")[:players]]
    hands[seat] = parse_cards(hand.split())
    for out in eliminated:
        hands[out] = []
    tokens = [0 if s in eliminated else 3 for s in range(players)]
    state = CountingState.from_position(
        CountingOptions(players=players), seed=1, dealer=players - 1, hands=hands,
        stock=parse_cards("2D 3D 4D".split()), total=total, turn=seat, tokens=tokens, eliminated=eliminated)
    return state.view(seat)


def test_the_hint_names_the_one_other_player_still_in():
    """C-12: a card reaching 33 or 66 costs every other player still in a token. With one other
    player still in (two seated, or three with one out, C-18), the hint names them as the value
    choice's opening does ("... reaches 33: Anna loses 1 token."), found by a tester: "so every
    other player loses a token" with only Anna left; with two or more others, "every other player"."""
    assert hint_for(two_left(27, "6H"), random.Random(0), fixed=True) == (
        "Play the 6 of hearts: it reaches 33, so Anna loses a token.")
    assert hint_for(two_left(60, "6H", players=3, eliminated=(1,)), random.Random(0), fixed=True) == (
        "Play the 6 of hearts: it reaches 66, so Bob loses a token.")
    assert hint_for(two_left(27, "6H", players=3), random.Random(0), fixed=True) == (
        "Play the 6 of hearts: it reaches 33, so every other player loses a token.")


def test_the_hint_names_the_other_player_as_the_listener_hears_them():
    """C-12, online: the names are the table's (its :class:`Perspective`), the listener never by
    their own name: Max at seat 1 hears Ana named; Ana at seat 0 hears Max named."""
    from game.counting.hints import advice_text
    from game.engine.perspective import Perspective
    names = ("Ana", "Max")
    play = PlayCard(1, Card.parse("6H"))
    assert advice_text(two_left(27, "6H", seat=1), play, False, Perspective(1, names)) == (
        "Play the 6 of hearts: it reaches 33, so Ana loses a token.")
    assert hint_for(two_left(27, "6H"), random.Random(0), fixed=True, me=Perspective(0, names)) == (
        "Play the 6 of hearts: it reaches 33, so Max loses a token.")


def test_the_hint_in_a_two_player_value_choice_names_the_other_player(client):
    """C-10, C-12, C-22: two players, the ace's choice open on 1 (1 pressed) on 32; A advises the
    ace as 1, reaching 33, and names Anna, as the choice's own opening does."""
    table = start(client, players=2, seed=1)
    state = table.session.state
    state.hands[0] = parse_cards("AS 5H 6C".split())
    state.total = 32
    client.clear()
    client.press(pygame.K_1)
    assert client.last == ("Ace of spades. Ace as 1: total 33, reaches 33: Anna loses 1 token, choice 2 of 2. "
                           "Up gives ace as 11: total 43, passes 33: you lose 1 token. Enter plays, Escape cancels.")
    client.press(pygame.K_a)
    assert client.last == ("Play the ace of spades as 1: it reaches 33, so Anna loses a token. "
                           "The choice stays on 1: Enter plays it.")


# ----------------------------------------------------------------- a play that puts others out (C-18, C-20)
def with_tokens(total, hand, tokens):
    """Seat 0 to play ``hand`` on ``total``, every seat's ``tokens`` given (one seat each), all in."""
    players = len(tokens)
    hands = [parse_cards(cards.split()) for cards in ("6S 7S KS", "6D 7D KD", "6C 7C KC")[:players]]
    hands[0] = parse_cards(hand.split())
    state = CountingState.from_position(
        CountingOptions(players=players), seed=1, dealer=players - 1, hands=hands,
        stock=parse_cards("2D 3D 4D".split()), total=total, turn=0, tokens=list(tokens))
    return state.view(0)


def test_the_hint_says_who_a_play_puts_out_and_that_it_wins_the_game():
    """C-12, C-14, C-18, C-20: Anna on 0 tokens must pay 1 for 33 and has none: out, and the
    human, the last one in, wins the game; on 1 token she owes 2 for 99: out too. Three players,
    Anna on 0 and Bob on 3 reaching 66: Anna out, Bob pays. Nobody out: unchanged."""
    assert hint_for(with_tokens(27, "6H", [3, 0]), random.Random(0), fixed=True) == (
        "Play the 6 of hearts: it reaches 33, so Anna is out and you win the game.")
    assert hint_for(with_tokens(89, "KH", [3, 1]), random.Random(0), fixed=True) == (
        "Play the king of hearts: it reaches 99, so Anna is out and you win the game.")
    assert hint_for(with_tokens(60, "6H", [3, 0, 3]), random.Random(0), fixed=True) == (
        "Play the 6 of hearts: it reaches 66, so Anna is out and Bob loses a token.")
    assert hint_for(with_tokens(89, "KH", [3, 1, 2]), random.Random(0), fixed=True) == (
        "Play the king of hearts: it reaches 99 and wins the round; Anna is out.")
    assert hint_for(with_tokens(27, "6H", [3, 1]), random.Random(0), fixed=True) == (
        "Play the 6 of hearts: it reaches 33, so Anna loses a token.")


def test_the_hint_that_puts_others_out_is_said_in_russian():
    """C-18, C-20: the hint's new sentence in ru, the name in the player's language."""
    from game import i18n
    try:
        i18n.set_language("ru")
        said = hint_for(with_tokens(27, "6H", [3, 0]), random.Random(0), fixed=True)
    finally:
        i18n.set_language("en")
    assert said == "Сыграйте шестёрку червей: сумма дойдёт до 33, Анна выбывает, и вы выиграете игру."


# ----------------------------------------------------------------- whom a jack skips (C-16)
def jack_view(players=3, direction=1, eliminated=(), seat=0):
    """``seat`` to play a jack (plus 10, C-10) on 6, ``players`` seated, ``eliminated`` out, the
    turn order going ``direction`` (1 clockwise, -1 counter-clockwise)."""
    hands = [parse_cards(cards.split()) for cards in ("JH KC QD", "6S 7S 8S", "6D 7D 8D", "6C 7C 8C")[:players]]
    hands[0], hands[seat] = hands[seat], hands[0]
    for out in eliminated:
        hands[out] = []
    state = CountingState.from_position(
        CountingOptions(players=players), seed=1, dealer=players - 1, hands=hands,
        stock=parse_cards("2D 3D 4D".split()), total=6, turn=seat, direction=direction,
        tokens=[0 if s in eliminated else 3 for s in range(players)], eliminated=eliminated)
    return state.view(seat)


def test_the_hint_for_a_jack_names_the_player_it_skips():
    """C-16: with two or more others still in, a jack skips the next seat still in from the
    player's in the current direction; the hint names them as the focus line on the jack does
    ("Jack of hearts: total 16, skips Anna, 1 of 3"), not "the next player": Anna clockwise, Bob
    counter-clockwise (after a 4, C-17), Bob when Anna is out (C-18), and by the names the
    listener's perspective gives online."""
    from game.counting.hints import advice_text
    from game.engine.perspective import Perspective
    jack = PlayCard(0, Card.parse("JH"))
    assert advice_text(jack_view(), jack, True) == (
        "Play the jack of hearts: it skips Anna, and of the deals tried it leaves you best placed.")
    assert advice_text(jack_view(direction=-1), jack, True) == (
        "Play the jack of hearts: it skips Bob, and of the deals tried it leaves you best placed.")
    assert advice_text(jack_view(players=4, eliminated=(1,)), jack, True) == (
        "Play the jack of hearts: it skips Bob, and of the deals tried it leaves you best placed.")
    assert advice_text(jack_view(seat=2), PlayCard(2, Card.parse("JH")), True,
                       Perspective(2, ("Ana", "Max", "Eva"))) == (
        "Play the jack of hearts: it skips Ana, and of the deals tried it leaves you best placed.")


def test_the_hint_for_a_jack_is_said_in_each_language():
    """C-16: the jack's hint naming the player skipped, in es and ru, the name in the player's language."""
    from game import i18n
    from game.counting.hints import advice_text
    jack = PlayCard(0, Card.parse("JH"))
    said = {}
    try:
        for language in ("es", "ru"):
            i18n.set_language(language)
            said[language] = advice_text(jack_view(), jack, True)
    finally:
        i18n.set_language("en")
    assert said == {
        "es": "Juega la sota de corazones: Anna pierde su turno, y de los repartos simulados es la que mejor te deja.",
        "ru": "Сыграйте валета червей: Анна пропустит ход, и из проверенных сдач так вы окажетесь в лучшем положении.",
    }
