#!/usr/bin/env bash
# Compiles, and runs, the Swift code of the README and of the DocC articles, so that a
# documentation edit that breaks a snippet fails CI.
#
# Usage: scripts/check-readme.sh [FILE.md ...]
#   (default: README.md and every article of Sources/*/*.docc)
#        scripts/check-readme.sh --macros [FILE.md ...]
#   (only the programs marked `<!-- macros -->`, against the package built with its `Macros` trait)
#        scripts/check-readme.sh --self-test
#   (checks that the checker fails: a block that does not compile, one whose assertion fails, and a
#   relative link to a file that does not exist)
#
# Every fenced block whose info string starts with `swift` is checked, unless a marker comment on
# the line just before its fence says otherwise:
#
#   <!-- excerpt -->        not checked: a fragment, or code that needs UIKit (a reason may follow:
#                           `<!-- excerpt: needs UIKit -->`);
#   <!-- continues -->      appended to the previous checked block of the same file: they form one
#                           program (a walkthrough split by prose);
#   <!-- compile-only -->   compiled but not run;
#   <!-- install-macros --> not checked here: manifest lines, which scripts/check-install.sh pastes
#                           into a scratch app that it builds and runs;
#   <!-- macros -->         uses the `InterceptMacros` product (the `Macros` trait, which brings
#                           swift-syntax): skipped here, checked by `scripts/check-readme.sh
#                           --macros`, which builds the package with that trait (in .build-macros)
#                           and compiles such programs with its macro plugin.
#
# A block may be preceded (above its marker, if any) by a hidden prelude, code the reader does not
# need to see but the program does:
#
#   <!-- prelude
#   let home = HomeController()
#   -->
#
# Each program is top-level code (`main.swift`) compiled in Swift 6 mode with warnings as errors
# against the package's debug build (`swift build` first), then run from a scratch directory with
# a time limit. Assertions are on, so `assert(...)` in a snippet is checked.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = --self-test ]; then
  planted=$(mktemp -d)
  cat >"$planted/planted.md" <<'PLANTED'
A block that compiles, continued by one whose assertion fails when run:

```swift
let answer = 6 * 7
```

<!-- continues -->
```swift
assert(answer == 41)
```

A block that does not compile (an unused result is a warning, so an error):

```swift
let answer = 6 * 7
answer + 1
```

A link to a file that is not there: [gone](NoSuchArticle.md).

An excerpt, not checked:

<!-- excerpt -->
```swift
this is not Swift
```
PLANTED
  set +e
  output=$("$0" "$planted/planted.md" 2>&1)
  status=$?
  set -e
  rm -rf "$planted"
  if [ "$status" -ne 0 ] && printf '%s\n' "$output" | grep -q "check-readme: 2 of 2 Swift programs failed" \
      && printf '%s\n' "$output" | grep -q "check-readme: 1 relative links name no file" \
      && printf '%s\n' "$output" | grep -q "planted.md links to NoSuchArticle.md, which does not exist" \
      && printf '%s\n' "$output" | grep -q "planted.md:3 compiles but fails when run" \
      && printf '%s\n' "$output" | grep -q "planted.md:14 does not compile"; then
    echo "check-readme self-test: a planted error fails the check"
    exit 0
  fi
  echo "check-readme self-test: the planted errors were not caught (status $status):" >&2
  printf '%s\n' "$output" >&2
  exit 1
fi

macros=0
if [ "${1:-}" = --macros ]; then
  macros=1
  shift
fi

