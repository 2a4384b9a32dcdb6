"""Re-deriving one claim of a certificate bundle (docs/trust.md), for :mod:`.bundle`: its
evidence files are read once each (no symlink at any step), matched against their sha256 in the
manifest, kept in a private directory and accepted by their own checkers from that copy (the
bytes hashed are the bytes checked); the claim functions of :mod:`.claims` read only what those
checkers returned; then the status is re-derived as :mod:`.bundle` states. Imports nothing from the
package; under 540 lines.

Kinds: ``table`` (:mod:`.tables`), ``ab-line``/``ab-pair``/``ab-tree`` (:mod:`.ab`),
``ab-relabel`` (:mod:`.ab_graphs`, against the 2×n table listed before it in the same claim; an
``ab-tree`` must be the registry's figure, ``ab-strategies.json``, and a ``board`` the shipped one),
``mastermind`` (:mod:`.mastermind`; ``mastermind-strategy``: a tree of named strategies,
key ``digits,symbols,repeats``), ``adversary`` (:mod:`.adversary`; its ``adversary-file``
CNF and DRAT files beside), ``board`` (:mod:`.board`), ``coq`` (:mod:`.coq`), ``smt2`` (named
and subset-checked; what :mod:`.smt` runs is the obligation rebuilt from the bound expression
by :mod:`._smt_print`, :meth:`Bundle.rebuilt`).
"""
from __future__ import annotations

import hashlib
import json
import re
from fractions import Fraction
from pathlib import Path

import certify.checkers.ab as ab
import certify.checkers.ab_graphs as ab_graphs
import certify.checkers.adversary as adversary
import certify.checkers.board as board
import certify.checkers._claims as claims
import certify.checkers._compiled as compiled
import certify.checkers._isolated as isolated
import certify.checkers.coq as coq
import certify.checkers.mastermind as mastermind
import certify.checkers.smt as smt
import certify.checkers._smt_print as smt_print
import certify.checkers.tables as tables
from certify.checkers import LIMIT, STATUSES, UNREADABLE
from certify.checkers._bundle_files import Snapshot, gzip_size, read_inside
from certify.checkers._bundle_registry import shaped, smt2_digest as digest, tree_digest
from certify.checkers.strict_io import limit, load_sorted_json, over_limit

COQ_TIMES = 10  # a coqc run compiles a whole shipped file (AB2.v: 33 s of CPU): at most this many times the timeout
CLAIM_KEYS = {"id", "statement", "status", "checker", "evidence", "claim", "cases", "counterexample", "smt2", "reason", "kernel",
              "witness", "nodes", "closed_form"}


