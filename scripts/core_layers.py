#!/usr/bin/env python3
"""The core's layers: which folder of core/src every core file belongs to, as data, and the two
things done with it.

  scripts/core_layers.py check  [--layers-only]
      Fails (exit 1) when a core file includes a header of a higher layer, when two folders include
      each other, when a file of core/src or core/include/ndr is not in the map, when a source file
      is not in its folder (none stays directly in core/src) or when an include of a core/src header
      does not name its folder. --layers-only skips the last two (the files' places).
  scripts/core_layers.py move
      Moves (git mv) every core/src file into its folder, rewrites every #include of a moved header
      across core/, app/, tests/ and tools/ to "folder/file.hpp", the core/src/... paths named in
      the docs and comments, and the source list of core/CMakeLists.txt. Running it again changes
      nothing. A core/src file the map does not know stops it before anything is moved.

A file's stem decides its folder: core/src/<folder>/<stem>.cpp, core/src/<folder>/<stem>.hpp and
the public header core/include/ndr/<stem>.hpp (which stays flat: the public API) all belong to it.
docs/architecture.md shows the picture.
"""
import os
import re
import subprocess
import sys

# Lowest first. A file may include headers of its own layer and of the layers before it.
LAYERS = [
    ("base", "errors, OpenCL status names, the file writer, paths, the version, run-time libraries"),
    ("model", "values: requests, results, sizes, device info, variants, GEMM parameters, fault plan, peaks"),
    ("catalogue", "the variants (embedded kernels, the catalogue, user kernels)"),
    ("analysis", "what a request means on paper: footprints, bank conflicts, queue rows, clock mapping"),
    ("gemm", "GEMM parameters per device: database, device keys, resolution, tuning cache"),
    ("cl", "OpenCL resources: device registry, program cache, watchdog, library loaders, availability"),
    ("plan", "a request validated and resolved into a launch plan"),
    ("run", "a plan executed: launch pipeline, runners, CPU reference, peak benchmarks"),
    ("records", "results written and read: columns, CSV, JSON, Chrome trace, import checks"),
    ("store", "what lasts: the run history, bundles"),
    ("ipc", "the kernel runner's protocol and the parent's side of it"),
    ("engine", "the facade: plan, execute, result; isolated runs; the runner's child side"),
    ("services", "built on the engine: tuner, lessons"),
]

FOLDER = {
    # base
    "errors": "base",
    "cl_error": "base",
    "file_reader": "base",
    "file_writer": "base",
    "cancel_token": "base",
    "progress": "base",
    "user_paths": "base",
    "steady_clock": "base",
    "version": "base",
    "quote": "base",
    "diagnostics": "base",
    "tool_process": "base",
    "shared_library": "base",
    # model
    "device_info": "model",
    "local_size": "model",
    "gemm_params": "model",
    "gemm_params_source": "model",
    "gemm_rules": "model",
    "warpgroup_shapes": "model",
    "gemm_split_k": "model",
    "gemm_edge_strips": "model",
    "pocl_quirks": "model",
    "run_request": "model",
    "run_result": "model",
    "fault_plan": "model",
    "variant": "model",
    "peaks": "model",
    "work_items": "model",
    "id_capture": "model",
    "stats": "model",
    "occupancy": "model",
    "launch_bounds": "model",
    "unaligned_rows": "model",
    "wave_fit": "model",
    "ptxas_info": "model",
    "inspect_report": "model",
    "statistics": "model",
    # catalogue
    "catalogue": "catalogue",
    "catalogue_gemm": "catalogue",
    "catalogue_vector": "catalogue",
    "embedded_kernels": "catalogue",
    "user_kernel": "catalogue",
    "user_kernel_check": "catalogue",
    # analysis
    "bank_conflicts": "analysis",
    "footprint": "analysis",
    "line_diff": "analysis",
    "footprint_gemm": "analysis",
    "oclgrind_recipe": "analysis",
    "queue_rows": "analysis",
    "clock_mapping": "analysis",
    # gemm
    "gemm_database": "gemm",
    "embedded_gemm_database": "gemm",
    "gemm_device_key": "gemm",
    "gemm_resolve": "gemm",
    "tuning_cache": "gemm",
    # cl
    "device_registry": "cl",
    "abandoned_work": "cl",
    "program_build": "cl",
    "program_cache": "cl",
    "ptx_retarget": "cl",
    "tensor_maps": "cl",
    "watchdog": "cl",
    "clblast_library": "cl",
    "cblas_library": "cl",
    "variant_availability": "cl",
    # plan
    "validator": "plan",
    "vector_plan": "plan",
    "request_plan": "plan",
    # run
    "command_timing": "run",
    "launch_pipeline": "run",
    "matmul_runner": "run",
    "matmul_launches": "run",
    "matmul_resources": "run",
    "aligned_floats": "run",
    "vector_runner": "run",
    "cpu_reference": "run",
    "peak_benchmarks": "run",
    "peak_tensor": "run",
    "request_execution": "run",
    # records
    "result_columns": "records",
    "csv": "records",
    "csv_import": "records",
    "csv_reader": "records",
    "json": "records",
    "run_json": "records",
    "run_check": "records",
    "run_identity": "records",
    "streamed_file": "records",
    "trace": "records",
    "inspect_json": "records",
    "inspect_json_read": "records",
    # store
    "history": "store",
    "history_queries": "store",
    "history_open": "store",
    "history_schema": "store",
    "history_query": "store",
    "history_error": "store",
    "history_sqlite": "store",
    "history_columns": "store",
    "history_rows": "store",
    "history_filter_spec": "store",
    "bundle": "store",
    "bundle_make": "store",
    "bundle_read": "store",
    "bundle_runs": "store",
    "zip_reader": "store",
    # ipc
    "runner_protocol": "ipc",
    "runner_process": "ipc",
    # engine
    "engine": "engine",
    "engine_impl": "engine",
    "engine_ids": "engine",
    "engine_isolated": "engine",
    "engine_inspect": "engine",
    "pocl_inspect": "engine",
    "engine_peaks": "engine",
    "engine_result": "engine",
    "runner_child": "engine",
    # services
    "tuner": "services",
    "lessons": "services",
    "run_compare": "services",
    "lesson_history": "services",
    "lesson_runner": "services",
}

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SRC = os.path.join(ROOT, "core", "src")
PUBLIC = os.path.join(ROOT, "core", "include", "ndr")
CMAKE = os.path.join(ROOT, "core", "CMakeLists.txt")
SOURCE_SUFFIXES = (".cpp", ".hpp", ".h")
INCLUDE = re.compile(r'^(\s*#\s*include\s+")([^"]+)(")', re.M)
LIST_BEGIN = "  # core sources, by folder: written by scripts/core_layers.py move"
LIST_END = "  # end of core sources"

