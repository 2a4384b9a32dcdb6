"""Strategies against honest, clueless and lying choosers, and their exhaustive verification.

Under Assumption 1 every set of characters is a question ("is your character in A?"), so a
*predetermined* strategy of k questions is a code: character i answers question l with bit l
of its word. The decoder sees the answers, each 0, 1 or ``None`` ("don't know"), possibly with
some answers flipped (lies), and names a character or gives up (``None``):

* Theorems 5, 8: with erasures, the unique word that agrees with every non-erased answer;
* Theorem 12: with lies, the unique word within distance t of the answers.

*Adaptive* strategies ask one question at a time: binary search (Theorem 4), repeating a
question answered "don't know", and the exact liar-game strategy of :mod:`.liar`.

Verification is exhaustive: every character, and every placement of at most d erasures or d
lies among the questions asked (a deterministic strategy meets every adaptive chooser this
way). ``Verification.checked`` counts the games played.

>>> strategy = Predetermined.from_code(list(range(24)), 5)
>>> verify_predetermined(strategy, "honest", 0).checked
24
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from .liar import liar_game


@dataclass
class Verification:
    checked: int
    failure: dict | None = None

    @property
    def ok(self) -> bool:
        return self.failure is None


@dataclass
class Predetermined:
    """k questions A_l = {i : bit l of word i is 1}, and the codebook the decoder uses."""
    questions: list[frozenset]
    codebook: list[int]

    @classmethod
    def from_code(cls, code: list[int], length: int, codebook: list[int] | None = None):
        questions = [frozenset(i for i, w in enumerate(code) if w >> l & 1) for l in range(length)]
        return cls(questions, list(code if codebook is None else codebook))

    @property
    def length(self) -> int:
        return len(self.questions)

    def truthful_answers(self, character: int) -> list[int]:
        return [1 if character in question else 0 for question in self.questions]

    def decode(self, answers: list, lies: int = 0) -> int | None:
        """The unique codeword index agreeing with the answers up to ``lies`` disagreements
        (ignoring "don't know" positions), or ``None`` if there is none or more than one."""
        known = value = 0  # the answered positions, and the answers there, as bit masks
        for l, a in enumerate(answers):
            if a is not None:
                known |= 1 << l
                value |= (1 if a else 0) << l
        named = None
        for i, word in enumerate(self.codebook):
            if ((word ^ value) & known).bit_count() <= lies:
                if named is not None:
                    return None  # a second word fits: ambiguous
                named = i
        return named


def _placements(length: int, at_most: int):
    for count in range(at_most + 1):
        yield from combinations(range(length), count)


def _decoder(strategy: Predetermined, known: int, lies: int):
    """``value -> Predetermined.decode(answers, lies)`` for answers given at the positions of
    ``known`` (bits ``value``): the codewords within ``lies`` disagreements there are the words
    whose bits on ``known`` equal ``value`` flipped at at most ``lies`` known positions, each
    flip pattern its own look-up; used when that is fewer steps than comparing every word."""
    positions = [l for l in range(known.bit_length()) if known >> l & 1]
    flips = [sum(1 << l for l in chosen) for r in range(lies + 1) for chosen in combinations(positions, r)]
    if len(flips) >= len(strategy.codebook):
        codebook = strategy.codebook

        def scan(value: int):
            named = None
            for i, word in enumerate(codebook):
                if ((word ^ value) & known).bit_count() <= lies:
                    if named is not None:
                        return None
                    named = i
            return named
        return scan
    index: dict[int, list[int]] = {}
    for i, word in enumerate(strategy.codebook):
        index.setdefault(word & known, []).append(i)

    def look_up(value: int):
        named = None
        for flip in flips:
            hit = index.get(value ^ flip)
            if hit is not None:
                if named is not None or len(hit) > 1:
                    return None  # a second word fits: ambiguous
                named = hit[0]
        return named
    return look_up


def verify_predetermined(strategy: Predetermined, chooser: str, d: int) -> Verification:
    """Every character against every placement of at most d erasures / lies ("honest": d = 0)."""
    checked = 0
    lies = d if chooser == "lies" else 0
    decoders: dict = {}  # answered positions -> decoder (Predetermined.decode's answer, by table look-up)
    for character in range(len(strategy.codebook)):
        truth = strategy.truthful_answers(character)
        for places in _placements(strategy.length, 0 if chooser == "honest" else d):
            answers = list(truth)
            for l in places:
                answers[l] = None if chooser == "erasures" else 1 - answers[l]
            known = value = 0
            for l, a in enumerate(answers):
                if a is not None:
                    known |= 1 << l
                    value |= (1 if a else 0) << l
            decode = decoders.get(known)
            if decode is None:
                decode = decoders[known] = _decoder(strategy, known, lies)
            named = decode(value)
            checked += 1
            if named != character:
                return Verification(checked, {"character": character, "placed": list(places),
                                              "answers": answers, "named": named})
    return Verification(checked)


class BinarySearch:
    """Theorem 4: ask for the first half (rounded down) of the candidates; a "don't know"
    answer leaves the candidates unchanged, so the same question is asked again."""

    def question(self, candidates: list[int], history) -> frozenset:
        return frozenset(candidates[: len(candidates) // 2])

    def update(self, candidates, history, question, answer):
        if answer is None:
            return candidates
        return [c for c in candidates if (c in question) == bool(answer)]


class LiarStrategy:
    """The exact liar-game strategy: candidates carry the number of lies they would need."""

    def __init__(self, n: int, lies: int, questions: int | None = None) -> None:
        self.game = liar_game(lies)
        self.n, self.d = n, lies
        self.budget = self.game.min_questions(n) if questions is None else questions

    def question(self, candidates: dict, asked: int) -> frozenset:
        classes = [[c for c in sorted(candidates) if candidates[c] == j] for j in range(self.d + 1)]
        state = tuple(len(c) for c in classes)
        take = self.game.question(state, self.budget - asked)
        if take is None:
            raise RuntimeError(f"no winning question from {state} with {self.budget - asked} left")
        return frozenset(c for j, members in enumerate(classes) for c in members[: take[j]])

    def update(self, candidates: dict, question, answer) -> dict:
        result = {}
        for c, used in candidates.items():
            used += (c in question) != bool(answer)
            if used <= self.d:
                result[c] = used
        return result


def verify_adaptive(n: int, chooser: str, d: int, limit: int) -> Verification:
    """Play the adaptive strategy for ``chooser`` ("honest", "erasures": binary search;
    "lies": the exact liar strategy) against every character and every placement of at most
    d erasures / lies among the first ``limit`` questions; each game must end within ``limit``
    questions with the right character named."""
    checked = 0
    liar = LiarStrategy(n, d, limit) if chooser == "lies" else None
    search = BinarySearch()
    # A strategy's question and candidates depend only on the answers so far: games that share a
    # prefix of answers share its nodes (liar: [candidates, question, after "no", after "yes"]),
    # each computed once, by the same functions, when a game first reaches it.
    root = [{c: 0 for c in range(n)}, None, None, None]
    search_root = [list(range(n)), None, {}]  # binary search: [candidates, question, answer -> node]
    for character in range(n):
        for places in _placements(limit, 0 if chooser == "honest" else d):
            asked = 0
            if liar is not None:
                node = root
                while len(node[0]) > 1 and asked < limit:
                    if node[1] is None:
                        node[1] = liar.question(node[0], asked)
                    question = node[1]
                    answer = (character in question) != (asked in places)
                    child = node[3 if answer else 2]
                    if child is None:
                        child = node[3 if answer else 2] = [liar.update(node[0], question, answer), None, None, None]
                    node = child
                    asked += 1
                candidates = node[0]
                named = next(iter(candidates)) if len(candidates) == 1 else None
            else:
                node = search_root
                while len(node[0]) > 1 and asked < limit:
                    if node[1] is None:
                        node[1] = search.question(node[0], None)
                    question = node[1]
                    answer = None if asked in places else (character in question)
                    child = node[2].get(answer)
                    if child is None:
                        child = node[2][answer] = [search.update(node[0], None, question, answer), None, {}]
                    node = child
                    asked += 1
                candidates = node[0]
                named = candidates[0] if len(candidates) == 1 else None
            checked += 1
            if named != character:
                return Verification(checked, {"character": character, "placed": list(places), "named": named})
    return Verification(checked)