class Files:
    """The evidence files of one bundle, each checked once (``checked``: cache key -> result)."""

    def __init__(self, directory, timeout: float = 60.0, registry=None):
        self.root = Path(directory)
        self.timeout = timeout
        self.registry = registry  # _bundle_registry.Registry: what each record may state
        self.checked: dict[str, object] = {}  # path -> what its checker accepted
        self.coq = None  # the bundle's Coq development (coq/), compiled on first use
        self.data: dict[str, bytes] = {}  # smt2 obligations read (by path)
        self.printed: dict[tuple, str] = {}  # obligations rebuilt: (key, goal, relaxed, expression) -> text
        self.digests: dict[str, str] = {}  # smt2_digest of the obligation files read
        self.hashes: dict[str, str] = {}  # path -> sha256 of an evidence file read (once) and matched
        self.snapshot, self.kept = Snapshot(), {}  # path -> its private copy (the bytes hashed), which checkers read
        functions = getattr(registry, "functions", None)  # a user-named registry's own functions, in a child
        self.user = isolated.UserFunctions(functions, timeout) if functions else None
        self.unsat = Unsat()  # the rebuilt obligations found unsat under both solvers (sha256 of the text)
        self.bound: dict[int, list] = {}  # id of a record bound by statement() -> its obligations

    def file(self, item) -> tuple[Path, str]:
        if not isinstance(item, dict) or set(item) != {"path", "sha256", "kind", "key"}:
            raise claims.CheckError(f"evidence entry {str(item)[:80]!r} must have exactly path, sha256, kind, key")
        rel = item["path"]
        if item["kind"] != "smt2" and isinstance(rel, str) and rel in self.hashes:  # listed again: read and hashed once
            if self.hashes[rel] != item["sha256"]:
                raise claims.CheckError(f"evidence file {rel} does not match its sha256")
            return self.kept[rel], rel
        data = read_inside(self.root, rel, smt.MAX_SMT2 if item["kind"] == "smt2" else limit("MAX_FILE_MB", 1024) << 20)
        if hashlib.sha256(data).hexdigest() != item["sha256"]:
            raise claims.CheckError(f"evidence file {rel} does not match its sha256")
        if item["kind"] == "mastermind" and rel.endswith(".gz"):
            gzip_size(data, rel)
        if item["kind"] != "smt2":  # read once: its checker and the claim functions read these bytes, kept privately
            self.hashes[rel] = item["sha256"]
            self.kept[rel] = self.snapshot.keep(rel, data)
            return self.kept[rel], rel
        if rel != f"smt2/{item['key']}.smt2":
            raise claims.CheckError(f"obligation {rel} is not named by its key {str(item['key'])[:60]!r}")
        self.data[rel] = data
        return self.root / rel, rel

    def beside(self, rel: str, suffix: str) -> None:
        """Keep the file beside ``rel`` with ``suffix`` (a SAT certificate's CNF and DRAT, bound
        by the sha256 its certificate records), read once like any evidence file."""
        other = rel.rsplit(".", 1)[0] + suffix
        if other not in self.kept:
            data = read_inside(self.root, other, limit("MAX_FILE_MB", 1024) << 20)
            self.hashes[other] = hashlib.sha256(data).hexdigest()
            self.kept[other] = self.snapshot.keep(other, data)

    def close(self) -> None:
        """End what checking started: the Coq development, the user's functions child, the copies."""
        if self.coq is not None:
            self.coq.__exit__(None, None, None)
            self.coq = None
        if self.user is not None:
            self.user.close()
        self.snapshot.close()

    def evidence(self, items) -> claims.Evidence:
        if not isinstance(items, list):
            raise claims.CheckError("evidence must be a list")
        ev, pair_files = claims.Evidence(), {}
        ev.user = self.user
        for item in items:
            path, rel = self.file(item)
            kind, key, rows = item["kind"], item["key"], None
            cache = (rel, kind, json.dumps(key))  # a file is checked once per kind and key it is listed with
            if kind == "ab-relabel":  # witnesses onto the entries of this claim's 2×n table
                if not isinstance(key, int) or claims.integer(key) not in pair_files:
                    raise claims.CheckError(f"{rel}: the 2x{key} optimality table must be listed before its witnesses")
                cache = (rel, pair_files[claims.integer(key)])
                rows = self.checked[cache[1]][2]
            if cache not in self.checked:
                self.checked[cache] = self.check(path, kind, key, rows, rel)
            found = self.checked[cache]
            if kind == "table":
                ev.table = found
            elif kind == "table-other":  # a second rule set's table (a comparison claim)
                ev.other[key] = found
            elif kind == "ab-line":
                ev.line = found
            elif kind == "ab-pair":
                ev.pairs[claims.integer(key)] = found
                pair_files[claims.integer(key)] = cache
            elif kind == "ab-relabel":
                ev.relabel[claims.integer(key)] = found["values"]
            elif kind == "ab-tree":
                ev.trees[claims.integer(key)] = found
            elif kind == "adversary":
                ev.adversary.append(found)
            elif kind == "mastermind":
                ev.mastermind[tuple(claims.integer(x) for x in str(key).split(","))] = found
            elif kind == "mastermind-strategy":
                ev.strategies[tuple(claims.integer(x) for x in str(key).split(","))] = found["strategies"]
            elif kind == "board":
                ev.board = found
        return ev

    def check(self, path: Path, kind: str, key, rows=None, rel: str = ""):
        """Run the file's own checker on its private copy (``path``, the bytes hashed); return
        what the claim functions read from it (``rows``: for relabelling witnesses, the states of
        the checked 2×n table they point into)."""
        if kind in ("table", "table-other"):
            if not isinstance(key, str):  # a table of any rule set would do: never
                raise claims.CheckError(f"{path.name}: a game table must be listed under its rules, not {str(key)[:20]}")
            return tables.load_checked(path, key)
        if kind in ("ab-line", "ab-pair", "ab-tree"):
            found, summary = ab.check_file(str(path))
            doc = json.loads(path.read_bytes().decode("utf-8"))
            if kind == "ab-tree":  # the registry's figure itself: its game and its tree
                want = self.registry.strategies().get(str(key)) if self.registry is not None else None
                if self.registry is not None and [doc.get(k) for k in ("digits", "symbols", "tree")] != want:
                    raise claims.CheckError(f"{path.name}: not the strategy the registry transcribes as figure {str(key)[:20]!r} "
                                            f"(ab-strategies.json beside the registry)")
                return summary if found == ab.TREE else _bad(path, kind)
            digits = 1 if kind == "ab-line" else 2
            if found != ab.OPTIMALITY or doc.get("digits") != digits or (digits == 2 and doc["symbols"] != claims.integer(key)):
                _bad(path, kind)
            if kind == "ab-line":  # row m (size m, checked) is the 1×m game's optimum
                return [{"total": row["total"], "worst": row["worst"]} for row in doc["states"]]
            return summary, [(len(state["codes"]), state["total"], state["worst"]) for state in doc["states"]], doc["states"]
        if kind == "ab-relabel":  # relabelling witnesses (checkers/ab_graphs.py)
            found = ab_graphs.check_file(path, rows=rows)
            return found if found["symbols"] == claims.integer(key) else _bad(path, kind)
        if kind == "board":  # a trait board's search table and fewest traits (checkers/board.py), of the shipped board
            found = board.check_file(path)
            doc = json.loads(path.read_bytes().decode("utf-8"))
            if self.registry is not None and [doc.get(k) for k in ("characters", "traits", "matrix")] != self.registry.board(key):
                raise claims.CheckError(f"{path.name}: not the board {str(key)[:20]!r} the claim functions read")
            return found
        if kind in ("smt2", "adversary-file"):  # run by the claim / read by its certificate's checker
            return path
        if kind == "mastermind":  # an optimality certificate of a D×N game, key "digits,symbols,repeats"
            found = mastermind.check_file(str(path))
            if not str(found.get("kind", "")).startswith("certify-mastermind-optimality") or "restricted" not in found:
                _bad(path, kind)
            game = ",".join(str(int(found.get(k, -1))) for k in ("digits", "symbols", "repeats"))
            if game != str(key):  # the game the certificate is about is the one the claim reads under the key
                raise claims.CheckError(f"{path.name}: a certificate of the game {game}, listed for the game {str(key)[:40]}")
            return found
        if kind == "mastermind-strategy":  # named strategies of a D×N game, replayed; key "digits,symbols,repeats"
            found = mastermind.check_file(str(path))
            game = ",".join(str(int(found.get(k, -1))) for k in ("digits", "symbols", "repeats"))
            if not found["kind"].startswith("certify-mastermind-tree") or not found["strategies"] or game != str(key):
                _bad(path, kind)
            return found
        if kind == "coq":  # the kernel accepts the module (and its imports), axiom-free
            if rel != f"coq/{key}.v":
                raise claims.CheckError(f"{path.name}: Coq evidence must be coq/{key}.v")
            if self.coq is None:  # claim modules: the statements printed from the registry, the bundle's proofs
                statements = self.registry.coq_statements() if self.registry is not None else {}
                self.coq = coq.Development(self.root / "coq", COQ_TIMES * self.timeout, statements).__enter__()
            self.coq.check_module(key)
            return key
        if kind == "adversary":  # codes, bounds, Delsarte duals, SAT refutations, game tables
            doc = load_sorted_json(path, adversary.LIMITS["bytes"], adversary.LIMITS["depth"])  # the private copy
            if doc.get("format") == adversary.FORMAT % "sat":  # its CNF and DRAT beside, read once too
                self.beside(rel, ".cnf")
                self.beside(rel, ".drat")
            adversary.check_file(path)
            return {**doc, "kind": doc["format"].split("/")[0].removeprefix("certify-adversary-")}
        raise claims.CheckError(f"unknown evidence kind {kind!r}")


