"""Whole games through the online server on 127.0.0.1: people and a computer at one table, the
server's final state equal to a local replay of its logged actions (C-20, T-8, T-15)."""

from __future__ import annotations

import asyncio
import json
import random
import subprocess
import sys

from game.net.games import RULES, replay_log
from game.replay import run_case
from net_helpers import connected, play, run, serving


def test_counting_game_two_people_and_a_computer(tmp_path):
    """Ana and Ben play a whole counting game with a computer (C-20): each hears the other's
    name, the game ends with one winner and the log replays to the server's final state."""
    async def scenario():
        async with serving(tmp_path) as server:
            ana, ben = await connected(server, "Ana"), await connected(server, "Ben")
            await ana.create("counting", {"players": 3, "tokens": 2}, computers=1, level="strong", cpu_delay=0.5)
            table_id = (await ana.wait_for("table"))["table"]["id"]
            listed = await ben.wait_for_table()
            assert (listed["game"], listed["free"], listed["started"]) == ("counting", [2], False)
            assert [s["kind"] for s in listed["seats"]] == ["person", "computer", "empty"]
            await ben.join(table_id)
            seen = await ana.wait_for(lambda m: m["type"] == "table" and m["table"]["seats"][2]["name"] == "Ben")
            assert seen["you"] == 0
            await ana.start()
            await asyncio.gather(play(ana, "counting"), play(ben, "counting"))
            over = ana.over
            assert over == ben.over
            final = over["final"]
            assert final["winner"] in (0, 1, 2) and len(final["eliminated"]) == 2
            assert run_case(over["log"]) == final
            assert server.tables[table_id].state.to_output() == final
            game, setup, actions = server.store.log(table_id)
            assert (game, setup, actions) == ("counting", over["log"]["setup"], over["log"]["actions"])
            won = final["winner"]
            assert server.store.statistics("Ana") == {"counting": {"played": 1, "won": int(won == 0)}}
            assert server.store.statistics("Ben") == {"counting": {"played": 1, "won": int(won == 2)}}
            path = tmp_path / "logs" / f"table-{table_id}.json"
            assert run_case(json.loads(path.read_text())) == final
            done = subprocess.run([sys.executable, "-m", "game", "replay", str(path)], capture_output=True,
                                  text=True, timeout=60)
            assert (done.returncode, json.loads(done.stdout)) == (0, final)  # python -m game replay
            await ana.close()
            await ben.close()
    run(scenario(), 40)


def test_finished_games_go_into_the_statistics_per_name(tmp_path):
    """Issue 19: each person's finished online games and wins are kept per game and name, the
    trick game's winners (T-17, a list of seats) as well as the counting game's one (C-20), and
    they are still there after the server stops; computer players and spectators get none."""
    async def scenario():
        async with serving(tmp_path) as server:
            ana, ben = await connected(server, "Ana"), await connected(server, "Ben")
            watcher = await connected(server, "Cy")
            for game, options in (("tricks", {"players": 3, "target": 100}), ("counting", {"players": 3, "tokens": 1}),
                                  ("counting", {"players": 3, "tokens": 1})):
                await ana.create(game, options, computers=1, level="random", cpu_delay=0)
                table_id = (await ana.wait_for("table"))["table"]["id"]
                await ben.join(table_id, seat=2)
                await watcher.watch(table_id)
                await ana.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"] and m["table"]["spectators"])
                await ana.start()
                await asyncio.gather(play(ana, game, rng=random.Random(1)), play(ben, game, rng=random.Random(2)))
                winner = ana.over["final"]["winner"]
                winners = {winner} if isinstance(winner, int) else set(winner)
                wins[game][0] += 0 in winners
                wins[game][2] += 2 in winners
                await watcher.wait_for("over")
                for client in (ana, ben, watcher):
                    client.over = client.view = None
                    client.inbox.clear()
                    await client.leave()
                    await client.wait_for("lobby")
            expected = {name: {game: {"played": 1 if game == "tricks" else 2, "won": wins[game][seat]}
                               for game in ("tricks", "counting")} for name, seat in (("Ana", 0), ("Ben", 2))}
            assert server.store.statistics("Ana") == expected["Ana"]
            assert server.store.statistics("Ben") == expected["Ben"]
            assert server.store.statistics("Cy") == {}
            for client in (ana, ben, watcher):
                await client.close()
        return expected

    wins = {"tricks": {0: 0, 2: 0}, "counting": {0: 0, 2: 0}}
    expected = run(scenario(), 60)
    from game.net.store import Store
    store = Store(tmp_path / "server.sqlite3")  # the server has stopped: the results stay
    try:
        assert store.statistics("Ana") == expected["Ana"]
        assert store.statistics("Ben") == expected["Ben"]
    finally:
        store.close()


