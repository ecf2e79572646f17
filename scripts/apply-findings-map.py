#!/usr/bin/env python3
"""Rewrites every reference to a past review's finding with the behavior it protects.

Code, tests and articles name behaviors (Documentation/Behaviors.md), never the findings of a
review: `R19`, `(third review V5)` or `item 7` tell a newcomer nothing. This script reads
Documentation/findings-map.tsv (which finding protects which behavior, and where a bare reference
means the finding) and rewrites, in place, every reference in the files scripts/check-catalog.py
checks: `(R19, V5)` becomes `(C1)`, `Review Y4:` becomes `G6:`, `(H8, review W11)` becomes `(H8)`,
and a list that names one behavior twice names it once.

It prints each line it changes and a count per file, and is idempotent: a second run changes
nothing. Usage: scripts/apply-findings-map.py [--dry-run] [--root DIR]
"""

import argparse
import difflib
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from catalog_files import checked_files  # noqa: E402

MAP_PATH = Path("Documentation/findings-map.tsv")

ORDINALS = r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)"
# "review", "reviews", "the fourth review's", "third review" before a finding.
REVIEW_PREFIX = rf"(?:(?:[Tt]he )?(?:{ORDINALS} )?[Rr]eviews?(?:'s)? )"
# A finding as written: R19, R11.3, a range R7.1-R7.3, W12, issue 20's C6 (replaced by the map's
# findings once it is read).
FINDING = r"(?:[RVWXYZ][0-9]{1,2}(?:\.[0-9]+)?(?:-[RVWXYZ][0-9]{1,2}(?:\.[0-9]+)?)?|C[67])"
# Phrases naming an issue's item.
ITEM_PHRASES = [r"issue [0-9]+, item [0-9]+", r"item [0-9]+ of issue [0-9]+", r"item [0-9]+"]

MARK_OPEN, MARK_CLOSE = "\x01", "\x02"

# A catalog ID or range in an ID list, possibly one this script just wrote (marked).
ITEM = rf"{MARK_OPEN}?[A-Z][0-9]{{1,2}}(?:-[A-Z]?[0-9]{{1,2}})?{MARK_CLOSE}?"
SEP = r"(?:, and |, | and |; | )"
RUN = re.compile(rf"(?<![\w.\-]){ITEM}(?:{SEP}{ITEM})*(?![\w\-\[])")


class Rule:
    def __init__(self, finding, behavior, paths, context, why):
        self.finding = finding
        self.behavior = behavior
        self.paths = None if paths == "*" else re.compile(paths)
        self.context = None if context == "*" else re.compile(context)
        self.why = why

    def unambiguous(self):
        return self.paths is None and self.context is None

    def applies(self, path, line):
        if self.unambiguous():
            return True
        if self.paths is not None and self.paths.search(path):
            return True
        return self.context is not None and self.context.search(line) is not None


def load_rules(root):
    rules = {}
    for number, raw in enumerate((root / MAP_PATH).read_text().splitlines(), 1):
        if not raw.strip() or raw.startswith("#"):
            continue
        fields = raw.split("\t")
        if len(fields) != 5:
            sys.exit(f"{MAP_PATH}:{number}: expected 5 tab-separated fields, found {len(fields)}")
        rules.setdefault(fields[0], []).append(Rule(*fields))
    # Every finding the map names, longest first (R7.1-R7.3 before R7).
    global FINDING
    tokens = sorted((key for key in rules if not key.startswith(("item", "issue"))), key=len, reverse=True)
    FINDING = "(?:" + "|".join(re.escape(token) for token in tokens) + ")"
    return rules


# References to a finding that is also a catalog ID (W4, X1) read as the finding: printed at the
# end, with the reason, for a human to look over.
DECIDED_BY_CONTEXT = set()
# How many references were rewritten.
REWRITTEN = [0]


