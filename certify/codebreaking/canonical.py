"""Canonical forms of 2×n game states under the game's symmetries.

A state of the 2×n game is a set of codes (i, j), i ≠ j: a directed graph on the n symbols
(the paper's "game graph"), stored as a bitmask with bit ``i*n + j`` for the edge i → j.
Renaming the symbols and swapping the two positions (reversing every edge) leave every answer
unchanged, so two states related by these maps have the same value.

:func:`canonical_key` returns a canonical representative of the orbit: the least bitmask over
the leaves of an individualisation-refinement search (colour refinement, then each symbol of
the first ambiguous cell individualised in turn), run on the graph and on its reversal. The
search is pruned only by twins: symbols u, v whose transposition maps the graph onto itself
give mirror-image subtrees, so one of them is explored. Isomorphic states explore isomorphic
leaf sets, hence get the same key; the key is itself a relabelling of the state.

>>> n = 3
>>> a = (1 << (0*n + 1))            # the single edge 0 -> 1
>>> b = (1 << (2*n + 1))            # the single edge 2 -> 1
>>> canonical_key(a, n) == canonical_key(b, n)
True
"""
from __future__ import annotations

import functools


def adjacency(state: int, n: int) -> tuple[list[int], list[int]]:
    """Out- and in-neighbourhood bitmasks of every symbol."""
    row = (1 << n) - 1
    out = [(state >> (v * n)) & row for v in range(n)]
    into = [0] * n
    for v in range(n):
        bits = out[v]
        while bits:
            low = bits & -bits
            into[low.bit_length() - 1] |= 1 << v
            bits ^= low
    return out, into


def are_twins(u: int, v: int, out: list[int], into: list[int]) -> bool:
    """Whether swapping symbols u and v maps the graph onto itself."""
    both = (1 << u) | (1 << v)
    if ((out[u] >> v) & 1) != ((out[v] >> u) & 1):
        return False
    return (out[u] & ~both) == (out[v] & ~both) and (into[u] & ~both) == (into[v] & ~both)


def _members(bits: int) -> list[int]:
    result = []
    while bits:
        low = bits & -bits
        result.append(low.bit_length() - 1)
        bits ^= low
    return result


def _refine(colour: list[int], out_lists, in_lists) -> list[int]:
    """Equitable refinement: colours renumbered 0..k-1 by sorted signature (isomorphism-invariant)."""
    count = len(set(colour))
    while True:
        signatures = [
            (colour[v], tuple(sorted(colour[u] for u in out_lists[v])),
             tuple(sorted(colour[u] for u in in_lists[v])))
            for v in range(len(colour))
        ]
        order = {sig: rank for rank, sig in enumerate(sorted(set(signatures)))}
        colour = [order[sig] for sig in signatures]
        if len(order) == count:
            return colour
        count = len(order)


def _encode(colour: list[int], out_lists, n: int) -> int:
    """The bitmask of the graph relabelled so that symbol v becomes colour[v] (a bijection)."""
    key = 0
    for v in range(n):
        base = colour[v] * n
        for u in out_lists[v]:
            key |= 1 << (base + colour[u])
    return key


def _search(colour, out, into, out_lists, in_lists, n) -> tuple[int, list[int]]:
    """(least key, its labelling) over the leaves below the ordered partition ``colour``."""
    cells: dict[int, list[int]] = {}
    for v, c in enumerate(colour):
        cells.setdefault(c, []).append(v)
    target = None
    for c in sorted(cells):
        members = cells[c]
        if len(members) > 1 and not all(are_twins(members[0], w, out, into) for w in members[1:]):
            target = members
            break
    if target is None:
        # Every cell is a set of mutual twins: any order inside the cells gives the same graph.
        position, labels = 0, [0] * n
        for c in sorted(cells):
            for v in cells[c]:
                labels[v] = position
                position += 1
        return _encode(labels, out_lists, n), labels
    best = None
    explored: list[int] = []
    for v in target:
        if any(are_twins(v, w, out, into) for w in explored):
            continue
        explored.append(v)
        split = [2 * c + (1 if (c == colour[v] and w != v) else 0) for w, c in enumerate(colour)]
        found = _search(_refine(split, out_lists, in_lists), out, into, out_lists, in_lists, n)
        if best is None or found[0] < best[0]:
            best = found
    return best


def _canonical_oriented(out: list[int], into: list[int], n: int) -> tuple[int, list[int]]:
    out_lists = [_members(b) for b in out]
    in_lists = [_members(b) for b in into]
    colour = _refine([0] * n, out_lists, in_lists)
    return _search(colour, out, into, out_lists, in_lists, n)


def canonical_labelling(state: int, n: int) -> tuple[int, list[int], bool]:
    """``(key, labels, reversed)``: the canonical form of ``state``, and the map taking the state
    to it: symbol v becomes ``labels[v]``, after reversing every edge if ``reversed``."""
    key, labels, reverse = _labelling(state, n)
    return key, list(labels), reverse


@functools.lru_cache(maxsize=1 << 16)
def _labelling(state: int, n: int) -> tuple[int, tuple, bool]:
    """:func:`canonical_labelling`, computed once per state (the 2×n solver, its certificate
    and the AB claims ask for the same states several times each)."""
    out, into = adjacency(state, n)
    forward = _canonical_oriented(out, into, n)
    backward = _canonical_oriented(into, out, n)
    if backward[0] < forward[0]:
        return backward[0], tuple(backward[1]), True
    return forward[0], tuple(forward[1]), False


def canonical_key(state: int, n: int) -> int:
    """A canonical form of ``state`` under renaming symbols and reversing edges (a bitmask)."""
    return canonical_labelling(state, n)[0]
