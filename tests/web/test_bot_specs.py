"""Bot specs at the web table: time budgets read from a spec, and the cap enforced."""

from __future__ import annotations

import pytest

from paiju.errors import InvalidOptionError
from paiju.web.bot_runner import check_spec, spec_seconds


@pytest.mark.parametrize(
    "spec, seconds",
    [("heuristic", None), ("ismcts:time=200ms", 0.2), ("pimc:worlds=5,time=2", 2.0),
     ("ismcts:iterations=50,time=1.5s,c=0.7", 1.5), ("ismcts:iterations=900", None)],
)
def test_the_time_budget_of_a_spec(spec: str, seconds: float | None) -> None:
    assert spec_seconds(spec) == seconds


def test_specs_within_the_cap_pass_and_others_are_refused() -> None:
    assert check_spec("ismcts:time=1s", "liangfutou", cap_seconds=1.0).startswith("ismcts:")
    with pytest.raises(InvalidOptionError, match="at most 1 s"):
        check_spec("ismcts:time=1500ms", "liangfutou", cap_seconds=1.0)
    with pytest.raises(InvalidOptionError):
        check_spec("", "guandan", cap_seconds=1.0)
    with pytest.raises(InvalidOptionError):
        check_spec(None, "guandan", cap_seconds=1.0)
    with pytest.raises(InvalidOptionError):
        check_spec("x" * 500, "guandan", cap_seconds=1.0)
