"""The HTML audit report: what the audit produced, readable.

It opens with a summary table per paper (claims by status, named by title), then each paper's
claims, each with an anchor (``#claim-ID``): its statement, its formula rendered by the
bundled KaTeX (``certify/audit/katex``, copied beside the report: no network), its reading,
counterexample (``#cx-ID``), the evidence files of the bundle when ``--certificates`` wrote
one, and a link to the proof DAG it belongs to (``#dag-THEOREM``). Only the DAGs of claims
that ran are drawn.

It renders audit results only: nothing is solved or re-checked here. Figures (with the
``[plots]`` extra) are drawn from the table files the audit kept in its bundle, as floats,
for looking, not certifying; one small PNG per table, none duplicated.
"""

from __future__ import annotations

import base64
import html
import io
import json
import os
import shutil
from pathlib import Path

from ..checkers import STATUSES
from ..claims import papers
from ..claims import loading
from ..files.resources import packaged
from .report_markdown import RANGES, claim_facts
from .results import AuditResult

FIGURE_SIZE = 64
STATUS_COLOURS = {"proved": "#1a7f37", "verified": "#2f6fb3", "refuted": "#c62828", "open": "#6a6a6a", "vacuous": "#b26a00"}
KATEX = "katex"  # the assets' folder beside the report
STYLE = """body{font-family:system-ui,sans-serif;max-width:1100px;margin:2em auto;padding:0 1em;color:#222}
.claim{border-left:4px solid #ccc;padding:.3em .8em;margin:.8em 0}
.status{font-weight:bold;text-transform:uppercase;font-size:.85em}
blockquote{color:#555;margin:.3em 0 .3em 1em}
table.summary{border-collapse:collapse}table.summary td,table.summary th{border:1px solid #ccc;padding:.2em .6em;text-align:right}
table.summary td:first-child{text-align:left}
img{max-width:100%}.figs{display:flex;flex-wrap:wrap;gap:1em}.formula{margin:.3em 0;overflow-x:auto}
.regression{background:#fff0f0}.filter label{margin-right:1em}.hidden{display:none}"""
RENDER = """document.addEventListener("DOMContentLoaded", function () {
  document.querySelectorAll(".math").forEach(function (el) {
    katex.render(el.getAttribute("data-tex"), el, {throwOnError: false, displayMode: true});
  });
});"""
# the filter by status: a claim is shown iff its status is ticked (and, with "regressions only",
# it is a regression); without JavaScript every claim is shown and the boxes do nothing
FILTER = """function certifyFilter() {
  var shown = {}, only = document.getElementById("only-regressions").checked;
  document.querySelectorAll(".filter input[data-status]").forEach(function (box) {
    shown[box.getAttribute("data-status")] = box.checked;
  });
  document.querySelectorAll(".claim").forEach(function (el) {
    var visible = shown[el.getAttribute("data-status")] && (!only || el.classList.contains("regression"));
    el.classList.toggle("hidden", !visible);
  });
}
document.addEventListener("DOMContentLoaded", function () {
  document.querySelectorAll(".filter input").forEach(function (box) { box.addEventListener("change", certifyFilter); });
  certifyFilter();
});"""


def _anchor(kind: str, ident: str) -> str:
    return f"{kind}-{ident}"


def latex(expression) -> str:
    r"""``expression`` as LaTeX by SymPy's printer, every function of more than one letter named
    as an operator, underscores and digits included (``is_prime(n)`` is
    ``\operatorname{is\_prime}``, not "is" with a subscript "prime"); one-letter functions
    (``P``, ``F``) and LaTeX's own (``\sin``) as SymPy prints them.

    >>> import sympy
    >>> n = sympy.Symbol("n", integer=True)
    >>> print(latex(sympy.Function("is_prime")(n)))
    \operatorname{is\_prime}{\left(n \right)}
    >>> print(latex(sympy.Function("P")(n) + sympy.sin(n)))
    P{\left(n \right)} + \sin{\left(n \right)}
    """
    from sympy.printing.latex import LatexPrinter, accepted_latex_functions

    class OperatorNames(LatexPrinter):
        def _hprint_Function(self, func: str) -> str:
            if len(func) == 1 or func in accepted_latex_functions:
                return super()._hprint_Function(func)
            return r"\operatorname{%s}" % func.replace("_", r"\_")

    return OperatorNames().doprint(expression)


