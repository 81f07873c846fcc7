"""scripts/by_ear_counts.py, which counts what a listener heard wrong in a by-ear run, knows the
game's own card lines: a 9 ("Total stays 76.", C-10) keeps the draw open (C-8), and the newer
"Too late to draw: ..." closes it; a draw prompt heard after one's own draw is still stale.
Found by a tester: three false "stale draw prompt" counts in one run."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))

from by_ear_counts import count, kind_of, templates  # noqa: E402

from game import i18n  # noqa: E402


@pytest.fixture(autouse=True)
def english():
    yield
    i18n.set_language("en")


def run_folder(tmp_path: Path, lines: list[str]) -> Path:
    """A by-ear OUT folder where each line was said once and heard whole, one a second."""
    (tmp_path / "transcript.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (tmp_path / "spoken.txt").write_text(
        "".join(f"{100 + i}.000\t0.90\t{line}\n" for i, line in enumerate(lines)), encoding="utf-8")
    return tmp_path


def test_a_nine_of_ones_own_keeps_the_draw_open(tmp_path):
    out = run_folder(tmp_path, ["Round 1. Bob deals. You play first.",
                                "You: 9 of hearts. Total stays 0.",
                                "You can still draw: press Space.",
                                "You draw the king of clubs."])
    counts = count(out, "en")
    assert (counts["card lines"], counts["card lines missed"], counts.get("stale", 0)) == (1, 0, 0)


def test_the_too_late_lines_are_known():
    """C-8, C-19: each wording of the closed draw is told as such."""
    patterns = templates("en")
    for line in ("Too late to draw: you play the rest of this round with 1 card.",
                 "Too late to draw: you play the rest of this round with 2 cards.",
                 "Too late to draw: your hand stays empty, and at your turn that costs 3 tokens.",
                 "Too late to draw."):
        assert kind_of(line, patterns)[0] == "too late", line


def test_a_draw_prompt_after_ones_own_draw_is_stale(tmp_path):
    out = run_folder(tmp_path, ["Round 1. Bob deals. You play first.",
                                "You: 5 of hearts. Total 5.",
                                "You draw the king of clubs.",
                                "You can still draw: press Space."])
    assert count(out, "en")["stale draw prompt"] == 1


def test_online_peoples_card_lines_are_known_when_named(tmp_path):
    """Online the others have their own names: "Played for Ben: ..." (his turn timer ran out)
    and "Ben: ..." are card lines once ``people`` names him, so the turn line's total after them
    is not counted stale (C-22)."""
    out = run_folder(tmp_path, ["Round 1. Ben deals. You play first.",
                                "You: 5 of hearts. Total 5.",
                                "You draw the king of clubs.",
                                "Played for Ben: the 8 of clubs. Total 13.",
                                "Ben: 6 of clubs. Total 19.",
                                "Your turn. Total 19. Your cards: king of clubs, 2 of spades. Enter plays the king of clubs."])
    assert count(out, "en").get("stale turn total", 0) == 1
    counts = count(out, "en", ["Ben"])
    assert (counts["card lines"], counts.get("stale", 0)) == (3, 0)


def test_a_folder_of_a_run_that_never_started_is_said_so(tmp_path, capsys):
    """An OUT folder with no transcript (the game stopped on its arguments: only stderr.txt) gets
    one clear line and exit status 2, not a traceback."""
    from by_ear_counts import main
    (tmp_path / "stderr.txt").write_text("ninety-nine: error: unrecognized arguments: ...\n", encoding="utf-8")
    assert main([str(tmp_path)]) == 2
    assert capsys.readouterr().err == f"{tmp_path}: no transcript.txt: the game did not run; see stderr.txt there\n"
