"""``certify check``: re-verify a table, an AB-game or Mastermind certificate, or a bundle,
with the trusted base alone."""

from __future__ import annotations

import time
from pathlib import Path

import click

from ..errors import CertifyError
from ..files.display import counted, decimal_text, ratio
from .options import RULES, SECONDS


def said(code, other: str = "") -> str:
    """What a checker's fault is, before its message: ``INVALID: `` (1), ``LIMIT: `` (4: over a
    stated limit, no verdict on the input: never called invalid), ``other`` for the rest."""
    return {1: "INVALID: ", 4: "LIMIT: "}.get(int(code), other)


def _checked(check, *args, shown):
    """``check(*args)``; a trusted-base checker's error is raised as the tool's error naming
    ``shown`` (its exit code kept); a nesting beyond Python's stack, as unreadable input."""
    try:
        return check(*args)
    except RecursionError:
        raise CertifyError.unreadable(f"{shown}: nested too deeply to read") from None
    except Exception as error:
        if not type(error).__module__.startswith("certify.checkers"):
            raise
        code = getattr(error, "exit_code", 1)
        raise CertifyError(f"{shown}: {said(code)}{error}", code) from None


def check_table(path: Path, rules: str | None, shown=None):
    """The table checker's report on ``path``; an invalid or unreadable table raises
    (messages name ``shown``, the file the user sees)."""
    from ..guesswho.textread import check_table as check

    shown = path if shown is None else shown
    report = _checked(check, path, rules, shown=shown)
    if not report.valid:
        code = getattr(report, "exit_code", 1) or 1
        raise CertifyError(f"{shown}: {said(code)}{report.problem}", code)
    return report


def print_table_report(report, file) -> None:
    print(f"{file}: valid {report.rules} table, N = {report.max}: {report.states} states, {report.moves} optimal moves re-verified")


@click.command("check")
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--rules", type=RULES, help="Rules of the table (needed for a CSV whose name does not say); tables only.")
@click.option("--timeout", type=SECONDS, default=60.0, show_default=True, help="CPU seconds per solver call for a bundle's proved claims, and a tenth of each coqc run's for its Coq evidence (the clock limit of each: 10x more).")
@click.option("--registry", type=click.Path(path_type=Path), default=None,
              help="A bundle's claims must state what this registry (a TOML file or directory) states; default: the packaged one.")
def check_command(file, rules, timeout, registry) -> None:
    """Independently re-verify a table (every value and optimal-move set), an AB-game
    certificate (a strategy tree or an optimality table), or a certificate bundle DIR
    (every claim's status, from the bundle's files alone: ``certify audit --certificates DIR``)."""
    from ..files.filetype import AB, MASTERMIND, detect

    if file.is_dir():
        if rules is not None:
            raise CertifyError.usage(f"--rules applies to tables; {file} is a directory (a certificate bundle)")
        _check_bundle(file, timeout, registry)
        return
    if registry is not None:
        raise CertifyError.usage(f"--registry applies to bundles; {file} is not a directory")
    kind = detect(file)
    if kind in (AB, MASTERMIND):
        if rules is not None:
            raise CertifyError.usage(f"--rules applies to tables; {file} is an AB-game certificate")
        (check_ab if kind == AB else check_mastermind)(file)
        return
    print_table_report(check_table(file, rules), file)


INDEX_TIMES = 10  # the child computing a registry's expression index: at most this many times --timeout


def _trusted(registry: Path | None, copy: bool = False, timeout: float = 60.0):
    """The registry a bundle is bound to. The packaged one carries its committed expression
    index (so does a copy of it, byte for byte: the same digest, the same index); for any other
    (one the user names, or the bundle's own copy), this tool computes the index from it (the
    SymPy export and SMT-LIB translation of each claim, no solver run: ``certify.audit.bundle
    --index-of``); for a registry with a functions module, in an isolated
    child (at most :data:`INDEX_TIMES` times ``timeout`` seconds), since loading the registry
    imports that module (Python): never in this process (:mod:`certify.checkers._isolated`).
    ``python -m certify.checkers.bundle DIR`` alone cannot compute it."""
    if registry is None:
        return None
    import shutil
    import tempfile

    from ..checkers import CheckError, _isolated as isolated
    from ..checkers._bundle_registry import PACKAGED, Registry, digest, module_files, registry_files

    files = registry_files(registry)  # a registry that cannot be read is named before any child runs
    modules = module_files(registry, files, copy)
    if not modules and digest(files) == digest(registry_files(PACKAGED)):
        return Registry(registry, copy=copy)  # the packaged registry's files, byte for byte: its committed index
    work = Path(tempfile.mkdtemp(prefix="certify-index-"))
    try:
        if not modules:  # no Python in it: the index is computed here
            from ..audit.bundle import index_text, registry_index

            (work / "index.json").write_text(index_text(registry_index(registry)), encoding="utf-8")
            return Registry(registry, index=work / "index.json", copy=copy)
        done = isolated.run(isolated.python_module("certify.audit.bundle", "--index-of", Path(registry).resolve(), "index.json"),
                            INDEX_TIMES * timeout, work=work, what="the registry's expression index (computed in a child)")
        if done.returncode != 0 or not (work / "index.json").is_file():
            said = (done.stderr.strip().splitlines() or ["no index written"])[-1]
            raise CheckError(f"the registry {registry} cannot be read by this tool: {said}"[:400],
                             done.returncode if done.returncode in (3, 4, 5) else 3)
        return Registry(registry, index=work / "index.json", copy=copy)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _check_bundle(directory: Path, timeout: float, registry: Path | None = None) -> None:
    from ..checkers import bundle

    started = time.perf_counter()
    try:
        registry, copy, named = _registry_of(directory, registry)
        trusted = _trusted(registry, copy, timeout)
        found = bundle.check_file(directory, timeout, workers=bundle.WORKERS, registry=trusted,
                                  progress=bundle.stderr_progress())
    except bundle.CheckError as error:
        raise CertifyError(f"{directory}: {said(error.exit_code, 'INVALID: ')}{error}", error.exit_code) from None
    modules = ", ".join(f"{name} sha256 {sha}" for name, sha in (trusted.modules.items() if trusted is not None else ()))
    whose = "the bundle's copy" if copy else "yours"
    functions = f"; its functions module {modules} trusted ({whose}: Python, run only in an isolated child)" if modules else ""
    print(f"{directory}: valid bundle: {counted(found['claims'], 'claim')} re-derived from {found['files']} checked files: "
          + ", ".join(f"{found[s]} {s}" for s in bundle.STATUSES) + f"; registry sha256 {found['registry']} ({named})"
          + functions + f" ({time.perf_counter() - started:.0f} s)")


