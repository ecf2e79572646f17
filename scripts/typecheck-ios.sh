#!/usr/bin/env bash
# Compiles every library module (the SwiftUI adapter too) to arm64-apple-ios15.0 object code with this machine's Swift
# toolchain (Swift 6 mode, strict concurrency, whole-module), against an iPhoneOS SDK: the core,
# the headless platform and the testing helpers must compile for iOS, and the UIKit adapter only
# compiles there. Then it emits the adapter's SIL and finds the hooks' bodies (the blocks the
# `nonisolated static func ...Hook` functions make, F14) that carry a main-actor executor check:
# such a hook traps when UIKit's method is called off the main thread (F5), so there must be none. Last, it typechecks both
# test targets (the headless tests, which `xcodebuild test` also builds for iOS, and the adapter's)
# against the compiled modules: swift-testing is only built for Linux here, so its macros are
# rewritten to the calls of typecheck-ios/Testing.swift, a stand-in that checks everything else.
# The Swift blocks of the README and of each DocC article marked `<!-- excerpt: ios -->` (the
# SwiftUI examples) are typechecked against the compiled modules too, one module per file.
# Nothing is linked or run.
#
# Needs, outside the project (never commit them):
#   IOS_SDK           an iPhoneOS 18 SDK (checked against iPhoneOS 18.6, whose Swift stdlib is
#                     6.1.2); the 17.4 SDK's stdlib is 5.10 and cannot compile `throws(E)`;
#   IOS_RESOURCE_DIR  a resource directory with this toolchain's shims, clang and host folders, a
#                     top-level module.modulemap for the shims, and apinotes (std.apinotes, and
#                     os.apinotes with _os_log_impl and _os_signpost_emit_with_name_impl marked
#                     `SwiftPrivate: true`).
#   IOS_MODULE_CACHE  optional: a module cache to keep between runs (about 2 min cold, 15 s warm).
# Usage: IOS_SDK=... IOS_RESOURCE_DIR=... scripts/typecheck-ios.sh
# Exit status 0 only with zero errors, zero warnings, and no hook body with an executor check.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2
: "${IOS_SDK:?set IOS_SDK to an iPhoneOS SDK}"
: "${IOS_RESOURCE_DIR:?set IOS_RESOURCE_DIR to the prepared resource directory}"
[ -f "$IOS_SDK/SDKSettings.json" ] || { echo "no SDK at $IOS_SDK" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cache=${IOS_MODULE_CACHE:-$work/cache}
# No `-package-name`: what only our own modules use is `@_spi(Platform) public`, not `package`, so every
# module also compiles the way ../shared/ios/compile-check.sh compiles it, without a package name.
flags=(-target arm64-apple-ios15.0 -sdk "$IOS_SDK" -resource-dir "$IOS_RESOURCE_DIR" -swift-version 6
       -module-cache-path "$cache" -no-color-diagnostics -I "$work")
status=0

# Prints a module's unique diagnostics and its counts; any diagnostic or failure fails the run.
report() {  # name log rc
  local lines
  lines=$(grep -E '^[^ |]+:[0-9]+:[0-9]+: (error|warning): |^(error|warning): ' "$2" | sort -u)
  printf '%-20s %s diagnostics%s\n' "$1" "$(printf '%s' "$lines" | grep -c . || true)" \
    "$([ "$3" -eq 0 ] || echo ", exit status $3")"
  [ -z "$lines" ] || printf '%s\n' "$lines" | sed 's/^/    /'
  if [ -n "$lines" ] || [ "$3" -ne 0 ]; then status=1; fi
}

for module in Intercept InterceptDelivery InterceptHeadless InterceptUIKit InterceptTesting InterceptSwiftUI; do
  mapfile -t sources < <(find "Sources/$module" -name '*.swift' | sort)
  swiftc -c -wmo -parse-as-library -enable-testing -module-name "$module" "${flags[@]}" \
    -emit-module -emit-module-path "$work/$module.swiftmodule" -o "$work/$module.o" "${sources[@]}" \
    >"$work/$module.log" 2>&1
  report "$module" "$work/$module.log" $?
done

# Member names: an app importing the adapter and another library that adds `parentNode` or
# `screenTitle` to UIKit's classes is not ambiguous (the adapter's conformance members live in
# constrained protocol extensions, which a type's own members outrank).
probe=scripts/typecheck-ios/member-names
swiftc -emit-module -parse-as-library -module-name OtherLibrary "${flags[@]}" -emit-module-path "$work/OtherLibrary.swiftmodule" \
  "$probe/OtherLibrary.swift" >"$work/names.log" 2>&1 &&
  swiftc -typecheck -parse-as-library -module-name App "${flags[@]}" "$probe/App.swift" >>"$work/names.log" 2>&1
report "member names" "$work/names.log" $?

# TrackedButton's initializers, as an app's call picks them (S13): a literal title with `name:` is
# looked up in the strings table (the String.LocalizationValue initializer, whose parameters
# include `table:`), a String variable or a title without `name:` is shown as it is. Each probe
# function's name ends with what it must call; its SIL is read for the initializer it references.
probe=scripts/typecheck-ios/localized-title/App.swift
if swiftc -emit-silgen -parse-as-library -module-name LocalizedTitle "${flags[@]}" -o "$work/title.sil" "$probe" \
  >"$work/title.log" 2>&1; then
  python3 - "$work/title.sil" <<'PY' >>"$work/title.log" 2>&1 || echo "error: TrackedButton initializer choice" >>"$work/title.log"
import re, sys
calls, name, prev = {}, None, ''
for line in open(sys.argv[1], encoding='utf-8', errors='replace'):
    if name is None:
        if line.startswith('sil ') and line.rstrip().endswith('{'):
            m = re.match(r'// (\w+_(localized|verbatim))\(', prev)
            name = m.group(1) if m else None
            if name: calls[name] = []
        elif not line.startswith('// Isolation:'):
            prev = line
        continue
    if line.startswith('} // end sil function'):
        name = None
    elif 'function_ref TrackedButton' in line and '.init' in line:
        calls[name].append(line.split('function_ref ', 1)[1].strip())
bad = []
for function, refs in sorted(calls.items()):
    localized = [r for r in refs if '(_:name:table:bundle:' in r]
    want = function.endswith('_localized')
    if not refs or bool(localized) != want:
        bad.append('%s calls %s' % (function, refs or 'no TrackedButton initializer'))
for entry in bad: print('error: ' + entry)
if len(calls) != 3: print('error: found %d of the 3 probe functions' % len(calls))
sys.exit(1 if bad or len(calls) != 3 else 0)
PY
  report "button titles" "$work/title.log" 0
else
  report "button titles" "$work/title.log" 1
fi

# The documentation's iOS-only examples (the README's 3-tab SwiftUI app, the SwiftUI article's):
# the Swift blocks of each Markdown file (the README, every DocC article) marked
# `<!-- excerpt: ios ... -->` are compiled together, as declarations, against the modules above,
# one module per file (S6). The README must have one.
for doc in README.md Sources/*/*.docc/*.md; do
  dir="$work/ios-docs/$(printf '%s' "$doc" | tr '/.' '__')"
  mkdir -p "$dir"
  awk -v dir="$dir" '
    /^<!-- excerpt: ios/ { marked = 1; next }
    marked && /^```swift/ { inside = 1; marked = 0; n++; file = sprintf("%s/block%d.swift", dir, n); next }
    inside && /^```/ { inside = 0; next }
    inside { print > file; next }
    { marked = 0 }
  ' "$doc"
  mapfile -t sources < <(find "$dir" -name '*.swift' | sort)
  if [ "${#sources[@]}" -eq 0 ]; then
    if [ "$doc" = README.md ]; then echo "README (iOS)         no block marked <!-- excerpt: ios -->"; status=1; fi
    continue
  fi
  name="$(basename "$doc" .md) (iOS)"
  [ "$doc" = README.md ] && name="README (iOS)"
  swiftc -typecheck -parse-as-library -module-name DocumentedIOS "${flags[@]}" "${sources[@]}" >"$dir.log" 2>&1
  report "$name" "$dir.log" $?
done

# An app extension linking the package builds: the adapter typechecks with -application-extension,
# where `UIApplication.shared` and the like are unavailable.
mapfile -t sources < <(find Sources/InterceptUIKit -name '*.swift' | sort)
swiftc -typecheck -parse-as-library -application-extension -module-name InterceptUIKit "${flags[@]}" \
  "${sources[@]}" >"$work/extension.log" 2>&1
report "app extension" "$work/extension.log" $?

# Bodies that UIKit or the app may call off the main thread: no main-actor executor check (F5).
# Each is the top-level closure of a `nonisolated static func <name><Suffix>(...)` of a module,
# "closure #N in static <Type>.<name><Suffix>(...)" in the SIL: the UIKit adapter's hooks (blocks
# set as the implementation, F14), and the SwiftUI adapter's tracked and navigation-path bindings'
# get and set, which the app may call from a background task (S2, S10); each function named after
# the label must be such a static func (a binding built inline in a main-actor method is not). Every such function declared in the sources must
# have its body in the SIL, and no body may carry a check or be isolated to an actor (a main-actor
# closure made into a block gets no check: it would run main-actor code on UIKit's calling thread).
# @objc thunks named intercept_* (the old style) are checked too, should any come back.
check_bodies() {  # module suffix label [required function...]
  local module=$1 suffix=$2 label=$3 declared required
  shift 3
  required="$*"
  mapfile -t sources < <(find "Sources/$module" -name '*.swift' | sort)
  if swiftc -emit-sil -Onone -wmo -parse-as-library -module-name "$module" "${flags[@]}" \
    -o "$work/$module.sil" "${sources[@]}" >"$work/$module-sil.log" 2>&1; then
    declared=$(grep -hoE "static func [A-Za-z]+$suffix[<(]" "${sources[@]}" | sed -E "s/.* func ([A-Za-z]+$suffix).*/\\1/" | sort -u)
    for function in $required; do
      if ! printf '%s\n' $declared | grep -qx "$function"; then
        echo "    not a static func: $function (its closures would be made in the caller's actor)"; status=1
      fi
    done
    python3 - "$work/$module.sil" "$suffix" "$label" $declared <<'PY' || status=1
import re, sys
markers = ('_checkExpectedExecutor', 'swift_task_isCurrentExecutor',
           'swift_task_reportUnexpectedExecutor', 'swift_task_checkIsolated')
suffix, label, declared = sys.argv[2], sys.argv[3], set(sys.argv[4:])
found, bad, bodies, prev, isolation, name, body = set(), [], 0, '', '', None, []
for line in open(sys.argv[1], encoding='utf-8', errors='replace'):
    if name is None:
        if line.startswith('sil ') and line.rstrip().endswith('{'):
            name, body = (prev[3:].strip() if prev.startswith('// ') else line), []
            if '@convention(objc_method)' in line and '[thunk]' in line and 'intercept_' not in name:
                name = None  # an @objc thunk that is not a hook
        elif line.startswith('// Isolation:'):
            isolation = line[len('// Isolation:'):].strip()
        else:
            prev, isolation = line, ''
        continue
    body.append(line)
    if line.startswith('} // end sil function'):
        m = re.match(r'closure #\d+ in static [\w.]+\.(\w+' + suffix + r')(<[^>]*>)?\(', name)
        hook = m.group(1) if m and m.group(1) in declared else ('@objc ' + name if 'intercept_' in name else None)
        if hook:
            found.add(hook)
            bodies += 1
            if any(k in ''.join(body) for k in markers):
                bad.append('executor check: ' + name)
            elif isolation and not isolation.startswith('nonisolated') and not isolation.startswith('unspecified'):
                # A body isolated to an actor gets no check when made a block: it would run
                # that actor's code on whatever thread UIKit calls from.
                bad.append('isolated (' + isolation + '): ' + name)
        name = None
for entry in bad: print('    ' + entry)
missing = sorted(declared - found)
for entry in missing: print('    no body in the SIL: ' + entry)
print('%-20s %d of %d %s isolated or with an executor check' % (label, len(bad), bodies, label))
sys.exit(1 if bad or missing or not found else 0)
PY
  else
    echo "$label          no SIL"; sed 's/^/    /' "$work/$module-sil.log" | head -20; status=1
  fi
}
check_bodies InterceptUIKit Hook "hook bodies"
check_bodies InterceptSwiftUI Binding "binding bodies" trackedBinding navigationPathBinding

