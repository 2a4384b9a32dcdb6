"""The optimal strategies of a finished split search, read off its certificate (docs/mastermind.md,
"Split search"): ``python -m certify.codebreaking.split_tree DIR/cover.json OUT.json`` writes a
``certify-mastermind-tree/1`` document (:mod:`certify.codebreaking.witness`) built from the cover
``certify-mastermind-cover/1`` and its exact fragments, without any search, checked by the trusted
checker (:mod:`certify.checkers.mastermind`) before it is renamed into place.

The cover's exact root of each measure (``total``: the unlimited one; ``restricted``: the one at
limit ``worst``, present when the least-total strategy is deeper than the least worst case) names
the first guess; its witnesses ``[answer, value, state, rank]`` cite fragment ``state - roots``
and the relabelling (its rank) that maps the answer class onto the fragment's root. In a
fragment, every exact state's first guess is its play: a witness ``[answer, value]`` makes the
class the next state numbered (states are numbered as the checker numbers them: in the order of
the lines, then of the guesses and witnesses), ``[answer, value, state, rank]`` cites a numbered
state through a relabelling. A class without a witness is a single code (guessed next) or a
class of at most b + 1 codes that one of its own codes splits into single codes (that code,
then each other one; found here from the answers). Each state's codes are carried down in its
own labels with the map back to the game's labels (the relabellings composed), so every guess
written is a code of the game.

Outside the trusted base: nothing the files say is trusted. Each state's strategy is replayed
here against its codes (its total must be the state's value, its depth within its limit or its
stated depth), the trees' totals must be the cover's ``total`` and ``restricted``, and the
document is checked by the trusted checker, which replays every secret. Exit codes: a bad
argument 2, an unreadable or foreign file 3, a certificate from which no strategy follows 1.
"""
from __future__ import annotations

import json
import lzma
from math import factorial
from pathlib import Path

import numpy as np

from ..checkers import CheckError
from ..checkers._mastermind_compact import _unrank
from ..checkers._mastermind_cover import fragment_paths
from ..checkers.strict_io import limit, regular_file
from ..errors import CertifyError
from .convert import file_command, open_decompressed
from .general import Game
from .witness import TREE_FORMAT, _header

COVER_FORMAT = "certify-mastermind-cover/1"
FRAGMENT_FORMAT = "certify-mastermind-optimality/3"
USAGE = "usage: python -m certify.codebreaking.split_tree COVER OUT   (COVER: a split search's cover.json)"


def _read_text(path: Path) -> str:
    """The text of ``path``, decompressed by its magic bytes (gzip, xz); a one-line error (exit 3)."""
    try:
        regular_file(path)
        most = limit("MAX_FILE_MB", 1024) << 20
        with open_decompressed(path, "rb") as handle:
            data = handle.read(most + 1)
        if len(data) > most:
            raise CertifyError.limit(f"{path}: larger than CERTIFY_CHECK_MAX_FILE_MB decompressed")
        return data.decode("utf-8")
    except CheckError as error:
        raise CertifyError.unreadable(f"{path}: {error}") from None
    except FileNotFoundError:
        raise CertifyError.unreadable(f"{path}: missing") from None
    except (OSError, EOFError, lzma.LZMAError, UnicodeDecodeError) as error:
        raise CertifyError.unreadable(f"{path}: cannot read: {' '.join(str(error).split())[:200]}") from None