def _registry_of(directory: Path, registry: Path | None) -> tuple[Path | None, bool, str]:
    """The registry a bundle is checked against, whether it is the bundle's own copy, and its
    name for the verdict (issue 38): the one the user names; else the packaged one, if the
    bundle was written from it; else the bundle's own copy (``DIR/registry``, bound by the digest
    its manifest records, which covers its functions module), its Python run only in isolated
    children (:func:`_trusted`, :mod:`certify.checkers._isolated`). Each is bound by its digest here,
    before its expression index is computed (half a minute for a registry the packaged one's size):
    one the user names, of another digest than the manifest's, is refused in the checker's words."""
    from ..checkers import bundle
    from ..checkers._bundle_registry import PACKAGED, digest, module_files, registry_files

    try:
        _, written = bundle.read_manifest(directory)
    except bundle.CheckError:
        written = None  # the checker reports the manifest's fault
    if registry is not None:
        files = registry_files(registry)
        bundle.written_from(written, digest(files, module_files(registry, files, False)))
        return registry, False, f"the registry you named, {registry}"
    if written is None or written["sha256"] == digest(registry_files(PACKAGED)):
        return None, False, "the packaged registry"
    copy = directory / "registry"
    if not copy.is_dir() or copy.is_symlink():
        raise bundle.CheckError("written from a registry that is not the packaged one, and its copy (registry/ in the "
                                "bundle) is missing; name the registry it was written from: --registry FILE")
    files = registry_files(copy)
    found = digest(files, module_files(copy, files, copy=True))
    if found != written["sha256"]:  # before anything of the copy runs: it is what the manifest says it was written from
        raise bundle.CheckError(f"its registry copy (registry/ in the bundle) has the sha256 {found}, not the "
                                f"{written['sha256']} its manifest was written from")
    return copy, True, f"the bundle's own registry copy, {copy}: not one you named"


def check_ab(file: Path, shown=None) -> dict:
    """Check an AB-game certificate and print its verdict line (naming ``shown``)."""
    from ..checkers import ab as abcheck

    shown = file if shown is None else shown
    kind, summary = _checked(abcheck.check_file, str(file), shown=shown)
    mean = summary["mean"]
    if kind.startswith("certify-ab-tree"):
        print(f"{shown}: valid strategy: total {summary['total']} guesses over {summary['codes']} codes "
              f"(mean {ratio(mean)} ~ {decimal_text(mean, 8)}), depth {summary['depth']}")
    else:
        print(f"{shown}: valid optimality table: {summary['states']} states re-verified; optimum total "
              f"{summary['total']} (mean {ratio(mean)} ~ {decimal_text(mean, 8)}), "
              f"worst case {summary['worst']}")
    return summary


def check_mastermind(file: Path, shown=None) -> dict:
    """Check a general-game (certify-mastermind-*) certificate and print its verdict line."""
    from ..checkers import mastermind as mmcheck

    shown = file if shown is None else shown
    summary = _checked(mmcheck.check_file, str(file), shown=shown)
    codes = summary["codes"]
    if summary.get("fragment"):  # one piece of a split search (docs/mastermind.md)
        print(f"{shown}: valid {mmcheck.describe(summary)}")
    elif "fewest" in summary:  # issue 40: certify-mastermind-fewest/1
        print(f"{shown}: valid {mmcheck.describe(summary)} ({summary['states']} states re-verified)")
    elif summary["kind"].endswith("tree/1") and "restricted" not in summary:  # named strategies only
        named = ", ".join(f"{name} total {total}, depth {depth}" for name, (total, depth) in summary["strategies"].items())
        print(f"{shown}: valid strategy: {named} over {codes} codes")
    elif summary["kind"].endswith("tree/1"):
        restricted = summary["restricted"]
        print(f"{shown}: valid strategy: total {summary['total']} guesses over {codes} codes, depth "
              f"{summary['depth']}; least-worst-case strategy: total {restricted[0]}, depth {restricted[1]}")
    else:
        print(f"{shown}: valid optimality certificate: {summary['states']} states re-verified; least total "
              f"{summary['total']} over {codes} codes, least worst case {summary['worst']}, least total "
              f"with that worst case {summary['restricted']}")
    return summary
