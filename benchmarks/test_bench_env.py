"""Learning-environment throughput (issue 15): env steps per second of Guandan with random
actions (random legal actions for the learner, the random bot in the three other seats).

Run: python -m pytest benchmarks/test_bench_env.py --benchmark-columns=mean,median,ops
Env steps per second = STEPS / mean time for the single environments, and
NUM_ENVS * BATCH_STEPS / mean time for the native batch (paiju.env.vector, C++ threads with
the GIL released: 1 and 2 threads). The same run times the plain Python loop over the single
Gymnasium environment and over the PettingZoo AEC environment, for comparison; each test
prints its steps/s.
"""

import time

import numpy as np
import pytest

pytest.importorskip("gymnasium")

import paiju.env

STEPS = 2000
NUM_ENVS = 128
BATCH_STEPS = 100


def report(benchmark, steps, what, cpu_seconds=None):
    """Prints and records env steps/s (wall) and, for the native batch, per CPU-second of the
    process (all threads), which the load of a shared machine does not change."""
    rate = steps / benchmark.stats.stats.mean
    benchmark.extra_info["env_steps_per_s"] = rate
    line = f"\n{what}: {rate:,.0f} env steps/s"
    if cpu_seconds:
        per_cpu = steps * benchmark.stats.stats.rounds / cpu_seconds
        benchmark.extra_info["env_steps_per_cpu_s"] = per_cpu
        line += f" ({per_cpu:,.0f} per CPU-second)"
    print(line)


@pytest.mark.parametrize("threads", [1, 2])
def test_vector_native_batch(benchmark, threads):
    env = paiju.env.vector("guandan", NUM_ENVS, opponents="random", seed=1, threads=threads)
    env.reset()
    rng = np.random.default_rng(0)
    cpu = []

    def steps():
        start = time.process_time()
        for _ in range(BATCH_STEPS):
            env.step(rng.integers(env.legal_actions))
        cpu.append(time.process_time() - start)

    benchmark.pedantic(steps, rounds=5, iterations=1, warmup_rounds=1)
    assert env._batch.episodes.sum() > 0  # matches ended and restarted
    what = f"paiju.env.vector guandan, {NUM_ENVS} envs, {threads} thread(s)"
    report(benchmark, NUM_ENVS * BATCH_STEPS, what, sum(cpu[1:]))


def test_single_gym_python_loop(benchmark):
    env = paiju.env.gym("guandan", opponents="random")
    rng = np.random.default_rng(0)
    env.reset(seed=1)

    def steps():
        info = {"legal_actions": env._info()["legal_actions"]}
        for _ in range(STEPS):
            _, _, terminated, _, info = env.step(int(rng.integers(info["legal_actions"])))
            if terminated:
                _, info = env.reset()

    benchmark.pedantic(steps, rounds=3, iterations=1)
    report(benchmark, STEPS, "paiju.env.gym guandan, Python loop")


def test_pettingzoo_python_loop(benchmark):
    env = paiju.env.pettingzoo("guandan")
    rng = np.random.default_rng(0)
    env.reset(seed=1)

    def steps():
        for _ in range(STEPS):
            if not env.agents:
                env.reset()
            obs, _, terminated, _, _ = env.last()
            env.step(None if terminated else int(rng.integers(obs["action_mask"].sum())))

    benchmark.pedantic(steps, rounds=3, iterations=1)
    report(benchmark, STEPS, "paiju.env.pettingzoo guandan, Python loop")
