"""The trick game in Spanish and Russian (issue 13, docs/translation.md): exact texts of key
announcements (T-29: the deal's start, your bid, a play, the turn line, the deal's headline),
Russian plural forms, and the pseudo-language proof that no spoken or drawn word of the trick
table escapes translation, over whole simulated sessions and a scripted play at the table."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from game import i18n
from game.engine.cards import Card, Suit
from game.tricks import text
from game.tricks.ai import choose_action
from game.tricks.events import CardPlayed, DealScored, DealStarted, GameBonus
from game.tricks.options import TricksOptions
from game.tricks.state import TricksState
from game.engine.perspective import Perspective
from tricks_helpers import HANDS3, bid_all, cards, play_first_legal, play_to_the_deal_summary, state_from_hands

ME = Perspective(0)
"""Narration for the player at seat 0, the others by their computer names."""

EXPECTED = {
    "es": {
        "start": ["Reparto 1. Repartes tú. Sin triunfo. Sale Anna.",
                  "Elige 3 cartas de apuesta. H lee tu mano; foco: 6 de picas."],
        "bid": "Tu apuesta es 5: trébol, pica, diamante. Ofreces declarar.",
        "bids": ["Anna ha apostado.", "Bob ha apostado.", "Fin de las apuestas. Sale Anna."],
        "turn": ["Anna: 9 de corazones.", "Bob descarta el 9 de tréboles.",
                 "Tu turno. Anna salió con el 9 de corazones. La salida de Anna sigue ganando. "
                 "También en la mesa: Bob, 9 de tréboles. "
                 "No tienes corazones. Llevas 0 de 3 bazas: necesitas 3 más. Foco: 9 de picas."],
        "trump": "Juegas triunfo: la reina de picas.",
        "headline": "Apostaste 3 y ganaste 0 bazas: no cumpliste. Anna apostó 6 y ganó 9 bazas: no cumplió. "
                    "Bob apostó 9 y ganó 0 bazas: no cumplió. Puntuaciones: tú 0, Anna 9, Bob 0.",
    },
    "ru": {
        "start": ["Сдача 1. Сдаёте вы. Без козырей. Анна заходит.",
                  "Выберите 3 карты ставки. H читает вашу руку; курсор: шестёрка пик."],
        "bid": "Ваша ставка 5: трефы, пики, бубны. Вы предлагаете объявление.",
        "bids": ["Анна: ставка сделана.", "Боб: ставка сделана.", "Ставки сделаны. Анна заходит."],
        "turn": ["Анна: девятка червей.", "Боб сбрасывает девятку треф.",
                 "Ваш ход. Анна открывает взятку, сыграв девятку червей. Анна пока берёт взятку. "
                 "Ещё на столе: Боб, девятка треф. "
                 "У вас нет червей. У вас 0 из 3 взяток: нужно ещё 3. Курсор: девятка пик."],
        "trump": "Вы козыряете, сыграв даму пик.",
        "headline": "Вы: ставка 3 не выполнена, взято 0 взяток. Анна: ставка 6 не выполнена, взято 9 взяток. "
                    "Боб: ставка 9 не выполнена, взято 0 взяток. Очки: вы 0, Анна 9, Боб 0.",
    },
}


def _said(events, state, **extra):
    view = state.view(0)
    return [m.text for m in text.narrate(ME, events, view, "target", **extra)]


@pytest.mark.parametrize("language", ["es", "ru"])
def test_t29_key_announcements_in_spanish_and_russian(language):
    """T-29 in the player's language: the deal's start, your bid (T-6, T-9), the others' bids,
    the plays up to your turn line (T-12, T-13), a trump (the Russian card in the accusative)
    and the deal's headline (T-14)."""
    i18n.set_language(language)
    expected = EXPECTED[language]
    state = state_from_hands(HANDS3)
    assert _said(state.start_events(), state) == expected["start"]
    assert text.bid_confirmed_text(5, cards("QC AS 6D"), "declare") == expected["bid"]
    assert _said(bid_all(state, ["6S 7S 8S", "6H 7H 8H", "6C 7C 8C"]), state) == expected["bids"]
    events = []
    while state.to_act()[0] != 0:
        events += state.apply(state.legal_plays(state.to_act()[0])[0])
    assert _said(events, state, focused=state.view(0).hand[0]) == expected["turn"]
    queen = CardPlayed(seat=0, controller=0, card=cards("QS")[0], acts_as=None, lead=False, follows=False,
                       trump=True)
    assert text.card_played_text(ME, queen, None) == expected["trump"]
    rest = play_first_legal(state)
    scored = next(e for e in rest if isinstance(e, DealScored))
    assert text.deal_headline(ME, scored, None, "target") == expected["headline"]


DUMMY_MISSED = {
    "es": ["Apostaste 3 y cumpliste. Anna apostó 4 y cumplió. El muerto apostó 0 y ganó 1 baza: no cumplió. "
           "Puntuaciones: tú 13, Anna 14, el muerto 5.",
           "Apostaste 3 y cumpliste. Anna apostó 4 y cumplió. El muerto apostó 2 y ganó 5 bazas: no cumplió. "
           "Puntuaciones: tú 13, Anna 14, el muerto 5."],
    "ru": ["Вы: ставка 3 выполнена. Анна: ставка 4 выполнена. Болван: ставка 0 не выполнена, взята 1 взятка. "
           "Очки: вы 13, Анна 14, болван 5.",
           "Вы: ставка 3 выполнена. Анна: ставка 4 выполнена. Болван: ставка 1 не выполнена, взято 3 взятки. "
           "Очки: вы 13, Анна 14, болван 5.",
           "Вы: ставка 3 выполнена. Анна: ставка 4 выполнена. Болван: ставка 2 не выполнена, взято 5 взяток. "
           "Очки: вы 13, Анна 14, болван 5."],
}


