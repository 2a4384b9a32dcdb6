"""Kernel-checked certificates: the game values and a verified table checker in Coq.

``GuessWho.v`` (hand-written, shipped with the package) defines the three rule sets of
docs/rules.md from first principles, the game value over exact rationals, and a table
checker with its soundness proof (``check_table_sound``). ``ABLine.v`` and ``Nica11.v``
(hand-written too) prove the AB paper's Theorem 2 and Nica's Theorem 1.1 for all parameters;
``RuleFacts.v`` and ``LineFacts.v`` the rule facts the proof DAGs' glue assumes
(:mod:`certify.coq.facts`); ``Monotonicity.v`` that the official game's value is monotone in
both pools, and ``SmallCases.v`` its small cases (n = 2, n = 3, P(x, 2) = 2/x), for all parameters.
The modules here generate the rest
from certify's own files and run ``coqc`` on them (``certify prove --coq DIR``):

* :mod:`certify.coq.tables`: a table file as Coq data, and the kernel's check of it;
* :mod:`certify.coq.claims`: registry claims as Coq theorems (ground game claims, proved
  from a kernel-checked table; integer identities, proved by ``lia`` for all parameters);
* :mod:`certify.coq.runner`: writes the development and runs ``coqc`` on each file.

See docs/coq.md.
"""
