#!/usr/bin/env python3
# check-mime.py
#
# Copyright 2026 Bektursun's AI Hardware Store
#
# SPDX-License-Identifier: GPL-3.0-or-later
"""The plan file type as a desktop sees it: update-mime-database accepts the
app's shared-mime-info file, GIO then knows a plan by its name and, without
its extension, by its contents, and the desktop entry offers the app for it.

usage: check-mime.py MIME_XML DESKTOP_FILE ICON_DIR
Prints TAP.
"""

import configparser
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

MIME_TYPE = "application/x-cluster-plan"
NS = {"mi": "http://www.freedesktop.org/standards/shared-mime-info"}

# What GIO answers is asked in a child process, because GIO reads the MIME
# folders once, on first use, from the environment it starts with.
GUESS = r"""
import sys
import gi
gi.require_version("Gio", "2.0")
from gi.repository import Gio
name = sys.argv[1] or None
data = sys.stdin.buffer.read() or None
content_type, uncertain = Gio.content_type_guess(name, data)
print(content_type)
print(Gio.content_type_is_a(content_type, "application/json"))
"""

tests = []


def test(name):
    def register(func):
        tests.append((name, func))
        return func
    return register


def guess(data_dirs, name, data=b""):
    env = dict(os.environ, XDG_DATA_DIRS=data_dirs, XDG_DATA_HOME=data_dirs + "/home")
    # The system Python, which has PyGObject, whatever python3 runs this.
    python = "/usr/bin/python3" if os.path.exists("/usr/bin/python3") else sys.executable
    out = subprocess.run([python, "-c", GUESS, name], input=data, env=env,
                         capture_output=True, check=True).stdout.decode().split()
    return out[0], out[1] == "True"


def main():
    mime_xml, desktop_file, icon_dir = sys.argv[1:4]
    tmp = tempfile.mkdtemp(prefix="cp-mime-")
    packages = os.path.join(tmp, "mime", "packages")
    os.makedirs(packages)
    shutil.copy(mime_xml, os.path.join(packages, "org.bektursun.ClusterPlanner.xml"))
    # The system's own types, so that the parent type (JSON) is known too.
    data_dirs = tmp + ":/usr/share"

    @test("update-mime-database accepts the file, without a warning")
    def _():
        env = dict(os.environ, XDG_DATA_DIRS=data_dirs, XDG_DATA_HOME=tmp + "/home")
        result = subprocess.run(["update-mime-database", os.path.join(tmp, "mime")],
                                capture_output=True, text=True, env=env)
        assert result.returncode == 0, result.stderr
        assert result.stderr.strip() == "", result.stderr
        assert os.path.exists(os.path.join(tmp, "mime", "application", "x-cluster-plan.xml"))

    @test("a .clusterplan file is a plan, and a plan is JSON")
    def _():
        content_type, is_json = guess(data_dirs, "customer.clusterplan")
        assert content_type == MIME_TYPE, content_type
        assert is_json

    @test("a plan without its extension is known by its contents")
    def _():
        plan = b'{\n  "format": "cluster-planner-plan",\n  "version": 1,\n  "models": []\n}\n'
        content_type, _ = guess(data_dirs, "", plan)
        assert content_type == MIME_TYPE, content_type

    @test("a catalog is not taken for a plan")
    def _():
        catalog = b'{ "format": "cluster-planner-catalog", "version": 1, "currency": "USD" }\n'
        content_type, _ = guess(data_dirs, "shop.json", catalog)
        assert content_type != MIME_TYPE, content_type

    @test("the type's comment and icon are given, and the icon is installed")
    def _():
        root = ET.parse(mime_xml).getroot()
        node = root.find("mi:mime-type[@type='%s']" % MIME_TYPE, NS)
        assert node is not None
        assert node.find("mi:comment", NS).text.strip()
        icon = node.find("mi:icon", NS).get("name")
        assert os.path.exists(os.path.join(icon_dir, icon + ".svg")), icon

    @test("the desktop entry opens plan files")
    def _():
        entry = configparser.ConfigParser(interpolation=None, strict=False)
        entry.optionxform = str
        entry.read(desktop_file, encoding="utf-8")
        types = entry["Desktop Entry"].get("MimeType", "").split(";")
        assert MIME_TYPE in types, types
        # A file manager passes the files it opens through %U (or %F).
        assert any(code in entry["Desktop Entry"]["Exec"] for code in ("%U", "%F", "%u", "%f"))

    print("1..%d" % len(tests))
    failed = 0
    for number, (name, func) in enumerate(tests, 1):
        try:
            func()
            print("ok %d - %s" % (number, name))
        except Exception as error:  # noqa: BLE001 — every failure is reported
            failed += 1
            print("not ok %d - %s" % (number, name))
            for line in repr(error).splitlines():
                print("# " + line)
    shutil.rmtree(tmp, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
