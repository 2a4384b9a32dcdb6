"""Write the Coq development and run ``coqc`` on it: ``certify prove --coq DIR``.

Files, in dependency order (all under the logical path ``Certify``):

1. ``GuessWho.v``: the rules, the value over Q, the checker and its soundness (shipped);
   ``ABLine.v``: the AB paper's Theorem 2 for every n (shipped); ``Nica11.v``: Nica's
   Theorem 1.1 for all n, m (shipped); ``RuleFacts.v`` and ``LineFacts.v``: the rule facts the
   proof DAGs' glue assumes, for all parameters (shipped; :mod:`certify.coq.facts`); ``AB2.v``:
   a model of the 2xn AB game, the answer classes of the families of Theorem 3 and the glue's
   facts ab3.empty, ab3.single, ab3.pairs, ab3.star, ab3-least-S, ab3-least-P and ab3-least-D (shipped); ``AB2W.v`` (after
   ``AB2.v``): the least worst case of that game and the glue's facts ab4.small, ab4.pairs, ab4.star, ab4-least-P and Theorem 4 end to end, ``ab4_end_to_end``, and Theorem 3 end to end, ``ab3_end_to_end`` (shipped);
   ``Monotonicity.v`` (after ``RuleFacts.v``): Cushing et al.'s game value is monotone in both pools,
   for all a, b (shipped); ``SmallCases.v`` (after ``RuleFacts.v``): their small cases n = 2, n = 3 and
   P(x, 2) = 2/x, for all m and x (shipped);
2. ``Table_<rules>_<N>.v``: each committed table as data, with the kernel's check of it;
3. ``Headline.v``: the headline values and optimal move sets, from the checked tables;
4. ``Claim_<id>.v``: every registry claim with a ``coq`` field (see :mod:`certify.coq.claims`).

A theorem is *kernel-checked* when ``coqc`` accepts its file; ``Print Assumptions`` of each
theorem is recorded, and a theorem resting on an axiom is reported as failed.

>>> [h.name for h in HEADLINES][:2]
['official_4_4', 'official_14_14']
"""

from __future__ import annotations

import contextlib
import math
import resource
import shutil
import signal
import subprocess
import time
from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from fractions import Fraction
from importlib import resources
from pathlib import Path

from ..errors import CertifyError
from .claims import CoqTheorem, Untranslatable, lia_theorem, shipped_theorem, table_theorem
from .tables import COQ_RULES, coq_move, read_csv_table, table_file

TABLE_SIZE = 64
# hand-written modules shipped in certify/coq, with the theorems each proves (every one is
# compiled and its Print Assumptions must be closed)
SHIPPED_MODULES = {  # module: (modules it imports, theorems)
    "GuessWho": ((), ("check_table_sound", "move_value_table")),
    "ABLine": ((), ("ab_theorem_2", "ab_theorem_2_strategies")),
    "Nica11": (("GuessWho",), ("value_unique", "nica_theorem_1_1", "nica_stated_bid_optimal")),
    "LineFacts": (("ABLine",), ("fact_line_empty", "fact_line_guess", "fact_line_least", "fact_bid_one",
                                "fact_bid_bid", "fact_bid_least", "TB_small")),
    "RuleFacts": (("GuessWho", "LineFacts"), ("value_equation", "fact_question", "fact_terminal", "fact_probability",
                                  "fact_nonnegative", "fact_winner", "fact_guess", "fact_attained", "fact_attained_at",
                                  "reading_optimal", "value_at_one", "base_values", "fact_nica_won", "fact_nica_lost",
                                  "fact_nica_bid", "fact_nica_attained")),
    "AB2": ((), ("pairs_classification", "dstar_classification", "star_classification", "M_eq", "M_single",
                 "M_sw", "M_flip", "fact_ab3_empty", "fact_ab3_single", "fact_ab3_pairs", "fact_ab3_star",
                 "fact_ab3_least_S", "fact_ab3_least_P", "fact_ab3_least_D")),
    "AB2W": (("AB2",), ("W_eq", "W_single", "W_two", "W_map", "W_sw", "W_flip", "fact_ab4_small",
                            "fact_ab4_pairs", "fact_ab4_star", "fact_ab4_least_P", "ab4_end_to_end",
                            "ab3_end_to_end")),
    "Monotonicity": (("GuessWho", "RuleFacts"), ("step_opponent", "step_own_one", "step_own_split", "monotonicity",
                                                 "monotone_own", "monotone_opponent")),
    "SmallCases": (("GuessWho", "RuleFacts"), ("P_two", "P_x_two", "P_three_two", "n_equals_2", "n_equals_3")),
}
REPOSITORY_TABLES = Path(__file__).resolve().parents[2] / "tables"
INSTALL_HINT = "install Coq 8.16 (Debian: apt-get install -y coq) so that coqc is on PATH"


