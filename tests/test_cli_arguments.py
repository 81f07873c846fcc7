"""The command line refuses a game it cannot start as asked, with a clear message and exit 2,
instead of silently changing it (C-1, T-1, T-27)."""

import pytest

from game.__main__ import main


ONLINE = ["--connect", "ws://127.0.0.1:8799", "--name", "Ana"]


@pytest.mark.parametrize("argv,message", [
    (["--game", "counting", "--players", "9"], "the counting game takes 2 to 8 players, not 9"),
    (["--game", "counting", "--players", "1"], "the counting game takes 2 to 8 players, not 1"),
    (["--game", "tricks", "--players", "5"], "the trick game takes 2 to 4 players, not 5"),
    (["--game", "tricks", "--players", "2", "--variant", "oxford"], "Oxford Whist is for 3 players only"),
    (["--game", "counting", "--variant", "classic"], "--variant is for the trick game (--game tricks)"),
    (["--players", "3"], "--players and --variant go with --game counting or --game tricks"),
    (["--seed", "7"], "--seed goes with --game counting or --game tricks"),
    (["--connect", "ws://127.0.0.1:8799", "--game", "counting"], "--connect needs --name NAME"),
    (["--connect", "ws://127.0.0.1:8799", "--name", "Ana", "--computers", "1"],
     "--computers goes with --game counting or --game tricks (the new table's computer players)"),
    (["--connect", "ws://127.0.0.1:8799", "--name", "Ana", "--game", "tricks", "--seed", "3"],
     "--seed is not for online tables"),
    (["--connect", "ws://127.0.0.1:8799", "--name", "Ana", "--game", "tricks", "--players", "5"],
     "the trick game takes 2 to 4 players, not 5"),
    (["--join"], "--name, --join and --computers go with --connect URL"),
    (ONLINE + ["--game", "counting", "--turn-seconds", "0"],
     "argument --turn-seconds: the turn timer takes whole seconds from 1 to 600, not 0"),
    (ONLINE + ["--game", "counting", "--turn-seconds", "601"],
     "argument --turn-seconds: the turn timer takes whole seconds from 1 to 600, not 601"),
    (ONLINE + ["--game", "tricks", "--turn-seconds", "1.5"],
     "argument --turn-seconds: the turn timer takes whole seconds from 1 to 600, not '1.5'"),
    (ONLINE + ["--game", "tricks", "--turn-seconds", "soon"],
     "argument --turn-seconds: the turn timer takes whole seconds from 1 to 600, not 'soon'"),
    (ONLINE + ["--turn-seconds", "30"],
     "--turn-seconds goes with --game counting or --game tricks (the new table's turn timer)"),
    (ONLINE + ["--join", "--turn-seconds", "30"],
     "--turn-seconds goes with --game counting or --game tricks (the new table's turn timer)"),
    (["--game", "counting", "--turn-seconds", "30"],
     "--turn-seconds goes with --connect URL and --game (the new online table's turn timer)"),
])
def test_impossible_starts_are_refused(argv, message, capsys):
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    assert capsys.readouterr().err.strip().endswith(f"error: {message}")


def test_replay_without_a_file_says_how():
    assert main(["replay"]) == 2


def test_help_gives_the_player_ranges(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--help"])
    assert stop.value.code == 0
    text = " ".join(capsys.readouterr().out.split())  # argparse wraps lines
    assert ("--players N number of players for --game: the counting game takes 2 to 8, the trick game "
            "2 to 4 (Oxford Whist exactly 3)") in text


def test_help_gives_the_turn_timer_option(capsys):
    """``--turn-seconds T`` is listed, with its range, what it does and its default."""
    with pytest.raises(SystemExit) as stop:
        main(["--help"])
    assert stop.value.code == 0
    text = " ".join(capsys.readouterr().out.split())
    assert ("--turn-seconds T with --connect and --game: the new table's turn timer, 1 to 600 seconds: a person "
            "who has not acted within T seconds has that turn played for them by a computer player, after a "
            "warning (default: no timer)") in text


def test_the_turn_seconds_range_is_the_protocols():
    """The command line takes what the server takes (``create``'s ``turn_timer``)."""
    from game.__main__ import TURN_SECONDS, build_parser
    from game.net.protocol import TURN_TIMER_SECONDS
    assert TURN_SECONDS == TURN_TIMER_SECONDS
    options = build_parser().parse_args(ONLINE + ["--game", "counting", "--turn-seconds", " 45 "])
    assert options.turn_seconds == 45
    assert build_parser().parse_args(ONLINE + ["--game", "counting"]).turn_seconds is None
