"""The command line's play branch: ``--smoke`` starts, announces the main menu and exits 0."""

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_smoke_runs_and_writes_the_transcript(tmp_path):
    transcript = tmp_path / "t.txt"
    transcript.write_text("before\n")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               NINETYNINE_CONFIG_DIR=str(tmp_path / "config"))
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text('{"options": {"speech_mode": "text_only"}}')
    result = subprocess.run([sys.executable, "-m", "game", "--smoke", "--transcript", str(transcript)],
                            env=env, cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    lines = transcript.read_text().splitlines()
    assert lines[0] == "before"
    assert re.fullmatch(r"Main menu\. [A-Z][a-z ]+, 1 of [3-9]", lines[1])
    assert "Traceback" not in result.stderr
