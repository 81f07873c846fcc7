"""Russian wording a by-ear tester found unclear: the focused card was "выбрана карта" (as if
already chosen as a bid card), now "курсор" everywhere the English says focus or the selected
card; "Ставка пока 0" (was "Пока ставка 0"); the seat panels' "Фишки: 9" / "Карты: 3" (were
"Фишек 9" / "Карт 3"); the premiums' help says what happens if you make your bid and if not
(was "Выполнено: ещё 30. Провалено: ..."); the Computer delay option says what it delays."""

from __future__ import annotations

import pytest

from game import i18n
from game.counting.options import CountingOptions
from game.counting.scenes.table_view import draw_table
from game.counting.state import CountingState
from game.i18n import _, pgettext
from game.tricks.text import premium_help
from game.ui.animation import Animations
from game.ui.placement import Placements


@pytest.fixture
def russian():
    i18n.set_language("ru")
    yield
    i18n.set_language("en")


def test_the_focused_card_is_where_the_cursor_is(russian):
    assert _("Focus: {card}.").format(card="туз пик") == "Курсор: туз пик."
    assert _("Choose 3 bid cards. H reads your hand; focus: {card}.").format(card="туз пик") == (
        "Выберите 3 карты ставки. H читает вашу руку; курсор: туз пик.")
    assert _("Bidding is over. Enter plays the focused card.") == "Ставки закончены. Enter сыграет карту под курсором."
    assert _("play the focused card, confirm 3 bid cards or the premium choice").startswith(
        "сыграть карту под курсором,")


def test_no_russian_line_calls_the_focused_card_chosen():
    """Every Russian translation of an English line about the focus or the selected card."""
    from babel.messages.pofile import read_po
    with open("game/locale/ru/LC_MESSAGES/messages.po", "rb") as po:
        catalog = read_po(po)
    about_focus = [m for m in catalog if m.id and any(word in str(m.id).lower() for word in ("focus", "selected card"))]
    assert about_focus
    for message in about_focus:
        assert "выбран" not in str(message.string).lower(), (message.id, message.string)


def test_wording_of_bids_premiums_and_options(russian):
    assert pgettext("one bid card marked", "Marked: {suits}. Bid so far {bid}.").format(suits="бубны", bid=0) == (
        "Масть отмеченной карты: бубны. Ставка пока 0.")
    assert premium_help("declare") == ("ваши карты ставки открыты всем. Если выполните ставку: +30. "
                                       "Если нет: остальные получат по 30.")
    assert premium_help("reveal") == ("ваши карты ставки и вся рука открыты всем. Если выполните ставку: +60. "
                                      "Если нет: остальные получат по 60.")
    assert _("Computer delay") == "Пауза перед ходом компьютера"


@pytest.mark.parametrize("players", [3, 8])
def test_counting_panels_say_tokens_and_cards_with_a_colon_at_full_size(client, players):
    """At Huge text in 1280x720: "Фишки: 9" and "Карты: 3" never shrunk below the panel's full
    size (26 pixels): with 3 players at 34, grown into the row that "сдаёт" and "ХОД" no longer
    take (they stand beside the name); with 8 (panels 146 pixels wide) one pixel smaller, to fit
    "Фишки: 9" (130 pixels at 26) in 126."""
    app = client.app
    app.apply_language("ru")
    app.settings.set("text_size", "huge")
    app.apply_display_settings()
    state = CountingState.new(CountingOptions(players=players), 3)
    names = Placements()
    draw_table(app.screen, app.layout, app.fonts, app.theme, state.view(0), focus=0, status="",
               anims=Animations(), names=names)
    lines = names.texts("panel line")
    assert [w for _r, w in lines][:2] == ["Фишки: 9", "Карты: 3"]
    full = app.fonts.font({3: 34, 8: app.layout.text_px(17) - 1}[players]).get_height()
    assert all(rect.height == full for rect, words in lines if words in ("Фишки: 9", "Карты: 3"))
    assert pgettext("seat", "Tokens {count}").format(count=1) == "Фишки: 1"