def _bad(path, kind):
    raise claims.CheckError(f"{path.name} is not a {kind} certificate")


class Bundle(Files):
    """A bundle: its evidence files, each checked once, and the re-derivation of each claim."""

    def statement(self, record) -> list[tuple[str, str]]:
        """What the record states, bound to the registry (no evidence checked, no solver run):
        its obligations' texts for a ``proved`` record, the exporter's and in order."""
        if not isinstance(record, dict) or not set(record) <= CLAIM_KEYS or not isinstance(record.get("id"), str):
            raise claims.CheckError(f"malformed claim record {str(record)[:80]!r}")
        if record.get("status") not in STATUSES:
            raise claims.CheckError(f"unknown status {str(record.get('status'))[:40]!r}")
        if self.registry is not None:
            self.registry.bind(record)
        if "cases" in record and (type(record["cases"]) is not int or record["cases"] < 0):
            raise claims.CheckError(f"cases must be a count (an integer), got {str(record['cases'])[:40]}")
        if "closed_form" in record and record["status"] != "proved":
            raise claims.CheckError(f"a {record['status']} claim cannot carry closed forms")
        if "kernel" in record and record["status"] not in ("proved", "verified"):  # counted only where checked
            raise claims.CheckError(f"a {record['status']} claim cannot carry kernel evidence")
        if record["status"] == "verified" and not record.get("cases"):
            raise claims.CheckError("verified over no point: a vacuous claim is not verified")
        if record["status"] in ("open", "vacuous") and (not isinstance(record.get("reason"), str)
                                                        or not record["reason"].strip()):
            raise claims.CheckError(f"an {record['status']} claim must give its reason")
        self.bound[id(record)] = self.obligations(record) if record["status"] == "proved" else []
        return self.bound[id(record)]

    def claim(self, record) -> str:
        bound = self.bound.pop(id(record), None)  # bound already (check_file binds every record first)
        texts = self.statement(record) if bound is None else bound
        status = record["status"]
        if status == "open":
            return status
        if status == "vacuous":  # its hypotheses alone (bounds and where), rebuilt, unsat
            if not record.get("evidence"):  # none: no point of its range satisfies its hypotheses, re-counted
                expression = record.get("claim")
                if not shaped(expression) or type(expression.get("N")) is not int:
                    raise claims.CheckError("a vacuous claim needs the obligation of its hypotheses or its expression")
                if bounded(expression, self.evidence([])):
                    raise claims.CheckError("a point of its range satisfies its hypotheses: not vacuous")
                return status
            if not isinstance(record["evidence"], list) or not all(
                    isinstance(item, dict) and item.get("kind") == "smt2" for item in record["evidence"]):
                raise claims.CheckError("a vacuous claim's evidence is the SMT-LIB2 file of its hypotheses")
            for rel, text in self.obligations(record, goal=False):
                self.solve(text, shown=f"{rel} (rebuilt)")
            return status
        self.kernel(record)
        ev = self.evidence(record.get("evidence", []))
        expression = record.get("claim")
        if (status != "proved" or "cases" in record) and (
                not shaped(expression)):
            raise claims.CheckError("the claim's expression (N, vars, where, holds) is missing or malformed")
        if expression is not None and (type(expression.get("N")) is not int or expression["N"] < 1):
            raise claims.CheckError(f"the range N must be a positive integer, got {str(expression.get('N'))[:40]}")
        if status == "refuted":
            refute(expression, record.get("counterexample"), ev)
            return status
        if "witness" in record:  # issue 25: the hypotheses hold at the witness (a separate addition)
            witness(expression, record["witness"], ev, bounded_range=status == "verified")
        if "cases" in record or status == "verified":
            cases = bounded(expression, ev)
            if cases != record.get("cases"):
                raise claims.CheckError(f"{cases} points re-checked, the manifest records {record.get('cases')!r}")
        for rel, text in texts:
            self.solve(text, shown=f"{rel} (rebuilt)")
        return status

    def kernel(self, record) -> None:
        """Kernel evidence (issue 37): the theorem the registry's index prints for the claim, its
        module among the Coq files (:mod:`.coq`); Coq files without it are refused."""
        items = [item for item in record.get("evidence", []) if isinstance(item, dict) and item.get("kind") == "coq"] \
            if isinstance(record.get("evidence"), list) else []
        if "kernel" not in record:
            if items:
                raise claims.CheckError("Coq files, but no kernel theorem: Coq evidence must check the claim itself")
            return
        want = self.registry.coq(record["id"]) if self.registry is not None else None
        if want is None or record["kernel"] != want["theorem"]:
            raise claims.CheckError(f"kernel evidence {str(record['kernel'])[:60]!r} is not the Coq theorem the registry "
                                    f"prints for the claim ({want['theorem'] if want else 'none'})")
        if not any(item.get("key") == want["module"] for item in items):
            raise claims.CheckError(f"kernel evidence {want['theorem']} without its module coq/{want['module']}.v")

    def digest(self, text: str) -> str:
        if text not in self.digests:
            self.digests[text] = digest(text)
        return self.digests[text]

    def solve(self, text: str, shown: str) -> None:
        """Both solvers on a rebuilt obligation (:func:`.smt.check_text`), once per text: the same
        text, rebuilt for another claim of the bundle (a proof DAG's node obligations are listed
        by every claim that rests on it), was found unsat under both already (in this process or
        another checking process of this run, :class:`Unsat`). A failure is not remembered."""
        key = hashlib.sha256(text.encode("utf-8")).digest()
        if key not in self.unsat:
            smt.check_text(text, self.timeout, shown=shown)
            self.unsat.add(key)

    def obligations(self, record, goal: bool = True) -> list[tuple[str, str]]:
        """A proved record's obligations as (path, text to run), or a vacuous record's
        hypotheses (``goal`` False). The bundle's files must be named by the claims the index
        lists (:mod:`._bundle_registry`), in order, and stay within the exporter's command
        subset (:mod:`.smt`), and be one the tool exports for its claim (its digest in the index: a
        consistency check, not what the verdict rests on); what runs is rebuilt here (:meth:`rebuilt`)."""
        files = [item for item in record.get("evidence", []) if isinstance(item, dict) and item.get("kind") == "smt2"]
        if not files:
            raise claims.CheckError("proved, but no SMT-LIB2 obligation is in the bundle" if goal else
                                    "a vacuous claim's evidence is the SMT-LIB2 file of its hypotheses")
        texts = []
        for item in files:
            rel = self.file(item)[1]
            try:
                texts.append((rel, self.data.pop(rel).decode("utf-8")))
            except UnicodeDecodeError:
                raise claims.CheckError(f"{rel}: not UTF-8 text") from None
            smt.obligation_commands(texts[-1][1])
        keys = [item["key"] for item in files]
        want = self.registry.obligations(record["id"]) if goal and self.registry is not None else [f"{record['id']}.hypotheses"]
        if (self.registry is not None or not goal) and (not want or keys != want):
            raise claims.CheckError(f"its SMT-LIB2 obligations are for {', '.join(map(str, keys))[:120]}, the registry's "
                                    f"claim needs those of {', '.join(want)[:120] or 'none'}")
        for key, (rel, text) in zip(keys, texts):  # consistency: the file is one the tool exports for the claim
            if goal and self.registry is not None and self.digest(text) not in self.registry.allowed(key):
                raise claims.CheckError(f"{rel} is not the obligation the registry's claim {key} exports")
        return [(rel, self.rebuilt(record, key, text, goal)) for key, (rel, text) in zip(keys, texts)]

    def rebuilt(self, record, key: str, text: str, goal: bool = True) -> str:
        """The obligation of ``key`` rebuilt from a bound expression: the record's own (``claim``)
        or a proof-DAG node's (``nodes``, its digest the index's) by :mod:`._smt_print`, a DAG's
        glue by :mod:`.dag_glue` from the registry. The bundle's ``text`` only chooses between
        the real relaxation and the exact obligation (both sound); it never runs."""
        if self.registry is not None and ".glue." in key:
            return self.registry.glue(key)
        nodes = record.get("nodes", {})
        tree = record.get("claim") if key in (record["id"], f"{record['id']}.hypotheses") else \
            nodes.get(key) if isinstance(nodes, dict) else None
        if tree is not None and key != record["id"] and goal:
            if not shaped(tree):
                raise claims.CheckError(f"the expression of DAG node {key[:80]} is malformed")
            if self.registry is not None and tree_digest(tree) != self.registry.tree(key):
                raise claims.CheckError(f"the expression of DAG node {key[:80]} differs from the registry's")
        try:
            if tree is None:
                raise smt_print.Unsupported("the bundle gives no expression for it")
            if key == record["id"] and goal and "closed_form" in record:  # the closed-form route: F is checked by it
                tree = smt_print.closed_form(tree, record["closed_form"])
            declared = dict(re.findall(r"\(declare-fun (\S+) \(\) (Int|Real)\)", text))
            relaxed = smt_print.relaxable(tree, goal) and any(declared.get(v[0]) == "Real" for v in tree["vars"]
                                                       if v[0] not in tree.get("real", []))
            memo = (key, goal, relaxed, json.dumps(tree, sort_keys=True))  # a DAG node's, listed by many claims: once
            if memo not in self.printed:
                self.printed[memo] = smt_print.obligation(tree, relaxed, goal,
                                                          title=f"obligation of {key}, rebuilt from its expression")
            return self.printed[memo]
        except (smt_print.Unsupported, TypeError, KeyError, IndexError) as why:
            raise claims.CheckError(f"the obligation of {key[:80]} cannot be rebuilt from its expression ({why})") from None