@pytest.mark.parametrize("language", ["es", "ru"])
def test_t24_the_dummys_missed_bid_in_spanish_and_russian(language):
    """T-24, T-29: the dummy's missed bid at the deal's end, its tricks in each plural form
    (Russian: взята 1 взятка, взято 3 взятки, взято 5 взяток; Spanish: 1 baza, 5 bazas)."""
    i18n.set_language(language)
    said = []
    for bid, took in ((0, 1), (1, 3), (2, 5)) if language == "ru" else ((0, 1), (2, 5)):
        scored = DealScored(deal=2, bids=(3, 4, bid), bid_cards=(cards("2H 2D 3D"),) * 3, tricks=(3, 4, took),
                            made=(True, True, False), points=(13, 14, 5), premium_points=(0, 0, 0), successes=2,
                            totals=(13, 14, 5), game_scores=(13, 14, 5))
        said.append(text.deal_headline(ME, scored, 2, "target"))
    assert said == DUMMY_MISSED[language]


AGREEMENT = {
    "es": {
        "jack": "Sota de diamantes marcada. Carta marcada: diamante. Apuesta por ahora: 0.",
        "king": "Rey de picas marcado. Carta marcada: pica. Apuesta por ahora: 1.",
        "unmarked": "7 de diamantes desmarcado. No hay cartas de apuesta marcadas.",
        "status": ["marcada", "marcada", "marcado", "marcado", "marcado"],
        "headline": "Apostaste 2 y cumpliste. Anna declaró 3 y ganó 2 bazas: no cumplió; los demás ganan 30 "
                    "cada uno. Bob descubrió 4 y ganó 3 bazas: no cumplió; los demás ganan 60 cada uno. Carl "
                    "apostó 1 y ganó 6 bazas: no cumplió. Puntuaciones: tú 122, Anna 62, Bob 33, Carl 96.",
        "summary": "Anna declaró 3 y ganó 2 bazas: apuesta no cumplida, 62 puntos: 2 bazas, 60 por la mano "
                   "descubierta no cumplida de Bob.",
        "waiting": ["Apuestas. No hay cartas en la mesa. Faltan por apostar: tú, Anna y Bob.",
                    "Apuestas. No hay cartas en la mesa. Esperando a Anna.",
                    "Apuestas. No hay cartas en la mesa. Falta tu apuesta."],
        "lead": "Tu turno. Sales tú. Llevas 0 de 3 bazas: necesitas 3 más. Foco: 9 de picas.",
    },
    "ru": {
        "jack": "Валет бубен отмечен. Масть отмеченной карты: бубны. Ставка пока 0.",
        "king": "Король пик отмечен. Масть отмеченной карты: пики. Ставка пока 1.",
        "unmarked": "Семёрка бубен больше не отмечена. Карты ставки не отмечены.",
        "status": ["отмечен", "отмечена", "отмечен", "отмечен", "отмечена"],
        "headline": "Вы: ставка 2 выполнена. Анна: объявленная ставка 3 провалена, взято 2 взятки; остальные "
                    "получают по 30. Боб: раскрытая ставка 4 провалена, взято 3 взятки; остальные получают по "
                    "60. Карл: ставка 1 не выполнена, взято 6 взяток. Очки: вы 122, Анна 62, Боб 33, Карл 96.",
        "summary": "Анна: объявлено 3, взято 2 взятки: провал, 62 очка: 2 взятки, 60 за проваленное раскрытие (Боб).",
        "waiting": ["Ставки. На столе нет карт. Ставку ещё делают: вы, Анна и Боб.",
                    "Ставки. На столе нет карт. Ставку ещё делает Анна.",
                    "Ставки. На столе нет карт. Ждём вашу ставку."],
        "lead": "Ваш ход. Заходите вы. У вас 0 из 3 взяток: нужно ещё 3. Курсор: девятка пик.",
    },
}


@pytest.mark.parametrize("language", ["es", "ru"])
def test_words_agree_with_the_card_and_the_players(language):
    """Whole sentences where the grammar differs: a marked jack or king is masculine in Russian
    ("отмечен") and a Spanish jack feminine ("sota marcada"), one message per rank group; the
    deal headline names each premium's outcome in its player's sentence (T-16); a missed bid in
    the summary has a noun ("провал", "apuesta no cumplida"); the players still to bid are a list
    after a colon, "you" among them (never "Ждём: вы"); the lead prompt says what you need (T-14)."""
    i18n.set_language(language)
    expected = AGREEMENT[language]
    assert text.mark_text(Card.parse("JD"), True, [Card.parse("JD")]) == expected["jack"]
    assert text.mark_text(Card.parse("KS"), True, [Card.parse("KS")]) == expected["king"]
    assert text.mark_text(Card.parse("7D"), False, []) == expected["unmarked"]
    assert [text.marked_word(Card.parse(code)) for code in ("JS", "QS", "KS", "AS", "10S")] == expected["status"]
    bid_cards = (cards("2H 2D 3D"),) * 4
    missed = DealScored(deal=1, bids=(2, 3, 4, 1), bid_cards=bid_cards, tricks=(2, 2, 3, 6),
                        made=(True, False, False, False), points=(122, 62, 33, 96), premium_points=(90, 60, 30, 90),
                        successes=1, totals=(122, 62, 33, 96), game_scores=(122, 62, 33, 96))
    premiums = [(1, "declare"), (2, "reveal")]
    assert text.deal_headline(ME, missed, None, "target", premiums) == expected["headline"]
    assert text.seat_result(ME, 1, missed, None, premiums) == expected["summary"]
    others_bid, you_bid = state_from_hands(HANDS3), state_from_hands(HANDS3)
    bid_all(others_bid, [None, "6H 7H 8H", "6C 7C 8C"])
    bid_all(you_bid, ["6S 7S 8S", None, "6C 7C 8C"])
    assert [text.table_text(ME, state_from_hands(HANDS3).view(0)), text.table_text(ME, you_bid.view(0)),
            text.table_text(ME, others_bid.view(0))] == expected["waiting"]
    state = state_from_hands(HANDS3, dealer=2)  # you lead
    bid_all(state, ["6S 7S 8S", "6H 7H 8H", "6C 7C 8C"])
    assert text.your_turn_text(ME, state.view(0), Card.parse("9S")) == expected["lead"]