RANK = {name: i for i, (name, _) in enumerate(LAYERS)}
assert set(FOLDER.values()) <= set(RANK), "a folder in FOLDER is not a layer"


def stem(name):
    return os.path.splitext(os.path.basename(name))[0]


def source_files():
    """Every file under core/src, as paths relative to it."""
    out = []
    for d, _, files in os.walk(SRC):
        for f in files:
            if f.endswith(SOURCE_SUFFIXES):
                out.append(os.path.relpath(os.path.join(d, f), SRC))
    return sorted(out)


def public_headers():
    return sorted(f for f in os.listdir(PUBLIC) if f.endswith(SOURCE_SUFFIXES))


def unknown_files():
    names = [os.path.join("core/src", f) for f in source_files() if stem(f) not in FOLDER]
    names += [os.path.join("core/include/ndr", f) for f in public_headers() if stem(f) not in FOLDER]
    return names


def fail_on_unknown(action):
    unknown = unknown_files()
    if unknown:
        for f in unknown:
            print(f"{f}: not in the layer map of scripts/core_layers.py (FOLDER): add it there", file=sys.stderr)
        print(f"core_layers: {len(unknown)} unknown file(s); nothing {action}", file=sys.stderr)
        sys.exit(1)


def includes(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    for m in INCLUDE.finditer(text):
        yield text.count("\n", 0, m.start()) + 1, m.group(2)


def private_headers():
    """Basename of each header under core/src -> its path relative to core/src."""
    return {os.path.basename(f): f for f in source_files() if not f.endswith(".cpp")}


def core_header_of(include, private):
    """The stem a core include names, or None when it names no core header."""
    if include.startswith("ndr/"):
        return stem(include) if os.path.exists(os.path.join(PUBLIC, include[4:])) else None
    if os.path.basename(include) in private:
        return stem(include)
    return None


def check(layers_only):
    fail_on_unknown("checked")
    private = private_headers()
    problems = []
    edges = {}
    files = [("core/src/" + f, os.path.join(SRC, f)) for f in source_files()]
    files += [("core/include/ndr/" + f, os.path.join(PUBLIC, f)) for f in public_headers()]
    for shown, path in files:
        own = FOLDER[stem(path)]
        if not layers_only and shown.startswith("core/src/"):
            rel = shown[len("core/src/"):]
            if os.path.dirname(rel) != own:
                problems.append(f"{shown}: belongs in core/src/{own}/ (scripts/core_layers.py move)")
        for line, inc in includes(path):
            target = core_header_of(inc, private)
            if target is None:
                continue
            other = FOLDER[target]
            if RANK[other] > RANK[own]:
                problems.append(f"{shown}:{line}: includes {inc} of layer {other}, above its own layer {own}")
            if other != own:
                edges.setdefault((own, other), f"{shown}:{line} ({inc})")
            if not layers_only and not inc.startswith("ndr/"):
                wanted = private[os.path.basename(inc)]
                if inc != wanted:
                    problems.append(f'{shown}:{line}: include "{wanted}" (with its folder), not "{inc}"')
    for (a, b), where in sorted(edges.items()):
        if a < b and (b, a) in edges:
            problems.append(f"folders {a} and {b} include each other: {where} and {edges[(b, a)]}")
    for p in problems:
        print(p, file=sys.stderr)
    if problems:
        print(f"core_layers: {len(problems)} problem(s)", file=sys.stderr)
        return 1
    print(f"core_layers: {len(files)} files in {len(LAYERS)} layers, no include runs up")
    return 0


def git(*args):
    subprocess.run(["git", "-C", ROOT, *args], check=True)


def rewrite(path, change):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    new = change(text)
    if new != text:
        with open(path, "w", encoding="utf-8") as f:
            f.write(new)
        return True
    return False


def tracked(*roots):
    # Committed files and new ones not ignored (a file not committed yet is moved and rewritten too).
    out = subprocess.run(["git", "-C", ROOT, "ls-files", "--cached", "--others", "--exclude-standard", "--", *roots],
                         check=True, capture_output=True, text=True)
    return [f for f in out.stdout.splitlines() if os.path.exists(os.path.join(ROOT, f))]


def move():
    fail_on_unknown("moved")
    moved = {}
    out = subprocess.run(["git", "-C", ROOT, "ls-files", "--", "core/src"], check=True, capture_output=True, text=True)
    in_git = set(out.stdout.splitlines())
    for rel in source_files():
        wanted = os.path.join(FOLDER[stem(rel)], os.path.basename(rel))
        if rel != wanted:
            os.makedirs(os.path.join(SRC, os.path.dirname(wanted)), exist_ok=True)
            old, new = os.path.join("core/src", rel), os.path.join("core/src", wanted)
            if old in in_git:
                git("mv", old, new)
            else:  # a file not committed yet moves as it is
                os.rename(os.path.join(ROOT, old), os.path.join(ROOT, new))
            moved[rel] = wanted
    private = private_headers()
    known = {os.path.basename(f): f for f in source_files()}

    def fix_includes(path):
        here = os.path.dirname(path)

        def one(m):
            inc = m.group(2)
            base = os.path.basename(inc)
            if inc.startswith("ndr/") or base not in private or inc == private[base]:
                return m.group(0)
            # A header of the including file's own folder with the same name is not the core's.
            if not path.startswith(SRC) and os.path.exists(os.path.join(here, inc)):
                return m.group(0)
            return m.group(1) + private[base] + m.group(3)

        return lambda text: INCLUDE.sub(one, text)

    changed = 0
    for f in tracked("core", "app", "tests", "tools"):
        if f.endswith(SOURCE_SUFFIXES):
            path = os.path.join(ROOT, f)
            changed += rewrite(path, fix_includes(path))

    # Generated sources include core/src headers from CMake scripts (#include \"name.hpp\").
    escaped = re.compile(r'(#include \\")([^"\\]+)(\\")')

    def fix_escaped(text):
        return escaped.sub(lambda m: m.group(1) + private.get(os.path.basename(m.group(2)), m.group(2)) + m.group(3)
                           if not m.group(2).startswith("ndr/") else m.group(0), text)

    for f in tracked("core"):
        if f.endswith(".cmake"):
            changed += rewrite(os.path.join(ROOT, f), fix_escaped)

    # Paths named in prose: docs, the README, comments.
    mention = re.compile(r"core/src/((?:[a-z0-9_]+/)?([a-z0-9_]+\.(?:cpp|hpp)))")

    def fix_mentions(text):
        return mention.sub(lambda m: "core/src/" + known.get(m.group(2), m.group(1)), text)

    for f in tracked("README.md", "docs", "core", "app", "tests", "tools", "scripts"):
        if f.endswith((".md", ".cpp", ".hpp", ".txt", ".cmake", ".sh")):
            changed += rewrite(os.path.join(ROOT, f), fix_mentions)

    def fix_cmake(text):
        if LIST_BEGIN not in text or LIST_END not in text:
            sys.exit(f"core_layers: {CMAKE} lacks the markers of the source list ({LIST_BEGIN!r} ... {LIST_END!r})")
        head, rest = text.split(LIST_BEGIN, 1)
        _, tail = rest.split(LIST_END, 1)
        lines = []
        for name, _ in LAYERS:
            files = sorted(f for f in source_files() if f.endswith(".cpp") and os.path.dirname(f) == name)
            lines += [f"  src/{f}" for f in files]
        flat = sorted(f for f in source_files() if f.endswith(".cpp") and os.path.dirname(f) == "")
        lines += [f"  src/{f}" for f in flat]
        body = head + LIST_BEGIN + "\n" + "\n".join(lines) + "\n" + LIST_END + tail
        # Other mentions of a source (set_source_files_properties): its folder.
        return re.sub(r"(?<![\w/])src/([a-z0-9_]+\.cpp)", lambda m: "src/" + known.get(m.group(1), m.group(1)), body)

    changed += rewrite(CMAKE, fix_cmake)
    print(f"core_layers: moved {len(moved)} file(s), rewrote {changed} file(s)")
    return 0


def main(argv):
    if len(argv) >= 2 and argv[1] == "check":
        return check("--layers-only" in argv[2:])
    if len(argv) == 2 and argv[1] == "move":
        return move()
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