@dataclass(frozen=True)
class Headline:
    """A state whose value and optimal moves are stated as a Coq theorem."""

    name: str
    rules: str
    n: int
    m: int
    why: str


HEADLINES = (
    Headline("official_4_4", "official", 4, 4, "Cushing et al. Lemma 1.5; the Riddler's N = 4; 1:3 optimal, 2:2 not"),
    Headline("official_14_14", "official", 14, 14, "the Riddler's N = 14: exactly 4:10 and 6:8 optimal"),
    Headline("official_24_24", "official", 24, 24, "the Riddler's N = 24 (sliding frame and independent draw)"),
    Headline("official_32_24", "official", 32, 24, "the Riddler's fair handicap: 32 against 24"),
    Headline("official_card_23_23", "official", 23, 23, "the card version with 24 characters (own card removed)"),
    Headline("official_6_4", "official", 6, 4, "Cushing et al. Theorem 1.1, exception (6, 4)"),
    Headline("official_10_4", "official", 10, 4, "Cushing et al. Theorem 1.1, exception (10, 4)"),
    Headline("nica_24_24", "nica", 24, 24, "Nica's game with 24 characters"),
    Headline("tripartite_24_24", "tripartite", 24, 24, "headbusting questions with 24 characters"),
)


@dataclass
class CoqFile:
    name: str                      # module name, file is name + ".v"
    text: str
    after: tuple[str, ...] = ()    # modules it imports
    theorems: tuple[str, ...] = () # theorem names it proves
    claims: tuple[str, ...] = ()   # registry ids it kernel-checks


@dataclass
class CoqResult:
    file: str
    theorems: tuple[str, ...]
    claims: tuple[str, ...]
    status: str                    # "kernel-checked" or "failed"
    seconds: float
    message: str = ""
    assumptions: dict = field(default_factory=dict)


def coqc_path() -> str:
    path = shutil.which("coqc")
    if path is None:
        raise CertifyError.unreadable(f"coqc not found: {INSTALL_HINT}")
    return path


def table_source(rules: str) -> Path:
    """The committed N = 64 table of ``rules``; solved and written afresh where the repository's
    ``tables/`` is absent (an installed wheel). Either way the kernel checks it."""
    path = REPOSITORY_TABLES / f"{rules}-{TABLE_SIZE}.csv"
    if path.is_file():
        return path
    import tempfile

    from ..guesswho.table import solve

    target = Path(tempfile.mkdtemp(prefix="certify-coq-")) / f"{rules}-{TABLE_SIZE}.csv"
    solve(rules, TABLE_SIZE).write(target, "csv")
    return target


def table_module(rules: str) -> str:
    return f"Table_{rules}_{TABLE_SIZE}"


def table_name(rules: str) -> str:
    return f"t_{rules}_{TABLE_SIZE}"


