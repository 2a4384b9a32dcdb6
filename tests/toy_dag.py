"""The toy proof DAG that the DAG, mutation and vacuity tests share (one copy, not one per test
file): the theorem ``nica.toy`` settled by a coverage node over the cases n <= 5 and n >= CUT,
with the glue of ``tests/data/toy_glue.toml``. A test composes the registry it needs:

    registry(claim("nica.toy.part", ...), SMALL, large(), cover(), dag(proves=["nica.toy.part"]))
"""

from pathlib import Path

GLUE = (Path(__file__).parent / "data" / "toy_glue.toml").read_text(encoding="utf-8")

HEADER = '''[defaults]
paper = "001_8f3559b1991e85c2.txt"
method = "symbolic"
'''


def _value(value) -> str:
    if isinstance(value, str) and value.startswith("{"):  # an inline table, as written
        return value
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    return '"' + str(value).replace("\\", "\\\\").replace('"', '\\"') + '"'


def claim(ident: str, **fields) -> str:
    """A ``[[claim]]`` table (values are strings, lists of strings, or inline tables written as
    ``"{ ... }"``; locator, statement and reading default to the id's last part)."""
    short = ident.rsplit(".", 1)[-1]
    fields = {"locator": "toy", "statement": short, "reading": short, **fields}
    return "[[claim]]\nid = " + _value(ident) + "\n" + "".join(f"{k} = {_value(v)}\n" for k, v in fields.items())


THEOREM = claim("nica.toy", statement="toy theorem", reading="toy", method="dag", expect="proved")
SMALL = claim("nica.toy.small", vars='{ n = [0, "oo"] }', where="n <= 5", holds="n*n <= 25", expect="proved")


def large(cut: str = "5") -> str:
    """The case n >= cut (a cut above 5 leaves n = 5 .. cut - 1 to no case)."""
    return claim("nica.toy.large", vars='{ n = [0, "oo"] }', where=f"n >= {cut}", holds="n*n >= 25", expect="proved")


def cover(*cases: str) -> str:
    return claim("nica.toy.cover", vars='{ n = [0, "oo"] }', cover=list(cases or ("nica.toy.small", "nica.toy.large")),
                 expect="proved")


def dag(proves=(), nodes='[ { claim = "nica.toy.cover", role = "coverage" } ]') -> str:
    """The ``[[dag]]`` of nica.toy (default: its coverage node alone)."""
    return ('[[dag]]\ntheorem = "nica.toy"\n' + (f"proves = {_value(list(proves))}\n" if proves else "")
            + f'well_founded = "no induction"\nnodes = {nodes}\n')


def registry(*parts: str, header: str = HEADER) -> str:
    """A registry file: the defaults, the parts, the toy glue."""
    return "\n".join([header, *parts, GLUE])
