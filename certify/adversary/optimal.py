"""The least number of questions against each chooser, with the certificate of each bound.

``predetermined(n, chooser, d)`` and ``adaptive(n, chooser, d)`` return a :class:`Count`: the
construction (upper bound, verified exhaustively against every admissible chooser) and the
lower bound with its certificate. ``status`` is ``proved`` when they meet and ``open`` when
they do not (both proven bounds are then reported, never a guess). Both bounds are read from
the summaries of the trusted base's checkers (:mod:`.certificates`), not from the engines:
``Count.certificates`` holds the certificates they accepted.

Lower-bound certificates for predetermined strategies (the first that applies is reported):
counting (2^k < n), the erasure (Singleton) bound 2^(k-D+1) < n, sphere packing, Delsarte's
linear programme with an exact rational dual, the same with Johnson's caps on the distance
distribution, and an exact SAT search (python-sat, a budget of conflicts, so the same outcome on
every machine) whose DRAT proof is checked.
:func:`sat_lower` is the SAT route alone, a second proof of small lower bounds. Adaptive: the
game is solved exactly (:mod:`.liar`); the certificate of the upper bound is the strategy
table, of the lower bound a table of losing states (empty when counting or Berlekamp's volume
bound settles the start).

>>> c = predetermined(24, "honest", 0)
>>> (c.questions, c.status, c.lower_certificate.split(":")[0])
(5, 'proved', 'counting')
"""
from __future__ import annotations

import contextlib
import functools
import json
from dataclasses import dataclass, field

from ..checkers import adversary as advcheck
from ..errors import CertifyError
from ..files.resources import packaged
from . import certificates
from . import codes as C
from .certificates import Certificate
from .liar import erasure_game_questions, liar_game
from .strategies import Predetermined, verify_adaptive, verify_predetermined

CHOOSERS = ("honest", "erasures", "lies")
MAX_CHARACTERS = 1024  # honest chooser
MAX_ADVERSARIAL = 64  # with erasures or lies (the range the constructions and searches cover)
MAX_D = 2
SEARCH_BUDGET = 10_000  # conflicts of SAT search (Glucose 4) per open lower bound: about 0.3 s of CPU
# here on the three cells it is tried on, A(8,3) < 21, A(9,3) < 41 and < 42, which it does not settle
# (they stay open). A count of conflicts, not seconds: the result must not depend on the machine.


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
    certificates: tuple = field(default=(), repr=False)  # the Certificates the checkers accepted

    @property
    def dual(self) -> dict | None:
        """The Delsarte dual certificate (JSON document), if the lower bound is one."""
        return next((c.doc for c in self.certificates if "delsarte" in c.doc["format"]), None)

    @property
    def status(self) -> str:
        return "proved" if self.lower == self.upper else "open"

    @property
    def questions(self) -> int | None:
        return self.upper if self.status == "proved" else None


