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

from ..claims import papers
from ..claims.loading import load
from ..files.resources import packaged
from .report_markdown import claim_facts
from .results import AuditResult

FIGURE_SIZE = 64
STATUSES = ("proved", "verified", "refuted", "open", "vacuous")
STATUS_COLOURS = {"proved": "#1a7f37", "verified": "#2f6fb3", "refuted": "#c62828", "open": "#6a6a6a", "vacuous": "#b26a00"}
KATEX = "katex"  # the assets' folder beside the report
STYLE = """body{font-family:system-ui,sans-serif;max-width:1100px;margin:2em auto;padding:0 1em;color:#222}
.claim{border-left:4px solid #ccc;padding:.3em .8em;margin:.8em 0}
.status{font-weight:bold;text-transform:uppercase;font-size:.85em}
blockquote{color:#555;margin:.3em 0 .3em 1em}
table.summary{border-collapse:collapse}table.summary td,table.summary th{border:1px solid #ccc;padding:.2em .6em;text-align:right}
table.summary td:first-child{text-align:left}
img{max-width:100%}.figs{display:flex;flex-wrap:wrap;gap:1em}.formula{margin:.3em 0;overflow-x:auto}
.regression{background:#fff0f0}"""
RENDER = """document.addEventListener("DOMContentLoaded", function () {
  document.querySelectorAll(".math").forEach(function (el) {
    katex.render(el.getAttribute("data-tex"), el, {throwOnError: false, displayMode: true});
  });
});"""


def _anchor(kind: str, ident: str) -> str:
    return f"{kind}-{ident}"


def _latex(claim) -> str | None:
    """The claim's formula as LaTeX (SymPy's printer), or None."""
    if claim is None or claim.holds is None:
        return None
    import sympy

    try:
        return sympy.latex(claim.holds)
    except Exception:  # noqa: BLE001  (a printer gap: the statement stays, the formula is left out)
        return None


def _evidence(bundle: Path | None, html_dir: Path | None) -> dict[str, list[str]]:
    """Claim id -> the relative links of its evidence files (the bundle's manifest)."""
    if bundle is None or not (Path(bundle) / "manifest.json").is_file():
        return {}
    manifest = json.loads((Path(bundle) / "manifest.json").read_text(encoding="utf-8"))
    base = Path(html_dir) if html_dir is not None else Path.cwd()
    links = {}
    for record in manifest.get("claims", []):
        links[record["id"]] = [os.path.relpath(Path(bundle) / entry["path"], base).replace(os.sep, "/")
                               for entry in record.get("evidence", []) if "path" in entry]
    return links


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

    from ..checkers._table_files import load

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
    ``registry``: default the audit's own (``audit.registry``)."""
    registered = load(registry if registry is not None else audit.registry).claims
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
    out = [*head, "</head><body>", "<h1>Audit of the papers' claims</h1>",
           f"<p>{summary['total']} claims: {summary['proved']} proved, {summary['verified']} verified, "
           f"{summary['refuted']} refuted, {summary['open']} open, {summary['vacuous']} vacuous; {len(summary['regressions'])} differ from the registry "
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
            out.append(f"<div class='{klass}' id='{html.escape(_anchor('claim', c.id))}' style='border-color:{colour}'>")
            out.append(f"<div><span class='status' style='color:{colour}'>{c.status}</span> "
                       f"<b>{html.escape(c.locator)}</b> — <a href='#{html.escape(_anchor('claim', c.id))}'><code>{html.escape(c.id)}</code></a>"
                       + (f" <b>REGRESSION: registry expects {c.expect}</b>" if c.regression else "") + "</div>")
            out.append(f"<blockquote>{html.escape(c.statement)}</blockquote>")
            tex = _latex(registered.get(c.id))
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
            links += [f"<a href='{html.escape(path)}'>{html.escape(Path(path).name)}</a>" for path in evidence.get(c.id, [])]
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
