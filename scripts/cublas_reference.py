#!/usr/bin/env python3
"""Same-run cuBLAS references for the GEMM table: C = A @ B in FP32 (TF32 off) and with TF32
tensor cores (torch.backends.cuda.matmul.allow_tf32), on the same kind of inputs as ndrange-bench
(uniform in [-1, 1), float32, N x N). Median of CUDA-event times after warm-up; the max |error| of
sampled rows against a float64 product shows the TF32 trade next to FP32.

usage: cublas_reference.py [--reps R] N [N ...]   (prints one line per N and mode, then CSV to --csv)
"""
import argparse
import sys

import torch


def timed(fn, reps):
    start = [torch.cuda.Event(enable_timing=True) for _ in range(reps)]
    end = [torch.cuda.Event(enable_timing=True) for _ in range(reps)]
    fn()
    torch.cuda.synchronize()
    for i in range(reps):
        start[i].record()
        fn()
        end[i].record()
    torch.cuda.synchronize()
    ms = sorted(s.elapsed_time(e) for s, e in zip(start, end))
    return ms[len(ms) // 2]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--reps", type=int, default=20)
    ap.add_argument("--csv", default="")
    ap.add_argument("sizes", type=int, nargs="+")
    args = ap.parse_args()
    dev = torch.cuda.get_device_name(0)
    print(f"# cuBLAS via PyTorch {torch.__version__} (CUDA {torch.version.cuda}) on {dev}", flush=True)
    rows = ["library,mode,n,median_ms,tflops,max_abs_err"]
    for n in args.sizes:
        g = torch.Generator(device="cuda").manual_seed(n)
        a = torch.rand(n, n, device="cuda", generator=g) * 2 - 1
        b = torch.rand(n, n, device="cuda", generator=g) * 2 - 1
        sample = torch.arange(0, n, max(1, n // 32), device="cuda")
        ref = a[sample].double() @ b.double()
        for mode, tf32 in (("fp32", False), ("tf32", True)):
            torch.backends.cuda.matmul.allow_tf32 = tf32
            c = torch.empty(n, n, device="cuda")
            ms = timed(lambda: torch.matmul(a, b, out=c), args.reps)
            err = (c[sample].double() - ref).abs().max().item()
            tflops = 2.0 * n ** 3 / (ms * 1e-3) / 1e12
            print(f"cublas_{mode:4s} N={n:5d}  median {ms:9.4f} ms  {tflops:7.2f} TFLOP/s  max|err| {err:.3g}",
                  flush=True)
            rows.append(f"cublas,{mode},{n},{ms:.5f},{tflops:.3f},{err:.4g}")
    torch.backends.cuda.matmul.allow_tf32 = False
    if args.csv:
        with open(args.csv, "w") as f:
            f.write("\n".join(rows) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
