"""The rule facts the proof DAGs' glue assumes about the game, each beside the Coq theorem that
proves it against GuessWho.v's own game (``certify/coq/RuleFacts.v``; docs/trust.md, "Rule
facts and premises of the proof DAGs"; issue 36, item 4).

The glue checker (:mod:`certify.checkers.dag_glue`) states each fact as a short formula over
integers with an uninterpreted game value P (``RULE_FACTS``) and reads a claim's table functions
over P (``READINGS``). Every key of those tables must be here: proved in Coq (:data:`PROOFS`:
the theorem of RuleFacts.v, or of LineFacts.v for the one-player games (the 1xn line game, Nica's
bid game; also their least moves in ``FACTS``), or of AB2.v for the 2xn AB game's families (ab3.*) and of AB2W.v for their least worst cases (ab4.*), and the glue's formula it was written against, so that a changed
formula is noticed and the theorem re-stated), a definition that states no fact of the game
(:data:`DEFINITIONS`), or a premise checked by the engine only, with its range
(:data:`ENGINE_CHECKED`). tests/test_coq_facts.py holds the glue's tables to this.

>>> sorted(PROOFS)[:3]
['ab3-least-D', 'ab3-least-P', 'ab3-least-S']
"""

from __future__ import annotations

from dataclasses import dataclass

MODULE = "RuleFacts"


@dataclass(frozen=True)
class FactProof:
    """A rule fact (or a reading that states a fact of the game) proved in Coq."""

    table: str          # "RULE_FACTS", "READINGS" or "FACTS" (certify/checkers/dag_glue.py)
    theorem: str        # its theorem in the module
    formula: str | None # the glue's formula the theorem states (None: not yet in the glue)
    meaning: str        # the Coq statement, in words (P := value Official, or the game's least total)
    module: str = MODULE  # the shipped Coq module that proves it


PROOFS = {
    "question": FactProof(
        "RULE_FACTS", "fact_question",
        "Implies(And(a >= 2, b >= 1, 1 <= j, j <= a - 1), a*b*P(a, b) >= a*b - b*j*P(b, j) - b*(a - j)*P(b, a - j))",
        "forall a b j, 2 <= a -> 1 <= b -> 1 <= j -> j <= a - 1 -> "
        "a b - b j P(b, j) - b (a - j) P(b, a - j) <= a b P(a, b): P is at least every question's value"),
    "terminal": FactProof(
        "RULE_FACTS", "fact_terminal", "Implies(a >= 1, Eq(a*P(a, 1), 1))",
        "forall a, 1 <= a -> a P(a, 1) == 1: at (a, 1) every question is worth 0, the guess 1/a"),
    "probability": FactProof(
        "RULE_FACTS", "fact_probability", "Implies(And(a >= 1, b >= 1), P(a, b) <= 1)",
        "forall a b, 1 <= a -> 1 <= b -> P(a, b) <= 1 (and fact_nonnegative: 0 <= P(a, b))"),
    "winner": FactProof(
        "RULE_FACTS", "fact_winner", "Implies(b >= 1, Eq(P(1, b), 1))",
        "forall b, 1 <= b -> P(1, b) == 1: the last candidate is named"),
    "guess": FactProof(
        "RULE_FACTS", "fact_guess", "Implies(And(a >= 1, b >= 1), a*P(a, b) >= 1)",
        "forall a b, 1 <= a -> 1 <= b -> 1 <= a P(a, b): P(a, b) >= 1/a, the guess is a move"),
    "attained": FactProof(
        "RULE_FACTS", "fact_attained",
        "Implies(And(a >= 2, b >= 2), And(0 <= K(a, b), K(a, b) <= floor(a/2), Eq(a*P(a, b), "
        "Piecewise((1, Eq(K(a, b), 0)), (a - K(a, b)*P(b, K(a, b)) - (a - K(a, b))*P(b, a - K(a, b)), True)))))",
        "exists K : nat -> nat -> nat, forall a b, 1 <= a -> 1 <= b -> K a b <= a / 2 /\\ "
        "a P(a, b) == (if K a b = 0 then 1 else a - K P(b, K) - (a - K) P(b, a - K)): "
        "P is attained by some move K(a, b), 0 <= K <= floor(a/2), K = 0 the guess (K a Skolem function, the "
        "first optimal move; proved for a, b >= 1, a weaker premise than the glue's a, b >= 2; "
        "fact_attained_at: the same at each state)"),
    "optimal": FactProof(
        "READINGS", "reading_optimal",
        "And(Or(Eq(s, 0), And(1 <= s, s <= a - 1)), Eq(a*b*P(a, b), "
        "Piecewise((b, Eq(s, 0)), (a*b - b*s*P(b, s) - b*(a - s)*P(b, a - s), True))))",
        "forall a b s, 1 <= a -> 1 <= b -> (In (move_of a s) (optimal_moves Official a b) <-> "
        "(s = 0 \\/ 1 <= s <= a - 1) /\\ a b P(a, b) == scaled_move a b s): the glue's reading of optimal(a, b, s) "
        "is membership in GuessWho.v's optimal moves (move_of: 0 the guess, s the question s : a-s)"),
}

