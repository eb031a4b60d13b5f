#!/usr/bin/env python3
"""Draws the GEMM ladder chart of docs/gemm.md from the committed benchmark CSVs (SVG, no deps).

usage: scripts/plot_gemm_ladder.py OUT.svg
Top: H100, GFLOP/s vs N per fast variant, all from one device run (the final sweep and its
--no-tuned double_buffered companion). Bottom: the whole ladder, course variants -> fast variants
-> CLBlast, as bars on a log scale: H100 at N = 4096 (the course ladder's sweep and the final GEMM
sweep, same day and driver) and PoCL at N = 1024 (every variant in one run).
"""
import csv
import math
import sys
from pathlib import Path

root = Path(__file__).resolve().parent.parent / "docs" / "benchmarks"


def rows(name):
    with open(root / name, newline="") as f:
        return [r for r in csv.DictReader(f) if r["verified"] == "true"]


def series(rs, variant, label=None):
    pts = sorted((int(r["n"]), float(r["gflops"])) for r in rs if r["variant"] == variant)
    return (label or variant, pts)


# One H100 run: every variant with its stored parameters (double_buffered tuned at N = 8192,
# falling back to its default tile at N = 1024), then double_buffered with --no-tuned.
final = rows("2026-11-22-h100-gemm-final.csv")
final_default = rows("2026-11-22-h100-gemm-final-default.csv")
h100 = [
    series(final, "tiled", "tiled (course)"),
    series(final, "register_blocked"),
    series(final, "vectorized"),
    series(final_default, "double_buffered", "double_buffered (default)"),
    series(final, "double_buffered", "double_buffered (tuned, small-N rule)"),
    series(final, "clblast", "CLBlast 1.5.3"),
]
colors = ["#888888", "#1f77b4", "#2ca02c", "#ff7f0e", "#d62728", "#9467bd"]
pocl_ladder = [(r["variant"], float(r["gflops"])) for r in rows("2026-11-22-pocl-ladder-final.csv")]
course = [(r["variant"], float(r["gflops"])) for r in rows("2026-11-22-h100-sweep.csv") if r["n"] == "4096"]
fast4096 = [(r["variant"], float(r["gflops"])) for r in final if r["n"] == "4096" and r["variant"] != "tiled"]
h100_ladder = course + fast4096

W, H = 1320, 830
out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" font-family="DejaVu Sans" font-size="12">',
       f'<rect width="{W}" height="{H}" fill="white"/>']


def text(x, y, s, anchor="start", size=12, weight="normal"):
    out.append(f'<text x="{x:.1f}" y="{y:.1f}" text-anchor="{anchor}" font-size="{size}" font-weight="{weight}">{s}</text>')


# Left panel: lines over log2(N).
x0, y0, pw, ph = 70, 50, 420, 330
ymax = 50000
text(x0 + pw / 2, 25, "NVIDIA H100, OpenCL: GFLOP/s vs N (2026-11-22)", "middle", 14, "bold")
for t in range(0, ymax + 1, 10000):
    y = y0 + ph - ph * t / ymax
    out.append(f'<line x1="{x0}" y1="{y:.1f}" x2="{x0 + pw}" y2="{y:.1f}" stroke="#e0e0e0"/>')
    text(x0 - 6, y + 4, f"{t // 1000}k" if t else "0", "end")
ns = [1024, 2048, 4096, 8192]
def xpos(n):
    return x0 + pw * (math.log2(n) - 10) / 3
for n in ns:
    text(xpos(n), y0 + ph + 18, str(n), "middle")
text(x0 + pw / 2, y0 + ph + 38, "N (matrix order)", "middle")
out.append(f'<rect x="{x0}" y="{y0}" width="{pw}" height="{ph}" fill="none" stroke="#444"/>')
for (label, pts), c in zip(h100, colors):
    path = " ".join(f"{xpos(n):.1f},{y0 + ph - ph * g / ymax:.1f}" for n, g in pts)
    dash = ' stroke-dasharray="5,3"' if "default)" in label else ""
    out.append(f'<polyline points="{path}" fill="none" stroke="{c}" stroke-width="2.5"{dash}/>')
    for n, g in pts:
        out.append(f'<circle cx="{xpos(n):.1f}" cy="{y0 + ph - ph * g / ymax:.1f}" r="3" fill="{c}"/>')
ly = y0 + 8
for (label, pts), c in zip(h100, colors):
    out.append(f'<rect x="{x0 + pw + 12}" y="{ly}" width="14" height="4" fill="{c}"/>')
    text(x0 + pw + 30, ly + 6, f"{label}: {pts[-1][1] / 1000:.1f} TFLOP/s at 8192")
    ly += 20

# Bottom: the whole ladder as horizontal bars on a log10 axis, one panel per device.
FAST = {"register_blocked", "vectorized", "double_buffered"}


def ladder(bx, by, title, bars, lo, hi, note):
    bw = 330
    text(bx + bw / 2, by - 18, title, "middle", 14, "bold")
    span = math.log10(hi) - math.log10(lo)
    def xs(g):
        return bx + bw * (math.log10(max(g, lo)) - math.log10(lo)) / span
    d = lo
    while d <= hi:
        out.append(f'<line x1="{xs(d):.1f}" y1="{by - 4}" x2="{xs(d):.1f}" y2="{by + len(bars) * 19}" stroke="#e0e0e0"/>')
        text(xs(d), by + len(bars) * 19 + 14, f"{d:g}", "middle", 10)
        d *= 10
    for i, (name, g) in enumerate(bars):
        y = by + i * 19
        c = "#9467bd" if name == "clblast" else "#d62728" if name in FAST else "#888888"
        text(bx - 6, y + 12, name, "end", 11)
        out.append(f'<rect x="{bx}" y="{y}" width="{xs(g) - bx:.1f}" height="15" fill="{c}"/>')
        text(xs(g) + 4, y + 12, f"{g:,.0f}" if g >= 100 else f"{g:.2f}", "start", 10)
    text(bx + bw / 2, by + len(bars) * 19 + 32, note, "middle", 11)


ladder(200, 500, "H100, N = 4096: GFLOP/s (log scale)", h100_ladder, 10, 100000,
       "grey: course ladder, red: fast GEMM, purple: CLBlast (tiled_constant refused)")
ladder(870, 500, "PoCL (2 cores), N = 1024: GFLOP/s (log scale)", pocl_ladder, 0.1, 100,
       "one run, quiet machine; double_buffered tuned")
out.append("</svg>")
Path(sys.argv[1]).write_text("\n".join(out) + "\n")
