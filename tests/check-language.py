#!/usr/bin/python3
# check-language.py
#
# Copyright 2026 Bektursun's AI Hardware Store
#
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that a language really replaces the English everywhere a person
reads it: the command line's text, its errors, the quote PDF, and (with
--window, under tests/with-display) every name in the window's
accessibility tree.

English is found by looking for the translated messages' own English
words: every msgid of the language's .po whose translation differs is cut
at its printf directives, and each piece of two or more words is searched
for in what the app shows. Product names and figures are not messages, so
they do not count.

usage: check-language.py LANG PO_FILE PROGRAM LOCALEDIR [--window]
Prints TAP.
"""

import os
import re
import subprocess
import sys
import tempfile

DIRECTIVE = re.compile(r"%(?:\d+\$)?[-'#0 +]*\d*(?:\.\d+)?(?:hh|h|ll|l|L|q|j|z|t)?[diouxXeEfgGcsp%]"
                       r"|%-?[a-zA-Z]")


def read_po(path):
    """Returns [(msgid, [msgstr…])] of a .po file, plural forms included."""
    entries = []
    current = None
    field = None

    def unquote(text):
        return bytes(text[1:-1], "utf-8").decode("unicode_escape").encode("latin-1").decode("utf-8")

    with open(path, encoding="utf-8") as po:
        for line in po:
            line = line.strip()
            if line.startswith("#") or not line:
                if current is not None and field is not None and not line:
                    entries.append(current)
                    current = None
                    field = None
                continue
            if line.startswith("msgctxt "):
                current = {"msgid": "", "msgstr": []}
                field = "msgctxt"
            elif line.startswith("msgid "):
                if current is None:
                    current = {"msgid": "", "msgstr": []}
                current["msgid"] = unquote(line[6:])
                field = "msgid"
            elif line.startswith("msgid_plural "):
                current["plural"] = unquote(line[13:])
                field = "plural"
            elif line.startswith("msgstr"):
                value = line.split(" ", 1)[1]
                current["msgstr"].append(unquote(value))
                field = "msgstr"
            elif line.startswith('"') and current is not None:
                text = unquote(line)
                if field == "msgid":
                    current["msgid"] += text
                elif field == "plural":
                    current["plural"] += text
                elif field == "msgstr":
                    current["msgstr"][-1] += text
    if current is not None:
        entries.append(current)
    return entries


def english_pieces(po_path):
    """The English phrases that must not show: pieces of translated
    messages, cut at directives and line breaks, of two words or more."""
    pieces = {}
    for entry in read_po(po_path):
        if not entry["msgid"] or not any(entry["msgstr"]):
            continue
        for english in (entry["msgid"], entry.get("plural", "")):
            if not english or english in entry["msgstr"]:
                continue
            for piece in DIRECTIVE.split(english.replace("\n", "%s")):
                piece = piece.strip(" .,:;—–-()“”\"'")
                if len(piece) >= 8 and len(piece.split()) >= 2 and re.search(r"[a-z]{3}", piece):
                    pieces.setdefault(piece, entry["msgid"])
    return pieces


def translated_pieces(po_path):
    """Pieces of the translations, cut like english_pieces(), that show a
    translation is in use at all."""
    pieces = set()
    for entry in read_po(po_path):
        if not entry["msgid"]:
            continue
        for translation in entry["msgstr"]:
            if not translation or translation in (entry["msgid"], entry.get("plural")):
                continue
            for piece in DIRECTIVE.split(translation.replace("\n", "%s")):
                piece = piece.strip(" .,:;—–-()“”«»\"'")
                if len(piece) >= 6:
                    pieces.add(piece)
    return pieces


def find_english(text, pieces):
    return sorted({(piece, msgid) for piece, msgid in pieces.items() if piece in text})


def run(program, args, env):
    result = subprocess.run([program] + args, env=env, capture_output=True, text=True, timeout=60)
    return result.stdout + result.stderr


def cli_texts(program, env, folder):
    pdf = os.path.join(folder, "quote.pdf")
    # A quote register of its own, with the one quote exported below.
    env = dict(env, XDG_DATA_HOME=folder)
    texts = {
        "--size": run(program, ["--size", "deepseek-v4-pro"], env),
        "--size (three models)": run(program, ["--size", "deepseek-v4-pro,glm-5.2-max,nemotron-3-ultra"], env),
        "--json": run(program, ["--size", "llama-65b", "--json"], env),
        "--context (a workload)": run(program, ["--size", "llama-3.1-70b,deepseek-v4-pro,qwen3-32b",
                                                "--context", "65536", "--users", "16"], env),
        "error: bad workload": run(program, ["--size", "llama-3.1-70b", "--context", "abc"], env),
        "--list-units": run(program, ["--list-units"], env),
        "--list-models": run(program, ["--list-models"], env),
        "error: unknown model": run(program, ["--size", "nope"], env),
        "error: bad memory": run(program, ["--memory", "-5"], env),
        "error: bad params": run(program, ["--params", "70"], env),
    }
    run(program, ["--size", "deepseek-v4-pro", "--tier", "desktop", "--export-quote=" + pdf], env)
    # The register the export was recorded in, listed.
    texts["--list-quotes"] = run(program, ["--list-quotes"], env)
    texts["quote PDF"] = subprocess.run(["pdftotext", "-layout", pdf, "-"],
                                        capture_output=True, text=True).stdout
    return texts


def window_texts(program, env):
    """Every name and description in the window's accessibility tree, with
    each page shown once."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from cp_atspi import Texts, find_all, find_app, pyatspi, wait_for

    app_env = dict(env)
    app_env.pop("GTK_A11Y", None)
    app_env.pop("NO_AT_BRIDGE", None)
    process = subprocess.Popen([program], env=app_env)
    texts = {}
    try:
        app = wait_for("the app on the accessibility bus", lambda: find_app("cluster-planner"))

        tree = Texts("cluster-planner")

        def settled():
            """The names once two walks of the tree in a row read the
            same: the page has been built."""
            last = []

            def check():
                names = tree.read()
                same = last == [names]
                last[:] = [names]
                return names if same else None

            return check

        # The view switchers' tabs, in the order of the pages, whatever
        # their names in the language.
        tabs = wait_for("the pages' tabs", lambda: find_all(
            app, lambda n: n.getRoleName() == "page tab"))
        pages = ("builds", "catalog", "compare")
        for index, page in enumerate(pages):
            if page != "builds":
                # Alt+2 and Alt+3 show the pages, as the shortcuts window says.
                pyatspi.Registry.generateKeyboardEvent(64, None, pyatspi.KEY_PRESS)  # Alt_L
                pyatspi.Registry.generateKeyboardEvent(10 + index, None, pyatspi.KEY_PRESSRELEASE)
                pyatspi.Registry.generateKeyboardEvent(64, None, pyatspi.KEY_RELEASE)
            wait_for("the " + page + " page shown", lambda: all(
                tab.getState().contains(pyatspi.STATE_SELECTED) == (i % 4 == index)
                for i, tab in enumerate(tabs)))
            names = wait_for("the " + page + " page built", settled())
            texts["window, " + page + " page"] = "\n".join(names)
    finally:
        process.terminate()
        process.wait(timeout=10)
    return texts