class Unsat:
    """A set of sha256 digests (32 bytes) of obligation texts found unsat under both solvers: this
    process's, and with :meth:`share` those of the other checking processes of one run too (a
    block of shared memory made before they were forked, appended under its lock)."""

    SIZE = 32

    def __init__(self) -> None:
        self.known: set[bytes] = set()
        self.shared = None  # (RawArray of bytes, RawValue count, Lock), or None
        self.synced = 0  # entries of the shared block already in ``known``

    @classmethod
    def block(cls, context, capacity: int = 1 << 14):
        """Shared memory for ``capacity`` digests, made in the parent (``context``: multiprocessing's fork context;
        type codes as in :mod:`array`: ``c`` a byte, ``l`` the count)."""
        return context.RawArray("c", cls.SIZE * capacity), context.RawValue("l", 0), context.Lock()

    def share(self, shared) -> None:
        self.shared, self.synced = shared, 0

    def __contains__(self, key: bytes) -> bool:
        if key in self.known or self.shared is None:
            return key in self.known
        data, count, lock = self.shared
        with lock:
            n = count.value
            fresh = data[self.SIZE * self.synced:self.SIZE * n]
        self.known.update(fresh[i:i + self.SIZE] for i in range(0, len(fresh), self.SIZE))
        self.synced = n
        return key in self.known

    def add(self, key: bytes) -> None:
        self.known.add(key)
        if self.shared is not None:
            data, count, lock = self.shared
            with lock:
                n = count.value
                if self.SIZE * (n + 1) <= len(data):
                    data[self.SIZE * n:self.SIZE * (n + 1)] = key
                    count.value = n + 1


