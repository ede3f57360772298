#!/usr/bin/python3
# check-no-schema.py
#
# Copyright 2026 Bektursun's AI Hardware Store
#
# SPDX-License-Identifier: GPL-3.0-or-later
"""The app where its settings schema is not installed, as when it runs
straight from a build tree: the window still opens, on in-memory settings,
with one warning that says so, and the command line still writes a quote.
The schema folder is an empty one of the test's own; G_DEBUG is unset, so
the warning is a warning and not an abort.

usage: check-no-schema.py PROGRAM      (run it under tests/with-display)
Prints TAP.
"""

import os
import subprocess
import sys
import tempfile

SCHEMA = "org.bektursun.ClusterPlanner"


def environment(schemas):
    env = dict(os.environ, GSETTINGS_SCHEMA_DIR=schemas)
    env.pop("G_DEBUG", None)
    return env


def problems(stderr):
    """The GLib warnings, criticals and errors among @stderr's lines."""
    return [line for line in stderr.splitlines()
            if "-WARNING **" in line or "-CRITICAL **" in line or "-ERROR **" in line]


def check_window(program, schemas, report):
    # CP_STARTUP_PROBE: the first frame painted prints a line and ends the app.
    env = dict(environment(schemas), CP_STARTUP_PROBE="1")
    result = subprocess.run([program], env=env, capture_output=True, text=True, timeout=60)
    lines = problems(result.stderr)

    report(result.returncode == 0, "the window starts without the schema (exit status %d)"
           % result.returncode, result.stderr)
    report("cp-startup-ready" in result.stdout, "the window is painted", result.stdout)
    report(len(lines) == 1 and "Settings schema " + SCHEMA + " is not installed" in lines[0]
           and "in memory" in lines[0],
           "one warning says the settings are kept in memory "
           "(is the schema installed on this system?)", result.stderr)


def check_quote(program, schemas, report):
    with tempfile.TemporaryDirectory() as folder:
        result = subprocess.run([program, "--size", "deepseek-v4-pro", "--export-quote=q.pdf"],
                                env=environment(schemas), cwd=folder,
                                capture_output=True, text=True, timeout=60)
        head = b""
        if os.path.exists(os.path.join(folder, "q.pdf")):
            with open(os.path.join(folder, "q.pdf"), "rb") as pdf:
                head = pdf.read(5)

    report(result.returncode == 0, "--export-quote works without the schema (exit status %d)"
           % result.returncode, result.stderr)
    report(head == b"%PDF-", "the quote is a PDF", repr(head))
    report(problems(result.stderr) == [], "the command line prints no warning", result.stderr)


def main():
    program = os.path.abspath(sys.argv[1])
    count = 0
    failed = 0

    def report(ok, what, detail=""):
        nonlocal count, failed
        count += 1
        print(("ok %d - %s" if ok else "not ok %d - %s") % (count, what))
        if not ok:
            failed += 1
            for line in str(detail).splitlines():
                print("# " + line)

    with tempfile.TemporaryDirectory() as schemas:
        check_window(program, schemas, report)
        check_quote(program, schemas, report)

    print("1..%d" % count)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