@pytest.mark.parametrize("n, form", [(1, "1 карта"), (2, "2 карты"), (5, "5 карт"), (21, "21 карта")])
def test_russian_card_counts_have_three_plural_forms(n, form):
    i18n.set_language("ru")
    assert text.cards_count(n) == form


def test_card_names_and_suits_follow_the_language():
    """Cards by game.card_names (the Russian accusative after a verb), suits by suit_name, the
    "no" suits in the Russian genitive, player names as the menus give them."""
    i18n.set_language("ru")
    assert text.the_card(Card(12, Suit.SPADES)) == "даму пик"
    assert text.suit_after_no(Suit.HEARTS) == "червей"
    assert [text.name(ME, seat) for seat in range(4)] == ["Вы", "Анна", "Боб", "Карл"]
    assert i18n.join_words(["вы", "Анна", "Боб"]) == "вы, Анна и Боб"
    i18n.set_language("es")
    assert text.the_card(Card(12, Suit.SPADES)) == "la reina de picas"
    assert i18n.join_words(["tú", "Anna"]) == "tú y Anna"


# ----------------------------------------------------------------------- pseudo-language
def _escapes(texts):
    return [t for t in texts if i18n.pseudo_escapes(t)]


@pytest.mark.parametrize("options, seed", [
    (TricksOptions(players=2, scoring="parlett_game"), 1),
    (TricksOptions(players=3, scoring="parlett_match"), 2),
    (TricksOptions(players=4, variant="classic", target=100), 3),
    (TricksOptions(players=3, variant="oxford"), 4),
])
def test_pseudo_language_whole_sessions_escape_nothing(options, seed):
    """Every event sentence, status answer, summary line and results line of a whole session
    (each set-up: dummy, premiums, match, joker, trump stock) went through the catalogs."""
    i18n.set_language(i18n.PSEUDO)
    state = TricksState.new(options, seed)
    rng = random.Random(seed)
    said = _said(state.start_events(), state)
    premiums, started, bonuses = [], None, []
    steps = 0
    while state.phase != "over":
        seat = state.to_act()[0]
        events = state.apply(choose_action(state.view(seat), rng))
        view = state.view(0)
        said += [m.text for m in text.narrate(ME, events, view, options.scoring, premiums)]
        for event in events:
            if isinstance(event, DealStarted):
                started = event
            elif isinstance(event, GameBonus):
                bonuses.append(event)
            elif hasattr(event, "standing"):
                premiums = [(s, k) for s, k, _b, _c in event.standing]
            elif isinstance(event, DealScored):
                said += text.summary_lines(ME, event, view.dummy, options.scoring, premiums,
                                           upcoming=None, bonuses=bonuses, game_bonuses=view.game_bonuses)
                said.append(text.summary_trumps_text(started, None, event.successes))
                said += [text.summary_status_text(key, view.dummy) for key in ("table", "hand", "dummy", "revealed")]
                premiums, bonuses = [], []
        said += [text.bids_text(ME, view), text.tricks_text(ME, view), text.last_trick_text(ME, view),
                 text.table_text(ME, view), text.hand_text(view), text.dummy_text(view), text.revealed_text(ME, view),
                 text.trumps_text(view), text.scores_text(ME, view, options.scoring, options.target),
                 text.not_your_turn(ME, view)]
        if view.phase == "play" and view.turn is not None:
            hand = view.hand if view.turn == 0 else (view.dummy_hand or view.hand)
            if hand:
                said.append(text.focus_text(hand[0], 0, len(hand), text.play_status(ME, view, view.turn, hand[0]),
                                            view.joker_as))
        steps += 1
        assert steps < 20000
    said += text.results_lines(ME, state.view(0), options.scoring, options.target)
    assert said and _escapes(said) == []


CARD_CORNER = re.compile(r"^(10|[2-9JQKA])$")
"""A card face's corner index, drawn on the card (not a word)."""


