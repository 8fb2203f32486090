"""Connecting to Ray, and the actors that hold an engine each."""

from __future__ import annotations

import os
import socket
from pathlib import Path
from typing import Any

import ray


def connect(address: str | None, **init: Any) -> None:
    """Starts or joins Ray: `address` None starts a local cluster (or uses the one running in
    this process); "auto" joins the cluster started on this machine by `ray start`; "host:port"
    joins that one, checked first so that an address nobody answers at fails at once."""
    if address not in (None, "auto", "local") and not address.startswith("ray://"):
        host, _, port = address.rpartition(":")
        if not host or not port.isdigit():
            raise ValueError(f"address must be 'auto', 'host:port' or 'ray://host:port', not {address!r}")
        try:
            with socket.create_connection((host, int(port)), timeout=5):
                pass
        except OSError as e:
            raise ConnectionError(f"no Ray cluster answers at {address}: {e}") from None
    if ray.is_initialized():
        return
    if address in (None, "local"):
        # A cluster of this machine: its workers import this package from where this process
        # does, and find the same engine (a cluster of many machines: `pip install` on each).
        env = dict(init.pop("runtime_env", None) or {})
        variables = dict(env.get("env_vars", {}))
        here = str(Path(__file__).resolve().parents[2])
        variables["PYTHONPATH"] = os.pathsep.join(p for p in (here, os.environ.get("PYTHONPATH")) if p)
        if "GLOBETROTTER_ENGINE" in os.environ:
            variables.setdefault("GLOBETROTTER_ENGINE", os.environ["GLOBETROTTER_ENGINE"])
        env["env_vars"] = variables
        init["runtime_env"] = env
    ray.init(address=None if address == "local" else address, log_to_driver=False, **init)


def cluster_cpus() -> int:
    """The CPUs Ray can schedule on, at least 1."""
    return max(1, int(ray.cluster_resources().get("CPU", 1)))


@ray.remote(num_cpus=1, max_restarts=0)
class EngineActor:
    """An actor holding one engine (`globetrotter engine`, started on first use)."""

    def __init__(self, engine: str | None = None) -> None:
        self._engine_path = engine
        self._engine = None

    def _client(self):
        from globetrotter.client import EngineClient

        if self._engine is None:
            self._engine = EngineClient(self._engine_path)
        return self._engine

    def request(self, cmd: str, fields: dict[str, Any]) -> dict[str, Any]:
        """One engine request; its reply (an `EngineError` is raised here, then at the caller)."""
        return self._client().request(cmd, **fields)

    def rollout(self, spec: dict[str, Any], policy: Any) -> dict[str, Any]:
        """Collects a rollout on a `BatchEnv` of this actor's engine (see `rollouts`)."""
        from ._rollouts import collect

        return collect(self._client(), spec, policy)

    def pid(self) -> int:
        import os

        return os.getpid()
