"""The app and a ``wss://`` server with a self-signed certificate (issue 19, TLS): a real server
process on 127.0.0.1 with trustme certificates. The first visit remembers the certificate and says
so once, with its short fingerprint; the next visit connects without a word about it; a server
that shows another certificate is refused with a clear sentence, and the link does not try again;
Play online can then forget the old certificate, and the next visit remembers the new one."""

from __future__ import annotations

import re
import ssl
import subprocess
import sys
import time

import pygame
import pytest
import trustme

from game.counting.menu_entry import ENTRY
from game.net import pins
from game.scenes.lobby import Lobby
from game.scenes.online import OnlinePlan, OnlineStart
from game.scenes.registry import register_game
from tests.test_online_table import free_port, run_until, stop


@pytest.fixture(autouse=True)
def _registered(monkeypatch):
    """Only the counting game in the main menu (another test may have registered the trick game)."""
    from game.scenes import registry
    monkeypatch.setattr(registry, "_GAMES", {})
    register_game(ENTRY)


def certificate(folder) -> tuple[list[str], str]:
    """A self-signed certificate for 127.0.0.1 (its own test CA): the server's ``--certfile``/
    ``--keyfile`` arguments and the certificate's SHA-256 fingerprint."""
    issued = trustme.CA().issue_cert("127.0.0.1")
    folder.mkdir()
    issued.cert_chain_pems[0].write_to_path(str(folder / "cert.pem"))
    issued.private_key_pem.write_to_path(str(folder / "key.pem"))
    der = ssl.PEM_cert_to_DER_cert(issued.cert_chain_pems[0].bytes().decode())
    from game.net.client import fingerprint
    return ["--certfile", str(folder / "cert.pem"), "--keyfile", str(folder / "key.pem")], fingerprint(der)


def start_tls_server(data, port: int, log, tls: list[str]) -> subprocess.Popen:
    """``python -m game serve`` with a certificate on 127.0.0.1:port; returns once it listens."""
    process = subprocess.Popen([sys.executable, "-m", "game", "serve", "--host", "127.0.0.1", "--port", str(port),
                                "--data", str(data), *tls], stderr=open(log, "a"), text=True)
    end = time.monotonic() + 20
    while time.monotonic() < end:
        if re.search(rf"listening on wss://127\.0\.0\.1:{port}\b", log.read_text()):
            return process
        assert process.poll() is None, "the server ended before it listened"
        time.sleep(0.05)
    raise AssertionError("the server did not listen")


def connect_from_the_main_menu(client, items: int) -> None:
    """Main menu -> Play online (``items`` items) -> Connect."""
    client.press(pygame.K_RETURN)  # Play online (the focus is on it)
    assert client.last.endswith(f", 1 of {items}. Enter edits the address.")
    client.press(pygame.K_DOWN)
    client.press(pygame.K_DOWN)
    assert client.last == f"Connect, 3 of {items}"
    client.press(pygame.K_RETURN)


@pytest.mark.long
def test_a_self_signed_certificate_is_remembered_and_a_changed_one_refused(client, tmp_path):
    port = free_port()
    url, server_name = f"wss://127.0.0.1:{port}", f"127.0.0.1:{port}"
    first_tls, first = certificate(tmp_path / "first")
    second_tls, second = certificate(tmp_path / "second")
    lobby_line = "Lobby. No tables. N creates one."
    remembered = (f"Certificate of {server_name} remembered: fingerprint {pins.short(first)}. It is self-signed, "
                  "so from now on a different certificate is refused.")
    server = start_tls_server(tmp_path / "data", port, tmp_path / "server.log", first_tls)
    try:
        section = client.app.settings.section("online")
        section["url"], section["name"] = url, "Ana"
        client.start()
        client.press(pygame.K_DOWN)
        assert client.last == "Play online, 2 of 6"
        # First visit: remembered, said once before the lobby.
        connect_from_the_main_menu(client, 4)
        run_until(client, lambda: client.last == lobby_line, 20)
        assert client.texts[-2:] == [remembered, lobby_line]
        assert pins.load(url) == first
        client.press(pygame.K_ESCAPE)  # back to the main menu
        # Second visit: the same certificate, nothing said about it.
        said = len(client.texts)
        connect_from_the_main_menu(client, 5)
        run_until(client, lambda: client.last == lobby_line, 20)
        assert not any("ertificate" in text for text in client.texts[said:])
        client.press(pygame.K_ESCAPE)
    finally:
        stop(server)

    # The server comes back with another certificate: refused, once, and no retry.
    changed = (f"Not connected: the certificate of {server_name} has changed. Fingerprint {pins.short(second)}, "
               f"remembered {pins.short(first)}. This may not be the same server. If its owner changed the "
               "certificate, choose Forget the certificate in Play online.")
    server = start_tls_server(tmp_path / "data", port, tmp_path / "server.log", second_tls)
    try:
        said = len(client.texts)
        connect_from_the_main_menu(client, 5)
        run_until(client, lambda: client.last == changed, 20)
        lobby = client.app.top
        assert isinstance(lobby, Lobby)
        lobby.link._thread.join(5)
        assert not lobby.link._thread.is_alive()  # the link stopped: no reconnection loop
        client.frames(30)
        assert client.texts[said:].count(changed) == 1
        client.press(pygame.K_SPACE)
        assert client.last == changed  # still what the lobby says
        assert pins.load(url) == first  # the old certificate is still the one remembered
        client.press(pygame.K_ESCAPE)

        # The command line's --connect says the same.
        start = OnlineStart(client.app, OnlinePlan(url, "Ana", join=True))
        client.push(start)
        run_until(client, lambda: client.last == changed, 20)
        client.press(pygame.K_ESCAPE)

        # Play online forgets the old certificate; the next visit remembers the new one.
        client.press(pygame.K_RETURN)
        assert client.last == f"Play online. Server: {url}, 1 of 5. Enter edits the address."
        for _step in range(3):
            client.press(pygame.K_DOWN)
        assert client.last == f"Forget the certificate of {server_name}, 4 of 5"
        client.press(pygame.K_RETURN)
        assert client.last == (f"Certificate of {server_name} forgotten. The next connection remembers the one "
                               "it finds.")
        assert pins.load(url) is None
        client.press(pygame.K_RETURN)  # the focus is on Connect
        run_until(client, lambda: client.last == lobby_line, 20)
        assert client.texts[-2] == remembered.replace(pins.short(first), pins.short(second))
        assert pins.load(url) == second
        client.press(pygame.K_ESCAPE)
    finally:
        stop(server)