def test_pseudo_language_scripted_play_at_the_table_escapes_nothing(client, monkeypatch):
    """A scripted deal at the table in the pseudo-language: the bid, every status key (T B K S L
    V H D R) while bidding and on your turn, tricks played to the deal's end, the deal summary
    with its status keys, and both F1 keys pages. No spoken or drawn text lies outside ⟦ ⟧."""
    import game.tricks.menu_entry  # noqa: F401  (registers --game tricks)
    from game.tricks.scenes.summary import DealSummary
    from game.tricks.scenes.table import TricksTable
    drawn, whole, pieces = [], [], set()
    render, wrap = client.app.fonts.render, client.app.fonts.wrap

    def recording(words, *args, **kwargs):
        drawn.append(words)
        return render(words, *args, **kwargs)

    def wrapping(words, *args, **kwargs):  # a wrapped line is checked whole, not piece by piece
        parts = wrap(words, *args, **kwargs)
        whole.append(words)
        pieces.update(part for part in parts if part != words)
        return parts

    monkeypatch.setattr(client.app.fonts, "render", recording)
    monkeypatch.setattr(client.app.fonts, "wrap", wrapping)
    client.app.apply_language(i18n.PSEUDO)
    client.start("tricks", players=3, seed=5)
    table = client.app.scenes[-1]
    assert isinstance(table, TricksTable)
    status = (pygame.K_t, pygame.K_b, pygame.K_k, pygame.K_s, pygame.K_l, pygame.K_v, pygame.K_h,
              pygame.K_d, pygame.K_r)
    for key in status:
        client.press(key)
    client.press(pygame.K_F1)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_ESCAPE)
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN):
        client.press(key)
    client.press(pygame.K_DOWN)  # a premium choice, when offered
    client.press(pygame.K_UP)
    client.press(pygame.K_RETURN)
    asked = False
    for _ in range(400):
        if isinstance(client.app.scenes[-1], DealSummary):
            break
        client.frames(60)
        if table.view.phase == "play" and table.view.turn_controller == 0 and client.app.scenes[-1] is table:
            if not asked:
                for key in status + (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP):
                    client.press(key)
                asked = True
            client.press(pygame.K_RETURN)
    summary = client.app.scenes[-1]
    assert isinstance(summary, DealSummary) and asked
    for key in status + (pygame.K_DOWN, pygame.K_DOWN, pygame.K_END):
        client.press(key)
    client.press(pygame.K_F1)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_ESCAPE)
    client.press(pygame.K_RETURN)  # the next deal
    client.frames(120)
    spoken = list(client.texts)
    assert any("⟦Your turn.⟧" in t for t in spoken)
    assert any("⟦Deal 1 summary⟧" in t for t in spoken)
    assert _escapes(spoken) == []
    words = [w for w in drawn if not CARD_CORNER.match(w.strip()) and w not in pieces] + whole
    assert words and _escapes(words) == []


def test_deal_summary_follows_a_language_chosen_under_it(client):
    """Options > Language (Spanish) from the pause menu over a deal's summary: the summary's
    title and every line are in Spanish when it comes back, the same lines as a summary opened
    in Spanish (before, they stayed English: "Deal 1 summary. 8 líneas. ...")."""
    import game.tricks.menu_entry  # noqa: F401  (registers --game tricks)
    from game.tricks.scenes.summary import DealSummary
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=7)
    table = client.app.top
    summary = play_to_the_deal_summary(client, table)
    assert isinstance(summary, DealSummary)
    assert summary.title == "Deal 1 summary"
    assert re.fullmatch(r"Deal 1: \d of 3 made their bid\.", summary.lines[0])
    count = len(summary.lines)
    client.app.apply_language("es")
    assert summary.title == "Resumen del reparto 1"
    assert re.fullmatch(r"Reparto 1: \d de 3 (cumplió|cumplieron) su apuesta\.", summary.lines[0])
    assert summary.lines == table.summary_lines() and len(summary.lines) == count
    assert summary.intro().startswith(f"Resumen del reparto 1. {count} líneas.")


DUMMY_TO_PLAY = {
    "en": ("On the table: Anna, ace of hearts; you, ace of spades. The dummy to play: Anna chooses.",
           "Not your turn. Anna plays from the dummy next.", "Anna to play from the dummy"),
    "es": ("En la mesa: Anna, as de corazones; tú, as de picas. Juega el muerto: elige Anna.",
           "No es tu turno. Ahora Anna juega desde el muerto.", "Juega Anna desde el muerto"),
    "ru": (None, "Сейчас не ваш ход. Анна ходит с руки болвана.", "Анна ходит с руки болвана"),
}
"""T-21: Anna led, you followed, Anna chooses the dummy's card: V's last sentence (who chooses
the dummy's card; was "The dummy to play.", found by a tester watching), the refusal
of your key (who plays from the dummy; was "Not your turn. The dummy plays next."), the status
under the table (who chooses the dummy's card; was "The dummy to play", found by a tester)."""


@pytest.mark.parametrize("language", ["en", "es", "ru"])
def test_t21_the_dummy_to_play_is_named_as_a_sentence_wants_it(client, language):
    """Where the dummy is to play (Anna chooses its card, T-21), "the dummy" is worded for its
    place in the sentence: before, the subject form went mid-sentence ("Juega El muerto.",
    "Continue: trick game, deal 1, trick 1, The dummy to play"). Also the Continue labels."""
    from game.autosave.kinds import Replayed
    from game.tricks import Bid, Play
    from types import SimpleNamespace

    from game.tricks.scenes.saving import TricksKind
    from game.tricks.scenes.table import TricksTable
    from tricks_helpers import HANDS2
    state = state_from_hands(HANDS2, players=2, dummy_bid=["QD", "KD", "AD"], seed=4)
    state.apply(Bid(0, cards("6D 7D 8D")))
    state.apply(Bid(1, cards("9D 10D JD")))
    state.apply(Play(1, Card.parse("AH")))
    state.apply(Play(0, Card.parse("AS")))
    assert state.turn == 2 and state.controller(2) == 1
    i18n.set_language(language)
    view = state.view(0)
    table_words, refusal, status = DUMMY_TO_PLAY[language]
    if table_words is not None:
        assert text.table_text(ME, view) == table_words
    else:
        assert text.table_text(ME, view).endswith(" Болван ходит: выбирает Анна.")
    assert text.not_your_turn(ME, view) == refusal
    table = TricksTable.__new__(TricksTable)  # only status_line(): the view, the seat, no speech
    table.session = SimpleNamespace(view=lambda: view, seat=0, perspective=ME)
    table.premium_index = None
    assert table.status_line() == status
    replayed = Replayed(state)
    assert TricksKind.label(replayed) == {
        "en": "Continue: trick game, deal 1, trick 1, the dummy to play",
        "es": "Continuar: juego de bazas, reparto 1, baza 1, juega el muerto",
        "ru": "Продолжить: игра на взятки, сдача 1, взятка 1, ходит болван"}[language]
    assert TricksKind.describe(replayed, SimpleNamespace(options=SimpleNamespace(players=2))) == {
        "en": "Trick game, 2 players, deal 1, trick 1, the dummy to play",
        "es": "Juego de bazas, 2 jugadores, reparto 1, baza 1, juega el muerto",
        "ru": "Игра на взятки, 2 игрока, сдача 1, взятка 1, ходит болван"}[language]