# The tests, typechecked against the stand-in for swift-testing: `@Test`/`@Suite` attributes are
# dropped (with their arguments, over several lines if need be), `#expect`/`#require` become calls.
# Tests run on a simulator of a current runtime, so they may use iOS 16 API (`ContinuousClock`,
# `Duration`) that the library, deployed to iOS 15, may not.
test_flags=("${flags[@]/#arm64-apple-ios15.0/arm64-apple-ios16.0}")
swiftc -frontend -emit-module -parse-as-library -module-name Testing -o "$work/Testing.swiftmodule" \
  "${test_flags[@]}" scripts/typecheck-ios/Testing.swift || status=1
for target in InterceptTests InterceptUIKitTests; do
  mkdir -p "$work/tests/$target"
  while IFS= read -r file; do
    perl -0pe 's/@(?:Test|Suite)(\((?:[^()"]++|"(?:[^"\\]|\\.)*"|(?1))*\))?//g' "$file" | sed -E \
      -e 's/#expect\(throws: /expect(throws: /g' -e 's/#expect \{/expect {/g' \
      -e 's/#expect\(try #require\(await /try await expectAsync(try await requireAsync(await /g' \
      -e 's/#expect\(try await /try await expectAsync(try await /g' -e 's/#expect\(await /await expectAsync(await /g' \
      -e 's/#expect\(try /try expect(try /g' \
      -e 's/#require\(try await /try await requireAsync(try await /g' -e 's/#require\(await /await requireAsync(await /g' \
      -e 's/#expect\(/expect(/g' -e 's/#require\(/require(/g' > "$work/tests/$target/$(echo "$file" | tr / _)"
  done < <(find "Tests/$target" -name '*.swift' | sort)
  mapfile -t sources < <(find "$work/tests/$target" -name '*.swift' | sort)
  swiftc -typecheck -parse-as-library -module-name "$target" "${test_flags[@]}" "${sources[@]}" >"$work/$target.log" 2>&1
  report "$target" "$work/$target.log" $?
done
exit $status
