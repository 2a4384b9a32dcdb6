"""Knuth's minimax strategy for D×N code-breaking games, as a ``certify-mastermind-tree/1``
strategy (measure ``"strategy"``, name ``"knuth"``), replayed by :mod:`certify.checkers.mastermind`.

D. E. Knuth, "The computer as Master Mind", J. Recreational Mathematics 9 (1976-77), cited by
the AB-games paper's introduction (``004_9629d80c84f51c21.txt``, Section 1, [1]). The rule, at
every state S (the codes consistent with the answers so far):

1. choose a guess (any code of the game) minimising the size of its largest answer class on S;
2. among those, prefer a code of S (one that could be the secret);
3. then the least code in lexicographic order (symbols 0..N-1 standing for colours 1..N; for
   4×6 Mastermind the first guess is 1122, here ``[0, 0, 1, 1]``).

Deterministic: the same game always gives the same tree. For 4×6 Mastermind the replay gives
total 5801 over 1296 secrets and worst case 5 (``proofs/mastermind/4x6-mm-knuth-tree.json``).

    python -m certify.codebreaking.knuth 4 6 --repeats -o FILE     # writes the tree, checked, atomically
"""
from __future__ import annotations

import numpy as np

from .general import Game
from .witness import TREE_FORMAT

NAME = "knuth"


def knuth_guess(game: Game, state: np.ndarray) -> int:
    """Knuth's guess (a code index) at ``state`` (sorted code indices, at least one)."""
    largest = game.class_sizes(game.answers[:, state]).max(axis=1)
    best = np.flatnonzero(largest == largest.min())  # ascending: code index order is lexicographic
    consistent = best[np.isin(best, state)]
    return int(consistent[0] if len(consistent) else best[0])


def knuth_tree(game: Game) -> dict:
    """The ``certify-mastermind-tree/1`` document of Knuth's strategy for ``game``, with the
    total and depth found by playing it against every secret."""
    total = depth = 0

    def node(state: np.ndarray, level: int) -> dict:
        nonlocal total, depth
        guess = knuth_guess(game, state)
        if guess in state:
            total, depth = total + level, max(depth, level)
        row = game.answers[guess, state]
        then = {game.answer_text(int(a)): node(state[row == a], level + 1)
                for a in np.unique(row) if a != game.found}
        return {"guess": game.codes[guess].tolist(), **({"then": then} if then else {})}

    tree = node(game.all, 1)
    return {"format": TREE_FORMAT, "digits": game.d, "symbols": game.n, "repeats": game.repeats,
            "scoring": "mastermind" if game.repeats else "ab", "codes": len(game.codes),
            "trees": [{"measure": "strategy", "strategy": NAME, "total": total, "depth": depth, "tree": tree}]}


def main(argv=None) -> int:
    """Write Knuth's strategy for a game to ``-o FILE`` after the independent checker replayed it."""
    import argparse
    import json
    import sys

    from ..checkers import interrupted
    from ..checkers import mastermind as checker
    from ..errors import CertifyError
    from ..files.output import write_text

    parser = argparse.ArgumentParser(prog="python -m certify.codebreaking.knuth", description=main.__doc__)
    parser.add_argument("digits", type=int)
    parser.add_argument("symbols", type=int)
    parser.add_argument("--repeats", action="store_true")
    parser.add_argument("-o", "--output", required=True)
    args = parser.parse_args(argv)
    try:
        doc = knuth_tree(Game(args.digits, args.symbols, args.repeats))

        def verify(tmp):
            found = checker.check_file(str(tmp))
            if (found["total"], found["depth"]) != (doc["trees"][0]["total"], doc["trees"][0]["depth"]):
                raise CertifyError(f"the checker's replay gives {found['total']}, {found['depth']}")

        write_text(args.output, json.dumps(doc, separators=(",", ":")), verify)
    except (CertifyError, checker.CheckError) as error:
        print(f"certify.codebreaking.knuth: error: {error}", file=sys.stderr)
        return getattr(error, "exit_code", 1)
    except KeyboardInterrupt:  # write_text is atomic: no file, or a checked one
        return interrupted("certify.codebreaking.knuth: interrupted; nothing written")
    entry = doc["trees"][0]
    print(f"{args.output}: Knuth's strategy, total {entry['total']} over {doc['codes']} codes, worst case {entry['depth']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