# ----------------------------------------------------------------------- a card after a verb or "con"
ARTICLES = {
    "es": {
        "you led": "Saliste con el 9 de corazones.",
        "anna led": "Anna salió con el as de diamantes.",
        "winning": "Anna va ganando con el rey de corazones.",
        "anna won": "Anna gana la baza con el rey de corazones. Bazas: tú 0, Anna 1, Bob 0.",
        "you won": "Ganas la baza con la reina de picas. Bazas: tú 1, Anna 0, Bob 0.",
        "you trump low": "Juegas un triunfo bajo, el 7 de picas; Bob sigue ganando con el 9 de picas.",
        "anna trumps low": "Anna juega un triunfo bajo, el 7 de picas; tú sigues ganando con el rey de picas.",
        "just played": "Anna acaba de jugar el 9 de corazones.",
        "discard": "Anna descarta el 4 de corazones.",
        "dummy": "Juegas desde el muerto: el 4 de corazones.",
        "joker": "El comodín vale como el 7 de diamantes.",
        "joker as": "el comodín como el 7 de diamantes",
        "play hint": "Juega el as de picas: necesitas 3 bazas más, pero ninguna carta que puedas jugar gana "
                     "esta, y guardar tus otras cartas te da la mejor oportunidad.",
    },
    "ru": {
        "you led": "Вы открываете взятку, сыграв девятку червей.",
        "anna led": "Анна открывает взятку, сыграв туза бубен.",
        "winning": "Анна пока берёт взятку, сыграв короля червей.",
        "anna won": "Анна берёт взятку, сыграв короля червей. Взятки: вы 0, Анна 1, Боб 0.",
        "you won": "Вы берёте взятку, сыграв даму пик. Взятки: вы 1, Анна 0, Боб 0.",
        "you trump low": "Вы кладёте семёрку пик, козырь, но взятку всё ещё берёт Боб: девятка пик.",
        "anna trumps low": "Анна кладёт семёрку пик, козырь, но взятку всё ещё берёт ваша карта: король пик.",
        "just played": "Последний ход — Анна: девятка червей.",
        "discard": "Анна сбрасывает четвёрку червей.",
        "dummy": "Вы играете с руки болвана четвёрку червей.",
        "joker": "Джокер считается за семёрку бубен.",
        "joker as": "джокер, он же семёрка бубен",
        "play hint": "Сыграйте туза пик: нужно ещё 3 взятки, но эту взятку не взять ни одной вашей картой, "
                     "а с остальными картами у вас больше всего шансов.",
    },
    "en": {
        "you led": "You led the 9 of hearts.",
        "anna led": "Anna led the ace of diamonds.",
        "winning": "Anna is winning with the king of hearts.",
        "anna won": "Anna wins the trick with the king of hearts. Tricks: you 0, Anna 1, Bob 0.",
        "you won": "You win the trick with the queen of spades. Tricks: you 1, Anna 0, Bob 0.",
        "you trump low": "You trump low with the 7 of spades; Bob's 9 of spades still wins.",
        "anna trumps low": "Anna trumps low with the 7 of spades; your king of spades still wins.",
        "just played": "Anna just played the 9 of hearts.",
        "discard": "Anna discards the 4 of hearts.",
        "dummy": "You play the dummy's 4 of hearts.",
        "joker": "The joker counts as the 7 of diamonds.",
        "joker as": "the joker as the 7 of diamonds",
        "play hint": "Play the ace of spades: you need 3 more tricks, but no card you can play wins this one, "
                     "and keeping your other cards gives you the best chance.",
    },
}


