"""What a line is worth to say (game.speech.pace): the measure the speaking rate is taken in, so
that the share of a line a key cut is judged by what was spoken (docs/announcements.md, events;
found by ear: a sentence about people cut at 74 % was said again whole, judged by characters at
the rate of the game's lines)."""

from game.speech.pace import spoken_share, spoken_units


def test_letters_count_one_digits_and_pauses_more():
    """A letter 1, a digit 4, a stop 6, a comma 3; spaces and signs nothing; any script."""
    assert spoken_units("Anna: 5 of diamonds. Total 71.") == 19 + 3 * 4 + 3 * 6
    assert spoken_units("Cleo joined the table.") == 18 + 6
    assert spoken_units("Tokens: you 9, Anna 9, Bob 9.") == 16 + 3 * 4 + 2 * 6 + 2 * 3
    assert spoken_units("Анна: 5 бубен. Всего 71.") == 14 + 3 * 4 + 3 * 6
    assert spoken_units("") == 1 and spoken_units("3.5") == 8  # (a point inside a number is no stop)


def test_the_share_of_a_lines_head_is_by_what_is_spoken():
    """A turn line's head ("Your turn. Total 26.") with its number and stops is worth more of the
    line than its characters say."""
    line = "Your turn. Total 26. Your cards: 4 of clubs, ace of hearts."
    head = len("Your turn. Total 26.")
    assert spoken_share(line, head) == (13 + 8 + 12) / (13 + 8 + 12 + 27 + 4 + 2 * 6 + 3)
    assert spoken_share(line, head) > head / len(line)
    assert spoken_share(line, 0) == 0.0 and spoken_share(line, len(line)) == 1.0
