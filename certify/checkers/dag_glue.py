"""Checker of a proof DAG's glue (registry ``[[glue]]``): the induction, the cover of the
theorem's states and the link from each part of the cover to the node that settles it, as
SMT-LIB obligations written here (not by the engine) and answered by z3 and cvc5.

A ``[[glue]]`` names the DAG's theorem, the game's ``rules`` (which fix the state variables,
the move set, the successor states and the terminal states: :data:`RULES`, from
docs/rules.md), the ``domain`` (the states the theorem is about), an integer ``measure`` and
``[[glue.region]]`` parts, each ``{kind, states, by, at, fixed, questions, exists}``
(with ``rules = "custom"``, for a lemma's own induction, the glue declares ``state``, ``move``
and ``terminal``, and each step its ``moves`` and the instances it ``uses``): ``kind`` is
``terminal`` (its states are the rules' terminal states), ``base`` or ``step``; ``by`` is a node
of the DAG; ``at`` lists substitutions of the node's variables by terms over the state (and the
move variable); ``exists`` names level variables that every integer has (a premise:
``level(v, c)``: 2^v < c <= 2^(v+1) for c >= 2; ``clevel(v, c)``: 2^(v-1) < c <= 2^v, c >= 1).
The obligations, each over integers, the negation asserted, unsat under both solvers:

* ``measure``: domain => measure >= 0 (so strong induction on it is well-founded; the measure must be
  an integer term, and a theorem has one ``[[glue]]`` and one ``[[dag]]``);
* ``moves.R.some``: domain and region R's states => some move lies in the step's move range (else
  every obligation below, each with the range as a premise, would hold vacuously);
* ``exists.R.i``: domain, region R's states (for a step, its moves) and the premises before the
  i-th => the i-th premise's term is in its range (:data:`FACT_RANGES`: a level of c needs c >= 2;
  outside it the premise is false and every obligation of the region would hold vacuously); its
  variable must be fresh (not the state, the move, a name of the domain, the states or the moves, an
  earlier premise's variable or a name of its own term), so that it names a value every state has;
* ``cover``: domain => some region's states (with ``cover_cases``: domain => some case, and
  ``cover.i``: domain and case i => some region's states);
* ``applies.R``: domain, region R's states (and, for a step, every move of the rules' move set
  and the level facts) => the node's hypotheses (bounds free of N and oo, and ``where``) under
  one of the substitutions: the node's statement covers every state and every move of R;
* ``moves.R`` (a step whose node has no move variable): the state has at most ``questions``
  questions, the ones the node's formula treats one by one;
* ``step.R``: the state is not terminal, and every successor of every move lies in the domain
  with a smaller measure (the induction hypothesis is exactly what the step may use).

Induction over game values (a custom glue with ``ih``: the induction predicate, a formula over
the state that may read the game value ``P(a, b)``, an uninterpreted function in every
obligation). Each step node's ``holds`` is ``Implies(A, G)`` over P (its own obligation, proved
by the audit for every function P), and the glue checks what A may assume and what G gives:

* ``reads.R.i.p`` (one per conjunct p of A): A (at the node's substitution) follows from the induction predicate at the
  step's ``uses`` (each in the domain at a smaller measure: ``step.R``), instances of the
  rules (``facts``: :data:`RULE_FACTS`, e.g. ``P(a, b)`` is at least the value of the question
  ``j : a-j``) and instances of proved lemmas (``lemmas``: a DAG node's ``holds`` at a
  substitution, its translatable conjuncts; ``lemma.R.i``: the substitution satisfies its
  hypotheses), so the node assumes nothing else about P. Optional, per conjunct, ``reads``
  (``reads."i.p" = [...]``, i the node's place in ``at``): the instances it follows from
  (``uses.u``, ``facts.f``, ``lemmas.l``: the others are left out, a premise set that is only
  weaker) and index identities ``Eq(a, b)``, each its own obligation ``reads.R.i.p.by.q`` (from
  the base premises: domain, states, moves, the node's bounds, earlier identities, no P), then
  a premise of the conjunct's obligation, where a's constant (:meth:`Translator.name`) is
  declared without its definition (only the identity is known of it: again a premise fewer);
* ``concludes.R.i``: G gives the region's goal: the induction predicate at the state, or,
  for a region with an ``optimum`` (a move term), that every move of the rules' move set
  (:data:`VALUES`: the guess and each question, over the glue's ``game`` state) is worth at
  most the optimum; then ``attains.R`` (the optimum is one of those moves) and ``ih.R`` (P
  equal to the optimum's value gives the induction predicate) close the state, since by the
  rules P is the largest value of a move.

Binding (a glue over game values): every variable a step or base node's ``holds`` or ``where``
names is mapped by its substitution ``at`` (its ``vars`` to terms over the state, the move and the
``exists`` variables; a ``real`` variable, a game value in the node's own proof, to a term over P
such as ``P(b, a - 1)``), or the glue is refused ("nothing binds"): a node speaks of the game only
through P at the states the glue names. A step may be taken at the move ``K(a, b)`` that attains
P(a, b) (rule fact ``attained``; K an uninterpreted integer function, a Skolem function); the
instances of the region's rule facts that name K are premises of ``applies`` and ``step`` too
(they give K's range). A glue without ``ih`` binds nothing: the audit says "glue without binding".

A region of kind ``lemma`` is settled by a proved node of the DAG (like a base, for all states).
In a glue over game values, ``settles.R`` (a terminal, base or lemma region): the domain, the region's
states and pins, and each alternative node's statement under its hypotheses (its table functions
read over P: :data:`READINGS`; a conjunct outside the language left out) => the induction
predicate at the state.

Promotion (``[[glue.promote]]``, one per claim of the DAG's ``proves``): a bounded claim becomes
"proved, all parameters" only through obligations that compare it with the glue. Its range R
(its variables' bounds without the audit size N and oo, and its ``where``) is split in
``parts``, each ``{states, at, lemmas, facts}`` (``states`` over the claim's variables; ``at``
one or more maps of the glue's state variables to terms over them):

* ``promote.C.cover``: R => some part's states;
* ``promote.C.i.domain.j``: R and the part's states => the glue's domain at the j-th ``at``;
* ``promote.C.i.lemma.l``: R and the part's states => the hypotheses of a lemma node (or a base
  node: the DAG is proved only when it is, on its whole finite range) at its substitution;
* ``promote.C.i.holds`` (a glue over game values, unless the entry gives a ``reading``; always
  for a part with no ``at``): R, the part's states, the induction predicate at every ``at``,
  the lemmas' and the rules facts' instances => the claim's ``holds``, whose table functions
  are read over P (:data:`READINGS`; ``ab1_total``, ``ab2_total``, ``ab2_worst`` for every claim, the
  rest official rules only: ``optimal(a, b, s)``: s is a legal
  move whose value is P(a, b); ``P_first``, ``P_split``, ``P_split4``, ``P_mix``: mixtures of
  values, each part weighted by its size). With ``via`` (formulas
  over the claim's variables) the implication is a chain, each link ``holds.i`` its own
  obligation (from R, the states and the previous link).

A claim of the DAG (a node) is not promoted by it. A glue over game values none of whose promotions
has a ``holds`` obligation implies no claim's statement (:func:`unlinked`): its theorem is not proved.
Without a ``holds`` obligation the claim's statement is only read (:func:`promoted` says
``range``) and the audit leaves it bounded, as without a ``[[glue.promote]]``. A claim's own ``P``
is its rules' game value (:func:`_read_value`: Nica's p*(a, b) is the slice P(-a, b)).

Trusted: the rules tables below (:data:`RULES`, :data:`VALUES`, :data:`RULE_FACTS`, :data:`READINGS`:
docs/trust.md lists them), :mod:`certify.checkers._glue_smt` and z3 and cvc5.
"""
from __future__ import annotations

