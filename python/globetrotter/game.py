"""An OpenSpiel-like `Game` and `State` over the engine (docs/guide-python.md).

Chance is sampled by the engine's seeded dice by default. With `explicit_chance=True`, an
action with several outcomes leaves the state at a chance node (`current_player() == -1`)
whose `chance_outcomes()` are `(index, probability)` pairs, as in OpenSpiel.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .client import EngineClient

__all__ = [
    "Game",
    "GameType",
    "State",
    "CHANCE_PLAYER",
    "TERMINAL_PLAYER",
    "serialize_game_and_state",
    "deserialize_game_and_state",
]

# The format of `State.serialize()`; bumped if it changes incompatibly.
_SERIAL_FORMAT = "globetrotter-state"
_SERIAL_VERSION = 1

CHANCE_PLAYER = -1
TERMINAL_PLAYER = -4


@dataclass(frozen=True)
class GameType:
    """What kind of game this is, in OpenSpiel's words (`Game.get_type()`): a sequential game of
    perfect information with dice, whose players are rewarded as they go out and at the end."""

    short_name: str = "globetrotter"
    long_name: str = "Globetrotter"
    dynamics: str = "sequential"
    #: `"explicit_stochastic"` with `explicit_chance=True` (chance nodes), else `"sampled_stochastic"`.
    chance_mode: str = "sampled_stochastic"
    information: str = "perfect_information"
    #: Not zero-sum: everyone may lose (no winner), and a truncated game gives 0 to all.
    utility: str = "general_sum"
    #: A player's reward comes when it changes: −1 when out (R14), ±1 at the end.
    reward_model: str = "rewards"
    min_num_players: int = 2
    max_num_players: int = 6
    provides_information_state_string: bool = False
    provides_information_state_tensor: bool = False
    provides_observation_string: bool = True
    provides_observation_tensor: bool = True
    parameter_specification: dict[str, Any] = field(default_factory=dict)


class Game:
    """The game's parameters and the engine that plays it, as OpenSpiel's `pyspiel.Game`.

    >>> game = Game(2, turn_limit=100)
    >>> state = game.new_initial_state(seed=7)
    >>> print(state)  # the board, as renderText draws it
    """

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
        """`players` 2..6; `planets` (default: the ruleset's); `turn_limit` ends the game with no
        winner after that many turns; `ruleset` (default `"2025-01"`); `explicit_chance` makes
        chance nodes; `engine` shares a running engine (default: a new one)."""
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
        # Engines older than these fields: the largest bounds of any ruleset.
        self._actions_per_turn: int = probe.get("maxActionsPerTurn", 4)
        self._dice_per_action: int = probe.get("maxDicePerAction", 22)

    def num_players(self) -> int:
        """How many players a game has."""
        return self.players

    def num_distinct_actions(self) -> int:
        """The size of the action space: action ids are 0 .. this − 1 (docs/bots.md)."""
        return self._actions

    def observation_tensor_size(self) -> int:
        """The length of `State.observation_tensor()`."""
        return self._observation

    def observation_tensor_shape(self) -> list[int]:
        """The shape of `State.observation_tensor()`: one flat vector."""
        return [self._observation]

    def max_game_length(self) -> int:
        """An upper bound on the actions of one game (chance outcomes not counted): a placement
        per player (and a choice of order in two-player 2026-06), then at most the ruleset's
        actions a turn (4 in 2025-01 and 2026-06, 1 in 2024-12) for each turn up to the limit.
        Raises ValueError for a game without a turn limit, which has no bound."""
        if self.turn_limit is None:
            raise ValueError("a game without a turn limit has no maximum length: give Game(turn_limit=…)")
        return self.players + 1 + self.turn_limit * self._actions_per_turn

    def max_chance_outcomes(self) -> int:
        """An upper bound on the outcomes of one chance node: every sequence of the most dice one
        action draws (6 ** 5 in 2025-01, 6 ** 22 in 2026-06, 6 ** 2 in 2024-12). The outcomes of
        a real chance node are far fewer: those whose states differ (`chance_outcomes()`)."""
        return 6 ** self._dice_per_action

    def max_utility(self) -> float:
        """The best return: +1, a win."""
        return 1.0

    def min_utility(self) -> float:
        """The worst return: −1, out or lost."""
        return -1.0

    def get_parameters(self) -> dict[str, Any]:
        """The parameters that make this game (they travel with `State.serialize()`)."""
        return {
            "players": self.players,
            "planets": self.planets,
            "turn_limit": self.turn_limit,
            "ruleset": self.ruleset,
            "explicit_chance": self.explicit_chance,
        }

    def get_type(self) -> GameType:
        """What kind of game this is (`GameType`), as OpenSpiel's `game.get_type()`."""
        low, high = self.engine.hello.get("limits", {}).get("players", [2, 6])
        return GameType(
            chance_mode="explicit_stochastic" if self.explicit_chance else "sampled_stochastic",
            min_num_players=low,
            max_num_players=high,
            parameter_specification=self.get_parameters(),
        )

    def deserialize_state(self, text: str) -> "State":
        """The state that `State.serialize()` wrote: replayed from its seed (or record) and its
        steps, so that it goes on exactly as the original (same dice). Raises ValueError when
        the text is not a serialized state or was written for other game parameters."""
        data = _read_serialized(text)
        if data["game"] != self.get_parameters():
            raise ValueError(
                f"the state was serialized for the game {data['game']!r}, not {self.get_parameters()!r}"
            )
        if data.get("record") is not None:
            state = self.load(data["record"], seed=data["seed"])
        else:
            state = self.new_initial_state(seed=data["seed"])
        for action, outcome in data["steps"]:
            state._replay_step(action, outcome)
        if data.get("pending") is not None:
            state.apply_action(data["pending"])
        return state

    def new_initial_state(self, seed: int | str = 0) -> "State":
        """A new game, its roll-off done with the dice of `seed` (the same seed gives the same game
        for the same actions, from any entry point)."""
        reply = self.engine.request(
            "new",
            players=self.players,
            planets=self.planets,
            turnLimit=self.turn_limit,
            ruleset=self.ruleset,
            seed=seed,
            observe=False,
        )
        state = State(self, reply)
        state._origin = {"seed": seed, "record": None}
        return state

    def load(self, record: dict[str, Any] | str, seed: int | str | None = None) -> "State":
        """A state from a game record (docs/record-format.md); the dice of later actions come from
        `seed` (default `"load"`)."""
        state = State(self, self.engine.request("load", record=record, seed=seed, observe=False))
        parsed = json.loads(record) if isinstance(record, str) else record
        state._origin = {"seed": "load" if seed is None else seed, "record": parsed}
        return state

    def __repr__(self) -> str:
        params = ", ".join(f"{k}={v!r}" for k, v in self.get_parameters().items() if v is not None)
        return f"globetrotter.Game({params})"


class State:
    """A position, as OpenSpiel's `pyspiel.State`: one engine handle, dropped when the state is
    collected. `print(state)` shows the board (the engine's `renderText`)."""

    def __init__(self, game: Game, reply: dict[str, Any]) -> None:
        """A state of `game` from the engine's reply for its handle (`Game.new_initial_state`,
        `Game.load` and `clone` make them)."""
        self.game = game
        self.handle: int = reply["game"]
        self._info = reply
        self._returns = np.zeros(game.players)
        self._pending: int | None = None  # the action waiting for its chance outcome
        self._outcomes: list[tuple[int, float]] = []
        self._history: list[int] = []
        # What `serialize` needs: where the game started, and every step (action, chance outcome).
        self._origin: dict[str, Any] = {"seed": 0, "record": None}
        self._steps: list[list[int | None]] = []

    def __del__(self) -> None:
        # Dropped at the engine's next request: see EngineClient.release.
        try:
            self.game.engine.release(self.handle)
        except Exception:
            pass

    # --- who acts -----------------------------------------------------------------------------
    def current_player(self) -> int:
        """The seat to act; `CHANCE_PLAYER` (−1) at a chance node, `TERMINAL_PLAYER` (−4) once over."""
        if self._pending is not None:
            return CHANCE_PLAYER
        player = self._info["player"]
        return TERMINAL_PLAYER if player is None else player

    def is_chance_node(self) -> bool:
        """Whether an action waits for its chance outcome (only with `explicit_chance=True`)."""
        return self._pending is not None

    def is_terminal(self) -> bool:
        """Whether the game is over (a win, everyone out, or the turn limit)."""
        return self._info["status"] == "finished"

    def legal_actions(self, player: int | None = None) -> list[int]:
        """The legal action ids, ascending (at a chance node, the outcome indexes); none for a
        `player` who is not to act."""
        if self._pending is not None:
            return [i for i, _ in self._outcomes]
        if player is not None and player != self._info["player"]:
            return []
        return list(self._info["legal"])

    def legal_actions_mask(self, player: int | None = None) -> np.ndarray:
        """`legal_actions` as an int8 mask of `num_distinct_actions()` entries."""
        mask = np.zeros(self.game.num_distinct_actions(), dtype=np.int8)
        mask[self.legal_actions(player)] = 1
        return mask

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """At a chance node, `(outcome index, probability)` pairs whose probabilities sum to 1."""
        return list(self._outcomes)

    # --- acting -------------------------------------------------------------------------------
    def apply_action(self, action: int | str) -> None:
        """Plays an action id or its notation (`"r1 move 41"`); at a chance node, the outcome
        index. Raises IllegalActionError (with the rule) for an action the rules forbid."""
        engine = self.game.engine
        if self._pending is not None:
            reply = engine.request(
                "step", game=self.handle, action=self._pending, outcome=int(action), observe=False
            )
            self._steps.append([self._pending, int(action)])
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
            self._steps.append([reply["action"], None])
        self._returns += np.asarray(reply["rewards"], dtype=float)
        self._info = reply

    def apply_bot(self, bot: str = "random") -> int:
        """Plays the built-in bot's choice (`random`, `greedy`, `mcts:1000`); returns its id.

        The bot chooses with dice of its own (`createRng(seed + "/bots")`), never the game's: a
        game is replayed from its seed by `apply_action` of each id of `history()`, and a game of
        bot moves is the one `globetrotter play --seed S --bots …` plays (docs/guide-python.md)."""
        reply = self.game.engine.request("step", game=self.handle, bot=bot, observe=False)
        self._returns += np.asarray(reply["rewards"], dtype=float)
        self._info = reply
        self._history.append(reply["action"])
        self._steps.append([reply["action"], None])
        return reply["action"]

    def _replay_step(self, action: int, outcome: int | None) -> None:
        """One step of a serialized state, as it was played."""
        if outcome is None:
            reply = self.game.engine.request("step", game=self.handle, action=int(action), observe=False)
        else:
            reply = self.game.engine.request(
                "step", game=self.handle, action=int(action), outcome=int(outcome), observe=False
            )
        self._history.append(int(action))
        self._steps.append([int(action), outcome])
        self._returns += np.asarray(reply["rewards"], dtype=float)
        self._info = reply

    def clone(self) -> "State":
        """An independent copy that goes on exactly as this state would (same dice)."""
        reply = self.game.engine.request("clone", game=self.handle, observe=False)
        copy = State(self.game, reply)
        copy._returns = self._returns.copy()
        copy._pending = self._pending
        copy._outcomes = list(self._outcomes)
        copy._history = list(self._history)
        copy._origin = dict(self._origin)
        copy._steps = [list(s) for s in self._steps]
        return copy

    def serialize(self) -> str:
        """The state as text (JSON) that `Game.deserialize_state` turns back into a state that
        goes on exactly as this one: the game's parameters, its seed (and the record it was
        loaded from, if any) and every step with its chance outcome. Replayed, not stored: the
        text stays small, and the engine checks every step again."""
        return json.dumps(
            {
                "format": _SERIAL_FORMAT,
                "version": _SERIAL_VERSION,
                "game": self.game.get_parameters(),
                "seed": self._origin["seed"],
                "record": self._origin["record"],
                "steps": self._steps,
                "pending": self._pending,
            },
            separators=(",", ":"),
        )

    def string_to_action(self, *args: Any) -> int:
        """The id of the legal action that notation names (`"r1 move 41"`), as OpenSpiel's
        `state.string_to_action([player,] text)`. Raises IllegalActionError for an action the
        rules forbid here, BadRequestError for text that is no action."""
        if len(args) not in (1, 2) or not isinstance(args[-1], str):
            raise TypeError("string_to_action([player,] text): text must be a str")
        if self._pending is not None:
            raise ValueError("at a chance node the actions are outcome indexes, not notation")
        return int(self.game.engine.request("outcomes", game=self.handle, action=args[-1])["action"])

    # --- what a learner sees ------------------------------------------------------------------
    def observation_tensor(self, player: int | None = None) -> np.ndarray:
        """What `player` (default: the player to act) observes, float32 of
        `observation_tensor_size()` (docs/bots.md, "Observations")."""
        seat = self._info["player"] if player is None else player
        if seat is None:
            seat = 0
        reply = self.game.engine.request("observe", game=self.handle, player=seat)
        return np.asarray(reply["observation"], dtype=np.float32)

    def returns(self) -> list[float]:
        """Each player's total reward so far: −1, 0 or +1 at the end."""
        return [float(r) for r in self._returns]

    def rewards(self) -> list[float]:
        """Each player's reward from the last step."""
        return [float(r) for r in self._info["rewards"]]

    def history(self) -> list[int]:
        """The action ids played, in order (chance outcomes not included): `apply_action` of each
        on `new_initial_state` of the same seed gives this state again."""
        return list(self._history)

    def action_to_string(self, player: int | None, action: int) -> str:
        """The notation of an action id (`"r1 move 41"`), or why it is illegal here."""
        reply = self.game.engine.request("validate", game=self.handle, action=int(action))
        return reply.get("notation") or f"illegal action {action} ({reply.get('code')})"

    def state_hash(self) -> str:
        """The state's `stateHash` (SHA-256 hex): equal states from any entry point agree."""
        return self.game.engine.request("state", game=self.handle, hash=True, observe=False, legal=False)["hash"]

    def record(self) -> dict[str, Any]:
        """The game's record so far, which `globetrotter validate` accepts."""
        return self.game.engine.request("record", game=self.handle)["record"]

    def observation_string(self, player: int | None = None) -> str:
        """The board as text (`renderText`): every player sees all of it (perfect information)."""
        return str(self)

    def __str__(self) -> str:
        """The board, as the engine's `renderText` draws it (several lines)."""
        return self.game.engine.request("render", game=self.handle)["text"]

    def __repr__(self) -> str:
        return (
            f"<globetrotter.State game={self.handle} {self._info['status']} turn {self._info['turn']} "
            f"player {self._info['player']}>"
        )


def _read_serialized(text: str) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except (TypeError, ValueError) as e:
        raise ValueError(f"not a serialized state: {e}") from None
    if not isinstance(data, dict) or data.get("format") != _SERIAL_FORMAT:
        raise ValueError("not a serialized state (State.serialize() writes one)")
    if data.get("version") != _SERIAL_VERSION:
        raise ValueError(f"a serialized state of version {data.get('version')!r}, not {_SERIAL_VERSION}")
    return data


def serialize_game_and_state(game: Game, state: State) -> str:
    """The game's parameters and the state, as one text (`state.serialize()` holds both)."""
    if state.game is not game:
        raise ValueError("the state belongs to another game")
    return state.serialize()


def deserialize_game_and_state(text: str, engine: EngineClient | None = None) -> tuple[Game, State]:
    """The game and state of `serialize_game_and_state`, on `engine` (a new one by default)."""
    params = _read_serialized(text)["game"]
    game = Game(params["players"], **{k: v for k, v in params.items() if k != "players"}, engine=engine)
    return game, game.deserialize_state(text)
