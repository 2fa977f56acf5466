#!/usr/bin/env python3
"""appdiff.py TAG_A TAG_B: violations only in A (-) or only in B (+), per app."""
import json, os, sys, glob
a, b = sys.argv[1], sys.argv[2]
runs = os.path.join(os.environ.get('LABELS', '/work/labels'), 'runs')
for fa in sorted(glob.glob(f'{runs}/{a}/*.json')):
    app = os.path.basename(fa)[:-5]
    fb = f'{runs}/{b}/{app}.json'
    if not os.path.exists(fb): continue
    def load(f):
        try: return {(v['ruleId'], v['file'], v['line'], v['column'], v['message']) for v in json.load(open(f))['violations']}
        except Exception: return set()
    A, B = load(fa), load(fb)
    for v in sorted(A - B): print('-', app, v[0], f'{v[1]}:{v[2]}:{v[3]}', v[4][:90])
    for v in sorted(B - A): print('+', app, v[0], f'{v[1]}:{v[2]}:{v[3]}', v[4][:90])
