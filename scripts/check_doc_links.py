#!/usr/bin/env python3
"""Checks the relative links of the Markdown documentation: every linked file exists and every
#anchor names a heading of its file (GitHub's rule: lower case, punctuation dropped, spaces to
hyphens, a repeated heading numbered -1, -2, ...). Links inside code are not links.

  python3 scripts/check_doc_links.py [FILE.md ...]     (default: README.md and docs/*.md)

Prints each broken link as FILE: TARGET: reason; exit status 1 when there is one. Not part of the
test suite: run it after editing the docs.
"""
import glob
import os
import re
import sys


def slug(heading):
    h = heading.strip().lower().replace("`", "")
    h = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", h)
    h = re.sub(r"[^\w\- ]", "", h)
    return h.replace(" ", "-")


def anchors(path):
    seen, found, fence = {}, set(), False
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("```"):
                fence = not fence
            m = None if fence else re.match(r"#{1,6} (.*)", line)
            if m:
                s = slug(m.group(1))
                n = seen.get(s, 0)
                found.add(s if n == 0 else f"{s}-{n}")
                seen[s] = n + 1
    return found


def broken_links(md):
    with open(md, encoding="utf-8") as f:
        text = f.read()
    text = re.sub(r"```.*?```", "", text, flags=re.S)
    text = re.sub(r"`[^`\n]*`", "", text)
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if re.match(r"[a-z]+:", target):
            continue
        file, _, fragment = target.partition("#")
        dest = os.path.normpath(os.path.join(os.path.dirname(md), file)) if file else md
        if not os.path.exists(dest):
            yield target, "no such file"
        elif fragment and dest.endswith(".md") and fragment not in anchors(dest):
            yield target, f"no heading #{fragment}"


def main(argv):
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    docs = sorted(glob.glob(os.path.join(root, "docs", "*.md")))
    files = argv[1:] or [os.path.join(root, "README.md")] + docs
    bad = 0
    for md in files:
        for target, why in broken_links(md):
            print(f"{os.path.relpath(md)}: {target}: {why}")
            bad += 1
    print(f"check_doc_links: {len(files)} file(s), {bad} broken link(s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
