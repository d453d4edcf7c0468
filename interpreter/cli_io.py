"""What every command shares at its edges: coded one-line errors, the consoles, and how a run
ends when it is interrupted.

* A problem that is not at a place in a file (an output that cannot be written, a card set
  that cannot be found, an option that makes no sense) is one line on standard error,
  ``<path or command>: error[CODE]: message``, and the exit code says what kind (1: a problem
  in the user's files or the run, 2: bad usage).
* Ctrl-C ends any command with exit code 130 (no traceback), SIGTERM with 143; a reader that
  goes away (``cardsmith play | head``) ends it quietly with 141, as a closed pipe ends other
  programs.
"""

from __future__ import annotations

import contextlib
import os
import select
import shutil
import signal
import sys
import textwrap
import threading

import click
from rich.console import Console

INTERRUPTED, BROKEN_PIPE, TERMINATED = 130, 141, 143


class CliError(click.ClickException):
    """A coded error of the command line: one line on standard error."""

    def __init__(self, code: str, message: str, where: str = "cardsmith", exit_code: int = 2):
        super().__init__(message)
        self.code, self.where = code, where
        self.exit_code = exit_code  # type: ignore[misc]  # (click's default is a class's)

    def format_message(self) -> str:
        return f"{self.where}: error[{self.code}]: {self.message}"

    def show(self, file=None) -> None:
        click.echo(self.format_message(), err=True)


def usage(message: str) -> CliError:
    """Bad usage (exit code 2), coded E-USAGE."""
    return CliError("E-USAGE", message)


def check_outputs(**paths: str | None) -> bool:
    """Check the output paths a command was given (option name -> path) before it starts:
    E-OUTPUT (exit code 2) for one that cannot be written, E-USAGE for two sent to standard
    output.  True when one of them is standard output (what a person reads then goes to
    standard error)."""
    from .outputs import STDOUT, OutputError, check

    given = {k: v for k, v in paths.items() if v is not None}
    to_stdout = [k for k, v in given.items() if v == STDOUT]
    if len(to_stdout) > 1:
        raise usage(f"only one output can be standard output ('-'), not {' and '.join(to_stdout)}")
    for name, path in given.items():
        try:
            check(path)
        except OutputError as exc:
            raise CliError("E-OUTPUT", f"--{name}: {exc.message}", path) from None
    return bool(to_stdout)


class Terminated(BaseException):
    """SIGTERM: the run is asked to stop (a BaseException, so no ``except Exception`` in a
    game's code swallows it)."""


class _Console(Console):
    def on_broken_pipe(self) -> None:  # (rich's own exits 1; the reader left: see Cardsmith)
        self.quiet = True
        raise BrokenPipeError


out = _Console(highlight=False, soft_wrap=True)
err = _Console(highlight=False, soft_wrap=True, stderr=True)


def terminal_width() -> int | None:
    """The width to wrap text for a person to: ``$COLUMNS``, else the terminal's; None when
    standard output is not a terminal (a file or a pipe gets lines whole)."""
    columns = os.environ.get("COLUMNS", "")
    if columns.isdigit() and int(columns) > 0:
        return int(columns)
    try:
        if sys.stdout.isatty():
            return shutil.get_terminal_size().columns
    except (AttributeError, ValueError, OSError):
        pass
    return None


def wrap(text: str, width: int | None) -> str:
    """``text`` wrapped to ``width`` (each line's indentation kept on its continuations)."""
    if not width or width < 20:
        return text
    lines = []
    for line in text.split("\n"):
        if len(line) <= width:
            lines.append(line)
            continue
        indent = " " * (len(line) - len(line.lstrip()))
        lines.extend(
            textwrap.wrap(
                line,
                width,
                subsequent_indent=indent + "  ",
                break_long_words=False,
                break_on_hyphens=False,
            )
            or [line]
        )
    return "\n".join(lines)


def _silence_stdout() -> None:
    """The reader of standard output is gone: what is left to write goes nowhere (and Python's
    own flush at exit finds nothing to complain about)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, AttributeError, ValueError):
        pass


@contextlib.contextmanager
def stop_on_sigterm():
    """SIGTERM raises :class:`Terminated` in the main thread while the command runs."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(signum, frame):
        raise Terminated()

    before = signal.signal(signal.SIGTERM, stop)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, before)


class Cardsmith(click.Group):
    """The command group: runs a command and turns an interruption into its exit code."""

    def invoke(self, ctx):
        try:
            with stop_on_sigterm():
                return super().invoke(ctx)
        except KeyboardInterrupt:
            _say_on_stderr("interrupted")
            raise click.exceptions.Exit(INTERRUPTED) from None
        except Terminated:
            _say_on_stderr("terminated")
            raise click.exceptions.Exit(TERMINATED) from None
        except BrokenPipeError:
            _silence_stdout()
            raise click.exceptions.Exit(BROKEN_PIPE) from None


def _say_on_stderr(what: str) -> None:
    try:
        click.echo(f"\ncardsmith: {what}", err=True)
    except (OSError, ValueError):
        pass


class AnswerReader:
    """A person's answers, a line at a time, from standard input.

    From a terminal, ``input()`` (with its line editing).  From a pipe, Python's ``input()``
    has a window between writing the prompt and starting to read in which a Ctrl-C is only
    noted: the read then waits for a line that may never come.  Here the wait is a loop of
    short ``select`` calls, so a Ctrl-C is raised at once; lines already read stay in our own
    buffer (a buffered ``sys.stdin`` would hide them from ``select``)."""

    def __init__(self, stdin=None, stdout=None):
        self.stdin = stdin if stdin is not None else sys.stdin
        self.stdout = stdout if stdout is not None else sys.stdout
        self.pending = b""
        self.ended = False

    def __call__(self, prompt: str = "") -> str:
        try:
            fd = self.stdin.fileno()
        except (AttributeError, OSError, ValueError):
            fd = None
        if fd is None or os.name != "posix" or self.stdin.isatty():
            return input(prompt)
        self.stdout.write(prompt)
        self.stdout.flush()
        while b"\n" not in self.pending and not self.ended:
            readable, _, _ = select.select([fd], [], [], 0.2)
            if readable:
                chunk = os.read(fd, 4096)
                self.pending += chunk
                self.ended = not chunk
        if not self.pending:
            raise EOFError
        line, _, self.pending = self.pending.partition(b"\n")
        return line.decode("utf-8", "replace").rstrip("\r")
