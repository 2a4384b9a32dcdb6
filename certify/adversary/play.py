"""Simulated games against a clueless or lying chooser (``certify adversary --play``):
the predetermined strategy of an optimal count, then an adaptive one, on one random
character (Paz and Peterfreund, sections 3-4)."""

from __future__ import annotations

import random

from ..errors import CertifyError


def _shown(question) -> str:
    shown = sorted(question)
    return ", ".join(map(str, shown[:12])) + (", ..." if len(shown) > 12 else "")


def play(n: int, chooser: str, d: int, count, seed, out=print) -> None:
    """Play the predetermined strategy of ``count`` and then an adaptive one against the same
    random character; raise ``CertifyError`` if either names the wrong character."""
    from .strategies import Predetermined

    rng = random.Random(seed)
    strategy = Predetermined.from_code(count.code, count.upper)
    secret = rng.randrange(n)
    places = sorted(rng.sample(range(strategy.length), min(d, strategy.length))) if chooser != "honest" else []
    answers = strategy.truthful_answers(secret)
    out(f"\nplay: the chooser picks character {secret}; the guesser asks all {strategy.length} questions at once")
    for l, question in enumerate(strategy.questions):
        if l in places:
            answers[l] = None if chooser == "erasures" else 1 - answers[l]
        reply = {None: "don't know", 1: "yes", 0: "no"}[answers[l]]
        note = "  <- " + ("erased" if chooser == "erasures" else "a lie") if l in places else ""
        out(f"  Q{l + 1}: is it one of {{{_shown(question)}}}?  {reply}{note}")
    named = strategy.decode(answers, d if chooser == "lies" else 0)
    out(f"  the decoder names character {named}: {'correct' if named == secret else 'WRONG'}")
    if named != secret:
        raise CertifyError(f"the strategy failed against character {secret} with {places}")
    play_adaptive(n, chooser, d, rng, secret, out)


def play_adaptive(n: int, chooser: str, d: int, rng, secret: int, out=print) -> None:
    from .optimal import adaptive
    from .strategies import BinarySearch, LiarStrategy

    budget = adaptive(n, chooser, d, verify=False).upper
    places = set(rng.sample(range(budget), min(d, budget))) if chooser != "honest" else set()
    out(f"\nplay: the same character, one question at a time (at most {budget})")
    liar = LiarStrategy(n, d, budget) if chooser == "lies" else None
    search = BinarySearch()
    candidates = {c: 0 for c in range(n)} if liar else list(range(n))
    asked = 0
    while len(candidates) > 1 and asked < budget:
        question = liar.question(candidates, asked) if liar else search.question(candidates, None)
        truth = secret in question
        if asked in places:
            answer = None if chooser == "erasures" else not truth
        else:
            answer = truth
        note = "  <- " + ("erased" if chooser == "erasures" else "a lie") if asked in places else ""
        reply = {None: "don't know", True: "yes", False: "no"}[answer]
        out(f"  Q{asked + 1}: is it one of {{{_shown(question)}}}?  {reply}{note}")
        candidates = liar.update(candidates, question, answer) if liar else search.update(candidates, None, question, answer)
        asked += 1
    named = next(iter(candidates)) if len(candidates) == 1 else None
    out(f"  after {asked} questions the guesser names character {named}: {'correct' if named == secret else 'WRONG'}")
    if named != secret:
        raise CertifyError(f"the adaptive strategy failed against character {secret}")