def _latex(claim) -> str | None:
    """The claim's formula as LaTeX (:func:`latex`), or None."""
    if claim is None or claim.holds is None:
        return None
    try:
        return latex(claim.holds)
    except Exception:  # noqa: BLE001  (a printer gap: the statement stays, the formula is left out)
        return None


def beside(bundle: Path | None, html_dir: Path | None) -> bool:
    """Whether the bundle lies in the report's folder or below it: the two then travel together
    (copied, committed or published as one folder), so links from the report to the evidence
    stay valid. A bundle elsewhere (``--certificates out/b --html docs/r.html``) gets no links:
    they would lead nowhere once the report is moved or committed without it."""
    if bundle is None:
        return False
    base = Path(html_dir) if html_dir is not None else Path.cwd()
    try:
        Path(bundle).resolve().relative_to(base.resolve())
    except ValueError:
        return False
    return True


def _evidence(bundle: Path | None, html_dir: Path | None) -> dict[str, list[str]]:
    """Claim id -> its evidence files (the bundle's manifest): links relative to ``html_dir``
    when the bundle is :func:`beside` the report, each to a file that exists; else their paths
    inside the bundle, shown as text."""
    if bundle is None or not (Path(bundle) / "manifest.json").is_file():
        return {}
    manifest = json.loads((Path(bundle) / "manifest.json").read_text(encoding="utf-8"))
    base = Path(html_dir) if html_dir is not None else Path.cwd()
    linked = beside(bundle, html_dir)
    files = {}
    for record in manifest.get("claims", []):
        paths = [entry["path"] for entry in record.get("evidence", []) if "path" in entry]
        files[record["id"]] = ([os.path.relpath(Path(bundle) / path, base).replace(os.sep, "/")
                                for path in paths if (Path(bundle) / path).is_file()] if linked else paths)
    return files


