#!/usr/bin/env python3
"""tablint's benchmark: a seeded corpus, tablint against plain reads and against swift-format.

usage: Benchmarks/bench.py [--megabytes N] [--runs N] [--swift-format-percent P]
                           [--no-swift-format] [--no-build] [--write]

Builds tablint in release, writes a synthetic iOS corpus (generate_corpus.py, seed 42) to
Benchmarks/corpus/<N>mb and a tenth of it to Benchmarks/corpus/<N/10>mb unless they are there
(the tenth is the same files' beginning), and reports side by side, best of --runs:
  - `cat` and `grep -r` over the same *.swift files (the floor: reading the bytes),
  - the whole lint, every rule, JSON report written to a file: `--jobs 1` and the default
    (these four are taken in turn in each round, so their ratios compare the same minutes),
  - the same on the tenth of the corpus (cost must grow linearly with the bytes),
  - peak memory of the default run (`/usr/bin/time -v`; `apt-get install time` if missing),
  - `--staged` with one file staged in a git repository over the corpus (the project is
    scanned for context, one file is reported),
  - `swift-format lint -r -p` (from the toolchain) on a P % slice of the files (default 5),
    scaled up to the corpus: it is far slower, so one run,
  - tokenizer and tokenizer + structure throughput on one thread (`tablint debug timing`).
Figures are seconds, MB/s and ratios (to grep, to cat, to swift-format). With --write the
tables replace their sections of BENCHMARKS.md, with the date, the machine and its load.
Wall-clock numbers on a shared VM vary with what else runs; the load average is printed
before and after, and ratios measured in the same run are the numbers to compare.
"""
import datetime, os, platform, re, shutil, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
WORK = os.path.join(HERE, "work")
TARGETS = {"throughput": 130, "grep_ratio": 3.0, "linearity": 1.1, "rss_mb": 200, "staged_s": 1.0, "jobs_speedup": 1.7,
           "tokenize": 300, "structure": 150}


def arg(name, default):
    return type(default)(sys.argv[sys.argv.index(name) + 1]) if name in sys.argv else default


def generator_version():
    text = open(os.path.join(HERE, "generate_corpus.py")).read()
    return re.search(r"^GENERATOR_VERSION = (\d+)", text, re.M).group(1)


def corpus(megabytes):
    """The corpus folder, generated unless a complete one of this generator version is there."""
    folder = os.path.join(HERE, "corpus", f"{megabytes:g}mb")
    stamp = os.path.join(folder, ".complete")
    version = generator_version()
    if not os.path.exists(stamp) or open(stamp).read().strip() != version:
        subprocess.run(["rm", "-rf", folder], check=True)
        subprocess.run([sys.executable, os.path.join(HERE, "generate_corpus.py"), folder, str(megabytes)], check=True)
        # The corpus is its own project: the repository's configuration must not apply.
        with open(os.path.join(folder, ".tablint.json"), "w") as handle:
            handle.write("{}\n")
        with open(stamp, "w") as handle:
            handle.write(version + "\n")
    return folder


def swift_files(folder):
    found = []
    for directory, folders, files in os.walk(folder):
        folders[:] = sorted(f for f in folders if not f.startswith("."))
        found += [os.path.join(directory, f) for f in sorted(files) if f.endswith(".swift")]
    return found


def size_mb(paths):
    return sum(os.path.getsize(p) for p in paths) / 1048576


def line_count(paths):
    lines = 0
    for path in paths:
        with open(path, "rb") as handle:
            lines += handle.read().count(b"\n")
    return lines


