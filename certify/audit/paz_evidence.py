"""The certificate files a Paz-Peterfreund claim rests on, for a certificate bundle.

``write_evidence(claim_id, directory, max_n=None) -> list[Evidence]``

Evaluates the registry claim ``claim_id`` (an id starting with ``paz.``) over its parameter
range (``max_n`` overrides the claim's ``max`` as ``certify audit --max`` does), records every
certificate that a checker of the trusted base accepted for a value the claim read, and writes
them into ``directory`` (created if missing), one file per certificate, named by its kind and
the sha256 of its content (``code-9-3-24-50ce22bad65c.json``) so that claims sharing a
certificate share the file (writing is atomic; an existing file of the
same name is overwritten with the same bytes). Returns one :class:`Evidence` per certificate,
sorted by name: ``path`` (the JSON certificate), ``files`` (every file written, the JSON
first, then for a SAT refutation its ``.cnf`` and ``.drat``), ``checker`` (the module of
``certify.checkers`` whose ``check_file(path)`` re-verifies it: ``adversary`` or ``games``;
``adversary.check_file`` also accepts game certificates and SAT refutations, running
``games`` and ``drat`` in a subprocess) and ``statement`` (one line: what it proves).

Every certificate's ``check_file`` raises its ``CheckError`` (``exit_code`` 1 invalid, 3
unreadable, 4 limit) if a single entry is changed: a code word, a dual coefficient, a strategy
row, a losing state, a CNF clause or a proof line (the JSON records the sha256 of the CNF and
proof). Claims that read no certificate (the board, the exhaustive strategy plays) give ``[]``.

    python -m certify.audit.paz_evidence CLAIM_ID DIRECTORY   # writes, then lists the files
"""
from __future__ import annotations

import functools
import sys
from dataclasses import dataclass
from pathlib import Path

from ..errors import CertifyError
from ..adversary.certificates import Certificate


@dataclass(frozen=True)
class Evidence:
    path: Path
    files: tuple[Path, ...]
    checker: str
    statement: str


def statement(certificate: Certificate) -> str:
    """One line: what the certificate proves."""
    doc = certificate.doc
    kind = doc["format"].split("/")[0].removeprefix("certify-adversary-")
    if kind == "code":
        return f"a code of {len(doc['words'])} words of length {doc['length']} with distance {doc['distance']}"
    if kind in ("bound", "delsarte", "sat"):
        how = {"bound": doc.get("bound"), "delsarte": "Delsarte LP dual", "sat": "DRAT-checked SAT refutation"}[kind]
        return f"no code of {doc['words']} words of length {doc['length']} with distance {doc['distance']} ({how})"
    chooser = f"{doc['d']} {doc['game']}" if doc["d"] else "an honest chooser"
    verb = "suffice" if kind == "game-win" else "do not suffice"
    return f"{doc['questions']} adaptive questions {verb} for {doc['n']} characters against {chooser}"


@functools.lru_cache(maxsize=None)
def _paz_claims() -> dict:
    from ..claims.loading import load
    from ..claims.registry import DATA

    return load(DATA / "paz.toml").claims


def certificates_of(claim_id: str, max_n: int | None = None) -> list[Certificate]:
    """The certificates behind the values the claim reads, sorted by name."""
    from ..claims.bounded import check_bounded
    from ..claims.evaluate import pure_functions
    from ..adversary.optimal import recording

    claims = _paz_claims()
    if claim_id not in claims or not claim_id.startswith("paz."):
        raise CertifyError(f"no Paz-Peterfreund claim {claim_id!r}")
    claim = claims[claim_id]
    with recording() as found:
        try:
            check_bounded(claim, max_n or claim.max, pure_functions())
        except CertifyError:
            pass  # an open or failing value: the certificates recorded so far are still written
    return [found[name] for name in sorted(found)]


def write_evidence(claim_id: str, directory, max_n: int | None = None) -> list[Evidence]:
    """Write the claim's certificate files into ``directory``; see the module docstring."""
    directory = Path(directory)
    written = []
    for certificate in certificates_of(claim_id, max_n):
        files = tuple(certificate.write(directory))
        written.append(Evidence(files[0], files, certificate.checker, statement(certificate)))
    return written


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python -m certify.audit.paz_evidence CLAIM_ID DIRECTORY", file=sys.stderr)
        return 2
    try:
        for item in write_evidence(argv[0], argv[1]):
            print(f"{item.path}  [{item.checker}]  {item.statement}")
    except CertifyError as error:
        print(f"error: {error}", file=sys.stderr)
        return error.exit_code
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
