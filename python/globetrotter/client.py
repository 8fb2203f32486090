"""The engine client: one `globetrotter engine` subprocess spoken to in JSON lines.

docs/engine-protocol.md describes every message; this module only frames them.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import weakref
from pathlib import Path
from typing import Any, Sequence

import numpy as np

__all__ = [
    "EngineClient",
    "EngineError",
    "IllegalActionError",
    "GameOverError",
    "NoSuchGameError",
    "BadRequestError",
    "EngineNotFoundError",
    "find_engine",
]

PROTOCOL_VERSION = 1

# Pipes of 1 MiB, read through a buffer of 64 KiB: an unbuffered pipe makes readline read one
# byte at a time, and a read larger than the buffer goes straight into its destination (through
# a larger buffer, a binary block would be copied twice).
_PIPE = 1 << 20
_BUFFER = 1 << 16


class EngineNotFoundError(RuntimeError):
    """No engine was found: pass `engine=` or set GLOBETROTTER_ENGINE."""


class EngineError(Exception):
    """An error reply: `code` (docs/engine-protocol.md), `message`, `field` when one is at fault,
    and `suggestion`, the known name nearest an unknown field or command (`sed` → `seed`)."""

    def __init__(self, error: dict[str, Any]):
        """`error`: the `error` object of the reply."""
        self.code: str = error.get("code", "INTERNAL")
        self.field: str | None = error.get("field")
        self.suggestion: str | None = error.get("suggestion")
        self.illegal: dict[str, str] | None = error.get("illegal")
        self.record: dict[str, Any] | None = error.get("record")
        self.error = error
        where = f" ({self.field})" if self.field else ""
        super().__init__(f"{self.code}{where}: {error.get('message', '')}")


class IllegalActionError(EngineError):
    """The rules forbid the action: `illegal` holds the rules' `code` and `rule` (R2…)."""

    @property
    def rule(self) -> str | None:
        """The ruling that forbids the action (`"R2"`)."""
        return None if self.illegal is None else self.illegal.get("rule")


class GameOverError(EngineError):
    """The game is finished."""


class NoSuchGameError(EngineError):
    """The handle names no live game."""


class BadRequestError(EngineError):
    """A malformed request: bad JSON, an unknown or missing field, a field of the wrong type."""


# The columnar framing's dtypes, little-endian.
_DTYPES = {"int32": np.dtype("<i4"), "float32": np.dtype("<f4"), "uint8": np.dtype("u1")}

_ERRORS: dict[str, type[EngineError]] = {
    "ILLEGAL_ACTION": IllegalActionError,
    "GAME_OVER": GameOverError,
    "NO_SUCH_GAME": NoSuchGameError,
    "BAD_JSON": BadRequestError,
    "BAD_REQUEST": BadRequestError,
    "UNKNOWN_COMMAND": BadRequestError,
    "UNKNOWN_FIELD": BadRequestError,
    "MISSING_FIELD": BadRequestError,
    "BAD_FIELD": BadRequestError,
    "LINE_TOO_LONG": BadRequestError,
}


def find_engine(engine: str | os.PathLike[str] | None = None) -> list[str]:
    """The command that starts the engine.

    In order: `engine` (a path to `cli.js`, or an executable), the GLOBETROTTER_ENGINE variable,
    `dist/cli.js` of the repository this package sits in, the engine this package carries
    (`_engine/globetrotter-engine.mjs`, in a package built after `npm run build`),
    `node_modules/globetrotter/dist/cli.js` from the current directory up, and `globetrotter` on
    the PATH (the npm package installed globally).
    """
    candidates: list[Path] = []
    explicit = engine if engine is not None else os.environ.get("GLOBETROTTER_ENGINE")
    if explicit:
        path = Path(explicit)
        if not path.exists():
            raise EngineNotFoundError(f"no engine at {path}")
        return _command(path)
    candidates.append(Path(__file__).resolve().parents[2] / "dist" / "cli.js")
    candidates.append(Path(__file__).resolve().parent / "_engine" / "globetrotter-engine.mjs")
    here = Path.cwd().resolve()
    for folder in (here, *here.parents):
        candidates.append(folder / "node_modules" / "globetrotter" / "dist" / "cli.js")
    for path in candidates:
        if path.is_file():
            return _command(path)
    found = shutil.which("globetrotter")
    if found:
        return [found, "engine"]
    raise EngineNotFoundError(
        "globetrotter engine not found: build the repository (npm run build) before installing "
        "this package, install the npm package (npm install globetrotter), or pass engine= / set "
        "GLOBETROTTER_ENGINE"
    )


