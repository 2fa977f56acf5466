#!/usr/bin/env python3
"""Differential test of tablint's tokenizer against Swift's own parser (a development aid).

usage: Scripts/oracle-diff.py [--kinds] [--show N] PATH...

Builds ../shared/tools/swift-token-oracle, runs it and `tablint debug tokens` on every .swift
file under PATH, and compares identifiers, keywords, numbers and comment starts by
(offset, text). With --kinds it also compares kinds (keyword vs identifier and so on).
Prints agreement and the most frequent disagreements. Not used by the test suite.
"""
import collections, json, os, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here)
oracle_build = os.path.join(root, "..", "shared", "tools", "swift-token-oracle", "build.sh")

COMPARED = {"identifier": "identifier", "dollarIdentifier": "identifier", "keyword": "keyword",
            "integerLiteral": "integer", "floatLiteral": "float", "lineComment": "lineComment",
            "blockComment": "blockComment", "docLineComment": "docLineComment",
            "docBlockComment": "docBlockComment"}


def swift_files(paths):
    for path in paths:
        if os.path.isfile(path):
            yield path
            continue
        for folder, dirs, files in os.walk(path):
            dirs[:] = [d for d in dirs if not d.startswith(".")]
            for name in sorted(files):
                if name.endswith(".swift"):
                    yield os.path.join(folder, name)


def main():
    args = sys.argv[1:]
    compare_kinds = "--kinds" in args
    show = 15
    if "--show" in args:
        show = int(args[args.index("--show") + 1])
        del args[args.index("--show"):args.index("--show") + 2]
    args = [a for a in args if a != "--kinds"]
    oracle = os.environ.get("ORACLE") or subprocess.check_output([oracle_build], text=True).strip().splitlines()[-1]
    tablint = os.environ.get("TABLINT", os.path.join(root, ".build", "release", "tablint"))
    total = agree = kind_agree = files = 0
    misses = collections.Counter()
    kind_misses = collections.Counter()
    examples = {}
    for path in swift_files(args):
        try:
            expected = subprocess.run([oracle, path], capture_output=True, timeout=120).stdout
            actual = subprocess.run([tablint, "debug", "tokens", path], capture_output=True, timeout=120).stdout
        except subprocess.TimeoutExpired:
            print("timeout:", path, file=sys.stderr)
            continue
        files += 1
        ours = {}
        for line in actual.decode("utf-8", "replace").splitlines():
            token = json.loads(line)
            ours[token["offset"]] = token
            # `#selector` is one pound token here (SPEC §6); Swift's lexer has `#` and `selector`.
            if token["kind"] == "pound" and len(token["text"]) > 1 and token["text"][1:].isidentifier():
                ours[token["offset"] + 1] = {"kind": "identifier", "text": token["text"][1:], "offset": token["offset"] + 1}
        for line in expected.decode("utf-8", "replace").splitlines():
            token = json.loads(line)
            kind = COMPARED.get(token["kind"])
            if kind is None:
                continue
            total += 1
            mine = ours.get(token["utf8Offset"])
            text = token["text"]
            if mine is None or mine["text"] != text:
                key = (token["kind"], text[:40], mine["kind"] if mine else None, mine["text"][:40] if mine else None)
                misses[key] += 1
                examples.setdefault(key, f"{path}:{token['line']}:{token['column']}")
                continue
            agree += 1
            my_kind = "identifier" if mine["kind"] == "attribute" else mine["kind"]
            if my_kind == kind:
                kind_agree += 1
            else:
                key = (kind, text[:40], mine["kind"])
                kind_misses[key] += 1
                examples.setdefault(key, f"{path}:{token['line']}:{token['column']}")
    if total == 0:
        print("no tokens compared")
        return 1
    print(f"files {files}, compared tokens {total}")
    print(f"offset+text agreement: {agree}/{total} = {100.0 * agree / total:.4f}%")
    print(f"kind agreement:        {kind_agree}/{total} = {100.0 * kind_agree / total:.4f}%")
    if misses:
        print("\nmost frequent offset/text disagreements (oracle kind, text, tablint kind, text):")
        for key, count in misses.most_common(show):
            print(f"  {count:6d}  {key}  e.g. {examples[key]}")
    if compare_kinds and kind_misses:
        print("\nmost frequent kind disagreements (expected, text, tablint kind):")
        for key, count in kind_misses.most_common(show):
            print(f"  {count:6d}  {key}  e.g. {examples[key]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
