#!/usr/bin/env python3
# check-plurals.py
#
# Copyright 2026 Bektursun's AI Hardware Store
#
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fails when a count meets a noun in a message marked with _(), N_() or
C_() instead of ngettext(): "%s users" reads "1 users" in English and
takes one form of three in Russian ("21 пользователь", "2 пользователя",
"5 пользователей"), whatever the number.

A count is a printf directive followed by a space and a plural noun of the
app's ("%s GPUs", "%u characters"); amounts in units ("%s GB", "%s kW")
and names ("%s GPU memory") are not counts of a noun and are not looked
for, nor are rates ("%s tokens/s", a unit of speed).

usage: check-plurals.py SOURCE_ROOT
Prints TAP.
"""

import os
import re
import sys

MESSAGE = re.compile(r'(?<![A-Za-z0-9_])(?:N?_|C_)\s*\(\s*((?:"(?:[^"\\]|\\.)*"\s*)+)[,)]', re.S)
PART = re.compile(r'"((?:[^"\\]|\\.)*)"')
NOUNS = ("GPUs|users|tokens|cards|systems|racks|copies|heads|layers|stages|slots|entries|"
         "characters|levels|modules|parameters|bytes|pixels|engines|units|quotes|models|plans|"
         "requests|replicas|domains|trays|circuits|connectors|days|years|lines")
# Words that may stand between the count and its noun ("%s pipeline
# stages"); "%s billion parameters" is an amount, not a count.
BETWEEN = "expansion|pipeline|KV|compute|switch|NVLink|more"
COUNT = re.compile(r"%(?:\d+\$)?[-'#0 +]*\d*(?:l|ll|z)?[sdu] (?:(?:" + BETWEEN + r") )?(?:" + NOUNS + r")\b(?!/)")


def main():
    root = sys.argv[1]
    found = []
    for folder, _, files in os.walk(os.path.join(root, "src")):
        for name in sorted(files):
            if not name.endswith(".c"):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as source:
                text = source.read()
            for match in MESSAGE.finditer(text):
                message = "".join(PART.findall(match.group(1)))
                count = COUNT.search(message)
                if count:
                    line = text.count("\n", 0, match.start()) + 1
                    found.append("%s:%d: “%s” (use ngettext)" % (os.path.relpath(path, root), line,
                                                                 count.group(0)))
    print("1..1")
    if found:
        for where in found:
            print("# " + where)
        print("not ok 1 - a count meets its noun outside ngettext()")
        return 1
    print("ok 1 - every count that meets a noun goes through ngettext()")
    return 0


if __name__ == "__main__":
    sys.exit(main())