def _command(path: Path) -> list[str]:
    if path.suffix in (".js", ".mjs", ".cjs"):
        node = shutil.which("node")
        if node is None:
            raise EngineNotFoundError("node is not on the PATH (the engine needs Node 20+)")
        return [node, str(path), "engine"]
    return [str(path), "engine"]


def _widen_pipe(stream: Any) -> None:
    """On Linux, grows a pipe to the engine to 1 MiB: a batch of 256 observations (1.4 MB)
    then crosses in 2 writes instead of 22 (the default pipe holds 64 KiB), and a few batched
    requests fit in the input pipe while the engine writes a reply."""
    try:
        import fcntl

        fcntl.fcntl(stream.fileno(), getattr(fcntl, "F_SETPIPE_SZ", 1031), _PIPE)
    except Exception:
        pass


def _close(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is not None:
        return
    try:
        if proc.stdin is not None:
            proc.stdin.close()
        proc.wait(timeout=5)
    except Exception:
        proc.kill()
        proc.wait()


def _bool(value: bool) -> str:
    return "true" if value else "false"


def _ints(values: Sequence[int] | np.ndarray) -> str:
    """Integers as the items of a JSON array."""
    if isinstance(values, np.ndarray):
        values = values.tolist()
    return ",".join(map(str, map(int, values)))


def _actions(actions: Sequence[int | str] | np.ndarray) -> str:
    """Action ids or notations as the items of a JSON array."""
    if isinstance(actions, np.ndarray) and actions.dtype.kind in "iu":
        return ",".join(map(str, actions.tolist()))
    if all(type(a) is int for a in actions):
        return ",".join(map(str, actions))
    return json.dumps([a if isinstance(a, str) else int(a) for a in actions], separators=(",", ":"))[1:-1]


class EngineClient:
    """A running engine. Requests go one at a time; the subprocess ends with `close()`, at the
    end of a `with` block, or when the client is garbage-collected.

    >>> with EngineClient() as engine:
    ...     game = engine.request("new", players=2, seed=7)["game"]
    """

    def __init__(
        self,
        engine: str | os.PathLike[str] | None = None,
        *,
        stderr: Any = subprocess.DEVNULL,
    ) -> None:
        """Starts the engine `find_engine(engine)` names; its standard error goes to `stderr`
        (default: nowhere). Raises EngineNotFoundError when there is none."""
        command = find_engine(engine)
        self._proc = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=stderr,
            bufsize=_BUFFER,
        )
        self._in = self._proc.stdin
        self._out = self._proc.stdout
        _widen_pipe(self._out)
        _widen_pipe(self._in)
        self._next_id = 0
        self._released: list[int] = []
        self._finalizer = weakref.finalize(self, _close, self._proc)
        self.hello = self.request("hello")
        if self.hello.get("protocol") != PROTOCOL_VERSION:
            self.close()
            raise EngineError(
                {"code": "PROTOCOL", "message": f"engine speaks protocol {self.hello.get('protocol')}, not {PROTOCOL_VERSION}"}
            )

    @property
    def version(self) -> str:
        """The library's version."""
        return self.hello["version"]

    @property
    def rulesets(self) -> list[str]:
        """The rulesets the engine plays (`hello`'s `rulesets`)."""
        return list(self.hello["rulesets"])

    def close(self) -> None:
        """Ends the engine (it exits at the end of its input)."""
        self._finalizer()

    def __enter__(self) -> "EngineClient":
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def _send(self, cmd: str, fields: dict[str, Any], *, flush: bool = True) -> None:
        if self._proc.poll() is not None:
            raise RuntimeError("the engine has exited")
        self._next_id += 1
        message = {"id": self._next_id, "cmd": cmd}
        message.update(fields)
        assert self._in is not None
        self._in.write(json.dumps(message, separators=(",", ":")).encode("utf-8") + b"\n")
        if flush:
            self._in.flush()

    def _receive(self) -> dict[str, Any]:
        assert self._out is not None
        line = self._out.readline()
        if not line:
            raise RuntimeError("the engine closed its output")
        reply = json.loads(line)
        if not reply.get("ok"):
            error = reply.get("error", {})
            raise _ERRORS.get(error.get("code", ""), EngineError)(error)
        return reply

    def request(self, cmd: str, **fields: Any) -> dict[str, Any]:
        """Sends one request (fields as keyword arguments); returns the reply or raises its error."""
        self._drop_released()
        self._send(cmd, {k: v for k, v in fields.items() if v is not None})
        return self._receive()

    def release(self, game: int) -> None:
        """Drops a game at the next request. Safe from `__del__`: a finalizer may run in the
        middle of another request, where sending one of its own would mix up the replies."""
        self._released.append(game)

    def _drop_released(self) -> None:
        while self._released:
            game = self._released.pop()
            self._send("drop", {"game": game})
            try:
                self._receive()
            except EngineError:
                pass

    def steps_binary(
        self,
        games: Sequence[int],
        actions: Sequence[int | str],
        *,
        reset: bool = False,
        observe: bool = True,
        legal: bool = True,
    ) -> tuple[dict[str, Any], np.ndarray, np.ndarray]:
        """One batched step in the binary framing: (header, observations, legal ids), the
        observations float32 and the legal ids int32, each games' in turn (lengths and counts
        in the header)."""
        self._drop_released()
        if self._proc.poll() is not None:
            raise RuntimeError("the engine has exited")
        assert self._in is not None
        self._next_id += 1
        # The line json.dumps would write, without its per-item work (a step of the AEC env is
        # one such request: its encoding is a good part of the Python side's time).
        self._in.write(
            f'{{"id":{self._next_id},"cmd":"steps","games":[{_ints(games)}],"actions":[{_actions(actions)}],'
            f'"reset":{_bool(reset)},"binary":true,"observe":{_bool(observe)},"legal":{_bool(legal)}}}\n'.encode()
        )
        self._in.flush()
        header = self._receive()
        assert self._out is not None
        binary = header["binary"]
        obs = np.frombuffer(self._read(binary["observations"]["bytes"]), dtype="<f4")
        ids = np.frombuffer(self._read(binary["legal"]["bytes"]), dtype="<i4")
        return header, obs, ids

    @property
    def capabilities(self) -> frozenset[str]:
        """The additions to protocol 1 the engine offers (`hello`'s `capabilities`; none from an
        engine older than them)."""
        return frozenset(self.hello.get("capabilities", ()))

    def steps_columns(
        self,
        batches: Sequence[tuple[Sequence[int], Sequence[int | str] | np.ndarray]],
        *,
        reset: bool = False,
        observe: bool = True,
        legal: bool = True,
        observations: np.ndarray | None = None,
    ) -> list[dict[str, np.ndarray]]:
        """Batched steps in the columnar binary framing (capability `columns`): one `steps`
        request per (games, actions) pair, all sent before the first reply is read, so that the
        engine steps batch k+1 while this process decodes batch k. Returns, per batch, its
        columns as numpy arrays viewing the reply's buffer (no copy): `player`, `action`,
        `turn`, `legalCount`, `legal`, `diceCount`, `dice` (int32 / uint8), `rewards`,
        `observations` (float32), `flags`, `status`, `inGame` (uint8); see
        docs/engine-protocol.md, "Columnar replies". The first error reply is raised once every
        reply is read, and the engine refuses a batch whole, so the others went through.

        `observations`, when given, is a C-contiguous float32 array with a row for each game of
        every batch in turn, into which the observations are read straight from the pipe (no
        copy): each batch's `observations` column is then a view of its rows (the rows of a
        refused batch are left as they were). A reply whose observations do not fill its rows
        (`observe=False`, or games of another size) raises ValueError once every reply is read."""
        if observations is not None and not (
            observations.ndim == 2 and observations.dtype == _DTYPES["float32"] and observations.flags.c_contiguous
        ):
            raise ValueError("observations must be a C-contiguous float32 array of (games, observation size)")
        self._drop_released()
        if self._proc.poll() is not None:
            raise RuntimeError("the engine has exited")
        assert self._in is not None
        tail = (
            f',"reset":{_bool(reset)},"binary":true,"columns":true,'
            f'"observe":{_bool(observe)},"legal":{_bool(legal)}}}\n'
        )
        for games, actions in batches:
            self._next_id += 1
            # The line json.dumps would write, without its per-item work.
            line = f'{{"id":{self._next_id},"cmd":"steps","games":[{_ints(games)}],"actions":[{_actions(actions)}]{tail}'
            self._in.write(line.encode())
        self._in.flush()
        flat = None if observations is None else observations.reshape(-1)  # a view: contiguous
        row = 0 if observations is None else observations.shape[1]
        at_row = 0
        out: list[dict[str, np.ndarray]] = []
        error: Exception | None = None
        for games, _ in batches:
            n = len(games)
            try:
                header = self._receive()
            except EngineError as e:
                error = error or e
                at_row += n
                continue
            columns = header["columns"]
            layout = columns["layout"]
            into = None
            if flat is not None:
                count = next(c["count"] for c in layout if c["name"] == "observations")
                if count == n * row and (at_row + n) * row <= flat.size:
                    into = flat[at_row * row : (at_row + n) * row]
                else:
                    error = error or ValueError(
                        f"observations: a reply holds {count} values for {n} games, not {n} x {row}"
                    )
            at_row += n
            out.append(self._read_columns(columns["bytes"], layout, into))
        if error is not None:
            raise error
        return out

    def _read_columns(
        self, size: int, layout: list[dict[str, Any]], into: np.ndarray | None
    ) -> dict[str, np.ndarray]:
        """Reads a columnar block of `size` bytes and views its columns; with `into` (a float32
        array of the observations' count), the observations go straight into it and the other
        columns into a block of their own."""
        offsets = []
        at = 0
        for column in layout:
            dtype = _DTYPES[column["dtype"]]
            offsets.append((column["name"], dtype, column["count"], at))
            at += column["count"] * dtype.itemsize
        cut = skip = 0  # where the observations start in the block, and their bytes
        if into is not None:
            cut, skip = next((a, c * d.itemsize) for name, d, c, a in offsets if name == "observations")
        block = np.empty(size - skip, np.uint8)
        self._read_into(memoryview(block)[:cut])
        if into is not None:
            self._read_into(memoryview(into).cast("B"))
        self._read_into(memoryview(block)[cut:])
        views: dict[str, np.ndarray] = {}
        for name, dtype, count, at in offsets:
            if into is not None and name == "observations":
                views[name] = into
            else:
                views[name] = np.frombuffer(block, dtype=dtype, count=count, offset=at if at < cut else at - skip)
        return views

    def _read_into(self, view: memoryview) -> None:
        assert self._out is not None
        got = 0
        while got < len(view):
            n = self._out.readinto(view[got:])
            if not n:
                raise RuntimeError("the engine closed its output in a binary reply")
            got += n

    def _read(self, n: int) -> bytes:
        assert self._out is not None
        data = self._out.read(n)
        if len(data) != n:
            raise RuntimeError("the engine closed its output in a binary reply")
        return data
