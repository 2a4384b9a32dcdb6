"""The least number of questions against each chooser, with the certificate of each bound.

``predetermined(n, chooser, d)`` and ``adaptive(n, chooser, d)`` return a :class:`Count`: the
construction (upper bound, verified exhaustively against every admissible chooser) and the
lower bound with its certificate. ``status`` is ``proved`` when they meet and ``open`` when
they do not (both proven bounds are then reported, never a guess).

Lower-bound certificates for predetermined strategies (the first that applies is reported):
counting (2^k < n), the erasure (Singleton) bound 2^(k-D+1) < n, sphere packing, Delsarte's
linear programme with an exact rational dual (checked by :mod:`certify.advcheck`), the same
with Johnson's caps on the distance distribution, and an exact SAT search (python-sat) with a
time budget. Adaptive: counting; for erasures the adversary saying "don't know" to the first
d questions, confirmed by solving the game exactly; for lies Berlekamp's volume bound, or the
exact game search of :mod:`.liar` finding no strategy one question shorter.

>>> c = predetermined(24, "honest", 0)
>>> (c.questions, c.status, c.lower_certificate.split(":")[0])
(5, 'proved', 'counting')
"""
from __future__ import annotations

import functools
import json
from dataclasses import dataclass, field
from pathlib import Path

from ..checkers import adversary as advcheck
from ..errors import CertifyError
from . import codes as C
from .liar import erasure_game_questions, liar_game
from .strategies import Predetermined, verify_adaptive, verify_predetermined

CHOOSERS = ("honest", "erasures", "lies")
MAX_CHARACTERS = 1024  # honest chooser
MAX_ADVERSARIAL = 64  # with erasures or lies (the range the constructions and searches cover)
MAX_D = 2
SEARCH_BUDGET = 5.0  # seconds of SAT search per open lower bound


@dataclass
class Count:
    n: int
    chooser: str
    d: int
    kind: str  # "predetermined" or "adaptive"
    upper: int
    construction: str
    lower: int
    lower_certificate: str
    verified: int = 0  # games played by the exhaustive verification
    code: list[int] | None = field(default=None, repr=False)
    dual: dict | None = field(default=None, repr=False)

    @property
    def status(self) -> str:
        return "proved" if self.lower == self.upper else "open"

    @property
    def questions(self) -> int | None:
        return self.upper if self.status == "proved" else None


