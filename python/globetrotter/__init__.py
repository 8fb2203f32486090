"""Python access to the Globetrotter rules engine, over `globetrotter engine` (docs/guide-python.md).

numpy is the only runtime dependency; `globetrotter.aec` needs the `pettingzoo` extra and
`globetrotter.gym` the `gymnasium` extra.
"""

from .batch import BatchEnv
from .client import (
    BadRequestError,
    EngineClient,
    EngineError,
    EngineNotFoundError,
    GameOverError,
    IllegalActionError,
    NoSuchGameError,
    find_engine,
)
from .game import CHANCE_PLAYER, TERMINAL_PLAYER, Game, GameType, State

__all__ = [
    "BadRequestError",
    "BatchEnv",
    "CHANCE_PLAYER",
    "EngineClient",
    "EngineError",
    "EngineNotFoundError",
    "Game",
    "GameType",
    "GameOverError",
    "IllegalActionError",
    "NoSuchGameError",
    "State",
    "TERMINAL_PLAYER",
    "find_engine",
]

__version__ = "0.1.0"
