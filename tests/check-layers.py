#!/usr/bin/python3
# Proves the layers' include paths: each layer's library is compiled with
# the flags meson gives it, and a file including a header of a layer above
# it must fail to compile, while one including the layer's own header must
# compile (so the check itself can fail). Also no source under src/ names a
# header by a path ("../quote/cp-quote.h" would reach past any include
# path). Prints TAP.
#
#   check-layers.py BUILD_DIR SOURCE_DIR
import json
import os
import re
import subprocess
import sys
import tempfile

# The layers, lowest first, each with a header of its own. Each library's
# include path holds its own folder and those of the layers below it; the
# engine and the file layer both stand on the base only, side by side.
CHAIN = [
    ("cp-base", "cp-format.h"),
    ("cp-sizing", "cp-sizing.h"),
    ("cp-files", "cp-json-reader.h"),
    ("cp-catalog", "cp-catalog.h"),
    ("cp-plan", "cp-planner.h"),
    ("cp-words", "cp-build-words.h"),
    ("cp-diagram", "cp-diagram-layout.h"),
    ("cp-quote", "cp-quote.h"),
    ("cp-session", "cp-session.h"),
    ("cp-register", "cp-quote-register.h"),
    ("cp-cli", "cp-cli.h"),
    ("cp-ui", "cp-window.h"),
]


# Where the layer just below in the list is not one this layer stands on.
BELOW = {"cp-files": "cp-format.h", "cp-session": "cp-build-words.h",
         "cp-register": "cp-quote.h"}


def chain_cases():
    """(layer library, header, whether including it must compile): its own
    header and the one just below compile; the one just above, the top's
    and GTK's do not."""
    cases = []
    top = CHAIN[-1][1]
    for index, (layer, header) in enumerate(CHAIN):
        cases.append((layer, header, True))
        if index > 0:
            cases.append((layer, BELOW.get(layer, CHAIN[index - 1][1]), True))
        if index + 1 < len(CHAIN):
            cases.append((layer, CHAIN[index + 1][1], False))
            if CHAIN[index + 1][1] != top:
                cases.append((layer, top, False))
            cases.append((layer, "gtk/gtk.h", False))
    # A path from the top of the tree is no way round.
    cases.append(("cp-sizing", "src/catalog/cp-catalog.h", False))
    cases.append(("cp-catalog", "src/quote/cp-quote.h", False))
    return cases


CASES = chain_cases()

MISSING = re.compile(r"(No such file or directory|file not found)")


def layer_flags(build_dir):
    with open(os.path.join(build_dir, "meson-info", "intro-targets.json")) as f:
        targets = json.load(f)
    flags = {}
    for target in targets:
        for sources in target.get("target_sources", []):
            if sources.get("language") == "c":
                params = [p for p in sources["parameters"] if not p.startswith("-fdiagnostics-color")]
                flags[target["name"]] = (sources["compiler"], params)
    return flags


def compile_probe(compiler, params, header, folder, compiles):
    """Compiles a file including @header with a layer's flags: checked
    (-fsyntax-only, no code to make) where it must compile, only
    preprocessed where it must not, since a header out of reach is missing
    already to the preprocessor."""
    probe = os.path.join(folder, "probe.c")
    with open(probe, "w") as f:
        f.write('#include "config.h"\n#include "%s"\n'
                "int cp_probe (void);\nint cp_probe (void) { return 0; }\n" % header)
    mode = ["-fsyntax-only"] if compiles else ["-E", "-o", os.devnull]
    result = subprocess.run(compiler + params + mode + [probe], capture_output=True, text=True)
    return result.returncode, result.stderr


def main():
    build_dir, source_dir = sys.argv[1], sys.argv[2]
    flags = layer_flags(build_dir)
    failures = 0

    print("1..%d" % (len(CASES) + 1))
    with tempfile.TemporaryDirectory(prefix="check-layers-") as folder:
        for number, (layer, header, compiles) in enumerate(CASES, 1):
            name = "%s %s “%s”" % (layer, "includes" if compiles else "cannot include", header)
            if layer not in flags:
                print("not ok %d - %s: no library %s in the build" % (number, name, layer))
                failures += 1
                continue
            status, errors = compile_probe(*flags[layer], header, folder, compiles)
            if compiles and status != 0:
                print("not ok %d - %s: it does not compile" % (number, name))
                print("# " + errors.replace("\n", "\n# "))
                failures += 1
            elif not compiles and status == 0:
                print("not ok %d - %s: it compiles" % (number, name))
                failures += 1
            elif not compiles and not (MISSING.search(errors) and header in errors):
                # Failing for another reason proves nothing about the path.
                print("not ok %d - %s: it fails, but not for want of the header" % (number, name))
                print("# " + errors.replace("\n", "\n# "))
                failures += 1
            else:
                print("ok %d - %s" % (number, name))

    # A quoted include with a folder in it reaches past the include path.
    pathed = []
    include = re.compile(r'^\s*#\s*include\s+"([^"]*/[^"]*)"')
    for root, _, files in os.walk(os.path.join(source_dir, "src")):
        for name in sorted(files):
            if name.endswith((".c", ".h")):
                path = os.path.join(root, name)
                with open(path, encoding="utf-8") as f:
                    for line_number, line in enumerate(f, 1):
                        match = include.match(line)
                        if match:
                            pathed.append("%s:%d: %s" % (os.path.relpath(path, source_dir),
                                                         line_number, match.group(1)))
    number = len(CASES) + 1
    if pathed:
        print("not ok %d - sources include headers by a path, not by name" % number)
        for place in pathed:
            print("# " + place)
        failures += 1
    else:
        print("ok %d - sources include headers by name only" % number)

    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
