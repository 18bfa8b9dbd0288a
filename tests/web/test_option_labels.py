"""Every rule option, option choice and preset of every registered game has a label in both of the
web page's languages (``web/static/i18n.js``): the setup form shows ``opt_<name>``,
``choice_<value>`` and ``preset_<name>``, and falls back to the raw name where a label is missing,
which in the Chinese page would leave English words among the Chinese ones."""

from __future__ import annotations

import re
from importlib import resources

import pytest

from paiju.registry import game_module, games

I18N = resources.files("paiju.web") / "static" / "i18n.js"

#: One ``key: "value"`` entry of the LABELS object; a key is a bare name or a quoted string.
_ENTRY = re.compile(r'(?:"((?:[^"\\]|\\.)*)"|([A-Za-z_]\w*))\s*:\s*"((?:[^"\\]|\\.)*)"')


def _labels(language: str) -> dict[str, str]:
    """The ``LABELS[language]`` block of i18n.js as a dict (the block runs from ``<language>: {``
    to the first line that closes it, ``},``)."""
    text = I18N.read_text(encoding="utf-8")
    start = re.search(rf"^  {language}: {{$", text, re.MULTILINE)
    assert start is not None, f"i18n.js has no '{language}' block"
    end = text.index("\n  },", start.end())
    return {quoted or bare: value for quoted, bare, value in _ENTRY.findall(text[start.end():end])}


def _chinese(text: str) -> bool:
    return any("\u4e00" <= char <= "\u9fff" for char in text)


def test_the_label_reader_reads_both_blocks() -> None:
    # Entries checked by hand in i18n.js: the first of each block, a quoted key, and one near the end.
    en, zh = _labels("en"), _labels("zh")
    assert en["connecting"] == "connecting…" and zh["connecting"] == "连接中…"
    assert en["bot_ismcts:time=1s"] == "search, 1 s a move" and zh["bot_ismcts:time=1s"] == "搜索，每手1秒"
    assert zh["opt_rounds"] == "圈数" and "opt_rounds" in en
    assert set(en) == set(zh), "the two languages label different keys"


@pytest.mark.parametrize("name", games())
def test_every_option_choice_and_preset_has_english_and_chinese_labels(name: str) -> None:
    en, zh = _labels("en"), _labels("zh")
    game = game_module(name).Game
    keys = [f"preset_{preset}" for preset in game.presets()]
    for row in game.option_table():
        keys.append(f"opt_{row['name']}")
        keys += [f"choice_{choice}" for choice in row["choices"]]
    assert [key for key in keys if key not in en] == []
    assert [key for key in keys if key not in zh] == []
    # Option and preset labels are words; a choice may be symbols alike in both (♠♥♣♦).
    assert [key for key in keys if not key.startswith("choice_") and not _chinese(zh[key])] == []