LAST_TRICK = "Последняя взятка: вы, девятка червей; {name}, туз червей."


@pytest.mark.parametrize("seat, names, dummy, name, said", [
    (1, (), None, "Анна", "Анна взяла взятку."),
    (2, (), None, "Боб", "Боб взял взятку."),
    (1, (None, "Зоя"), None, "Зоя", "Взятку взял игрок Зоя."),
    (1, (), 1, "болван", "Болван взял взятку."),
    (0, (), None, "вы", "Вы взяли взятку."),
])
def test_the_last_trick_is_said_in_the_past(russian, seat, names, dummy, name, said):
    """T-28: L reads a trick that is over: "Анна взяла взятку." (was "Анна берёт взятку.", the
    live event's present); the verb agrees with a default name (Анна, Боб), a given name (gender
    unknown) has a sentence whose verb agrees with "игрок", the dummy its own."""
    from game.engine.cards import Card
    from game.engine.perspective import Perspective
    from game.tricks import text as tricks_text
    other = 1 if seat == 0 else seat
    trick = ((0, Card.parse("9H")), (other, Card.parse("AH")))
    words = tricks_text.last_trick_words(Perspective(0, names), trick, seat, dummy, None)
    cards = "вы, девятка червей; {name}, туз червей".format(name="Анна" if seat == 0 else name)
    assert words == f"Последняя взятка: {cards}. {said}"


@pytest.mark.parametrize("seat, names, stand_in, head", [
    (0, (), False, "Вы переходите за 33"),
    (1, (), False, "Анна переходит за 33"),
    (2, (), False, "Боб переходит за 33"),
    (1, (None, "Зоя"), False, "Зоя переходит за 33"),
    (0, (), True, "Компьютер вместо вас переходит за 33"),
])
def test_a_card_that_passes_33_is_said_in_the_present(russian, seat, names, stand_in, head):
    """C-13, C-23: a move is said as a live announcer says it, in the present, as reaching a
    threshold is ("Анна набирает ровно 33"), losing tokens ("теряет 1 фишку") and going out
    ("выбывает"): "Анна переходит за 33: теряет 1 фишку." (was "Анна перешла за 33" beside
    "Боб набирает ровно 33"); the present needs no gender, so a given name says it as a default
    name does (was "Зоя — перебор за 33")."""
    from game.counting.events import ThresholdPassed
    from game.counting.text import passed_text
    from game.engine.perspective import Perspective
    me = Perspective(0, names, stand_in=0 if stand_in else None)
    line = passed_text(me, ThresholdPassed(seat, (33,)), None)
    assert line == f"{head}."


def test_counting_moves_are_said_in_the_present(russian):
    """C-17, C-9, C-20, C-23: the other move lines said in the past are in the present too:
    "Направление меняется: ..." (was "сменилось"), "Колода пуста: стопку перемешивают ..." (was
    "Колода кончилась: стопку перемешали ..."), "Вы выигрываете игру!" (was "выиграли", beside
    "Анна выигрывает игру."). A round's end, said once it is over, sums the round up in the past,
    whatever ended it: "Раунд 2 окончен: вы перешли за 99." / "вы набрали ровно 99."."""
    from game.counting.events import GameEnded, RoundEnded
    from game.counting.text import game_ended_text, round_ended_text
    from game.engine.perspective import Perspective
    from game.i18n import ngettext
    me = Perspective(0, ())
    assert _("Direction reversed: clockwise.") == "Направление меняется: по часовой стрелке."
    assert _("Direction reversed: counter-clockwise.") == "Направление меняется: против часовой стрелки."
    assert ngettext("Stock empty: the pile is shuffled into a new stock of {count} card.",
                    "Stock empty: the pile is shuffled into a new stock of {count} cards.", 21).format(count=21) == (
        "Колода пуста: стопку перемешивают в новую колоду из 21 карты.")
    assert game_ended_text(me, GameEnded(0)) == "Вы выигрываете игру!"
    assert game_ended_text(me, GameEnded(1)) == "Анна выигрывает игру."
    assert round_ended_text(me, RoundEnded(2, "passed 99", 0, None), next_round=False) == (
        "Раунд 2 окончен: вы перешли за 99.")
    assert round_ended_text(me, RoundEnded(2, "reached 99", 0, 0), next_round=False) == (
        "Раунд 2 окончен: вы набрали ровно 99.")


