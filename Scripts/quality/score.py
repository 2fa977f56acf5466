#!/usr/bin/env python3
"""score.py RUNDIR LABELDIR... [--verdicts F] [--drops F] [--show]
Precision = found / (found + unmatched reports judged false or unjudged); recall = found / sure rows.
Verdict lines: APP<TAB>rule<TAB>path:line<TAB>right|false|ignored<TAB>note  (for unmatched reports)
Drop lines:    APP<TAB>rule<TAB>location-prefix   (label rows removed from truth)"""
import json, os, re, sys, glob
from collections import defaultdict

args = sys.argv[1:]
show = '--show' in args
def opt(name):
    if name in args:
        i = args.index(name); v = args[i + 1]; del args[i:i + 2]; return v
verdict_file, drops_file = opt('--verdicts'), opt('--drops')
args = [a for a in args if a != '--show']
rundir, labeldirs = args[0], args[1:]

def kind_of_note(note):
    n = note.lower()
    # "bar TabViewSelectedView: …": the problem is named after the bar's name.
    while True:
        stripped = re.sub(r'\([^()]*\)', '', n)
        if stripped == n: break
        n = stripped
    m = re.match(r'^\s*bar [^:]*:', n)
    if m: n = n[m.end():]
    # A phrase only one problem's note has decides: "large content", "only visual", "not marked";
    # of several, the first ("selection only visual …; no unnamed / large-content row").
    unique = []
    for kind, pattern in (('large', r'large[ -]?content'), ('selection', r'only visual|selection only|visual only'),
                          ('container', r'not marked')):
        found = re.search(pattern, n)
        if found: unique.append((found.start(), kind))
    if unique: return min(unique)[1]
    if 'image-only' in n or 'image only' in n: return 'name'
    # Else the problem named first in the note wins (a name problem's note may say "only when selected").
    keywords = {'large': ['large content', 'largecontent', 'large-content'],
                'selection': ['select'],
                'container': ['container', 'not marked', 'istabbar', '.tabbar', 'tab bar trait'],
                'name': ['unnamed', 'no accessible name', 'name', 'label']}
    best = None
    for kind, words in keywords.items():
        for w in words:
            # ("unselected items are image-only" speaks of the unselected tabs, not the selection.)
            found = re.search(r'(?<!un)' + re.escape(w), n)
            k = found.start() if found else -1
            if k >= 0 and (best is None or k < best[0]): best = (k, kind)
    if best is None and ('image only' in n or 'image-only' in n): return 'name'
    return best[1] if best else None

def kind_of_report(v):
    s = (v.get('suggestion') or '')
    if s.startswith('Name each'): return 'name'
    if 'isSelected' in s or '.selected' in s: return 'selection'
    if s.startswith('Mark the bar'): return 'container'
    if 'large' in s.lower(): return 'large'
    return None

def parse_locs(text):
    locs = []
    for part in text.split(';'):
        part = part.strip()
        m = re.match(r'^(.*):(\d+)(?:-(\d+))?$', part)
        if not m: continue
        path = m.group(1).lstrip('./')
        lo = int(m.group(2)); hi = int(m.group(3) or lo)
        locs.append((path, lo, hi))
    return locs

verdicts = {}
if verdict_file:
    for line in open(verdict_file):
        if not line.strip() or line.startswith('#'): continue
        p = line.rstrip('\n').split('\t')
        verdicts[(p[0], p[1], p[2])] = p[3]
drops = []
if drops_file:
    for line in open(drops_file):
        if not line.strip() or line.startswith('#'): continue
        p = line.rstrip('\n').split('\t')
        drops.append((p[0], p[1], p[2]))