import ast
import functools
import re
import sys
import tempfile
import tomllib
from pathlib import Path

from certify.checkers import UNREADABLE, CheckError, verdict
from certify.checkers._glue_smt import GAME_VALUE, Translator, Unsupported

RULES = {  # state, move variable, move range, successors, terminal states
    "official": (("a", "b"), "k", "And(1 <= k, k <= floor(a/2))", [("b", "k"), ("b", "a - k")],
                 "Or(Eq(a, 1), Eq(b, 1))"),
    "tripartite": (("a", "b"), "k", "And(1 <= k, k <= floor(a/2))", [("b", "k"), ("b", "a - k")],
                   "Or(Eq(a, 1), Eq(b, 1))"),
    "nica": (("n", "m"), "b", "And(1 <= b, b <= n - 1)", [("m", "b"), ("m", "n - b")], "Or(Eq(n, 1), Eq(m, 1))"),
    "ab-line": (("n",), "g", "And(0 <= g, g <= n - 1)", [("g",), ("n - 1 - g",)], "Eq(n, 0)"),
}
VALUES = {  # per rules: the move range (0: the guess) and a move's value scaled by a*b, at state (a, b) and move k
    "official": ("And(0 <= k, k <= floor(a/2))", "Piecewise((b, Eq(k, 0)), (a*b - b*k*P(b, k) - b*(a - k)*P(b, a - k), True))"),
}
RULE_FACTS = {  # instances of the rules a step may assume about the game value P (official rules)
    "question": (("a", "b", "j"), "Implies(And(a >= 2, b >= 1, 1 <= j, j <= a - 1), "
                 "a*b*P(a, b) >= a*b - b*j*P(b, j) - b*(a - j)*P(b, a - j))"),  # P is at least a question's value
    "terminal": (("a",), "Implies(a >= 1, Eq(a*P(a, 1), 1))"),  # P(a, 1) = 1/a: guess before the opponent wins
    "probability": (("a", "b"), "Implies(And(a >= 1, b >= 1), P(a, b) <= 1)"),  # a chance of winning
    "winner": (("b",), "Implies(b >= 1, Eq(P(1, b), 1))"),  # P(1, b) = 1: the last candidate is named
    "guess": (("a", "b"), "Implies(And(a >= 1, b >= 1), a*P(a, b) >= 1)"),  # P(a, b) >= 1/a: the guess is a move
    "attained": (("a", "b"), "Implies(And(a >= 2, b >= 2), And(0 <= K(a, b), K(a, b) <= floor(a/2), "
                 "Eq(a*P(a, b), Piecewise((1, Eq(K(a, b), 0)), (a - K(a, b)*P(b, K(a, b)) - (a - K(a, b))*P(b, a - K(a, b)), True)))))"),
    # P(a, b) is the value of one move K(a, b) (0: the guess; else the question K : a-K): a finite maximum is attained
    # The 1×n line game of the AB paper (docs/abgames.md; a glue over it reads P(n, 0) as T(n), the least
    # total number of guesses over n ordered candidates: T(0) = 0, T(n) = n + min over g of T(g) + T(n-1-g)):
    "line.empty": ((), "Eq(P(0, 0), 0)"),  # T(0) = 0: no candidate, no guess
    "line.guess": (("n", "g", "h"), "Implies(And(n >= 1, g >= 0, h >= 0, Eq(g + h, n - 1)), "
                   "P(n, 0) <= n + P(g, 0) + P(h, 0))"),  # T(n) is at most the total of a guess leaving g and h
    # Nica's Section 1.1, Player 1 alone (a glue over it reads P(n, -1) as T(n), n times the least expected
    # number of questions on a pool of n: T(1) = 0, T(n) = n + min over bids 1 <= b <= n-1 of T(b) + T(n-b)).
    # Each game its own slice of P (official: second argument >= 1; line: 0; bid: -1), so that no mixture of
    # these facts in one glue can contradict itself:
    "bid.one": ((), "Eq(P(1, -1), 0)"),  # T(1) = 0: one candidate, no question
    "bid.bid": (("n", "b", "c"), "Implies(And(n >= 2, b >= 1, c >= 1, Eq(b + c, n)), "
                "P(n, -1) <= n + P(b, -1) + P(c, -1))"),  # T(n) is at most the total of the bid b (parts b and c)
    # The 2×n AB game's families (ab.theorem-3.all): P(s, -2), P(s, -3), P(s, -4) read as the least totals of P(s), D(s), S1(s);
    # each guess's value by its role type: the premise ab.theorem-3.all.classification-* (the certified tables, n <= 12);
    # FACTS ab3-least-*: the least total of a state is the value of a guess of some role type v
    "ab3.empty": ((), "And(Eq(P(0, -2), 0), Eq(P(1, -2), 0), Eq(P(0, -3), 0), Eq(P(0, -4), 0), Eq(P(1, -4), 1))"),  # 0 codes; 1 code
    "ab3.pairs": (("s",), "Implies(s >= 2, P(s, -2) <= s*(s - 1) + 1 + 2*P(s - 2, -3) + P(s - 2, -2))"),  # 2 symbols of U; star: a code, 2 middles; single: a code, 2 leaves
    "ab3.star": (("s",), "And(Implies(s >= 1, P(s, -3) <= 2*s + 1 + 2*P(s - 1, -4)), Implies(s >= 2, P(s, -3) <= 2*s + 6 + P(s - 2, -3)))"),
    "ab3.single": (("s",), "And(Implies(s >= 1, P(s, -4) <= s + P(s - 1, -4)), Implies(s >= 2, P(s, -4) <= s + 2 + P(s - 2, -4)))"),
    # ab.theorem-4.all: P(s, -5), P(s, -6), P(s, -7) read as the least worst cases W of P(s), D(s), S1(s); premise classification-P, -D
    "ab4.small": ((), "And(Eq(P(0, -5), 0), Eq(P(1, -5), 0), Eq(P(0, -6), 0), Eq(P(0, -7), 0), Eq(P(1, -7), 1), Eq(P(1, -6), 2))"),  # 0, 1, 2 codes
    "ab4.pairs": (("s",), "Implies(s >= 2, Or(P(s, -5) <= 2, P(s, -5) <= 1 + P(s - 2, -6), P(s, -5) <= 1 + P(s - 2, -5)))"),  # two symbols of U
    "ab4.star": (("s",), "And(Implies(s >= 1, Or(P(s, -6) <= 2, P(s, -6) <= 1 + P(s - 1, -7))), Implies(s >= 2, Or(P(s, -6) <= 3, P(s, -6) <= 1 + P(s - 2, -6))))"),  # a code; 2 middles
    # Nica's game (rules "nica", docs/rules.md; Nica, Definition 2.1 and Eq. (2.2)): a glue over it reads P(-n, m)
    # as p*(n, m), the chance of the player to move with pools n and m (its own slice: first argument <= -1):
    "nica.won": (("m",), "Implies(m >= 2, Eq(P(-1, m), 1))"),  # p*(1, m) = 1: a pool of one has won
    "nica.lost": (("n",), "Implies(n >= 2, Eq(P(-n, 1), 0))"),  # p*(n, 1) = 0: the opponent's pool of one has won
    "nica.bid": (("n", "m", "b"), "Implies(And(n >= 2, m >= 2, 1 <= b, b <= n - 1), "
                 "n*P(-n, m) >= n - b*P(-m, b) - (n - b)*P(-m, n - b))"),  # p* is at least every bid's value
    "nica.attained": (("n", "m"), "Implies(And(n >= 2, m >= 2), And(1 <= K(-n, m), K(-n, m) <= floor(n/2), "
                      "Eq(n*P(-n, m), n - K(-n, m)*P(-m, K(-n, m)) - (n - K(-n, m))*P(-m, n - K(-n, m)))))"),
    # p*(n, m) is the value of one bid K(-n, m) (K a Skolem function; bids above n/2 mirror those below)
}
READINGS = {  # an official-rules claim's table functions over the game value P (docs/rules.md; certify/claims/functions/games.py)
    "optimal": (["a", "b", "s"], "And(Or(Eq(s, 0), And(1 <= s, s <= a - 1)), Eq(a*b*P(a, b), "
                "Piecewise((b, Eq(s, 0)), (a*b - b*s*P(b, s) - b*(a - s)*P(b, a - s), True))))"),  # s legal, worth P(a, b)
    "P_first": (["a", "b", "m"], "(a*P(a, m) + b*P(b, m))/(a + b)"),  # P([a:b], m): the mixture of the two parts
    "P_split": (["m", "a", "b"], "(a*P(m, a) + b*P(m, b))/(a + b)"),  # P(m, [a:b]): the opponent's two parts
    "P_split4": (["m", "a", "b", "c", "d"], "(a*P(m, a) + b*P(m, b) + c*P(m, c) + d*P(m, d))/(a + b + c + d)"),
    "P_mix": (["a", "b", "c", "d"], "(a*c*P(a, c) + a*d*P(a, d) + b*c*P(b, c) + b*d*P(b, d))/((a + b)*(c + d))"),
    # the engines' exact optima, every claim: the game values the one-player and 2xn AB glues name as slices of P
    "ab1_total": (["n"], "P(n, 0)"),  # the 1xn line game's least total T(n) (RULE_FACTS line.*)
    "ab2_total": (["n"], "P(n, -2)"),  # the 2xn game's least total M(P(n)), all pairs over n symbols (ab3.*)
    "ab2_worst": (["n"], "P(n, -5)"),  # its least worst case W(P(n)) (ab4.*)
}
ANY_RULES = ("ab1_total", "ab2_total", "ab2_worst")  # the readings of every claim (the others: official rules only)
FACTS = {"level": "And(2**{v} < {c}, {c} <= 2**({v} + 1), {v} >= 0)",
         "clevel": "And(2**{v} < 2*({c}), {c} <= 2**{v}, {v} >= 0)",
         "equal": "Eq({v}, {c})",  # a plain name for a term (every term has one): a level v + 1 as a variable
         # the 1×n line game (RULE_FACTS line.*): every n >= 1 has a least guess v, T(n) = n + T(v) + T(n-1-v)
         "line-least": "And(0 <= {v}, {v} <= {c} - 1, Eq(P({c}, 0), {c} + P({v}, 0) + P({c} - 1 - {v}, 0)))",
         # the bid game (RULE_FACTS bid.*): every pool c >= 2 has a least bid v + 1, T(c) = c + T(v + 1) + T(c - 1 - v)
         "bid-least": "And(0 <= {v}, {v} <= {c} - 2, Eq(P({c}, -1), {c} + P({v} + 1, -1) + P({c} - 1 - {v}, -1)))",
         "ab3-least-P": "And(0 <= {v}, {v} <= 2, Eq(P({c}, -2), ({c})*({c} - 1) + Piecewise((P({c}, -2), Eq({v}, 0)), "
                        "(2*P({c} - 1, -4) + P({c} - 1, -2), Eq({v}, 1)), (1 + 2*P({c} - 2, -3) + P({c} - 2, -2), True))))",
         "ab3-least-D": "And(0 <= {v}, {v} <= 5, Implies(Eq({v}, 4), {c} >= 2), Eq(P({c}, -3), 2*({c}) + Piecewise((P({c}, -3), Eq({v}, 0)), "
                        "(1 + 2*P({c} - 1, -4), Eq({v}, 1)), (2 + 2*P({c} - 1, -4), Eq({v}, 2)), (2*P({c}, -4), Eq({v}, 3)), "
                        "(6 + P({c} - 2, -3), Eq({v}, 4)), (2 + P({c} - 1, -3), True))))",
         "ab3-least-S": "And(0 <= {v}, {v} <= 3, Eq(P({c}, -4), {c} + Piecewise((P({c}, -4), Eq({v}, 0)), (P({c} - 1, -4), Eq({v}, 1)), "
                        "(1 + P({c} - 1, -4), Eq({v}, 2)), (2 + P({c} - 2, -4), True))))",
         # W(P(s)) is the worst case of a guess of some role type v, so at least 1 + W of each of its classes (v = 2: and 2)
         "ab4-least-P": "And(0 <= {v}, {v} <= 2, Implies(Eq({v}, 0), P({c}, -5) >= 1 + P({c}, -5)), Implies(Eq({v}, 1), And(P({c}, -5) >= 1 + P({c} - 1, -7), "
                        "P({c}, -5) >= 1 + P({c} - 1, -5))), Implies(Eq({v}, 2), And(P({c}, -5) >= 2, P({c}, -5) >= 1 + P({c} - 2, -6), P({c}, -5) >= 1 + P({c} - 2, -5))))"}
