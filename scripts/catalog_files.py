"""The files whose references to behaviors and findings the catalog scripts read.

Shared by scripts/check-catalog.py and scripts/apply-findings-map.py, so the check checks exactly
what the rewrite rewrites: the sources, tests, benchmarks, integration tests, macros, scripts, CI,
the README, the DocC articles and the Documentation folder, except the catalog machinery itself
(which names findings on purpose).
"""

import os
import subprocess
from pathlib import Path

ROOTS = ("Sources", "Tests", "Benchmarks", "IntegrationTests", "Macros", "scripts", ".ci", ".github",
         "Documentation", "README.md", "CHANGELOG.md", "Package.swift")
# The catalog machinery, which names findings and patterns on purpose.
SKIPPED = {"Documentation/findings-map.tsv", "scripts/apply-findings-map.py", "scripts/check-catalog.py",
           "scripts/catalog_files.py", "Documentation/Behaviors.md"}


def _listed(root):
    try:
        out = subprocess.run(["git", "-C", str(root), "ls-files", "-z", "--cached", "--others",
                              "--exclude-standard", "--", *ROOTS],
                             check=True, capture_output=True).stdout
        return sorted({root / name for name in out.decode().split("\0") if name})
    except (OSError, subprocess.CalledProcessError):
        found = []
        for top in ROOTS:
            start = root / top
            if start.is_file():
                found.append(start)
            for directory, subdirectories, files in os.walk(start):
                subdirectories[:] = [d for d in subdirectories if not d.startswith(".build")]
                found += [Path(directory) / f for f in files]
        return sorted(found)


def checked_files(root):
    """Text files under ROOTS (tracked or not ignored), minus SKIPPED and anything binary."""
    for path in _listed(Path(root)):
        relative = path.relative_to(root).as_posix()
        if relative in SKIPPED or "/.build" in f"/{relative}" or not path.is_file():
            continue
        data = path.read_bytes()
        if b"\0" in data:
            continue
        try:
            data.decode("utf-8")
        except UnicodeDecodeError:
            continue
        yield path
