"""The time to draw under the table's chat line (C-8; found by ear: Ana played, opened the chat
line while her card was said, and typed; "You can still draw: press Space." waited behind the
line, unsaid, so the table never reported her turn heard and no warning came; the server's hold
for her draw then ended with its fallback wait, and "Too late to draw" came only after she sent
the line). Under the chat line, as under the table menu, the draw's time runs on from her card
heard: "2 seconds left to draw at the table: Escape, then Space." is said over it, and Space
back at the table still draws until the next card. A real server on 127.0.0.1."""

from __future__ import annotations

import pygame

from game.scenes.text_entry import TextEntry
from test_online_lobby import type_text
from test_online_table import run_until, stop, table_of
from test_online_table_menu_speech import frames_until, open_at, quiet

WARNING = "2 seconds left to draw at the table: Escape, then Space."


def test_ones_time_to_draw_under_the_chat_line_opened_during_ones_card_is_warned_there(client, tmp_path):
    server, ben = open_at(client, tmp_path, options=(("draw", "manual"),))
    try:
        table = table_of(client)
        run_until(client, lambda: quiet(client), 30)
        assert table.session.view().turn == table.seat  # (the server's fixed seeds: Ana plays first)
        frames_until(client, lambda: not table.actions_held())
        played_at = len(client.texts)
        client.press(pygame.K_1)
        client.frames(10)
        client.press(pygame.K_m)  # (before "You can still draw: press Space." was said)
        assert isinstance(client.app.top, TextEntry)
        type_text(client, "hi")
        card = "You: king of hearts. Total 10."
        run_until(client, lambda: card in client.texts[played_at:], 10)
        card_at = client.texts.index(card, played_at)
        run_until(client, lambda: WARNING in client.texts[card_at:], 15)
        assert client.texts[card_at:] == [card, WARNING], client.texts[played_at:]
        assert table.session.draw_wait == table.seat  # (said while the server still holds Ben for her draw)
        client.press(pygame.K_ESCAPE)
        client.press(pygame.K_SPACE)
        run_until(client, lambda: quiet(client) and table.session.view().drawer is None, 20)
        assert any(text.startswith("You draw the ") for text in client.texts[played_at:]), client.texts[played_at:]
        assert ben.played == []
    finally:
        assert ben.error is None, ben.error
        ben.stop.set()
        stop(server)