FACT_RANGES = {"level": "{c} >= 2", "clevel": "{c} >= 1", "equal": "True", "line-least": "{c} >= 1",
               "bid-least": "{c} >= 2", "ab3-least-P": "{c} >= 2", "ab3-least-D": "{c} >= 1", "ab3-least-S": "{c} >= 2", "ab4-least-P": "{c} >= 2"}  # where each premise of FACTS holds (exists.R.i: the region's terms are in it)


@functools.lru_cache(maxsize=64)  # one parse per file text (an audit asks hundreds of times): shared, never changed
def _parsed(text: str) -> dict:
    return tomllib.loads(text)


def _load(directory: Path):
    """Claims (defaults merged, with their file), definitions per file, dags and glues."""
    if not directory.exists():
        raise CheckError(f"{directory}: no such file or directory", UNREADABLE)
    files = sorted(directory.glob("*.toml")) if directory.is_dir() else [directory]
    if not files:
        raise CheckError(f"{directory}: a directory with no registry files (*.toml)", UNREADABLE)
    data = {}
    for file in files:
        try:
            data[file.name] = _parsed(file.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
            raise CheckError(f"{file}: not a registry file: {error}"[:300], UNREADABLE) from None
    for file in files:  # a single file reads the files it names in 'uses' too
        for used in data[file.name].get("uses", []):
            if used not in data and (file.parent / used).is_file():
                data[used] = _parsed((file.parent / used).read_text(encoding="utf-8"))
    definitions, claims, dags, glues = {}, {}, {}, []
    for name, content in data.items():
        own = {}
        for used in [*content.get("uses", []), name]:
            for entry in data.get(used, {}).get("definition", []):
                own[entry["name"]] = (list(entry["params"]), entry["body"])
        definitions[name] = own
        for entry in content.get("claim", []):
            claims[entry["id"]] = (_read_value({**content.get("defaults", {}), **entry}), name)
        for entry in content.get("dag", []):
            if entry.get("theorem") in dags:  # a second one would silently replace the first
                raise CheckError(f"{name}: a second [[dag]] for {entry.get('theorem')}")
            dags[entry["theorem"]] = entry
        glues += [(entry, name) for entry in content.get("glue", [])]
    theorems = [glue.get("theorem") for glue, _ in glues]
    if len(set(theorems)) != len(theorems):
        raise CheckError(f"a second [[glue]] for {next(x for x in theorems if theorems.count(x) > 1)}: one glue per theorem")
    return claims, definitions, dags, glues


def _read_value(claim: dict) -> dict:
    """A claim whose table function ``P(a, b)`` is its rules' game value, over the glue's P: the official game's
    P(a, b) itself, Nica's p*(a, b) the slice P(-a, b) (RULE_FACTS nica.*); a claim of no rules speaks the glue's
    language. Another game's P has no slice: renamed ``P_<rules>``, which no obligation translates."""
    rules = claim.get("rules") or ""
    if rules in ("", "official") or "P(" not in repr([claim.get("vars"), claim.get("where"), claim.get("holds")]):
        return claim

    class Slice(ast.NodeTransformer):
        def visit_Call(self, node):
            self.generic_visit(node)
            if isinstance(node.func, ast.Name) and node.func.id == GAME_VALUE and rules == "nica" and len(node.args) == 2:
                node.args[0] = ast.UnaryOp(ast.USub(), node.args[0])
            elif isinstance(node.func, ast.Name) and node.func.id == GAME_VALUE:
                node.func.id = f"{GAME_VALUE}_{re.sub(r'[^A-Za-z0-9]', '_', rules)}"
            return node

    def read(text):
        try:
            return ast.unparse(Slice().visit(ast.parse(str(text).strip(), mode="eval"))) if isinstance(text, str) else text
        except SyntaxError:
            return text  # refused where it is translated
    out = {**claim, "where": read(claim.get("where", "True")), "holds": read(claim.get("holds", "True"))}
    out["vars"] = {v: [read(b) for b in bounds] for v, bounds in claim.get("vars", {}).items()}
    return out


def _smt(goal: str, hypotheses: list[str], translator: Translator, theorem: str, name: str) -> str:
    lines = [f"; certify glue obligation {name} of {theorem}; unsat means it holds", "(set-logic ALL)",
             *translator.declarations(), *(f"(assert {h})" for h in hypotheses),
             f"(assert (not {translator.goal(goal)}))", "(check-sat)"]
    return "\n".join(lines) + "\n"


def _names(text: str) -> set[str]:
    try:
        tree = ast.parse(str(text).strip(), mode="eval")
    except SyntaxError:
        raise Unsupported(f"cannot parse {text!r}") from None
    called = {id(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call)}  # function names are not variables
    return {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and id(n) not in called}


def _node_hypotheses(entry: dict, translator: Translator, env: dict[str, str]) -> str:
    parts = []
    for var, (low, high) in entry.get("vars", {}).items():
        for bound, op in ((low, ">="), (high, "<=")):
            text = str(bound)
            if _names(text) & {"N", "oo"}:  # the audit size (dropped in proofs) or no bound
                continue
            parts.append(f"({op} {env.get(var, var)} {translator.term(text, env)})")
    parts.append(translator.term(entry.get("where", "True"), env))
    return f"(and {' '.join(parts)})"


def obligations(directory, theorem: str | None = None) -> dict[str, list[tuple[str, str]]]:
    """Every glue's obligations as ``{theorem: [(name, SMT-LIB text), ...]}``; a glue that is
    not well-formed (unknown node or rules, a node outside its DAG, a term outside the
    language) raises CheckError naming it."""
    claims, definitions, dags, glues = _load(Path(directory))
    out = {}
    for glue, file in glues:
        name = glue.get("theorem", "?")
        if theorem and name != theorem:
            continue
        try:
            out[name] = _glue(glue, definitions[file], claims, definitions, dags.get(name))
        except Unsupported as why:
            raise CheckError(f"glue of {name}: {why}") from None
        except (KeyError, TypeError, ValueError) as why:
            raise CheckError(f"glue of {name}: malformed: {type(why).__name__} {why}") from None
    if theorem and theorem not in out:
        raise CheckError(f"no [[glue]] for {theorem}")
    return out


def _translator(glue, definitions) -> Translator:
    """A glue over game values (``ih``) writes its definitions as define-fun, any other inlines them."""
    return Translator(definitions, define="ih" in glue)


def _glue(glue, own_defs, claims, definitions, dag) -> list[tuple[str, str]]:
    theorem = glue["theorem"]
    if dag is None:
        raise CheckError(f"glue of {theorem}: no [[dag]] with that theorem")
    if glue.get("rules") not in (*RULES, "custom"):
        raise CheckError(f"glue of {theorem}: rules must be one of {sorted(RULES)} or custom")
    if glue["rules"] == "custom":  # a lemma's own induction: state, move and terminal states declared
        state, move, terminal = tuple(glue["state"]), glue["move"], glue["terminal"]
        move_range, successors = "True", []
    else:
        state, move, move_range, successors, terminal = RULES[glue["rules"]]
    for index, region in enumerate(glue.get("region", []), start=1):  # names first: a typo is named, not a KeyError
        unknown = [fact.get("rule") for fact in region.get("facts", []) if fact.get("rule") not in RULE_FACTS]
        if unknown:
            raise CheckError(f"glue of {theorem}: region {index}: no rule fact named {unknown[0]!r} (dag_glue.RULE_FACTS)")
        if "optimum" in region and glue.get("game_rules") not in VALUES:
            raise CheckError(f"glue of {theorem}: region {index}: an optimum needs game_rules, one of {sorted(VALUES)}")
    roles = {node["claim"]: node["role"] for node in [*dag.get("nodes", []), *glue.get("nodes", [])]}
    for node in [n for n, role in roles.items() if role == "coverage" and n in claims]:
        roles.update({case: "case" for case in claims[node][0].get("cover", [])})  # its cases are nodes too
    domain, measure = glue["domain"], glue["measure"]
    made = []

    def new() -> Translator:
        return _translator(glue, own_defs)

    t = new()
    if t._real(t.term(measure)):  # >= 0 and decreasing is well-founded over the integers only
        raise CheckError(f"glue of {theorem}: the measure must be an integer term (no division, no game value)")
    made.append(("measure", _smt(f"(>= {t.term(measure)} 0)", [t.term(domain)], t, theorem, "measure")))
    regions = glue.get("region", [])
    if not regions:
        raise CheckError(f"glue of {theorem}: no regions")
    t = new()
    covers = [t.term(terminal if r["kind"] == "terminal" else r["states"]) for r in regions]
    cases = glue.get("cover_cases", [])  # optional: the domain split in cases first, each case covered alone
    if cases:
        made.append(("cover", _smt(f"(or {' '.join(t.term(c) for c in cases)})", [t.term(domain)], t, theorem, "cover")))
        for number, case in enumerate(cases, start=1):
            t = new()
            covers = [t.term(terminal if r["kind"] == "terminal" else r["states"]) for r in regions]
            made.append((f"cover.{number}", _smt(f"(or {' '.join(covers)})", [t.term(domain), t.term(case)], t, theorem,
                                                 f"cover.{number}")))
    else:
        made.append(("cover", _smt(f"(or {' '.join(covers)})", [t.term(domain)], t, theorem, "cover")))
    for index, region in enumerate(regions, start=1):
        kind = region["kind"]
        label = f"{index}.{kind}"
        if glue["rules"] == "custom" and kind == "step":  # each step declares its moves and the instances it uses
            move_range = region["moves"] if "optimum" not in region else "True"
            successors = [tuple(s) for s in region["uses"]]
        if kind not in ("terminal", "base", "step", "lemma"):
            raise CheckError(f"glue of {theorem}: region {index}: kind must be terminal, base, lemma or step")
        if kind == "step" and "optimum" in region:  # every move of the rules' move set at the game state
            move_range = _game(glue, VALUES[glue["game_rules"]][0], move)
        states = terminal if kind == "terminal" else region["states"]
        at = [{"by": region.get("by"), **alternative} for alternative in region.get("at") or [{}]]
        fixed = {var: int(value) for var, value in region.get("fixed", {}).items()}
        aux = {f["var"] for f in region.get("exists", [])}
        scope = dict(own_defs)
        for alternative in at:
            node = alternative["by"]
            if node not in roles:
                raise CheckError(f"glue of {theorem}: region {index}: {node} is not a node of the DAG")
            if (kind == "base") != (roles[node] == "base"):
                raise CheckError(f"glue of {theorem}: region {index}: a base region needs a base node and only it")
            if kind == "lemma" and roles[node] != "definition":
                raise CheckError(f"glue of {theorem}: region {index}: a lemma region needs a proved lemma node (role definition)")
            entry, node_file = claims[node]
            scope.update(definitions[node_file])
            names = set(alternative) - {"by"}
            reals = set(entry.get("real", [])) & names  # a real variable (a game value) bound to a term over P
            if names - reals != set(entry.get("vars", {})):
                raise CheckError(f"glue of {theorem}: region {index}: 'at' must give each variable of {node} "
                                 f"({', '.join(sorted(entry.get('vars', {}))) or 'none'}) a term")
            placed = set(fixed).union(*(_names(alternative[v]) for v in names))
            if not set(state) <= placed:  # the node's statement must be about this very state
                raise CheckError(f"glue of {theorem}: region {index}: {node} does not place the state "
                                 f"({', '.join(sorted(set(state) - placed))}): map it in 'at' or give it in 'fixed'")
            if names and not set().union(*(_names(alternative[v]) for v in names)) <= {*state, move, *aux}:
                raise CheckError(f"glue of {theorem}: region {index}: 'at' may use only the state, the move and 'exists' variables")
            if "ih" in glue and kind in ("step", "base"):  # binding: the node speaks only of its substituted variables
                free = set().union(*(_names(str(entry.get(field, "True"))) for field in ("holds", "where"))) - names
                free |= set(entry.get("real", [])) - names
                if free:
                    raise CheckError(f"glue of {theorem}: region {index}: {node} has a variable that nothing binds "
                                     f"({', '.join(sorted(free))}): over game values a node reads P, each variable mapped in 'at'")
        t = _translator(glue, scope)
        hyps = [t.term(domain), t.term(states)]
        if kind == "step":
            hyps += [t.term(move_range), *_move_facts(glue, region, t)]
            made.append((f"moves.{label}.some", _some_move(domain, states, move_range, move, _translator(glue, scope), theorem, label)))
        taken = {*state, move, *_names(domain), *_names(states), *(_names(move_range) if kind == "step" else ()), *fixed}
        for number, fact in enumerate(region.get("exists", []), start=1):  # each premise named in its range
            if fact.get("fact") not in FACTS:
                raise CheckError(f"glue of {theorem}: region {index}: no premise named {fact.get('fact')!r}")
            var = fact.get("var")  # a fresh name, so that the premise only names a value every state has
            if not isinstance(var, str) or not var.isidentifier() or var in taken or var in _names(str(fact.get("of"))):
                raise CheckError(f"glue of {theorem}: region {index}: 'exists' variable {var!r} is not fresh: it must differ "
                                 f"from the state, the move, every name of the domain, the states and the moves, each earlier "
                                 f"'exists' variable and the names of its own term")
            taken.add(var)
            made.append((f"exists.{label}.{number}", _smt(t.term(FACT_RANGES[fact["fact"]].format(c=fact["of"])), list(hyps),
                                                          t, theorem, f"exists.{label}.{number}")))
            hyps.append(t.term(FACTS[fact["fact"]].format(v=fact["var"], c=fact["of"])))
        goals = []
        for alternative in at:
            entry = claims[alternative["by"]][0]
            env = {var: t.term(str(value)) for var, value in alternative.items() if var != "by"}
            goals.append(_node_hypotheses(entry, t, env))
        pinned = [f"(= {var} {value})" for var, value in fixed.items()]
        goal = f"(and (or {' '.join(goals)}) {' '.join(pinned)})"
        made.append((f"applies.{label}", _smt(goal, hyps, t, theorem, f"applies.{label}")))
        if kind in ("base", "lemma", "terminal") and "ih" in glue:  # its node's statement gives the induction predicate
            t = _translator(glue, scope)
            premises = [t.term(domain), t.term(states), *(f"(= {var} {value})" for var, value in fixed.items())]
            for alternative in at:
                entry, node_file = claims[alternative["by"]]
                t.definitions = {**t.definitions, **_scope(entry, node_file, definitions)}
                env = {var: t.term(str(value)) for var, value in alternative.items() if var != "by"}
                kept = _conjuncts(entry["holds"], t, env)  # its translatable conjuncts (a conjunct left out: a premise fewer)
                premises.append(f"(=> {_node_hypotheses(entry, t, env)} (and true {' '.join(kept)}))")
            made.append((f"settles.{label}", _smt(t.term(glue["ih"]), premises, t, theorem, f"settles.{label}")))
        if kind != "step":
            continue
        if not all(move in [str(v).strip() for k, v in alternative.items() if k != "by"] for alternative in at):
            if not isinstance(region.get("questions"), int):
                raise CheckError(f"glue of {theorem}: region {index}: the node has no move variable and no 'questions' count")
            t = new()  # the move ranges are intervals from 0 or 1: no move questions + 1 means none beyond
            beyond = t.term(move_range, {move: str(region["questions"] + 1)})
            made.append((f"moves.{label}", _smt(f"(not {beyond})", [t.term(domain), t.term(states)], t, theorem, f"moves.{label}")))
        t = new()
        parts = [f"(not {t.term(terminal)})"]
        for successor in successors:  # a custom use may end with its condition ("k >= 2": only those moves use it)
            env = {var: t.term(expr) for var, expr in zip(state, successor)}
            claim = f"(and {t.term(domain, env)} (< {t.term(measure, env)} {t.term(measure)}))"
            parts.append(f"(=> {t.term(successor[len(state)])} {claim})" if len(successor) > len(state) else claim)
        made.append((f"step.{label}", _smt(f"(and {' '.join(parts)})", [t.term(domain), t.term(states), t.term(move_range),
                                                                      *_move_facts(glue, region, t)], t, theorem, f"step.{label}")))
        if "ih" in glue:
            made += _value_step(glue, region, label, at, claims, definitions, own_defs, scope, state, move,
                                move_range, successors, roles)
    return made + _promotions(glue, dag, claims, definitions, own_defs, state, roles)


def _some_move(domain: str, states: str, move_range: str, move: str, t: Translator, theorem: str, label: str) -> str:
    """``moves.R.some``: every state of a step region has a move in its range (else every obligation
    of the region, each with the range as a premise, would hold vacuously)."""
    hyps = [t.term(domain), t.term(states)]
    naming, t.naming = t.naming, False  # the move is bound by the quantifier: no constant names a term of it
    try:
        some = t.term(move_range, {move: "some_move"})
    finally:
        t.naming = naming
    return _smt(f"(exists ((some_move Int)) {some})", hyps, t, theorem, f"moves.{label}.some")


def _move_facts(glue, region, t: Translator) -> list[str]:
    """In a glue over game values, the instances of a step's rule facts that name the move function
    K (``attained``: which move K(a, b) is, and its range), premises of ``applies`` and ``step`` too."""
    if "ih" not in glue:
        return []
    out = []
    for fact in region.get("facts", []):
        params, formula = RULE_FACTS[fact["rule"]]
        if "K" in _calls(formula):
            if len(fact["at"]) != len(params):
                raise CheckError(f"glue of {glue['theorem']}: rule {fact['rule']} takes {len(params)} terms")
            out.append(t.term(formula, {p: t.term(str(v)) for p, v in zip(params, fact["at"])}))
    return out


def _calls(text: str) -> set[str]:
    return {n.func.id for n in ast.walk(ast.parse(str(text).strip(), mode="eval"))
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}


def _scope(claim: dict, file: str, definitions) -> dict:
    """A claim's definitions, with its table functions read over P (:data:`READINGS`: the engines' optima
    for every claim, the official game's table functions for an official-rules claim)."""
    official = claim.get("rules") == "official"
    return {**definitions[file], **{name: reading for name, reading in READINGS.items() if official or name in ANY_RULES}}


def _promotions(glue, dag, claims, definitions, own_defs, state, roles) -> list[tuple[str, str]]:
    """The obligations ``promote.*`` of the glue's ``[[glue.promote]]`` entries (module docstring)."""
    theorem, made, seen = glue["theorem"], [], set()
    for promote in glue.get("promote", []):
        ident = promote["claim"]
        if ident not in dag.get("proves", []) or ident in seen:
            raise CheckError(f"glue of {theorem}: promote {ident}: not in the DAG's proves, or promoted twice")
        if ident in roles:  # it would prove itself
            raise CheckError(f"glue of {theorem}: promote {ident}: a node of the DAG is not promoted by it")
        seen.add(ident)
        entry, file = claims[ident]
        names = set(entry.get("vars", {}))
        own = {var: var for var in names}  # the claim's variables, each declared by the translator
        parts = promote.get("parts") or []
        if not parts:
            raise CheckError(f"glue of {theorem}: promote {ident}: no parts")

        def new() -> Translator:
            return Translator({**own_defs, **_scope(entry, file, definitions)}, define="ih" in glue)

        t = new()
        made.append((f"promote.{ident}.cover", _smt(f"(or {' '.join(t.term(p.get('states', 'True')) for p in parts)})",
                                                    [_node_hypotheses(entry, t, {v: t.term(v) for v in own})], t, theorem, f"promote.{ident}.cover")))
        for number, part in enumerate(parts, start=1):
            label = f"promote.{ident}.{number}"
            at = part.get("at", [])
            at = [at] if isinstance(at, dict) else at
            for mapping in at:
                if set(mapping) != set(state):
                    raise CheckError(f"glue of {theorem}: {label}: 'at' must give each state variable "
                                     f"({', '.join(state)}) a term")
                if not set().union(*(_names(str(v)) for v in mapping.values())) <= names:
                    raise CheckError(f"glue of {theorem}: {label}: 'at' may use only the claim's variables")
            base = lambda t: [_node_hypotheses(entry, t, {v: t.term(v) for v in own}), t.term(part.get("states", "True"))]  # noqa: E731
            for j, mapping in enumerate(at, start=1):
                t = new()
                env = {var: t.term(str(value)) for var, value in mapping.items()}
                made.append((f"{label}.domain.{j}", _smt(t.term(glue["domain"], env), base(t), t, theorem, f"{label}.domain.{j}")))
            lemmas, facts = part.get("lemmas", []), part.get("facts", [])
            for j, lemma in enumerate(lemmas, start=1):
                if roles.get(lemma["by"]) not in ("definition", "base") or set(lemma["at"]) != set(claims[lemma["by"]][0].get("vars", {})):
                    raise CheckError(f"glue of {theorem}: {label}: lemma {lemma['by']} is not a lemma or base node of the "
                                     f"DAG with a term for each variable")
                t = new()
                env = {var: t.term(str(value)) for var, value in lemma["at"].items()}
                made.append((f"{label}.lemma.{j}", _smt(_node_hypotheses(claims[lemma["by"]][0], t, env), base(t), t, theorem,
                                                        f"{label}.lemma.{j}")))
            for fact in facts:
                if fact["rule"] not in RULE_FACTS or len(fact["at"]) != len(RULE_FACTS[fact["rule"]][0]):
                    raise CheckError(f"glue of {theorem}: {label}: rule {fact['rule']}: unknown, or the wrong number of terms")
            if at and ("ih" not in glue or "reading" in promote):
                continue  # the statement is linked by the reading (the audit says so)
            t = Translator({**own_defs, **_scope(entry, file, definitions),
                            **{k: v for lemma in lemmas for k, v in _scope(*claims[lemma["by"]], definitions).items()}},
                           define="ih" in glue)
            hyps = base(t)
            for mapping in at:
                hyps.append(t.term(glue["ih"], {var: t.term(str(value)) for var, value in mapping.items()}))
            for lemma in lemmas:
                hyps += _conjuncts(claims[lemma["by"]][0]["holds"], t, {var: t.term(str(v)) for var, v in lemma["at"].items()})
            for fact in facts:
                params, formula = RULE_FACTS[fact["rule"]]
                hyps.append(t.term(formula, {p: t.term(str(v)) for p, v in zip(params, fact["at"])}))
            chain = [*part.get("via", []), entry["holds"]]  # optional steps: each link its own obligation
            for step, goal in enumerate(chain, start=1):
                name = f"{label}.holds" + (f".{step}" if len(chain) > 1 else "")
                if step > 1:
                    t = new()
                    hyps = [*base(t), t.term(chain[step - 2])]
                made.append((name, _smt(t.term(goal), hyps, t, theorem, name)))
    return made


def promoted(directory, theorem: str) -> dict[str, str]:
    """The claims a glue promotes (its ``[[glue.promote]]``): ``{claim: "statement" | "range"}``,
    whether a ``holds`` obligation links every part's statement or only the range is compared."""
    return _promoted([g for g, _ in _load(Path(directory))[3] if g.get("theorem") == theorem])


def _promoted(glues) -> dict[str, str]:
    out = {}
    for glue in glues:
        for promote in glue.get("promote", []):
            linked = all(not part.get("at") or ("ih" in glue and "reading" not in promote) for part in promote.get("parts", []))
            out[promote["claim"]] = "statement" if linked else "range"
    return out


def unlinked(directory, theorem: str) -> bool:
    """Whether ``theorem`` has a glue over game values (``ih``) whose promotions imply no claim's
    statement: proved, it would state nothing checked (the audit leaves it open, a bundle may not say proved)."""
    glues = [glue for glue, _ in _load(Path(directory))[3] if glue.get("theorem") == theorem]  # read once
    return any("ih" in glue for glue in glues) and "statement" not in _promoted(glues).values()


def _game(glue, text: str, move: str) -> str:
    """A rules formula over (a, b, k) at the glue's game state and move variable (textual, by ast)."""
    names = dict(zip(("a", "b", "k"), [*glue["game"], move]))
    tree = ast.parse(text, mode="eval")
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id in names:
            node.id = names[node.id]
    return ast.unparse(tree)


def _split(holds: str) -> tuple[str, str]:
    """``Implies(A, G)`` as (A, G); any other formula as (True, formula)."""
    tree = ast.parse(str(holds).strip(), mode="eval").body
    if isinstance(tree, ast.Call) and isinstance(tree.func, ast.Name) and tree.func.id == "Implies" and len(tree.args) == 2:
        return ast.unparse(tree.args[0]), ast.unparse(tree.args[1])
    return "True", ast.unparse(tree)


def _conjuncts(text: str, t: Translator, env: dict) -> list[str]:
    """The translatable conjuncts of a lemma's formula (dropping one only weakens the hypotheses)."""
    tree = ast.parse(str(text).strip(), mode="eval").body
    parts = tree.args if isinstance(tree, ast.Call) and isinstance(tree.func, ast.Name) and tree.func.id == "And" else [tree]
    kept = []
    for part in parts:
        try:
            kept.append(t.term(ast.unparse(part), env))
        except Unsupported:
            continue
    return kept


def _identity(text: str, t: Translator) -> str:
    """An index identity ``Eq(a, b)`` of a glue's ``reads`` as ``(= A B)``, each side named (a glue over game values)."""
    tree = ast.parse(str(text).strip(), mode="eval").body
    if not (isinstance(tree, ast.Call) and isinstance(tree.func, ast.Name) and tree.func.id == "Eq" and len(tree.args) == 2):
        raise Unsupported(f"a 'reads' entry is an instance (uses.i, facts.i, lemmas.i) or an identity Eq(a, b), not {text!r}")
    return f"(= {' '.join(t.name(t.term(ast.unparse(side))) for side in tree.args)})"


def _value_step(glue, region, label, at, claims, definitions, own_defs, scope, state, move, move_range,
                successors, roles) -> list[tuple[str, str]]:
    """The obligations ``reads``, ``concludes``, ``lemma``, ``attains``, ``ih`` of one step region
    of a glue over game values (module docstring)."""
    theorem, made = glue["theorem"], []
    if region["kind"] != "step":
        return made
    base = [glue["domain"], region["states"], move_range]
    exists = [FACTS[f["fact"]].format(v=f["var"], c=f["of"]) for f in region.get("exists", [])]

    def instance(text: str, names, values, t: Translator) -> str:
        return t.term(text, {p: t.term(str(v)) for p, v in zip(names, values)})

    if "optimum" in region:
        value_range, value = VALUES[glue["game_rules"]]
        optimum = str(region["optimum"])
        goal_text = f"({_game(glue, value, move)}) <= ({_game(glue, value, optimum)})"
        a, b = glue["game"]
        t = _translator(glue, scope)
        made.append((f"attains.{label}", _smt(t.term(_game(glue, value_range, optimum)),
                                               [t.term(x) for x in base[:2]], t, theorem, f"attains.{label}")))
        t = _translator(glue, scope)
        equal = t.term(f"Eq({a}*{b}*P({a}, {b}), {_game(glue, value, optimum)})")
        made.append((f"ih.{label}", _smt(t.term(glue["ih"]), [*(t.term(x) for x in base[:2]), equal], t, theorem, f"ih.{label}")))
    else:
        goal_text = glue["ih"]
    lemmas, facts = region.get("lemmas", []), region.get("facts", [])
    for fact in facts:
        if len(fact["at"]) != len(RULE_FACTS[fact["rule"]][0]):
            raise CheckError(f"glue of {theorem}: region {label}: rule {fact['rule']} takes {len(RULE_FACTS[fact['rule']][0])} terms")
    chosen, known = region.get("reads", {}), set()  # optional 'reads': per "alternative.conjunct", the instances it follows from
    for number, lemma in enumerate(lemmas, start=1):
        if roles.get(lemma["by"]) != "definition":
            raise CheckError(f"glue of {theorem}: region {label}: lemma {lemma['by']} is not a proved lemma node (role definition) of the DAG")
        entry = claims[lemma["by"]][0]
        if set(lemma["at"]) != set(entry.get("vars", {})):
            raise CheckError(f"glue of {theorem}: region {label}: a lemma's 'at' must give each variable of {lemma['by']} a term")
        t = _translator(glue, scope)
        env = {var: t.term(str(value)) for var, value in lemma["at"].items()}
        made.append((f"lemma.{label}.{number}", _smt(_node_hypotheses(entry, t, env), [*(t.term(x) for x in base), *(t.term(x) for x in exists)],
                                                     t, theorem, f"lemma.{label}.{number}")))
    for number, alternative in enumerate(at, start=1):
        entry = claims[alternative["by"]][0]
        antecedent, consequent = _split(entry["holds"])
        t = _translator(glue, scope)
        env = {var: t.term(str(value)) for var, value in alternative.items() if var != "by"}
        hyps = [*(t.term(x) for x in base), *(t.term(x) for x in exists), _node_hypotheses(entry, t, env)]
        made.append((f"concludes.{label}.{number}", _smt(t.term(goal_text), [*hyps, t.term(consequent, env)], t, theorem,
                                                          f"concludes.{label}.{number}")))
        tree = ast.parse(antecedent, mode="eval").body  # one obligation per conjunct of the hypotheses
        parts = tree.args if isinstance(tree, ast.Call) and isinstance(tree.func, ast.Name) and tree.func.id == "And" else [tree]
        for part_number, part in enumerate(parts, start=1):
            key = f"{number}.{part_number}"
            keep = chosen.get(key)  # None: every instance
            known.add(key)
            t = _translator(glue, scope)
            env = {var: t.term(str(value)) for var, value in alternative.items() if var != "by"}
            hyps = [*(t.term(x) for x in base), *(t.term(x) for x in exists), _node_hypotheses(entry, t, env)]
            labels = [*(f"uses.{i}" for i in range(1, len(successors) + 1)), *(f"facts.{i}" for i in range(1, len(facts) + 1)),
                      *(f"lemmas.{i}" for i in range(1, len(lemmas) + 1))]
            wrong = [x for x in keep or [] if not isinstance(x, str) or re.fullmatch(r"(uses|facts|lemmas)\.\d+", x) and x not in labels]
            if wrong:
                raise CheckError(f"glue of {theorem}: region {label}: 'reads' {key} names an instance the region does not have ({wrong[0]})")
            cuts = [x for x in keep or [] if x not in labels]  # index identities Eq(a, b): each its own obligation
            for i, cut in enumerate(cuts, start=1):
                name = f"reads.{label}.{key}.by.{i}"
                u = _translator(glue, scope)
                u_env = {var: u.term(str(value)) for var, value in alternative.items() if var != "by"}
                premises = [*(u.term(x) for x in base), *(u.term(x) for x in exists), _node_hypotheses(entry, u, u_env)]
                made.append((name, _smt(_identity(cut, u), [*premises, *(_identity(c, u) for c in cuts[:i - 1])], u, theorem, name)))
            hyps += [_identity(c, t) for c in cuts]  # then premises of the conjunct, each left side opaque (its
            t.opaque = {_identity(c, t).split()[1] for c in cuts}  # definition dropped: only the identity is known)
            for i, successor in enumerate(successors, start=1):  # the induction predicate at each use (under its condition)
                if keep is None or f"uses.{i}" in keep:
                    use = instance(glue["ih"], state, successor, t)
                    hyps.append(f"(=> {t.term(successor[len(state)])} {use})" if len(successor) > len(state) else use)
            for i, fact in enumerate(facts, start=1):
                if keep is None or f"facts.{i}" in keep:
                    hyps.append(instance(RULE_FACTS[fact["rule"]][1], RULE_FACTS[fact["rule"]][0], fact["at"], t))
            for i, lemma in enumerate(lemmas, start=1):
                if keep is None or f"lemmas.{i}" in keep:
                    lemma_env = {var: t.term(str(value)) for var, value in lemma["at"].items()}
                    hyps += _conjuncts(claims[lemma["by"]][0]["holds"], t, lemma_env)
            name = f"reads.{label}.{key}"
            made.append((name, _smt(t.term(ast.unparse(part), env), hyps, t, theorem, name)))
    if not set(chosen) <= known:
        raise CheckError(f"glue of {theorem}: region {label}: 'reads' names no conjunct of a node: "
                         f"{', '.join(sorted(set(chosen) - known))}")
    return made


def check_glue(directory, theorem: str, timeout: float = 60.0, emit: Path | None = None, ask=None) -> dict:
    """Write and solve one DAG's glue obligations; CheckError names the first that fails (``ask``:
    see :func:`certify.checkers.smt.check_texts`)."""
    from certify.checkers.smt import check_texts

    made = obligations(directory, theorem)[theorem]
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(emit) if emit else Path(scratch)
        folder.mkdir(parents=True, exist_ok=True)
        for name, text in made:
            (folder / f"{theorem}.glue.{name}.smt2").write_text(text, encoding="utf-8")
        try:  # every obligation asked of z3 before any of cvc5 (smt.check_texts): a broken one is found quickly
            check_texts(made, timeout, ask)
        except CheckError as error:
            raise CheckError(f"glue of {theorem}, obligation {error}") from None
    names = [name for name, _ in made]
    bound = any("ih" in glue for glue, _ in _load(Path(directory))[3] if glue.get("theorem") == theorem)
    return {"kind": "dag-glue", "theorem": theorem, "obligations": names, "promoted": promoted(directory, theorem),
            "bound": bound}


def _check_args(directory, theorem=None) -> dict:
    names = [theorem] if theorem else sorted(obligations(directory))
    checked = [check_glue(directory, name) for name in names]
    return {"kind": "dag-glue", "dags": len(checked), "obligations": sum(len(c["obligations"]) for c in checked)}


def main(argv=None) -> int:
    """``python -m certify.checkers.dag_glue REGISTRY [THEOREM]`` (a registry directory or one file): exit 0 iff every glue holds."""
    return verdict(argv, "dag_glue REGISTRY_DIR [THEOREM]", _check_args,
                   lambda s: f"DAG glue: {s['dags']} DAG(s), {s['obligations']} obligations unsat under z3 and cvc5",
                   counts=(1, 2))


if __name__ == "__main__":
    sys.exit(main())
# Line bound: under 780 lines (tests/test_trusted_base.py holds the module to it).
