"""The certificate bundle: every piece of evidence an audit's statuses rest on, written beside
its report (``certify audit --certificates DIR``) and re-checked by
:mod:`certify.checkers.bundle` alone (``certify check DIR``). Layout and meaning: docs/trust.md.

``DIR/tables/`` the checked game tables (NPZ); ``DIR/ab/`` AB-game optimality tables and
strategy trees; ``DIR/smt2/`` the SMT-LIB2 obligations of ``proved`` claims;
``DIR/manifest.json`` each claim's status, evidence files (sha256) and the data its checker
re-derives the status from. The directory appears complete or not at all: everything is
written into a sibling temporary directory that is renamed at the end.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import lzma
import shutil

import sympy
from pathlib import Path

from .._version import __version__
from ..checkers.bundle import FORMAT
from ..claims import functions
from ..claims.export import claim_tree, to_tree
from ..claims.loading import load
from ..claims.registry import GameFunction, GamePredicate
from ..errors import CertifyError
from ..files.output import staged_directory


def refuse_to_destroy(directory: Path | None, force: bool) -> None:
    """``--certificates DIR`` writes a new directory or replaces an earlier bundle (only with
    ``--force``); a non-empty directory that is not a bundle is never replaced (usage error)."""
    if directory is None or not Path(directory).is_dir() or Path(directory).is_symlink():
        return  # new (or not a directory: staged_directory refuses it)
    if not any(Path(directory).iterdir()):
        return
    manifest = Path(directory) / "manifest.json"
    try:
        head = manifest.open("rb").read(200) if manifest.is_file() and not manifest.is_symlink() else b""
    except OSError:
        head = b""
    if FORMAT.encode() not in head:
        raise CertifyError.usage(f"--certificates {directory}: a non-empty directory that is not a certificate "
                                 "bundle; refusing to replace it (give a new or empty directory)")
    if not force:
        raise CertifyError.usage(f"--certificates {directory} holds an earlier bundle; --force replaces it")


def staging(directory: Path | None):
    """A fresh sibling directory of ``directory`` that replaces it whole on success (removed
    on failure); None for ``directory`` None (:func:`certify.files.output.staged_directory`)."""
    return staged_directory(directory, "--certificates", replace=True)


def _entry(root: Path, path: Path, kind: str, key) -> dict:
    return {"path": path.relative_to(root).as_posix(), "sha256": hashlib.sha256(path.read_bytes()).hexdigest(),
            "kind": kind, "key": key}


def _used(claim) -> set[str]:
    exprs = [claim.holds, claim.where, *[b for bounds in claim.vars.values() for b in bounds]]
    return {type(f).__name__ for e in exprs if e is not None for f in e.atoms(GameFunction, GamePredicate)}


def _node_tree(claim) -> dict | None:
    """A proof-DAG node's expression (the checker rebuilds its obligation from it), or None."""
    with contextlib.suppress(CertifyError):
        return claim_tree(claim, claim.max)
    return None


def _copy_coq(audit, root: Path) -> dict:
    """With ``audit --coq``: every ``.v`` file of the development into ``root/coq``; returns
    the kernel-checked claims' theorems and modules (:func:`certify.coq.runner.attach_kernel`)."""
    if audit.coq is None:
        return {}
    target = root / "coq"
    target.mkdir()
    for source in sorted(Path(audit.coq["directory"]).glob("*.v")):
        shutil.copyfile(source, target / source.name)
    return audit.coq["claims"]


def _mastermind(root: Path, pattern: str, kind: str, games=None) -> list[dict]:
    """The committed D×N Mastermind files matching ``pattern`` (proofs/mastermind: optimality
    certificates, kind ``mastermind``; trees of named strategies such as Knuth's, kind
    ``mastermind-strategy``), copied into ``root``; key ``digits,symbols,repeats``. With
    ``games`` ((digits, symbols, repeats) triples), exactly their optimality certificates
    (:func:`certificate_path`: proofs/mastermind or proofs/bullscows, format /3)."""
    from ..claims.functions.mastermind import PROOFS, built_certificate, certificate_path

    sources = sorted(PROOFS.glob(pattern)) if games is None else \
        [certificate_path(d, n, bool(r)) for d, n, r in sorted(games)]
    entries = []
    for source in sources:
        game, scoring = source.name.split("-")[:2]
        digits, symbols = game.split("x")
        target = root / "mastermind" / source.name
        if not target.exists():
            target.parent.mkdir(exist_ok=True)
            if source.exists():
                shutil.copyfile(source, target)
            else:  # no committed certificate (a small game): the solver's, the one the claim's check read
                with lzma.open(target, "wt", encoding="utf-8") as handle:
                    handle.write(built_certificate(int(digits), int(symbols), scoring == "mm"))
        entries.append(_entry(root, target, kind, f"{digits},{symbols},{int(scoring == 'mm')}"))
    return entries