def bounded(expression, ev) -> int:
    """The number of points of the range where ``where`` holds, after ``holds`` was found true at
    each (in the registry's order, the first failure named); the points and their pricing are
    priced first (each variable's span, and all points tried, within CERTIFY_CHECK_MAX_POINTS,
    default 20 000 000: beyond, exit 4), the expressions compiled once (:mod:`._compiled`)."""
    variables, most, tried = expression["vars"], limit("MAX_POINTS", 20_000_000), 0
    if not isinstance(variables, list) or not all(isinstance(v, list) and len(v) == 3 and isinstance(v[0], str)
                                                  for v in variables):
        raise claims.CheckError("the claim's variables must be [name, low, high] triples")
    if not isinstance(expression.get("real", []), list) or {v[0] for v in variables} & set(expression.get("real", [])):
        raise claims.CheckError("a bounded check enumerates integers, and the claim declares a variable real")
    claims.budget()
    inner = compiled.Compiler(ev, variables[-1][0] if variables else None, expression["where"], expression["holds"])
    where, where_size, _ = inner.compile(expression["where"])
    holds, holds_size, _ = inner.compile(expression["holds"])
    bounds = [(name, compiled.Compiler(ev).compile(low)[0], compiled.Compiler(ev).compile(high)[0])
              for name, low, high in variables]
    env, cases, last = {"N": claims.integer(expression["N"])}, 0, len(bounds) - 1

    def walk(i):
        nonlocal tried, cases
        name, low, high = bounds[i]
        low, high = compiled._integer(low(env)), compiled._integer(high(env))
        tried += max(0, high - low + 1)
        if tried > most:
            over_limit("the claim's range", tried, "MAX_POINTS", 20_000_000, " points")
        for value in range(low, high + 1):
            env[name] = value
            if i < last:
                walk(i + 1)
                continue
            compiled.charge(where_size)
            if where(env):
                cases += 1
                compiled.charge(holds_size)
                if not holds(env):
                    shown = ", ".join(f"{k} = {v}" for k, v in env.items() if k != "N")
                    raise claims.CheckError(f"fails at {shown}"[:300])
        env.pop(name, None)

    if bounds:
        walk(0)
    else:
        compiled.charge(where_size)
        if where(env):
            cases += 1
            compiled.charge(holds_size)
            if not holds(env):
                raise claims.CheckError("fails at "[:300])
    return cases