def headline_file(entries: dict[str, dict]) -> CoqFile:
    """Theorems ``value R n m == p # q /\\ optimal_moves R n m = [...]`` for every headline, the
    numbers read from the tables and proved through the kernel-checked tables."""
    lines = ["(* Headline values, generated by certify; every number is checked by the kernel. *)",
             "From Coq Require Import ZArith QArith List Lia.", "Import ListNotations.",
             "Require Import Certify.GuessWho " + " ".join(f"Certify.{table_module(r)}" for r in COQ_RULES) + ".",
             "Local Opaque value qvalue optimal_moves scaled listed.", ""]
    for h in HEADLINES:
        value, moves = entries[h.rules][h.n, h.m]
        value = Fraction(value)
        coq_moves = "; ".join(_move_term(code) for _, code in sorted(coq_move(mv) for mv in moves))
        rules, t = COQ_RULES[h.rules], table_name(h.rules)
        lines += [
            f"(* {h.why} *)",
            f"Theorem {h.name} : value {rules} {h.n} {h.m} == {value.numerator} # {value.denominator}",
            f"  /\\ optimal_moves {rules} {h.n} {h.m} = [{coq_moves}].",
            "Proof.",
            f"  destruct (check_table_sound {rules} {TABLE_SIZE} {t} {t}_valid {h.n} {h.m}"
            " ltac:(lia) ltac:(lia) eq_refl) as [V M].",
            "  rewrite V, <- M. split; vm_compute; reflexivity.",
            "Qed.", "",
        ]
    lines += [
        "(* Cushing et al., Lemma 1.5 and the Riddler: at (4, 4) the question 1:3 is optimal and",
        "   the halving question 2:2 is not. *)",
        "Corollary official_4_4_not_halving :",
        "  In (Q2 1) (optimal_moves Official 4 4) /\\ ~ In (Q2 2) (optimal_moves Official 4 4).",
        "Proof. rewrite (proj2 official_4_4). simpl. split; [left; reflexivity | intros [H | []]; discriminate]. Qed.",
        "",
    ]
    names = tuple(h.name for h in HEADLINES) + ("official_4_4_not_halving",)
    return CoqFile("Headline", "\n".join(lines), tuple(table_module(r) for r in COQ_RULES), names)


def _move_term(code: int) -> str:
    if code == 0:
        return "Guess"
    return f"Q2 {code}" if code < 256 else f"Q3 {code // 256} {code % 256}"


def claim_theorem(claim) -> CoqTheorem:
    """The Coq theorem of a registry claim, by the route its ``coq`` field names."""
    if claim.coq == "lia":
        return lia_theorem(claim)
    if claim.coq == "table":
        return table_theorem(claim, table_module(claim.rules), table_name(claim.rules), TABLE_SIZE)
    if claim.coq == "shipped":
        return shipped_theorem(claim)
    raise CertifyError(f"claim {claim.id}: unknown coq route {claim.coq!r} (use \"lia\", \"table\" or \"shipped\")")


def shipped_file(module: str) -> CoqFile:
    """A hand-written module of certify/coq."""
    text = resources.files("certify.coq").joinpath(f"{module}.v").read_text(encoding="utf-8")
    after, theorems = SHIPPED_MODULES[module]
    return CoqFile(module, text, after, theorems)


def development(registry=None) -> list[CoqFile]:
    """Every file of the development, in dependency order."""
    from ..claims.loading import load

    files = [shipped_file(module) for module in SHIPPED_MODULES]
    entries = {}
    for rules in COQ_RULES:
        path = table_source(rules)
        entries[rules] = read_csv_table(path)
        text = table_file(path, rules, TABLE_SIZE, table_name(rules))
        files.append(CoqFile(table_module(rules), text, ("GuessWho",), (f"{table_name(rules)}_valid",)))
    files.append(headline_file(entries))
    for claim in load(registry).claims.values():
        if not getattr(claim, "coq", None):
            continue
        try:
            theorem = claim_theorem(claim)
        except Untranslatable as error:
            raise CertifyError(f"claim {claim.id} asks for a Coq proof but cannot be translated: {error}") from None
        after = theorem.imports if theorem.kind == "shipped" else \
            ("GuessWho", *theorem.imports) if theorem.imports else ()
        files.append(CoqFile(f"Claim_{theorem.name}", theorem.source, after,
                             (theorem.name,), (claim.id,)))
    return files