class _Fragment:
    """One fragment's state lines (parsed) and, for each line, the number of the first state its
    witnesses ``[answer, value]`` define."""

    def __init__(self, path: Path, game: Game) -> None:
        self.path = path
        lines = _read_text(path).splitlines()
        try:
            header = json.loads(lines[0]) if lines else None
            rows = [json.loads(line) for line in lines[1:]]
        except ValueError as error:
            raise CertifyError.unreadable(f"{path}: not JSON lines: {str(error)[:200]}") from None
        if not isinstance(header, dict) or header.get("format") != FRAGMENT_FORMAT or "root" not in header:
            raise CertifyError.unreadable(f"{path}: not a fragment ({FRAGMENT_FORMAT} with a root)")
        if (header.get("digits"), header.get("symbols"), header.get("repeats")) != (game.d, game.n, game.repeats):
            raise CertifyError(f"{path}: a fragment of another game")
        self.root = np.array(header["root"], dtype=np.int64)
        self.roots = header.get("roots")
        if self.roots != 1:
            raise CertifyError(f"{path}: a fragment has one root state")
        self.rows, self.first, count = rows, [], 1
        for k, row in enumerate(rows):
            if not (isinstance(row, list) and len(row) == 6 and isinstance(row[5], list)):
                raise CertifyError(f"{path}, state {k}: not [limit, value, lower, depth, automorphisms, guesses]")
            self.first.append(count)
            count += sum(1 for guess in row[5] for w in guess[1] if len(w) == 2)

    def row(self, k: int) -> list:
        if type(k) is not int or not 0 <= k < len(self.rows):
            raise CertifyError(f"{self.path}: state {k!r} has no line")
        return self.rows[k]