def behavior_for(rules, finding, path, line, after_review):
    """The behavior `finding` protects here; `None` where it is not a finding (`W2`, PostHog's)."""
    candidates = rules.get(finding, [])
    scoped = candidates and not any(rule.unambiguous() for rule in candidates)
    if after_review and scoped:
        # Named as a review's ("review W4") where a bare W4 would be the wire format.
        DECIDED_BY_CONTEXT.add((path, finding, candidates[0].behavior, "after 'review'", line.strip()))
        return candidates[0].behavior
    for rule in candidates:
        if rule.applies(path, line):
            if scoped:
                reason = "path" if rule.paths is not None and rule.paths.search(path) else "context"
                DECIDED_BY_CONTEXT.add((path, finding, rule.behavior, f"by {reason}", line.strip()))
            return rule.behavior
    return candidates[0].behavior if after_review and candidates else None


def expand(item):
    """The IDs an item names: `C1-C5` names C1 to C5."""
    match = re.fullmatch(r"([A-Z])([0-9]{1,2})-([A-Z]?)([0-9]{1,2})", item)
    if not match:
        return {item}
    letter, first, second_letter, last = match.groups()
    if second_letter and second_letter != letter:
        return {item}
    return {f"{letter}{n}" for n in range(int(first), int(last) + 1)}


def tidy_run(text):
    """Names each ID of a run that holds a rewritten reference once, in the run's own style."""
    parts = re.split(rf"({SEP})", text)
    plain = [p.strip(MARK_OPEN + MARK_CLOSE) for p in parts[0::2]]
    seps = parts[1::2]
    kept = []
    for item in plain:
        covered = any(item != other and item in expand(other) for other in plain)
        if item not in kept and not covered:
            kept.append(item)
    if len(kept) == 1:
        return kept[0]
    if all(s == " " for s in seps):
        return " ".join(kept)
    if seps[-1].strip(", ") == "and":
        return ", ".join(kept[:-1]) + " and " + kept[-1]
    return ", ".join(kept)


def tidy(line):
    """Merges `A (B)` where both are ID lists, then names each ID once, then drops the marks."""
    paren = re.compile(rf"({ITEM}(?:{SEP}{ITEM})*) \(({ITEM}(?:{SEP}{ITEM})*)\)")
    while True:
        match = paren.search(line)
        if not match or MARK_OPEN not in match.group(0):
            break
        line = line[: match.start()] + match.group(1) + ", " + match.group(2) + line[match.end():]
    line = RUN.sub(lambda m: tidy_run(m.group(0)) if MARK_OPEN in m.group(0) else m.group(0), line)
    return line.replace(MARK_OPEN, "").replace(MARK_CLOSE, "")


def exempt(line, start, end):
    """Not a finding: a class name in a path (`V9[0]`), `HTTP V2`, a byte in a hex sequence."""
    if line[end:end + 1] == "[" or line[max(0, start - 5):start] == "HTTP ":
        return True
    return re.search(r"\b[0-9A-F]{2} [0-9A-F]{2} [0-9A-F]{2} [0-9A-F]{2}\b", line) is not None


LEADER = r"^\s*(?:///|//|#|\*)?\s*"
DANGLING_PREFIX = re.compile(rf"\s*(?:[Tt]he )?(?:{ORDINALS} )?[Rr]eviews?(?:'s)?$")
DANGLING_ORDINAL = re.compile(rf"\s*(?:[Tt]he )?{ORDINALS}$")


def mark_line(rules, path, line, leading_review=False):
    """`line` with each finding replaced by its behavior, marked for `tidy`."""
    out = line
    # Issue items first ("issue 20, item 7" before "item 7").
    for phrase in ITEM_PHRASES:
        def item(match):
            behavior = behavior_for(rules, match.group(0).lower(), path, line, False)
            return MARK_OPEN + behavior + MARK_CLOSE if behavior else match.group(0)
        out = re.sub(rf"\b{phrase}\b", item, out, flags=re.I)

    pattern = re.compile(rf"(?P<prefix>{REVIEW_PREFIX})?\b(?P<id>{FINDING})\b(?!-)")
    result, position, in_review_list = [], 0, leading_review
    for match in pattern.finditer(out):
        finding = match.group("id")
        between = out[position:match.start()]
        if match.group("prefix"):
            in_review_list = True
        elif position == 0 and re.fullmatch(LEADER, between):
            pass
        elif not re.fullmatch(rf"{SEP}|, and ", between.replace(MARK_OPEN, "").replace(MARK_CLOSE, "")):
            in_review_list = False
        if exempt(out, match.start("id"), match.end("id")):
            continue
        behavior = behavior_for(rules, finding, path, line, in_review_list)
        if behavior is None:
            continue
        result.append(out[position:match.start()])
        result.append(MARK_OPEN + behavior + MARK_CLOSE)
        position = match.end()
    result.append(out[position:])
    return "".join(result)