LINE = "LineFacts"  # the one-player games: P(n, 0) read as the least total T(n)
PROOFS.update({
    "line.empty": FactProof("RULE_FACTS", "fact_line_empty", "Eq(P(0, 0), 0)",
                            "T 0 = 0 (ABLine.v's least total of the 1xn line game)", LINE),
    "line.guess": FactProof(
        "RULE_FACTS", "fact_line_guess",
        "Implies(And(n >= 1, g >= 0, h >= 0, Eq(g + h, n - 1)), P(n, 0) <= n + P(g, 0) + P(h, 0))",
        "forall n g h, 1 <= n -> g + h = n - 1 -> T n <= n + T g + T h", LINE),
    "line-least": FactProof(
        "FACTS", "fact_line_least",
        "And(0 <= {v}, {v} <= {c} - 1, Eq(P({c}, 0), {c} + P({v}, 0) + P({c} - 1 - {v}, 0)))",
        "forall n, 1 <= n -> exists v, v <= n - 1 /\\ T n = n + T v + T (n - 1 - v)", LINE),
    "bid.one": FactProof("RULE_FACTS", "fact_bid_one", "Eq(P(1, -1), 0)",
                         "TB 1 = 0 (the glue reads P(n, -1) as TB n: n times the least expected number of questions of Nica's bid game)", LINE),
    "bid.bid": FactProof(
        "RULE_FACTS", "fact_bid_bid",
        "Implies(And(n >= 2, b >= 1, c >= 1, Eq(b + c, n)), P(n, -1) <= n + P(b, -1) + P(c, -1))",
        "forall n b c, 2 <= n -> 1 <= b -> 1 <= c -> b + c = n -> TB n <= n + TB b + TB c", LINE),
    "bid-least": FactProof(
        "FACTS", "fact_bid_least",
        "And(0 <= {v}, {v} <= {c} - 2, Eq(P({c}, -1), {c} + P({v} + 1, -1) + P({c} - 1 - {v}, -1)))",
        "forall n, 2 <= n -> exists v, v <= n - 2 /\\ TB n = n + TB (v + 1) + TB (n - 1 - v)", LINE),
})

