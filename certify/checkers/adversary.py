"""Independent checker for the adversary certificates (imports nothing from the package).

* :func:`elementary_bound`: counting, the erasure (Singleton) bound and sphere packing.
* A code certificate ``{"length", "distance", "words"}``: the words are distinct integers
  below 2^length and every two differ in at least ``distance`` bits (pairwise, exactly).
* A Delsarte certificate ``{"length", "distance", "words", "L", "y", "z"}`` proves that no
  code of ``words`` words of that length has that minimum distance. Trusted facts (Delsarte
  1973; MacWilliams-Sloane ch. 17): the distance distribution A_i of a code of length L and
  minimum distance D satisfies sum_i A_i K_j(i) >= -C(L, j) for every j (A_0 = 1 moved right),
  A_i = 0 for 0 < i < D; a code of odd distance D extends by a parity bit to length L + 1,
  distance D + 1, with even distances only; and A_i <= A(L, D, i), the constant-weight bound,
  here Johnson's: A(L, D, w) = A(L, D, L - w), 1 if 2w < D, else floor(L/w A(L-1, D, w-1)).
  Given rationals y_j, z_i >= 0 with 1 + sum_j y_j K_j(i) - z_i <= 0 for every allowed i,
  any code has at most 1 + sum_j y_j C(L, j) + sum_i z_i A(L, D, i) words; the checker
  recomputes this number and requires it to be below ``words``.
* :func:`liar_game_winnable` re-searches the adaptive liar game on its own, to confirm the
  lower bounds that Berlekamp's volume bound alone does not give.
"""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from math import comb


class CheckError(Exception):
    """The certificate does not check; the message names the first fault."""


def check_code(length: int, distance: int, words: list) -> int:
    """Return the number of words after checking distinctness, range and pairwise distance."""
    if not all(isinstance(w, int) and not isinstance(w, bool) and 0 <= w < 2 ** length for w in words):
        raise CheckError(f"a word is not an integer in [0, 2^{length})")
    if len(set(words)) != len(words):
        raise CheckError("two words are equal")
    for a in range(len(words)):
        for b in range(a + 1, len(words)):
            if bin(words[a] ^ words[b]).count("1") < distance:
                raise CheckError(f"words {a} and {b} differ in fewer than {distance} bits")
    return len(words)


def elementary_bound(n: int, k: int, D: int) -> str | None:
    """The first elementary bound showing that no n words of length k have distance D:
    ``counting`` (2^k < n), ``erasure bound`` (deleting D - 1 coordinates keeps the words
    distinct: 2^(k-D+1) < n), ``sphere packing`` (balls of radius t = (D-1)//2 are disjoint:
    n * sum_{i<=t} C(k, i) > 2^k); ``None`` if none of them does."""
    if 2 ** k < n:
        return "counting"
    if k - D + 1 >= 0 and 2 ** (k - D + 1) < n:
        return "erasure bound"
    t = (D - 1) // 2
    if t and n * sum(comb(k, i) for i in range(t + 1)) > 2 ** k:
        return "sphere packing"
    return None


def _krawtchouk(L: int, j: int, i: int) -> int:
    return sum((-1) ** s * comb(i, s) * comb(L - i, j - s) for s in range(j + 1))


@lru_cache(maxsize=None)
def _johnson(L: int, D: int, w: int) -> int:
    w = min(w, L - w)
    return 1 if 2 * w < D else L * _johnson(L - 1, D, w - 1) // w


def check_delsarte(certificate: dict) -> Fraction:
    """Return the bound after checking the dual solution; raise if it does not exclude ``words``."""
    length, distance = certificate["length"], certificate["distance"]
    L = length + 1 if distance % 2 else length
    D = distance + 1 if distance % 2 else distance
    if certificate.get("L") != L:
        raise CheckError(f"the LP for length {length}, distance {distance} has length {L}")
    allowed = [i for i in range(D, L + 1) if not (distance % 2 and i % 2)]
    y = [Fraction(v) for v in certificate["y"]]
    z = {int(i): Fraction(v) for i, v in certificate["z"].items()}
    if len(y) != L or sorted(z) != allowed or min(y + list(z.values()), default=0) < 0:
        raise CheckError("the multipliers must be y_1..y_L and z_i (allowed i), all >= 0")
    for i in allowed:
        if 1 + sum(yj * _krawtchouk(L, j, i) for j, yj in enumerate(y, start=1)) - z[i] > 0:
            raise CheckError(f"the dual constraint fails at distance {i}")
    bound = 1 + sum(yj * comb(L, j) for j, yj in enumerate(y, start=1)) + sum(
        z[i] * _johnson(L, D, i) for i in allowed)
    if bound >= certificate["words"]:
        raise CheckError(f"the bound {bound} does not exclude {certificate['words']} words")
    return bound


def liar_game_winnable(n: int, lies: int, questions: int) -> bool:
    """Whether the guesser can always name one of n characters within ``questions`` yes/no
    questions (any set of characters may be asked about) when the chooser may lie up to
    ``lies`` times. Written independently of the engine's solver, as a plain game search:
    the position is how many candidates would have needed 0, 1, ..., lies lies; a question
    picks some of each; the chooser picks the answer. Berlekamp's conservation of volume
    (sum_j x_j * sum_{i <= lies - j} C(q, i) <= 2^q when q questions remain) prunes."""
    from itertools import product

    @lru_cache(maxsize=None)
    def win(position: tuple, q: int) -> bool:
        if sum(position) <= 1:
            return True
        weight = sum(x * sum(comb(q, i) for i in range(lies - j + 1)) for j, x in enumerate(position))
        if q == 0 or weight > 2 ** q:
            return False
        for asked in product(*(range(x + 1) for x in position)):
            yes = tuple(asked[j] + (position[j - 1] - asked[j - 1] if j else 0) for j in range(lies + 1))
            no = tuple(position[j] - asked[j] + (asked[j - 1] if j else 0) for j in range(lies + 1))
            if win(yes, q - 1) and win(no, q - 1):
                return True
        return False

    return win((n,) + (0,) * lies, questions)


def main(argv=None) -> int:
    """``python -m certify.checkers.adversary FILE``: exit 0 iff the certificate (JSON) is valid."""
    import json
    import sys

    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m certify.checkers.adversary FILE", file=sys.stderr)
        return 2
    try:
        with open(args[0], encoding="utf-8") as handle:
            certificate = json.load(handle)
        if not isinstance(certificate, dict):
            raise CheckError("not a JSON object")
        if "y" in certificate:
            print(f"{args[0]}: valid Delsarte bound: at most {check_delsarte(certificate)} words")
        else:
            size = check_code(certificate.get("length"), certificate.get("distance"), certificate.get("words"))
            print(f"{args[0]}: valid code: {size} words")
    except (OSError, UnicodeDecodeError, ValueError, CheckError) as error:
        print(f"{args[0]}: INVALID: {error}")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
