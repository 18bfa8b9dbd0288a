"""The ```python blocks of a Markdown file, as the doc-example tests run them.

A block runs as written, in the file's order, all blocks of one file sharing one namespace (a
later block may use what an earlier one defined). Two HTML comments on the lines just above a
block's fence change that, visibly in the Markdown source and invisibly on the rendered page:

- ``<!-- no-run: why -->``: the block is not run (it needs a cluster, a file of the reader's...);
  the reason is required, and such blocks should stay few.
- ``<!-- test-size: OLD => NEW; OLD2 => NEW2 -->``: the test runs the block with each OLD text
  replaced by NEW, to make a slow example small (``deals=1000 => deals=2``). Every OLD must occur
  in the block, so a marker cannot silently stop applying. The page itself says in words how long
  the full-size example takes.
"""

from __future__ import annotations

import pathlib
import re
from dataclasses import dataclass

FENCE = re.compile(r"^(?P<indent>\s*)(?P<fence>`{3,}|~{3,})\s*(?P<info>[^`]*)$")
NO_RUN = re.compile(r"^\s*<!--\s*no-run:\s*(?P<why>.*?)\s*-->\s*$")
TEST_SIZE = re.compile(r"^\s*<!--\s*test-size:\s*(?P<rules>.*?)\s*-->\s*$")


@dataclass
class Block:
    path: pathlib.Path
    line: int  # 1-based line of the block's first code line
    code: str
    no_run: str | None = None  # the reason given, when marked no-run
    sizes: tuple[tuple[str, str], ...] = ()  # (OLD, NEW) replacements for the test run

    def runnable_code(self) -> str:
        """The code with the test-size replacements made; raises if an OLD text is not there."""
        code = self.code
        for old, new in self.sizes:
            if old not in code:
                raise AssertionError(f"{self.path.name}:{self.line}: test-size '{old}' is not in the block")
            code = code.replace(old, new)
        return code


def _size_rules(text: str) -> tuple[tuple[str, str], ...]:
    rules = []
    for rule in text.split(";"):
        old, arrow, new = rule.partition("=>")
        if not arrow or not old.strip():
            raise AssertionError(f"a test-size marker needs 'OLD => NEW' rules, got {rule!r}")
        rules.append((old.strip(), new.strip()))
    return tuple(rules)


def python_blocks(path: pathlib.Path) -> list[Block]:
    """Every ```python block of the file, with the markers just above it."""
    lines = path.read_text(encoding="utf-8").splitlines()
    blocks: list[Block] = []
    index = 0
    while index < len(lines):
        match = FENCE.match(lines[index])
        if not match:
            index += 1
            continue
        fence, indent = match["fence"], len(match["indent"])
        end = index + 1
        while end < len(lines) and not lines[end].strip().startswith(fence):
            end += 1
        if match["info"].split() == ["python"]:
            blocks.append(_block(path, lines, index, end, indent))
        index = end + 1
    return blocks


def _block(path: pathlib.Path, lines: list[str], fence_line: int, end: int, indent: int) -> Block:
    code = "\n".join(line[indent:] for line in lines[fence_line + 1:end]) + "\n"
    block = Block(path, fence_line + 2, code)
    above = fence_line - 1
    while above >= 0 and lines[above].strip().startswith("<!--"):
        if marker := NO_RUN.match(lines[above]):
            if not marker["why"]:
                raise AssertionError(f"{path.name}:{above + 1}: a no-run marker needs its reason")
            block.no_run = marker["why"]
        elif marker := TEST_SIZE.match(lines[above]):
            block.sizes = _size_rules(marker["rules"])
        above -= 1
    return block
