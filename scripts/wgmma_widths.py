#!/usr/bin/env python3
"""Writes kernels/parts/wgmma_rs.clh and wgmma_ss.clh: one wgmma.mma_async.m64n<n>k8 (TF32 in, FP32
accumulators) per width, as inline PTX for OpenCL C. WGMMA_RS_<n> takes A from registers (the widths
the register- and copy-staged forms take), WGMMA_SS_<n> both operands through descriptors (the
tensor-memory form's tiles: any multiple of 16 rows from 64 to 256, and 32).

Run after changing the widths (--check: exit 1 where a file differs); the files are committed, so
builds need no Python."""
import os
import sys

RS_WIDTHS = [32, 64, 128, 192, 256]
SS_WIDTHS = [32] + list(range(64, 257, 16))
PARTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "kernels", "parts")


def macro(n, registers):
    acc = n // 2
    inputs = 5 if registers else 2  # a[0..3] and desc, or adesc and bdesc
    args = "(c, a, desc, sc)" if registers else "(c, adesc, bdesc, sc)"
    regs = [f"%{i}" for i in range(acc)]
    lines = [f"#define WGMMA_{'RS' if registers else 'SS'}_{n}{args} \\",
             f'    asm volatile(TC_SM90A "{{ .reg .pred p; setp.ne.b32 p, %{acc + inputs}, 0; " \\',
             f'                 "wgmma.mma_async.sync.aligned.m64n{n}k8.f32.tf32.tf32 " \\']
    rows = [", ".join(regs[i:i + 16]) for i in range(0, acc, 16)]
    for i, row in enumerate(rows):
        lines.append(f'                 "{"{" if i == 0 else ""}{row}{"}, " if i == len(rows) - 1 else ", "}" \\')
    if registers:
        lines.append(f'                 "{{%{acc}, %{acc + 1}, %{acc + 2}, %{acc + 3}}}, %{acc + 4}, p, 1, 1; }}" \\')
    else:
        lines.append(f'                 "%{acc}, %{acc + 1}, p, 1, 1; }}" \\')
    for i in range(0, acc, 4):
        ops = ", ".join(f'"+f"((c)[{j}])' for j in range(i, i + 4))
        lines.append(f"                 {':' if i == 0 else ','} {ops} \\")
    if registers:
        lines.append('                 : "r"(as_uint((a)[0])), "r"(as_uint((a)[1])), "r"(as_uint((a)[2])), \\')
        lines.append('                   "r"(as_uint((a)[3])), "l"(desc), "r"(sc))')
    else:
        lines.append('                 : "l"(adesc), "l"(bdesc), "r"(sc))')
    return "\n".join(lines)


def main():
    head = ["// Written by scripts/wgmma_widths.py (included by parts/wgmma_ops.clh): one",
            "// wgmma.mma_async.m64n<n>k8 with TF32 inputs and FP32 accumulators c[0 .. n/2 - 1] per width."]
    rs = ["// WGMMA_RS_<n>(c, a, desc, sc): A (64 x 8) from the registers a[0..3] of each work-item of",
          "// the warpgroup, B (8 x n) from local memory through `desc`; sc = 0 overwrites c instead of",
          "// adding."]
    ss = ["// WGMMA_SS_<n>(c, adesc, bdesc, sc): A from local memory too, through its own descriptor",
          "// (K-major, like B's): no register operand, so nothing but the accumulators is read",
          "// asynchronously; sc = 0 overwrites c instead of adding."]
    files = {
        "wgmma_rs.clh": head + rs + [macro(n, True) for n in RS_WIDTHS],
        "wgmma_ss.clh": head + ss + [macro(n, False) for n in SS_WIDTHS],
    }
    differ = False
    for name, lines in files.items():
        path = os.path.join(PARTS, name)
        data = "\n".join(lines) + "\n"
        if len(sys.argv) > 1 and sys.argv[1] == "--check":
            with open(path) as f:
                differ |= f.read() != data
        else:
            with open(path, "w") as f:
                f.write(data)
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
