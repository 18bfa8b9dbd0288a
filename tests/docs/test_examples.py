"""Every ```python block in the README and under docs/ runs (tests/docs/examples.py: how blocks
are read, and the no-run and test-size markers).

One test per file: its blocks run in order in one namespace, in a scratch folder that sees the
repository's examples/, docs/ and benchmarks/ (so files an example writes land there, not in the
checkout). A traceback's file and line are the Markdown file's.
"""

from __future__ import annotations

import pathlib
import sys
import time

import pytest

from tests.docs.examples import python_blocks

ROOT = pathlib.Path(__file__).resolve().parents[2]
PAGES = sorted([ROOT / "README.md", *(ROOT / "docs").rglob("*.md")])
WITH_CODE = [page for page in PAGES if python_blocks(page)]
# Packages of the optional extras: an example that needs one is skipped where it is missing
# (CI installs ".[test]", which has them all).
OPTIONAL = {"pettingzoo", "gymnasium", "ray", "matplotlib", "torch", "starlette", "uvicorn",
            "websockets", "rich", "httpx"}
MOST_NO_RUN = 4  # blocks kept out of the tests must stay exceptions
SECONDS_PER_PAGE = 30  # a page's examples, at their test size, must stay quick


def _name(page: pathlib.Path) -> str:
    return str(page.relative_to(ROOT))


@pytest.mark.parametrize("page", WITH_CODE, ids=_name)
def test_python_blocks_run(page, tmp_path, monkeypatch):
    for shared in ("examples", "docs", "benchmarks"):
        (tmp_path / shared).symlink_to(ROOT / shared, target_is_directory=True)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("MPLBACKEND", "Agg")
    namespace: dict[str, object] = {"__name__": "__doc_example__"}
    started = time.process_time()
    try:
        _run_blocks(page, namespace)
    finally:
        _stop_ray()
    spent = time.process_time() - started
    assert spent < SECONDS_PER_PAGE, f"{_name(page)}'s examples took {spent:.0f} s of CPU: give slow ones a test-size"


def test_few_blocks_are_kept_out_of_the_tests():
    kept_out = [f"{_name(b.path)}:{b.line} ({b.no_run})" for page in PAGES for b in python_blocks(page) if b.no_run]
    assert len(kept_out) <= MOST_NO_RUN, f"too many no-run blocks: {kept_out}"


def test_the_reader_finds_blocks_and_markers(tmp_path):
    page = tmp_path / "page.md"
    page.write_text(
        "text\n```python\nx = 1\n```\n"
        "<!-- test-size: deals=1000 => deals=2 -->\n```python\nrun(deals=1000)\n```\n"
        "<!-- no-run: needs a cluster -->\n```python\nconnect()\n```\n"
        "```bash\nls\n```\n  ```python\n  y = 2\n  ```\n",
        encoding="utf-8",
    )
    blocks = python_blocks(page)
    assert [b.line for b in blocks] == [3, 7, 11, 17]  # counted by hand: the first code line of each
    assert blocks[1].runnable_code() == "run(deals=2)\n"
    assert blocks[2].no_run == "needs a cluster"
    assert blocks[3].code == "y = 2\n"


def test_a_stale_test_size_fails(tmp_path):
    page = tmp_path / "page.md"
    page.write_text("<!-- test-size: deals=1000 => deals=2 -->\n```python\nrun(deals=500)\n```\n", encoding="utf-8")
    with pytest.raises(AssertionError, match="not in the block"):
        python_blocks(page)[0].runnable_code()


def _run_blocks(page: pathlib.Path, namespace: dict[str, object]) -> None:
    for block in python_blocks(page):
        if block.no_run:
            continue
        # blank lines first, so that tracebacks give the Markdown file's line numbers
        source = "\n" * (block.line - 1) + block.runnable_code()
        try:
            exec(compile(source, _name(page), "exec"), namespace)
        except ModuleNotFoundError as error:
            if (error.name or "").split(".")[0] not in OPTIONAL:
                raise
            pytest.skip(f"{_name(page)}:{block.line} needs {error.name} (an optional extra)")


def _stop_ray() -> None:
    """A page that ran on a local Ray leaves it stopped, as the Ray tests expect to find it."""
    ray = sys.modules.get("ray")
    if ray is not None and ray.is_initialized():
        ray.shutdown()