def _free(tree, depth: int = 0) -> bool:
    """Whether a bound applies for every N (mentions neither N nor infinity)."""
    if depth > claims.MAX_DEPTH:
        raise claims.CheckError(f"an expression nested deeper than {claims.MAX_DEPTH}", LIMIT)
    return tree not in (["inf"], ["-inf"]) and tree != ["var", "N"] and all(_free(t, depth + 1) for t in tree[1:] if isinstance(t, list))


def witness(expression, point, ev, bounded_range: bool) -> None:
    """The recorded witness satisfies the claim's bounds (with ``bounded_range``, also those
    mentioning N, at the manifest's N) and its ``where`` (issue 25: no vacuous claim)."""
    if not isinstance(expression, dict) or not isinstance(point, dict) or not all(
            isinstance(v, str) and claims.NUMBER.fullmatch(v) for v in point.values()):
        raise claims.CheckError("the witness must give exact numbers for the claim's expression")
    env = {"N": claims.integer(expression["N"]), **{name: Fraction(value) for name, value in point.items()}}
    _integers(expression, point, "witness")
    for name, low, high in expression["vars"]:
        if name not in env:
            raise claims.CheckError(f"the witness gives no value for {name}")
        for tree, inside in ((low, lambda b: b <= env[name]), (high, lambda b: env[name] <= b)):
            if (bounded_range and tree not in (["inf"], ["-inf"])) or _free(tree):
                if not inside(compiled.evaluate(tree, env, ev)):
                    raise claims.CheckError(f"the witness's {name} = {env[name]} is outside its bounds")
    if not compiled.evaluate(expression["where"], env, ev):
        raise claims.CheckError("the witness does not satisfy the claim's hypotheses (where)")


