"""The HTML report in a real browser (headless Chromium): every link resolves, no console
error, the formulas are rendered by the bundled KaTeX; and it renders only what the audit ran."""

import os
import re
import shutil
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from types import SimpleNamespace
from urllib.parse import unquote

import pytest

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--enable-logging=stderr", "--v=0",
         "--virtual-time-budget=10000", "--dump-dom"]
REGISTRY = '''
[paper]
key = "sums"
title = "On sums of odd numbers"
authors = ["A. Author"]

[[claim]]
id = "sums.odd"
statement = "The sum of the first n odd numbers is n^2."
vars = { n = [1, 30] }
holds = "Eq(Sum(2*i - 1, (i, 1, n)), n**2)"
expect = "verified"

[[claim]]
id = "sums.identity"
statement = "n^2 - (n - 1)^2 = 2n - 1."
vars = { n = [1, "oo"] }
holds = "Eq(n**2 - (n - 1)**2, 2*n - 1)"
expect = "proved"

[[claim]]
id = "sums.power"
statement = "n^2 <= 2^n."
vars = { n = [0, 20] }
holds = "n**2 <= 2**n"
expect = "refuted"
'''


class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.ids, self.hrefs, self.sources = set(), [], []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.add(attrs["id"])
        if tag == "a" and "href" in attrs:
            self.hrefs.append(attrs["href"])
        if tag in ("script", "img") and attrs.get("src"):
            self.sources.append(attrs["src"])
        if tag == "link" and attrs.get("href"):
            self.sources.append(attrs["href"])


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    work = tmp_path_factory.mktemp("report")
    (work / "sums.toml").write_text(REGISTRY)
    (work / "out").mkdir()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.run([sys.executable, "-m", "certify.cli", "audit", "--registry", "sums.toml", "-q",
                          "--certificates", "out/bundle", "--html", "out/report.html"],
                         capture_output=True, text=True, cwd=work, env=env, timeout=900)
    assert run.returncode == 0, run.stdout + run.stderr
    return work / "out" / "report.html"


def test_links_resolve_and_the_report_is_small(report):
    text = report.read_text(encoding="utf-8")
    assert len(text) < 200_000 and text.count("data:image") == len(set(re.findall(r"data:image[^'\"]+", text)))
    links = Links()
    links.feed(text)
    assert "paper-sums" in links.ids and "claim-sums.power" in links.ids and "cx-sums.power" in links.ids
    assert "On sums of odd numbers" in text and "A. Author" in text
    for href in links.hrefs:
        if href.startswith("#"):
            assert unquote(href[1:]) in links.ids, href
        else:
            assert (report.parent / unquote(href)).is_file(), href
    for source in links.sources:
        assert source.startswith("data:") or (report.parent / source).is_file(), source
    evidence = [h for h in links.hrefs if not h.startswith("#")]
    assert evidence, "no link to an evidence file of the bundle"
    css = (report.parent / "katex" / "katex.min.css").read_text()
    fonts = re.findall(r"url\((fonts/[^)]+\.woff2)\)", css)
    assert fonts and all((report.parent / "katex" / f).is_file() for f in fonts)


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed (Debian: apt-get install -y chromium)")
def test_report_in_headless_chromium(report, tmp_path):
    run = subprocess.run([CHROMIUM, *FLAGS, f"--user-data-dir={tmp_path / 'profile'}", report.as_uri()],
                         capture_output=True, text=True, timeout=180)
    assert run.returncode == 0, run.stderr[-2000:]
    console = [line for line in run.stderr.splitlines() if ":CONSOLE" in line]
    assert not console, console
    rendered = run.stdout.count('class="katex"')
    assert rendered == 3, f"{rendered} formulas rendered by KaTeX, expected 3"
    assert "katex-error" not in run.stdout


def test_only_the_dags_of_claims_that_ran_are_drawn(tmp_path):
    from certify.audit.report_html import html_report
    from certify.audit.results import AuditResult, ClaimResult

    (tmp_path / "sums.toml").write_text(REGISTRY)
    registry_claim = SimpleNamespace(id="sums.odd", paper="sums", locator="", statement="s", reading="", method="bounded",
                                     expect="verified", corrects=None)
    claim = ClaimResult(registry_claim, status="verified", range="1..30")
    dag = {"theorem": "{}", "status": "{}", "premises": "", "well_founded": "",
           "nodes": [{"claim": "{}", "role": "base", "status": "verified", "depth": 0}]}
    ran = {**dag, "theorem": "sums.odd", "status": "proved", "nodes": [{**dag["nodes"][0], "claim": "sums.odd"}]}
    other = {**dag, "theorem": "cushing.theorem-1.1", "status": "open",
             "nodes": [{**dag["nodes"][0], "claim": "cushing.lemma-1.2"}]}
    text = html_report(AuditResult([claim], dags=[ran, other]), tmp_path / "sums.toml", katex=None)
    assert "dag-sums.odd" in text and "cushing.theorem-1.1" not in text
    assert "katex" not in text  # no assets: the formula stays LaTeX text


def test_the_figures_come_from_the_table_files_the_audit_kept(tmp_path):
    """With --certificates the audit keeps its checked tables; the report draws its figures from
    them (the checker's reader of those files), solving nothing."""
    pytest.importorskip("matplotlib")
    from certify.cli import main

    html = tmp_path / "a.html"
    assert main(["audit", "--only", "riddler.solution", "--certificates", str(tmp_path / "b"), "--html", str(html),
                 "-q"]) == 0
    assert html.read_text(encoding="utf-8").count("<img") >= 1
