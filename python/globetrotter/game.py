"""An OpenSpiel-like `Game` and `State` over the engine (docs/guide-python.md).

Chance is sampled by the engine's seeded dice by default. With `explicit_chance=True`, an
action with several outcomes leaves the state at a chance node (`current_player() == -1`)
whose `chance_outcomes()` are `(index, probability)` pairs, as in OpenSpiel.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .client import EngineClient

__all__ = ["Game", "State", "CHANCE_PLAYER", "TERMINAL_PLAYER"]

CHANCE_PLAYER = -1
TERMINAL_PLAYER = -4


class Game:
    """The game's parameters and the engine that plays it."""

    def __init__(
        self,
        players: int = 2,
        *,
        planets: int | None = None,
        turn_limit: int | None = 500,
        ruleset: str | None = None,
        explicit_chance: bool = False,
        engine: EngineClient | None = None,
    ) -> None:
        self.engine = engine if engine is not None else EngineClient()
        self.players = players
        self.planets = planets
        self.turn_limit = turn_limit
        self.ruleset = ruleset
        self.explicit_chance = explicit_chance
        # The sizes depend on the ruleset and the planets (which it may decide): ask the engine.
        probe = self.engine.request(
            "new", players=players, planets=planets, turnLimit=turn_limit, ruleset=ruleset,
            observe=False, legal=False,
        )
        self.engine.request("drop", game=probe["game"])
        self._actions: int = probe["actionSpaceSize"]
        self._observation: int = probe["observationSize"]

    def num_players(self) -> int:
        return self.players

    def num_distinct_actions(self) -> int:
        return self._actions

    def observation_tensor_size(self) -> int:
        return self._observation

    def new_initial_state(self, seed: int | str = 0) -> "State":
        reply = self.engine.request(
            "new",
            players=self.players,
            planets=self.planets,
            turnLimit=self.turn_limit,
            ruleset=self.ruleset,
            seed=seed,
            observe=False,
        )
        return State(self, reply)

    def load(self, record: dict[str, Any] | str, seed: int | str | None = None) -> "State":
        """A state from a game record (docs/record-format.md)."""
        return State(self, self.engine.request("load", record=record, seed=seed, observe=False))


class State:
    """A position: one engine handle, dropped when the state is collected."""

    def __init__(self, game: Game, reply: dict[str, Any]) -> None:
        self.game = game
        self.handle: int = reply["game"]
        self._info = reply
        self._returns = np.zeros(game.players)
        self._pending: int | None = None  # the action waiting for its chance outcome
        self._outcomes: list[tuple[int, float]] = []
        self._history: list[int] = []

    def __del__(self) -> None:
        # Dropped at the engine's next request: see EngineClient.release.
        try:
            self.game.engine.release(self.handle)
        except Exception:
            pass

    # --- who acts -----------------------------------------------------------------------------
    def current_player(self) -> int:
        if self._pending is not None:
            return CHANCE_PLAYER
        player = self._info["player"]
        return TERMINAL_PLAYER if player is None else player

    def is_chance_node(self) -> bool:
        return self._pending is not None

    def is_terminal(self) -> bool:
        return self._info["status"] == "finished"

    def legal_actions(self, player: int | None = None) -> list[int]:
        if self._pending is not None:
            return [i for i, _ in self._outcomes]
        if player is not None and player != self._info["player"]:
            return []
        return list(self._info["legal"])

    def legal_actions_mask(self, player: int | None = None) -> np.ndarray:
        mask = np.zeros(self.game.num_distinct_actions(), dtype=np.int8)
        mask[self.legal_actions(player)] = 1
        return mask

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return list(self._outcomes)

    # --- acting -------------------------------------------------------------------------------
    def apply_action(self, action: int | str) -> None:
        engine = self.game.engine
        if self._pending is not None:
            reply = engine.request(
                "step", game=self.handle, action=self._pending, outcome=int(action), observe=False
            )
            self._pending = None
            self._outcomes = []
        else:
            if not isinstance(action, str):
                action = int(action)
            if self.game.explicit_chance:
                chance = engine.request("outcomes", game=self.handle, action=action)
                if len(chance["outcomes"]) > 1:
                    self._pending = chance["action"]
                    self._outcomes = [(i, o["probability"]) for i, o in enumerate(chance["outcomes"])]
                    self._history.append(chance["action"])
                    return
            reply = engine.request("step", game=self.handle, action=action, observe=False)
            self._history.append(reply["action"])
        self._returns += np.asarray(reply["rewards"], dtype=float)
        self._info = reply

    def apply_bot(self, bot: str = "random") -> int:
        """Plays the built-in bot's choice (`random`, `greedy`, `mcts:1000`); returns its id."""
        reply = self.game.engine.request("step", game=self.handle, bot=bot, observe=False)
        self._returns += np.asarray(reply["rewards"], dtype=float)
        self._info = reply
        self._history.append(reply["action"])
        return reply["action"]

    def clone(self) -> "State":
        reply = self.game.engine.request("clone", game=self.handle, observe=False)
        copy = State(self.game, reply)
        copy._returns = self._returns.copy()
        copy._pending = self._pending
        copy._outcomes = list(self._outcomes)
        copy._history = list(self._history)
        return copy

    # --- what a learner sees ------------------------------------------------------------------
    def observation_tensor(self, player: int | None = None) -> np.ndarray:
        seat = self._info["player"] if player is None else player
        if seat is None:
            seat = 0
        reply = self.game.engine.request("observe", game=self.handle, player=seat)
        return np.asarray(reply["observation"], dtype=np.float32)

    def returns(self) -> list[float]:
        return [float(r) for r in self._returns]

    def rewards(self) -> list[float]:
        return [float(r) for r in self._info["rewards"]]

    def history(self) -> list[int]:
        return list(self._history)

    def action_to_string(self, player: int | None, action: int) -> str:
        reply = self.game.engine.request("validate", game=self.handle, action=int(action))
        return reply.get("notation") or f"illegal action {action} ({reply.get('code')})"

    def state_hash(self) -> str:
        return self.game.engine.request("state", game=self.handle, hash=True, observe=False, legal=False)["hash"]

    def record(self) -> dict[str, Any]:
        """The game's record so far, which `globetrotter validate` accepts."""
        return self.game.engine.request("record", game=self.handle)["record"]

    def __str__(self) -> str:
        return f"globetrotter state {self.handle}: {self._info['status']}, turn {self._info['turn']}, player {self._info['player']}"