# Nica's game (rules nica): the glue reads P(-n, m) as p*(n, m), proved against GuessWho.v's value Nica (Nica11.v's game)
PROOFS.update({
    "nica.won": FactProof("RULE_FACTS", "fact_nica_won", "Implies(m >= 2, Eq(P(-1, m), 1))",
                          "forall m, 2 <= m -> PN 1 m == 1 (PN := value Nica): a pool of one has won"),
    "nica.lost": FactProof("RULE_FACTS", "fact_nica_lost", "Implies(n >= 2, Eq(P(-n, 1), 0))",
                           "forall n, 2 <= n -> PN n 1 == 0: the opponent's pool of one has won"),
    "nica.bid": FactProof(
        "RULE_FACTS", "fact_nica_bid",
        "Implies(And(n >= 2, m >= 2, 1 <= b, b <= n - 1), n*P(-n, m) >= n - b*P(-m, b) - (n - b)*P(-m, n - b))",
        "forall n m b, 2 <= n -> 2 <= m -> 1 <= b -> b <= n - 1 -> "
        "n - b PN(m, b) - (n - b) PN(m, n - b) <= n PN(n, m): p* is at least every bid's value (b > n/2 as n - b)"),
    "nica.attained": FactProof(
        "RULE_FACTS", "fact_nica_attained",
        "Implies(And(n >= 2, m >= 2), And(1 <= K(-n, m), K(-n, m) <= floor(n/2), "
        "Eq(n*P(-n, m), n - K(-n, m)*P(-m, K(-n, m)) - (n - K(-n, m))*P(-m, n - K(-n, m)))))",
        "exists K : nat -> nat -> nat, forall n m, 2 <= n -> 2 <= m -> 1 <= K n m /\\ K n m <= n / 2 /\\ "
        "n PN(n, m) == n - K PN(m, K) - (n - K) PN(m, n - K): p* is attained by some bid (K the first optimal one)"),
})

