#!/usr/bin/env python3
"""Validates SARIF files against the official SARIF 2.1.0 schema (CI check).

usage: Scripts/validate-sarif.py SCHEMA FILE...
Exits non-zero when a file does not validate, printing the first errors.
"""
import json, sys

try:
    import jsonschema
except ImportError:
    print("validate-sarif: the jsonschema package is missing (pip install jsonschema)", file=sys.stderr)
    sys.exit(2)


def main():
    schema = json.load(open(sys.argv[1]))
    validator = jsonschema.Draft7Validator(schema) if "draft-07" in schema.get("$schema", "") else jsonschema.validators.validator_for(schema)(schema)
    failed = False
    for path in sys.argv[2:]:
        document = json.load(open(path))
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
        if errors:
            failed = True
            print(f"{path}: {len(errors)} schema errors")
            for error in errors[:10]:
                print("  at", "/".join(map(str, error.path)) or "(root)", ":", error.message[:200])
        else:
            results = sum(len(run.get("results", [])) for run in document.get("runs", []))
            print(f"{path}: valid SARIF 2.1.0 ({results} results)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
