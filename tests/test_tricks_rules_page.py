"""The trick game's rules page (Ctrl+F1, the Help menu: game/rules_text/tricks.md and its
translations) names D and R with the games they answer in, as F1 at the table lists them (T-3:
the dummy is in the 2-player game only; T-22: no one reveals with 2 players)."""

import pytest

from game.paths import rules_text_path

SAID = {
    "en": "D: the dummy's cards (2 players). R: a revealed hand (3 or 4 players).",
    "es": "D: las cartas del muerto (2 jugadores). R: una mano descubierta (3 o 4 jugadores).",
    "ru": "D: карты болвана (2 игрока). R: раскрытая рука (3 или 4 игрока).",
}


@pytest.mark.parametrize("lang", ["en", "es", "ru"])
def test_the_rules_page_says_which_games_have_d_and_r(lang):
    text = rules_text_path("tricks", lang).read_text(encoding="utf-8")
    assert SAID[lang] in text