# The 2xn AB game's families (certify/coq/AB2.v, its own model of the game: a code is an ordered pair of distinct
# symbols of the host's n, M n S the least total over every useful guess of the host, M_eq its recursion). The glue
# reads P(s, -2), P(s, -3), P(s, -4) as the least totals MP n s, MD n s, MS n s of P(s), D(s), S1(s) placed in a host
# game of n symbols; each theorem holds for every host n that holds the states it names.
AB2 = "AB2"
PROOFS.update({
    "ab3.empty": FactProof(
        "RULE_FACTS", "fact_ab3_empty",
        "And(Eq(P(0, -2), 0), Eq(P(1, -2), 0), Eq(P(0, -3), 0), Eq(P(0, -4), 0), Eq(P(1, -4), 1))",
        "forall n, 2 <= n -> MP n 0 = 0 /\\ MP n 1 = 0 /\\ MD n 0 = 0 /\\ MS n 0 = 0 /\\ MS n 1 = 1: no code costs 0, "
        "one code 1 (the host needs 2 symbols to hold S1(1))", AB2),
    "ab3.single": FactProof(
        "RULE_FACTS", "fact_ab3_single",
        "And(Implies(s >= 1, P(s, -4) <= s + P(s - 1, -4)), Implies(s >= 2, P(s, -4) <= s + 2 + P(s - 2, -4)))",
        "forall n s, s + 1 <= n -> (1 <= s -> MS n s <= s + MS n (s - 1)) /\\ (2 <= s -> MS n s <= s + 2 + MS n (s - 2)): "
        "the guesses (0, s) (a code of S1(s)) and (s - 1, s) (two leaves), their classes by star_classification; in "
        "every host holding S1(s)", AB2),
    "ab3.pairs": FactProof(
        "RULE_FACTS", "fact_ab3_pairs",
        "Implies(s >= 2, P(s, -2) <= s*(s - 1) + 1 + 2*P(s - 2, -3) + P(s - 2, -2))",
        "forall n s, s <= n -> 2 <= s -> MP n s <= s (s - 1) + 1 + 2 MD n (s - 2) + MP n (s - 2): the guess (0, 1) "
        "(two symbols of U), its classes by pairs_classification: D(s - 2), D(s - 2) reversed (M_flip), the code (1, 0) "
        "and the pairs over 2..s-1 (renamed to 0..s-3, M_sw); in every host holding P(s)", AB2),
    "ab3.star": FactProof(
        "RULE_FACTS", "fact_ab3_star",
        "And(Implies(s >= 1, P(s, -3) <= 2*s + 1 + 2*P(s - 1, -4)), Implies(s >= 2, P(s, -3) <= 2*s + 6 + P(s - 2, -3)))",
        "forall n s, s + 2 <= n -> (1 <= s -> MD n s <= 2 s + 1 + 2 MS n (s - 1)) /\\ (2 <= s -> MD n s <= 2 s + 6 + "
        "MD n (s - 2)): the guesses (0, s + 1) (a code of D(s): two stars S1(s - 1), one reversed, renamed by M_sw and "
        "M_flip, and a code) and (s, s + 1) (two middles: two codes twice, at most 3 each, and D(s - 2)), their classes "
        "by dstar_classification; in every host holding D(s)", AB2),
    "ab3-least-S": FactProof(
        "FACTS", "fact_ab3_least_S",
        "And(0 <= {v}, {v} <= 3, Eq(P({c}, -4), {c} + Piecewise((P({c}, -4), Eq({v}, 0)), (P({c} - 1, -4), Eq({v}, 1)), "
        "(1 + P({c} - 1, -4), Eq({v}, 2)), (2 + P({c} - 2, -4), True))))",
        "forall n s, s + 1 <= n -> 2 <= s -> exists v, v <= 3 /\\ MS n s = s + (if v =? 0 then MS n s else if v =? 1 "
        "then MS n (s - 1) else if v =? 2 then 1 + MS n (s - 1) else 2 + MS n (s - 2)): the least total is the value of a "
        "useful guess (M_least), by star_classification a code (v = 1), a leaf with the centre or a symbol outside (v = 2) "
        "or two leaves (v = 3, renamed by M_star_sw); every other guess has the whole state as a class; in every host "
        "holding S1(s)", AB2),
    "ab3-least-P": FactProof(
        "FACTS", "fact_ab3_least_P",
        "And(0 <= {v}, {v} <= 2, Eq(P({c}, -2), ({c})*({c} - 1) + Piecewise((P({c}, -2), Eq({v}, 0)), "
        "(2*P({c} - 1, -4) + P({c} - 1, -2), Eq({v}, 1)), (1 + 2*P({c} - 2, -3) + P({c} - 2, -2), True))))",
        "forall n s, s <= n -> 2 <= s -> exists v, v <= 2 /\\ MP n s = s * (s - 1) + (if v =? 0 then MP n s else if "
        "v =? 1 then 2 * MS n (s - 1) + MP n (s - 1) else 1 + 2 * MD n (s - 2) + MP n (s - 2)): the least total is the "
        "value of a useful guess (M_least), by pairs_classification one symbol x of U (v = 1: the star with centre x, its "
        "reversal (M_rstar) and the pairs over U - {x}, renamed by M_sw to S1(s - 1) and P(s - 1)) or two (v = 2: a code, "
        "the double star with ends x, y and its reversal (M_dstar_rev), renamed to D(s - 2) by M_dstar_ends, and the "
        "pairs over U - {x, y}, renamed to P(s - 2)); a guess of no symbol of U has the whole state as a class; in every "
        "host holding P(s)", AB2),
    "ab3-least-D": FactProof(
        "FACTS", "fact_ab3_least_D",
        "And(0 <= {v}, {v} <= 5, Implies(Eq({v}, 4), {c} >= 2), Eq(P({c}, -3), 2*({c}) + Piecewise((P({c}, -3), Eq({v}, 0)), "
        "(1 + 2*P({c} - 1, -4), Eq({v}, 1)), (2 + 2*P({c} - 1, -4), Eq({v}, 2)), (2*P({c}, -4), Eq({v}, 3)), "
        "(6 + P({c} - 2, -3), Eq({v}, 4)), (2 + P({c} - 1, -3), True))))",
        "forall n s, s + 2 <= n -> 1 <= s -> exists v, v <= 5 /\\ (v = 4 -> 2 <= s) /\\ MD n s = 2 * s + (if v =? 0 "
        "then MD n s else if v =? 1 then 1 + 2 * MS n (s - 1) else if v =? 2 then 2 + 2 * MS n (s - 1) else if v =? 3 "
        "then 2 * MS n s else if v =? 4 then 6 + MD n (s - 2) else 2 + MD n (s - 1)): the least total is the value of a "
        "useful guess (M_least), by dstar_classification a code (v = 1), (x, l) or (r, x) for a middle x (v = 2), an end "
        "and a symbol outside D(s) (v = 3), two middles (v = 4: two codes cost exactly 3, M_two_eq) or a middle and a "
        "symbol outside (v = 5), its stars renamed to S1(s - 1), S1(s) (M_star_sw2, M_rstar_centre) and its double stars "
        "to D(s - 1), D(s - 2) (M_dstar_mid); every other guess has the whole state as a class; in every host holding "
        "D(s)", AB2),
})

