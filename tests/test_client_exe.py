"""The packaged executable (slow: run by .ci/run with ``pytest -m slow``): PyInstaller builds the
one-folder program from packaging/ninety-nine.spec and it passes ``--smoke`` headless."""

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.slow


@pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None,
                    reason='PyInstaller is not installed: pip install -e ".[build]"')
def test_built_program_runs_smoke_headless(tmp_path):
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        from build_exe import build
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    program = build(tmp_path / "dist", tmp_path / "work")
    assert program.exists()
    bundle = program.parent
    assert list(bundle.rglob("DejaVuSans.ttf")), "font not bundled"
    assert list(bundle.rglob("your_turn.wav")), "sound cues not bundled"
    assert list(bundle.rglob("counting.md")), "rules texts not bundled"
    transcript = tmp_path / "transcript.txt"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               NINETYNINE_CONFIG_DIR=str(tmp_path / "config"))
    result = subprocess.run([str(program), "--smoke", "--transcript", str(transcript)], env=env,
                            capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert transcript.read_text(encoding="utf-8").splitlines()[0].startswith("Main menu. ")
    assert "assets folder not found" not in result.stderr
    assert "shipped font missing" not in result.stderr
    assert "Prism could not be imported" not in result.stderr, "prismatoid not bundled"
    assert "Prism's library could not be loaded" not in result.stderr
