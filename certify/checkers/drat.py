"""Independent DRAT proof checker: a DIMACS CNF and a text DRAT proof that it is unsatisfiable.

Pure Python, forward checking, under 250 lines; imports only the trusted base's file reader.

Trusted facts (Wetzler, Heule, Hunt, "DRAT-trim", SAT 2014): a clause C is RUP (reverse unit
propagation) in a clause set G if unit propagation on G plus the negation of C reaches a
conflict, and then every model of G satisfies C; C is RAT on its first literal p if for every
clause D of G containing -p, C u (D - {-p}) is RUP in G, and then G is satisfiable iff
G + C is. Deleting a clause cannot make a satisfiable set unsatisfiable. So if every added
clause (lemma) of the proof is RUP or RAT in the current set and the set finally
unit-propagates to a conflict (an empty clause), the CNF has no model.

The check: the clause set starts as the CNF; each proof line ``l1 ... lk 0`` is checked (RUP,
else RAT on l1) and added; each ``d l1 ... lk 0`` removes one copy of that clause (its literals
in any order). As in drat-trim, a deletion of a clause that is not in the set, of a unit
clause or of the reason of a literal implied at the top level is ignored (and counted): keeping
a clause only keeps the set a subset of CNF + lemmas, which is still sound. The proof is valid iff the
set reaches a top-level conflict. Text DRAT only (no binary DRAT, no new variables).

Limits (exit 4, checked before reading): the CNF at most 64 MB, the proof at most 256 MB;
at most 2,000,000 variables (the header).

    python -m certify.checkers.drat FORMULA.cnf PROOF.drat
"""
from __future__ import annotations

import re

from certify.checkers import LIMIT, UNREADABLE, CheckError, verdict
from certify.checkers.strict_io import read_bytes

MAX_CNF_BYTES = 64 << 20
MAX_PROOF_BYTES = 256 << 20
MAX_VARS = 2_000_000
# at most 18 digits (beyond any variable limit): a 5,000-digit number is refused, not handed to int()
_HEADER = re.compile(r"p cnf ([1-9][0-9]{0,17}|0) ([1-9][0-9]{0,17}|0)")
_INT = re.compile(r"-?[1-9][0-9]{0,17}|0")


def _clauses(lines, nvars: int, where: str, proof: bool):
    """Yield ``(deletion, literals)`` for each clause line (comment lines skipped)."""
    for number, line in lines:
        words = line.split()
        if not words or words[0] == "c":
            continue
        deletion = proof and words[0] == "d"
        if deletion:
            words = words[1:]
        if not words or words[-1] != "0" or not all(_INT.fullmatch(w) for w in words):
            raise CheckError(f"{where} line {number}: not a clause of integers ending in 0: {line[:60]!r}")
        lits = [int(w) for w in words[:-1]]
        if 0 in lits or any(abs(lit) > nvars for lit in lits):
            raise CheckError(f"{where} line {number}: a literal is 0 or beyond variable {nvars}")
        yield number, deletion, lits


