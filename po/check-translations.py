#!/usr/bin/env python3
# check-translations.py
#
# Copyright 2026 Bektursun's AI Hardware Store
#
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fails when a translatable string can slip through untranslated:

  - a file under src/ or resources/ marks strings for translation (_(), N_(),
    C_(), NC_(), ngettext (), translatable="yes") but is not in POTFILES.in;
  - the desktop entry, the metainfo or the settings schema is not in
    POTFILES.in;
  - a POTFILES.in entry does not exist;
  - a translatable string in C is glued to a macro ("%" G_GINT64_FORMAT),
    which xgettext cannot extract whole;
  - a language in LINGUAS has no .po file, or its .po file has an untranslated
    or fuzzy message against a template extracted afresh from the sources.

The template is extracted with xgettext into a temporary folder; nothing is
written into the source tree.

usage: check-translations.py SOURCE_ROOT
"""

import os
import re
import subprocess
import sys
import tempfile

# The folders whose files are scanned for translatable strings, and the kinds
# of file that can hold them.
SCANNED_DIRS = ("src", "resources")
SCANNED_SUFFIXES = (".c", ".h", ".ui", ".xml", ".in")

MARKERS = re.compile(
    r"(?<![A-Za-z0-9_])(?:_|N_|C_|NC_|Q_)\s*\("
    r"|(?<![A-Za-z0-9_])(?:g_d?n?gettext|g_dpgettext2?|ngettext|dngettext|gettext|dgettext|pgettext)\s*\("
    r'|translatable\s*=\s*"(?:yes|true|1)"'
)

# Desktop integration files that are translated through po/ (their strings
# carry no markers, so they are looked for by name).
INTEGRATION_FILE = re.compile(
    r"\.(?:desktop(?:\.in)?|metainfo\.xml(?:\.in)?|appdata\.xml(?:\.in)?|gschema\.xml)$"
)

# The same keywords and flags as meson's i18n.gettext(preset: 'glib'), so the
# template matches the one `meson compile cluster-planner-pot` writes.
XGETTEXT_ARGS = [
    "--from-code=UTF-8",
    "--add-comments",
    "--keyword=_",
    "--keyword=N_",
    "--keyword=C_:1c,2",
    "--keyword=NC_:1c,2",
    "--keyword=g_dcgettext:2",
    "--keyword=g_dngettext:2,3",
    "--keyword=g_dpgettext2:2c,3",
    "--flag=N_:1:pass-c-format",
    "--flag=C_:2:pass-c-format",
    "--flag=NC_:2:pass-c-format",
    "--flag=g_dngettext:2:pass-c-format",
    "--flag=g_strdup_printf:1:c-format",
    "--flag=g_string_printf:2:c-format",
    "--flag=g_string_append_printf:2:c-format",
    "--flag=g_error_new:3:c-format",
    "--flag=g_set_error:4:c-format",
    "--flag=g_markup_printf_escaped:1:c-format",
    "--flag=g_log:3:c-format",
    "--flag=g_print:1:c-format",
    "--flag=g_printerr:1:c-format",
    "--flag=g_printf:1:c-format",
    "--flag=g_fprintf:2:c-format",
    "--flag=g_sprintf:2:c-format",
    "--flag=g_snprintf:3:c-format",
]


def read_list(path):
    """Lines of a POTFILES/LINGUAS-style file, without comments and blanks."""
    if not os.path.exists(path):
        return []
    items = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                items.extend(line.split())
    return items


def strip_c_comments(text):
    # Markers inside comments ("call _() here") are not translatable strings.
    # String literals are kept as they are (a URL's "//" is no comment), and a
    # comment keeps its line breaks so line numbers stay right.
    def blank(m):
        token = m.group(0)
        return token if token[0] in "\"'" else "\n" * token.count("\n") or " "
    return re.sub(r""""(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|/\*.*?\*/|//[^\n]*""",
                  blank, text, flags=re.S)


