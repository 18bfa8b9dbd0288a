"""The repository's docs agree with the code: each registered game's rules page carries the
options table generated from the game's option table, its rule -> code index names files and
functions that exist, and nothing points outside the repository."""

import pathlib
import re

import pytest

import paiju
from paiju.game import options_markdown

ROOT = pathlib.Path(__file__).resolve().parents[2]
BEGIN, END = "<!-- options-table:begin -->", "<!-- options-table:end -->"


def rules_page(name: str) -> str:
    return (ROOT / "docs" / "rules" / f"{name}.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", paiju.games())
def test_rules_page_options_table_is_the_option_table(name):
    page = rules_page(name)
    assert BEGIN in page and END in page, f"docs/rules/{name}.md lacks the options-table markers"
    table = page.split(BEGIN, 1)[1].split(END, 1)[0].strip("\n") + "\n"
    assert table == options_markdown(paiju.game_module(name).Game), (
        f"docs/rules/{name}.md's options table is stale: regenerate it with `paiju options {name} --markdown`"
    )


@pytest.mark.parametrize("name", paiju.games())
def test_rules_page_index_names_existing_code(name):
    page = rules_page(name)
    index = page.split("## Rule → code index", 1)[1]
    refs = re.findall(r"`((?:cpp|python|tests|benchmarks)/[\w/.-]+\.(?:cpp|h|py))(?::([\w:~]+))?`", index)
    assert refs, "the index lists no code"
    for path, symbol in refs:
        file = ROOT / path
        assert file.exists(), f"docs/rules/{name}.md names {path}, which does not exist"
        if symbol:
            last = symbol.strip(":").split("::")[-1]
            assert re.search(rf"\b{re.escape(last)}\b", file.read_text(encoding="utf-8")), (
                f"docs/rules/{name}.md names {path}:{symbol}, which is not there"
            )


@pytest.mark.parametrize("name", paiju.games())
def test_rules_page_has_numbered_sections(name):
    sections = re.findall(r"^## §(\d+)\.", rules_page(name), flags=re.M)
    assert sections and [int(s) for s in sections] == list(range(1, len(sections) + 1))


def test_nothing_points_outside_the_repository():
    offenders = []
    for folder in ("cpp", "python", "tests", "docs", "benchmarks"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in (".py", ".h", ".cpp", ".md", ".pyi", ".txt") and path.is_file():
                text = path.read_text(encoding="utf-8", errors="replace")
                if ("../shared" in text or "/work/shared" in text) and path.name != "test_docs.py":
                    offenders.append(str(path.relative_to(ROOT)))
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    if "../shared" in readme:
        offenders.append("README.md")
    assert not offenders, f"these files point outside the repository: {offenders}"
