"""An announcement-only player (T-29): it reads only what the table says, presses keys, and
finishes whole deals for 2, 3 and 4 players without a single refused key."""

from __future__ import annotations

import re

import pygame
import pytest

from test_tricks_table_driver import start_table

class ListeningPlayer:
    """Acts on spoken lines only: "Choose 3 bid cards." -> mark the first three cards and confirm;
    a premium prompt -> Enter (no premium); "Your turn. ... Focus: 9 of clubs." / "Play from the
    dummy. ..." -> Enter plays the focused card (the focus starts on a playable card); a deal
    summary -> Enter."""

    def __init__(self, client):
        self.client = client
        self.read = 0
        self.deals_over = 0
        self.cards_played = 0

    def hear(self):
        lines = self.client.texts[self.read:]
        self.read = len(self.client.texts)
        return lines

    def press(self, key):
        self.client.press(key)
        return self.hear()

    def bid(self):
        for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE):
            self.press(key)
        answer = self.press(pygame.K_RETURN)
        if any(line.startswith("Bid ") and "Choose a premium." in line for line in answer):
            answer = self.press(pygame.K_RETURN)
        assert any(line.startswith("You bid ") for line in answer), answer
        return answer

    def play(self, prompt):
        focus = re.search(r" Focus: (?P<card>[^.]+)\.$", prompt)
        assert focus, prompt
        answer = self.press(pygame.K_RETURN)
        self.cards_played += 1
        assert answer and focus.group("card") in answer[0], (prompt, answer)
        return answer

    def run(self, deals, max_frames=30000):
        pending = self.hear()
        frames = 0
        while self.deals_over < deals:
            actions = []
            for line in pending:
                if re.match(r"You (bid|declared|revealed) \d+ and (made it|took \d+: missed)[.;]", line):
                    self.deals_over += 1
                if line.startswith("Choose 3 bid cards."):
                    actions.append("bid")
                elif line.startswith(("Your turn.", "Play from the dummy.")):
                    actions.append(("play", line))
                elif re.match(r"^Deal \d+ summary\.", line):
                    actions.append("summary")
            pending = []
            if self.deals_over >= deals:
                break
            for action in actions:
                if action == "bid":
                    pending += self.bid()
                elif isinstance(action, tuple):
                    pending += self.play(action[1])
                else:  # the summary takes Enter after its first second (SETTLE_SECONDS)
                    self.client.frames(60)
                    pending += self.press(pygame.K_RETURN)
                    self.client.frames(60)  # the new deal is heard before the next key (keys pressed sooner never act)
                    pending += self.hear()
            if not actions:
                self.client.wait(1)
                frames += 1
                assert frames < max_frames, "nothing happened"
                pending = self.hear()


@pytest.mark.parametrize("players, seed", [(2, 11), (3, 12), (4, 13)])
def test_t29_listening_player_finishes_deals(client, players, seed):
    """Two whole deals per player count, played from the announcements alone, no refusal."""
    start_table(client, players, seed)
    agent = ListeningPlayer(client)
    agent.run(deals=2)
    assert agent.deals_over == 2
    assert "refused" not in client.app.sound.played
    per_deal = 10 if players == 4 else 9
    if players == 2:  # your 18 cards and the dummy's whenever you controlled it (T-21)
        assert 2 * per_deal < agent.cards_played <= 4 * per_deal
    else:
        assert agent.cards_played == 2 * per_deal
