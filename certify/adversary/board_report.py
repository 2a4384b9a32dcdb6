"""The shipped 24-character board without Assumption 1 (``certify adversary --board``):
exact adaptive search over its own traits, the fewest predetermined traits, and the ideal
counts when every set is a question (Paz and Peterfreund, Assumption 1)."""

from __future__ import annotations

from fractions import Fraction


def board_report():
    """``(lines to print, a function building the question-tree document for --tree)``."""
    from ..files.display import decimal_text
    from . import optimal
    from .traits import BoardSearch, fewest_predetermined_traits, load_board

    board = load_board()
    search = BoardSearch(board)
    worst, total = search.value((1 << board.n) - 1)
    violation = board.assumption_1_violation()
    fewest, traits = fewest_predetermined_traits(board)
    names = ", ".join(board.characters[i] for i in sorted(violation)) if violation else "-"
    mean = Fraction(total, board.n)
    ideal_total = [0, 0]  # least total questions when any set is a question: split sizes freely
    for size in range(2, board.n + 1):
        ideal_total.append(size + min(ideal_total[a] + ideal_total[size - a] for a in range(1, size)))
    ideal = optimal.adaptive(board.n, "honest", 0, verify=False).upper
    first = search.tree(by="total")
    lines = [
        f"board: {board.n} characters, {board.m} traits; distinguishable: {board.distinguishable()}",
        f"  Assumption 1: {'holds' if violation is None else 'fails'} (first set no trait separates: {{{names}}})",
        f"  adaptive, exact search over its traits: worst case {worst}, mean {total}/{board.n} ~ {decimal_text(mean, 6)}",
        f"  predetermined: fewest traits that tell everyone apart: {fewest} ({', '.join(traits)})",
        f"  under Assumption 1 (any set a question): worst case {ideal}, mean {ideal_total[-1]}/{board.n}, "
        f"predetermined {optimal.predetermined(board.n, 'honest', 0, verify=False).upper}",
        f"  best first question: {first['trait']}",
    ]

    def document() -> dict:
        return {"board": "certify/adversary/data/board24.toml", "characters": board.n,
                "least_worst_case": worst, "least_total": total,
                "least_total_tree": first, "least_worst_case_tree": search.tree(by="worst")}

    return lines, document
