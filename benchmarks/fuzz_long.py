"""Long fuzz runs: every hypothesis target of tests/fuzz/ with many more examples.

    python benchmarks/fuzz_long.py                      # 20000 examples per target
    python benchmarks/fuzz_long.py --examples 2000 --jobs 2
    python benchmarks/fuzz_long.py -k replay --skip-known-bugs  # leave out inputs of open bugs

The targets are the test functions of tests/fuzz/test_fuzz_*.py themselves (their strategies and
properties are not duplicated here): the example count reaches them through PAIJU_FUZZ_EXAMPLES,
set before they are imported. Each target runs in its own child process, so a crash (a
segfault in the native code) is reported for that target and the others still run. Prints per
target the inputs tried (calls of the test body, shrinking included), the failures (distinct
failures hypothesis reports; a crash counts as one) and the time; details of every failure at
the end. Exit code 1 if any target failed or crashed.
"""

from __future__ import annotations

import argparse
import functools
import importlib
import multiprocessing
import os
import pkgutil
import signal
import sys
import time
import traceback
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--examples", type=int, default=20000, help="examples per target (default 20000)")
    parser.add_argument("-k", dest="pattern", default="", help="only targets whose name contains this")
    parser.add_argument("--jobs", type=int, default=1, help="targets run at once, each in its own process")
    parser.add_argument("--seed", type=int, default=None, help="hypothesis seed (default: random)")
    parser.add_argument("--skip-known-bugs", action="store_true",
                        help="leave out the inputs of open bugs (PAIJU_FUZZ_KNOWN_BUGS=0; none are open today)")
    parser.add_argument("--list", action="store_true", help="list the targets and exit")
    return parser.parse_args(argv)


def discover() -> dict[str, Callable[..., Any]]:
    """name -> hypothesis test function, for every @given test in tests/fuzz/test_fuzz_*.py."""
    sys.path.insert(0, str(ROOT))
    import tests.fuzz as package

    targets: dict[str, Callable[..., Any]] = {}
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda i: i.name):
        if not info.name.startswith("test_fuzz_"):
            continue
        module = importlib.import_module(f"tests.fuzz.{info.name}")
        for name, fn in sorted(vars(module).items()):
            if name.startswith("test_") and callable(fn) and hasattr(fn, "hypothesis"):
                targets[f"{info.name}::{name}"] = fn
    return targets


def _failure_count(error: BaseException) -> int:
    if isinstance(error, BaseExceptionGroup):
        return sum(_failure_count(e) for e in error.exceptions)
    return 1


def _describe(error: BaseException) -> str:
    # format_exception_only includes hypothesis' notes (the falsifying example) and, for a group,
    # the sub-exceptions
    return "".join(traceback.format_exception_only(type(error), error))


def run_target(fn: Callable[..., Any], seed: int | None, conn: Any) -> None:
    """In the child process: run one target, send (tried, failures, details)."""
    tried = 0
    inner = fn.hypothesis.inner_test

    @functools.wraps(inner)  # hypothesis prints the falsifying example with inner's signature
    def counting(*args: Any, **kwargs: Any) -> Any:
        nonlocal tried
        tried += 1
        return inner(*args, **kwargs)

    fn.hypothesis.inner_test = counting
    if seed is not None:
        import hypothesis

        fn = hypothesis.seed(seed)(fn)
    failures, details = 0, ""
    try:
        fn()
    except BaseException as error:  # a failing target: report it, never stop the run
        failures, details = _failure_count(error), _describe(error)
    conn.send((tried, failures, details))
    conn.close()


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    sys.stdout.reconfigure(errors="backslashreplace")  # failing inputs may hold lone surrogates
    os.environ["PAIJU_FUZZ_EXAMPLES"] = str(args.examples)
    if args.skip_known_bugs:
        os.environ["PAIJU_FUZZ_KNOWN_BUGS"] = "0"
    targets = {name: fn for name, fn in discover().items() if args.pattern in name}
    if args.list:
        print("\n".join(targets))
        return 0
    if not targets:
        print(f"no target matches {args.pattern!r}", file=sys.stderr)
        return 2

    context = multiprocessing.get_context("fork")
    pending = list(targets.items())
    running: dict[str, tuple[Any, Any, float]] = {}
    results: dict[str, tuple[int, int, str, float]] = {}
    width = max(len(n) for n in targets)
    print(f"fuzz_long: {len(targets)} targets, {args.examples} examples each"
          f"{', open-bug inputs left out' if args.skip_known_bugs else ''}, {args.jobs} job(s)")
    print(f"{'target':{width}s}  {'inputs tried':>12s}  {'failures':>8s}  {'seconds':>8s}")
    start = time.perf_counter()
    while pending or running:
        while pending and len(running) < max(1, args.jobs):
            name, fn = pending.pop(0)
            parent_conn, child_conn = context.Pipe(duplex=False)
            process = context.Process(target=run_target, args=(fn, args.seed, child_conn), daemon=True)
            process.start()
            child_conn.close()
            running[name] = (process, parent_conn, time.perf_counter())
        for name, (process, conn, began) in list(running.items()):
            if conn.poll(0.05):
                tried, failures, details = conn.recv()
                process.join()
            elif process.is_alive():
                continue
            else:
                process.join()
                code = process.exitcode
                how = f"signal {signal.Signals(-code).name}" if code is not None and code < 0 else f"exit {code}"
                tried, failures, details = -1, 1, f"CRASH: the target's process died ({how})"
            seconds = time.perf_counter() - began
            results[name] = (tried, failures, details, seconds)
            del running[name]
            shown = "?" if tried < 0 else str(tried)
            print(f"{name:{width}s}  {shown:>12s}  {failures:>8d}  {seconds:8.1f}"
                  f"{'  FAILED' if failures else ''}", flush=True)
    total_tried = sum(max(0, r[0]) for r in results.values())
    total_failures = sum(r[1] for r in results.values())
    print(f"{'total':{width}s}  {total_tried:>12d}  {total_failures:>8d}  {time.perf_counter() - start:8.1f}")
    for name, (_, failures, details, _) in results.items():
        if failures:
            print(f"\n=== {name}: {failures} failure(s)\n{details.rstrip()}")
    return 1 if total_failures else 0


if __name__ == "__main__":
    sys.exit(main())