def _integers(expression, point: dict, what: str) -> None:
    """Every value of ``point`` is an integer unless the claim declares its variable real (the
    expression's ``real``): a point over the reals is no counterexample to an integer claim."""
    real = expression.get("real", [])
    for name, value in point.items():
        if Fraction(value).denominator != 1 and (not isinstance(real, list) or name not in real):
            raise claims.CheckError(f"the {what}'s {str(name)[:40]} = {value[:40]} is not an integer, "
                                    "and the claim does not declare it real")


def refute(expression, point, ev) -> None:
    claims.budget()
    if not isinstance(point, dict) or not all(isinstance(v, str) and len(v) < 400 and claims.NUMBER.fullmatch(v)
                                              for v in point.values()):
        raise claims.CheckError("a refuted claim needs its counterexample point (exact numbers)")
    env = {name: Fraction(value) for name, value in point.items()}
    if not isinstance(expression["vars"], list) or not all(isinstance(v, list) and len(v) == 3 for v in expression["vars"]):
        raise claims.CheckError("the claim's variables must be [name, low, high] triples")
    _integers(expression, point, "counterexample")
    if "N" in env and env["N"] < 2:  # the audit size it holds at: only a point to evaluate at, N >= 2 and in the range
        raise claims.CheckError(f"the counterexample's N = {env['N']} is below 2 (every audit size is at least 2)")
    for name, low, high in expression["vars"]:
        if name not in env:
            raise claims.CheckError(f"the counterexample gives no value for {name}")
        for tree, inside in ((low, lambda b: b <= env[name]), (high, lambda b: env[name] <= b)):  # at its N, if it names one
            if (_free(tree) or "N" in env and tree not in (["inf"], ["-inf"])) and not inside(compiled.evaluate(tree, env, ev)):
                raise claims.CheckError(f"the counterexample's {name} = {env[name]} is outside its bounds")
    if not compiled.evaluate(expression["where"], env, ev):
        raise claims.CheckError("the counterexample does not satisfy the claim's condition")
    if compiled.evaluate(expression["holds"], env, ev):
        raise claims.CheckError(f"the claim holds at its counterexample {point}")
