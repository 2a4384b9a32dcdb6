"""``certify adversary``: question counts against honest, clueless and lying choosers."""

from __future__ import annotations

import time

import click

from ..errors import CertifyError
from ..files import output
from ..files.display import counted
from .options import OUT, json_object, option_path, usage_error


@click.command()
@click.option("--characters", "-n", type=int, help="Number of characters n (default 24).")
@click.option("--erasures", type=int, help="The chooser may answer \"don't know\" up to D times.")
@click.option("--lies", type=int, help="The chooser may lie up to D times.")
@click.option("--play", is_flag=True, help="Simulate a game against such a chooser (random character and behaviour).")
@click.option("--seed", type=int, help="Random seed for --play.")
@click.option("--board", is_flag=True, help="Analyse the shipped 24-character board (no Assumption 1) instead.")
@click.option("--tree", "tree_path", type=OUT, help="With --board: write its best question trees (JSON) here.")
def adversary(characters, erasures, lies, play, seed, board, tree_path) -> None:
    """Least predetermined and adaptive question counts against an honest, clueless or lying
    chooser (Paz and Peterfreund), each with its construction and lower-bound certificate.

    Example: certify adversary --characters 24 --lies 1
    """
    from ..adversary import optimal

    if erasures is not None and lies is not None:
        raise CertifyError.usage("choose --erasures or --lies, not both (a chooser of one kind)")
    if seed is not None and not play:
        raise CertifyError.usage("--seed applies only with --play")
    if board:
        given = [name for name, v in (("-n/--characters", characters), ("--erasures", erasures), ("--lies", lies)) if v is not None]
        given += ["--play"] if play else []
        if given:
            raise CertifyError.usage(f"--board analyses the shipped 24-character board with an honest chooser; "
                             f"{', '.join(given)} {'does' if len(given) == 1 else 'do'} not apply")
        option_path(tree_path, "--tree")
        if tree_path is not None:
            output.plan([("--tree", tree_path)])
            output.check_single_format("--tree", tree_path, "json")
        _board(tree_path)
        return
    if tree_path is not None:
        raise CertifyError.usage("--tree needs --board (the question tree of the example board)")
    characters = 24 if characters is None else characters
    chooser, d = ("erasures", erasures) if erasures is not None else ("lies", lies) if lies is not None else ("honest", 0)
    try:
        optimal.validate(characters, chooser, d)
    except CertifyError as error:
        raise usage_error(error) from None
    if chooser != "honest" and d == 0:
        chooser = "honest"
    label = {"honest": "honest chooser", "erasures": "up to " + counted(d, '"don\'t know" answer'),
             "lies": "up to " + counted(d, "lie")}[chooser]
    print(f"{characters} characters, {label} (Assumption 1: every set of characters is a question)")
    started = time.perf_counter()
    counts = [optimal.predetermined(characters, chooser, d), optimal.adaptive(characters, chooser, d)]
    for count in counts:
        method = count.lower_certificate.split(":")[0]
        if count.status == "proved":
            head = f"{count.upper} questions (optimal, proved by {method})"
        else:
            head = f"open: between {count.lower} and {count.upper} questions"
        print(f"  {count.kind + ':':15s}{head}")
        print(f"  {'':15s}construction: {count.construction}; verified in {count.verified} games")
        print(f"  {'':15s}lower bound:  {count.lower_certificate}")
    print(f"  ({time.perf_counter() - started:.2f} s)")
    if play:
        from ..adversary.play import play as play_game

        play_game(characters, chooser, d, counts[0], seed)


def _board(tree_path) -> None:
    import json

    from ..adversary.board_report import board_report

    lines, document = board_report()
    for line in lines:
        print(line)
    if tree_path is not None:
        output.write_text(tree_path, json.dumps(document(), indent=1) + "\n", json_object, "--tree")
        print(f"  wrote {tree_path}")