@pytest.mark.parametrize("language", ["es", "ru", "en"])
def test_a_card_after_con_has_its_article_and_russian_its_case(language):
    """A by-ear tester heard "Saliste con 9 de corazones. Anna va ganando con rey de corazones.":
    every trick-game sentence whose English says "the" before a card says the Spanish article
    that agrees with the rank ("con el rey", "con la reina"), led, winning, won, trumped low, the
    joker's card (T-26) and the play hint too (T-12); Russian keeps its "сыграв" + accusative (and
    the nominative after "он же" or a colon); English is unchanged."""
    from game.engine.cards import JOKER
    from game.engine.rng import new_rng
    from game.tricks.events import TrickWon
    from game.tricks.hints import play_hint
    i18n.set_language(language)
    expected = ARTICLES[language]
    c = Card.parse
    said = {"you led": text.led_text(ME, [(0, c("9H"))], None, None),
            "anna led": text.led_text(ME, [(1, c("AD"))], None, None)}
    state = state_from_hands(HANDS3)
    bid_all(state, ["6S 7S 8S", "6H 7H 8H", "6C 7C 8C"])
    view = state.view(0)
    said["winning"] = text.winning_text(ME, view.__class__(**{**view.__dict__,
                                                              "current_trick": ((2, c("9H")), (1, c("KH")))}))
    said["anna won"] = text.trick_won_text(ME, TrickWon(
        winner=1, card=c("KH"), trick=((0, c("9H")), (1, c("KH")), (2, c("2H"))), tricks=(0, 1, 0),
        trick_number=1, next_controller=1), None)
    said["you won"] = text.trick_won_text(ME, TrickWon(
        winner=0, card=c("QS"), trick=((0, c("QS")),), tricks=(1, 0, 0), trick_number=1, next_controller=0), None)
    mine = CardPlayed(seat=0, controller=0, card=c("7S"), acts_as=None, lead=False, follows=False, trump=True)
    said["you trump low"] = text.undertrump_text(ME, mine, ((1, c("9H")), (2, c("9S")), (0, c("7S"))), None)
    annas = CardPlayed(seat=1, controller=1, card=c("7S"), acts_as=None, lead=False, follows=False, trump=True)
    said["anna trumps low"] = text.undertrump_text(ME, annas, ((0, c("KS")), (1, c("7S"))), None)
    lead = CardPlayed(seat=1, controller=1, card=c("9H"), acts_as=None, lead=True, follows=False, trump=False)
    said["just played"] = text.just_played_gist(ME, [lead], None)
    discard = CardPlayed(seat=1, controller=1, card=c("4H"), acts_as=None, lead=False, follows=False, trump=False)
    said["discard"] = text.card_played_text(ME, discard, None)
    dummys = CardPlayed(seat=1, controller=0, card=c("4H"), acts_as=None, lead=False, follows=True, trump=False)
    said["dummy"] = text.card_played_text(ME, dummys, 1)
    said["joker"] = text.joker_counts_text(c("7D"))
    said["joker as"] = text.card_words(JOKER, c("7D"))
    while state.to_act()[0] != 0:
        state.apply(state.legal_plays(state.to_act()[0])[0])
    said["play hint"] = play_hint(state.view(0), new_rng(5), fixed=True)
    assert said == expected


UNDERTRUMP_JOKER = {
    "en": ["You trump low with the 7 of spades; Bob's joker as the 9 of spades still wins.",
           "Anna trumps low with the 7 of spades; your joker as the 9 of spades still wins.",
           "Anna trumps low with the 7 of spades; the dummy's 9 of spades still wins."],
    "es": ["Juegas un triunfo bajo, el 7 de picas; Bob sigue ganando con el comodín como el 9 de picas.",
           "Anna juega un triunfo bajo, el 7 de picas; tú sigues ganando con el comodín como el 9 de picas.",
           "Anna juega un triunfo bajo, el 7 de picas; el muerto sigue ganando con el 9 de picas."],
    "ru": ["Вы кладёте семёрку пик, козырь, но взятку всё ещё берёт Боб: джокер, он же девятка пик.",
           "Анна кладёт семёрку пик, козырь, но взятку всё ещё берёт ваша карта: джокер, он же девятка пик.",
           "Анна кладёт семёрку пик, козырь, но взятку всё ещё берёт болван: девятка пик."],
}


@pytest.mark.parametrize("language", ["en", "es", "ru"])
def test_t13_t26_a_low_trump_names_who_still_wins_before_the_joker(language):
    """T-13, T-26: the classic joker still winning after a low trump. Spanish said "el comodín
    como el 9 de picas de Bob sigue ganando" (Bob's 9 of spades, or the joker as the 9 of spades
    that is Bob's?): the holder comes first, "Bob sigue ganando con el comodín como ...", and
    your own card "tú sigues ganando con ..."; the dummy inside the sentence is "the dummy's",
    "el muerto", "болван" (was "The dummy's", "de El muerto", "Болван")."""
    from game.engine.cards import JOKER
    i18n.set_language(language)
    c = Card.parse
    mine = CardPlayed(seat=0, controller=0, card=c("7S"), acts_as=None, lead=False, follows=False, trump=True)
    annas = CardPlayed(seat=1, controller=1, card=c("7S"), acts_as=None, lead=False, follows=False, trump=True)
    said = [text.undertrump_text(ME, mine, ((1, c("9H")), (2, JOKER), (0, c("7S"))), None, c("9S")),
            text.undertrump_text(ME, annas, ((0, JOKER), (2, c("9H")), (1, c("7S"))), None, c("9S")),
            text.undertrump_text(ME, annas, ((2, c("9S")), (1, c("7S"))), 2)]
    assert said == UNDERTRUMP_JOKER[language]


TRICK_PLAY_TENSE = {
    "ru": ["Вы открываете взятку, сыграв девятку червей.", "Анна открывает взятку, сыграв туза бубен.",
           "Вы берёте взятку.", "Анна берёт взятку.",
           "Последняя взятка: вы, девятка червей; Анна, туз червей; Боб, шестёрка червей. Анна взяла взятку.",
           "Последняя взятка: вы, туз червей; Анна, девятка червей; Боб, шестёрка червей. Вы взяли взятку."],
    "en": ["You led the 9 of hearts.", "Anna led the ace of diamonds.",
           "You just won the trick.", "Anna just won the trick.",
           "Last trick: you, 9 of hearts; Anna, ace of hearts; Bob, 6 of hearts. Anna won it.",
           "Last trick: you, ace of hearts; Anna, 9 of hearts; Bob, 6 of hearts. You won it."],
}