# The least worst cases of the same families (certify/coq/AB2W.v, over AB2.v's model: W n S the least, over every
# useful guess of the host, of the largest 1 + W of an answer class, W_eq its recursion). The glue reads P(s, -5),
# P(s, -6), P(s, -7) as WP n s, WD n s, WS n s, W of P(s), D(s), S1(s) placed as AB2.v places them.
AB2W = "AB2W"
PROOFS.update({
    "ab4.small": FactProof(
        "RULE_FACTS", "fact_ab4_small",
        "And(Eq(P(0, -5), 0), Eq(P(1, -5), 0), Eq(P(0, -6), 0), Eq(P(0, -7), 0), Eq(P(1, -7), 1), Eq(P(1, -6), 2))",
        "forall n, 3 <= n -> WP n 0 = 0 /\\ WP n 1 = 0 /\\ WD n 0 = 0 /\\ WS n 0 = 0 /\\ WS n 1 = 1 /\\ WD n 1 = 2: "
        "no code costs 0, one code 1 (W_single), the two codes of D(1) 2 (W_two: no guess finds both, a guess of one "
        "settles it); the host needs 3 symbols to hold D(1)", AB2W),
    "ab4.pairs": FactProof(
        "RULE_FACTS", "fact_ab4_pairs",
        "Implies(s >= 2, Or(P(s, -5) <= 2, P(s, -5) <= 1 + P(s - 2, -6), P(s, -5) <= 1 + P(s - 2, -5)))",
        "forall n s, s <= n -> 2 <= s -> WP n s <= 2 \\/ WP n s <= 1 + WD n (s - 2) \\/ WP n s <= 1 + WP n (s - 2): "
        "the guess (0, 1) (two symbols of U) has worst case max(2, 1 + WD n (s - 2), 1 + WP n (s - 2)), its classes by "
        "pairs_classification: the code (1, 0), D(s - 2), D(s - 2) reversed (W_flip) and the pairs over 2..s-1 (renamed "
        "to 0..s-3, W_sw); in every host holding P(s)", AB2W),
    "ab4.star": FactProof(
        "RULE_FACTS", "fact_ab4_star",
        "And(Implies(s >= 1, Or(P(s, -6) <= 2, P(s, -6) <= 1 + P(s - 1, -7))), Implies(s >= 2, Or(P(s, -6) <= 3, P(s, -6) <= 1 + P(s - 2, -6))))",
        "forall n s, s + 2 <= n -> (1 <= s -> WD n s <= 2 \\/ WD n s <= 1 + WS n (s - 1)) /\\ (2 <= s -> WD n s <= 3 \\/ "
        "WD n s <= 1 + WD n (s - 2)): the guesses (0, s + 1) (a code of D(s): two stars S1(s - 1), one reversed, renamed "
        "by W_sw and W_flip, and a code) and (s, s + 1) (two middles: two codes twice, 2 each by W_two_le, and D(s - 2)), "
        "their classes by dstar_classification; in every host holding D(s)", AB2W),
    "ab4-least-P": FactProof(
        "FACTS", "fact_ab4_least_P",
        "And(0 <= {v}, {v} <= 2, Implies(Eq({v}, 0), P({c}, -5) >= 1 + P({c}, -5)), Implies(Eq({v}, 1), And(P({c}, -5) >= 1 + P({c} - 1, -7), "
        "P({c}, -5) >= 1 + P({c} - 1, -5))), Implies(Eq({v}, 2), And(P({c}, -5) >= 2, P({c}, -5) >= 1 + P({c} - 2, -6), P({c}, -5) >= 1 + P({c} - 2, -5))))",
        "forall n s, s <= n -> 2 <= s -> exists v, v <= 2 /\\ (v = 0 -> WP n s >= 1 + WP n s) /\\ (v = 1 -> WP n s >= "
        "1 + WS n (s - 1) /\\ WP n s >= 1 + WP n (s - 1)) /\\ (v = 2 -> WP n s >= 2 /\\ WP n s >= 1 + WD n (s - 2) /\\ "
        "WP n s >= 1 + WP n (s - 2)): the least worst case is the worst case of a useful guess (W_least), so at least "
        "1 + W of each of its answer classes; by pairs_classification it has one symbol x of U (v = 1: the star with "
        "centre x, its reversal (W_rstar) and the pairs over U - {x}, renamed by W_sw to S1(s - 1) and P(s - 1)) or two "
        "(v = 2: the 0A2B class, the code (b, a), worth 1 (W_single), the double star with ends x, y and its reversal (W_dstar_rev), "
        "renamed to D(s - 2) by W_dstar_ends, and the pairs over U - {x, y}, renamed to P(s - 2)); a guess of no symbol "
        "of U has the whole state as a class and is not useful, so v = 0 never occurs; in every host holding P(s)", AB2W),
})

