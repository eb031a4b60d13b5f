#!/usr/bin/env python3
"""The H100 GEMM tables of docs/benchmarks.md from one benchmark run (scripts/h100-bench.sh):
ndrange-bench CSVs (one per variant and N, named run-<variant>-<N>.csv) and the cuBLAS CSV of the
same run.

usage: gemm_table.py DIR   (DIR holds run-*.csv, cublas.csv and params.txt)
Prints a Markdown table: TFLOP/s and, in parentheses, the ratios to cuBLAS FP32, cuBLAS TF32 and
CLBlast of the same run; the parameters each run used; the max |error| per variant.
"""
import csv
import glob
import os
import re
import sys


def main():
    d = sys.argv[1]
    runs = {}  # (variant, n) -> row
    for path in glob.glob(os.path.join(d, "run-*.csv")):
        with open(path) as f:
            for row in csv.DictReader(f):
                runs[(row["variant"], int(row["n"]))] = row
    cublas = {}
    with open(os.path.join(d, "cublas.csv")) as f:
        for row in csv.DictReader(f):
            cublas[(row["mode"], int(row["n"]))] = float(row["tflops"])
    params = {}
    if os.path.exists(os.path.join(d, "params.txt")):
        for line in open(os.path.join(d, "params.txt")):
            m = re.match(r"(\S+)\s+(\d+)\s+(\S+)\s*(.*)", line.strip())
            if m:
                params[(m.group(1), int(m.group(2)))] = (m.group(3), m.group(4))
    sizes = sorted({n for (_, n) in runs} | {n for (_, n) in cublas})
    order = ["double_buffered", "fp32_tensor", "tf32_tensor", "clblast"]
    variants = [v for v in order if any(k[0] == v for k in runs)]
    variants += sorted({k[0] for k in runs} - set(order))

    def tflops(v, n):
        r = runs.get((v, n))
        if not r or r["verified"] != "true":
            return None
        return float(r["gflops"]) / 1000.0

    header = "| variant | " + " | ".join(f"N={n}" for n in sizes) + " |"
    print(header)
    print("|---|" + "---:|" * len(sizes))
    for v in variants:
        cells = []
        for n in sizes:
            t = tflops(v, n)
            if t is None:
                cells.append("failed" if (v, n) in runs else "-")
                continue
            ratios = []
            for label, ref in (("FP32", cublas.get(("fp32", n))), ("TF32", cublas.get(("tf32", n))),
                               ("CLBlast", tflops("clblast", n))):
                if ref and v != "clblast":
                    ratios.append(f"{t / ref:.2f}x {label}")
            cells.append(f"{t:.1f}" + (f" ({', '.join(ratios)})" if ratios else ""))
        print(f"| `{v}` | " + " | ".join(cells) + " |")
    for mode in ("fp32", "tf32"):
        cells = [f"{cublas[(mode, n)]:.1f}" if (mode, n) in cublas else "-" for n in sizes]
        print(f"| cuBLAS {mode.upper()} (PyTorch) | " + " | ".join(cells) + " |")
    print()
    for v in variants:
        for n in sizes:
            r = runs.get((v, n))
            if r:
                p, why = params.get((v, n), ("", ""))
                print(f"{v:16s} N={n:5d}  max|err| {float(r['max_abs_err']):.3g}  {p} {why}".rstrip())
    return 0


if __name__ == "__main__":
    sys.exit(main())
