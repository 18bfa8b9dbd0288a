"""PPO with action masking on Guandan with RLlib: the four seats share one policy (self-play).

    pip install "paiju[ray]" "ray[rllib]" torch pettingzoo
    python examples/rllib_ppo_guandan.py --iterations 3           # paiju.env.pettingzoo("guandan")

The environment is paiju's PettingZoo AEC environment (one deal per episode, Dict observations
{"observation", "action_mask", ...}, Discrete actions indexing the legal move list, the game's
returns as rewards). RLlib's PettingZooEnv turns it into a turn-based MultiAgentEnv, and the
adapter below hands RLlib's action-masking PPO module the two entries it reads. Any registered
game works: --game liangfutou.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo.utils.wrappers import BaseWrapper

EXAMPLES = os.path.dirname(os.path.abspath(__file__))


def paiju_aec_env(game: str) -> Any:
    """paiju's PettingZoo AEC environment of ``game``, one deal per episode (a whole match can
    outlast many training iterations)."""
    import paiju.env

    return paiju.env.pettingzoo(game, max_deals=1)


def metric_count(metrics: dict[str, Any], key: str) -> int:
    """A count from RLlib's per-iteration metrics: 0 when nothing was logged in the iteration
    (RLlib then reports NaN for a count such as num_episodes, or leaves it out)."""
    value = metrics.get(key)
    return int(value) if isinstance(value, (int, float)) and math.isfinite(value) else 0


def metric_text(value: Any, form: str) -> str:
    """A mean from RLlib's metrics, or "n/a" when there is none (NaN: no deal ended)."""
    return format(value, form) if isinstance(value, (int, float)) and math.isfinite(value) else "n/a"


def iteration_line(iteration: int, result: dict[str, Any], seconds: float) -> str:
    """One line per training iteration, from ``algo.train()``'s result."""
    runners = result.get("env_runners", {})
    learner = result.get("learners", {}).get("shared", {})
    seat_0 = runners.get("agent_episode_returns_mean", {}).get("seat_0")  # the seats' sum is 0
    return (f"iteration {iteration}: {metric_count(runners, 'num_env_steps_sampled')} env steps, "
            f"{metric_count(runners, 'num_episodes')} deals ended "
            f"({metric_count(runners, 'num_episodes_lifetime')} in all), "
            f"seat 0 mean return {metric_text(seat_0, '+.3f')}, "
            f"policy loss {metric_text(learner.get('policy_loss'), '.4f')}, "
            f"entropy {metric_text(learner.get('entropy'), '.3f')}, {seconds:.1f} s")


# --- The adapter: paiju's observation dict -> the two float entries RLlib's module reads -------

class RllibMaskedObservation(BaseWrapper):
    """Observations ``{"observations": float32 tensor, "action_mask": float32 0/1}``: the names
    RLlib's ActionMaskingTorchRLModule expects; paiju's other entries (legal_move_arrays, ...)
    are dropped, as this simple network scores action indices, not moves."""

    def observation_space(self, agent: str) -> spaces.Dict:
        inner = self.env.observation_space(agent)
        return spaces.Dict({
            "observations": spaces.Box(-np.inf, np.inf, shape=inner["observation"].shape, dtype=np.float32),
            "action_mask": spaces.Box(0.0, 1.0, shape=inner["action_mask"].shape, dtype=np.float32),
        })

    def observe(self, agent: str) -> dict[str, np.ndarray] | None:
        obs = self.env.observe(agent)
        if obs is None:
            return None
        return {"observations": np.asarray(obs["observation"], dtype=np.float32),
                "action_mask": np.asarray(obs["action_mask"], dtype=np.float32)}

# ------------------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="guandan", help="a registered game (default guandan)")
    parser.add_argument("--iterations", type=int, default=3, help="PPO training iterations (default 3)")
    parser.add_argument("--batch", type=int, default=1000, help="env steps per iteration (default 1000)")
    parser.add_argument("--env-runners", type=int, default=1, help="Ray workers sampling deals (default 1)")
    parser.add_argument("--address", default=None, help="a Ray cluster to join (default: start a local Ray)")
    args = parser.parse_args(argv)

    import ray
    from ray.rllib.algorithms.ppo import PPOConfig
    from ray.rllib.core.rl_module.multi_rl_module import MultiRLModuleSpec
    from ray.rllib.core.rl_module.rl_module import RLModuleSpec
    from ray.rllib.env.wrappers.pettingzoo_env import PettingZooEnv
    from ray.rllib.examples.rl_modules.classes.action_masking_rlm import ActionMaskingTorchRLModule
    from ray.tune.registry import register_env

    from paiju.ray_backend import init_local

    if args.address:
        ray.init(address=args.address)
    else:  # the env runners find this example's folder too
        os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (EXAMPLES, os.environ.get("PYTHONPATH", "")) if p)
        init_local()

    register_env("paiju", lambda config: PettingZooEnv(
        RllibMaskedObservation(paiju_aec_env(config["game"]))))
    config = (
        PPOConfig()
        .environment("paiju", env_config={"game": args.game})
        .env_runners(num_env_runners=args.env_runners)
        .multi_agent(policies={"shared"}, policy_mapping_fn=lambda agent_id, *a, **k: "shared")
        .rl_module(rl_module_spec=MultiRLModuleSpec(rl_module_specs={"shared": RLModuleSpec(
            module_class=ActionMaskingTorchRLModule,
            model_config={"head_fcnet_hiddens": [128, 128], "head_fcnet_activation": "relu"})}))
        .training(train_batch_size_per_learner=args.batch, minibatch_size=min(256, args.batch), num_epochs=2,
                  lr=3e-4)
    )
    algo = config.build_algo()
    for iteration in range(1, args.iterations + 1):
        start = time.perf_counter()
        result = algo.train()
        print(iteration_line(iteration, result, time.perf_counter() - start))
    algo.stop()
    ray.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
