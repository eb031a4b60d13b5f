#!/usr/bin/env python3
"""Draws the GEMM ladder chart of docs/gemm.md from the committed benchmark CSVs (SVG, no deps).

usage: scripts/plot_gemm_ladder.py OUT.svg
Left: H100, GFLOP/s vs N per variant, all from one device run (the final sweep and its
--no-tuned double_buffered companion). Right: PoCL at N = 1024, one bar per variant.
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
pocl = [(r["variant"], float(r["gflops"])) for r in rows("2026-11-22-pocl-gemm-sweep.csv")]

W, H = 1320, 440
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

# Right panel: PoCL bars.
bx, by, bw = 1010, 60, 230
gmax = max(g for _, g in pocl) * 1.15
text(bx + bw / 2 + 20, 25, "PoCL (2 cores), N = 1024, GFLOP/s", "middle", 14, "bold")
for i, (name, g) in enumerate(pocl):
    y = by + i * 36
    w = bw * g / gmax
    c = "#9467bd" if name == "clblast" else "#d62728" if name == "double_buffered" else "#1f77b4"
    text(bx - 6, y + 15, name + (" (tuned)" if name == "double_buffered" else ""), "end")
    out.append(f'<rect x="{bx}" y="{y}" width="{w:.1f}" height="22" fill="{c}"/>')
    text(bx + w + 5, y + 15, f"{g:.2f}")
text(bx + bw / 2, by + len(pocl) * 36 + 20, "same run; shared machine (noisy)", "middle", 11)
out.append("</svg>")
Path(sys.argv[1]).write_text("\n".join(out) + "\n")