def _games(claim, names: set) -> set:
    """The (digits, symbols, repeats) of every call of ``names`` in the claim (integer arguments)."""
    calls = [f for expr in (claim.where, claim.holds) if expr is not None
             for f in expr.atoms(sympy.Function) if type(f).__name__ in names]
    if not all(a.is_Integer for f in calls for a in f.args):
        raise CertifyError(f"claim {claim.id}: a Mastermind optimum of a game not given by integers")
    return {tuple(int(a) for a in f.args) for f in calls}


def _board(root: Path) -> Path:
    """The shipped example board's certificate (certify/checkers/board.py), written once."""
    from ..adversary.traits import certificate, load_board

    path = root / "board" / "board24.json"
    if not path.exists():
        path.parent.mkdir(exist_ok=True)
        path.write_text(json.dumps(certificate(load_board()), separators=(",", ":")), encoding="utf-8")
    return path


def _copy_registry(root: Path, registry=None) -> dict:
    """The registry the bundle was written from, copied into ``root/registry`` (its TOML files,
    and any functions module a file names, beside them under its file name): its digest (the
    checker's, :func:`certify.checkers._bundle_registry.digest`, which covers the modules too),
    its files, and its functions modules (Python: ``certify check`` runs them only in an
    isolated child, :mod:`certify.checkers._isolated`)."""
    from ..checkers import CheckError
    from ..checkers._bundle_registry import digest, module_files, registry_files

    try:
        files = registry_files(registry)
        modules = module_files(registry, files) if registry is not None else []
    except CheckError as error:
        raise CertifyError(f"--certificates: {error}", error.exit_code) from None
    target = root / "registry"
    target.mkdir()
    for name, data in [*files, *modules]:
        (target / name).write_bytes(data)
    return {"sha256": digest(files, modules), "files": [name for name, _ in files], "functions": [name for name, _ in modules]}


