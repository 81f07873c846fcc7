"""Start-up time: launch to the first announcement, under Xvfb, for the three ways the game is
installed: the editable install (``pip install -e .``), an installed wheel, and the stand-alone
program (``scripts/build_exe.py``).

Run: ``nice -n 10 python benchmarks/startup.py [--runs N] [--language en|es|ru] [--speech MODE]
[--wheel-python PY | --no-wheel] [--exe PATH | --no-exe]``

- editable: this interpreter (``sys.executable -m game``); it must have the game installed with
  ``pip install -e .``.
- wheel: ``--wheel-python PY`` (an interpreter with the wheel installed), else the script builds
  the wheel and installs it into a new virtual environment in a temporary folder (removed after).
- stand-alone: ``--exe PATH``, else ``dist/ninety-nine/ninety-nine`` when it exists, else the
  script builds it with ``scripts/build_exe.py`` into a temporary folder (needs the build extra).

Each launch gets fresh, empty config and data folders (default settings, so the speech mode is
Automatic unless ``--speech`` says otherwise) and finds no screen reader or speech-dispatcher
(Prism is pointed at none), so the figure is the game's own; ``--system-speech`` lets it use the
machine's instead. Speech opens in the background after the first announcement
(game.speech.opening), so neither a running speech-dispatcher (Prism's Speech Dispatcher backend
takes over a second to start) nor a hung one (5 s, the hang limit) delays that announcement;
they delay only when it is first heard. Each writes its
transcript into a named pipe this
script reads: the time from just before the process is started to the first line read (the main
menu's announcement) is the launch time. The process is then ended. An editable install keeps
one catalog cache folder across its runs, as a player's would (the first run of a changed
catalog compiles it; ``--language es`` shows that path). Prints the median, minimum and maximum
of each, the CPU time the process had used by its first announcement (a figure a loaded
machine changes little), whether Babel was loaded (it must not be outside an editable install whose catalogs
changed), and what the game said it speaks through.

Target (issue 22): median <= 0.25 s for all three.
"""

from __future__ import annotations

import argparse
import json
import os
import select
import signal
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = 0.25
"""Seconds, median launch to first announcement."""


def start_xvfb() -> tuple[subprocess.Popen, str]:
    """Start Xvfb on a free display; returns the process and the ``DISPLAY`` value."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    if not number:
        xvfb.kill()
        raise RuntimeError("Xvfb did not start")
    return xvfb, f":{number}"


def cpu_seconds(pid: int) -> float | None:
    """User plus system CPU time of process ``pid`` so far (Linux ``/proc``), or None."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def launch_once(command: list[str], env: dict[str, str], work: Path,
                timeout: float = 30.0) -> tuple[float, float | None, str]:
    """Start ``command`` with ``--transcript`` on a named pipe; return (seconds to the first line,
    CPU seconds the process had used by then, the first lines read). The CPU time does not
    depend on what else the machine runs, so it tells a loaded machine's figures apart.
    Raises RuntimeError when nothing comes within ``timeout`` seconds."""
    fifo = work / "transcript.fifo"
    if fifo.exists():
        fifo.unlink()
    os.mkfifo(fifo)
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    try:
        started = time.perf_counter()
        process = subprocess.Popen(command + ["--transcript", str(fifo)], env=env, stdin=subprocess.DEVNULL,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        text = b""
        first = cpu = None
        deadline = started + timeout
        while time.perf_counter() < deadline:
            ready, _, _ = select.select([reader], [], [], 0.5 if first is not None else 0.05)
            if ready:
                chunk = os.read(reader, 65536)
                if chunk:
                    text += chunk
                    if first is None and b"\n" in text:
                        first = time.perf_counter() - started
                        if hasattr(signal, "SIGSTOP"):  # read its CPU time as it was then
                            os.kill(process.pid, signal.SIGSTOP)
                            cpu = cpu_seconds(process.pid)
                            os.kill(process.pid, signal.SIGCONT)
                        deadline = time.perf_counter() + 0.3  # gather the notices said right after
            elif first is not None:
                break
            if process.poll() is not None and first is None:
                break
        process.terminate()
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        if first is None:
            raise RuntimeError(f"{command[0]}: no announcement within {timeout:.0f} s (exit {process.returncode})")
        return first, cpu, text.decode("utf-8", "replace")
    finally:
        os.close(reader)
        fifo.unlink()


def babel_loaded(python: str, env: dict[str, str], language: str) -> bool:
    """Whether starting the game in ``language`` with ``python`` imports Babel (loads the
    catalog as the game does at start-up)."""
    code = ("import sys; from game import i18n; i18n.set_language(sys.argv[1]); "
            "print(any(m == 'babel' or m.startswith('babel.') for m in sys.modules))")
    out = subprocess.run([python, "-c", code, language], env=env, capture_output=True, text=True, check=True)
    return out.stdout.strip() == "True"


def measure(name: str, command: list[str], env: dict[str, str], runs: int, work: Path) -> dict:
    """``runs`` launches of ``command``; returns the figures as a dict."""
    times = []
    cpus = []
    said = ""
    for _ in range(runs):
        config = Path(tempfile.mkdtemp(dir=work))
        run_env = dict(env, NINETYNINE_CONFIG_DIR=str(config / "config"), NINETYNINE_DATA_DIR=str(config / "data"))
        if env.get("_SPEECH"):
            (config / "config").mkdir()
            (config / "config" / "settings.json").write_text(
                json.dumps({"version": 1, "options": {"speech_mode": env["_SPEECH"]}}))
        seconds, cpu, said = launch_once(command, run_env, work)
        times.append(seconds)
        if cpu is not None:
            cpus.append(cpu)
        shutil.rmtree(config, ignore_errors=True)
    return {"install": name, "median": statistics.median(times), "min": min(times), "max": max(times),
            "runs": runs,
            "cpu": statistics.median(cpus) if cpus else None, "said": said.strip().splitlines()}


def build_wheel_env(work: Path) -> str:
    """Build the wheel and install it into a new virtual environment under ``work``; returns its
    interpreter."""
    wheels = work / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(wheels), str(ROOT)],
                   check=True)
    venv = work / "wheel-venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = str(venv / ("Scripts" if os.name == "nt" else "bin") / "python")
    subprocess.run([python, "-m", "pip", "install", "-q", *map(str, wheels.glob("*.whl"))], check=True)
    return python