stats = defaultdict(lambda: defaultdict(int))
lines_out = []
for ld in labeldirs:
    for tsv in sorted(glob.glob(os.path.join(ld, '*.tsv'))):
        app = os.path.basename(tsv)[:-4]
        rows = []
        for line in open(tsv, encoding='utf-8', errors='replace'):
            if line.startswith('#') or not line.strip(): continue
            p = line.rstrip('\n').split('\t')
            if len(p) < 2 or p[0] == 'rule': continue
            rule, loc = p[0].strip(), p[1].strip()
            conf = p[2].strip() if len(p) > 2 else 'sure'
            note = p[3] if len(p) > 3 else ''
            if any(a == app and r == rule and loc.startswith(pre) for a, r, pre in drops): continue
            rows.append(dict(rule=rule, locs=parse_locs(loc), conf=conf, note=note, loc=loc, found=False))
        rep = os.path.join(rundir, app + '.json')
        if not os.path.exists(rep):
            print('no report for', app, file=sys.stderr); continue
        try: vs = json.load(open(rep))['violations']
        except Exception as e:
            print('bad report', app, e, file=sys.stderr); continue
        for v in vs:
            rule = v['ruleId']; path = v['file'].lstrip('./')
            places = [(path, v['line'])] + [(r['file'].lstrip('./'), r['line']) for r in v.get('related', [])]
            rk = kind_of_report(v) if rule == 'custom_tab_bar_accessibility' else None
            matched = False
            candidates = []
            for row in rows:
                if row['rule'] != rule: continue
                if rule == 'custom_tab_bar_accessibility':
                    nk = kind_of_note(row['note'])
                    if nk and rk and nk != rk: continue
                tol = 15 if rule == 'custom_tab_bar_accessibility' else (2 if rule == 'parallel_tab_arrays' else 1)
                use = places if rule in ('parallel_tab_arrays', 'custom_tab_bar_accessibility') else places[:1]
                hit = any(pp == lp and lo - tol <= ln <= hi + tol for (pp, ln) in use for (lp, lo, hi) in row['locs'])
                if hit:
                    dist = min(abs(ln - lo) for (pp, ln) in use for (lp, lo, hi) in row['locs'] if pp == lp)
                    candidates.append((row['found'], dist, row['conf'] == 'doubt', id(row), row))
            if candidates:
                candidates.sort(key=lambda c: (c[0], c[1], c[2]))
                row = candidates[0][-1]
                matched = True
                if row['found'] and rule not in ('custom_tab_bar_accessibility', 'parallel_tab_arrays'):
                    lines_out.append(f"DUP\t{app}\t{rule}\t{path}:{v['line']}\t{v['message'][:120]}")
                row['found'] = True
            if not matched:
                key = (app, rule, f"{path}:{v['line']}")
                verdict = verdicts.get(key)
                if verdict == 'right': stats[rule]['tp_extra'] += 1
                elif verdict == 'ignored': stats[rule]['ignored'] += 1
                else:
                    stats[rule]['fp'] += 1
                    lines_out.append(f"FP{'?' if verdict is None else ''}\t{app}\t{rule}\t{path}:{v['line']}\t{v['message'][:160]}")
        for row in rows:
            if row['conf'] == 'doubt':
                stats[row['rule']]['doubt_found' if row['found'] else 'doubt_missed'] += 1
                if not row['found']: lines_out.append(f"DOUBT-MISS\t{app}\t{row['rule']}\t{row['loc']}\t{row['note'][:160]}")
                continue
            stats[row['rule']]['truth'] += 1
            if row['found']: stats[row['rule']]['found'] += 1
            else: lines_out.append(f"MISS\t{app}\t{row['rule']}\t{row['loc']}\t{row['note'][:160]}")

print(f"{'rule':32} {'truth':>5} {'found':>5} {'fp':>4} {'P':>5} {'R':>5}  (doubts found/missed, extra right, ignored)")
for rule in sorted(stats):
    s = stats[rule]
    tp = s['found'] + s['tp_extra'] + s['doubt_found']
    truth = s['truth'] + s['tp_extra']
    P = tp / (tp + s['fp']) if tp + s['fp'] else float('nan')
    R = (s['found'] + s['tp_extra']) / truth if truth else float('nan')
    print(f"{rule:32} {truth:5} {s['found']+s['tp_extra']:5} {s['fp']:4} {P:5.2f} {R:5.2f}  ({s['doubt_found']}/{s['doubt_missed']}, {s['tp_extra']}, {s['ignored']})")
if show:
    print(); print('\n'.join(lines_out))
