#!/usr/bin/env python3
"""Issue 23's two pathological inputs at 1x, 2x and 4x their base size, timed.

usage: Benchmarks/pathological.py [--tablint PATH] [--base-files N] [--base-lookups N] [--runs N]
                                  [--check MAX]

  - duplicates: N files with one copy each of the same scene lookup (duplicated_scene_lookup
    reports every copy). Figures: seconds, the JSON and SARIF report sizes, and the most
    `related` locations of one violation. Linear means time and size double with N.
  - one-file: one file with N scene lookups in four spellings (`first(where:)`, a trailing
    closure, `filter {…}.first`, a stored collection with a `??` fallback), all in one
    function so that every fallback search shares one scope. Linear means time doubles with N.

The tablint binary defaults to .build/release/tablint, else .build/debug/tablint. Each size is
run --runs times (default 1) and the best kept: wall-clock seconds, and the CPU seconds (user +
system) of the tablint process, which other work on a shared VM disturbs less; growth is the CPU
time's ratio to 1x. Linear is 2.0 at 2x and 4.0 at 4x.

--check MAX (CI) exits 1 when either input's growth at 4x exceeds MAX: a quadratic walk grows
16x there, a linear one 4x, so 8 tells them apart on a busy machine where seconds do not.
"""
import json, os, resource, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

LOOKUP = ("UIApplication.shared.connectedScenes"
          ".first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene")

SPELLINGS = [
    "let a{n} = UIApplication.shared.connectedScenes.first(where: {{ $0.activationState == .foregroundActive }}) as? UIWindowScene",
    "let b{n} = UIApplication.shared.connectedScenes.first {{ scene in scene.activationState == .foregroundActive }} as? UIWindowScene",
    "let c{n} = UIApplication.shared.connectedScenes.filter {{ $0.activationState == .foregroundActive }}.first as? UIWindowScene",
    "let s{n} = UIApplication.shared.connectedScenes\n    let d{n} = (s{n}.first {{ $0.activationState == .foregroundActive }} ?? s{n}.first) as? UIWindowScene",
]


def arg(name, default):
    return type(default)(sys.argv[sys.argv.index(name) + 1]) if name in sys.argv else default


def binary():
    given = arg("--tablint", "")
    if given:
        return os.path.abspath(given)
    for kind in ("release", "debug"):
        path = os.path.join(ROOT, ".build", kind, "tablint")
        if os.path.exists(path):
            return path
    sys.exit("no tablint binary: swift build first, or pass --tablint")


def write_duplicates(folder, files):
    os.makedirs(os.path.join(folder, "Sources"))
    with open(os.path.join(folder, ".tablint.json"), "w") as handle:
        handle.write("{}\n")
    for n in range(files):
        with open(os.path.join(folder, "Sources", f"Screen{n:05d}.swift"), "w") as handle:
            handle.write(f"import UIKit\n\nfinal class Screen{n}: UIViewController {{\n"
                         f"    func present() {{\n        let scene = {LOOKUP}\n        _ = scene\n    }}\n}}\n")


def write_one_file(folder, lookups):
    os.makedirs(folder)
    with open(os.path.join(folder, ".tablint.json"), "w") as handle:
        handle.write("{}\n")
    lines = ["import UIKit", "", "final class Many {", "    func everything() {"]
    for n in range(lookups):
        lines.append("    " + SPELLINGS[n % len(SPELLINGS)].format(n=n))
    lines += ["    }", "}", ""]
    with open(os.path.join(folder, "Many.swift"), "w") as handle:
        handle.write("\n".join(lines))


def timed(tablint, folder, reporter, runs):
    """Best wall-clock and CPU seconds of `runs` runs, and the last report."""
    best_wall, best_cpu, output = None, None, b""
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        began = time.monotonic()
        done = subprocess.run([tablint, "--reporter", reporter, "--quiet"], cwd=folder,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        elapsed = time.monotonic() - began
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        if done.returncode not in (0, 1):
            sys.exit(f"tablint exited {done.returncode} in {folder}")
        best_wall = elapsed if best_wall is None else min(best_wall, elapsed)
        best_cpu = cpu if best_cpu is None else min(best_cpu, cpu)
        output = done.stdout
    return best_wall, best_cpu, output


def main():
    tablint = binary()
    runs = arg("--runs", 1)
    base_files = arg("--base-files", 1000)
    base_lookups = arg("--base-lookups", 2000)
    limit = arg("--check", 0.0)
    growths = {}
    print(f"tablint: {tablint}")
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    with tempfile.TemporaryDirectory(prefix="tablint-pathological-") as scratch:
        print("\nduplicates: files with one copy each of one lookup")
        print("| size | files | wall s | CPU s | growth | JSON MB | SARIF MB | most related |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        first = None
        for factor in (1, 2, 4):
            folder = os.path.join(scratch, f"duplicates{factor}")
            write_duplicates(folder, base_files * factor)
            wall, cpu, report = timed(tablint, folder, "json", runs)
            _, _, sarif = timed(tablint, folder, "sarif", 1)
            related = max((len(v.get("related", [])) for v in json.loads(report)["violations"]), default=0)
            first = first or cpu
            growths["duplicates"] = cpu / first
            print(f"| {factor}x | {base_files * factor:,} | {wall:.2f} | {cpu:.2f} | {cpu / first:.2f} | "
                  f"{len(report) / 1e6:.2f} | {len(sarif) / 1e6:.2f} | {related} |")
        print("\none-file: one function with lookups in four spellings")
        print("| size | lookups | wall s | CPU s | growth | violations |")
        print("| --- | ---: | ---: | ---: | ---: | ---: |")
        first = None
        for factor in (1, 2, 4):
            folder = os.path.join(scratch, f"one{factor}")
            write_one_file(folder, base_lookups * factor)
            wall, cpu, report = timed(tablint, folder, "json", runs)
            first = first or cpu
            count = len(json.loads(report)["violations"])
            growths["one-file"] = cpu / first
            print(f"| {factor}x | {base_lookups * factor:,} | {wall:.2f} | {cpu:.2f} | {cpu / first:.2f} | {count:,} |")
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    if limit:
        over = [f"{name} grew {growth:.2f}x at 4x" for name, growth in growths.items() if growth > limit]
        if over:
            sys.exit(f"pathological.py: more than {limit}x: " + "; ".join(over) + " (quadratic work is back)")
        print(f"growth at 4x within {limit}x: " + ", ".join(f"{name} {growth:.2f}x" for name, growth in growths.items()))


if __name__ == "__main__":
    main()
