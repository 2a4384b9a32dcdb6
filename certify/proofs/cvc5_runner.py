"""Run cvc5 on one SMT-LIB2 file, alone: ``python -m certify.proofs.cvc5_runner FILE SECONDS``.

Prints the last answer (``unsat``, ``sat``, ``unknown``). Run in a child process so that a
hard time limit can be enforced whatever cvc5's own limits do.
"""

import re
import sys

import cvc5


def main(path: str, seconds: float) -> str:
    text = open(path, encoding="utf-8").read()
    logic = re.search(r"\(set-logic (\S+)\)", text)
    tm = cvc5.TermManager()
    solver = cvc5.Solver(tm)
    solver.setOption("tlimit-per", str(int(seconds * 1000)))
    if logic and "NRA" in logic.group(1):
        solver.setOption("nl-cov", "true")  # cylindrical algebraic coverings: complete for real arithmetic
    symbols = cvc5.SymbolManager(tm)
    parser = cvc5.InputParser(solver, symbols)
    parser.setFileInput(cvc5.InputLanguage.SMT_LIB_2_6, path)
    answers = []
    while True:
        command = parser.nextCommand()
        if command.isNull():
            break
        output = command.invoke(solver, symbols)
        if output and output.strip():
            answers.append(output.strip())
    return answers[-1] if answers else "unknown"


if __name__ == "__main__":
    print(main(sys.argv[1], float(sys.argv[2])))