@pytest.mark.parametrize("language", ["ru", "en"])
def test_t29_russian_says_your_lead_and_trick_in_the_tense_it_says_the_others(language):
    """T-29: a by-ear tester heard "Вы открыли взятку ..." (past) beside "Анна открывает взятку
    ..." (present) for the same event: the Russian trick commentary is in the present for you
    as for the others (the lead, the trick just won); L's last trick, a trick over, is in the
    past for you as for the others ("Вы взяли взятку.", "Анна взяла взятку.": another by-ear
    tester heard "Последняя взятка: ... Боб берёт взятку.")."""
    from game.tricks.events import TrickWon
    i18n.set_language(language)
    c = Card.parse
    said = [text.led_text(ME, [(0, c("9H"))], None, None), text.led_text(ME, [(1, c("AD"))], None, None)]
    for winner in (0, 1):
        won = TrickWon(winner=winner, card=c("AH"), trick=((0, c("AH")),), tricks=(1, 0, 0), trick_number=1,
                       next_controller=winner)
        said.append(text.just_played_gist(ME, [won], None))
    said += [text.last_trick_words(ME, ((0, c("9H")), (1, c("AH")), (2, c("6H"))), 1, None, None),
             text.last_trick_words(ME, ((0, c("AH")), (1, c("9H")), (2, c("6H"))), 0, None, None)]
    assert said == TRICK_PLAY_TENSE[language]


BID_HINT_SEED_16 = [
    ("es", "Apuesta 4 con el 7 de picas, el 10 de picas, el 8 de corazones: la cumples en cerca del 57 % de los "
           "repartos simulados."),
    ("ru", "Отложите семёрку пик, десятку пик, восьмёрку червей на ставку 4: она выполняется примерно в 57 % "
           "проверенных сдач."),
]
"""The bid hint of the two-player game of seed 16 (hint random source 16 * 7 + 1), in es and ru."""


@pytest.mark.parametrize("language, sentence", BID_HINT_SEED_16)
def test_the_bid_hint_names_its_cards_with_their_article(language, sentence):
    """T-6, T-28: the bid hint's cards after "con" have their Spanish article too (the two-player
    game of seed 16, as tests/test_tricks_bid_hint.py hears it in English)."""
    from game.engine.rng import new_rng
    from game.tricks.hints import bid_hint
    i18n.set_language(language)
    view = TricksState.new(TricksOptions(players=2), 16).view(0)
    assert bid_hint(view, new_rng(16 * 7 + 1), fixed=True) == sentence


@pytest.mark.parametrize("language, sentence", BID_HINT_SEED_16)
def test_t28_the_bid_hint_asked_in_english_words_itself_again_in_a_new_language(language, sentence):
    """T-28: the bid hint's sentence, asked in English, is worded again from its search's result
    once the language changed (a hint waiting behind other players' moves when the language is
    changed under the pause menu): the sentence the hint says when asked in that language, and
    so too with what the table adds once it marked the cards ("These cards are marked: ...")."""
    from game.engine.rng import new_rng
    from game.tricks.hints import advise
    i18n.set_language("en")
    view = TricksState.new(TricksOptions(players=2), 16).view(0)
    hint, advice = advise(view, new_rng(16 * 7 + 1), fixed=True)
    assert hint == "Bid 4 with 7 of spades, 10 of spades, 8 of hearts: you make it in about 57 % of the deals tried."
    marked = i18n.reworded_with(hint, text.advice_marked_text)  # as the table says it, the cards marked
    i18n.set_language(language)
    assert hint.again() == sentence
    assert marked.again() == f"{sentence} {text.advice_marked_text()}"
    assert advice[0] == "bid"


@pytest.mark.parametrize("language, marked, bid", [
    ("ru", "Масти отмеченных карт: бубны, бубны. Ставка пока 0.", "Ваша ставка 3: бубны, трефы, бубны. Без премии."),
    ("es", "Cartas marcadas: diamante, diamante. Apuesta por ahora: 0.",
     "Tu apuesta es 3: diamante, trébol, diamante. Sin prima."),
])
def test_bid_cards_suits_are_named_as_the_language_names_a_suit(language, marked, bid):
    """A by-ear tester heard "Отмечено: бубна, бубна.": a Russian player names a bid card's suit
    by the suit's usual (plural) name, "бубны", as the rest of the game does ("Козыри: бубны")."""
    i18n.set_language(language)
    assert text.marked_text(cards("2D 7D")) == marked
    assert text.bid_confirmed_text(3, cards("2D 7C 9D"), None) == bid


@pytest.mark.parametrize("language, one, two, three", [
    ("ru", "Масть отмеченной карты: пики. Ставка пока 1.", "Масти отмеченных карт: пики, бубны. Ставка пока 1.",
     "Ставка 4: пики, бубны, трефы."),
    ("es", "Carta marcada: pica. Apuesta por ahora: 1.", "Cartas marcadas: pica, diamante. Apuesta por ahora: 1.",
     "Apuesta 4: pica, diamante, trébol."),
    ("en", "Marked: spade. Bid so far 1.", "Marked: spade, diamond. Bid so far 1.", "Bid 4: spade, diamond, club."),
])
def test_marked_bid_cards_agree_with_how_many_are_marked(language, one, two, three):
    """T-6, T-28: a by-ear tester read "Отмечено: пики" for one marked spade (as if every spade
    were marked): one marked card, two and three each have words that agree with the number
    (Russian "Масть отмеченной карты" / "Масти отмеченных карт", Spanish "Carta marcada" / "Cartas marcadas"),
    the suits named as the rest of the game names a bid card's suit."""
    i18n.set_language(language)
    assert text.marked_text(cards("5S")) == one
    assert text.marked_text(cards("5S 7D")) == two
    assert text.marked_text(cards("5S 7D 9C")) == three