def write_bundle(audit, root: Path, registry=None) -> Path:
    """Complete the bundle in ``root`` (which already holds ``tables/`` and ``smt2/`` from
    :func:`certify.audit.run_audit` with ``evidence=root``): AB certificates and the manifest.
    ``registry``: default the audit's own (``audit.registry``)."""
    from ..claims.functions import ab, ab_graphs

    root = Path(root)
    ab_files = []
    relabel = [(f"2x{n}-relabellings.json", "ab-relabel", n, doc) for n, doc in ab_graphs.witness_documents()]
    for name, kind, key, document in ab.documents() + relabel:
        path = root / "ab" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(document, separators=(",", ":")), encoding="utf-8")
        ab_files.append((path, kind, key))
    kernel = _copy_coq(audit, root)
    dag_nodes = {}  # a claim proved by a proof DAG -> the DAG's nodes (their own records re-derive them)
    for dag in getattr(audit, "dags", []):
        if dag["status"] == "proved":
            for settled in (dag["theorem"], *dag["proves"]):
                dag_nodes[settled] = [node["claim"] for node in dag["nodes"]]
    registry = load(registry if registry is not None else audit.registry)
    registered = registry.claims
    records = []
    for result in audit.claims:
        claim = registered[result.id]
        record = {"id": result.id, "statement": claim.statement, "status": result.status}
        used = _used(claim)
        evidence = []
        if claim.rules and any(functions.FUNCTIONS[name].table for name in used):
            if claim.rules not in audit.table_files:
                raise CertifyError(f"claim {claim.id}: no table file for {claim.rules}")
            evidence.append(_entry(root, audit.table_files[claim.rules], "table", claim.rules))
        if "P_official" in used and claim.rules != "official":  # the second table of a comparison
            if "official" not in audit.table_files:
                raise CertifyError(f"claim {claim.id}: no table file for official")
            evidence.append(_entry(root, audit.table_files["official"], "table-other", "official"))
        wants = {"ab-line": any(n.startswith("ab1_") for n in used), "ab-pair": any(n.startswith("ab2_") for n in used),
                 "ab-tree": any(n.startswith("ab_strategy_") for n in used),
                 "ab-relabel": any(n.startswith(("ab2_graph_", "ab2_move_", "ab2_class_")) for n in used)}
        evidence += [_entry(root, path, kind, key) for path, kind, key in ab_files if wants[kind]]
        if used & {"mm_total", "mm_worst", "mm_restricted"}:  # the committed optimality certificates
            evidence += _mastermind(root, "", "mastermind", _games(claim, {"mm_total", "mm_worst", "mm_restricted"}))
        if used & {"mm_knuth_total", "mm_knuth_depth"}:  # the committed trees of Knuth's strategy
            evidence += _mastermind(root, "*-knuth-tree.json", "mastermind-strategy")
        if "paz_board" in used:  # the example board's search table and fewest traits
            evidence.append(_entry(root, _board(root), "board", "board24"))
        if any(name.startswith("paz_") for name in used) and result.status in ("verified", "refuted"):
            from .paz_evidence import write_evidence

            for item in write_evidence(claim.id, root / "adversary", max_n=result.size):
                evidence += [_entry(root, Path(f), "adversary" if i == 0 else "adversary-file", item.statement)
                             for i, f in enumerate(item.files)]
        if result.id in kernel:  # the Coq theorem of this claim, with the modules it imports
            record["kernel"] = kernel[result.id]["theorem"]
            evidence += [_entry(root, root / "coq" / f"{module}.v", "coq", module)
                         for module in kernel[result.id]["modules"]]
        smt2 = root / "smt2" / f"{claim.id}.smt2"
        if result.status == "proved" and smt2.is_file():
            evidence.append(_entry(root, smt2, "smt2", claim.id))
        elif result.status == "proved" and result.id in dag_nodes:  # every SMT obligation of its DAG
            nodes = [node for node in dag_nodes[result.id] if (root / "smt2" / f"{node}.smt2").is_file()]
            evidence += [_entry(root, root / "smt2" / f"{node}.smt2", "smt2", node) for node in nodes]
            trees = {node: _node_tree(registered[node]) for node in nodes}  # the checker rebuilds their obligations
            record["nodes"] = {node: tree for node, tree in trees.items() if tree is not None}
            evidence += [_entry(root, glue, "smt2", glue.stem)  # its glue (certify.checkers.dag_glue)
                         for glue in sorted((root / "smt2").glob(f"{result.id}.glue.*.smt2"))]
        if result.status in ("open", "vacuous"):  # vacuous: no point satisfies the hypotheses (audit.vacuity)
            record["reason"] = result.note or "not settled by this tool"
        else:
            record["checker"] = {"verified": "certify.checkers.bundle: exact evaluation over the range",
                                 "refuted": "certify.checkers.bundle: exact evaluation at the counterexample",
                                 "proved": "certify.checkers.bundle: z3 and cvc5 on the SMT-LIB2 obligation"}[result.status]
            record["evidence"] = evidence
            if claim.holds is not None:  # a claim proved through its proof DAG has no expression of its own
                with contextlib.suppress(CertifyError):  # a proved claim may use what only the solvers read
                    record["claim"] = claim_tree(claim, result.size or claim.max)
            if result.status == "proved" and "route: closed form" in (result.proof or {}).get("text", "") and "claim" in record:
                from ..proofs.policy import closed_form_route

                record["closed_form"] = [[to_tree(s), to_tree(f)] for s, f in closed_form_route(claim)[1]]
            if result.status == "refuted":
                record["counterexample"] = point = {k: str(v) for k, v in (result.counterexample or {}).get("at", {}).items()}
                if "N" not in point and "claim" in record and any(  # its where or holds reads N: the size it was found at
                        getattr(s, "name", "") == "N" for e in (claim.where, claim.holds) for s in getattr(e, "free_symbols", ())):
                    point["N"] = str(record["claim"]["N"])
            elif result.status == "verified" or result.bounded_passed:  # a bounded check ran through and passed
                record["cases"] = result.cases
        # issue 25 (vacuity), a separate addition: the checked witness of the claim's hypotheses, or
        # for a vacuous claim the obligation (its hypotheses alone) that both solvers found unsat
        if result.status in ("verified", "proved") and "claim" in record and (result.hypotheses or {}).get("witness"):
            record["witness"] = result.hypotheses["witness"]
        empty = root / "smt2" / f"{claim.id}.hypotheses.smt2"
        if result.status == "vacuous" and empty.is_file():
            record["evidence"] = [_entry(root, empty, "smt2", f"{claim.id}.hypotheses")]
        if result.status == "vacuous" and claim.holds is not None:  # what it states, bound to the registry
            with contextlib.suppress(CertifyError):
                record["claim"] = claim_tree(claim, result.size or claim.max)
        records.append(record)
    for leftover in (root / "smt2").glob("*.smt2") if (root / "smt2").is_dir() else ():
        if not any(e["path"] == leftover.relative_to(root).as_posix() for r in records for e in r.get("evidence", [])):
            leftover.unlink()  # obligations of claims that are not proved: not evidence
    manifest = {"format": FORMAT, "tool": f"certify {__version__}", "registry": _copy_registry(root, registry.source),
                "claims": records}
    if not records:
        raise CertifyError("--certificates: no claim to write (a bundle with no claim is not valid)")
    lines = [json.dumps(record, separators=(",", ":"), ensure_ascii=False) for record in records]  # one claim a line
    head = json.dumps({k: v for k, v in manifest.items() if k != "claims"})[:-1]
    (root / "manifest.json").write_text(head + ', "claims": [\n' + ",\n".join(lines) + "\n]}\n", encoding="utf-8")
    return root / "manifest.json"


