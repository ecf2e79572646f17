#!/usr/bin/env python3
"""Checks that code, tests, scripts and articles name behaviors the catalog defines, and nothing else.

Documentation/Behaviors.md defines every behavior ID (`### D1 · Forwarding`). This check fails when
a file it reads (scripts/catalog_files.py: sources, tests, benchmarks, integration tests, macros,
scripts, CI, README, DocC articles, Documentation) names

- an ID the catalog does not define (`Q9`, or `C6` where C stops at C5), or
- a finding of a past review (`R19`, `V5`, `Y2`, `W7`, `review W4`, `third review`, `item 7`),
  which tells a newcomer nothing: name the behavior it protects (Documentation/findings-map.tsv,
  scripts/apply-findings-map.py);

and when the catalog's "Proved by" lists, which it generates from the tests' names, are stale, or
name no test for a behavior.

Usage:
  scripts/check-catalog.py              check (exit status 1 and one line per problem when it fails)
  scripts/check-catalog.py --write      regenerate the "Proved by" lists in Behaviors.md
  scripts/check-catalog.py --self-test  plant an undefined ID, review findings and a stale proof in a
                                        copy of the repository and show that each is caught
"""

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from catalog_files import checked_files  # noqa: E402

CATALOG = Path("Documentation/Behaviors.md")
TEST_ROOTS = ("Tests", "IntegrationTests/Tests", "Macros/Tests")

ENTRY = re.compile(r"^### ([A-Z][0-9]{1,2}) · ", re.M)
PROOFS = re.compile(r"(<!-- proved-by ([A-Z][0-9]{1,2}) -->\n)(.*?)(<!-- /proved-by -->)", re.S)
ID = re.compile(r"(?<![\w.\-])([A-Z])([0-9]{1,2})(?![\w\[]|\.[0-9])")
ID_RANGE = re.compile(r"\b([A-Z])([0-9]{1,2})-([A-Z]?)([0-9]{1,2})\b")
ORDINALS = r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)"
FINDINGS = [
    (re.compile(r"(?<![\w.\-])[RVYZ][0-9]{1,2}(?:\.[0-9]+)?(?![\w\[])"), "a review finding"),
    (re.compile(r"(?<![\w.\-])(?:W(?:[7-9]|[1-9][0-9])|X(?:[6-9]|[1-9][0-9]))(?![\w\[])"),
     "a review finding"),
    (re.compile(rf"\b(?:{ORDINALS} )?[Rr]eviews?(?:'s)? [A-Z][0-9]{{1,2}}(?:\.[0-9]+)?"), "a review finding"),
    (re.compile(rf"\b{ORDINALS} review\b", re.I), "a review round"),
    (re.compile(r"\bitem [0-9]+\b", re.I), "an issue's item"),
]
# Lines where letter-digit pairs are not IDs: bytes of a hex sequence (`F5 1E 51 A7`), `HTTP V2`.
NOT_IDS = re.compile(r"\b[0-9A-F]{2} [0-9A-F]{2} [0-9A-F]{2} [0-9A-F]{2}\b")


def defined_ids(root):
    return set(ENTRY.findall((root / CATALOG).read_text()))


def expand(letter, first, last):
    return {f"{letter}{n}" for n in range(int(first), int(last) + 1)}


def ids_in(text):
    """The IDs `text` names; a range `X1-X4` names X1 to X4."""
    found = {f"{m.group(1)}{m.group(2)}" for m in ID.finditer(text)}
    for m in ID_RANGE.finditer(text):
        if not m.group(3) or m.group(3) == m.group(1):
            found |= expand(m.group(1), m.group(2), m.group(4))
    return found


def problems_in(root, defined):
    families = {i[0] for i in defined}
    problems = []
    for path in checked_files(root):
        relative = path.relative_to(root).as_posix()
        for number, line in enumerate(path.read_text().split("\n"), 1):
            where = f"{relative}:{number}"
            findings = set()
            for pattern, what in FINDINGS:
                for match in pattern.finditer(line):
                    if line[max(0, match.start() - 5):match.start()] == "HTTP ":
                        continue
                    findings.add(match.group(0).split()[-1])
                    problems.append(f"{where}: names {what} ({match.group(0)!r}); name the behavior it protects")
            if NOT_IDS.search(line):
                continue
            for match in ID.finditer(line):
                token = match.group(0)
                if match.group(1) in families and token not in defined and token not in findings:
                    problems.append(f"{where}: names {token}, which {CATALOG} does not define")
    return problems


def test_files(root):
    """(path relative to root, text) of every Swift file of the tests."""
    for top in TEST_ROOTS:
        for path in sorted((root / top).rglob("*.swift")) if (root / top).is_dir() else []:
            if "/.build" not in path.as_posix():
                yield path.relative_to(root).as_posix(), path.read_text()


def test_names(root):
    """(file, name) of every test: Swift Testing display names and XCTest method names."""
    tests = []
    for relative, text in test_files(root):
        for match in re.finditer(r'@Test\(\s*"((?:[^"\\]|\\.)*)"', text):
            tests.append((relative, match.group(1)))
        for match in re.finditer(r"\bfunc (test[A-Z][0-9]{1,2}[A-Za-z0-9_]*)\s*\(", text):
            tests.append((relative, match.group(1)))
    return tests


