"""The SymPy classes of the registry's game functions: the parser builds them, the printers
print them, the registry names them (one small module, so none of those imports another back)."""

import sympy


class GameFunction(sympy.Function):
    """A function of the game tables (``P``, ``optimal``, ...): evaluated only by bounded checks."""


class GamePredicate(sympy.Function, sympy.logic.boolalg.Boolean):
    """A true/false function of the game tables (``optimal``), usable inside ``And``/``Not``."""

    is_Boolean = True
