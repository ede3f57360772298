#!/usr/bin/python3
# Proves that no two files of one library call each other, directly or
# round a circle: within each folder of src/ (one static library each), a
# source "uses" another when it names a function the other defines and
# exports, and those uses must run one way. The drawing of a library is
# then a tree a newcomer can read from the bottom up; a circle means two
# files that can only be understood together, which should be one file or
# split otherwise. Prints TAP, with the circle's files and the functions
# that close it when there is one.
#
#   check-structure.py SOURCE_DIR            the check
#   check-structure.py --dot SOURCE_DIR LIB  the drawing of one library
import os
import re
import sys

IDENT = re.compile(r"\b[A-Za-z_][A-Za-z0-9_]*\b")
# GNOME style: the return type on a line of its own, the function's name at
# the start of the next, then its parameters.
DEFINITION = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*) *\(", re.M)


def strip(text):
    """The source without comments, strings and character constants."""
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", " ", text)
    text = re.sub(r'"(\\.|[^"\\\n])*"', '""', text)
    text = re.sub(r"'(\\.|[^'\\\n])*'", "''", text)
    return text


def exported(text):
    """The functions a source defines that other files may call: a
    definition at the start of a line whose return type, on the line
    before, is not static."""
    names = set()
    for match in DEFINITION.finditer(text):
        start = match.start()
        before = text[:start].rstrip("\n").rsplit("\n", 1)[-1]
        if "static" in before.split() or before.strip().endswith(";"):
            continue
        # A call at the start of a line continues a statement (the line
        # before ends in an operator or an open parenthesis); a definition
        # follows its return type.
        if not before.strip() or before.rstrip().endswith((",", "(", "=", "{", "}", ")")):
            continue
        names.add(match.group(1))
    return names


def graph(sources):
    """{file: {file it uses: [functions]}} for {file: text}."""
    texts = {name: strip(text) for name, text in sources.items()}
    owner = {}
    for name, text in texts.items():
        for function in exported(text):
            owner[function] = name
    uses = {name: {} for name in texts}
    for name, text in texts.items():
        for word in set(IDENT.findall(text)):
            other = owner.get(word)
            if other and other != name:
                uses[name].setdefault(other, []).append(word)
    return uses


def circles(uses):
    """The strongly connected groups of more than one file (Tarjan)."""
    index = {}
    low = {}
    stack = []
    on_stack = set()
    found = []
    counter = [0]

    def visit(node):
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for other in sorted(uses[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    sys.setrecursionlimit(10000)
    for node in sorted(uses):
        if node not in index:
            visit(node)
    return found


def library_sources(folder):
    sources = {}
    for entry in sorted(os.listdir(folder)):
        if entry.endswith(".c"):
            with open(os.path.join(folder, entry), encoding="utf-8") as handle:
                sources[entry] = handle.read()
    return sources


def describe(group, uses):
    lines = []
    for name in group:
        for other in sorted(uses[name]):
            if other in group:
                functions = ", ".join(sorted(set(uses[name][other]))[:4])
                lines.append(f"{name} -> {other} ({functions})")
    return lines


SELF_TEST = {
    "a.c": "void\na_first (void)\n{\n  b_second ();\n}\n",
    "b.c": "static void\nhelper (void)\n{\n}\n\nvoid\nb_second (void)\n{\n  helper ();\n  a_first ();\n}\n",
    "c.c": "/* a_first () in a comment is no use */\nvoid\nc_third (void)\n{\n  const char *s = \"b_second ()\";\n}\n",
}


def main():
    if sys.argv[1:2] == ["--dot"]:
        source_dir, library = sys.argv[2], sys.argv[3]
        uses = graph(library_sources(os.path.join(source_dir, "src", library)))
        print(f"digraph \"{library}\" {{")
        for name in sorted(uses):
            for other in sorted(uses[name]):
                print(f"  \"{name}\" -> \"{other}\";")
        print("}")
        return 0

    source_dir = sys.argv[1]
    src = os.path.join(source_dir, "src")
    libraries = sorted(entry for entry in os.listdir(src)
                       if os.path.isdir(os.path.join(src, entry)))
    print(f"1..{len(libraries) + 1}")
    failed = 0

    # The check itself can fail: a known circle is found, and names in
    # comments and strings, or static helpers, do not count.
    uses = graph(SELF_TEST)
    found = circles(uses)
    if found == [["a.c", "b.c"]] and not uses["c.c"]:
        print("ok 1 - a circle of two files is found; comments, strings and static helpers are not uses")
    else:
        failed += 1
        print(f"not ok 1 - the check's own example: found {found}, c.c uses {uses['c.c']}")

    for number, library in enumerate(libraries, start=2):
        uses = graph(library_sources(os.path.join(src, library)))
        found = circles(uses)
        if not found:
            print(f"ok {number} - src/{library}: {len(uses)} files, no circle")
            continue
        failed += 1
        print(f"not ok {number} - src/{library}: files that use each other round a circle")
        for group in found:
            for line in describe(group, uses):
                print(f"# {line}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
