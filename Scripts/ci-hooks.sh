#!/usr/bin/env bash
# Proves the two commit-time integrations with the real tools: the pre-commit framework
# (`pre-commit try-repo` against this repository) and the git hook `tablint install-hook`
# writes. Each must fail on a bad staged file and pass once it is fixed.
set -euo pipefail
repository=$(cd "$(dirname "$0")/.." && pwd)
tablint="$repository/.build/release/tablint"
swift build -c release --package-path "$repository" >/dev/null
command -v pre-commit >/dev/null || python3 -m pip install --quiet pre-commit

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME="$work/pre-commit-home"

new_repository() {
    rm -rf "$work/app"
    git init -q "$work/app"
    git -C "$work/app" config user.email ci@example.com
    git -C "$work/app" config user.name CI
    mkdir -p "$work/app/Sources/Shell Files"
    printf 'enum Layout { static let padding = 16 }\n' > "$work/app/Sources/Shell Files/Good.swift"
    # An error-severity violation: a scene window that is never stored.
    cat > "$work/app/Sources/Shell Files/SceneDelegate.swift" <<'SWIFT'
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.makeKeyAndVisible()
    }
}
SWIFT
    git -C "$work/app" add -A
}

fix_repository() {
    sed -i.bak 's/        window.makeKeyAndVisible()/        self.window = window\n        window.makeKeyAndVisible()/' \
        "$work/app/Sources/Shell Files/SceneDelegate.swift"
    rm -f "$work/app/Sources/Shell Files/SceneDelegate.swift.bak"
    git -C "$work/app" add -A
}

expect() {
    local wanted=$1; shift
    set +e
    "$@" > "$work/log" 2>&1
    local status=$?
    set -e
    if [ "$wanted" = fail ] && [ $status -eq 0 ]; then echo "expected failure: $*"; cat "$work/log"; exit 1; fi
    if [ "$wanted" = pass ] && [ $status -ne 0 ]; then echo "expected success: $*"; cat "$work/log"; exit 1; fi
    echo "  $wanted as expected: ${*: -3}"
}

# `pre-commit try-repo` installs the hook into a throwaway store on every call: a release build
# of tablint each time. A config naming this repository at HEAD keeps one store for both runs,
# so the hook is built once. With uncommitted changes HEAD is not what is being tested: then
# try-repo, which takes the working tree.
if [ -z "$(git -C "$repository" status --porcelain)" ]; then
    echo "== pre-commit run, with this repository at HEAD as the hook repository"
    use_config=yes
else
    echo "== pre-commit try-repo (uncommitted changes)"
    use_config=no
fi
run_pre_commit() {
    if [ "$use_config" = yes ]; then
        printf 'repos:\n- repo: %s\n  rev: %s\n  hooks:\n  - id: tablint\n' "$repository" "$(git -C "$repository" rev-parse HEAD)" \
            > .pre-commit-config.yaml
        git add .pre-commit-config.yaml
        pre-commit run
    else
        pre-commit try-repo "$repository" tablint
    fi
}
new_repository
(cd "$work/app" && expect fail run_pre_commit)
grep -q "unretained_scene_window" "$work/log" || { echo "the violation was not reported"; cat "$work/log"; exit 1; }
fix_repository
(cd "$work/app" && expect pass run_pre_commit)

echo "== tablint install-hook"
new_repository
(cd "$work/app" && "$tablint" install-hook >/dev/null)
(cd "$work/app" && expect fail git commit -qm "bad window")
grep -q "unretained_scene_window" "$work/log" || { echo "the hook did not report the violation"; cat "$work/log"; exit 1; }
fix_repository
(cd "$work/app" && expect pass git commit -qm "stored window")
echo "hooks: ok"