def rewrite_lines(rules, path, lines):
    """Every line rewritten; a reference a comment wraps onto the next line is rewritten whole."""
    marked, leading_review = [], False
    for index, line in enumerate(lines):
        new = mark_line(rules, path, line, leading_review)
        leading_review = False
        following = lines[index + 1] if index + 1 < len(lines) else ""
        if DANGLING_ORDINAL.search(new) and re.match(rf"{LEADER}{REVIEW_PREFIX}{FINDING}\b", following):
            # "(third" / "review V6)": the ordinal goes; the next line's prefix goes with its finding.
            new = DANGLING_ORDINAL.sub("", new)
        elif DANGLING_PREFIX.search(new):
            # "(D9, review" / "R4)": the prefix goes, the next line's finding is one.
            candidate = mark_line(rules, path, following, True)
            if re.match(LEADER + re.escape(MARK_OPEN), candidate):
                new = DANGLING_PREFIX.sub("", new)
                leading_review = True
        marked.append(new)
    # A list the rewrite split over two lines ("(H8,", "H8)") is joined on the first.
    for index in range(len(marked) - 1):
        first, second = marked[index], marked[index + 1]
        if MARK_OPEN not in second or not re.search(r"[(,]$", first.rstrip()):
            continue
        leader = re.match(LEADER, second).group(0)
        head = re.match(rf"({ITEM}(?:{SEP}{ITEM})*)(\)[.,;:]?|,)\s*", second[len(leader):])
        if not head:
            continue
        first = first.rstrip()
        marked[index] = first + ("" if first.endswith("(") else " ") + head.group(1) + head.group(2)
        rest = second[len(leader) + head.end():]
        marked[index + 1] = (leader + rest) if rest.strip() else None
    REWRITTEN[0] += sum(line.count(MARK_OPEN) for line in marked if line is not None)
    return [tidy(line) if MARK_OPEN in line else line for line in marked if line is not None]


def rewrite_line(rules, path, line):
    return rewrite_lines(rules, path, [line])[0]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", default=".", help="the repository's root (default: .)")
    parser.add_argument("--dry-run", action="store_true", help="print what would change, write nothing")
    args = parser.parse_args()
    root = Path(args.root).resolve()
    rules = load_rules(root)

    changed_files = changed_lines = 0
    for path in checked_files(root):
        relative = path.relative_to(root).as_posix()
        text = path.read_text()
        lines = text.split("\n")
        new_lines = rewrite_lines(rules, relative, lines)
        if new_lines == lines:
            continue
        changed_files += 1
        diff = difflib.SequenceMatcher(a=lines, b=new_lines, autojunk=False)
        changes = [op for op in diff.get_opcodes() if op[0] != "equal"]
        count = sum(max(i2 - i1, j2 - j1) for _, i1, i2, j1, j2 in changes)
        changed_lines += count
        print(f"{relative}: {count} line(s)")
        for _, i1, i2, j1, j2 in changes:
            for number in range(i1, i2):
                print(f"  {number + 1}: - {lines[number].strip()}")
            for number in range(j1, j2):
                print(f"  {number + 1}: + {new_lines[number].strip()}")
        if not args.dry_run:
            path.write_text("\n".join(new_lines))
    if DECIDED_BY_CONTEXT:
        print("\nReferences that are also catalog IDs, read as review findings (look them over):")
        for path, finding, behavior, reason, line in sorted(DECIDED_BY_CONTEXT):
            print(f"  {path}: {finding} -> {behavior} ({reason}): {line[:100]}")
    verb = "would change" if args.dry_run else "changed"
    print(f"apply-findings-map: {verb} {changed_lines} line(s) in {changed_files} file(s), "
          f"{REWRITTEN[0]} reference(s) to review findings")


if __name__ == "__main__":
    main()
