"""Fuzz targets for every paiju entry point that takes user input (hypothesis).

The contract every target asserts (see :func:`attempt`):

* a call either returns or raises :class:`paiju.PaijuError` (whose subclasses are also
  ``ValueError``) — never another exception, never a crash;
* a failed ``State.apply`` leaves the state exactly as it was (``str(state)``,
  ``state.to_record()``, the phase, the player to move and the legal moves);
* a record that replays reproduces itself: ``replay(r).to_record() == r``.

Accepted exceptions other than PaijuError (:data:`ACCEPTED_TYPE_ERRORS`) — kept minimal, and only
where the *Python type* of an argument is wrong at the signature level, so pybind11 rejects
the call before paiju's code runs; the targets pass ``type_error=`` to :func:`attempt` only when
they know the argument has such a wrong type:

* ``"str-param"``: a parameter bound in C++ as ``std::string`` given a non-``str`` —
  ``guandan.Move.parse(text)``, ``liangfutou.Move.parse(text)`` and the ``kind`` / ``rank`` of
  the constructors ``guandan.Move(...)`` / ``liangfutou.Move(...)``. (Game presets are not on
  the list: ``Game(preset=5)`` and ``simulate(preset=5)`` raise InvalidOptionError.)
* ``"int-param"``: a parameter bound in C++ as ``int`` given a non-``int`` — ``kitty`` of
  ``paiju.deal`` and ``threads`` of ``paiju.simulate``.

Either way the accepted exception must be pybind11's own "incompatible function arguments"
TypeError. A TypeError for an argument of the *right* Python type (a ``str`` that pybind11
cannot encode, an ``int`` too large for the C++ type) is a bug, not an accepted error.

The bugs these targets found (ints outside the signed 64-bit range, strings holding lone
surrogates, ints outside the C ``int`` range for ``int`` parameters, non-iterable hands for
``guandan.Game.new_deal``) are fixed; their reproducers are regression tests in
``test_fuzz_regressions.py`` and the generated inputs include them again. ``KNOWN_BUGS`` is the
switch that keeps the inputs of a bug found in future out of the targets while it is open
(``PAIJU_FUZZ_KNOWN_BUGS=0`` leaves them out; today nothing is left out).

Examples per target: the count given to :func:`fuzz_settings` (150-300, so the whole suite
runs in well under a minute), or ``PAIJU_FUZZ_EXAMPLES`` when set (the long-run driver
``benchmarks/fuzz_long.py`` sets it before importing the targets).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, Callable

from hypothesis import HealthCheck, settings
from hypothesis import event as _event
from hypothesis.control import currently_in_test_context

import paiju

KNOWN_BUGS = os.environ.get("PAIJU_FUZZ_KNOWN_BUGS", "1") != "0"
EXAMPLES_OVERRIDE = int(os.environ["PAIJU_FUZZ_EXAMPLES"]) if os.environ.get("PAIJU_FUZZ_EXAMPLES") else None

#: Why a pybind11 signature TypeError is acceptable, by the name the targets pass to attempt().
ACCEPTED_TYPE_ERRORS = {
    "str-param": "a non-str given to a parameter bound as std::string (Move.parse text, Move kind/rank)",
    "int-param": "a non-int given to a parameter bound as int (paiju.deal kitty, simulate threads)",
}

_PYBIND_SIGNATURE_ERRORS = ("incompatible function arguments", "incompatible constructor arguments")


def fuzz_settings(examples: int) -> settings:
    """Settings for one target: ``examples`` inputs (or PAIJU_FUZZ_EXAMPLES), no deadline."""
    return settings(
        max_examples=EXAMPLES_OVERRIDE or examples,
        deadline=None,
        suppress_health_check=list(HealthCheck),
        print_blob=True,
    )


def event(text: str) -> None:
    """hypothesis.event (outcome statistics: pytest --hypothesis-show-statistics), a no-op outside
    a hypothesis test."""
    if currently_in_test_context():
        _event(text)


class ContractViolation(AssertionError):
    """A paiju call broke the fuzz contract."""


@dataclass
class Outcome:
    ok: bool
    value: Any = None
    error: BaseException | None = None


def _describe_call(fn: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> str:
    name = _name(fn)
    parts = [_short_repr(a) for a in args] + [f"{k}={_short_repr(v)}" for k, v in kwargs.items()]
    return f"{name}({', '.join(parts)})"


def _name(fn: Callable[..., Any]) -> str:
    owner = getattr(fn, "__self__", None)
    module = getattr(fn, "__module__", None) or type(owner).__module__
    if isinstance(owner, type):  # a class or static method
        prefix = f"{owner.__module__}.{owner.__name__}."
    elif owner is not None and type(owner).__module__.startswith("paiju"):  # a bound method
        prefix = f"{type(owner).__module__}.{type(owner).__name__}."
    else:
        prefix = f"{module}." if module and not module.startswith("pybind11") else ""
    return prefix + (getattr(fn, "__name__", None) or repr(fn))


def _short_repr(value: Any, limit: int = 600) -> str:
    try:
        text = repr(value)
    except Exception as error:  # pragma: no cover - a broken repr is itself worth seeing
        text = f"<unrepresentable {type(value).__name__}: {error!r}>"
    return text if len(text) <= limit else text[:limit] + "...(" + str(len(text)) + " chars)"


def attempt(fn: Callable[..., Any], *args: Any, type_error: str | None = None, **kwargs: Any) -> Outcome:
    """Calls ``fn(*args, **kwargs)``: Outcome(ok=True, value) on success, Outcome(ok=False, error)
    for a PaijuError (or, when ``type_error`` names an entry of ACCEPTED_TYPE_ERRORS, for
    pybind11's signature TypeError). Any other exception raises ContractViolation."""
    if type_error is not None and type_error not in ACCEPTED_TYPE_ERRORS:
        raise KeyError(type_error)
    try:
        value = fn(*args, **kwargs)
        event(f"{_name(fn)}: ok")
        return Outcome(True, value)
    except paiju.PaijuError as error:
        event(f"{_name(fn)}: {type(error).__name__}")
        if type(error) is not paiju.PaijuError and not isinstance(error, ValueError):
            raise ContractViolation(f"{_describe_call(fn, args, kwargs)} raised {type(error).__name__}, "
                                    "a PaijuError subclass that is not a ValueError") from error
        return Outcome(False, error=error)
    except TypeError as error:
        if type_error is not None and any(s in str(error) for s in _PYBIND_SIGNATURE_ERRORS):
            event(f"{_name(fn)}: TypeError ({type_error})")
            return Outcome(False, error=error)
        raise ContractViolation(f"{_describe_call(fn, args, kwargs)} raised TypeError: {error}") from error
    except Exception as error:
        raise ContractViolation(
            f"{_describe_call(fn, args, kwargs)} raised {type(error).__name__}: {error}") from error


def expect_error(outcome: Outcome, kind: type[BaseException], what: str) -> None:
    """The call must have failed with ``kind``."""
    if outcome.ok:
        raise ContractViolation(f"{what}: expected {kind.__name__}, but the call succeeded "
                                f"(returned {_short_repr(outcome.value)})")
    if not isinstance(outcome.error, kind):
        raise ContractViolation(f"{what}: expected {kind.__name__}, got {type(outcome.error).__name__}: "
                                f"{outcome.error}")


def require_unchanged(before: tuple[Any, ...], after: tuple[Any, ...], call: str, error: BaseException | None) -> None:
    """A call that failed (with ``error``) left the state as it was: its snapshots before and after
    (``snapshot`` or a game's own, the state's text first) agree."""
    if after != before:
        diff = [i for i, (x, y) in enumerate(zip(before, after)) if x != y]
        raise ContractViolation(f"a failed {call} changed the state (snapshot fields {diff}): "
                                f"{error!r}\nbefore:\n{before[0]}\nafter:\n{after[0]}")


def snapshot(state: Any) -> tuple[Any, ...]:
    """Everything observable about a State, to compare before and after a failed call."""
    return (str(state), state.to_record(), state.phase, state.current_player, state.is_terminal(),
            state.cards_left(), state.history(), list(state.legal_moves()))
