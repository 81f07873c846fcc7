"""The trick game's new-game screen and its remembered choices: a hint per variant; Oxford Whist
kept to 3 players and without a scoring choice (T-27); the computer level and delay; remembered
choices survive a damaged settings section: wrong types and unknown values fall back to defaults
(T-1 players 2..4; T-17 targets; T-27 Oxford 3 only; the strong computer level)."""

import pygame
import pytest

from game.scenes.registry import discover_games
from game.tricks.scenes import NewTricksGame
from game.tricks.scenes.setup import remembered_setup


@pytest.mark.parametrize("junk,expected", [
    ({"players": "x", "variant": ["classic"], "scoring": 7, "target": "200"},
     (3, "standard", "target", 200, "hard")),
    ({"players": 9, "variant": "oxford", "level": "x"}, (4, "standard", "target", 200, "hard")),
    ({"players": 1e999, "target": 1e999, "scoring": None}, (3, "standard", "target", 200, "hard")),
    ({"players": 3, "variant": "oxford", "scoring": "parlett_match"}, (3, "oxford", "target", 200, "hard")),
    ({"players": 2, "variant": "classic", "scoring": "target", "target": 500, "level": "random"},
     (2, "classic", "target", 500, "random")),
])
def test_remembered_setup_from_junk(client, junk, expected):
    section = client.app.settings.section("tricks")
    for key, value in junk.items():
        section[key] = value
    setup = remembered_setup(client.app)
    options = setup.options
    assert (options.players, options.variant, options.scoring, options.target, setup.level) == expected


def new_game_screen(client, players=3, variant="standard"):
    """The new-game screen over the main menu, with ``players`` and ``variant`` remembered."""
    discover_games()
    client.app.settings.section("tricks").update(players=players, variant=variant)
    client.start()
    menu = NewTricksGame(client.app)
    client.push(menu)
    return menu


def test_each_variant_has_its_own_hint(client):
    """The Variant hint is said on focus and belongs to the variant chosen (T-25..T-27), and says
    what the variant is: Oxford Whist's trump stock, no premiums, 10 for an exact bid, 16 deals
    (it said only that it had no scoring choice, found by a fresh tester by ear); standard how its
    trumps are set (T-5), classic that it is Parlett's original (T-26): "standard ... Parlett's
    rules." next to classic confused a tester by ear."""
    new_game_screen(client)
    client.press(pygame.K_DOWN)
    assert client.last == "Variant: standard, 2 of 7. Trumps are set by how many players made their bid in the deal before."
    client.press(pygame.K_RIGHT)
    assert client.last == "Variant: classic, choice 2 of 3. Parlett's original: a joker, and a turned-up card sets trumps."
    client.press(pygame.K_UP)
    client.press(pygame.K_DOWN)
    assert client.last == "Variant: classic, 2 of 7. Parlett's original: a joker, and a turned-up card sets trumps."
    client.press(pygame.K_RIGHT)
    assert client.last == ("Variant: Oxford Whist, choice 3 of 3. Trumps come from a stock of small cards; no premium bids; "
                           "an exact bid scores 10. The game ends after 16 deals, so there is no scoring choice.")
    client.press(pygame.K_UP)
    client.press(pygame.K_DOWN)
    assert client.last == ("Variant: Oxford Whist, 2 of 6. Trumps come from a stock of small cards; no premium bids; "
                           "an exact bid scores 10. The game ends after 16 deals, so there is no scoring choice.")


GAME_HINT = ("The game ends after the deal in which someone reaches 100; reaching it in a deal where you made "
             "your bid scores a game bonus of 100. The highest score wins.")
MATCH_HINT = ("Parlett games one after another; the match ends once someone has 3 game bonuses, and the highest "
              "match total wins.")


def test_parlett_scoring_choices_say_what_they_are(client):
    """T-18: "one Parlett game" and "a Parlett match" are explained on each change and on focus,
    as the variants are; a target (T-17) says what it is by itself."""
    new_game_screen(client)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_DOWN)
    assert client.last == "Scoring: target 200, 3 of 7"
    client.press(pygame.K_RIGHT)
    assert client.last == "Scoring: target 500, choice 3 of 5"
    client.press(pygame.K_RIGHT)
    assert client.last == f"Scoring: one Parlett game, choice 4 of 5. {GAME_HINT}"
    client.press(pygame.K_RIGHT)
    assert client.last == f"Scoring: a Parlett match, choice 5 of 5. {MATCH_HINT}"
    client.press(pygame.K_UP)
    client.press(pygame.K_DOWN)
    assert client.last == f"Scoring: a Parlett match, 3 of 7. {MATCH_HINT}"
    client.press(pygame.K_LEFT)
    client.press(pygame.K_LEFT)
    assert client.last == "Scoring: target 500, choice 3 of 5"
    client.press(pygame.K_UP)
    client.press(pygame.K_DOWN)
    assert client.last == "Scoring: target 500, 3 of 7"
    client.app.settings.section("tricks").update(scoring="parlett_game")
    client.push(NewTricksGame(client.app))  # remembered: said with its hint on focus
    client.press(pygame.K_DOWN)
    client.press(pygame.K_DOWN)
    assert client.last == f"Scoring: one Parlett game, 3 of 7. {GAME_HINT}"