def obligation_texts(claim) -> list[str]:
    """Every SMT-LIB2 text the prover may write for ``claim`` (certify.proofs.prover: the real
    relaxation when it applies, then the exact translation; the series route's identity for an
    untranslatable sum), derived without running a solver."""
    from ..proofs.policy import closed_form_route, induction_route, series_route
    from ..proofs.prover import Untranslatable, build, claim_obligation, relaxes, smt2_text

    if claim.holds is None or claim.method not in ("symbolic", "both"):
        return []
    relax = relaxes(claim)
    texts = []
    for relaxed in (True, False) if relax else (False,):
        try:
            solver, _, _ = build(claim, relaxed)
            texts.append(claim_obligation(claim, solver, relaxed)[0])
        except Untranslatable:
            route = series_route(claim) if not claim.uses_game else None
            routes = [route] if route is not None else [induction_route(claim), closed_form_route(claim)]
            for route in routes:  # a sum with a symbolic bound: induction, then SymPy's closed form (certify.proofs.prover)
                if route is not None:
                    with contextlib.suppress(Untranslatable):
                        texts.append(smt2_text(route[0], build(route[0])[0]))
    return texts


def registry_index(registry=None) -> dict:
    """The expression index of a registry (certify/checkers/_bundle_registry.py): each claim's
    expression digest (vars, where, holds, as :func:`claim_tree` exports them), the digests of
    the SMT-LIB2 obligations the prover may write for it (:func:`obligation_texts`), and the
    claims whose obligations a bundle lists when it is proved (its own, else its proof DAG's
    nodes' that have one); with the sha256 of every registry file, so a registry file that
    changed unbinds its claims."""
    from ..checkers import _bundle_registry as bundle_registry, dag_glue
    from ..checkers import CheckError
    from ..claims.registry import DATA

    root = Path(registry) if registry else DATA
    loaded = load(registry)
    registered = loaded.claims
    obligations = {ident: sorted({bundle_registry.smt2_digest(text) for text in obligation_texts(claim)})
                   for ident, claim in registered.items()}
    dag_nodes = {}
    for dag in loaded.dags:
        for settled in (dag.theorem, *dag.proves):
            dag_nodes[settled] = [node.claim for node, _ in dag.walk() if obligations[node.claim]]
    claims = {}
    for ident, claim in sorted(registered.items()):
        tree = None
        if claim.holds is not None:
            with contextlib.suppress(CertifyError):
                tree = bundle_registry.tree_digest(claim_tree(claim, claim.max))
        claims[ident] = {"tree": tree, "obligation": obligations[ident],
                         "smt2": [ident] if obligations[ident] else dag_nodes.get(ident, [])}
        statement = coq_statement(claim)
        if statement is not None:
            claims[ident]["coq"] = statement
    # a proved DAG theorem also lists its glue obligations (certify.checkers.dag_glue writes them
    # from the registry's [[glue]] tables), after its nodes', in the order the bundle files them
    with contextlib.suppress(CheckError):  # a malformed glue leaves its DAG open: nothing to list
        for theorem, made in dag_glue.obligations(root).items():
            keys = sorted((f"{theorem}.glue.{name}" for name, _ in made), key=lambda key: f"{key}.smt2")
            texts = {f"{theorem}.glue.{name}": text for name, text in made}
            for key in keys:
                claims[key] = {"tree": None, "obligation": [bundle_registry.smt2_digest(texts[key])], "smt2": []}
            if theorem in claims:
                claims[theorem]["smt2"] = claims[theorem]["smt2"] + keys
    files = bundle_registry.registry_files(root)
    return {"format": bundle_registry.INDEX_FORMAT, "registry": bundle_registry.digest(files),
            "files": {name: hashlib.sha256(data).hexdigest() for name, data in files}, "claims": claims}


