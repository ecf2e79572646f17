#!/usr/bin/env bash
# Builds the documentation of Intercept, InterceptDelivery, InterceptHeadless and InterceptTesting with the
# toolchain's own `docc` (no package dependency), failing on any documentation warning.
#
# Usage: scripts/build-docs.sh [OUTPUT_DIR]      (default: .build/docs)
#
# Symbol graphs are extracted from the modules of the debug build (`swift build` first), which
# costs a fraction of a second per module instead of a second, differently flagged, build. Each
# module's catalog (`Sources/<Module>/<Module>.docc`) is converted into `<Module>.doccarchive`;
# the other archives resolve links into Intercept's.
# InterceptUIKit is empty where UIKit does not exist, so it has no documentation here.
#
# To read the result, serve an archive over HTTP and open /documentation/<module, lowercased>:
#   python3 -m http.server --directory .build/docs/Intercept.doccarchive 8000
#   open http://localhost:8000/documentation/intercept
# or preview a catalog while editing it: `docc preview Sources/Intercept/Intercept.docc
# --additional-symbol-graph-dir .build/docs/symbol-graphs/Intercept`. On macOS, Xcode opens a
# `.doccarchive` directly.
set -euo pipefail
cd "$(dirname "$0")/.."

output=${1:-.build/docs}
swift_path=$(command -v swift)
tools=$(dirname "$(readlink -f "$swift_path")")
docc="$tools/docc"
extract="$tools/swift-symbolgraph-extract"
if [ ! -x "$docc" ] && command -v xcrun >/dev/null 2>&1; then
  docc=$(xcrun --find docc)
  extract=$(xcrun --find swift-symbolgraph-extract)
fi
if [ ! -x "$docc" ]; then
  echo "build-docs: no docc next to $swift_path" >&2
  exit 1
fi

swift build --target InterceptTesting >/dev/null
swift build --target InterceptDelivery >/dev/null
bin=$(swift build --show-bin-path)
triple=$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -n 1)
sdk_args=()
if command -v xcrun >/dev/null 2>&1; then
  sdk_args=(-sdk "$(xcrun --show-sdk-path --sdk macosx)")
fi

rm -rf "$output"
mkdir -p "$output"
status=0
for module in Intercept InterceptDelivery InterceptHeadless InterceptTesting; do
  graphs="$output/symbol-graphs/$module"
  mkdir -p "$graphs"
  "$extract" -module-name "$module" -I "$bin/Modules" -target "$triple" "${sdk_args[@]}" \
    -minimum-access-level public -emit-extension-block-symbols -output-dir "$graphs"
  dependency=()
  if [ "$module" != Intercept ]; then
    dependency=(--dependency "$output/Intercept.doccarchive")
  fi
  if ! "$docc" convert "Sources/$module/$module.docc" \
      --additional-symbol-graph-dir "$graphs" \
      --output-path "$output/$module.doccarchive" \
      --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
      --enable-experimental-external-link-support "${dependency[@]}" \
      --warnings-as-errors >"$output/$module.log" 2>&1; then
    cat "$output/$module.log" >&2
    echo "build-docs: $module has documentation warnings (above). In InterceptHeadless and" \
      "InterceptTesting, write Intercept's symbols in code voice (\`Interception\`), not as" \
      "symbol links." >&2
    status=1
  else
    echo "ok: $output/$module.doccarchive"
  fi
done
exit "$status"
