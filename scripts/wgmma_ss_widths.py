#!/usr/bin/env python3
"""Writes kernels/parts/wgmma_ss_widths.clh: WGMMA_SS_<n> for the widths the tensor-memory form's
tiles may take beside those written out in wgmma_ops.clh (n rows of C a tile: wgmma's n).

Run after changing WIDTHS (--check: exit 1 where the file differs); the file is committed, so
builds need no Python."""
import os
import sys

WIDTHS = [80, 96, 112, 144, 160, 176, 208, 224, 240]
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "kernels", "parts", "wgmma_ss_widths.clh")


def macro(n):
    acc = n // 2
    # The register list in lines of at most 18 operands, as in wgmma_ops.clh.
    parts = [f"%{i}" for i in range(acc)]
    reg_lines = [", ".join(parts[i:i + 18]) for i in range(0, acc, 18)]
    lines = [f"#define WGMMA_SS_{n}(c, adesc, bdesc, sc) \\",
             f'    asm volatile(TC_SM90A "{{ .reg .pred p; setp.ne.b32 p, %{acc + 2}, 0; " \\',
             f'                 "wgmma.mma_async.sync.aligned.m64n{n}k8.f32.tf32.tf32 " \\']
    for i, rl in enumerate(reg_lines):
        head = "{" if i == 0 else ""
        tail = "}, " if i == len(reg_lines) - 1 else ", "
        lines.append(f'                 "{head}{rl}{tail}" \\')
    lines.append(f'                 "%{acc}, %{acc + 1}, p, 1, 1; }}" \\')
    for i in range(0, acc, 4):
        lead = ":" if i == 0 else ","
        ops = ", ".join(f'"+f"((c)[{j}])' for j in range(i, i + 4))
        lines.append(f"                 {lead} {ops} \\")
    lines.append('                 : "l"(adesc), "l"(bdesc), "r"(sc))')
    return "\n".join(lines)


def main():
    text = ["// Written by scripts/wgmma_ss_widths.py: WGMMA_SS_<n> (parts/wgmma_ops.clh) for the other widths",
            "// the tensor-memory form's tiles may take (MWG rows of C, wgmma's n: a multiple of 16 up to 256).",
            "// n / 2 accumulators a work-item; A and B through their descriptors."]
    for n in WIDTHS:
        text.append(macro(n))
    data = "\n".join(text) + "\n"
    if len(sys.argv) > 1 and sys.argv[1] == "--check":
        with open(OUT) as f:
            sys.exit(0 if f.read() == data else 1)
    with open(OUT, "w") as f:
        f.write(data)


if __name__ == "__main__":
    main()
