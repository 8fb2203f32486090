"""What the environments share: their render modes and the handling of their game."""

from __future__ import annotations

import difflib
import secrets

from .client import EngineClient

#: The render modes of every environment: `"ansi"` returns the board, `"human"` prints it.
RENDER_MODES = ["ansi", "human"]


def check_render_mode(render_mode: str | None) -> None:
    """Refuses a render mode other than None, `"ansi"` and `"human"`, naming the nearest."""
    if render_mode is not None and render_mode not in RENDER_MODES:
        near = difflib.get_close_matches(str(render_mode), RENDER_MODES, n=1)
        hint = f'; did you mean "{near[0]}"?' if near else ""
        raise ValueError(f"render_mode must be None, 'ansi' or 'human', not {render_mode!r}{hint}")


def render_board(engine: EngineClient, handle: int | None, render_mode: str | None) -> str | None:
    """The board of game `handle` as `renderText` draws it: returned (`"ansi"`), printed
    (`"human"`, returning None), or None without a mode or a game."""
    if render_mode is None or handle is None:
        return None
    text = engine.request("render", game=handle)["text"]
    if render_mode == "human":
        print(text)
        return None
    return text


class SeedSeries:
    """The seeds of an environment's games: `reset(seed=s)` plays `s`, later resets without a
    seed `s#1`, `s#2`… (the engine's own series); with no seed ever given, a random one."""

    def __init__(self) -> None:
        self.seed: int | str | None = None
        self.resets = 0

    def next(self, seed: int | str | None = None) -> int | str:
        """The seed of the next game (`seed` starts a new series)."""
        if seed is not None:
            self.seed, self.resets = seed, 0
        elif self.seed is None:
            self.seed = secrets.randbits(48)
        game_seed = self.seed if self.resets == 0 else f"{self.seed}#{self.resets}"
        self.resets += 1
        return game_seed


def drop_game(engine: EngineClient, handle: int | None) -> None:
    """Drops game `handle` when there is one; a game already gone is no error."""
    if handle is not None:
        try:
            engine.request("drop", game=handle)
        except Exception:
            pass