class _Builder:
    """Strategies read off a cover and its fragments."""

    def __init__(self, cover_path: Path) -> None:
        self.cover_path = Path(cover_path)
        try:
            doc = json.loads(_read_text(self.cover_path))
        except ValueError as error:
            raise CertifyError.unreadable(f"{cover_path}: not JSON: {str(error)[:200]}") from None
        if not isinstance(doc, dict) or doc.get("format") != COVER_FORMAT:
            raise CertifyError.unreadable(f"{cover_path}: not a {COVER_FORMAT} file")
        spec = tuple(doc.get(k) for k in ("digits", "symbols", "repeats"))
        if not (type(spec[0]) is int and type(spec[1]) is int and isinstance(spec[2], bool)):
            raise CertifyError.unreadable(f"{cover_path}: digits, symbols must be integers and repeats true or false")
        self.doc, self.game = doc, Game(*spec)
        try:
            self.paths = fragment_paths(self.cover_path, doc.get("fragments"))
        except CheckError as error:
            raise CertifyError(f"{cover_path}: {error}") from None
        self.fragments: dict[int, _Fragment] = {}
        self.images: dict[int, np.ndarray] = {}
        self.count = factorial(self.game.d) * factorial(self.game.n)

    def fragment(self, i: int) -> _Fragment:
        if i not in self.fragments:
            self.fragments[i] = _Fragment(self.paths[i], self.game)
        return self.fragments[i]

    def image(self, rank, where: str) -> np.ndarray:
        """The code map of the relabelling of ``rank`` (rank(pi)·n! + rank(tau)), as the checker reads it."""
        if type(rank) is not int or not 0 <= rank < self.count:
            raise CertifyError(f"{where}: {rank!r} is not the rank of a relabelling")
        if rank not in self.images:
            pi, tau = divmod(rank, factorial(self.game.n))
            element = np.array(_unrank(pi, self.game.d)), np.array(_unrank(tau, self.game.n))
            self.images[rank] = self.game.image(self.game.all, element)
        return self.images[rank]

    def leaf(self, code: int, to_real: np.ndarray) -> tuple[dict, int, int]:
        return {"guess": self.game.codes[to_real[code]].tolist()}, 1, 1

    def node(self, guess: int, codes: np.ndarray, to_real: np.ndarray, child, where: str) -> tuple[dict, int, int]:
        """The node of ``guess`` on ``codes`` (a state's labels), each class's subtree from
        ``child(answer, members)`` (None: a single code or a class split by one of its codes);
        ``(node, total, depth)`` with the total and depth replayed over ``codes``."""
        game = self.game
        answers = game.answers[guess, codes]
        then, total, depth = {}, len(codes), 1
        for a in np.unique(answers).tolist():
            if a == game.found:
                continue
            members = codes[answers == a]
            sub = child(a, members)
            if sub is None:
                sub = self.leaf(int(members[0]), to_real) if len(members) == 1 else self.separated(members, to_real, where, a)
            then[game.answer_text(a)] = sub[0]
            total, depth = total + sub[1], max(depth, sub[2] + 1)
        out = {"guess": game.codes[to_real[guess]].tolist()}
        if then:
            out["then"] = then
        return out, total, depth

    def separated(self, members: np.ndarray, to_real: np.ndarray, where: str, answer: int) -> tuple[dict, int, int]:
        """A class that one of its own codes splits into single codes: that code, then each other."""
        game = self.game
        for code in members.tolist():
            if len(np.unique(game.answers[code, members])) == len(members):
                return self.node(code, members, to_real, lambda a, m: None, where)
        raise CertifyError(f"{where}: answer {game.answer_text(answer)}, a class of {len(members)} codes, has no "
                           "witness and none of its codes splits it into single codes")

    def state(self, i: int, k: int, codes: np.ndarray, to_real: np.ndarray, seen: tuple) -> tuple[dict, int, int]:
        """The strategy of state ``k`` of fragment ``i`` (its codes ``codes`` in its labels;
        ``to_real`` maps its labels to the game's): its first guess, each class down to the end."""
        fragment = self.fragment(i)
        where = f"{fragment.path.name}, state {k}"
        if (i, k) in seen:
            raise CertifyError(f"{where}: cites itself")
        row = fragment.row(k)
        limit_, value, lower, depth, _, guesses = row
        if lower != 0 or value is None or not guesses:
            raise CertifyError(f"{where}: not an exact state with a first guess (a state its parent plays must be)")
        guess, witnesses = guesses[0]
        if type(guess) is not int or not 0 <= guess < len(self.game.codes):
            raise CertifyError(f"{where}: the first guess {guess!r} is not a code")
        answers = self.game.answers[guess, codes]
        by_answer, new = {}, fragment.first[k]
        for w in witnesses:
            if not isinstance(w, list) or len(w) not in (2, 4) or type(w[0]) is not int:
                raise CertifyError(f"{where}: a witness is [answer, value] or [answer, value, state, rank]")
            if len(w) == 2:
                by_answer[w[0]] = (w[1], new, None)
                new += 1
            else:
                by_answer[w[0]] = (w[1], w[2], w[3])
        for a in by_answer:
            if np.count_nonzero(answers == a) < 2:
                raise CertifyError(f"{where}: a witness names answer {a}, which has no class of two or more codes")

        def child(a, members):
            if a not in by_answer:
                return None
            relied, target, rank = by_answer[a]
            there = f"{where}, answer {self.game.answer_text(a)}"
            if rank is None:
                sub = self.state(i, target, members, to_real, seen + ((i, k),))
            else:
                image = self.image(rank, there)
                sub = self.state(i, target, np.sort(image[members]), to_real[np.argsort(image)], seen + ((i, k),))
            if sub[1] != relied:
                raise CertifyError(f"{there}: the class's strategy totals {sub[1]}, the witness relies on {relied}")
            return sub

        out = self.node(guess, codes, to_real, child, where)
        if out[1] != value or (out[2] > limit_ if limit_ is not None else out[2] > depth):
            raise CertifyError(f"{where}: its first guess's strategy totals {out[1]} within depth {out[2]}, the state "
                               f"claims {value} within {'limit ' + str(limit_) if limit_ is not None else 'depth ' + str(depth)}")
        return out

    def root(self, row: list, roots: int) -> tuple[dict, int, int]:
        """The strategy of a root of the cover: its first guess, each class from the fragment it cites."""
        guess, witnesses = row[5][0]
        codes, identity, where = self.game.all, self.game.all, f"{self.cover_path.name}, root at limit {row[0]}"
        cited = {}
        for w in witnesses:
            if not (isinstance(w, list) and len(w) == 4 and type(w[2]) is int and roots <= w[2] < roots + len(self.paths)):
                raise CertifyError(f"{where}: a witness {str(w)[:80]} cites no fragment")
            cited[w[0]] = w
        if type(guess) is not int or not 0 <= guess < len(codes):
            raise CertifyError(f"{where}: the first guess {guess!r} is not a code")
        if any(np.count_nonzero(self.game.answers[guess] == a) < 2 for a in cited):
            raise CertifyError(f"{where}: a witness names an answer without a class of two or more codes")

        def child(a, members):
            if a not in cited:
                return None
            _, relied, state, rank = cited[a]
            there = f"{where}, answer {self.game.answer_text(a)}"
            image = self.image(rank, there)
            mapped, fragment = np.sort(image[members]), self.fragment(state - roots)
            if not np.array_equal(mapped, fragment.root):
                raise CertifyError(f"{there}: the class does not map onto the root of {fragment.path.name}")
            sub = self.state(state - roots, 0, mapped, identity[np.argsort(image)], ())
            if sub[1] != relied:
                raise CertifyError(f"{there}: {fragment.path.name} gives a strategy of total {sub[1]}, "
                                   f"the cover relies on {relied}")
            return sub

        return self.node(guess, codes, identity, child, where)

    def build(self) -> dict:
        doc, game = self.doc, self.game
        rows = doc.get("roots")
        if not isinstance(rows, list) or not all(isinstance(r, list) and len(r) == 6 and isinstance(r[5], list) for r in rows):
            raise CertifyError(f"{self.cover_path}: roots must be state lines")
        exact = {r[0]: r for r in rows if r[2] == 0 and r[1] is not None and r[5]}
        total, worst, restricted = doc.get("total"), doc.get("worst"), doc.get("restricted")
        if None not in exact:
            raise CertifyError(f"{self.cover_path}: no exact unlimited root (the least total)")
        trees = [("total", exact[None], total)]
        if exact[None][3] > worst:  # the least-total strategy is deeper than the least worst case
            if worst not in exact:
                raise CertifyError(f"{self.cover_path}: no exact root at limit {worst} (the least total within it)")
            trees.append(("restricted", exact[worst], restricted))
        out = _header(game, TREE_FORMAT)
        out["trees"] = []
        for measure, row, claimed in trees:
            tree, got, depth = self.root(row, len(rows))
            if got != claimed or got != row[1]:
                raise CertifyError(f"{self.cover_path}: the {measure} strategy totals {got}; the cover claims {claimed}")
            out["trees"].append({"measure": measure, "total": got, "depth": depth, "tree": tree})
        return out


