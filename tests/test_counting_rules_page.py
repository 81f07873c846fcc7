"""The counting game's rules page (Ctrl+F1, the Help menu: game/rules_text/counting.md and its
translations) says what the table does: the second press for a card that passes 33 or 66 while another
card costs nothing, unless the hint advised it (C-13, C-18, C-22; the page still said "and put you
out" after the table warned of every such card), the hint's level (the hard one, :mod:`game.counting.hints`) and
Enter once you are out (it plays the rest out, C-18). Found by ear: the page said only a card
passing 99 needed a second press, "the strong computer player", and "Enter skips" the pause."""

import pytest

from game.paths import rules_text_path

SAID = {
    "en": [
        "A card that would pass 99 while another card would not, or that would pass 33 or 66 while another card "
        "would cost you nothing (unless A advised it), is played on the second press only (Enter, or its number): "
        "the first says the total it gives and what it costs (\"The 4 of clubs takes the total to 35, past 33: "
        "you lose 1 token and are out. Press 3 again to play it.\").",
        "Once you are out, the rounds go on by themselves after a short pause; Enter plays the rest of the game "
        "out at once and shows the results (not online, where the others play on at their own pace).",
        "- A: advice: the card the hard computer player would play now and why, in one sentence.",
    ],
    "es": [
        "o que pasaría de 33 o de 66 cuando otra no te costaría nada (salvo si A la aconsejó), solo se juega a la "
        "segunda pulsación",
        "Intro juega el resto de la partida de una vez y muestra los resultados",
        "- A: consejo: la carta que jugaría ahora el jugador difícil y por qué, en una frase.",
    ],
    "ru": [
        "или перешла бы за 33 или 66, когда другая карта ничего бы вам не стоила (если только её не посоветовала "
        "клавиша A), играется только со второго нажатия",
        "Enter сразу доигрывает остаток игры и показывает итоги",
        "- A: совет: какую карту сыграл бы сейчас сложный компьютерный игрок и почему, одной фразой.",
    ],
}
WRONG = {"en": ["strong computer player", "Enter skips", "and put you out while"],
         "es": ["jugador fuerte", "Intro se la salta", "y te eliminaría cuando"],
         "ru": ["сильный компьютерный игрок", "Enter её пропускает", "так, что вы выбыли бы, когда"]}


@pytest.mark.parametrize("lang", ["en", "es", "ru"])
def test_the_rules_page_says_what_the_table_does(lang):
    text = rules_text_path("counting", lang).read_text(encoding="utf-8")
    for sentence in SAID[lang]:
        assert sentence in text
    for old in WRONG[lang]:
        assert old not in text


def test_the_quoted_warning_is_the_tables_own():
    """The warning quoted on the page is the one the table says (C-13, C-18, C-22)."""
    from game.counting.text.status import costly_card_warning
    from game.engine.cards import Card
    said = costly_card_warning(Card.parse("4C"), 31, 0, key="3")
    assert f"(\"{said}\")" in rules_text_path("counting").read_text(encoding="utf-8")