def write_development(directory: Path, files: list[CoqFile]) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    for file in files:
        (directory / f"{file.name}.v").write_text(file.text, encoding="utf-8")


CLOCK = 10  # a coqc run's time limit is CPU seconds; its clock limit, a backstop, CLOCK times more (issue 39)


def _coqc(command: list[str], directory: Path, timeout: float) -> subprocess.CompletedProcess | None:
    """Run coqc with at most ``timeout`` seconds of CPU (``RLIMIT_CPU``, set on the child from here:
    no code runs in the forked child), so a limit means the same on a loaded machine as on a quiet
    one, and CLOCK times that of the clock; None when either is exceeded."""
    with subprocess.Popen(command, cwd=directory, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) as child:
        with contextlib.suppress(OSError, ValueError):
            resource.prlimit(child.pid, resource.RLIMIT_CPU, (math.ceil(timeout), math.ceil(timeout) + 2))
        try:
            out, err = child.communicate(timeout=timeout * CLOCK)
        except subprocess.TimeoutExpired:
            child.kill()
            child.communicate()
            return None
    return None if child.returncode == -signal.SIGXCPU else subprocess.CompletedProcess(command, child.returncode, out, err)


def _compile(coqc: str, directory: Path, file: CoqFile, timeout: float) -> CoqResult:
    started = time.perf_counter()
    probe = "".join(f"Print Assumptions {name}.\n" for name in file.theorems)
    run = _coqc([coqc, "-Q", ".", "Certify", f"{file.name}.v"], directory, timeout)
    seconds = time.perf_counter() - started
    if run is None:
        return CoqResult(file.name, file.theorems, file.claims, "failed", seconds,
                         f"coqc did not finish within {timeout:.0f} s")
    if run.returncode != 0:
        message = " ".join((run.stderr or run.stdout).split())[:400]
        return CoqResult(file.name, file.theorems, file.claims, "failed", seconds, message)
    assumptions = _assumptions(coqc, directory, file, probe, timeout)
    axioms = {name: text for name, text in assumptions.items() if text != "Closed under the global context"}
    status = "failed" if axioms else "kernel-checked"
    message = "" if not axioms else "rests on axioms: " + "; ".join(f"{k}: {v}" for k, v in axioms.items())
    return CoqResult(file.name, file.theorems, file.claims, status, seconds, message, assumptions)


def _assumptions(coqc: str, directory: Path, file: CoqFile, probe: str, timeout: float) -> dict:
    """``Print Assumptions`` of each theorem of ``file`` (from its compiled .vo)."""
    check = directory / f"Assumptions_{file.name}.v"
    check.write_text(f"Require Import Certify.{file.name}.\n" + probe, encoding="utf-8")
    try:
        run = _coqc([coqc, "-Q", ".", "Certify", check.name], directory, timeout)
    finally:
        for suffix in (".v", ".vo", ".vok", ".vos", ".glob"):
            check.with_suffix(suffix).unlink(missing_ok=True)
        (directory / f".{check.stem}.aux").unlink(missing_ok=True)
    if run is None:
        return {name: f"could not print assumptions within {timeout:.0f} s" for name in file.theorems}
    closed = "Closed under the global context"
    lines = [line.strip() for line in run.stdout.splitlines() if line.strip()]
    if run.returncode == 0 and lines == [closed] * len(file.theorems):
        return {name: closed for name in file.theorems}
    text = " ".join(run.stdout.split())[:300] if run.returncode == 0 else "could not print assumptions"
    return {name: text for name in file.theorems}


