"""Binary codes for predetermined strategies, and the bounds that limit them.

A predetermined strategy of k questions for n characters is, under Assumption 1, a code: n
distinct words of length k (word i holds the answers for character i). Against at most d
"don't know" answers the words must stay distinguishable after any d erasures, i.e. have
minimum distance d + 1; against at most d lies they must have distance 2d + 1 (Paz and
Peterfreund, Theorems 8 and 12). Words are ints; bit l is the answer to question l.

>>> min_distance(shortened_hamming(7))
3
>>> len(shortened_hamming(7)), len(shortened_hamming(10))
(16, 64)
"""
from __future__ import annotations

import functools
from fractions import Fraction
from itertools import combinations
from math import comb


def ceil_log2(n: int) -> int:
    """The least k with 2^k >= n (0 for n = 1)."""
    return max(0, (n - 1).bit_length())


def min_distance(code: list[int]) -> int | None:
    """Least Hamming distance between two words (None for fewer than two words)."""
    if len(code) < 2:
        return None
    return min((a ^ b).bit_count() for a, b in combinations(code, 2))


def binary_expansion(n: int) -> list[int]:
    """Paz-Peterfreund, Theorem 5: character i gets the binary expansion of i (ceil(log2 n) bits)."""
    return list(range(n))


def with_parity(code: list[int], length: int) -> list[int]:
    """Lemma 9: append a bit making every word's weight even (distance 1 becomes 2)."""
    return [word | ((word.bit_count() & 1) << length) for word in code]


def shortened_hamming(length: int) -> list[int]:
    """The linear distance-3 code of the given length with r = ceil(log2(length + 1)) checks:
    the Hamming code of length 2^r - 1 shortened, i.e. all words whose columns (distinct
    non-zero r-bit labels 1..length) XOR to zero. 2^(length - r) words."""
    words = []
    for word in range(1 << length):
        syndrome = 0
        for position in range(length):
            if word >> position & 1:
                syndrome ^= position + 1
        if syndrome == 0:
            words.append(word)
    return words


def repetition(length: int) -> list[int]:
    """The two words 0...0 and 1...1 (distance = length)."""
    return [0, (1 << length) - 1] if length else [0]


def volume(length: int, radius: int) -> int:
    """Words within Hamming distance ``radius`` of a given word."""
    return sum(comb(length, i) for i in range(radius + 1))


def krawtchouk(length: int, j: int, i: int) -> int:
    """K_j(i) for binary words of the given length."""
    return sum((-1) ** s * comb(i, s) * comb(length - i, j - s) for s in range(j + 1))


@functools.lru_cache(maxsize=None)
def johnson_cap(length: int, distance: int, weight: int) -> int:
    """Johnson's bound on A(length, distance, weight), constant-weight codes, even distance:
    A(L, D, w) = A(L, D, L - w); 1 when 2w < D; else floor(L / w * A(L - 1, D, w - 1))."""
    weight = min(weight, length - weight)
    if 2 * weight < distance:
        return 1
    return length * johnson_cap(length - 1, distance, weight - 1) // weight


