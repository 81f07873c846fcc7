"""Work done off the main thread for a table: the computer players' searches and the hint.

:class:`Thinker` runs each job in a daemon thread so frames keep drawing and keys keep
answering, hands its result to ``done`` from :meth:`Thinker.poll` on the main thread, and says
the job's "thinking" notice through its :class:`~game.table.session.SeatClient` once the job
takes longer than :data:`THINKING_SAID_AFTER` seconds.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import Any

THINKING_SAID_AFTER = 1.0
"""Seconds a computer player thinks before the table says so ("Anna is thinking.")."""
THINK_SWITCH_INTERVAL = 0.001
"""Python's thread switch interval (seconds) once a worker thinks: the main thread gets the
interpreter back within a millisecond, so frames keep their pace (at the default 5 ms, frames
came 22 ms apart at the median and up to 80 ms while the counting game's hard level searched;
at 1 ms, 18 ms and 22 ms at most; benchmarks/ai_in_app.py)."""


class ThinkingJob:
    """One piece of work of :meth:`Thinker.think`: its daemon thread, result or error, and the
    seconds of table time it has taken so far."""

    def __init__(self, work: Callable[[], Any], done: Callable[[Any], None],
                 thinking_text: str | None) -> None:
        self.done = done
        self.thinking_text = thinking_text
        self.said = False
        self.said_item: Any = None
        self.elapsed = 0.0
        self.result: Any = None
        self.error: BaseException | None = None
        self.finished = threading.Event()
        self.work = work
        self.thread = threading.Thread(target=self.run, name="computer-player", daemon=True)

    def run(self) -> None:
        """Do the work (in the worker thread, or at once); keep its result or error."""
        try:
            self.result = self.work()
        except BaseException as exc:  # handed to the main thread
            self.error = exc
        finally:
            self.finished.set()


class Thinker:
    """The jobs of one table.

    Args:
        in_worker: run jobs in worker threads (False: at once, in the calling thread; the test
            fixture's ``app.think_in_worker``), ``done`` still waits for the next :meth:`poll`.
    """

    def __init__(self, in_worker: bool = True) -> None:
        self.in_worker = in_worker
        self.jobs: list[ThinkingJob] = []

    def think(self, work: Callable[[], Any], done: Callable[[Any], None], thinking_text: str | None = None) -> None:
        """Start ``work()``; ``done(result)`` is called from :meth:`poll` once it has finished.
        ``work`` must not touch the game's state: give it views made beforehand."""
        job = ThinkingJob(work, done, thinking_text)
        self.jobs.append(job)
        if self.in_worker:
            if sys.getswitchinterval() > THINK_SWITCH_INTERVAL:
                sys.setswitchinterval(THINK_SWITCH_INTERVAL)
            job.thread.start()
        else:
            job.run()

    @property
    def busy(self) -> bool:
        """True while a job has not been handed to its ``done``."""
        return bool(self.jobs)

    def poll(self, dt: float, client: Any) -> None:
        """Hand finished jobs to their ``done``; say a long job's thinking text once through
        ``client`` (a :class:`~game.table.session.SeatClient`, or None: nothing said). An
        exception raised by a job's work is raised here, on the main thread."""
        for job in list(self.jobs):
            job.elapsed += dt
            if job.finished.is_set():
                self.jobs.remove(job)
                if client is not None and job.said_item is not None:
                    client.withdraw(job.said_item)  # "Anna is thinking." is over
                if job.error is not None:
                    raise job.error
                job.done(job.result)
            elif job.thinking_text and not job.said and job.elapsed > THINKING_SAID_AFTER:
                job.said = True
                if client is not None:
                    job.said_item = client.say_thinking(job.thinking_text)