@pytest.mark.parametrize("language, one, three", [
    ("es", "Aún sin confirmar. Apuesta marcada: 0. Nadie más ha apostado todavía.",
     "Aún sin confirmar. Apuesta marcada: 3. Nadie más ha apostado todavía."),
    ("en", "Not confirmed yet. Marked: bid 0. Nobody else has bid yet.",
     "Not confirmed yet. Marked: bid 3. Nobody else has bid yet."),
])
def test_the_b_key_names_the_marked_bid_for_any_number_of_cards(language, one, three):
    """T-6, T-28: B before confirming names the bid the marked cards make; Spanish said
    "Marcadas: apuesta 0." (plural) for a single marked card: now words that fit one card or three."""
    i18n.set_language(language)
    state = state_from_hands(HANDS3)
    assert text.bids_text(ME, state.view(0), cards("6D")) == one
    assert text.bids_text(ME, state.view(0), cards("6S 7S 8S")) == three


@pytest.mark.parametrize("language, sentence", [
    ("es", "Un jugador de la computadora apostó 5 por ti: apartó el 9 de tréboles, el rey de corazones, "
           "el 6 de diamantes."),
    ("ru", "Компьютер вместо вас поставил 5: он отложил девятку треф, короля червей, шестёрку бубен."),
    ("en", "A computer player for you bid 5: it laid aside 9 of clubs, king of hearts, 6 of diamonds."),
])
def test_cards_a_computer_laid_aside_for_you_are_the_verbs_object(language, sentence):
    """T-6, T-29: the bid a computer made for a person who was away names the cards it laid aside
    as the verb's object: Russian in the accusative (it said "он отложил девятка треф"), Spanish
    with their articles."""
    i18n.set_language(language)
    assert text.bid_laid_aside_text(5, cards("9C KH 6D"), None, stand_in=True) == sentence


@pytest.mark.parametrize("language, third", [
    ("en", "9 of hearts marked. Bid 2: heart, diamond, diamond. Enter confirms."),
    ("es", "9 de corazones marcado. Apuesta 2: corazón, diamante, diamante. Intro confirma."),
    ("ru", "Девятка червей отмечена. Ставка 2: червы, бубны, бубны. Enter подтверждает."),
])
def test_t28_the_third_marked_bid_card_says_what_enter_does(language, third):
    """T-28: the third bid card marked, the line says what Enter does, as the status line does
    ("Enter confirms"; was "9 of hearts marked. Bid 2: heart, diamond, diamond."); with fewer
    marked, or on unmarking, or asked again (F1, H), only the bid."""
    i18n.set_language(language)
    try:
        nine, six, seven = cards("9H 6D 7D")
        assert text.mark_text(nine, True, [nine, six, seven]) == third
        assert text.mark_text(nine, False, [six, seven]).endswith(".") and "Enter" not in text.mark_text(
            nine, False, [six, seven])
        assert "Enter" not in text.marked_text([nine, six, seven])
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language, first, last, secret", [
    ("es", "Primera carta. Rey de picas, 1 de 3", "Última carta. Rey de picas, 3 de 3", "Anna en secreto"),
    ("ru", "Первая карта. Король пик, 1 из 3", "Последняя карта. Король пик, 3 из 3", "Анна (скрыто)"),
])
def test_t28_the_hands_ends_name_a_card_never_a_deal_and_a_secret_bid_agrees(language, first, last, secret):
    """T-28 (found by a tester by ear): Spanish "Final de la mano." (a "mano" was then also a deal,
    "Mano 1"; a deal is now "Reparto 1") and Russian "Конец руки." ("the end of the arm") now name
    the card at the end; Spanish "Anna secreta" in the bids' list agreed with nothing ("Anna en secreto")."""
    from game.i18n import pgettext
    from game.ui.words import hand_edge_text

    i18n.set_language(language)
    place = "de" if language == "es" else "из"
    card = "Rey de picas" if language == "es" else "Король пик"
    assert hand_edge_text(-1, f"{card}, 1 {place} 3") == first
    assert hand_edge_text(1, f"{card}, 3 {place} 3") == last
    name = "Anna" if language == "es" else "Анна"
    assert pgettext("a bid in a list", "{name} secret").format(name=name) == secret


def test_t24_the_dummys_fewer_tricks_count_as_made_in_spanish():
    """T-24 (found by a tester by ear: "apuesta lograda" beside "apuesta cumplida" elsewhere): the
    dummy that took fewer tricks than its bid "counts as made"."""
    from game.tricks.text.deal_end import seat_result

    i18n.set_language("es")
    scored = DealScored(deal=2, bids=(3, 4, 6), bid_cards=(cards("2H 2D 3D"),) * 3, tricks=(3, 4, 5),
                        made=(True, True, True), points=(13, 14, 5), premium_points=(0, 0, 0), successes=3,
                        totals=(13, 14, 5), game_scores=(13, 14, 5))
    assert seat_result(ME, 2, scored, 2) == ("El muerto apostó 6 y ganó 5 bazas, menos que su apuesta: cuenta como "
                                             "cumplida, 5 puntos.")
