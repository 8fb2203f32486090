"""The built-in bots' names, checked before any actor starts (the engine checks them again)."""

from __future__ import annotations

import re

_BUILT_IN = re.compile(r"^(random|greedy|mcts|mcts:[1-9][0-9]{0,7})$")


def is_built_in(name: object) -> bool:
    """Whether `name` is a built-in bot: random, greedy, mcts or mcts:<iterations>."""
    return isinstance(name, str) and _BUILT_IN.match(name) is not None