def strategy_tree_from_cover(cover_path) -> dict:
    """The ``certify-mastermind-tree/1`` document of a split search's cover and its exact
    fragments (module docstring); a :class:`CertifyError` if no strategy follows from them."""
    return _Builder(Path(cover_path)).build()


def write_tree(cover_path, out_path) -> dict:
    """Build the tree, check it with the trusted checker (its totals the cover's), write it
    (compact JSON) atomically; the checker's summary."""
    from ..checkers.mastermind import check_file
    from ..files import output

    doc = strategy_tree_from_cover(cover_path)

    def verify(tmp):
        try:
            summary = check_file(tmp)
        except CheckError as error:
            raise CertifyError.internal(f"{out_path}: the strategy tree does not check: {error}") from None
        want = {t["measure"]: t["total"] for t in doc["trees"]}
        if (summary["total"], summary["restricted"][0]) != (want["total"], want.get("restricted", want["total"])):
            raise CertifyError.internal(f"{out_path}: checked totals differ from the cover's")
        return summary

    return output.write_text(out_path, json.dumps(doc, separators=(",", ":")), verify, "OUT")


def main(argv=None) -> int:
    """``python -m certify.codebreaking.split_tree COVER OUT``: one line, exit 0 when ``OUT`` checks."""
    from ..checkers.mastermind import describe

    def report(cover, out, summary):
        restricted = summary["restricted"]
        return f"{out}: valid {describe(summary)}; least total within depth {restricted[1]}: {restricted[0]} (from {cover})"

    return file_command(argv, USAGE, __doc__, write_tree, report)


if __name__ == "__main__":
    raise SystemExit(main())