def _figures(audit: AuditResult, bundle: Path | None) -> list[tuple[str, str]]:
    """(caption, PNG data URL) of each table file the audit kept in its bundle: its values, drawn
    as floats."""
    if not audit.table_files:
        return []
    from ..extras import available

    if not available("matplotlib"):
        return []
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    from ..checkers.tables import load

    figures = []
    for rules, path in sorted(audit.table_files.items()):
        path = Path(path)
        if not path.is_file() and bundle is not None:  # the staging folder became the bundle
            path = Path(bundle) / "tables" / path.name
        if not path.is_file():
            continue
        _, top, scaled = load(Path(path), rules)[:3]
        size = min(top, FIGURE_SIZE)
        n_idx, m_idx = np.meshgrid(np.arange(1, size + 1), np.arange(1, size + 1), indexing="ij")
        part = np.asarray(scaled)[1:size + 1, 1:size + 1]
        values = np.where(part >= 0, part / (n_idx * m_idx), np.nan)
        fig, ax = plt.subplots(figsize=(4.6, 3.9))
        image = ax.imshow(values, origin="lower", extent=(0.5, size + 0.5, 0.5, size + 0.5), cmap="viridis")
        ax.set_xlabel("m (opponent's pool)")
        ax.set_ylabel("n (pool of the player to move)")
        ax.set_title(f"{rules}: P(n, m)", fontsize=10)
        fig.colorbar(image, ax=ax, label="probability the player to move wins")
        buffer = io.BytesIO()
        fig.savefig(buffer, format="png", dpi=72, bbox_inches="tight")
        plt.close(fig)
        figures.append((f"{rules}: exact values of the audited table (N = {top}), drawn as floats",
                        "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode()))
    return figures


def dag_html(dag: dict, ran: set[str]) -> str:
    """A proof DAG as a nested list, each node coloured by its status and linked to its claim."""
    colour = STATUS_COLOURS.get(dag["status"], "#ccc")
    out = [f"<h3 id='{html.escape(_anchor('dag', dag['theorem']))}'>Proof DAG of "
           f"<a href='#{html.escape(_anchor('claim', dag['theorem']))}'><code>{html.escape(dag['theorem'])}</code></a>: "
           f"<span class='status' style='color:{colour}'>{dag['status']}</span></h3>",
           f"<p><b>Premises:</b> {html.escape(dag['premises'])}</p>",
           f"<p><b>Induction:</b> {html.escape(dag['well_founded'])}</p>", "<ul class='dag'>"]
    depth = 0
    for node in dag["nodes"]:
        while depth < node["depth"]:
            out.append("<ul>")
            depth += 1
        while depth > node["depth"]:
            out.append("</ul>")
            depth -= 1
        c = STATUS_COLOURS.get(node["status"], "#ccc")
        name = html.escape(node["claim"])
        label = f"<a href='#{html.escape(_anchor('claim', node['claim']))}'><code>{name}</code></a>" if node["claim"] in ran \
            else f"<code>{name}</code>"
        out.append(f"<li>{label} ({node['role']}): <span class='status' style='color:{c}'>{node['status']}</span>"
                   + (" (a finite instance, checked exactly on the certified table)"
                      if node.get("finite") and node["status"] == "verified" else "")
                   + (" (an empty case: no point satisfies its hypotheses, so it needs no proof)" if node["status"] == "vacuous" else "")
                   + "</li>")
    out.append("</ul>" * (depth + 1))
    return "\n".join(out)


def html_report(audit: AuditResult, registry=None, bundle: Path | None = None, html_dir: Path | None = None,
                katex: str | None = KATEX) -> str:
    """The report's text. ``bundle``: the ``--certificates`` folder (evidence links, relative to
    ``html_dir``); ``katex``: the URL of the KaTeX folder (None: formulas shown as LaTeX text);
    ``registry``: default the audit's own (``audit.registry``), read only for a result whose claim
    carries no formula."""
    registered: dict | None = None
    summary = audit.summary()
    ran = {c.id for c in audit.claims}
    dags = [d for d in audit.dags if d["theorem"] in ran or any(n["claim"] in ran for n in d["nodes"])]
    in_dag = {}
    for dag in dags:
        for node in dag["nodes"]:
            in_dag.setdefault(node["claim"], dag["theorem"])
    evidence = _evidence(bundle, html_dir)
    head = ["<!doctype html><html lang='en'><head><meta charset='utf-8'><title>certify audit</title>",
            f"<style>{STYLE}</style>"]
    if katex:
        head += [f"<link rel='stylesheet' href='{katex}/katex.min.css'>", f"<script src='{katex}/katex.min.js'></script>",
                 f"<script>{RENDER}</script>"]
    head.append(f"<script>{FILTER}</script>")
    out = [*head, "</head><body>", "<h1>Audit of the papers' claims</h1>",
           f"<p>{html.escape(audit.counts())}; {len(summary['regressions'])} differ from the registry "
           f"(certify {html.escape(summary['tool_version'])}, {audit.seconds:.0f} s).</p>",
           *([f"<p>{html.escape(line)}</p>" for line in audit.mutation.markdown()] if audit.mutation is not None else []),
           "<h2 id='summary'>Summary by paper</h2><table class='summary'><tr><th>paper</th>"
           + "".join(f"<th>{s}</th>" for s in STATUSES) + "<th>regressions</th></tr>"]
    keys = papers.keys(ran)
    for key in keys:
        group = [c for c in audit.claims if c.id.startswith(key + ".")]
        out.append(f"<tr><td><a href='#{_anchor('paper', key)}'>{html.escape(papers.title(key))}</a></td>"
                   + "".join(f"<td>{sum(c.status == s for c in group)}</td>" for s in STATUSES)
                   + f"<td>{sum(c.regression for c in group)}</td></tr>")
    out.append("</table>")
    out.append(f"<p>{html.escape(RANGES)}</p>")
    out.append("<p class='filter' id='filter'><b>Show:</b> "
               + "".join(f"<label><input type='checkbox' data-status='{s}' checked> {s} "
                         f"({sum(c.status == s for c in audit.claims)})</label>" for s in STATUSES)
               + f"<label><input type='checkbox' id='only-regressions'> regressions only "
                 f"({len(summary['regressions'])})</label></p>")
    if bundle is not None and evidence and not beside(bundle, html_dir):
        out.append(f"<p>Evidence: the bundle <code>{html.escape(str(bundle))}</code> "
                   "(not beside this report, so its files are named, not linked; "
                   "<code>certify check</code> re-verifies it).</p>")
    if dags:
        out.append("<p>Proof DAGs: " + ", ".join(f"<a href='#{html.escape(_anchor('dag', d['theorem']))}'>"
                                                  f"{html.escape(d['theorem'])}</a>" for d in dags) + "</p>")
    figures = _figures(audit, bundle)
    if figures:
        out.append("<h2 id='tables'>Certified tables</h2><div class='figs'>")
        out += [f"<figure><img src='{src}' alt='{html.escape(caption)}'><figcaption>{html.escape(caption)}</figcaption></figure>"
                for caption, src in figures]
        out.append("</div>")
    corrections = {c.corrects: c for c in audit.claims if c.corrects}
    for key in keys:
        out.append(f"<h2 id='{_anchor('paper', key)}'>{html.escape(papers.title(key))} (<code>{key}</code>)</h2>")
        for c in [c for c in audit.claims if c.id.startswith(key + ".")]:
            colour = STATUS_COLOURS.get(c.status, "#ccc")
            klass = "claim regression" if c.regression else "claim"
            out.append(f"<div class='{klass}' id='{html.escape(_anchor('claim', c.id))}' data-status='{html.escape(c.status)}' "
                       f"style='border-color:{colour}'>")
            out.append(f"<div><span class='status' style='color:{colour}'>{c.status}</span> "
                       + (f"<b>{html.escape(c.locator)}</b> — " if c.locator.strip() else "") + f"<a href='#{html.escape(_anchor('claim', c.id))}'><code>{html.escape(c.id)}</code></a>"
                       + (f" <b>REGRESSION: registry expects {c.expect}</b>" if c.regression else "") + "</div>")
            out.append(f"<blockquote>{html.escape(c.statement)}</blockquote>")
            if not hasattr(c.claim, "holds") and registered is None:
                registered = loading.load(registry if registry is not None else audit.registry).claims
            tex = _latex(c.claim if hasattr(c.claim, "holds") else registered.get(c.id))
            if tex:
                out.append(f"<div class='formula math' data-tex='{html.escape(tex, quote=True)}'><code>{html.escape(tex)}</code></div>"
                           if katex else f"<div class='formula'><code>{html.escape(tex)}</code></div>")
            for label, text in claim_facts(c, corrections):
                anchor = f" id='{html.escape(_anchor('cx', c.id))}'" if label == "Smallest counterexample" else ""
                out.append(f"<div{anchor}><b>{label}:</b> {html.escape(text)}</div>")
            links = []
            if c.id in in_dag:
                links.append(f"<a href='#{html.escape(_anchor('dag', in_dag[c.id]))}'>proof DAG</a>")
            if c.counterexample:
                links.append(f"<a href='#{html.escape(_anchor('cx', c.id))}'>counterexample</a>")
            if beside(bundle, html_dir):
                links += [f"<a href='{html.escape(path)}'>{html.escape(Path(path).name)}</a>" for path in evidence.get(c.id, [])]
            elif evidence.get(c.id):
                out.append("<div><b>Evidence in the bundle:</b> "
                           + ", ".join(f"<code>{html.escape(path)}</code>" for path in evidence[c.id]) + "</div>")
            if links:
                out.append("<div><b>Links:</b> " + " · ".join(links) + "</div>")
            out.append("</div>")
    if dags:
        out.append("<h2 id='dags'>Proof DAGs</h2>")
        out += [dag_html(dag, ran) for dag in dags]
    if katex:
        out.append("<p><small>Formulas rendered by KaTeX (MIT licence), bundled with certify.</small></p>")
    out.append("</body></html>")
    return "\n".join(out) + "\n"


def write_katex(directory: Path) -> Path:
    """Copy the bundled KaTeX files (css, js, woff2 fonts) into ``directory/katex``."""
    source = packaged("certify.audit", "katex")
    target = Path(directory) / KATEX
    for path in sorted(source.rglob("*")):
        if path.is_file():
            destination = target / path.relative_to(source)
            destination.parent.mkdir(parents=True, exist_ok=True)
            if not destination.exists() or destination.read_bytes() != path.read_bytes():
                shutil.copyfile(path, destination)
    return target


def audit_from_json(document: dict, registry=None, mutation: dict | None = None) -> AuditResult:
    """The :class:`AuditResult` a JSON report (``certify audit --json``) records, to render it
    again (``main``): each claim bound to the registry's claim of its id, whose statement and
    expected status must be the ones the report records (a report of another registry is
    refused, never rendered under this one's formulas); ``mutation``: the document of
    ``--mutation-json``. Nothing is checked or solved again: the statuses are the report's."""
    from .mutants import ClaimMutation, MutationResult
    from .results import ClaimResult
    from ..errors import CertifyError

    registered = loading.load(registry).claims
    try:
        records, summary = document["claims"], document["summary"]
        claims = []
        for record in records:
            claim = registered.get(record["id"])
            if claim is None or (claim.statement, claim.expect) != (record["statement"], record["expect"]):
                raise CertifyError(f"the report's claim {record['id']} is not this registry's (missing, or another "
                                   "statement or expected status): render a report with the registry it was written from")
            claims.append(ClaimResult(claim, status=record["status"], range=record["range"],
                                      counterexample=record["counterexample"], cases=record["cases"], proof=record["proof"],
                                      note=record["note"] or "", kernel=record["kernel"], hypotheses=record["hypotheses"]))
        analysis = None
        if mutation is not None:
            fields = ("id", "status", "mutations", "killed", "killed_by", "reads_evidence", "evidence_sensitive", "errors",
                      "seconds", "nodes")
            analysis = MutationResult([ClaimMutation(**{k: c[k] for k in fields if k in c}) for c in mutation["claims"]],
                                      mutation["seconds"], mutation["hypotheses_empty"])
        return AuditResult(claims, tables=summary["tables"], seconds=summary["seconds"], mutation=analysis,
                           coq=summary.get("coq"), dags=document.get("dags", []))
    except (KeyError, TypeError) as error:
        raise CertifyError.unreadable(f"not an audit report of this version: {type(error).__name__} {error}") from None


def main(argv: list[str] | None = None) -> int:
    """``python -m certify.audit.report_html AUDIT.json OUT.html [--markdown OUT.md] [--mutation M.json] [--registry PATH]``:
    the HTML report of a JSON audit report, rendered again without evidence links (the bundle
    is not beside it), the KaTeX assets copied beside it; with ``--markdown`` the Markdown
    report too. The committed docs/audit-report.html and .md are made so from
    docs/audit-report.json and docs/audit-report-mutation.json."""
    import argparse
    import sys

    from ..errors import CertifyError
    from ..files import output

    parser = argparse.ArgumentParser(prog="python -m certify.audit.report_html", description=main.__doc__.split("\n")[1])
    parser.add_argument("report", type=Path)
    parser.add_argument("html", type=Path)
    parser.add_argument("--markdown", type=Path)
    parser.add_argument("--mutation", type=Path)
    parser.add_argument("--registry", type=Path)
    args = parser.parse_args(argv)
    try:
        documents = []
        for path in (args.report, args.mutation):
            try:
                documents.append(None if path is None else json.loads(path.read_text(encoding="utf-8")))
            except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
                raise CertifyError.unreadable(f"{path}: {type(error).__name__}: {error}") from None
        audit = audit_from_json(documents[0], args.registry, documents[1])
        html_dir = args.html.resolve().parent
        output.write_text(args.html, html_report(audit, args.registry, None, html_dir, KATEX), None, "HTML")
        write_katex(html_dir)
        if args.markdown is not None:
            from .report_markdown import markdown_report

            output.write_text(args.markdown, markdown_report(audit), None, "--markdown")
    except CertifyError as error:
        print(f"certify: error: {error}", file=sys.stderr)
        return int(error.exit_code)
    print(f"wrote {args.html} ({len(audit.claims)} claims, no evidence links)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
