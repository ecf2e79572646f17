#!/usr/bin/env bash
# Typechecks every library module for arm64-apple-ios15.0 with this machine's Swift toolchain
# (Swift 6 mode, strict concurrency): the core must compile for iOS, and the UIKit adapter only
# compiles there. Nothing is built or run; a module's dependencies are checked against interfaces
# emitted without function bodies.
#
# Needs, outside the project (never commit them):
#   IOS_SDK           an iPhoneOS SDK (the 17.4 snapshot of the public danpashin/sdks repository),
#                     with usr/include/libxml a link to libxml2/libxml;
#   IOS_RESOURCE_DIR  a resource directory holding only links to this toolchain's shims, clang and
#                     host folders and apinotes/std.apinotes, plus an apinotes/os.apinotes written
#                     from the swift repository's apinotes/os.apinotes with _os_log_impl and
#                     _os_signpost_emit_with_name_impl marked `SwiftPrivate: true`.
# Then the UIKit adapter's tests: swift-testing is only built for Linux here, so its macros are
# rewritten to the calls of typecheck-ios/Testing.swift, a stand-in that checks everything else.
# Usage: IOS_SDK=... IOS_RESOURCE_DIR=... scripts/typecheck-ios.sh
set -euo pipefail
cd "$(dirname "$0")/.."
: "${IOS_SDK:?set IOS_SDK to an iPhoneOS SDK}"
: "${IOS_RESOURCE_DIR:?set IOS_RESOURCE_DIR to the prepared resource directory}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags=(-target arm64-apple-ios15.0 -sdk "$IOS_SDK" -resource-dir "$IOS_RESOURCE_DIR" -swift-version 6
       -module-cache-path "$work/cache" -I "$work")
status=0
for module in Intercept InterceptHeadless InterceptTesting InterceptUIKit; do
  mapfile -t sources < <(find "Sources/$module" -name '*.swift' | sort)
  if ! output=$(swiftc -typecheck -module-name "$module" "${flags[@]}" "${sources[@]}" 2>&1); then status=1; fi
  diagnostics=$(printf '%s\n' "$output" | grep -cE '(error|warning):' || true)
  printf '%-18s %s diagnostics\n' "$module" "$diagnostics"
  [ "$diagnostics" -eq 0 ] || { printf '%s\n' "$output" | grep -E '(error|warning):'; status=1; }
  swiftc -frontend -emit-module -experimental-skip-all-function-bodies -parse-as-library -enable-testing \
    -module-name "$module" -o "$work/$module.swiftmodule" "${flags[@]}" "${sources[@]}" >/dev/null 2>&1 || status=1
done

swiftc -frontend -emit-module -parse-as-library -module-name Testing -o "$work/Testing.swiftmodule" \
  "${flags[@]}" scripts/typecheck-ios/Testing.swift || status=1
mkdir "$work/tests"
for file in Tests/InterceptUIKitTests/*.swift; do
  sed -E -e '/^[[:space:]]*@(Test|Suite)\(.*\)[[:space:]]*$/d' \
    -e 's/#expect\(try await /try await expectAsync(try await /g' -e 's/#expect\(await /await expectAsync(await /g' \
    -e 's/#expect\(/expect(/g' -e 's/#require\(/require(/g' "$file" > "$work/tests/$(basename "$file")"
done
if ! output=$(swiftc -typecheck -module-name InterceptUIKitTests "${flags[@]}" "$work"/tests/*.swift 2>&1); then status=1; fi
diagnostics=$(printf '%s\n' "$output" | grep -cE '(error|warning):' || true)
printf '%-18s %s diagnostics\n' "InterceptUIKitTests" "$diagnostics"
[ "$diagnostics" -eq 0 ] || { printf '%s\n' "$output" | grep -E '(error|warning):'; status=1; }
exit $status
