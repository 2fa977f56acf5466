#!/usr/bin/env bash
# Fuzzes tablint for SECONDS seconds with libFuzzer and AddressSanitizer:
#   Scripts/fuzz.sh SECONDS [libFuzzer options …]
# Every input goes through the tokenizer, the structure of a source file, every rule, the
# Info.plist reader, the engine and every reporter, with their invariants checked
# (Tests/LintRulesTests/Support/FuzzOracle.swift). Not part of `swift build`: the target is
# compiled here with swiftc, into .build/fuzz, and rebuilt only when a source changed.
#
# Seeds: Examples/, every rule example, and Fuzz/Regressions (inputs that once failed); the
# corpus libFuzzer grows is kept in .build/fuzz/corpus between runs. A failing input is saved in
# .build/fuzz/artifacts; copy it to Fuzz/Regressions and the unit tests replay it from then on.
# Exit status: 0 when nothing failed, 1 on a crash, a broken invariant, a timeout or running
# out of memory.
set -euo pipefail
seconds=${1:?usage: Scripts/fuzz.sh SECONDS [libFuzzer options]}
shift
repository=$(cd "$(dirname "$0")/.." && pwd)
work="$repository/.build/fuzz"
mkdir -p "$work/corpus" "$work/artifacts"
cd "$repository"

# FUZZ_OPTIMIZATION=-Onone builds the instrumented modules in about a fifth of the time (CI's
# choice: the build, not the 60 seconds, was most of the step) and runs a few times fewer inputs
# a second; the default, -O, is for long sessions. Each has its own objects.
optimization=${FUZZ_OPTIMIZATION:--O}
case "$optimization" in
    -O) debug_info=-g ;;
    # (`-g` with `-Onone -wmo` makes swiftc's driver schedule two producers of one object.)
    -Onone) debug_info=-gline-tables-only ;;
    *) echo "fuzz: FUZZ_OPTIMIZATION is -O or -Onone, not $optimization" >&2; exit 2 ;;
esac
build="$work/build$optimization"
mkdir -p "$build"

# The library's modules, lowest first (Package.swift): each is built against the ones before it.
library_modules="SwiftSource ProjectModel LintRules"
target_sources="Fuzz/FuzzTarget.swift Tests/LintRulesTests/Support/FuzzOracle.swift Tests/LintRulesTests/Support/ReportValidation.swift"
sanitizers="-sanitize=fuzzer,address"

newer_than() {  # newer_than FILE SOURCES…: whether any source changed since FILE was built
    local built=$1
    shift
    [ ! -f "$built" ] && return 0
    for source in "$@"; do [ "$source" -nt "$built" ] && return 0; done
    return 1
}

objects=""
previous=""
for module in $library_modules; do
    sources=$(find "Sources/$module" -name '*.swift' | sort)
    # shellcheck disable=SC2086
    if newer_than "$build/$module.o" $sources $previous; then
        echo "fuzz: building the instrumented $module ($optimization)"
        # shellcheck disable=SC2086
        swiftc -module-name "$module" -package-name tablint -parse-as-library "$optimization" -wmo "$debug_info" $sanitizers \
            -I "$build" -emit-module -emit-module-path "$build/$module.swiftmodule" -c -o "$build/$module.o" $sources
    fi
    objects="$objects $build/$module.o"
    previous="$build/$module.o"
done
# shellcheck disable=SC2086
if newer_than "$build/fuzz-tablint" $objects $target_sources; then
    linker=""
    command -v ld.lld >/dev/null && linker="-use-ld=lld"  # gold warns about every ASan symbol
    swiftc -parse-as-library -package-name tablint "$optimization" "$debug_info" $sanitizers $linker -I "$build" $target_sources $objects \
        -o "$build/fuzz-tablint"
fi

seeds="$work/seeds"
rm -rf "$seeds"
mkdir -p "$seeds"
find Examples -type f \( -name '*.swift' -o -name '*.plist' \) | while read -r file; do
    cp "$file" "$seeds/$(echo "$file" | tr '/ ' '__')"
done
cp Fuzz/Regressions/* "$seeds/" 2>/dev/null || true

run_log="$work/last-run.log"
started=$(date +%s)
status=0
# The rule examples are written into the seeds by the target itself (LLVMFuzzerInitialize).
# Leak detection is off, in libFuzzer and at exit: Foundation's property-list parser leaks its
# error objects. Swift's own backtracer is off: the sanitizer reports crashes.
captured="$work/captured-stderr.txt"
: >"$captured"
ASAN_OPTIONS=detect_leaks=0 SWIFT_BACKTRACE=enable=no TABLINT_FUZZ_STDERR="$captured" TABLINT_FUZZ_SEEDS="$seeds" "$build/fuzz-tablint" "$work/corpus" "$seeds" \
    -max_total_time="$seconds" -dict=Fuzz/swift.dict -max_len=16384 -timeout=10 -rss_limit_mb=4096 \
    -report_slow_units=2 -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$work/artifacts/" "$@" \
    >"$run_log" 2>&1 || status=$?
elapsed=$(( $(date +%s) - started ))

# After a crash inside the target, libFuzzer's last words went to the captured stderr.
executions=$(cat "$run_log" "$captured" 2>/dev/null | sed -n 's/^stat::number_of_executed_units: *//p' | tail -1)
echo "fuzz: ${executions:-?} executions in ${elapsed}s; corpus $(find "$work/corpus" -type f | wc -l) inputs"
echo "$(date -u +%FT%TZ) seconds=$elapsed executions=${executions:-0} status=$status" >>"$work/history.log"
grep -E "^Slow unit: " "$run_log" | sed 's/^/fuzz: warning: /' || true
if [ "$status" -ne 0 ]; then
    echo "fuzz: FAILED (libFuzzer exit status $status); the end of $run_log:" >&2
    grep -v '^#[0-9]' "$run_log" | tail -40 >&2
    if [ -s "$captured" ]; then
        echo "fuzz: what the failing input wrote to standard error:" >&2
        head -c 8000 "$captured" >&2
    fi
    echo "fuzz: failing inputs are in $work/artifacts" >&2
    exit 1
fi
