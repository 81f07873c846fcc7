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
        "Отмечена карта: бубны. Ставка пока 0.")
    assert premium_help("declare") == ("ваши карты ставки открыты всем. Если выполните ставку: +30. "
                                       "Если нет: остальные получат по 30.")
    assert premium_help("reveal") == ("ваши карты ставки и вся рука открыты всем. Если выполните ставку: +60. "
                                      "Если нет: остальные получат по 60.")
    assert _("Computer delay") == "Пауза перед ходом компьютера"


@pytest.mark.parametrize("players", [3, 8])
def test_counting_panels_say_tokens_and_cards_with_a_colon_at_full_size(client, players):
    """At Huge text in 1280x720: "Фишки: 9" and "Карты: 3" at the panel's full size (26 pixels)
    with 3 players; with 8 (panels 146 pixels wide) one pixel smaller, to fit "Фишки: 9" (130
    pixels at 26) in 126."""
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
    full = app.fonts.font(app.layout.text_px(17) - (players == 8)).get_height()
    assert all(rect.height == full for rect, words in lines if words in ("Фишки: 9", "Карты: 3"))
    assert pgettext("seat", "Tokens {count}").format(count=1) == "Фишки: 1"