def run_development(directory: Path, files: list[CoqFile], jobs: int = 2, timeout: float = 900.0,
                    progress=None) -> list[CoqResult]:
    """Compile ``files`` (written in ``directory``) in dependency order, ``jobs`` at a time."""
    if not (timeout > 0 and timeout < 1e6):
        raise CertifyError.usage(f"the Coq timeout must be a positive number of seconds, got {timeout}")
    coqc = coqc_path()
    done: dict[str, CoqResult] = {}
    running: dict = {}
    pending = list(files)
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        while pending or running:
            for f in [f for f in pending if all(d in done for d in f.after)]:
                pending.remove(f)
                if any(done[d].status != "kernel-checked" for d in f.after):
                    done[f.name] = CoqResult(f.name, f.theorems, f.claims, "failed", 0.0, "an imported file failed")
                else:
                    running[pool.submit(_compile, coqc, directory, f, timeout)] = f
            if not running:
                if pending:
                    raise CertifyError("the Coq files' imports name a file that is not part of the development")
                break
            finished, _ = wait(running, return_when=FIRST_COMPLETED)
            for future in finished:
                running.pop(future)
                result = future.result()
                done[result.file] = result
                if progress:
                    progress(f"coqc {result.file}.v: {result.status} ({result.seconds:.1f} s)")
    return [done[f.name] for f in files]


def prove_coq(directory: Path, registry=None, jobs: int = 2, timeout: float = 900.0, progress=None) -> list[CoqResult]:
    """Generate the development into the existing directory ``directory``, compile it, and
    return one result per file. Raises before any work if ``coqc`` is missing."""
    coqc_path()
    files = development(registry)
    write_development(Path(directory), files)
    return run_development(Path(directory), files, jobs=jobs, timeout=timeout, progress=progress)


def markdown(results: list[CoqResult]) -> str:
    """The results as a Markdown table (docs/coq.md, the audit report)."""
    rows = ["| file | theorems | registry claims | status | coqc time |", "|---|---|---|---|---|"]
    for r in results:
        claims = ", ".join(f"`{c}`" for c in r.claims) or "—"
        status = r.status if not r.message else f"{r.status}: {r.message}"
        rows.append(f"| `{r.file}.v` | {', '.join(f'`{t}`' for t in r.theorems)} | {claims} | {status} | {r.seconds:.1f} s |")
    return "\n".join(rows) + "\n"


def attach_kernel(results, directory: Path, registry=None, progress=None) -> dict:
    """Run the development in ``directory`` and set each audited claim's ``kernel`` evidence:
    ``kernel-checked (...)`` when its Coq theorem was accepted, ``failed: ...`` otherwise (only
    claims with a registry ``coq`` route have one). Returns the development's counts."""
    coq = prove_coq(directory, registry, progress=progress)
    by_claim = {claim: r for r in coq for claim in r.claims}
    modules = {}
    for result in results:
        r = by_claim.get(result.id)
        if r is not None:
            result.kernel = (f"kernel-checked (Coq theorem {r.theorems[0]} in {r.file}.v, {r.seconds:.1f} s)"
                             if r.status == "kernel-checked" else f"failed: {r.file}.v: {r.message}")
            if r.status == "kernel-checked":
                modules[result.id] = {"theorem": r.theorems[0], "modules": imports_closure(Path(directory), r.file)}
    theorems = sum(len(r.theorems) for r in coq)
    checked = sum(len(r.theorems) for r in coq if r.status == "kernel-checked")
    return {"files": len(coq), "theorems": theorems, "kernel_checked": checked,
            "failed": [r.file for r in coq if r.status != "kernel-checked"],
            "seconds": {r.file: round(r.seconds, 1) for r in coq},
            "directory": str(directory), "claims": modules}


def imports_closure(directory: Path, module: str) -> list[str]:
    """``module`` and every module it imports from the development, imports first."""
    import re

    found: list[str] = []

    def visit(name: str) -> None:
        if name in found:
            return
        text = (directory / f"{name}.v").read_text(encoding="utf-8")
        for group in re.findall(r"^Require Import ((?:Certify\.\w+\s*)+)\.", text, re.M):
            for imported in group.split():
                visit(imported.removeprefix("Certify."))
        found.append(name)

    visit(module)
    return found
