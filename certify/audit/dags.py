"""Proof DAGs: a theorem settled from its nodes' computed statuses (``registry.Dag``)."""

from __future__ import annotations

from ..claims.dags import glue_verdict
from .results import ClaimResult


def apply_dags(results: list[ClaimResult], dags, verdict=None) -> list[dict]:
    """Settle every proof DAG from its nodes' computed statuses (see ``registry.Dag``).

    The theorem claim is ``proved`` exactly when every node (coverage nodes with all their
    cases) was proved in this run; otherwise ``open``, naming the nodes that are not. When
    it is proved, each claim in ``proves`` whose bounded check passed becomes ``proved`` if the
    glue promotes it (its ``[[glue.promote]]`` obligations: the glue's domain covers the claim's
    whole range, and its conclusion implies the claim's statement); otherwise (no promotion, or
    a range compared and the statement only read) it stays ``verified``, with the gap in its note.
    Returns each DAG as a dict for the reports (nodes with depth, role and status). ``verdict``:
    :func:`certify.claims.dags.glue_verdict`, or the same verdicts computed beside the claims.
    """
    verdict = verdict or glue_verdict
    by_id = {r.id: r for r in results}
    out = []
    for dag in _dependencies_first(dags):
        nodes = [{"claim": node.claim, "role": node.role, "depth": depth,
                  "status": by_id[node.claim].status if node.claim in by_id else "not checked",
                  "finite": node.finite}
                 for node, depth in dag.walk()]
        glue = (verdict(dag.directory or None, dag.theorem) if dag.theorem in by_id  # induction and cover, checked
                else {"checked": False, "obligations": (), "problem": "theorem not in this run", "promoted": {}})
        nodes.append({"claim": f"{dag.theorem} (glue: {len(glue['obligations'])} obligations)", "role": "glue",
                      "depth": 0, "status": "proved" if glue["checked"] else "open", "finite": False})
        # a base case that is a finite instance, checked exactly on the certified table, is complete
        # an empty case of a cover (no point satisfies its hypotheses: certify.audit.vacuity) needs no proof
        # a premise (issue 36 item 4) is an engine check the proof rests on, verified over its stated range
        unproved = [n["claim"] for n in nodes
                    if not (n["status"] == "proved" or (n["role"] == "base" and n["finite"] and n["status"] == "verified")
                            or (n["role"] == "case" and n["status"] == "vacuous")
                            or (n["role"] == "premise" and n["status"] == "verified"))]
        parts = [by_id[i] for i in dag.proves if i in by_id]
        contradicted = [p.id for p in parts if p.status == "refuted"]
        # a glue over game values proves what its promotions imply: with none, the theorem states nothing checked
        unlinked = glue["checked"] and glue.get("bound", True) and not any(
            glue.get("promoted", {}).get(c) == "statement" for c in dag.proves)
        premises = [n["claim"] for n in nodes if n["role"] == "premise"]
        status = "proved" if not unproved and not contradicted and not unlinked else "open"
        theorem = by_id.get(dag.theorem)
        if theorem is not None:
            theorem.status = status
            theorem.cases = len(nodes)
            if status == "proved":
                theorem.range = f"all parameters (proof DAG: {len(nodes)} nodes, every one proved)"
                if not glue.get("bound", True):  # issue 36 item 1: said, not proved-all silently
                    theorem.range = (f"all parameters (proof DAG: {len(nodes)} nodes, every one proved; glue without binding: "
                                     f"no induction predicate over the game value, the nodes' variables tied to the game by their readings)")
                theorem.range = _resting(theorem.range, premises, by_id)
            else:
                why = f"nodes not proved: {', '.join(unproved)}" if unproved else ""
                why += f" ({glue['problem']})" if glue["problem"] else ""
                if contradicted:
                    why += ("; " if why else "") + f"a bounded check contradicts it: {', '.join(contradicted)}"
                if unlinked:
                    why += ("; " if why else "") + ("its glue's conclusion implies the statement of no claim of its proves "
                                                    "(no [[glue.promote]] with a holds obligation)")
                theorem.note = (theorem.note + " " if theorem.note else "") + f"Proof DAG open: {why}."
        if status == "proved":
            linked = glue.get("promoted", {})
            for part in parts:
                if part.status != "verified":
                    continue
                if part.id not in linked:  # the glue does not compare it with its domain: it stays bounded
                    part.note = (part.note + " " if part.note else "") + (
                        f"Not promoted by the proof DAG of {dag.theorem} (proved): no [[glue.promote]] obligation "
                        f"shows that the glue's domain and conclusion cover its range.")
                    continue
                if linked[part.id] != "statement":  # issue 36 item 2: a range compared is not a statement implied
                    part.note = (part.note + " " if part.note else "") + (
                        f"Not promoted by the proof DAG of {dag.theorem} (proved): its range lies inside the glue's domain "
                        f"(checked), but no obligation shows that the glue's conclusion implies its statement (linked by "
                        f"reading only), so it stays bounded.")
                    continue
                part.status = "proved"
                part.range = (f"all parameters (proof DAG of {dag.theorem}; its range and statement implied by the glue's "
                              f"domain and conclusion, checked); bounded check also passed for {part.range}")
                if premises:  # what the theorem rests on, its promotions rest on too
                    part.range = _resting(f"{part.range})", premises, by_id)[:-1]  # its parentheses closed already
        out.append({"theorem": dag.theorem, "status": status, "premises": dag.premises,
                    "well_founded": dag.well_founded, "proves": list(dag.proves), "nodes": nodes})
    return out


def _resting(text: str, premises: list[str], by_id: dict) -> str:
    """A proved DAG's range naming the premises it rests on (role ``premise``: an engine check over
    every state up to a stated size, not a proof; issue 36 item 4), each with its checked range."""
    if not premises:
        return text
    named = "; ".join(f"{p} ({by_id[p].status}: {by_id[p].range})" if p in by_id else p for p in premises)
    checked = sum(1 for p in premises if p in by_id and by_id[p].status == "verified")
    text = text.replace("every one proved", f"every one proved but {checked} premise{'s' if checked != 1 else ''}, verified", 1)
    return (f"{text[:-1]}; rests on the premise{'s' if len(premises) > 1 else ''} {named}: "
            f"{'engine checks over their ranges, not proofs' if len(premises) > 1 else 'an engine check over its range, not a proof'})")


def _dependencies_first(dags) -> list:
    """The DAGs in an order where a DAG whose theorem is a node of another is settled first."""
    by_theorem = {dag.theorem: dag for dag in dags}
    ordered, seen = [], set()

    def visit(dag, path=()):
        if dag.theorem in seen or dag.theorem in path:
            return
        for node, _ in dag.walk():
            if node.claim in by_theorem:
                visit(by_theorem[node.claim], (*path, dag.theorem))
        seen.add(dag.theorem)
        ordered.append(dag)

    for dag in dags:
        visit(dag)
    return ordered
