"""The parser's source segments (certify.claims.parse._Builder.segment, the text a literal's
digit limit and a refusal quote) are ast.get_source_segment's, computed from lines split once."""
from __future__ import annotations

import ast

import pytest
import sympy

from certify.claims.parse import LIMITS, _Builder, parse_expression
from certify.errors import CertifyError

TEXTS = ["Eq(f(1, 2), 3) & (x <= 10**5)", "And(é(1,\n 22),\r\n  Ü(3.25))", "Piecewise((1, n < 2),\n\n (0.5625, True))",
         "Ne(x, (1_000\r+ 7\r\n\n- 0.25))"]


@pytest.mark.parametrize("text", TEXTS)
def test_segment_is_the_standard_one(text):
    builder = _Builder({}, "here")
    builder.text = text
    nodes = list(ast.walk(ast.parse(text, mode="eval")))
    assert len(nodes) > 5
    for node in nodes:
        assert builder.segment(node) == ast.get_source_segment(text, node)


def test_a_long_literal_is_refused_and_quoted_on_any_line():
    digits = "9" * (LIMITS["literal_digits"] + 1)
    x = sympy.Symbol("x")
    with pytest.raises(CertifyError, match=digits[:40]):
        parse_expression(f"Eq(x,\n  1 + é)" .replace("é", digits), {"x": x}, "here")
    assert parse_expression("Eq(x,\n  1 + 0.5)", {"x": x}, "here") == sympy.Eq(x, sympy.Rational(3, 2))