def has_markers(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
    except OSError:
        return False
    if path.endswith((".c", ".h")):
        text = strip_c_comments(text)
    elif path.endswith((".ui", ".xml", ".in")):
        # In XML only the attribute counts: a UI file has no gettext calls.
        return re.search(r'translatable\s*=\s*"(?:yes|true|1)"', text) is not None
    return MARKERS.search(text) is not None


# A string literal glued to a macro inside _() ("%" G_GINT64_FORMAT) cannot
# be extracted whole: xgettext stops at the macro, so the message is never
# found at run time and stays in English whatever the translation says.
GLUED_MACRO = re.compile(
    r'(?<![A-Za-z0-9_])(?:_|N_)\s*\(\s*(?:"(?:[^"\\\n]|\\.)*"\s*)+'
    r"(?!PRI[diouxX]|SCN[diouxX])([A-Za-z_][A-Za-z0-9_]*)"
)


def glued_macros(root, path):
    """(line, macro) for each translatable string glued to a macro."""
    try:
        with open(os.path.join(root, path), encoding="utf-8", errors="replace") as f:
            text = strip_c_comments(f.read())
    except OSError:
        return []
    return [(text.count("\n", 0, m.start()) + 1, m.group(1)) for m in GLUED_MACRO.finditer(text)]


def scanned_files(root):
    for top in SCANNED_DIRS:
        base = os.path.join(root, top)
        for dirpath, dirnames, filenames in os.walk(base):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
            for name in sorted(filenames):
                if name.endswith(SCANNED_SUFFIXES):
                    yield os.path.relpath(os.path.join(dirpath, name), root)


def integration_files(root):
    for top in (".", "data"):
        base = os.path.join(root, top)
        if not os.path.isdir(base):
            continue
        for name in sorted(os.listdir(base)):
            if INTEGRATION_FILE.search(name) and os.path.isfile(os.path.join(base, name)):
                yield os.path.normpath(os.path.join(top, name))


def po_messages(text):
    """(msgctxt, msgid) of each entry in a PO text, header left out."""
    entries = []
    ctxt = None
    current = None
    field = None
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("#~"):
            continue
        m = re.match(r'^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)\s+"(.*)"$', line)
        if m:
            field = m.group(1)
            if field == "msgctxt":
                ctxt = m.group(2)
            elif field == "msgid":
                current = [ctxt, m.group(2)]
                entries.append(current)
                ctxt = None
            continue
        m = re.match(r'^"(.*)"$', line)
        if m and field == "msgid" and current is not None:
            current[1] += m.group(1)
    return [(c, i) for c, i in entries if i != ""]


def run(cmd, **kwargs):
    return subprocess.run(cmd, check=False, capture_output=True, text=True, **kwargs)


def main(argv):
    if len(argv) != 2:
        print("usage: check-translations.py SOURCE_ROOT", file=sys.stderr)
        return 2
    root = os.path.abspath(argv[1])
    po_dir = os.path.join(root, "po")
    problems = []

    potfiles = [os.path.normpath(p) for p in read_list(os.path.join(po_dir, "POTFILES.in"))]
    skipped = {os.path.normpath(p) for p in read_list(os.path.join(po_dir, "POTFILES.skip"))}

    for entry in potfiles:
        if not os.path.isfile(os.path.join(root, entry)):
            problems.append(f"po/POTFILES.in lists {entry}, which does not exist")

    listed = set(potfiles) | skipped
    for path in scanned_files(root):
        if path not in listed and has_markers(os.path.join(root, path)):
            problems.append(f"{path} has translatable strings but is not in po/POTFILES.in")
    for path in integration_files(root):
        if path not in listed:
            problems.append(f"{path} is translated through po/ but is not in po/POTFILES.in")

    c_files = sorted({p for p in potfiles if os.path.isfile(os.path.join(root, p))} |
                     set(scanned_files(root)))
    for path in c_files:
        if path.endswith((".c", ".h")):
            for line, macro in glued_macros(root, path):
                problems.append(f"{path}:{line}: a translatable string is glued to {macro}, so it "
                                "can never be translated (cast the value and use a plain directive "
                                "such as %lld or %lu)")

    linguas = read_list(os.path.join(po_dir, "LINGUAS"))
    if linguas:
        problems.extend(check_languages(root, po_dir, potfiles, linguas))

    for p in problems:
        print(p, file=sys.stderr)
    if problems:
        print(f"{len(problems)} problem(s) with the translations", file=sys.stderr)
        return 1
    print(f"ok: {len(potfiles)} files in POTFILES.in; languages: {' '.join(linguas) or 'none yet'}")
    return 0


def check_languages(root, po_dir, potfiles, linguas):
    problems = []
    with tempfile.TemporaryDirectory(prefix="cp-translations-") as tmp:
        listing = os.path.join(tmp, "POTFILES")
        with open(listing, "w", encoding="utf-8") as f:
            f.write("\n".join(p for p in potfiles if os.path.isfile(os.path.join(root, p))) + "\n")
        template = os.path.join(tmp, "template.pot")
        result = run(["xgettext", "--package-name=cluster-planner", "--directory", root,
                      "--files-from", listing, "--output", template] + XGETTEXT_ARGS)
        if result.returncode != 0:
            return [f"xgettext failed:\n{result.stderr.strip()}"]

        for lang in linguas:
            po = os.path.join(po_dir, f"{lang}.po")
            if not os.path.isfile(po):
                problems.append(f"po/LINGUAS lists {lang}, but po/{lang}.po does not exist")
                continue
            merged = os.path.join(tmp, f"{lang}.po")
            result = run(["msgmerge", "--quiet", "--previous", "--output-file", merged, po, template])
            if result.returncode != 0:
                problems.append(f"po/{lang}.po: msgmerge failed:\n{result.stderr.strip()}")
                continue
            for what, option in (("untranslated", "--untranslated"), ("fuzzy", "--only-fuzzy")):
                result = run(["msgattrib", option, "--no-obsolete", merged])
                if result.returncode != 0:
                    problems.append(f"po/{lang}.po: msgattrib failed:\n{result.stderr.strip()}")
                    continue
                for ctxt, msgid in po_messages(result.stdout):
                    where = f" (context “{ctxt}”)" if ctxt else ""
                    problems.append(f"po/{lang}.po: {what}: “{msgid}”{where}")
    return problems


if __name__ == "__main__":
    sys.exit(main(sys.argv))