def test_your_own_seat_says_you_deal_to_you(client):
    """C-6: under "Вы" the own seat panel of the counting table says "сдаёте" (was "сдаёт", the
    word under the others' names); the others' panels keep "сдаёт"."""
    app = client.app
    app.apply_language("ru")
    lines = {}
    for dealer in (0, 1):
        names = Placements()
        state = CountingState.new(CountingOptions(players=3), 3, dealer=dealer)
        state.turn = 2
        draw_table(app.screen, app.layout, app.fonts, app.theme, state.view(0), focus=0, status="",
                   anims=Animations(), names=names)
        lines[dealer] = [w for _r, w in names.texts("panel line")]
    assert "сдаёте" in lines[0] and "сдаёт" not in lines[0]
    assert "сдаёт" in lines[1] and "сдаёте" not in lines[1]


def test_marked_bid_cards_are_a_list_of_suits(russian):
    """T-28, found by a tester: "Отмечены карты: червы, червы" named two cards by a suit each;
    the list is of the marked cards' suits, and says so."""
    from game.engine.cards import Card, Suit
    from game.tricks.text import marked_text
    hearts = [Card(2, Suit.HEARTS), Card(9, Suit.HEARTS)]
    assert marked_text(hearts[:1]) == "Масть отмеченной карты: червы. Ставка пока 2."
    assert marked_text(hearts) == "Масти отмеченных карт: червы, червы. Ставка пока 4."


def test_a_lead_hint_opens_the_trick_with_the_card_in_the_accusative(russian):
    """Found by a tester: the hints for leading said "Сыграйте короля бубен первой" ("первой"
    agrees with a feminine card only). Every Russian hint to lead a card now opens the trick
    with it, "Откройте взятку, сыграв короля бубен", as the game says another's lead ("Боб
    открывает взятку, сыграв восьмёрку пик"): the card in the accusative, whatever its gender."""
    from babel.messages.pofile import read_po

    from game.card_names import card_name
    from game.engine.cards import JOKER, Card, Suit
    with open("game/locale/ru/LC_MESSAGES/messages.po", "rb") as po:
        catalog = read_po(po)
    leads = [m for m in catalog if m.id and str(m.id if isinstance(m.id, str) else m.id[0]).startswith("Lead the")]
    assert len(leads) == 10
    for message in leads:
        for string in (message.string if isinstance(message.string, tuple) else (message.string,)):
            assert string.startswith("Откройте взятку, сыграв {card}"), (message.id, string)
            assert "первой" not in string and "первым" not in string, string
    only = _("Lead the {card}: it is the only card you can play.")
    expected = {Card(13, Suit.DIAMONDS): "короля бубен", Card(12, Suit.SPADES): "даму пик",
                Card(10, Suit.HEARTS): "десятку червей", Card(14, Suit.CLUBS): "туза треф",
                Card(11, Suit.DIAMONDS): "валета бубен", JOKER: "джокера"}
    for card, words in expected.items():
        assert only.format(card=card_name(card, "definite")) == (
            f"Откройте взятку, сыграв {words}: больше вам ходить нечем.")
    assert _("Lead the dummy's {card}: it is the only card the dummy can play.").format(
        card=card_name(Card(12, Suit.HEARTS), "definite")) == (
        "Откройте взятку, сыграв даму червей из руки болвана: больше болвану ходить нечем.")
