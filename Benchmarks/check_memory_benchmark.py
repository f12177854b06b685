#!/usr/bin/env python3
"""Peak memory of `layout check` across Dynamic Type sizes and languages (issue #35, point 10).

    python3 Benchmarks/check_memory_benchmark.py [--no-build] [--views N] [--devices all|NAME,NAME]
                                                 [--languages de,fr,...] [BINARY...]

Makes one screen of VIEWS views (default 10,000; Benchmarks/InterfaceBuilder/make_xib.py's
xib: groups of a container and nine labels) with a `.strings` file per language
(default de, fr, es, ja, ar: each label's text translated, a third longer), imports them
into a fresh database, and runs whole `layout check` processes:

- `check SCREEN`: one language, one content size;
- `check SCREEN --content-size all --language all --jobs 1` and `--jobs 2`: twelve
  sizes times every language (the development language and the five), each a block.

For each: the maximum resident set size (from wait4), CPU time (user + system) and wall
clock, and the bytes of output (compared between builds and between --jobs 1 and 2: the
same bytes). What the check holds must not grow with the blocks it solves: the peak of
the all-sizes, all-languages runs should stay near the one-block run's, not scale with
the 12 x 6 blocks.

`--devices NAME,NAME` restricts every run to those devices (`--device`), so that a
run under load takes minutes, not tens of minutes; the blocks (sizes x languages) are
the same. Giving binaries compares builds (the release build of this tree when none is given).
"""
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cli_benchmark import ROOT, release_binaries, run  # noqa: E402


def option(name, default):
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv else default


VIEWS = int(option("--views", "10000"))
DEVICES = option("--devices", "iPhone 16,iPad Pro 13-inch (M4)")
LANGUAGES = option("--languages", "de,fr,es,ja,ar").split(",")
values = {sys.argv[index + 1] for index, argument in enumerate(sys.argv) if argument in ("--views", "--devices", "--languages")}
binaries = [argument for argument in sys.argv[1:] if not argument.startswith("--") and argument not in values]
binaries = release_binaries(binaries)
scratch = tempfile.mkdtemp(prefix="layout-check-memory-")

# The app: Base.lproj/Screen.xib and a Screen.strings per language.
app = os.path.join(scratch, "App")
os.makedirs(os.path.join(app, "Base.lproj"))
xib = os.path.join(app, "Base.lproj", "Screen.xib")
with open(xib, "w") as file:
    subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks", "InterfaceBuilder", "make_xib.py"), str(VIEWS)],
                   stdout=file, check=True)
labels = []
with open(xib) as file:
    for line in file:
        if "<label " in line:
            identifier = line.split(' id="')[1].split('"')[0]
            text = line.split(' text="')[1].split('"')[0]
            labels.append((identifier, text))
words = {"de": "Zeile", "fr": "Ligne", "es": "Fila", "ja": "行の見出し", "ar": "الصف", "he": "שורה", "it": "Riga"}
for language in LANGUAGES:
    folder = os.path.join(app, f"{language}.lproj")
    os.makedirs(folder)
    with open(os.path.join(folder, "Screen.strings"), "w", encoding="utf-8") as file:
        for identifier, text in labels:
            number = text.split(" ")[-1]
            file.write(f'/* Class = "UILabel"; text = "{text}"; ObjectID = "{identifier}"; */\n')
            file.write(f'"{identifier}.text" = "{words.get(language, language)} {number} ({language})";\n\n')

device_flags = [] if DEVICES == "all" else [flag for name in DEVICES.split(",") for flag in ("--device", name)]
cases = [
    ("one block", []),
    ("--content-size all --language all --jobs 1", ["--content-size", "all", "--language", "all", "--jobs", "1"]),
    ("--content-size all --language all --jobs 2", ["--content-size", "all", "--language", "all", "--jobs", "2"]),
]
print(f"one screen of {VIEWS} views, {len(LANGUAGES)} translations ({', '.join(LANGUAGES)}), "
      f"devices: {DEVICES}; per binary: peak MB, CPU s, wall s, output bytes")
outputs = {}
for binary in binaries:
    database = os.path.join(scratch, "app.sqlite")
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(database + suffix):
            os.remove(database + suffix)
    run([binary, "--db", database, "import", app])
    screen = run([binary, "--db", database, "screens"], stdout=subprocess.PIPE)[2].decode().split("\t")[0]
    for label, flags in cases:
        # check exits 3 when it finds something: not an error here.
        timing, rss, output = run([binary, "--db", database, "check", screen, *device_flags, *flags],
                                  stdout=subprocess.PIPE, check=False)
        outputs.setdefault(label, set()).add(output)
        print(f"  {binary}: {label}: {rss:.0f} MB, {float(timing):.1f} s CPU ({timing.wall:.1f} s wall), "
              f"{len(output)} bytes out", flush=True)
for label, seen in outputs.items():
    if len(seen) > 1:
        print(f"  outputs of '{label}' differ between binaries")
jobs = [outputs[label] for label, _ in cases[1:]]
print("  --jobs 1 and --jobs 2 print the same bytes" if jobs[0] == jobs[1] else "  --jobs 1 and --jobs 2 differ")
