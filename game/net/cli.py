"""``python -m game serve``: run the online server (docs/online.md)."""

from __future__ import annotations

import argparse
import asyncio
import signal
import ssl
import sys
from pathlib import Path

from .protocol import COMPUTER_SPEED, DEFAULT_PORT
from .server import HOLD_SECONDS, HOST_GRACE, GameServer


def build_parser() -> argparse.ArgumentParser:
    """The ``serve`` sub-command's arguments."""
    parser = argparse.ArgumentParser(prog="ninety-nine serve",
                                     description="Run the online server: lobby, tables, computer players.")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT,
                        help=f"port to listen on (default {DEFAULT_PORT}; 0: any)")
    parser.add_argument("--data", metavar="DIR", help="folder of the server's database and game logs "
                        "(default: the user data folder's 'server')")
    parser.add_argument("--certfile", metavar="F", help="TLS certificate chain (PEM): serve wss://")
    parser.add_argument("--keyfile", metavar="F", help="TLS private key (PEM), with --certfile")
    parser.add_argument("--hold", type=float, default=HOLD_SECONDS, metavar="SECONDS",
                        help="how long a dropped person's seat is held before a computer takes it (default 60)")
    parser.add_argument("--host-grace", type=float, default=HOST_GRACE, metavar="SECONDS",
                        help="how long the host of a table not started may be away before the next person "
                             "connected there becomes its host (default 15, at most --hold)")
    parser.add_argument("--fixed-seeds", type=int, metavar="N",
                        help="derive every seed from N: deals become predictable (tests only)")
    parser.add_argument("--computer-speed", action="store_true",
                        help="lift the rate limits of actions, heard reports and frames (benchmarks and "
                             "tests whose players act as fast as the server answers)")
    parser.add_argument("--log-pauses", action="store_true",
                        help="log each stop of the event loop over 50 ms and each full garbage collection")
    parser.add_argument("--gc-defaults", action="store_true", help=argparse.SUPPRESS)  # benchmarks compare
    return parser


def default_data() -> Path:
    """The user data folder's ``server`` folder."""
    import platformdirs
    return Path(platformdirs.user_data_dir("ninety-nine", appauthor=False)) / "server"


def main(argv: list[str]) -> int:
    """Run the server until SIGINT/SIGTERM. Returns the exit code (2 for bad arguments)."""
    parser = build_parser()
    options = parser.parse_args(argv)
    if (options.certfile is None) != (options.keyfile is None):
        parser.error("--certfile and --keyfile go together")
    if options.hold < 0:
        parser.error("--hold is a number of seconds, 0 or more")
    if options.host_grace < 0:
        parser.error("--host-grace is a number of seconds, 0 or more")
    context = None
    if options.certfile:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        try:
            context.load_cert_chain(options.certfile, options.keyfile)
        except (OSError, ssl.SSLError) as exc:
            print(f"cannot load the certificate or key: {exc}", file=sys.stderr)
            return 2
    server = GameServer(options.data or default_data(), options.host, options.port, ssl=context,
                        hold_seconds=options.hold, host_grace=options.host_grace, fixed_seeds=options.fixed_seeds,
                        rates=COMPUTER_SPEED if options.computer_speed else None,
                        tune_gc=not options.gc_defaults, log_pauses=options.log_pauses)

    async def run() -> None:
        loop = asyncio.get_running_loop()
        task = asyncio.current_task()
        for sig in (signal.SIGINT, signal.SIGTERM):
            try:
                loop.add_signal_handler(sig, task.cancel)
            except (NotImplementedError, RuntimeError):  # Windows
                pass
        try:
            await server.serve_forever()
        except OSError as exc:
            print(f"cannot listen on {options.host}:{options.port}: {exc.strerror or exc}", file=sys.stderr)
            raise SystemExit(1) from None

    try:
        asyncio.run(run())
    except (asyncio.CancelledError, KeyboardInterrupt):
        pass
    print("server stopped", file=sys.stderr)
    return 0