class Checker:
    """Clause set with two watched literals; ``value[lit]`` is 1 true, -1 false, 0 unassigned."""

    def __init__(self, nvars: int):
        self.value = [0] * (2 * nvars + 1)  # index lit (negative literals index from the end)
        self.reason = [None] * (nvars + 1)
        self.watches = [[] for _ in range(2 * nvars + 1)]
        self.clauses: list = []
        self.index: dict = {}  # sorted literal tuple -> ids of live copies
        self.trail: list = []
        self.conflict = False  # the set unit-propagates to a conflict at the top level

    def assign(self, lit: int, reason) -> None:
        self.value[lit], self.value[-lit] = 1, -1
        self.reason[abs(lit)] = reason
        self.trail.append(lit)

    def propagate(self, head: int) -> bool:
        """Propagate the trail from ``head``; True on a conflict."""
        value, clauses, watches, trail = self.value, self.clauses, self.watches, self.trail
        while head < len(trail):
            false = -trail[head]
            head += 1
            watching, keep = watches[false], []
            for position, cid in enumerate(watching):
                c = clauses[cid]
                if c is None:
                    continue
                if c[0] == false:
                    c[0], c[1] = c[1], c[0]
                if value[c[0]] == 1:
                    keep.append(cid)
                    continue
                for k in range(2, len(c)):
                    if value[c[k]] != -1:
                        c[1], c[k] = c[k], c[1]
                        watches[c[1]].append(cid)
                        break
                else:
                    keep.append(cid)
                    if value[c[0]] == -1:
                        watches[false] = keep + watching[position + 1:]
                        return True
                    self.assign(c[0], cid)
            watches[false] = keep
        return False

    def rup(self, lits) -> bool:
        """Whether unit propagation refutes the negation of ``lits`` (the set is unchanged)."""
        if self.conflict:
            return True
        mark, refuted = len(self.trail), False
        for lit in lits:
            if self.value[lit] == 1:
                refuted = True
                break
            if self.value[lit] == 0:
                self.assign(-lit, None)
        refuted = refuted or self.propagate(mark)
        for lit in self.trail[mark:]:
            self.value[lit] = self.value[-lit] = 0
        del self.trail[mark:]
        return refuted

    def rat(self, lits) -> bool:
        if not lits:
            return False
        pivot = lits[0]
        return all(self.rup(lits + [x for x in c if x != -pivot])
                   for c in self.clauses if c is not None and -pivot in c)

    def add(self, lits) -> None:
        """Add a clause at the top level and propagate."""
        if self.conflict:
            return
        cid = len(self.clauses)
        c = sorted(set(lits), key=lambda lit: -self.value[lit])  # true, unassigned, then false
        self.clauses.append(c)
        self.index.setdefault(tuple(sorted(c)), []).append(cid)
        if not c or self.value[c[0]] == -1:
            self.conflict = True
        elif len(c) == 1 or self.value[c[1]] == -1:
            if self.value[c[0]] == 0:
                self.assign(c[0], cid)
                self.conflict = self.propagate(len(self.trail) - 1)
        if len(c) >= 2:
            self.watches[c[0]].append(cid)
            self.watches[c[1]].append(cid)

    def delete(self, lits) -> bool:
        """Delete one copy of the clause; False if it is kept (see the module docstring)."""
        ids = self.index.get(tuple(sorted(set(lits))))
        if not ids:
            return False
        cid = ids[-1]
        c = self.clauses[cid]
        if len(c) == 1 or any(self.value[lit] and self.reason[abs(lit)] == cid for lit in c):
            return False
        ids.pop()
        self.clauses[cid] = None
        return True


def _read(path, limit: int, what: str) -> str:
    try:
        return read_bytes(path, limit, empty=True).decode("ascii")
    except CheckError as error:
        raise CheckError(f"the {what}: {error}", error.exit_code) from None
    except UnicodeDecodeError:
        raise CheckError(f"the {what} is not ASCII text (binary DRAT is not supported)", UNREADABLE) from None


def check_text(cnf: str, proof: str) -> dict:
    """Check a CNF and a DRAT proof given as text; return a summary or raise CheckError."""
    lines = [(n, line) for n, line in enumerate(cnf.split("\n"), start=1) if line.strip()]
    body = [(n, line) for n, line in lines if not line.startswith("c")]
    header = _HEADER.fullmatch(body[0][1].strip()) if body else None
    if header is None:
        raise CheckError("the CNF has no 'p cnf VARIABLES CLAUSES' header", UNREADABLE)
    nvars, nclauses = int(header[1]), int(header[2])
    if nvars > MAX_VARS:
        raise CheckError(f"the CNF declares {nvars} variables, beyond the limit of {MAX_VARS}", LIMIT)
    checker = Checker(nvars)
    count = 0
    for _, _, lits in _clauses(body[1:], nvars, "CNF", False):
        checker.add(lits)
        count += 1
    if count != nclauses:
        raise CheckError(f"the CNF header declares {nclauses} clauses, the file has {count}")
    lemmas = deletions = ignored = 0
    for number, deletion, lits in _clauses(enumerate(proof.split("\n"), start=1), nvars, "proof", True):
        if deletion:
            done = checker.delete(lits)
            deletions, ignored = deletions + done, ignored + (not done)
            continue
        if not (checker.rup(lits) or checker.rat(lits)):
            raise CheckError(f"proof line {number}: the lemma is neither RUP nor RAT")
        checker.add(lits)
        lemmas += 1
    if not checker.conflict:
        raise CheckError("the proof does not derive the empty clause")
    return {"kind": "DRAT refutation", "variables": nvars, "clauses": nclauses,
            "lemmas": lemmas, "deletions": deletions, "ignored_deletions": ignored}


def check_file(cnf_path, proof_path) -> dict:
    """Check the files: the CNF is unsatisfiable, by the proof."""
    return check_text(_read(cnf_path, MAX_CNF_BYTES, "CNF"), _read(proof_path, MAX_PROOF_BYTES, "proof"))


def main(argv=None) -> int:
    """``python -m certify.checkers.drat FORMULA.cnf PROOF.drat``: exit 0 iff the proof refutes the CNF."""
    return verdict(argv, "drat FORMULA.cnf PROOF.drat", check_file,
                   lambda s: f"{s['kind']}: the CNF is unsatisfiable ({s['lemmas']} lemmas, {s['deletions']} "
                             f"deletions, {s['ignored_deletions']} ignored)", counts=(2,), named=1)


if __name__ == "__main__":
    raise SystemExit(main())