def test_parlett_scoring_hints_in_spanish_and_russian(client):
    """T-18: the Parlett hints are translated."""
    from game import i18n
    from game.tricks.scenes.new_game import scoring_hint
    i18n.set_language("es")
    assert scoring_hint("parlett_match") == ("Partidas de Parlett una tras otra; el encuentro termina cuando alguien "
                                             "tiene 3 bonificaciones de partida, y gana el total del encuentro más alto.")
    assert scoring_hint("target") == ""
    i18n.set_language("ru")
    assert scoring_hint("parlett_game") == (
        "Партия заканчивается после сдачи, в которой кто-то набрал 100; набравший 100 в сдаче, где выполнил "
        "свою ставку, получает бонус за партию 100. Побеждает наибольший счёт.")


def test_new_game_oxford_hides_scoring_and_names_the_delay(client):
    """T-27: choosing Oxford Whist removes the Scoring choice (its game ends when the trump stock
    runs out); "Computer delay" as on the Options screen, in seconds said right; Right means a
    stronger computer player."""
    discover_games()
    client.app.settings.set("cpu_delay", 1.0)
    client.start()
    menu = NewTricksGame(client.app)
    client.push(menu)
    assert [item.label for item in menu.items] == ["Players", "Variant", "Scoring", "Computer level",
                                                    "Computer delay", "Start", "Back"]
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)
    assert client.last == ("Variant: Oxford Whist, choice 3 of 3. Trumps come from a stock of small cards; no premium bids; "
                           "an exact bid scores 10. The game ends after 16 deals, so there is no scoring choice.")
    assert [item.label for item in menu.items] == ["Players", "Variant", "Computer level",
                                                    "Computer delay", "Start", "Back"]
    client.press(pygame.K_DOWN)
    assert client.last == ("Computer level: hard, 3 of 6. Random plays any legal card; simple and "
                           "strong play to their bid, strong bids better; hard tries many possible "
                           "deals before each bid and card.")
    client.press(pygame.K_LEFT)
    assert client.last == "Computer level: strong, choice 3 of 4"
    client.press(pygame.K_DOWN)
    assert client.last == "Computer delay: 1 second, 4 of 6"
    client.press(pygame.K_UP)
    client.press(pygame.K_UP)
    client.press(pygame.K_LEFT)
    assert "Scoring" in [item.label for item in menu.items]
    client.press(pygame.K_RETURN)
    assert isinstance(client.app.top, NewTricksGame)


def test_t27_oxford_with_2_players_moves_players_to_3_and_starts(client):
    """T-27: choosing Oxford Whist with 2 players sets Players to 3 at once (said), so Start
    always starts a playable game."""
    menu = new_game_screen(client, players=2)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)
    assert client.last == ("Variant: Oxford Whist, choice 3 of 3. Players set to 3: Oxford Whist is for 3 players. "
                           "Trumps come from a stock of small cards; no premium bids; an exact bid scores 10. "
                           "The game ends after 16 deals, so there is no scoring choice.")
    client.press(pygame.K_UP)
    assert client.last == "Players: 3, you, Anna and Bob, 1 of 6"
    assert [item.label for item in menu.items][:3] == ["Players", "Variant", "Computer level"]
    client.press(pygame.K_END)
    client.press(pygame.K_UP)
    client.press(pygame.K_RETURN)
    table = client.app.top
    assert table.setup.options.players == 3 and table.setup.options.variant == "oxford"


def test_t27_4_players_with_oxford_moves_variant_to_standard(client):
    """T-27: 4 players while Oxford Whist is chosen, with no variant chosen before it (Oxford
    Whist remembered from the settings), sets Variant to standard (said), and the Scoring choice
    comes back."""
    menu = new_game_screen(client, players=3, variant="oxford")
    client.press(pygame.K_RIGHT)
    assert client.last == ("Players: 4, you, Anna, Bob and Carl, choice 3 of 3. Variant set to standard: "
                           "Oxford Whist is for 3 players.")
    assert menu.items_by_label["Variant"].value == "standard"
    assert "Scoring" in [item.label for item in menu.items]
    assert client.app.settings.section("tricks")["variant"] == "standard"


def test_t27_leaving_oxford_gives_the_player_count_back(client):
    """T-27: Oxford Whist moved 4 players to 3; choosing classic after it sets Players back to 4
    (said with the variant), and a later screen remembers 4."""
    menu = new_game_screen(client, players=4)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)  # Oxford Whist: Players set to 3
    assert menu.items_by_label["Players"].value == 3
    client.press(pygame.K_LEFT)   # classic
    assert client.last == ("Variant: classic, choice 2 of 3. Players set back to 4. Parlett's original: a joker, and a turned-up card sets trumps.")
    assert menu.items_by_label["Players"].value == 4
    assert client.app.settings.section("tricks")["players"] == 4
    client.press(pygame.K_UP)
    assert client.last == "Players: 4, you, Anna, Bob and Carl, 1 of 7"
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RIGHT)  # Oxford again, then standard: only one count to give back, once
    client.press(pygame.K_LEFT)
    client.press(pygame.K_LEFT)
    assert client.last == "Variant: standard, choice 1 of 3. Trumps are set by how many players made their bid in the deal before."
    assert menu.items_by_label["Players"].value == 4


