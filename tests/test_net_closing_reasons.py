"""What the server tells a connection it closes or refuses, and what the app says of it.

A graceful stop of the server (``Server.stop``; SIGTERM or SIGINT of ``python -m game serve``)
tells every connection why before closing it: an ``error`` frame ``server_closing`` and the close
code 1001 with the reason ``server_closing``, so the player hears "The server is shutting down.
Trying to reconnect." (docs/online.md), not "Connection to the server lost." (found by ear: the
close came with 1001 and an empty reason)."""

from __future__ import annotations

import asyncio
import signal
import time

from game.net.link import Link
from game.table.online_text import lost_text
from net_helpers import connected, run, serve_process, serving, stop_process


def test_stop_tells_each_connection_the_server_is_closing(tmp_path):
    """In-process: a person in the lobby and one who has not said hello yet both get the error
    frame and the close 1001 ``server_closing``."""
    async def main():
        async with serving(tmp_path) as server:
            ana = await connected(server, "Ana")
            await server.stop()
            for _ in range(100):
                if ana.closed is not None:
                    break
                await asyncio.sleep(0.02)
            return ana.closed, [m for m in ana.inbox if m["type"] == "error"]
    closed, errors = run(main(), timeout=20)
    assert (closed.code, closed.reason) == (1001, "server_closing")
    assert [error["reason"] for error in errors] == ["server_closing"]


def wait_frame(link: Link, kind: str, seconds: float) -> dict:
    """The first frame of ``kind`` the link gives within ``seconds`` (AssertionError otherwise)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for frame in link.take():
            if frame["type"] == kind:
                return frame
        time.sleep(0.05)
    raise AssertionError(f"no {kind} within {seconds} s")


def test_sigterm_of_the_server_process_is_said_as_shutting_down(tmp_path):
    """``kill <pid>`` of a ``python -m game serve`` process: the app's link loses the connection
    with the reason ``server_closing``, said as the promised sentence."""
    process, port = serve_process(tmp_path)
    link = None
    try:
        link = Link(f"ws://127.0.0.1:{port}", "Vera", backoff=(30.0,))
        wait_frame(link, "link_welcome", 10)
        process.send_signal(signal.SIGTERM)
        lost = wait_frame(link, "link_lost", 10)
        assert process.wait(10) == 0
        assert lost["reason"] == "server_closing"
        assert lost_text(lost) == "The server is shutting down. Trying to reconnect."
    finally:
        if link is not None:
            link.close()
        stop_process(process)
        process.stderr.close()


def test_a_name_refused_reaches_the_app_once(tmp_path):
    """Found by ear: a second app with a name in use heard "That name is being used by someone
    online: choose another one." alone (the server's ``refused`` frame, said as a refusal), then
    again inside "The server refused the name Vera. ...". The link keeps only its
    ``link_refused``."""
    process, port = serve_process(tmp_path)
    links = []
    try:
        links.append(Link(f"ws://127.0.0.1:{port}", "Vera", backoff=(30.0,)))
        wait_frame(links[0], "link_welcome", 10)
        links.append(Link(f"ws://127.0.0.1:{port}", "vera", backoff=(30.0,)))
        end, frames = time.monotonic() + 10, []
        while time.monotonic() < end and not any(frame["type"] == "link_refused" for frame in frames):
            frames += links[1].take()
            time.sleep(0.05)
        assert [frame["type"] for frame in frames] == ["link_refused"]
        assert frames[0]["reason"] == "name_taken"
    finally:
        for link in links:
            link.close()
        stop_process(process)
        process.stderr.close()
