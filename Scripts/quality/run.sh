#!/usr/bin/env bash
# run.sh BIN TAG LABELDIR...: runs BIN in the root of each app a LABELDIR labels (OWNER__NAME.tsv),
# one JSON report per app into $LABELS/runs/TAG. Apps are unpacked under $APPS/OWNER__NAME.
set -u
bin=$1; tag=$2; shift 2
LABELS=${LABELS:-/work/labels}; APPS=${APPS:-/work/apps}
out=$LABELS/runs/$tag; mkdir -p "$out"
for d in "$@"; do
  for f in "$d"/*.tsv; do
    [ -f "$f" ] || continue
    app=$(basename "$f" .tsv)
    root=$APPS/$app
    [ -d "$root" ] || { echo "missing $root" >&2; continue; }
    (cd "$root" && "$bin" --reporter json --quiet . > "$out/$app.json" 2> "$out/$app.err" || true)
  done
done
