"""The audit: every registry claim checked (:mod:`.run`), its results as data (:mod:`.results`),
proof DAGs (:mod:`.dags`), mutation analysis, counterexamples, the certificate bundle and the
reports (Markdown, HTML), which render results and compute nothing."""

from .checking import Tables, check_claim
from .dags import apply_dags
from .report_markdown import claim_facts, markdown_report
from .results import AuditResult, ClaimResult
from .run import run_audit

__all__ = ["AuditResult", "ClaimResult", "Tables", "apply_dags", "check_claim", "claim_facts", "markdown_report",
           "run_audit"]
