#!/usr/bin/env python3
"""`tablint lsp` speed, driven by a real LSP client (pygls's LanguageClient, as Tests/lsp).

    python3 Benchmarks/lsp_bench.py WORKSPACE [--binary .build/release/tablint] [--changes 200]

Puts a 2,000-line Swift file (`LSPBench/Large.swift`, built from the corpus generator's kind of
code, with violations in it) into WORKSPACE, then measures:
- startup to first diagnostics: process start → initialize → didOpen → the first
  publishDiagnostics for the large file;
- didChange → publishDiagnostics for the large file, one edit at a time (each an incremental
  edit that adds or removes a violation, alternately), waiting for the publish of that version;
- the server's CPU time (user + system, from /proc) over the edits, per edit;
- the server's peak resident memory (VmHWM from /proc) at the end.
Prints a Markdown table row set. Needs `pip install pytest-lsp` (which brings pygls).
"""

import argparse
import asyncio
import os
import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "Tests" / "lsp"))
from lsprotocol import types as lsp  # noqa: E402
from lsp_session import Session  # noqa: E402

BLOCK = """
final class Screen{n}Controller: UIViewController {{
    private let titleLabel = UILabel()
    private var items: [String] = []

    override func viewDidLoad() {{
        super.viewDidLoad()
        titleLabel.text = "Screen {n}"
        view.addSubview(titleLabel)
        items = (0..<10).map {{ "item \\($0)" }}
    }}

    func layout() {{
        let height = view.bounds.height - view.safeAreaInsets.bottom
        titleLabel.frame = CGRect(x: 16, y: 8, width: view.bounds.width - 32, height: height / 4)
    }}

    func present(_ alert: UIAlertController) {{
        {presenter}?.rootViewController?.present(alert, animated: true)
    }}
}}
"""
# One block in ten looks the scene up again (a duplicated lookup and a missing fallback); the
# others go through the view's own window, as most screens of an app do.
LOOKUP = "(UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first"


def large_file(lines=2000):
    text = "import UIKit\n"
    n = 0
    while text.count("\n") < lines - 24:
        text += BLOCK.format(n=n, presenter=LOOKUP if n % 10 == 0 else "view.window")
        n += 1
    return text + "\n" * (lines - text.count("\n"))


def cpu_seconds(pid):
    """User + system CPU time of a process so far (Linux /proc)."""
    fields = pathlib.Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def peak_memory_mb(pid):
    for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def measure(binary, workspace, changes):
    path = workspace / "LSPBench" / "Large.swift"
    path.parent.mkdir(exist_ok=True)
    text = large_file()
    path.write_text(text)
    session = Session(binary, workspace)
    started = time.perf_counter()
    await session.start()
    initialized = time.perf_counter()
    session.open(path, text)
    first = await session.wait_version(path, 1, timeout=60)
    startup = time.perf_counter() - started
    # The edit: line 5 (`    private var items…`) gains or loses `UIScreen.main.bounds`, a violation.
    line = text.splitlines()[4]
    insert = "; let s = UIScreen.main.bounds"
    latencies = []
    cpu_before = cpu_seconds(session.client._server.pid)
    for version in range(2, changes + 2):
        if version % 2 == 0:
            edit = (lsp.Range(start=lsp.Position(line=4, character=len(line)), end=lsp.Position(line=4, character=len(line))), insert)
        else:
            edit = (lsp.Range(start=lsp.Position(line=4, character=len(line)),
                              end=lsp.Position(line=4, character=len(line) + len(insert))), "")
        sent = time.perf_counter()
        session.change(path, version, edits=[edit])
        diagnostics = await session.wait_version(path, version, timeout=30)
        latencies.append(time.perf_counter() - sent)
        assert (len(diagnostics) == len(first) + 1) == (version % 2 == 0), (version, len(diagnostics), len(first))
    cpu_per_change = (cpu_seconds(session.client._server.pid) - cpu_before) / changes
    memory = peak_memory_mb(session.client._server.pid)
    code = await session.stop()
    path.unlink()
    path.parent.rmdir()
    assert code == 0
    return startup, initialized - started, latencies, cpu_per_change, memory, len(first)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("workspace", type=pathlib.Path)
    parser.add_argument("--binary", default=str(pathlib.Path(__file__).resolve().parents[1] / ".build" / "release" / "tablint"))
    parser.add_argument("--changes", type=int, default=200)
    args = parser.parse_args()
    workspace = args.workspace.resolve()
    swift_lines = sum(p.read_bytes().count(b"\n") for p in workspace.rglob("*.swift") if "LSPBench" not in p.parts)
    startup, initialize, latencies, cpu_per_change, memory, found = asyncio.run(measure(args.binary, workspace, args.changes))
    latencies.sort()
    p50 = statistics.median(latencies) * 1000
    p95 = latencies[int(len(latencies) * 0.95) - 1] * 1000
    print(f"workspace: {workspace} ({swift_lines:,} Swift lines before the benchmark's file); "
          f"{found} diagnostics in the 2,000-line file")
    print("| what | measured | target |")
    print("| --- | ---: | ---: |")
    print(f"| startup to first diagnostics (initialize: {initialize * 1000:.0f} ms) | {startup * 1000:.0f} ms | ≤ 1,000 ms |")
    print(f"| didChange → publishDiagnostics, 2,000-line file, median of {len(latencies)} | {p50:.1f} ms | |")
    print(f"| didChange → publishDiagnostics, 95th percentile | {p95:.1f} ms | ≤ 20 ms |")
    print(f"| didChange → publishDiagnostics, slowest | {latencies[-1] * 1000:.1f} ms | |")
    print(f"| server CPU (user + system) per change | {cpu_per_change * 1000:.1f} ms | |")
    print(f"| server peak memory (VmHWM) | {memory:.0f} MB | < 200 MB |")


if __name__ == "__main__":
    main()