def build_exe(work: Path) -> str:
    """Build the stand-alone program under ``work``; returns its path."""
    out = subprocess.run([sys.executable, str(ROOT / "scripts" / "build_exe.py"), str(work / "dist")],
                         check=True, capture_output=True, text=True)
    return out.stdout.strip().splitlines()[-1]


def main(argv: list[str] | None = None) -> int:
    """Measure and print; exit 1 when a median misses :data:`TARGET`."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--language", default="en", choices=["en", "es", "ru"])
    parser.add_argument("--speech", choices=["auto", "screen_reader", "self_voicing", "text_only"],
                        help="the speech option (default: the game's default, Automatic)")
    parser.add_argument("--wheel-python")
    parser.add_argument("--no-wheel", action="store_true")
    parser.add_argument("--exe")
    parser.add_argument("--no-exe", action="store_true")
    parser.add_argument("--system-speech", action="store_true",
                        help="let the game find the machine's screen reader or speech-dispatcher")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    options = parser.parse_args(argv)
    work = Path(tempfile.mkdtemp(prefix="ninety-nine-startup-"))
    xvfb = None
    try:
        # A player's machine: no SDL overrides, and Python writes its bytecode caches (an
        # editable install compiles each module once, on its first start).
        env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_") and k != "PYTHONDONTWRITEBYTECODE"}
        env.update(PYGAME_HIDE_SUPPORT_PROMPT="1", NINETYNINE_CACHE_DIR=str(work / "cache"))
        if not options.system_speech:
            env.update(SPEECHD_ADDRESS=f"unix_socket:{work / 'no-speech-dispatcher.sock'}",
                       DBUS_SESSION_BUS_ADDRESS=f"unix:path={work / 'no-session-bus'}")
        xvfb, env["DISPLAY"] = start_xvfb()
        if options.speech:
            env["_SPEECH"] = options.speech
        language = ["--language", options.language]
        targets = [("editable", [sys.executable, "-m", "game", *language], sys.executable)]
        if not options.no_wheel:
            python = options.wheel_python or build_wheel_env(work)
            targets.append(("wheel", [python, "-m", "game", *language], python))
        if not options.no_exe:
            exe = options.exe
            if exe is None:
                default = ROOT / "dist" / "ninety-nine" / "ninety-nine"
                exe = str(default) if default.exists() else build_exe(work)
            targets.append(("stand-alone", [exe, *language], None))
        results = []
        for name, command, python in targets:
            figures = measure(name, command, env, options.runs, work)
            figures["babel"] = babel_loaded(python, env, options.language) if python else False
            results.append(figures)
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait()
        shutil.rmtree(work, ignore_errors=True)
    if options.json:
        print(json.dumps({"language": options.language, "target": TARGET, "results": results}))
    else:
        print(f"Launch to first announcement under Xvfb ({options.runs} runs each, language {options.language}, "
              f"load average {os.getloadavg()[0]:.1f}):")
        for r in results:
            mark = "ok" if r["median"] <= TARGET else "over"
            print(f"  {r['install']:12s} median {r['median']:.3f} s  (min {r['min']:.3f}, max {r['max']:.3f})  "
                  f"[{mark}; target {TARGET} s]  Babel loaded: {'yes' if r['babel'] else 'no'}")
            if r["cpu"] is not None:
                print(f"  {'':12s} CPU time used by then: median {r['cpu']:.2f} s")
            print(f"  {'':12s} said: {' | '.join(r['said'][:3])}")
    return 0 if all(r["median"] <= TARGET for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