# readings that define a table function over P and state no fact of the game
DEFINITIONS = {
    "P_first": "P([a:b], m) = (a P(a, m) + b P(b, m))/(a + b), Cushing et al.'s notation for the mixture of two "
               "values; certify/claims/functions/games.py computes the same formula from the table",
    "P_split": "P(m, [a:b]) = (a P(m, a) + b P(m, b))/(a + b), Cushing et al.'s notation for the opponent's "
               "two parts; certify/claims/functions/games.py computes the same formula from the table",
    "P_split4": "P(m, [a:b:c:d]) = (a P(m, a) + b P(m, b) + c P(m, c) + d P(m, d))/(a + b + c + d), the four parts "
                "of two rounds (Eq. (5)); certify/claims/functions/games.py computes the same formula from the table",
    "P_mix": "P([a:b], [c:d]) = (ac P(a, c) + ad P(a, d) + bc P(b, c) + bd P(b, d))/((a + b)(c + d)), both players' "
             "splits (Eq. (4)); certify/claims/functions/games.py computes the same formula from the table",
    # the engines' optima, each a name for the slice of P whose facts a Coq module proves (LineFacts.v, AB2.v, AB2W.v)
    "ab1_total": "T(n) = P(n, 0), the 1xn line game's least total: the engine's interval DP computes it; LineFacts.v "
                 "proves the line.* facts of T",
    "ab2_total": "M(P(n)) = P(n, -2), the 2xn game's least total (all pairs over n symbols): the certified exhaustive "
                 "optimum; AB2.v proves the ab3.* facts of M",
    "ab2_worst": "W(P(n)) = P(n, -5), the 2xn game's least worst case: the certified exhaustive optimum; AB2W.v proves "
                 "the ab4.* facts of W",
}

# premises without a Coq proof: key -> the engine check and its range (none left: the last, ab4-least-P, is
# AB2W.v's fact_ab4_least_P; the engine's checks of the classification, ab.theorem-3.all.classification-P, -D,
# -S1 over the certified 2x n tables for n <= 12, stay registry claims that no proof DAG rests on)
ENGINE_CHECKED: dict[str, str] = {}


def normal(formula: str) -> str:
    """A formula without its spaces (the glue's tables are compared so)."""
    return "".join(str(formula).split())
