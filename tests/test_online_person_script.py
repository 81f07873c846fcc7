"""scripts/online_person.py, the other person of online by-ear runs: against a real server on
127.0.0.1, it joins the table another client made, says its chat line before the action asked,
and plays to the game's end (a counting game of one token each, C-1)."""

from __future__ import annotations

import random
import subprocess
import sys
import threading
from pathlib import Path

from net_helpers import run, serve_process, stop_process
from game.net.bots import play_latest_views

from game.net.client import Client

ROOT = Path(__file__).resolve().parent.parent


def test_the_person_joins_chats_and_plays_to_the_end(tmp_path):
    server, port = serve_process(tmp_path / "data")
    person = None
    try:
        async def host() -> list[str]:
            ann = Client(f"ws://127.0.0.1:{port}")
            await ann.connect("Ann")
            await ann.create("counting", {"players": 2, "tokens": 1})
            nonlocal person
            person = subprocess.Popen(
                [sys.executable, str(ROOT / "scripts" / "online_person.py"), "--name", "Ben", "--port", str(port),
                 "--delay", "0", "--chat", "1:hello there"], stdout=subprocess.PIPE, text=True)
            await ann.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"], 20)
            await ann.start()
            await play_latest_views(ann, "counting", random.Random(3), threading.Event(), pause=0.01)
            chats = [m["text"] for m in ann.inbox if m["type"] == "chat"]
            await ann.close()
            return chats

        chats = run(host(), 60)
        out, _ = person.communicate(timeout=20)
        assert person.returncode == 0
        lines = out.splitlines()
        assert lines[:2] == ["Ben: connected; waiting for a table with a free seat", "Ben: joined table 1 (counting)"]
        assert lines[2:4] == ["Ben: said 'hello there'", lines[3]] and lines[3].startswith("Ben: action 1: ")
        assert lines[-1] == "Ben: done (game over)"
        assert chats == ["hello there"]
    finally:
        if person is not None and person.poll() is None:
            person.kill()
        stop_process(server)
        server.stderr.close()
