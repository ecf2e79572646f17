#!/usr/bin/env bash
# Adds Intercept to two scratch apps exactly as the README says (D21), from a URL and a version:
#
# - one with the macro: the two manifest lines of the README's block marked
#   `<!-- install-macros -->`, unchanged but for the URL, and a program that uses
#   `@InterceptedDelegate`, built and run;
# - one without it: the lines of the README's block marked `<!-- excerpt: install ... -->` (the
#   package by URL and version, and the products it lists), unchanged but for the URL: it must
#   build and resolve no package but Intercept, so no swift-syntax in its Package.resolved nor in
#   `swift package show-dependencies`.
#
# First, every `.package(url:` line of the README and of the DocC articles must name the same URL
# (a placeholder until the project is published, said in the README's Install section) and the
# same version as the install block, and that version must be the library's
# (`InterceptLibrary.version`): the getting-started article and the README agree.
#
# SwiftPM takes a `url:` dependency only from a git repository with a version tag, so the
# repository's current commit (HEAD: uncommitted changes are not part of it) is cloned into a
# temporary folder named `intercept.git` (the URL's last component is the package's identity, as
# for `https://example.com/intercept.git`), the clone is tagged with the block's version, and the
# block's URL is replaced by the clone's `file://` URL.
#
# Usage: scripts/check-install.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

