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
from hypothesis import given
from hypothesis import strategies as st

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
    assert "<b></b>" not in text  # a claim with no locator: no empty label (issue 38, item 6)
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


def _result(status="verified", **fields):
    """A ClaimResult over a stand-in registry claim (the fields the renderers read)."""
    import sympy

    from certify.audit.results import ClaimResult

    n, k = sympy.Symbol("n", integer=True), sympy.Symbol("k", integer=True)
    claim = SimpleNamespace(id="sums.c", paper="sums", locator="Lemma 1", statement="s", reading="", method="bounded",
                            expect=fields.pop("expect", status), corrects=None,
                            holds=sympy.Function("is_prime")(n ** 2 + n + 41),
                            where=fields.pop("where", sympy.Ge(n, k)), vars={"n": (1, sympy.oo), "k": (0, 3)})
    return ClaimResult(claim, status=status, **fields)


def test_every_claim_shows_its_variables_ranges_and_hypotheses_and_no_empty_label():
    from certify.audit.report_markdown import claim_facts, markdown_report
    from certify.audit.results import AuditResult

    result = _result(range="n in [1, 100]", cases=100, proof={"text": ""})
    facts = dict(claim_facts(result, {}))
    assert facts["Variables"] == "n in [1, oo) integer; k in [0, 3] integer"
    assert facts["Hypotheses"] == "n >= k"  # the registry's where, as SymPy prints it
    assert "Reading" not in facts and "Symbolic" not in facts  # empty: left out, never an empty label
    assert all(text.strip() for text in facts.values())
    text = markdown_report(AuditResult([result]))
    assert "Formula: `is_prime(n**2 + n + 41)`" in text
    assert not re.search(r"^[A-Z][\w ()',]*:\s*$", text, re.M), "an empty label"


def test_function_names_are_operators_in_the_formula(tmp_path):
    from certify.audit.report_html import html_report
    from certify.audit.results import AuditResult

    text = html_report(AuditResult([_result()]), tmp_path / "none.toml", katex=None)
    assert r"\operatorname{is\_prime}" in text and "is_{prime}" not in text


@given(st.from_regex(r"[a-z][a-z0-9]{0,5}(_[a-z0-9]{1,5}){0,2}", fullmatch=True).filter(lambda s: len(s) > 1))
def test_every_function_name_of_more_than_one_letter_is_one_operator(name):
    import sympy
    from sympy.printing.latex import accepted_latex_functions

    from certify.audit.report_html import latex

    if name in accepted_latex_functions or hasattr(sympy, name):
        return  # SymPy's own functions (sin, gcd, ...) keep their notation
    n = sympy.Symbol("n", integer=True)
    rendered = latex(sympy.Function(name)(n))
    assert rendered.startswith(r"\operatorname{" + name.replace("_", r"\_") + "}"), rendered
    assert "_{" not in rendered


def test_evidence_outside_the_reports_folder_is_named_not_linked(tmp_path):
    """The committed report had 4,044 links into a bundle that was not committed with it: a bundle
    that is not beside the report gets its files named as text; one beside it gets links, each to
    a file that exists."""
    import json

    from certify.audit.report_html import html_report
    from certify.audit.results import AuditResult

    bundle = tmp_path / "out" / "bundle"
    (bundle / "smt2").mkdir(parents=True)
    (bundle / "smt2" / "sums.c.smt2").write_text("(check-sat)\n")
    (bundle / "manifest.json").write_text(json.dumps({"claims": [{"id": "sums.c", "evidence": [
        {"path": "smt2/sums.c.smt2"}, {"path": "smt2/missing.smt2"}]}]}))
    audit = AuditResult([_result()])
    elsewhere = html_report(audit, tmp_path / "none.toml", bundle, tmp_path / "docs", katex=None)
    hrefs = re.findall(r"href='([^'#][^']*)'", elsewhere)
    assert hrefs == [] and "<code>smt2/sums.c.smt2</code>" in elsewhere
    near = html_report(audit, tmp_path / "none.toml", bundle, tmp_path / "out", katex=None)
    assert re.findall(r"href='([^'#][^']*)'", near) == ["bundle/smt2/sums.c.smt2"]  # the missing file: no link


def test_the_report_filters_by_status(tmp_path):
    from certify.audit.report_html import STATUSES, html_report
    from certify.audit.results import AuditResult

    claims = [_result(status) for status in ("proved", "refuted", "open")]
    for index, claim in enumerate(claims):
        claim.claim.id = f"sums.c{index}"
    claims.append(_result("refuted", expect="verified"))
    text = html_report(AuditResult(claims), tmp_path / "none.toml", katex=None)
    boxes = re.findall(r"<input type='checkbox' data-status='(\w+)' checked> \w+ \((\d+)\)", text)
    assert [s for s, _ in boxes] == list(STATUSES)
    assert dict(boxes) == {"proved": "1", "verified": "0", "refuted": "2", "open": "1", "vacuous": "0"}
    assert "id='only-regressions'" in text and "regressions only (1)" in text
    assert sorted(re.findall(r"class='claim[^']*' id='[^']*' data-status='(\w+)'", text)) == \
        ["open", "proved", "refuted", "refuted"]
    assert "function certifyFilter" in text