def main(argv):
    if len(argv) < 5:
        print(__doc__, file=sys.stderr)
        return 2
    lang, po_path, program, localedir = argv[1:5]
    window = "--window" in argv[5:]

    # A real locale of the language, compiled into the build by
    # make-locales (newer C libraries ignore LANGUAGE in C.UTF-8).
    locales = {"ru": "ru_RU.UTF-8", "ky": "ky_KG.UTF-8"}
    env = dict(os.environ, LANGUAGE=lang, CLUSTER_PLANNER_LOCALEDIR=localedir)
    if lang in locales and os.path.isdir(os.environ.get("CP_TEST_LOCPATH", "")):
        env.update(LOCPATH=os.environ["CP_TEST_LOCPATH"], LC_ALL=locales[lang])
    else:
        env["LC_ALL"] = "C.UTF-8"
    env.pop("G_DEBUG", None)
    pieces = english_pieces(po_path)
    translations = translated_pieces(po_path)

    with tempfile.TemporaryDirectory() as folder:
        texts = window_texts(program, env) if window else cli_texts(program, env, folder)

    print("1..%d" % len(texts))
    failed = 0
    for number, (what, text) in enumerate(texts.items(), 1):
        english = find_english(text, pieces)
        translated = any(piece in text for piece in translations)
        if english or not translated:
            failed += 1
            print("not ok %d - %s speaks %s" % (number, what, lang))
            if not translated:
                print("# no translated message shows at all")
            for piece, msgid in english:
                print("# English: “%s” (from “%s”)" % (piece, msgid))
        else:
            print("ok %d - %s speaks %s" % (number, what, lang))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