def validate(n, chooser: str, d) -> None:
    for name, value in (("characters", n), ("d", d)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise CertifyError.usage(f"--{name} must be an integer, got {value!r}")
    if n < 1 or n > MAX_CHARACTERS:
        raise CertifyError.usage(f"--characters must be between 1 and {MAX_CHARACTERS}, got {n}")
    if chooser not in CHOOSERS:
        raise CertifyError.usage(f"unknown chooser {chooser!r}; use one of {', '.join(CHOOSERS)}")
    if d < 0:
        raise CertifyError.usage(f"the number of erasures or lies must be >= 0, got {d}")
    if d > MAX_D:
        raise CertifyError.usage(f"at most {MAX_D} erasures or lies are supported, got {d}")
    if chooser == "honest" and d:
        raise CertifyError.usage("an honest chooser has no erasures or lies")
    if chooser != "honest" and d and n > MAX_ADVERSARIAL:
        raise CertifyError.usage(f"against erasures or lies at most {MAX_ADVERSARIAL} characters are supported, got {n}")


def required_distance(chooser: str, d: int) -> int:
    return {"honest": 1, "erasures": d + 1, "lies": 2 * d + 1}[chooser]


@functools.lru_cache(maxsize=None)
def _searched() -> dict:
    data = json.loads(packaged("certify.adversary", "data/codes.json").read_text())
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


def _lower_certificate(n: int, k: int, D: int, budget: int):
    """``(text, certificate)`` showing that no code of n words of length k has distance D (the
    certificate accepted by the trusted base), or ``None``."""
    elementary = advcheck.elementary_bound(n, k, D)
    if elementary is not None:
        certificate = certificates.bound(k, D, n, elementary)
        certificates.check(certificate)
        text = {"counting": f"counting: 2^{k} = {2 ** k} < {n}",
                "erasure bound": f"erasure bound: deleting {D - 1} coordinates keeps the words distinct, "
                                 f"2^{k - D + 1} < {n}",
                "sphere packing": f"sphere packing: {n} * V({k}, {(D - 1) // 2}) > 2^{k}"}[elementary]
        return text, certificate
    if D >= 3 and k >= D:
        for capped in (False, True):
            dual = C.delsarte_dual(k, D, capped)
            if dual is not None and dual["bound"] < n:
                certificate = certificates.delsarte(k, D, n, dual)
                certificates.check(certificate)  # the independent check, exact
                name = "Delsarte LP with Johnson caps" if capped else "Delsarte LP"
                return f"{name}: exact dual bound {dual['bound']} < {n}", certificate
    if budget > 0 and D >= 2 and 2 ** k <= 1024:
        found = _sat_refutation(k, D, n, budget)
        if found is not None:
            return f"exact SAT search: no ({k}, {n}, {D}) code, DRAT proof checked", found
    return None


@functools.lru_cache(maxsize=None)
def _sat_refutation(k: int, D: int, n: int, budget: int | None):
    """A checked SAT refutation of a (k, n, D) code, or ``None`` (sat, or the budget of
    ``budget`` conflicts exhausted; ``None``: no budget)."""
    from .search import refute_code

    status, cnf, proof, _ = refute_code(k, D, n, budget)
    if status != "unsat" or len(proof) > SAT_MAX_PROOF_BYTES:
        return None  # no refutation, or a proof too large to check here: nothing is proved
    certificate = certificates.sat(k, D, n, cnf, proof)
    certificates.check(certificate)  # the CNF re-encoded and the proof checked by checkers.drat
    return certificate


SAT_MAX_LENGTH = 8  # the second, SAT route is tried up to this code length (256 words)
SAT_MAX_PROOF_BYTES = 8 << 20  # larger DRAT proofs are not checked in-line (about 10 s per MB)


def binary_search(n: int, d: int = 0, questions: int | None = None) -> tuple[int, Certificate]:
    """Paz-Peterfreund's binary search (Theorem 4; with d > 0 a question answered "don't know"
    is asked again) as a strategy table: ask about the first half, rounded down, of the
    candidates. Returns the questions the games checker confirms it wins in (``questions``,
    default ceil(log2 n) + d), with the certificate; raises if the table does not check."""
    validate(n, "erasures" if d else "honest", d)
    questions = C.ceil_log2(n) + d if questions is None else questions
    game = "erasures" if d else "lies"
    certificate = certificates.game_win(game, d, n, questions, lambda state, q: (state[0] // 2,) if q > 0 else None)
    enough = certificates.check(certificate)["enough"]
    _record((certificate,))
    return enough, certificate


def sat_lower(n: int, chooser: str, d: int) -> tuple[int, Certificate]:
    """The predetermined lower bound by the SAT route alone: the verified code length k, once
    a DRAT-checked refutation shows that no code of n words of length k - 1 has the distance."""
    lower, certificate = _sat_lower(n, chooser, d)
    _record((certificate,))
    return lower, certificate


@functools.lru_cache(maxsize=None)
def _sat_lower(n: int, chooser: str, d: int) -> tuple[int, Certificate]:
    count = predetermined(n, chooser, d)
    length, D = count.upper - 1, required_distance(chooser, d)
    if length < 0 or length > SAT_MAX_LENGTH:
        raise CertifyError.limit(f"the SAT route covers code lengths up to {SAT_MAX_LENGTH}, not {length}")
    certificate = _sat_refutation(length, D, n, None)
    if certificate is None:
        raise CertifyError.internal(f"a ({length}, {n}, {D}) code exists, yet {count.upper} was reported least")
    return certificates.check(certificate)["length"] + 1, certificate


def checked_code(length: int, distance: int, words: list[int]) -> tuple[int, Certificate]:
    """The size of a code as the trusted base's code checker confirms it, with its certificate."""
    size, certificate = _checked_code(length, distance, tuple(words))
    _record((certificate,))
    return size, certificate


@functools.lru_cache(maxsize=None)
def _checked_code(length: int, distance: int, words: tuple) -> tuple[int, Certificate]:
    certificate = certificates.code(length, distance, list(words))
    summary = certificates.check(certificate)
    if (summary["length"], summary["distance"]) != (length, distance):
        raise CertifyError.internal(f"the code certificate {certificate.name} states another code")
    return summary["exists"], certificate


_recorders: list[dict] = []  # open :func:`recording` blocks: certificate name -> Certificate


@contextlib.contextmanager
def recording():
    """Collect every certificate behind the counts asked for inside the block (cached or not)."""
    found: dict = {}
    _recorders.append(found)
    try:
        yield found
    finally:
        _recorders.remove(found)


def _record(evidence) -> None:
    for recorder in _recorders:
        recorder.update((c.name, c) for c in evidence)


def predetermined(n: int, chooser: str, d: int, budget: int = SEARCH_BUDGET, verify: bool = True) -> Count:
    """Least k such that k predetermined questions name any of n characters despite the chooser.
    ``budget``: conflicts of SAT search per open lower bound (0: none); a count, not a time, so
    the result is the same on every machine."""
    count = _predetermined(n, chooser, d, budget, verify)
    _record(count.certificates)
    return count


def adaptive(n: int, chooser: str, d: int, verify: bool = True) -> Count:
    """Least worst-case number of adaptive questions against the chooser: the strategy table
    and the losing-state table of the exact game, both accepted by the games checker."""
    count = _adaptive(n, chooser, d, verify)
    _record(count.certificates)
    return count


@functools.lru_cache(maxsize=None)
def _predetermined(n: int, chooser: str, d: int, budget: int, verify: bool) -> Count:
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
    size, code_certificate = checked_code(k, D, code)  # the trusted base confirms the construction
    if size < n:
        raise CertifyError.internal(f"construction {name} has {size} < {n} words")
    evidence = [code_certificate]
    verified = 0
    if verify:
        result = verify_predetermined(Predetermined.from_code(code, k), chooser, d)
        if not result.ok:
            raise CertifyError.internal(f"{name} fails against {result.failure}")
        verified = result.checked
    lower, certificate = 0, "no question needed" if n == 1 else None
    for shorter in range(k - 1, -1, -1):  # A(k, D) grows with k: one certificate covers all below
        found = _lower_certificate(n, shorter, D, budget)
        if found is not None:
            certificate, lower_certificate = found
            lower = certificates.check(lower_certificate)["length"] + 1
            evidence.append(lower_certificate)
            break
    if lower < k:
        certificate = f"{certificate or 'nothing proven'}; lengths {lower}..{k - 1} open"
    return Count(n, chooser, d, "predetermined", k, name, lower, certificate, verified, code, tuple(evidence))


@functools.lru_cache(maxsize=None)
def _adaptive(n: int, chooser: str, d: int, verify: bool) -> Count:
    validate(n, chooser, d)
    if chooser == "honest" or n == 1:
        game, lies, name, check_as = "lies", 0, "binary search (Theorem 4)", "honest"
        upper = liar_game(0).min_questions(n)
        choose, losing = liar_game(0).question, lambda state, q: liar_game(0).question(state, q) is None
    elif chooser == "erasures":
        game, lies, name, check_as = "erasures", d, "binary search, repeating a question answered \"don't know\"", "erasures"
        upper = erasure_game_questions(n, d)  # the exact game
        choose, losing = _erasure_question, lambda state, q: erasure_game_questions(*state) > q
    else:
        game, lies, name, check_as = "lies", d, "exact liar-game strategy (states: candidates by lies used)", "lies"
        upper = liar_game(d).min_questions(n)
        choose, losing = liar_game(d).question, lambda state, q: liar_game(d).question(state, q) is None
    win = certificates.game_win(game, lies, n, upper, choose)
    upper = certificates.check(win)["enough"]  # the trusted base replays the strategy table
    evidence = [win]
    lower, certificate = 0, "no question needed"
    if upper > 0:
        loss = certificates.game_loss(game, lies, n, upper - 1, losing)
        lower = certificates.check(loss)["not_enough"] + 1  # ... and checks the losing states
        evidence.append(loss)
        rows = len(loss.doc["losing"])
        if chooser == "honest" or n == 1:
            certificate = f"counting: 2^{upper - 1} < {n}"
        elif chooser == "erasures":
            certificate = (f"adversary: \"don't know\" to the first {d} questions leaves {n} candidates, "
                           f"then counting (a table of {rows} losing states, checked)")
        elif rows == 0:
            certificate = f"Berlekamp's volume bound: {n} * V({upper - 1}, {d}) > 2^{upper - 1}"
        else:
            certificate = (f"exact game search: no strategy with {upper - 1} questions (a table of {rows} "
                           f"losing states, checked; Berlekamp's bound gives {liar_game(d).volume_bound(n)})")
    verified = 0
    if verify:
        result = verify_adaptive(n, check_as, 0 if check_as == "honest" else d, upper)
        if not result.ok:
            raise CertifyError.internal(f"{name} fails against {result.failure}")
        verified = result.checked
    return Count(n, chooser, d, "adaptive", upper, name, lower, certificate, verified, None, tuple(evidence))


def _erasure_question(state: tuple, q: int):
    """A part winning the erasure game at (candidates, "don't know" answers left) in q questions."""
    size, left = state
    for part in range(1, size // 2 + 1):
        worst = max(erasure_game_questions(part, left), erasure_game_questions(size - part, left),
                    erasure_game_questions(size, left - 1) if left else 0)
        if worst <= q - 1:
            return (part,)
    return None