SUITE = re.compile(r'((?:^[ \t]*///.*\n)+)(?:^[ \t]*@\w+.*\n)*^[ \t]*@Suite\(\s*"((?:[^"\\]|\\.)*)"', re.M)
ID_LIST = re.compile(r"^[ \t]*///[ \t]*((?:[A-Z][0-9]{1,2}(?:-[A-Z]?[0-9]{1,2})?(?:, | and | ))*"
                     r"[A-Z][0-9]{1,2}(?:-[A-Z]?[0-9]{1,2})?):")


def suites(root):
    """(file, suite name, IDs) of every suite whose doc comment opens with the IDs it proves."""
    found = []
    for relative, text in test_files(root):
        for match in SUITE.finditer(text):
            opening = ID_LIST.match(match.group(1))
            if opening:
                found.append((relative, match.group(2), ids_in(opening.group(1))))
    return found


def proofs_for(root, defined):
    """Per ID, the generated "Proved by" list: each test whose name names the ID, and each suite
    whose doc comment opens with it."""
    by_id = {i: [] for i in defined}
    for relative, name in test_names(root):
        named = ids_in(name) | ({m.group(1) for m in re.finditer(r"^test([A-Z][0-9]{1,2})", name)})
        for i in sorted(named & defined):
            by_id[i].append(f"- `{relative}`: {name}\n")
    for relative, name, named in suites(root):
        for i in sorted(named & defined):
            by_id[i].append(f"- `{relative}`: every test of the suite \"{name}\"\n")
    return by_id


def render(by_id, text):
    def block(match):
        lines = by_id.get(match.group(2), [])
        body = "".join(lines) if lines else "- (no test names it yet)\n"
        return match.group(1) + body + match.group(4)
    return PROOFS.sub(block, text)


def proof_problems(root, defined):
    text = (root / CATALOG).read_text()
    by_id = proofs_for(root, defined)
    problems = []
    blocks = {m.group(2) for m in PROOFS.finditer(text)}
    for i in sorted(defined - blocks):
        problems.append(f"{CATALOG}: {i} has no <!-- proved-by {i} --> block")
    if render(by_id, text) != text:
        problems.append(f"{CATALOG}: the \"Proved by\" lists are stale; run scripts/check-catalog.py --write")
    for i in sorted(defined):
        if not by_id[i]:
            problems.append(f"{CATALOG}: no test names {i} (a test's name carries the ID it proves)")
    return problems


def check(root):
    defined = defined_ids(root)
    return problems_in(root, defined) + proof_problems(root, defined)


def self_test():
    """Plants each defect in a copy of the repository and shows it is caught."""
    root = Path.cwd()
    with tempfile.TemporaryDirectory() as scratch:
        copy = Path(scratch) / "repo"
        files = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                               check=True, capture_output=True, cwd=root).stdout.decode().split("\0")
        for name in filter(None, files):
            source = root / name
            if source.is_file():
                (copy / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, copy / name)
        before = set(check(copy))
        print(f"self-test: the copy as it is: {len(before)} problem(s)")

        test = next(p for p in sorted((copy / "Tests").rglob("*Tests.swift")) if "@Test(" in p.read_text())
        source = copy / "Sources/Intercept/Interception/Interception.swift"
        readme = copy / "README.md"
        plants = [
            (test, '    // planted\n    @Test("Q9: a behavior nobody defined") func planted() {}\n',
             "names Q9, which"),
            (source, "/// Planted: the host keeps its delegate (review R19).\n", "names a review finding ('review R1"),
            (source, "/// Planted: as the fourth review asked.\n", "names a review round"),
            (readme, "\nPlanted: see item 7.\n", "names an issue's item"),
        ]
        for path, text, _ in plants:
            with path.open("a") as handle:
                handle.write(text)
        after = set(check(copy)) - before
        ok = True
        for path, text, expected in plants:
            relative = path.relative_to(copy).as_posix()
            caught = [p for p in after if p.startswith(relative + ":") and expected in p]
            print(f"self-test: planted in {relative} ({text.strip()!r}): "
                  + (f"caught: {caught[0]}" if caught else "NOT CAUGHT"))
            ok = ok and bool(caught)

        # A stale proof: a test that names a behavior is renamed to name another.
        victim = next(p for p in sorted((copy / "Tests").rglob("*.swift")) if '@Test("D5:' in p.read_text())
        victim.write_text(victim.read_text().replace('@Test("D5:', '@Test("D6:', 1))
        stale = [p for p in set(check(copy)) - before if "stale" in p]
        print(f"self-test: a test renamed from D5 to D6 in {victim.relative_to(copy)}: "
              + (f"caught: {stale[0]}" if stale else "NOT CAUGHT"))
        ok = ok and bool(stale)
    print("self-test: " + ("passed" if ok else "FAILED"))
    return 0 if ok else 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--write", action="store_true", help="regenerate the catalog's Proved by lists")
    parser.add_argument("--self-test", action="store_true", help="show that planted defects are caught")
    args = parser.parse_args()
    if args.self_test:
        return self_test()
    root = Path.cwd()
    if args.write:
        defined = defined_ids(root)
        path = root / CATALOG
        path.write_text(render(proofs_for(root, defined), path.read_text()))
        print(f"check-catalog: wrote the Proved by lists of {len(defined)} behaviors in {CATALOG}")
        return 0
    problems = check(root)
    for problem in problems:
        print(problem)
    defined = defined_ids(root)
    if problems:
        print(f"check-catalog: {len(problems)} problem(s) ({len(defined)} behaviors defined)")
        return 1
    print(f"check-catalog: every ID named is one of the {len(defined)} behaviors defined; no review findings")
    return 0


if __name__ == "__main__":
    sys.exit(main())