def test_trick_deal_two_people_and_a_computer(tmp_path):
    """Ana, Ben and a computer play a whole deal of the trick game (T-8, T-15): nine tricks are
    won, the deal is scored, and the logged actions replay to the server's state."""
    async def scenario():
        async with serving(tmp_path) as server:
            ana, ben = await connected(server, "Ana"), await connected(server, "Ben")
            await ana.create("tricks", {"players": 3}, computers=1, level="strong", cpu_delay=0.5)
            table_id = (await ana.wait_for("table"))["table"]["id"]
            await ben.join(table_id, seat=2)
            await ana.wait_for(lambda m: m["type"] == "table" and m["table"]["seats"][2]["kind"] == "person")
            await ana.start()

            def scored(update):
                return any(event["kind"] == "DealScored" for event in update["events"])
            await asyncio.gather(play(ana, "tricks", until=scored), play(ben, "tricks", until=scored))
            table = server.tables[table_id]
            game, setup, actions = server.store.log(table_id)
            assert len(actions) == 3 + 27  # three bids, nine tricks of three cards (T-6, T-8)
            assert sum(table.state.last_deal["tricks"]) == 9
            assert run_case({"game": game, "setup": setup, "actions": actions}) == table.state.to_output()
            assert replay_log(game, setup, actions).view(0) == table.state.view(0)
            await ana.close()
            await ben.close()
    run(scenario(), 40)


def test_two_player_trick_deal_with_the_dummy(tmp_path):
    """Two people and the dummy (T-3, T-21): each plays the dummy's card when controlling it;
    a deal is played out and replays to the server's state."""
    async def scenario():
        async with serving(tmp_path) as server:
            ana, ben = await connected(server, "Ana"), await connected(server, "Ben")
            await ana.create("tricks", {"players": 2}, cpu_delay=0.5)
            table_id = (await ana.wait_for("table"))["table"]["id"]
            await ben.join(table_id)
            await ana.wait_for(lambda m: m["type"] == "table" and not m["table"]["free"])
            await ana.start()

            def scored(update):
                return any(event["kind"] == "DealScored" for event in update["events"])
            await asyncio.gather(play(ana, "tricks", until=scored), play(ben, "tricks", until=scored))
            game, setup, actions = server.store.log(table_id)
            assert sum(1 for action in actions if action.get("player") == 2) == 9  # the dummy's cards
            assert run_case({"game": game, "setup": setup, "actions": actions}) == \
                server.tables[table_id].state.to_output()
            await ana.close()
            await ben.close()
    run(scenario(), 40)


def test_server_setups_replay_to_the_new_games_deal():
    """A server game's set-up is the rule-case form of the deal ``new`` makes from the seed:
    same views and opening events for each game and variant (C-5, T-3, T-19, T-26, T-27)."""
    from game.counting.state import CountingState
    from game.tricks.state import TricksState
    cases = [("counting", {"players": 3}), ("counting", {"players": 6, "draw": "auto"}),
             ("tricks", {"players": 2}), ("tricks", {"players": 3, "variant": "classic"}),
             ("tricks", {"players": 3, "variant": "oxford"}), ("tricks", {"players": 4})]
    for game, raw in cases:
        rules = RULES[game]
        options = rules.options(raw)
        for seed in (1, 99, 2**62 + 5):
            state = rules.from_setup(rules.make_setup(options, seed))
            new = CountingState.new(options, seed, dealer=options.players - 1) if game == "counting" \
                else TricksState.new(options, seed)
            for seat in [*range(options.players), None]:
                assert state.view(seat) == new.view(seat), (game, raw, seed, seat)
            assert [e.to_dict() for e in state.start_events()] == [e.to_dict() for e in new.start_events()]


def _hands_of_next_deal(game, raw, seed):
    """The first deal's hands and the next deal's hands of a server game played with random legal
    actions from its set-up (round 2 of the counting game, deal 2 of the trick game)."""
    import random as _random

    from game.counting.events import RoundStarted
    from game.tricks.events import DealStarted
    rules = RULES[game]
    options = rules.options(raw)
    state = rules.from_setup(rules.make_setup(options, seed))
    first = [sorted(c.code for c in hand) for hand in state.hands]
    rng = _random.Random(seed)
    for _ in range(5000):
        seat = rules.due(state)[0]
        events = state.apply(rng.choice(state.legal_actions(seat)))
        if any(isinstance(e, (RoundStarted, DealStarted)) for e in events):
            return first, [sorted(c.code for c in hand) for hand in state.hands]
    raise AssertionError("no second deal")


def test_a_server_games_next_deal_is_a_new_shuffle():
    """C-5, T-3: the second round or deal of a server game is shuffled anew, never the first
    deal's cards again (a set-up rebuilt from its seed must not restart the random source that
    dealt it)."""
    for game, raw in [("counting", {"players": 3}), ("tricks", {"players": 3})]:
        for seed in (1, 99, 2**62 + 5):
            first, second = _hands_of_next_deal(game, raw, seed)
            assert sorted(first) != sorted(second), (game, seed)
