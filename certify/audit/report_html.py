"""The HTML audit report: the Markdown report's content plus figures (matplotlib, PNG inline).

Figures are for looking, not for certifying: they are drawn from the certified tables with
floats, after the exact checks have run.
"""

from __future__ import annotations

import base64
import html
import io

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.ticker import MaxNLocator  # noqa: E402
import numpy as np  # noqa: E402

from .report_markdown import claim_facts  # noqa: E402
from .results import AuditResult  # noqa: E402
from ..claims.registry import PAPERS, load_registry  # noqa: E402

FIGURE_SIZE = 64
STATUS_COLOURS = {"proved": "#1a7f37", "verified": "#2f6fb3", "refuted": "#c62828", "open": "#8a8a8a"}


def _png(fig) -> str:
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=90, bbox_inches="tight")
    plt.close(fig)
    return "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode()


def rule_set_figures(rules: str, size: int = FIGURE_SIZE) -> tuple[str, str]:
    """Heatmaps over (n, m): the value, and the optimal move (like Nica's Figures 1 and 2)."""
    from ..guesswho.table import solve

    table = solve(rules, size)
    n_idx, m_idx = np.meshgrid(np.arange(1, size + 1), np.arange(1, size + 1), indexing="ij")
    values = table.scaled[1:, 1:].astype(float) / (n_idx * m_idx)
    values[table.scaled[1:, 1:] < 0] = np.nan
    move = np.full((size, size), np.nan)
    for n in range(1, size + 1):
        for m in range(1, size + 1):
            if rules == "nica" and (n, m) == (1, 1):
                continue
            moves = table.optimal_moves(n, m)
            questions = [mv.parts[0] for mv in moves if not mv.is_guess]
            move[n - 1, m - 1] = -0.1 if not questions and moves else (min(questions) / n if questions else np.nan)
    figures = []
    for data, title, cmap, label in ((values, f"{rules}: value P(n, m)", "viridis", "probability the player to move wins"),
                                     (move, f"{rules}: optimal move (smallest part / n; guess = -0.1)", "magma", "smallest optimal part / n")):
        fig, ax = plt.subplots(figsize=(5.2, 4.4))
        image = ax.imshow(data, origin="lower", extent=(0.5, size + 0.5, 0.5, size + 0.5), cmap=cmap, aspect="equal")
        ax.set_xlabel("m (opponent's pool)")
        ax.set_ylabel("n (pool of the player to move)")
        ax.set_title(title, fontsize=10)
        fig.colorbar(image, ax=ax, label=label)
        figures.append(_png(fig))
    return figures[0], figures[1]


def failure_figure(claim, result) -> str | None:
    """Where a refuted claim fails over its bounded range (first two variables)."""
    from .checking import Tables
    from ..claims.bounded import check_bounded

    if claim.method not in ("bounded", "both") or len(claim.vars) == 0:
        return None
    tables = Tables()
    if claim.rules:
        tables.prepare({claim.rules: claim.max})
    outcome = check_bounded(claim, claim.max, tables.functions(claim.rules), all_failures=20000)
    failures = outcome.detail.get("failures") or ([outcome.counterexample] if outcome.counterexample else [])
    if not failures:
        return None
    names = list(claim.vars)[:2]
    fig, ax = plt.subplots(figsize=(4.6, 3.4))
    if len(names) == 2:
        ax.scatter([p[names[1]] for p in failures], [p[names[0]] for p in failures], s=6, color="#c62828")
        ax.set_xlabel(names[1])
        ax.set_ylabel(names[0])
    else:
        ax.scatter([p[names[0]] for p in failures], [0] * len(failures), s=10, color="#c62828")
        ax.set_xlabel(names[0])
        ax.set_yticks([])
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_title(f"{claim.id}: {len(failures)} failing points (N = {claim.max})", fontsize=8)
    return _png(fig)


def dag_html(dag: dict) -> str:
    """A proof DAG as a nested list, each node coloured by its computed status."""
    colour = STATUS_COLOURS.get(dag["status"], "#ccc")
    out = [f"<h2>Proof DAG of <code>{html.escape(dag['theorem'])}</code>: "
           f"<span class='status' style='color:{colour}'>{dag['status']}</span></h2>",
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
        out.append(f"<li><code>{html.escape(node['claim'])}</code> ({node['role']}): "
                   f"<span class='status' style='color:{c}'>{node['status']}</span>"
                   + (" (a finite instance, checked exactly on the certified table)" if node.get("finite") and node["status"] == "verified" else "")
                   + "</li>")
    out.append("</ul>" * (depth + 1))
    return "\n".join(out)


def html_report(audit: AuditResult, registry=None) -> str:
    claims = load_registry(registry)
    summary = audit.summary()
    out = ["<!doctype html><html><head><meta charset='utf-8'><title>certify audit</title><style>",
           "body{font-family:system-ui,sans-serif;max-width:1100px;margin:2em auto;padding:0 1em;color:#222}",
           ".claim{border-left:4px solid #ccc;padding:.3em .8em;margin:.8em 0}",
           ".status{font-weight:bold;text-transform:uppercase;font-size:.85em}",
           "blockquote{color:#555;margin:.3em 0 .3em 1em}",
           "img{max-width:100%}.figs{display:flex;flex-wrap:wrap;gap:1em}",
           ".regression{background:#fff0f0}</style></head><body>",
           "<h1>Audit of the papers' claims</h1>",
           f"<p>{summary['total']} claims: {summary['proved']} proved, {summary['verified']} verified, "
           f"{summary['refuted']} refuted, {summary['open']} open; {len(summary['regressions'])} differ from the registry.</p>",
           *([f"<p>{html.escape(line)}</p>" for line in audit.mutation.markdown()] if audit.mutation is not None else []),
           "<h2>Certified tables</h2><div class='figs'>"]
    for rules in ("nica", "official", "tripartite"):
        value_png, move_png = rule_set_figures(rules)
        out.append(f"<figure><img src='{value_png}'><figcaption>{rules}: exact values, drawn as floats</figcaption></figure>")
        out.append(f"<figure><img src='{move_png}'><figcaption>{rules}: optimal moves</figcaption></figure>")
    out.append("</div>")
    corrections = {c.corrects: c for c in audit.claims if c.corrects}
    for dag in audit.dags:
        out.append(dag_html(dag))
    for key, paper in PAPERS.items():
        group = [c for c in audit.claims if c.id.startswith(key + ".")]
        if not group:
            continue
        out.append(f"<h2>{key}: <code>{paper}</code></h2>")
        for c in group:
            colour = STATUS_COLOURS.get(c.status, "#ccc")
            klass = "claim regression" if c.regression else "claim"
            out.append(f"<div class='{klass}' style='border-color:{colour}'>")
            out.append(f"<div><span class='status' style='color:{colour}'>{c.status}</span> "
                       f"<b>{html.escape(c.locator)}</b> — <code>{c.id}</code>"
                       + (f" <b>REGRESSION: registry expects {c.expect}</b>" if c.regression else "") + "</div>")
            out.append(f"<blockquote>{html.escape(c.statement)}</blockquote>")
            for label, text in claim_facts(c, corrections):
                out.append(f"<div><b>{label}:</b> {html.escape(text)}</div>")
                if label == "Smallest counterexample" and c.id in claims:
                    figure = failure_figure(claims[c.id], c)
                    if figure:
                        out.append(f"<img src='{figure}'>")
            out.append("</div>")
    out.append("</body></html>")
    return "\n".join(out) + "\n"
