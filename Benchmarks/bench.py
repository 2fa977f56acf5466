#!/usr/bin/env python3
"""tablint's benchmark: generates a seeded corpus, then measures against plain reads.

usage: Benchmarks/bench.py [--megabytes N] [--runs N] [--write]

Builds tablint in release, writes a synthetic iOS corpus (generate_corpus.py, seed 42) to
Benchmarks/corpus/ unless it is already there at that size, and reports, best of --runs:
  - `cat` over the same files (the floor: reading the bytes),
  - tokenizer throughput on one thread (`tablint debug timing`: files read first, then timed),
  - tokenizer + structure (brackets, outline, name filter) on one thread.
Figures are MB/s and ratios to `cat`. With --write the table replaces the tokenizer section
of BENCHMARKS.md. Wall-clock numbers on a shared VM vary; take ratios, not absolutes.
"""
import datetime, os, platform, re, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def arg(name, default):
    return type(default)(sys.argv[sys.argv.index(name) + 1]) if name in sys.argv else default


def corpus(megabytes):
    folder = os.path.join(HERE, "corpus", f"{megabytes}mb")
    stamp = os.path.join(folder, ".complete")
    if not os.path.exists(stamp):
        subprocess.run(["rm", "-rf", folder], check=True)
        subprocess.run([sys.executable, os.path.join(HERE, "generate_corpus.py"), folder, str(megabytes)], check=True)
        open(stamp, "w").close()
    return folder


def best_wall(command, runs, shell=False):
    best = None
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, shell=shell, check=True, stdout=subprocess.DEVNULL)
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    return best


def machine():
    model = "unknown CPU"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    return f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores, {model}; {swift}"


def main():
    megabytes = arg("--megabytes", 50)
    runs = arg("--runs", 5)
    subprocess.run(["swift", "build", "-c", "release", "--package-path", ROOT], check=True,
                   stdout=subprocess.DEVNULL)
    tablint = os.path.join(ROOT, ".build", "release", "tablint")
    folder = corpus(megabytes)
    size = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(folder) for f in fs if f.endswith(".swift"))
    mb = size / 1048576
    cat = best_wall(f"find '{folder}' -name '*.swift' -print0 | xargs -0 cat > /dev/null", runs, shell=True)
    tokenize = structure = None
    for _ in range(runs):
        output = subprocess.run([tablint, "debug", "timing", folder], capture_output=True, text=True, check=True).stdout
        t = float(re.search(r"^tokenize: ([0-9.]+) s", output, re.M).group(1))
        s = float(re.search(r"^tokenize\+structure: ([0-9.]+) s", output, re.M).group(1))
        tokenize = t if tokenize is None else min(tokenize, t)
        structure = s if structure is None else min(structure, s)
    rows = [("cat (read the files)", cat), ("tokenize, 1 thread", tokenize), ("tokenize + structure, 1 thread", structure)]
    table = ["| what | seconds | MB/s | time ÷ cat |", "| --- | ---: | ---: | ---: |"]
    for name, seconds in rows:
        table.append(f"| {name} | {seconds:.3f} | {mb / seconds:.0f} | {seconds / cat:.2f} |")
    header = (f"Corpus: {mb:.1f} MB of generated Swift (`Benchmarks/generate_corpus.py`, seed 42). "
              f"Best of {runs} runs, {datetime.date.today().isoformat()}, {machine()}.")
    report = header + "\n\n" + "\n".join(table) + "\n"
    print(report)
    if "--write" in sys.argv:
        path = os.path.join(ROOT, "BENCHMARKS.md")
        text = open(path).read() if os.path.exists(path) else "# Benchmarks\n"
        section = "## Tokenizer and structure\n\n" + report
        pattern = re.compile(r"## Tokenizer and structure\n.*?(?=\n## |\Z)", re.S)
        text = pattern.sub(lambda _: section, text) if pattern.search(text) else text.rstrip() + "\n\n" + section
        open(path, "w").write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