@functools.lru_cache(maxsize=None)
def delsarte_dual(length: int, distance: int, capped: bool = False, timeout_ms: int = 20000):
    """An exact optimal dual solution of Delsarte's LP bound on A(length, distance).

    For odd ``distance`` the bound is taken for the even-weight extension (length + 1,
    distance + 1), whose distances are all even. With ``capped`` the distance distribution is
    also capped, A_i <= johnson_cap(L, D, i) (the codewords at distance i from one codeword form
    a constant-weight code). Returns a dict: ``L``, ``D``, ``allowed`` distances, rationals
    ``y`` (y_1..y_L >= 0) and ``z`` (per allowed i, >= 0; zero unless capped) with
    1 + sum_j y_j K_j(i) - z_i <= 0 for every allowed i, and
    ``bound`` = 1 + sum_j y_j C(L, j) + sum_i z_i cap_i >= A(length, distance).
    Solved exactly over the rationals by z3's optimiser; ``None`` if it gives no answer in time.
    """
    import z3

    L = length + 1 if distance % 2 else length
    D = distance + 1 if distance % 2 else distance
    allowed = [i for i in range(D, L + 1) if not (distance % 2 and i % 2)]
    caps = {i: johnson_cap(L, D, i) for i in allowed}
    y = [z3.Real(f"y{j}") for j in range(1, L + 1)]
    z = {i: z3.Real(f"z{i}") for i in allowed}
    opt = z3.Optimize()
    opt.set("timeout", timeout_ms)
    for v in y + list(z.values()):
        opt.add(v >= 0)
    for i in allowed:
        if not capped:
            opt.add(z[i] == 0)
        opt.add(1 + z3.Sum([yj * krawtchouk(L, j, i) for j, yj in enumerate(y, start=1)]) - z[i] <= 0)
    objective = 1 + z3.Sum([yj * comb(L, j) for j, yj in enumerate(y, start=1)]) + z3.Sum(
        [z[i] * caps[i] for i in allowed])
    opt.minimize(objective)
    if opt.check() != z3.sat:
        return None
    model = opt.model()

    def exact(v):
        value = model.eval(v, model_completion=True)
        return Fraction(value.numerator_as_long(), value.denominator_as_long())

    ys = [exact(v) for v in y]
    zs = {i: exact(z[i]) for i in allowed}
    bound = 1 + sum(v * comb(L, j) for j, v in enumerate(ys, start=1)) + sum(zs[i] * caps[i] for i in allowed)
    return {"L": L, "D": D, "allowed": allowed, "y": ys, "z": zs, "bound": bound}


def golay24() -> list[int]:
    """The extended binary Golay code [24, 12, 8]: the cyclic quadratic-residue code of length
    23 (generator x^11 + x^10 + x^6 + x^5 + x^4 + x^2 + 1) with an overall parity bit."""
    generator = 0b110001110101  # bit i: coefficient of x^i
    rows = [generator << shift for shift in range(12)]
    words = []
    for mask in range(1 << 12):
        word = 0
        for i in range(12):
            if mask >> i & 1:
                word ^= rows[i]
        words.append(word | ((word.bit_count() & 1) << 23))
    return words


def nordstrom_robinson() -> list[int]:
    """The Nordstrom-Robinson code (16, 256, 6): the Golay codewords whose restriction to an
    octad is 0 or one of the 7 weight-2 patterns through a fixed octad position, with the octad
    deleted (two kept restrictions differ in at most 2 places, so the rest differ in >= 6)."""
    golay = golay24()
    octad = next(w for w in golay if w.bit_count() == 8)
    inside = [i for i in range(24) if octad >> i & 1]
    outside = [i for i in range(24) if not octad >> i & 1]
    pivot = inside[-1]
    allowed = {0} | {(1 << i) | (1 << pivot) for i in inside[:-1]}
    code = []
    for word in golay:
        if (word & octad) in allowed:
            code.append(sum(1 << j for j, i in enumerate(outside) if word >> i & 1))
    return code


def puncture(code: list[int], length: int) -> list[int]:
    """Delete the last coordinate (distance drops by at most one; words stay distinct if the
    distance was at least 2)."""
    return [w & ((1 << (length - 1)) - 1) for w in code]


def shorten(code: list[int], length: int, times: int) -> list[int]:
    """Keep the words with the most common value in the last ``times`` coordinates and delete
    those coordinates (distance is kept; at least len(code) / 2^times words remain)."""
    for _ in range(times):
        top = length - 1
        ones = [w for w in code if w >> top & 1]
        zeros = [w for w in code if not w >> top & 1]
        code = [w & ~(1 << top) for w in (zeros if len(zeros) >= len(ones) else ones)]
        length -= 1
    return code
