#!/usr/bin/env bash
# Proves the SwiftPM plugins on a small sample package that depends on this one by path:
# `swift package tablint` (the command plugin) and lint-on-build (the build-tool plugin).
set -euo pipefail
repository=$(cd "$(dirname "$0")/.." && pwd)
identity=$(basename "$repository" | tr '[:upper:]' '[:lower:]')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/Sample/Sources/Shell" "$work/Sample/Sources/App"
cat > "$work/Sample/Package.swift" <<SWIFT
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Sample",
    dependencies: [.package(path: "$repository")],
    targets: [
        .target(name: "Shell"),
        .target(name: "App", plugins: [.plugin(name: "TablintBuildToolPlugin", package: "$identity")]),
    ]
)
SWIFT
cat > "$work/Sample/Sources/Shell/Tabs.swift" <<'SWIFT'
public enum Tabs {
    public static let kTabBarHeight = 49.0
}
SWIFT
cat > "$work/Sample/Sources/App/Window.swift" <<'SWIFT'
public func statusBarHeight() -> Double {
    let kStatusBarHeight = 20.0
    return kStatusBarHeight
}
SWIFT

echo "== command plugin: swift package tablint"
cd "$work/Sample"
swift package tablint --reporter json --output "$work/report.json" > "$work/log" 2>&1 || { cat "$work/log"; exit 1; }
python3 - "$work/report.json" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
found = sorted((v["file"], v["ruleId"]) for v in report["violations"])
assert found == [("Sources/App/Window.swift", "hardcoded_bar_height"), ("Sources/Shell/Tabs.swift", "hardcoded_bar_height")], found
print("  command plugin reported", len(found), "violations")
PY
swift package tablint --target Shell --strict > "$work/log" 2>&1 && { echo "--strict should fail"; cat "$work/log"; exit 1; }
grep -q "Sources/Shell/Tabs.swift:2:39: warning" "$work/log" || { echo "missing diagnostic"; cat "$work/log"; exit 1; }
echo "  --target Shell --strict fails as expected"

echo "== build-tool plugin: swift build"
swift build --target App > "$work/log" 2>&1 || { cat "$work/log"; exit 1; }
grep -q "Sources/App/Window.swift:2:28: warning: .*(hardcoded_bar_height)" "$work/log" || { echo "no build diagnostic"; cat "$work/log"; exit 1; }
! grep -q "Tabs.swift" "$work/log" || { echo "linted a target without the plugin"; exit 1; }
echo "  swift build shows the violation as a warning"
echo "plugins: ok"