def test_a_regression_line_gives_the_counterexample_or_the_gap():
    found = _result("refuted", expect="verified", counterexample={"at": {"n": 40}, "lhs": "False", "rhs": "True",
                                                                  "relation": "Eq"})
    line = found.summary_line()
    assert line.startswith("!!") and "registry expects verified" in line and "counterexample at n = 40" in line
    gap = _result("open", expect="proved", note="no bounded search for an infinite range\nmore")
    assert "gap: no bounded search for an infinite range" in gap.summary_line()


def test_the_committed_report_links_only_to_files_that_exist():
    """docs/audit-report.html once had 4,044 links into a bundle that was never committed."""
    report = ROOT / "docs" / "audit-report.html"
    links = Links()
    links.feed(report.read_text(encoding="utf-8"))
    dead = [href for href in links.hrefs + links.sources
            if not href.startswith(("#", "data:")) and not (report.parent / unquote(href)).is_file()]
    assert not dead, f"{len(dead)} dead links, first {dead[:3]}"
    assert not re.search(r"<b>[^<]*:</b>\s*</div>", report.read_text(encoding="utf-8")), "an empty label"


def test_a_json_report_renders_again_without_links_and_only_under_its_own_registry(report, tmp_path):
    """python -m certify.audit.report_html: the HTML of a JSON audit report (how the committed
    report is made), the statuses the JSON records, no evidence link; a report whose claim has
    another statement in the registry is refused (exit 1), an unreadable one exit 3."""
    import json

    from certify.audit.report_html import main

    work = report.parent.parent
    (tmp_path / "sums.toml").write_text(REGISTRY)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.run([sys.executable, "-m", "certify.cli", "audit", "--registry", "sums.toml", "-q", "--json",
                          str(tmp_path / "audit.json")], capture_output=True, text=True, cwd=work, env=env, timeout=900)
    assert run.returncode == 0, run.stderr
    assert main([str(tmp_path / "audit.json"), str(tmp_path / "again.html"), "--registry", str(tmp_path / "sums.toml"),
                 "--markdown", str(tmp_path / "again.md")]) == 0
    assert "### " in (tmp_path / "again.md").read_text() and "`sums.power`: **refuted**" in (tmp_path / "again.md").read_text()
    text = (tmp_path / "again.html").read_text(encoding="utf-8")
    statuses = dict(re.findall(r"id='claim-([^']+)' data-status='(\w+)'", text))
    assert statuses == {"sums.odd": "verified", "sums.identity": "proved", "sums.power": "refuted"}
    assert re.findall(r"href='([^'#][^']*)'", text) == ["katex/katex.min.css"]
    assert (tmp_path / "katex" / "katex.min.js").is_file()
    document = json.loads((tmp_path / "audit.json").read_text())
    document["claims"][0]["statement"] = "something else"
    (tmp_path / "other.json").write_text(json.dumps(document))
    assert main([str(tmp_path / "other.json"), str(tmp_path / "x.html"), "--registry", str(tmp_path / "sums.toml")]) == 1
    (tmp_path / "broken.json").write_text("{")
    assert main([str(tmp_path / "broken.json"), str(tmp_path / "x.html"), "--registry", str(tmp_path / "sums.toml")]) == 3
    assert not (tmp_path / "x.html").exists()


NODE = shutil.which("node")
FAKE_DOM = """
function element(attrs, classes) {
  var cls = new Set(classes);
  return {attrs: attrs, checked: !!attrs.checked, listeners: [],
          getAttribute: function (n) { return n in this.attrs ? this.attrs[n] : null; },
          addEventListener: function (e, f) { this.listeners.push(f); },
          classList: {contains: function (c) { return cls.has(c); },
                      toggle: function (c, on) { if (on) cls.add(c); else cls.delete(c); }},
          hidden: function () { return cls.has("hidden"); }};
}
var boxes = ["proved", "verified", "refuted", "open", "vacuous"].map(function (s) {
  return element({"data-status": s, checked: true}, []); });
var only = element({id: "only-regressions"}, []);
var claims = [element({"data-status": "proved"}, ["claim"]), element({"data-status": "refuted"}, ["claim", "regression"]),
              element({"data-status": "open"}, ["claim"])];
var ready = [];
var document = {
  addEventListener: function (e, f) { ready.push(f); },
  getElementById: function (id) { return only; },
  querySelectorAll: function (q) {
    if (q === ".filter input[data-status]") return boxes;
    if (q === ".filter input") return boxes.concat([only]);
    if (q === ".claim") return claims;
    return [];
  }
};
"""


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_the_status_filter_script_hides_and_shows_claims(tmp_path):
    """The HTML's filter script, run by node against a stand-in of the few DOM calls it makes:
    all shown at first; unticking "proved" hides the proved claim; "regressions only" leaves the
    regression alone."""
    from certify.audit.report_html import FILTER

    script = FAKE_DOM + FILTER + """
ready.forEach(function (f) { f(); });
var out = [claims.map(function (c) { return c.hidden(); }).join(",")];
boxes[0].checked = false; boxes[0].listeners.forEach(function (f) { f(); });
out.push(claims.map(function (c) { return c.hidden(); }).join(","));
boxes[0].checked = true; only.checked = true; only.listeners.forEach(function (f) { f(); });
out.push(claims.map(function (c) { return c.hidden(); }).join(","));
console.log(out.join(" "));
"""
    (tmp_path / "filter.js").write_text(script)
    run = subprocess.run([NODE, str(tmp_path / "filter.js")], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == ["false,false,false", "true,false,false", "true,false,true"]
