"""Another person at an online table, for by-ear runs: connects to a server on this machine, joins
the first table with a free seat (waiting for one), and plays random legal choices from the views
it receives, each after a pause, printing what it does. Chat lines can be said at set moves.

Usage, from the checkout root, with a server running (``.venv/bin/python -m game serve --port 8851
--data DIR``) and the by-ear client creating the table (``--connect ws://127.0.0.1:8851 --name Ann
--game counting --players 2``)::

    .venv/bin/python scripts/online_person.py --name Ben [--port 8851] [--delay 1.5]
        [--chat 3:hello --chat 5:again] [--leave-after 8] [--seed 1]

``--chat N:TEXT`` says TEXT at the table just before its Nth action; ``--leave-after N`` leaves
the table after N actions (the seat goes to a computer player until one comes back). It stops at
the game's end or on Ctrl+C. Only 127.0.0.1 is ever connected to.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.net.bots import CHOICE, play_latest_views  # noqa: E402
from game.net.client import Client  # noqa: E402


async def person(args: argparse.Namespace) -> None:
    """Join, then play until the game is over (or ``--leave-after`` actions)."""
    rng = random.Random(args.seed)
    chats = {int(n): text for n, text in (item.split(":", 1) for item in args.chat)}
    client = Client(f"ws://127.0.0.1:{args.port}")
    await client.connect(args.name)
    print(f"{args.name}: connected; waiting for a table with a free seat", flush=True)
    table = await client.wait_for_table(lambda t: t["free"], timeout=600)
    await client.join(table["id"])
    game = table["game"]
    print(f"{args.name}: joined table {table['id']} ({game})", flush=True)
    stop, actions = threading.Event(), 0

    def choose(view: dict, rng: random.Random) -> dict | None:
        nonlocal actions
        action = CHOICE[game](view, rng)
        if action is None:
            return None
        actions += 1
        if actions in chats:  # sent now: it reaches the table before the action, after the pause
            asyncio.get_running_loop().create_task(client.chat(chats[actions]))
            print(f"{args.name}: said {chats[actions]!r}", flush=True)
        print(f"{args.name}: action {actions}: {action}", flush=True)
        if args.leave_after and actions >= args.leave_after:
            stop.set()
        return action

    await play_latest_views(client, game, rng, stop, pause=args.delay, choose=choose, draw_holds=True)
    if stop.is_set():
        await asyncio.sleep(0.5)  # the last action's update
        await client.leave()
        print(f"{args.name}: left the table", flush=True)
    print(f"{args.name}: done ({'game over' if client.over else 'left'})", flush=True)
    await client.close()


def main() -> int:
    """Parse the arguments and run the person; 0 at the end, 1 on a connection failure."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--name", required=True)
    parser.add_argument("--port", type=int, default=8851)
    parser.add_argument("--delay", type=float, default=1.5, help="seconds before each action")
    parser.add_argument("--chat", action="append", default=[], help="N:TEXT, said before action N")
    parser.add_argument("--leave-after", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    try:
        asyncio.run(person(args))
    except KeyboardInterrupt:
        return 0
    except (OSError, RuntimeError) as exc:
        print(f"{args.name}: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
