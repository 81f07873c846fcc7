"""C-17 with two players in: a 4 changes no turn, so the direction means nothing. Found by a
tester playing a two-player game by ear: "A 4 with two players: the turns do not change." after
every 4 (said because the table's arrow turned). Now the table shows no direction with two in,
the rule is told with the first 4 played with two in, this game, and never again (the count is
the game's own, so a game continued from its save, or an online table, tells it the same), and T
says "Two players: the turns alternate." in place of a direction. Three or more players: as before."""

import dataclasses

import pygame
import pytest

from game.counting import CountingOptions, CountingState, PlayCard
from game.counting.events import DirectionReversed
from game.counting.scenes.table_view import draw_table
from game.counting.text import direction_word, narrate, turn_text
from game.engine.cards import Card, parse_cards
from game.engine.perspective import Perspective
from game.ui.animation import Animations
from game.ui.placement import Placements, outside
from tests.test_counting_table import _registered, play_on, start  # noqa: F401  (the fixture registers the game)
from tests.test_table_text_size_layout import set_text

ME = Perspective(0)
RULE = "A 4 with two players: the turns do not change."
ALTERNATE = "Two players: the turns alternate."


def two_player_position(seed=1):
    """Two players, each with a 4 in hand, auto draw (C-8): the first 4 and a later one."""
    options = CountingOptions(players=2, draw="auto")
    return CountingState.from_position(
        options, seed=seed, dealer=1, hands=[parse_cards("4S 5C KD".split()), parse_cards("4H 6S 7D".split())],
        stock=parse_cards("2C 3C 8C 5D 6D 7C 9D JD QC".split()), total=10, turn=0)


def heard(state, seat, code):
    """What seat 0 hears of ``seat`` playing ``code`` (the narration of the engine's events)."""
    events = state.apply(PlayCard(seat, Card.parse(code)))
    return [message.text for message in narrate(ME, events, state.hands[0])]


def test_c17_the_first_four_with_two_in_tells_the_rule_a_later_four_says_nothing_of_direction():
    state = two_player_position()
    assert heard(state, 0, "4S") == ["You: 4 of spades. Total 14.", RULE, "You draw the 2 of clubs."]
    assert heard(state, 1, "4H") == ["Anna: 4 of hearts. Total 18.",
                                     "Your turn. Total 18. Your cards: 5 of clubs, king of diamonds, 2 of clubs. "
                                     "Enter plays the 5 of clubs."]


def test_c17_the_rule_told_is_counted_by_the_game_so_a_continued_game_does_not_tell_it_again():
    """Continue replays the save's actions into a new game (game.autosave.resume): the 4s played
    with two in before are counted again, so the next 4 after Continue says nothing of direction."""
    actions = [PlayCard(0, Card.parse("4S")), PlayCard(1, Card.parse("4H"))]
    played = two_player_position()
    first = played.apply(actions[0])
    replayed = two_player_position()
    replayed.apply(actions[0])  # (the save replayed up to where the game was left)
    second = replayed.apply(actions[1])
    assert [e for e in first if isinstance(e, DirectionReversed)] == [DirectionReversed(-1, 2, 0)]
    assert [e for e in second if isinstance(e, DirectionReversed)] == [DirectionReversed(1, 2, 1)]
    assert RULE not in [message.text for message in narrate(ME, second, replayed.hands[0])]


def test_c17_online_the_count_goes_with_the_event_so_a_client_tells_the_rule_as_the_server_counted():
    """Online tables narrate the server's events (game.net.codec): the count of earlier 4s with
    two in reaches the client, so a later 4 says nothing of direction there too."""
    from game.counting import events as counting_events
    from game.net.codec import event_from_data, event_kinds, to_data
    kinds = event_kinds(counting_events)
    later = event_from_data(kinds, to_data(DirectionReversed(1, 2, 1)))
    assert later == DirectionReversed(1, 2, 1)
    assert [m.text for m in narrate(ME, [later], [])] == []
    first = event_from_data(kinds, to_data(DirectionReversed(-1, 2, 0)))
    assert [m.text for m in narrate(ME, [first], [])] == [RULE]


def test_c17_three_or_more_in_every_four_still_says_the_direction():
    assert [m.text for m in narrate(ME, [DirectionReversed(-1, 3)], [])] == ["Direction reversed: counter-clockwise."]
    assert [m.text for m in narrate(ME, [DirectionReversed(1, 4)], [])] == ["Direction reversed: clockwise."]


def test_c17_a_two_player_game_at_the_table_tells_the_rule_with_its_first_four_only(client):
    """Seed 6, two players: Anna's 4 in round 1 tells the rule; the player's own 4 later, and
    every 4 after it (in the next round too), says only its card line and what follows."""
    table = start(client, players=2, seed=6, tokens=3)
    play_on(client, table)
    texts = client.texts
    assert texts.count(RULE) == 1
    at = texts.index("Anna: 4 of diamonds. Total 23.")
    assert texts[at:at + 3] == ["Anna: 4 of diamonds. Total 23.", RULE,
                                "Your turn. Total 23. Your cards: jack of hearts, 8 of diamonds, queen of clubs. "
                                "Enter plays the jack of hearts."]
    at = texts.index("You: 4 of hearts. Total 65.")
    assert texts[at:at + 3] == ["You: 4 of hearts. Total 65.", "You can still draw: press Space.",
                                "You draw the 9 of diamonds."]
    at = texts.index("Anna: 4 of spades. Total 30.")
    assert texts[at:at + 2] == ["Anna: 4 of spades. Total 30.",
                                "Your turn. Total 30. Your cards: 7 of hearts, 8 of spades, 4 of diamonds. "
                                "Enter plays the 7 of hearts."]
    assert not any(line.startswith("Direction reversed") for line in texts)