if [ "$#" -eq 0 ]; then
  set -- README.md
  for article in Sources/*/*.docc/*.md Sources/*/*.docc/*/*.md; do
    [ -f "$article" ] && set -- "$@" "$article"
  done
fi

plugin_flags=()
if [ "$macros" -eq 1 ]; then
  swift build --traits Macros --scratch-path .build-macros --build-tests >/dev/null
  bin=$(swift build --traits Macros --scratch-path .build-macros --show-bin-path)
  modules="Intercept InterceptHeadless InterceptTesting InterceptMacros"
  plugin_flags=(-load-plugin-executable "$bin/InterceptMacrosPlugin-tool#InterceptMacrosPlugin")
else
  swift build --target InterceptTesting >/dev/null
  swift build --target InterceptDelivery >/dev/null
  bin=$(swift build --show-bin-path)
  modules="Intercept InterceptDelivery InterceptHeadless InterceptTesting"
fi
# SwiftPM may build the package's test dependencies for the host ("-tool" folders), as it does
# when tests depend on a macro: use whichever layout holds the modules.
suffix=""
if [ "$macros" -eq 1 ] && [ ! -f "$bin/Modules/InterceptTesting.swiftmodule" ] && [ -f "$bin/Modules-tool/InterceptTesting.swiftmodule" ]; then
  suffix="-tool"
fi
objects=()
for module in $modules; do
  if [ -d "$bin/$module$suffix.build" ]; then objects+=("$bin/$module$suffix.build"/*.o); fi
done

limit=""
if command -v timeout >/dev/null 2>&1; then limit="timeout 60"; fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Splits FILE into programs: $2/NNN.swift (with a first line `// mode: run|compile` and
# `// from: FILE:LINE`).
extract() {
  awk -v out="$2" -v file="$1" '
    function flush_program() {
      if (program != "") {
        n++
        path = sprintf("%s/%03d.swift", out, n)
        printf "// mode: %s\n// from: %s:%d\n// macros: %s\n%s", mode, file, start, needs_macros, program > path
        close(path)
      }
      program = ""
    }
    BEGIN { n = 0; program = ""; in_block = 0; in_prelude = 0; marker = ""; prelude = "" }
    in_prelude {
      if ($0 ~ /^-->[[:space:]]*$/) { in_prelude = 0; next }
      prelude = prelude $0 "\n"
      next
    }
    in_block {
      if ($0 ~ /^[[:space:]]*```[[:space:]]*$/) {
        in_block = 0
        if (checked) program = program block
        next
      }
      block = block $0 "\n"
      next
    }
    /^<!--[[:space:]]*prelude[[:space:]]*$/ {
      in_prelude = 1
      prelude = sprintf("#sourceLocation(file: \"%s\", line: %d)\n", file, NR + 1)
      next
    }
    /^<!--[[:space:]]*excerpt([[:space:]:].*)?-->[[:space:]]*$/ { marker = "excerpt"; next }
    /^<!--[[:space:]]*continues[[:space:]]*-->[[:space:]]*$/ { marker = "continues"; next }
    /^<!--[[:space:]]*compile-only[[:space:]]*-->[[:space:]]*$/ { marker = "compile-only"; next }
    /^<!--[[:space:]]*macros[[:space:]]*-->[[:space:]]*$/ { marker = "macros"; next }
    /^<!--[[:space:]]*install-macros[[:space:]]*-->[[:space:]]*$/ { marker = "excerpt"; next }
    /^[[:space:]]*```/ {
      info = $0
      sub(/^[[:space:]]*```[[:space:]]*/, "", info)
      in_block = 1
      block = ""
      checked = (info ~ /^swift([[:space:]]|$)/) && marker != "excerpt"
      if (checked) {
        if (marker != "continues" || program == "") {
          flush_program()
          start = NR
          mode = "run"
          needs_macros = "no"
        }
        if (marker == "macros") needs_macros = "yes"
        if (marker == "compile-only") mode = "compile"
        block = prelude sprintf("#sourceLocation(file: \"%s\", line: %d)\n", file, NR + 1)
      }
      marker = ""; prelude = ""
      next
    }
    /^[[:space:]]*$/ { next }
    { marker = ""; prelude = "" }
    END {
      if (in_block) { printf "%s: unterminated code block\n", file > "/dev/stderr"; exit 1 }
      flush_program()
    }
  ' "$1"
}

failures=0
checked=0
broken=0
# Relative links (`[text](path)`, as GitHub shows them) must name a file or folder that exists,
# relative to the Markdown file: the README links each article by its path.
for file in "$@"; do
  base=$(dirname "$file")
  while IFS= read -r target; do
    target=${target%%#*}
    [ -n "$target" ] || continue
    if [ ! -e "$base/$target" ]; then
      echo "error: $file links to $target, which does not exist" >&2
      broken=$((broken + 1))
    fi
  done < <(awk '/^[[:space:]]*```/ { fenced = !fenced; next } !fenced' "$file" \
             | grep -o '\]([^)[:space:]]*)' | sed 's/^](//; s/)$//' | grep -v -E '^([a-z]+:|#|<)' || true)
done
for file in "$@"; do
  dir="$work/$(printf '%s' "$file" | tr '/.' '__')"
  mkdir -p "$dir"
  extract "$file" "$dir"
  for program in "$dir"/*.swift; do
    [ -f "$program" ] || continue
    checked=$((checked + 1))
    origin=$(sed -n '2s|^// from: ||p' "$program")
    mode=$(sed -n '1s|^// mode: ||p' "$program")
    needs_macros=$(sed -n '3s|^// macros: ||p' "$program")
    if [ "$needs_macros" = yes ] && [ "$macros" -eq 0 ]; then
      checked=$((checked - 1))
      echo "skipped: $origin (uses the Macros trait: scripts/check-readme.sh --macros checks it)"
      continue
    fi
    if [ "$needs_macros" != yes ] && [ "$macros" -eq 1 ]; then
      checked=$((checked - 1))
      continue
    fi
    build="${program%.swift}"
    mkdir -p "$build"
    cp "$program" "$build/main.swift"
    if ! swiftc -swift-version 6 -warnings-as-errors -module-name Snippet -I "$bin/Modules$suffix" ${plugin_flags[@]+"${plugin_flags[@]}"} \
        "$build/main.swift" "${objects[@]}" -o "$build/snippet" >"$build/log" 2>&1; then
      echo "error: the Swift block at $origin does not compile:" >&2
      cat "$build/log" >&2
      failures=$((failures + 1))
      continue
    fi
    if [ "$mode" = run ]; then
      if ! (cd "$build" && SWIFT_BACKTRACE=enable=no $limit ./snippet >"$build/out" 2>&1); then
        echo "error: the Swift block at $origin compiles but fails when run:" >&2
        head -n 20 "$build/out" >&2
        failures=$((failures + 1))
        continue
      fi
    fi
    echo "ok: $origin ($mode)"
  done
done

if [ "$failures" -ne 0 ] || [ "$broken" -ne 0 ]; then
  [ "$broken" -eq 0 ] || echo "check-readme: $broken relative links name no file" >&2
  [ "$failures" -eq 0 ] || echo "check-readme: $failures of $checked Swift programs failed" >&2
  exit 1
fi
echo "check-readme: $checked Swift programs compile (and run where marked)"