def test_t27_the_count_oxford_moved_is_given_back_on_a_later_screen(client):
    """T-27: Oxford Whist chosen with 2 players, the screen left; on the next one, standard gives
    2 players back. A count chosen meanwhile is the player's: nothing is given back."""
    new_game_screen(client, players=2)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_RIGHT)  # Oxford Whist: 3 players
    client.app.pop()
    menu = NewTricksGame(client.app)
    client.push(menu)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_LEFT)   # classic
    assert client.last == "Variant: classic, choice 2 of 3. Players set back to 2. Parlett's original: a joker, and a turned-up card sets trumps."
    assert menu.items_by_label["Players"].value == 2
    client.press(pygame.K_RIGHT)  # Oxford again: 3 players
    client.press(pygame.K_UP)
    client.press(pygame.K_LEFT)   # 2 players chosen: Variant goes back to classic, no count given back
    assert client.last == "Players: 2, you and Anna, with a dummy hand, choice 1 of 3. Variant set back to classic: " \
                          "Oxford Whist is for 3 players."
    assert client.app.settings.section("tricks")["players_before_oxford"] == 0


def test_computer_level_defaults_to_hard_and_falls_back_from_unknown(client):
    """The searching (hard) player is the default level since it beats strong (issue 12); an
    unknown saved level falls back to it."""
    assert remembered_setup(client.app).level == "hard"
    client.app.settings.section("tricks")["level"] = "grandmaster"
    assert remembered_setup(client.app).level == "hard"
    client.app.settings.section("tricks")["level"] = "simple"
    assert remembered_setup(client.app).level == "simple"


@pytest.mark.parametrize("before, players, key, said", [
    ("classic", 3, pygame.K_LEFT, "Players: 2, you and Anna, with a dummy hand, choice 1 of 3. Variant set back to classic: "
                                  "Oxford Whist is for 3 players."),
    ("standard", 3, pygame.K_RIGHT, "Players: 4, you, Anna, Bob and Carl, choice 3 of 3. Variant set back to standard: "
                                    "Oxford Whist is for 3 players.")])
def test_t27_leaving_oxford_by_the_player_count_gives_the_variant_back(client, before, players, key, said):
    """T-27: Oxford Whist chosen after another variant; 2 or 4 players then set Variant back to
    that variant (said by name), with its hint and the Scoring choice back, and remembered.
    From standard, Right passes classic on its way to Oxford Whist: standard is the one given
    back, the variant the item held when the focus came to it."""
    menu = new_game_screen(client, players=players, variant=before)
    client.press(pygame.K_DOWN)
    while menu.items_by_label["Variant"].value != "oxford":
        client.press(pygame.K_RIGHT)
    assert client.app.settings.section("tricks")["variant_before_oxford"] == before
    client.press(pygame.K_UP)
    client.press(key)
    assert client.last == said
    assert menu.items_by_label["Variant"].value == before
    assert "Scoring" in [item.label for item in menu.items]
    assert client.app.settings.section("tricks")["variant"] == before
    client.press(pygame.K_DOWN)
    hint = {"classic": "Parlett's original: a joker, and a turned-up card sets trumps.", "standard": "Trumps are set by how many players made their bid in the deal before."}[before]
    assert client.last == f"Variant: {before}, 2 of 7. {hint}"


@pytest.mark.parametrize("language, said", [
    ("es", "Variante vuelve a clásica: el Oxford Whist es para 3 jugadores."),
    ("ru", "Вариант снова классический: оксфордский вист — для 3 игроков.")])
def test_t27_the_variant_given_back_is_said_in_every_language(client, language, said):
    """The sentence naming the variant given back is translated, with the variant's own word."""
    client.app.apply_language(language)
    menu = new_game_screen(client, players=3, variant="classic")
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RIGHT)  # Oxford Whist
    client.press(pygame.K_UP)
    client.press(pygame.K_RIGHT)  # 4 players
    assert client.last.endswith(". " + said)
    assert menu.items_by_label["Variant"].value == "classic"


def test_t27_a_variant_before_oxford_that_cannot_be_read_gives_standard(client):
    """A settings file whose variant before Oxford Whist is no other variant: standard, said so."""
    menu = new_game_screen(client, players=3, variant="oxford")
    client.app.settings.section("tricks")["variant_before_oxford"] = "oxford"
    client.press(pygame.K_RIGHT)
    assert client.last == ("Players: 4, you, Anna, Bob and Carl, choice 3 of 3. Variant set to standard: "
                           "Oxford Whist is for 3 players.")
    assert menu.items_by_label["Variant"].value == "standard"
