"""The papers a registry's claims come from: the five seed papers and any a registry declares.

A claim's id starts with its paper's key (``cushing.lemma-1.2``). A registry file may declare
its paper in a ``[paper]`` table (``key``, ``title``, ``authors``, ``year``, ``doi``,
``arxiv``); a file that declares none is its own paper, titled by the file's name. Reports
name papers by title (:func:`title`).

>>> title("nica")
"Nica, Optimal Strategy in 'Guess Who?': Beyond Binary Search"
>>> Paper("mine", "Sums of odd numbers", ("A. Author",), 2024, doi="10.1/x").cite()
'A. Author, Sums of odd numbers (2024), doi:10.1/x'
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import CertifyError


@dataclass(frozen=True)
class Paper:
    key: str
    title: str
    authors: tuple[str, ...] = ()
    year: int | None = None
    doi: str = ""
    arxiv: str = ""
    file: str = ""  # the seed papers: the extracted text the registry's locators refer to

    def cite(self) -> str:
        """One line: authors, title (year), DOI or arXiv id."""
        text = (", ".join(self.authors) + ", " if self.authors else "") + self.title
        text += f" ({self.year})" if self.year else ""
        text += f", doi:{self.doi}" if self.doi else ""
        return text + (f", arXiv:{self.arxiv}" if self.arxiv else "")


SEEDS = {paper.key: paper for paper in (
    Paper("cushing", "Optimal Play in Guess Who", ("Cushing", "Gipp", "Levick", "Rickinson", "Stewart"),
          file="000_974db1f8665a9176.txt"),
    Paper("nica", "Optimal Strategy in 'Guess Who?': Beyond Binary Search", ("Nica",), file="001_8f3559b1991e85c2.txt"),
    Paper("paz", "Playing Guess Who with Your Kids", ("Paz", "Peterfreund"), file="002_5870c08227d914b7.txt"),
    Paper("riddler", "How good are you at Guess Who? (a solution of the FiveThirtyEight Riddler)", (), 2020,
          file="003_fbecfb45ede47742.txt"),
    Paper("ab", "Optimal strategies for 2×n AB games", (), file="004_9629d80c84f51c21.txt"),
)}
DECLARED: dict[str, Paper] = {}  # papers declared by the registry files loaded in this process


def declare(raw, where: str, fallback_title: str = "") -> Paper | None:
    """The ``[paper]`` table of a registry file (None when it has none), remembered for reports."""
    if raw is None:
        return None
    if not isinstance(raw, dict) or not isinstance(raw.get("key"), str) or not isinstance(raw.get("title"), str):
        raise CertifyError(f"{where}: [paper] needs key = \"...\" and title = \"...\" "
                           "(optional: authors = [...], year, doi, arxiv)")
    unknown = set(raw) - {"key", "title", "authors", "year", "doi", "arxiv"}
    if unknown:
        raise CertifyError(f"{where}: [paper] has unknown field(s) {', '.join(sorted(unknown))}")
    key = raw["key"]
    if not key.isidentifier() or key in SEEDS:
        raise CertifyError(f"{where}: [paper] key {key!r} must be a name (letters, digits, _) other than a seed paper's")
    authors = raw.get("authors", [])
    if isinstance(authors, str):
        authors = [authors]
    if not isinstance(authors, list) or not all(isinstance(a, str) for a in authors):
        raise CertifyError(f"{where}: [paper] authors must be a list of names, like authors = [\"A. Author\"]")
    year = raw.get("year")
    if year is not None and not isinstance(year, int):
        raise CertifyError(f"{where}: [paper] year must be an integer")
    paper = Paper(key, raw["title"].strip() or fallback_title, tuple(map(str, authors)), year,
                  str(raw.get("doi", "")), str(raw.get("arxiv", "")))
    DECLARED[key] = paper
    return paper


def implicit(key: str, file_title: str) -> Paper:
    """The paper of a registry file that declares none: its claims' key, titled by the file."""
    return DECLARED.setdefault(key, Paper(key, file_title))


def lookup(key: str) -> Paper:
    return SEEDS.get(key) or DECLARED.get(key) or Paper(key, key)


def title(key: str) -> str:
    """How reports name the paper of ``key``: its authors and title."""
    paper = lookup(key)
    return (", ".join(paper.authors) + ", " if paper.authors else "") + paper.title


def keys(claim_ids) -> list[str]:
    """The paper keys of ``claim_ids``, seed papers first in their order, then as they appear."""
    present = list(dict.fromkeys(ident.split(".")[0] for ident in claim_ids))
    return [k for k in SEEDS if k in present] + [k for k in present if k not in SEEDS]