def coq_statement(claim) -> dict | None:
    """A claim's Coq theorem as the bundle checker compiles it (certify/checkers/coq.py): its
    module, its theorem's name and the text of its file up to the proof, printed from the
    registry by :func:`certify.coq.runner.claim_theorem` (the bundle supplies only the proof);
    None for a claim with no Coq route or one the printer cannot express."""
    from ..coq.claims import Untranslatable
    from ..coq.runner import claim_theorem

    if not getattr(claim, "coq", None):
        return None
    try:
        theorem = claim_theorem(claim)
    except (Untranslatable, CertifyError):
        return None
    cut = theorem.source.find("\nProof")
    if cut < 0:
        return None
    return {"module": f"Claim_{theorem.name}", "theorem": theorem.name, "statement": theorem.source[:cut + 1]}


def index_text(index: dict) -> str:
    return json.dumps(index, sort_keys=True, indent=0) + "\n"


def index_in_child(registry: Path, out: str) -> None:
    """``python -m certify.audit.bundle --index-of REGISTRY OUT``, run by ``certify check`` in an
    isolated child (:mod:`certify.checkers._isolated`): the expression index of a registry that
    is not the packaged one, written to ``OUT`` in the child's private directory. What the export
    needs is imported first; then :func:`certify.checkers._isolated.contain` refuses the rest of
    the process (the registry's functions module, imported by the loader) any write outside that
    directory, any process, socket or native library."""
    import os

    from ..checkers._isolated import contain
    from ..claims import export, loading  # noqa: F401  (imported before the module runs)
    from ..coq import claims, runner  # noqa: F401
    from ..proofs import policy, prover, translate  # noqa: F401
    from ..checkers import dag_glue  # noqa: F401

    with contextlib.suppress(ImportError):
        import z3  # noqa: F401  (a native library: loaded before the audit hook refuses any)
    contain(os.getcwd())
    Path(out).write_text(index_text(registry_index(registry)), encoding="utf-8")


if __name__ == "__main__":  # python -m certify.audit.bundle --index: rewrite the packaged expression index
    import sys

    from ..checkers._bundle_registry import INDEX

    if sys.argv[1:2] == ["--index-of"] and len(sys.argv) == 4:
        try:
            index_in_child(Path(sys.argv[2]), sys.argv[3])
        except CertifyError as error:
            print(" ".join(str(error).split())[:400], file=sys.stderr)
            raise SystemExit(int(error.exit_code)) from None
        except Exception as error:  # noqa: BLE001  (the registry's module may raise anything: one line)
            print(f"{type(error).__name__}: {' '.join(str(error).split())}"[:400], file=sys.stderr)
            raise SystemExit(3) from None
        raise SystemExit(0)
    if sys.argv[1:] != ["--index"]:
        raise SystemExit("usage: python -m certify.audit.bundle --index")
    INDEX.write_text(index_text(registry_index()), encoding="utf-8")
    print(f"wrote {INDEX}")
