"""An announcement-only player (C-23): it knows only what it hears (client.texts) and presses keys.

It parses "Your turn. Total N. Your cards: ...", value prompts and the draw reminder, picks a card
with the thresholds in mind, and must finish whole games against the computer players without a
single refused key.
"""

import re

import pygame
import pytest

from game.counting.rules import apply_card, crossings, value_choices
from game.engine.cards import RANK_WORDS, Card, Suit
from game.counting.menu_entry import ENTRY
from game.counting.scenes import CountingTable
from game.counting.scenes.table import remembered_setup
from game.scenes.registry import register_game

WORD_RANKS = {word: rank for rank, word in RANK_WORDS.items()}
TURN = re.compile(r"^Your turn\. Total (\d+)\. Your cards: (.*?)\. Enter plays the [^.]*\.( You can still draw: press Space\.)?$")
PROMPT = re.compile(r"^[A-Z0-9][a-z0-9 ]* of [a-z]+\. (?:Ace|10) as (minus 10|plus 10|\d+): total (\d+)(, [a-z0-9 ,:]+)?\. "
                    r"(?:Up|Down) gives ")
OPTION = re.compile(r"^(?:Ace|10) as (minus 10|plus 10|\d+): total (\d+)(, [a-zA-Z0-9 ,:]+)?, choice \d of \d\.$")


def parse_card(words: str) -> Card:
    rank_word, suit_word = words.split(" of ")
    rank = WORD_RANKS.get(rank_word) or int(rank_word)
    return Card(rank, Suit.parse(suit_word))


def score(total: int, card: Card, value):
    new, _ = apply_card(total, card, value)
    reached, passed = crossings(total, new)
    if passed:
        return 3
    if reached:
        return 0
    return 1


class EarOnlyPlayer:
    """Reads the spoken lines since it last looked; answers with keys."""

    def __init__(self, client):
        self.client = client
        self.seen = 0
        self.wanted_value = None
        self.done = False

    def hear(self):
        lines = self.client.texts[self.seen:]
        self.seen = len(self.client.texts)
        return lines

    def react(self, line):
        press = self.client.press
        if line.startswith("Game over."):
            self.done = True
            return
        if line.endswith("Enter: next round."):
            press(pygame.K_RETURN)
            self.client.frames(60)  # the new deal is heard before the next key (keys pressed sooner never act)
            return
        if line == "You can still draw: press Space.":
            press(pygame.K_SPACE)
            return
        match = TURN.match(line)
        if match and match.group(3):  # the draw is still open (a jack with two players): draw first,
            press(pygame.K_SPACE)  # then the turn line comes again with the card drawn (C-16, C-8)
            return
        if match:
            total = int(match.group(1))
            hand = [parse_card(words) for words in match.group(2).split(", ")]
            best = min(((score(total, card, value), slot, value)
                        for slot, card in enumerate(hand)
                        for value in (value_choices(card, total) or [None])), key=lambda t: (t[0], t[1]))
            _, slot, value = best
            self.wanted_value = value if len(value_choices(hand[slot], total)) > 1 else None
            press(pygame.K_1 + slot)
            return
        match = PROMPT.match(line) or OPTION.match(line)
        if match and self.wanted_value is not None:
            shown = {"minus 10": -10, "plus 10": 10}.get(match.group(1).lower()) or int(match.group(1))
            if shown == self.wanted_value:
                self.wanted_value = None
                press(pygame.K_RETURN)
            else:
                press(pygame.K_UP if self.wanted_value > shown else pygame.K_DOWN)

    def play(self, limit_frames=40000):
        for _ in range(limit_frames // 5):
            for line in self.hear():
                self.react(line)
            if self.done:
                return
            self.client.wait(5)
        raise AssertionError("the game did not end")


@pytest.mark.parametrize("players,seed,tokens", [(2, 11, 3), (3, 5, 3), (4, 21, 2), (6, 8, 2)])
def test_ear_only_player_finishes_games(client, players, seed, tokens):
    """C-22, C-23: a whole game played from speech alone, no refused key."""
    register_game(ENTRY)
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("counting")["tokens"] = tokens
    client.start()  # the main menu, then the table with the remembered options
    client.push(CountingTable(client.app, remembered_setup(client.app, players), seed))
    player = EarOnlyPlayer(client)
    player.play()
    assert client.app.sound.played.count("refused") == 0
    assert sum(line.startswith("You: ") for line in client.texts) >= 1  # the player did play
    assert client.texts[-1].startswith("Game over.")
    said = [line for line in client.texts if "Enter plays, Escape cancels." not in line]  # (a value choice says what would happen)
    assert sum(" wins the game" in line or "You win the game" in line for line in said) == 1