block=$(awk '
  /^<!--[[:space:]]*install-macros[[:space:]]*-->[[:space:]]*$/ { marked = 1; next }
  marked && /^[[:space:]]*```/ { if (inside) exit; inside = 1; next }
  inside { print }
' README.md)
dependency=$(printf '%s\n' "$block" | grep '^\.package(' || true)
product=$(printf '%s\n' "$block" | grep '^\.product(' || true)
if [ "$(printf '%s\n' "$dependency" | grep -c .)" -ne 1 ] || [ "$(printf '%s\n' "$product" | grep -c .)" -ne 1 ]; then
  echo "check-install: README.md's <!-- install-macros --> block must hold one .package( line and one .product( line:" >&2
  printf '%s\n' "$block" >&2
  exit 1
fi
url=$(printf '%s\n' "$dependency" | sed -n 's/.*url: *"\([^"]*\)".*/\1/p')
version=$(printf '%s\n' "$dependency" | sed -n 's/.*from: *"\([^"]*\)".*/\1/p')
if [ -z "$url" ] || [ -z "$version" ]; then
  echo "check-install: the block's .package( line names no url: and from: version: $dependency" >&2
  exit 1
fi

# The version a user pins is a release this source is: the one the library reports.
released=$(sed -n 's/.*static let version = "\([^"]*\)".*/\1/p' "$root/Sources/Intercept/Context/InterceptLibrary.swift")
if [ "$version" != "$released" ]; then
  echo "check-install: the block pins from: \"$version\", but this source is release \"$released\" (InterceptLibrary.version)" >&2
  exit 1
fi

# The README's own block (without the macro), and every manifest line the documentation shows.
plain=$(awk '
  /^<!--[[:space:]]*excerpt: install/ { marked = 1; next }
  marked && /^[[:space:]]*```/ { if (inside) exit; inside = 1; next }
  inside { print }
' README.md)
plain_products=$(printf '%s\n' "$plain" | grep '^\.product(' || true)
if [ "$(printf '%s\n' "$plain" | grep -c '^\.package(url: "'"$url"'", from: "'"$version"'"),$')" -ne 1 ] || [ -z "$plain_products" ]; then
  echo "check-install: README.md's <!-- excerpt: install --> block must hold .package(url: \"$url\", from: \"$version\") and .product( lines:" >&2
  printf '%s\n' "$plain" >&2
  exit 1
fi
disagreeing=$(grep -n '\.package(url: *"' README.md Sources/*/*.docc/*.md | grep -v -F "url: \"$url\", from: \"$version\"" || true)
if [ -n "$disagreeing" ]; then
  echo "check-install: these lines name another URL or version than the README's install block (\"$url\", from: \"$version\"):" >&2
  printf '%s\n' "$disagreeing" >&2
  exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone --quiet "$root" "$work/intercept.git"
git -C "$work/intercept.git" tag -f "$version"   # a clone carries the repository's tags; HEAD is what is checked
local_url="file://$work/intercept.git"
dependency=${dependency//"$url"/"$local_url"}

# The app with the macro: the block's lines, as a user pastes them.
mkdir -p "$work/with-macros/Sources/App"
cat >"$work/with-macros/Package.swift" <<MANIFEST
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v13)],
    dependencies: [
        $dependency
    ],
    targets: [
        .executableTarget(name: "App", dependencies: [
            $product
        ]),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST
cat >"$work/with-macros/Sources/App/main.swift" <<'PROGRAM'
import InterceptMacros

@InterceptedDelegate
@MainActor
protocol PlayerDelegate: AnyObject {
    @Tracked("playStarted", when: true) func player(_ player: Player, shouldPlay item: Int) -> Bool
}

@MainActor
final class Player {
    @Interceptable<PlayerDelegateProxy> var delegate
    func play(_ item: Int) -> Bool { $delegate.target?.player(self, shouldPlay: item) ?? true }
}

final class Playlist: PlayerDelegate {
    func player(_ player: Player, shouldPlay item: Int) -> Bool { item > 0 }
}

nonisolated(unsafe) var kinds: [String] = []
let interception = Interception(trackers: [ClosureTracker { event in kinds.append(event.kind.rawValue) }])
let player = Player()
let playlist = Playlist()
player.delegate = playlist
try interception.intercept(player.$delegate)
_ = player.play(7)
_ = player.play(0)
await interception.flush()
guard kinds == ["playStarted"] else { fatalError("events: \(kinds)") }
print("with-macros: ok")
PROGRAM
(cd "$work/with-macros" && swift build >"$work/with-macros.log" 2>&1) || {
  echo "check-install: the app that adds the macro as the README says does not build:" >&2
  tail -n 40 "$work/with-macros.log" >&2
  exit 1
}
(cd "$work/with-macros" && "$(swift build --show-bin-path)/App")

# The app without it: the README's block, its products all in one target. It resolves no swift-syntax.
mkdir -p "$work/without-macros/Sources/App"
cat >"$work/without-macros/Package.swift" <<MANIFEST
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "$local_url", from: "$version"),
    ],
    targets: [
        .executableTarget(name: "App", dependencies: [
            $plain_products
        ]),
    ]
)
MANIFEST
{
  printf '%s\n' "$plain_products" | sed -n 's/.*name: *"\([^"]*\)".*/import \1/p'
  echo 'import Intercept'
  echo 'print("without-macros: ok", Interception(trackers: []).isEnabled)'
} >"$work/without-macros/Sources/App/main.swift"
(cd "$work/without-macros" && swift package resolve >/dev/null && swift build >"$work/without-macros.log" 2>&1) || {
  echo "check-install: the app without the macro does not build:" >&2
  tail -n 40 "$work/without-macros.log" >&2
  exit 1
}
dependencies=$(cd "$work/without-macros" && swift package show-dependencies)
if grep -qi 'swift-syntax' "$work/without-macros/Package.resolved" || printf '%s\n' "$dependencies" | grep -qi 'swift-syntax' \
    || [ -d "$work/without-macros/.build/checkouts/swift-syntax" ]; then
  echo "check-install: an app that does not ask for the macro resolved swift-syntax:" >&2
  printf '%s\n' "$dependencies" >&2
  exit 1
fi
(cd "$work/without-macros" && "$(swift build --show-bin-path)/App")
echo "check-install: an app adds the macro with the README's two lines; one without it resolves $(grep -c '"identity"' "$work/without-macros/Package.resolved") package (Intercept)"
