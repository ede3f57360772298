#!/usr/bin/env python3
# check-flatpak-manifest.py
#
# Copyright 2026 Bektursun's AI Hardware Store
#
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks the Flatpak manifest: that it parses, builds this app from the local
checkout with its tests, and asks for exactly the four permissions the app
needs. Files and printing go through portals (GtkFileChooserNative,
GtkPrintOperation), so no filesystem, network or device permission beyond the
GPU is allowed.

usage: check-flatpak-manifest.py MANIFEST APP_ID
"""

import json
import sys

EXPECTED_FINISH_ARGS = [
    "--share=ipc",
    "--socket=wayland",
    "--socket=fallback-x11",
    "--device=dri",
]

# Permissions that must never appear, even spelled another way.
FORBIDDEN_PREFIXES = (
    "--filesystem",
    "--share=network",
    "--socket=x11",
    "--socket=pulseaudio",
    "--socket=session-bus",
    "--socket=system-bus",
    "--socket=ssh-auth",
    "--device=all",
    "--talk-name",
    "--system-talk-name",
    "--own-name",
    "--persist",
    "--allow",
)


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    path, app_id = argv[1], argv[2]
    problems = []

    try:
        with open(path, encoding="utf-8") as f:
            manifest = json.load(f)
    except (OSError, ValueError) as e:
        print(f"{path}: cannot read the manifest: {e}", file=sys.stderr)
        return 1

    def expect(key, value):
        if manifest.get(key) != value:
            problems.append(f"{key} is {manifest.get(key)!r}, expected {value!r}")

    manifest_id = manifest.get("id", manifest.get("app-id"))
    if manifest_id != app_id:
        problems.append(f"id is {manifest_id!r}, expected {app_id!r}")
    expect("runtime", "org.gnome.Platform")
    expect("sdk", "org.gnome.Sdk")
    expect("command", "cluster-planner")
    if not str(manifest.get("runtime-version", "")).strip() or manifest.get("runtime-version") == "master":
        problems.append("runtime-version must name a stable GNOME runtime, not master")
    if not manifest.get("cleanup"):
        problems.append("there is no cleanup list")

    finish_args = manifest.get("finish-args", [])
    if sorted(finish_args) != sorted(EXPECTED_FINISH_ARGS) or len(finish_args) != len(EXPECTED_FINISH_ARGS):
        problems.append(f"finish-args are {finish_args}, expected exactly {EXPECTED_FINISH_ARGS}")
    for arg in finish_args:
        if arg.startswith(FORBIDDEN_PREFIXES):
            problems.append(f"forbidden permission in finish-args: {arg}")

    # Network in the build sandbox is a permission too.
    for where, options in [("build-options", manifest.get("build-options", {}))] + [
        (f"module {m.get('name')!r} build-options", m.get("build-options", {}))
        for m in manifest.get("modules", []) if isinstance(m, dict)
    ]:
        for arg in options.get("build-args", []) + options.get("test-args", []):
            if arg.startswith(FORBIDDEN_PREFIXES):
                problems.append(f"forbidden permission in {where}: {arg}")

    modules = [m for m in manifest.get("modules", []) if isinstance(m, dict)]
    app = next((m for m in modules if m.get("name") == "cluster-planner"), None)
    if app is None:
        problems.append("no module named 'cluster-planner'")
    else:
        if app.get("buildsystem") != "meson":
            problems.append("the app module is not built with meson")
        if not app.get("run-tests"):
            problems.append("the app module does not run its tests (run-tests)")
        sources = app.get("sources", [])
        if not any(s.get("type") == "dir" and s.get("path") == "../.." for s in sources):
            problems.append('the app module is not built from the local checkout ("type": "dir", "path": "../..")')
    if modules and modules[-1] is not app:
        problems.append("the app module must be the last module")

    for p in problems:
        print(f"{path}: {p}", file=sys.stderr)
    if problems:
        return 1
    print(f"{path}: ok; finish-args: {' '.join(finish_args)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