def best_wall(command, runs, cwd, shell=False, accept=(0,)):
    best = None
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run(command, shell=shell, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        elapsed = time.perf_counter() - start
        if result.returncode not in accept:
            raise SystemExit(f"bench: {command} exited {result.returncode}")
        best = elapsed if best is None else min(best, elapsed)
    return best


def best_walls(commands, runs, cwd):
    """The best wall time of each of `commands` ({name: (command, shell, accepted exit codes)}), run
    in turn in each of `runs` rounds: a slow phase of the host then weighs on all of them alike,
    and the ratios between them stay fair."""
    best = {}
    for _ in range(runs):
        for name, (command, shell, accept) in commands.items():
            seconds = best_wall(command, 1, cwd, shell=shell, accept=accept)
            best[name] = min(best.get(name, seconds), seconds)
    return best


def peak_rss_mb(command, cwd):
    if not os.path.exists("/usr/bin/time"):
        return None
    result = subprocess.run(["/usr/bin/time", "-v"] + command, cwd=cwd, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    match = re.search(r"Maximum resident set size \(kbytes\): (\d+)", result.stderr)
    return int(match.group(1)) / 1024 if match else None


def git(folder, *arguments, input=None):
    return subprocess.run(["git", "-c", "user.name=bench", "-c", "user.email=bench@localhost", "-c", "core.autocrlf=false"]
                          + list(arguments), cwd=folder, check=True, capture_output=True, input=input).stdout


def staged_run(tablint, folder, runs):
    """`tablint --staged` with one file's new content staged; the work tree is left alone."""
    if not os.path.exists(os.path.join(folder, ".git")):
        git(folder, "init", "-q")
        git(folder, "add", "-A")
        git(folder, "commit", "-q", "-m", "corpus")
    path = "Module001/File000200.swift"
    original = git(folder, "rev-parse", f":{path}").decode().strip()
    content = open(os.path.join(folder, path), "rb").read()
    content += b"\nlet stagedWindow = UIApplication.shared.connectedScenes.first as? UIWindowScene\n"
    blob = git(folder, "hash-object", "-w", "--stdin", input=content).decode().strip()
    git(folder, "update-index", "--cacheinfo", f"100644,{blob},{path}")
    try:
        report = os.path.join(WORK, "staged.json")
        seconds = best_wall([tablint, "--staged", "--reporter", "json", "--output", report], runs, folder, accept=(0, 1))
        reported = re.search(rb'"files": (\d+)', open(report, "rb").read()).group(1).decode()
    finally:
        git(folder, "update-index", "--cacheinfo", f"100644,{original},{path}")
    return seconds, reported


def swift_format_run(files, percent):
    """swift-format on every (100 / percent)th file, copied to a work folder; None if absent."""
    executable = shutil.which("swift-format") or "/opt/swift/usr/bin/swift-format"
    if not os.path.exists(executable):
        return None
    step = max(1, round(100 / percent))
    chosen = files[::step]
    folder = os.path.join(WORK, "swift-format-slice")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    for index, path in enumerate(chosen):
        shutil.copyfile(path, os.path.join(folder, f"F{index:06d}.swift"))
    seconds = best_wall([executable, "lint", "-r", "-p", folder], 1, WORK, accept=(0, 1))
    return seconds, size_mb(chosen)


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


def load():
    return "{:.2f} {:.2f} {:.2f}".format(*os.getloadavg())


def verdict(met):
    return "met" if met else "**not met**"


def main():
    megabytes = arg("--megabytes", 80.0)
    runs = arg("--runs", 5)
    percent = arg("--swift-format-percent", 5.0)
    if "--no-build" not in sys.argv:
        subprocess.run(["swift", "build", "-c", "release", "--package-path", ROOT], check=True, stdout=subprocess.DEVNULL)
    tablint = os.path.join(ROOT, ".build", "release", "tablint")
    os.makedirs(WORK, exist_ok=True)
    folder = corpus(megabytes)
    tenth = corpus(megabytes / 10)
    files = swift_files(folder)
    mb = size_mb(files)
    tenth_mb = size_mb(swift_files(tenth))
    lines = line_count(files)
    load_before = load()
    jobs = os.cpu_count()
    report = os.path.join(WORK, "report.json")
    lint = [tablint, "--reporter", "json", "--output", report]

    walls = best_walls({
        "cat": ("find . -name '*.swift' -print0 | xargs -0 cat > /dev/null", True, (0,)),
        "grep": (["grep", "-r", "--include=*.swift", "-e", "tablint-bench-no-such-text", "."], False, (1,)),
        "one_job": (lint + ["--jobs", "1"], False, (0, 1)),
        "default": (lint, False, (0, 1)),
    }, runs, folder)
    cat, grep, one_job, default = walls["cat"], walls["grep"], walls["one_job"], walls["default"]
    violations = re.search(rb'"violations": (\d+)', open(report, "rb").read()).group(1).decode()
    tenth_default = best_wall(lint, runs, tenth, accept=(0, 1))
    rss = peak_rss_mb(lint, folder)
    staged, staged_files = staged_run(tablint, folder, runs)
    formatted = None if "--no-swift-format" in sys.argv else swift_format_run(files, percent)
    timings = [subprocess.run([tablint, "debug", "timing", folder], capture_output=True, text=True, check=True).stdout
               for _ in range(runs)]
    tokenize = min(float(re.search(r"^tokenize: ([0-9.]+) s", t, re.M).group(1)) for t in timings)
    structure = min(float(re.search(r"^tokenize\+structure: ([0-9.]+) s", t, re.M).group(1)) for t in timings)
    load_after = load()

    def row(name, seconds, megabytes_read=mb, extra=""):
        return (f"| {name} | {seconds:.3f} | {megabytes_read / seconds:.0f} | {seconds / grep:.2f} | "
                f"{seconds / cat:.2f} |{extra}")

    table = ["| what | seconds | MB/s | time ÷ grep | time ÷ cat |", "| --- | ---: | ---: | ---: | ---: |",
             row("`cat` (read the files)", cat), row("`grep -r` (no match: every byte is read)", grep),
             row("tablint `--jobs 1` (all rules, JSON report)", one_job),
             row(f"tablint, default jobs ({jobs}) (all rules, JSON report)", default),
             f"| tablint, default jobs, the first tenth ({tenth_mb:.1f} MB) | {tenth_default:.3f} | {tenth_mb / tenth_default:.0f} | | |",
             f"| tablint `--staged`, one staged file ({staged_files} reported), project scanned | {staged:.3f} | | | |"]
    notes = []
    if formatted:
        seconds, slice_mb = formatted
        scaled = seconds * mb / slice_mb
        table.append(f"| `swift-format lint -r -p`, {percent:g} % slice ({slice_mb:.1f} MB) scaled to the corpus | {scaled:.1f} "
                     f"| {slice_mb / seconds:.2f} | {scaled / grep:.0f} | {scaled / cat:.0f} |")
        notes.append(f"tablint (default jobs) is {scaled / default:.0f}× faster than swift-format lint on the same bytes "
                     f"(swift-format measured once on {slice_mb:.1f} MB in {seconds:.1f} s).")
    layers = ["| what | seconds | MB/s | time ÷ cat |", "| --- | ---: | ---: | ---: |",
              f"| cat (read the files) | {cat:.3f} | {mb / cat:.0f} | 1.00 |",
              f"| tokenize, 1 thread | {tokenize:.3f} | {mb / tokenize:.0f} | {tokenize / cat:.2f} |",
              f"| tokenize + structure, 1 thread | {structure:.3f} | {mb / structure:.0f} | {structure / cat:.2f} |"]

    linear = (default / tenth_default) / (mb / tenth_mb)
    speedup = one_job / default
    rss_text = f"{rss:.0f} MB" if rss is not None else "not measured (/usr/bin/time missing)"
    targets = [
        f"- whole lint ≥ {TARGETS['throughput']} MB/s on {jobs} cores: {mb / default:.0f} MB/s, {verdict(mb / default >= TARGETS['throughput'])}",
        f"- within {TARGETS['grep_ratio']:g}× `grep -r`: {default / grep:.2f}×, {verdict(default / grep <= TARGETS['grep_ratio'])}",
        f"- linear: {mb / tenth_mb:.1f}× the bytes took {default / tenth_default:.1f}× the time "
        f"({linear:.2f} of linear; 10× the corpus may take 11×), {verdict(linear <= TARGETS['linearity'])}",
        f"- peak memory ≤ {TARGETS['rss_mb']} MB on an 80 MB corpus: {rss_text} on {mb:.0f} MB"
        + (f", {verdict(rss <= TARGETS['rss_mb'])}" if rss is not None else ""),
        f"- `--staged` with one staged file < {TARGETS['staged_s']:g} s: {staged:.2f} s, {verdict(staged < TARGETS['staged_s'])}",
        f"- `--jobs {jobs}` ≥ {TARGETS['jobs_speedup']}× faster than `--jobs 1`: {speedup:.2f}×, {verdict(speedup >= TARGETS['jobs_speedup'])}",
    ]
    header = (f"Corpus: {mb:.1f} MB, {len(files):,} Swift files, {lines:,} lines of generated iOS Swift "
              f"(`Benchmarks/generate_corpus.py`, seed 42, {violations} violations found); "
              f"best of {runs} runs, {datetime.date.today().isoformat()}, {machine()}. "
              f"Load average before / after: {load_before} / {load_after}.")
    report_text = "\n".join([header, ""] + table + [""] + notes + ["", "Targets (issue 8):", ""] + targets) + "\n"
    layers_text = ("\n".join([f"The same corpus, files read first, then timed (`tablint debug timing`); best of {runs} runs.", ""]
                             + layers + ["", "Targets (issue 2), on one thread:", "",
                                         f"- tokenization ≥ {TARGETS['tokenize']} MB/s: {mb / tokenize:.0f} MB/s, {verdict(mb / tokenize >= TARGETS['tokenize'])}",
                                         f"- structure included ≥ {TARGETS['structure']} MB/s: {mb / structure:.0f} MB/s, {verdict(mb / structure >= TARGETS['structure'])}"])
                   + "\n")
    print(report_text)
    print(layers_text)
    if "--write" in sys.argv:
        write_section("## Whole lint", report_text)
        write_section("## Tokenizer and structure", layers_text)
    return 0


def write_section(title, body):
    path = os.path.join(ROOT, "BENCHMARKS.md")
    text = open(path).read() if os.path.exists(path) else "# Benchmarks\n"
    section = f"{title}\n\n{body}"
    pattern = re.compile(re.escape(title) + r"\n.*?(?=\n## |\Z)", re.S)
    if pattern.search(text):
        text = pattern.sub(lambda _: section, text)
    else:
        # New sections go first, after the introduction.
        first = text.find("\n## ")
        text = text.rstrip() + "\n\n" + section if first < 0 else text[:first + 1] + section + "\n" + text[first + 1:]
    open(path, "w").write(text)


if __name__ == "__main__":
    sys.exit(main())