def validate(n, chooser: str, d) -> None:
    for name, value in (("characters", n), ("d", d)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise CertifyError(f"--{name} must be an integer, got {value!r}")
    if n < 1 or n > MAX_CHARACTERS:
        raise CertifyError(f"--characters must be between 1 and {MAX_CHARACTERS}, got {n}")
    if chooser not in CHOOSERS:
        raise CertifyError(f"unknown chooser {chooser!r}; use one of {', '.join(CHOOSERS)}")
    if d < 0:
        raise CertifyError(f"the number of erasures or lies must be >= 0, got {d}")
    if d > MAX_D:
        raise CertifyError(f"at most {MAX_D} erasures or lies are supported, got {d}")
    if chooser == "honest" and d:
        raise CertifyError("an honest chooser has no erasures or lies")
    if chooser != "honest" and d and n > MAX_ADVERSARIAL:
        raise CertifyError(f"against erasures or lies at most {MAX_ADVERSARIAL} characters are supported, got {n}")


def required_distance(chooser: str, d: int) -> int:
    return {"honest": 1, "erasures": d + 1, "lies": 2 * d + 1}[chooser]


@functools.lru_cache(maxsize=None)
def _searched() -> dict:
    data = json.loads((Path(__file__).resolve().parent / "data" / "codes.json").read_text())
    return {tuple(map(int, key.split(","))): (entry["words"], entry["search"]) for key, entry in data.items()}


@functools.lru_cache(maxsize=None)
def _nordstrom_robinson_family() -> dict:
    punctured = C.puncture(C.nordstrom_robinson(), 16)
    return {15 - t: C.shorten(punctured, 15, t) for t in range(0, 5)}


def constructions(length: int, distance: int):
    """Every code this tool can build for (length, distance): ``(words, name)`` pairs."""
    found = []
    if distance <= 1:
        found.append((list(range(2 ** length)), "binary expansion (Theorem 5)"))
    if distance == 2 and length >= 1:
        found.append((C.with_parity(list(range(2 ** (length - 1))), length - 1), "binary expansion + parity bit (Lemma 9)"))
    if length >= distance:
        found.append((C.repetition(length), "repetition code"))
    if distance <= 3 and length >= 3:
        found.append((C.shortened_hamming(length), "shortened Hamming code (linear, distance 3)"))
    if 3 < distance <= 5 and length in _nordstrom_robinson_family():
        found.append((_nordstrom_robinson_family()[length], "Nordstrom-Robinson code, punctured and shortened"))
    for (k, D), (words, how) in _searched().items():
        if k == length and D >= distance:
            found.append((words, f"code found by exact search ({how})"))
    return found


@functools.lru_cache(maxsize=None)
def best_code(length: int, distance: int):
    """The largest code this tool builds for (length, distance): ``(words, name)``; shared,
    so callers must not modify ``words``."""
    options = constructions(length, distance)
    return max(options, key=lambda option: len(option[0])) if options else ([0], "one word")


def _lower_certificate(n: int, k: int, D: int, budget: float):
    """A certificate that no code of n words of length k has distance D, or ``None``."""
    elementary = advcheck.elementary_bound(n, k, D)
    if elementary == "counting":
        return f"counting: 2^{k} = {2 ** k} < {n}", None
    if elementary == "erasure bound":
        return (f"erasure bound: deleting {D - 1} coordinates keeps the words distinct, "
                f"2^{k - D + 1} < {n}"), None
    if elementary == "sphere packing":
        return f"sphere packing: {n} * V({k}, {(D - 1) // 2}) > 2^{k}", None
    if D >= 3 and k >= D:
        for capped in (False, True):
            dual = C.delsarte_dual(k, D, capped)
            if dual is not None and dual["bound"] < n:
                certificate = {"length": k, "distance": D, "words": n, "L": dual["L"],
                               "y": [str(v) for v in dual["y"]], "z": {str(i): str(v) for i, v in dual["z"].items()}}
                advcheck.check_delsarte(certificate)  # the independent check, exact
                name = "Delsarte LP with Johnson caps" if capped else "Delsarte LP"
                return f"{name}: exact dual bound {dual['bound']} < {n}", certificate
    if budget > 0 and D >= 2 and 2 ** k <= 1024:
        status, seconds = _sat_search(k, D, n, budget)
        if status == "unsat":
            return f"exact SAT search: no ({k}, {n}, {D}) code ({seconds:.1f} s)", None
    return None


@functools.lru_cache(maxsize=None)
def _sat_search(k: int, D: int, n: int, budget: float) -> tuple[str, float]:
    from .search import sat_code

    status, _, seconds = sat_code(k, D, n, budget)
    return status, seconds


@functools.lru_cache(maxsize=None)
def predetermined(n: int, chooser: str, d: int, budget: float = SEARCH_BUDGET, verify: bool = True) -> Count:
    """Least k such that k predetermined questions name any of n characters despite the chooser."""
    validate(n, chooser, d)
    D = required_distance(chooser, d)
    k = 0 if n == 1 else 1
    while True:
        words, name = best_code(k, D) if n > 1 else ([0], "no question needed")
        if len(words) >= n:
            break
        k += 1
        if k > 64:
            raise CertifyError(f"no construction for {n} words at distance {D}")
    code = words[:n]
    try:
        advcheck.check_code(k, D, code)  # the independent check of the construction
    except advcheck.CheckError as error:
        raise CertifyError(f"internal: construction {name}: {error}") from None
    verified = 0
    if verify:
        result = verify_predetermined(Predetermined.from_code(code, k), chooser, d)
        if not result.ok:
            raise CertifyError(f"internal: {name} fails against {result.failure}")
        verified = result.checked
    lower, certificate, dual = 0, "no question needed" if n == 1 else None, None
    for shorter in range(k - 1, -1, -1):  # A(k, D) grows with k: one certificate covers all below
        found = _lower_certificate(n, shorter, D, budget)
        if found is not None:
            lower = shorter + 1
            certificate, dual = found
            break
    if lower < k:
        certificate = f"{certificate or 'nothing proven'}; lengths {lower}..{k - 1} open"
    return Count(n, chooser, d, "predetermined", k, name, lower, certificate, verified, code, dual)


@functools.lru_cache(maxsize=None)
def adaptive(n: int, chooser: str, d: int, verify: bool = True) -> Count:
    """Least worst-case number of adaptive questions against the chooser."""
    validate(n, chooser, d)
    log = C.ceil_log2(n)
    if chooser == "honest" or n == 1:
        upper, name = log, "binary search (Theorem 4)"
        lower, certificate = log, f"counting: 2^{log - 1} < {n}" if n > 1 else "no question needed"
        check_as = "honest"
    elif chooser == "erasures":
        upper, name = log + d, "binary search, repeating a question answered \"don't know\""
        exact = erasure_game_questions(n, d)
        if exact != upper:
            raise CertifyError(f"internal: erasure game gives {exact}, binary search {upper}")
        lower = exact
        certificate = (f"adversary: \"don't know\" to the first {d} questions leaves {n} candidates, "
                       f"then counting; the exact game solution agrees ({exact})")
        check_as = "erasures"
    else:
        game = liar_game(d)
        upper = game.min_questions(n)
        name = "exact liar-game strategy (states: candidates by lies used)"
        volume = game.volume_bound(n)
        lower = upper
        if not advcheck.liar_game_winnable(n, d, upper):  # the checker's own search agrees
            raise CertifyError(f"internal: the checker's game search cannot win {n} with {upper} questions")
        if volume == upper:
            certificate = f"Berlekamp's volume bound: {n} * V({upper - 1}, {d}) > 2^{upper - 1}"
        else:
            if advcheck.liar_game_winnable(n, d, upper - 1):  # the independent re-search
                raise CertifyError(f"internal: the checker's game search wins {n} with {upper - 1} questions")
            certificate = (f"exact game search: no strategy with {upper - 1} questions, "
                           f"confirmed by the checker's own search (Berlekamp's bound gives {volume})")
        check_as = "lies"
    verified = 0
    if verify:
        result = verify_adaptive(n, check_as, 0 if check_as == "honest" else d, upper)
        if not result.ok:
            raise CertifyError(f"internal: {name} fails against {result.failure}")
        verified = result.checked
    return Count(n, chooser, d, "adaptive", upper, name, lower, certificate, verified)