def test_c17_a_game_from_three_players_down_to_two_tells_the_rule_once_after_the_elimination(client):
    """Seed 6, three players with 2 tokens: two reversals while three are in, Bob goes out, then
    the first 4 with two in tells the rule and Anna's later 4 says nothing of direction."""
    table = start(client, players=3, seed=6, tokens=2)
    play_on(client, table)
    texts = client.texts
    out = texts.index("Bob passed 99: owes 2 tokens, has 1 and is out. 2 players left.")
    assert [line for line in texts[:out] if line.startswith("Direction reversed")] == [
        "Direction reversed: counter-clockwise.", "Direction reversed: clockwise."]
    assert RULE not in texts[:out] and texts.count(RULE) == 1
    at = texts.index("You: 4 of hearts. Total 4.")
    assert at > out and texts[at:at + 2] == ["You: 4 of hearts. Total 4.", RULE]
    at = texts.index("Anna: 4 of spades. Total 32.")
    assert texts[at:at + 2] == ["Anna: 4 of spades. Total 32.",
                                "Your turn. Total 32. Your cards: queen of diamonds, 8 of spades, 4 of diamonds. "
                                "Enter plays the queen of diamonds."]
    assert not any(line.startswith("Direction reversed") for line in texts[out:])


def test_c17_the_turn_key_with_two_in_says_the_turns_alternate():
    """T: with two players in the direction means nothing: "Your turn. Two players: the turns
    alternate." (in a game of two, and in a game of three once one is out); three in: as before."""
    two = CountingState.new(CountingOptions(players=2), 7, dealer=1).view(0)
    assert turn_text(ME, two) == f"Your turn. {ALTERNATE}"
    assert turn_text(ME, dataclasses.replace(two, direction=-1)) == f"Your turn. {ALTERNATE}"
    assert turn_text(ME, dataclasses.replace(two, turn=1)) == f"Anna's turn. {ALTERNATE}"
    three = CountingState.new(CountingOptions(players=3), 7, dealer=2).view(0)
    assert turn_text(ME, three) == "Your turn. Play goes clockwise: you, Anna and Bob."
    assert turn_text(ME, dataclasses.replace(three, direction=-1)) == "Your turn. Play goes counter-clockwise: you, Bob and Anna."
    assert turn_text(ME, dataclasses.replace(three, eliminated=frozenset({2}))) == f"Your turn. {ALTERNATE}"


@pytest.mark.parametrize("language", ["en", "ru"])
def test_c17_with_two_in_the_label_beside_the_total_shows_the_round_only(client, language, monkeypatch):
    """The table's label beside the total (recorded as "total") names no direction and shows no
    arrow with two players in, in both layouts (the total beside the cards, and on one line above
    them), at every text size up to Huge, in 1280x720, 1920x1080 and 640x360; "Round 12" fits the
    content area clear of the stock and the pile. Three in: the direction still shows."""
    from game.counting.scenes import table_view
    used = set()
    for name in ("_draw_total", "_draw_total_line"):
        def spy(*args, _real=getattr(table_view, name), _name=name, **kwargs):
            used.add(_name)
            return _real(*args, **kwargs)
        monkeypatch.setattr(table_view, name, spy)
    client.app.apply_language(language)
    words = {direction_word(1).lower(), direction_word(-1).lower()}
    two = CountingState.new(CountingOptions(players=2), 7).view(0)
    three_down = CountingState.new(CountingOptions(players=3), 7).view(0)
    three_down = dataclasses.replace(three_down, eliminated=frozenset({2}))
    for window in ((1280, 720), (1920, 1080), (640, 360)):
        client.app.screen = pygame.display.set_mode(window, pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=window[0], h=window[1], size=window))
        client.frames(1)
        for text_size in ("small", "medium", "large", "huge"):
            layout = set_text(client, text_size)
            app = client.app
            for base in (two, three_down):
                for direction in (1, -1):
                    names = Placements()
                    view = dataclasses.replace(base, direction=direction, round=12)
                    places = draw_table(app.screen, layout, app.fonts, app.theme, view, focus=0, status="YOUR TURN",
                                        anims=Animations(), names=names)
                    label = " ".join(said for _, said in names.texts("total"))
                    assert not any(word in label.lower() for word in words), (window, text_size, label)
                    assert "\u21bb" not in label and "\u21ba" not in label, label
                    assert label.endswith("12"), label
                    for rect, said in names.texts("total"):
                        for card in (places["stock"], places["pile"]):
                            assert not rect.colliderect(card.inflate(16, 16)), (window, text_size, said)
                    assert outside(names.items, layout.content) == []
            view = CountingState.new(CountingOptions(players=3), 7).view(0)
            names = Placements()
            draw_table(app.screen, layout, app.fonts, app.theme, dataclasses.replace(view, direction=-1), focus=0,
                       status="YOUR TURN", anims=Animations(), names=names)
            assert direction_word(-1).lower() in " ".join(s for _, s in names.texts("total")).lower()
    assert used == {"_draw_total", "_draw_total_line"}  # both layouts drawn
