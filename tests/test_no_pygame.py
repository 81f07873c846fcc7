"""The rules layers (game.engine, game.counting, game.tricks) are pure Python: importing them loads no pygame."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_engine_and_counting_do_not_import_pygame():
    code = ("import sys, game.engine, game.counting, game.counting.replay, game.counting.ai; "
            "print('pygame' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False"


def test_per_seat_events_and_narration_do_not_import_pygame():
    """Per-seat events, the seat audit and both games' narration are pure: a server or a
    protocol client can use them without pygame."""
    code = ("import sys, game.engine.seat_audit, game.counting.visibility, game.tricks.visibility, "
            "game.counting.text, game.tricks.text, game.player_names; print('pygame' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False"


def test_the_online_server_and_client_do_not_import_pygame():
    """The online server (computer levels included) and the protocol client run without pygame:
    a server machine needs no display or sound libraries."""
    code = ("import sys, game.net.server, game.net.client, game.net.cli, game.net.bots; "
            "from game.net.games import RULES; "
            "[RULES[g].chooser(level) for g in RULES for level in ('random', 'simple', 'strong', 'hard')]; "
            "print('pygame' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False"
