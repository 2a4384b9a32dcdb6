"""Certificates for every adversary count, built here and accepted by the trusted base first.

The engines (codes, Delsarte LPs, SAT, game searches) produce a :class:`Certificate`: a JSON
document in the canonical form of :mod:`certify.checkers.adversary` (codes, non-existence
bounds, SAT refutations with their CNF and DRAT proof) or :mod:`certify.checkers.games`
(adaptive strategies and losing-state tables). :func:`check` writes it to text and has the
checker re-read and verify that text; a count is taken from the checker's summary, never
from the engine. :mod:`certify.audit.paz_evidence` writes the same files for a certificate bundle.
"""
from __future__ import annotations

import hashlib
import json
import tempfile
from dataclasses import dataclass
from pathlib import Path

from ..checkers import adversary as advcheck
from ..checkers import games as gamecheck
from ..errors import CertifyError


@dataclass(frozen=True)
class Certificate:
    kind: str  # what it is about, e.g. "code-9-3-24" (length, distance, words)
    doc: dict
    sidecars: tuple = ()  # ((suffix, text), ...): the CNF and the DRAT proof of a SAT refutation

    @property
    def name(self) -> str:
        """The file stem: the kind and the first 12 hex digits of the sha256 of the JSON text
        (two different certificates never share a file)."""
        return f"{self.kind}-{hashlib.sha256(self.text.encode('ascii')).hexdigest()[:12]}"

    @property
    def checker(self) -> str:
        """The module of certify.checkers whose ``check_file`` verifies the JSON file."""
        return "games" if self.doc["format"] in gamecheck.FORMATS else "adversary"

    @property
    def text(self) -> str:
        return advcheck.canonical(self.doc)

    def write(self, directory: Path) -> list[Path]:
        """Write ``NAME.json`` (and its sidecars) into ``directory``; return the paths."""
        directory.mkdir(parents=True, exist_ok=True)
        paths = []
        for suffix, text in ((".json", self.text),) + tuple(self.sidecars):
            path = directory / f"{self.name}{suffix}"
            partial = path.with_name(path.name + ".partial")
            partial.write_text(text, encoding="ascii")
            partial.replace(path)
            paths.append(path)
        return paths


def check(certificate: Certificate) -> dict:
    """The checker's summary of the certificate, read back from its canonical text."""
    try:
        if certificate.sidecars:  # a SAT refutation: the checker reads the files, as a bundle would
            with tempfile.TemporaryDirectory(prefix="certify-sat-") as folder:
                return advcheck.check_file(certificate.write(Path(folder))[0])
        doc = json.loads(certificate.text)
        if certificate.checker == "games":
            return gamecheck.check_document(doc)
        return advcheck.check_document(doc)
    except (advcheck.CheckError, gamecheck.CheckError) as error:
        raise CertifyError.internal(f"certificate {certificate.name} rejected by the checker: {error}") from None


def _statement(kind: str, length: int, distance: int, words: int) -> dict:
    return {"format": advcheck.FORMAT % kind, "length": length, "distance": distance, "words": words}


def code(length: int, distance: int, words: list[int]) -> Certificate:
    doc = {**_statement("code", length, distance, sorted(words))}
    return Certificate(f"code-{length}-{distance}-{len(words)}", doc)


def bound(length: int, distance: int, words: int, name: str) -> Certificate:
    doc = {**_statement("bound", length, distance, words), "bound": name}
    return Certificate(f"bound-{length}-{distance}-{words}", doc)


def delsarte(length: int, distance: int, words: int, dual: dict) -> Certificate:
    doc = {**_statement("delsarte", length, distance, words), "L": dual["L"],
           "y": [str(v) for v in dual["y"]], "z": {str(i): str(v) for i, v in dual["z"].items()}}
    return Certificate(f"delsarte-{length}-{distance}-{words}", doc)


def sat(length: int, distance: int, words: int, cnf: str, proof: str) -> Certificate:
    doc = {**_statement("sat", length, distance, words),
           "cnf_sha256": hashlib.sha256(cnf.encode("ascii")).hexdigest(),
           "proof_sha256": hashlib.sha256(proof.encode("ascii")).hexdigest()}
    return Certificate(f"sat-{length}-{distance}-{words}", doc, ((".cnf", cnf), (".drat", proof)))


def _game(kind: str, game: str, d: int, n: int, questions: int, key: str, rows) -> Certificate:
    doc = {"format": f"certify-adversary-game-{kind}/1", "game": game, "d": d, "n": n,
           "questions": questions, key: sorted(rows)}
    return Certificate(f"game-{kind}-{game}-{d}-{n}-{questions}", doc)


def _start(game: str, n: int, d: int) -> tuple:
    return (n, d) if game == "erasures" else (n,) + (0,) * d


def game_win(game: str, d: int, n: int, questions: int, choose) -> Certificate:
    """The strategy table from ``choose(state, q)`` (a take winning ``state`` in q questions)."""
    rows, stack = {}, [(questions, _start(game, n, d))]
    while stack:
        q, state = stack.pop()
        if gamecheck.won(game, state) or (q, state) in rows:
            continue
        take = choose(state, q)
        if take is None:
            raise CertifyError.internal(f"no winning question at {state} with {q} questions")
        rows[(q, state)] = [q, *state, *take]
        stack.extend((q - 1, child) for child in gamecheck.moves(game, d, state, take))
    return _game("win", game, d, n, questions, "strategy", rows.values())


def game_loss(game: str, d: int, n: int, questions: int, losing) -> Certificate:
    """The losing-state table from the oracle ``losing(state, q)``. For each question an answer
    lost outright needs nothing; otherwise a child already listed is preferred (a smaller
    table), else the first the oracle calls losing. A last pass keeps exactly the rows the
    checker uses (it takes, per question, the first listed child in its order)."""
    rows, start = set(), _start(game, n, d)
    if gamecheck.won(game, start) or questions < 0:
        raise CertifyError.internal(f"{n} characters cannot be lost with {questions} questions")
    stack = [] if gamecheck.lost(game, d, start, questions) else [(questions, start)]
    while stack:
        q, state = stack.pop()
        if (q, state) in rows:
            continue
        if q < 1 or gamecheck.won(game, state):
            raise CertifyError.internal(f"{state} with {q} questions is not lost")
        rows.add((q, state))
        for take in gamecheck.takes(game, d, state):
            children = gamecheck.moves(game, d, state, take)
            if any(gamecheck.lost(game, d, c, q - 1) for c in children):
                continue
            if any((q - 1, c) in rows for c in children):
                continue
            child = next((c for c in children if losing(c, q - 1)), None)
            if child is None:
                raise CertifyError.internal(f"{state} with {q} questions is not lost: {take} wins")
            stack.append((q - 1, child))
    used = set() if gamecheck.lost(game, d, start, questions) else {(questions, start)}
    for q, state in sorted(rows, reverse=True):  # parents first, as the checker reads them
        if (q, state) not in used:
            continue
        for take in gamecheck.takes(game, d, state):
            children = gamecheck.moves(game, d, state, take)
            if not any(gamecheck.lost(game, d, c, q - 1) for c in children):
                used.add(next((q - 1, c) for c in children if (q - 1, c) in rows))
    return _game("loss", game, d, n, questions, "losing", ([q, *s] for q, s in used))
