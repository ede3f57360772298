#!/usr/bin/python3
# End to end, the way a person (or a screen reader) uses the app: start the
# real cluster-planner, find "DeepSeek V4 Pro" in the accessibility tree,
# choose it, and read "3 × NVIDIA DGX H100" off the window; then pick
# "Llama 3.1 70B", ask for 32K tokens × 16 users, and read how the Startup
# card lays it out; then visit every page, the main menu and every dialog
# and read each control's name as a screen reader would (check 10; with
# CP_ATSPI_DUMP=1 it prints them). Prints TAP.
#
#   test-e2e-atspi.py PROGRAM      (run it under tests/with-display)
import os
import re
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cp_atspi import FocusWatch, at_rest, click, find_all, find_app, pyatspi, wait_for  # noqa: E402
from gi.repository import Gio, GLib  # noqa: E402


def labels(app, text):
    """The labels reading @text. GTK 4.8 does not tell AT-SPI which widgets
    are showing, so this looks for text that only exists while shown: the
    build cards are made for a plan and destroyed with it."""
    return find_all(app, lambda n: n.getRoleName() == "label" and n.name == text, first=True)


def checked(node):
    return node.getState().contains(pyatspi.STATE_CHECKED)


# X key codes of the keys pressed, as the keyboard sends them.
KEY_TAB = 23
KEY_BACKSPACE = 22
KEY_END = 115
KEY_SPACE = 65
KEY_DOWN = 116


# Keys, clicks and typing reach the app in the order they are made (they
# go through the one X server): nothing waits between them. What a test
# needs done is waited for on what it changes.
def press(keycode):
    """Presses and releases a key, as a person would."""
    pyatspi.Registry.generateKeyboardEvent(keycode, None, pyatspi.KEY_PRESSRELEASE)


def focused(app):
    return find_all(app, lambda n: n.getState().contains(pyatspi.STATE_FOCUSED))


def has_focus(node):
    return node.getState().contains(pyatspi.STATE_FOCUSED)


def tab_to(node, presses=60):
    """Presses Tab until the focus is on @node, each time waiting for the
    focus to move on."""
    watch = FocusWatch()
    try:
        for _ in range(presses):
            if has_focus(node):
                return node
            gained = watch.pump()
            press(KEY_TAB)
            wait_for("the focus to move on Tab", lambda: watch.pump() > gained)
    finally:
        watch.close()
    raise AssertionError("Tab never reached the " + node.getRoleName() + " " + node.name)


def type_text(text):
    """Types @text on the keyboard, as a person would."""
    pyatspi.Registry.generateKeyboardEvent(0, text, pyatspi.KEY_STRING)


def standing_extents(node):
    """@node's place in its window once two looks 0.1 s apart agree, or
    None while it moves."""
    def look():
        extents = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        return (extents.x, extents.y, extents.width, extents.height)
    first = look()
    time.sleep(0.1)
    return first if look() == first and first[3] > 0 else None


def replace_value(node, text):
    """Clicks into a spin button's text (its left end: the middle may be
    its − button), rubs out what it holds, types @text and moves on with
    Tab, which commits it: until the spin button holds it."""
    # The rows it sits in may still be sliding open (an expander row
    # reveals them with an animation): click once it stands still, and
    # again if the click landed while it moved.
    for attempt in range(5):
        extents = wait_for("where " + node.name + " stands", lambda: standing_extents(node))
        pyatspi.Registry.generateMouseEvent(extents[0] + 12, extents[1] + extents[3] // 2,
                                            pyatspi.MOUSE_B1C)
        deadline = time.monotonic() + 3
        while time.monotonic() < deadline and not has_focus(node):
            time.sleep(0.05)
        if has_focus(node):
            break
    wait_for("the focus in " + node.name, lambda: has_focus(node))
    press(KEY_END)
    for _ in range(12):
        press(KEY_BACKSPACE)
    type_text(text)
    press(KEY_TAB)
    wait_for(node.name + " to hold " + text,
             lambda: node.queryValue().currentValue == float(text))


# The roles of what a person operates; their names are what a screen
# reader says for them.
CONTROLS = ("push button", "check box", "spin button", "combo box", "toggle button", "page tab",
            "radio button", "entry", "text", "menu item", "check menu item", "radio menu item",
            "link", "slider", "switch")

# X key codes of the modifiers and keys of the shortcuts used below.
KEY_ALT = 64
KEY_CONTROL = 37
KEY_ESCAPE = 9
KEY_COMMA = 59
KEY_E = 26
KEY_N = 57


def press_with(modifier, keycode):
    """Presses @keycode with @modifier held, as a person does a shortcut."""
    pyatspi.Registry.generateKeyboardEvent(modifier, None, pyatspi.KEY_PRESS)
    press(keycode)
    pyatspi.Registry.generateKeyboardEvent(modifier, None, pyatspi.KEY_RELEASE)


def name_fault(name):
    """What is wrong with a control's @name as it is read out, or None:
    none at all, or only its type's ("GtkImage" for a back button,
    "GtkListItemWidget" for a table's row), a mnemonic's underscore ("By
    _Memory"), or the same words twice ("_Reset … Reset …" read without
    its underscore, "Write-off Write-off", "Undo Undo")."""
    if not name.strip():
        return "no name"
    if re.fullmatch(r"(Gtk|Adw|Cp)[A-Z]\w*", name):
        return "its type's name"
    if re.search(r"_\w", name):
        return "a mnemonic's underscore"
    words = name.replace("_", "").split()
    half = len(words) // 2
    if half and len(words) % 2 == 0 and words[:half] == words[half:]:
        return "its words twice"
    return None


# What holds the controls and only scrolls or lays them out: GTK 4.8
# calls some of them focusable (a scrolled window) though the focus goes
# to what they hold, which is checked; a Tab stop on one is checked by
# tab_round(). (A list or a table is named: a screen reader says it on
# the way in.)
HOLDERS = ("panel", "filler", "scroll pane", "page tab list", "frame", "dialog", "window",
           "label", "separator", "scroll bar")


def operable(node):
    """Whether @node is something a person operates: a control, a row
    that takes the focus, or anything else that does something when
    activated."""
    role = node.getRoleName()
    if role in CONTROLS:
        return True
    if role in HOLDERS:
        return False
    if node.getState().contains(pyatspi.STATE_FOCUSABLE):
        return True
    try:
        return node.queryAction().nActions > 0
    except NotImplementedError:
        return False


def faults(root):
    """Every control under @root named wrongly, as “name” (why)."""
    bad = find_all(root, lambda n: name_fault(n.name or "") and operable(n))
    return ["“%s” (%s, %s)" % (n.name, n.getRoleName(), name_fault(n.name or "")) for n in bad]


def dump(title, root):
    """With CP_ATSPI_DUMP set, prints every control under @root and its
    name, as a screen reader would say them (for a person to look at)."""
    if not os.environ.get("CP_ATSPI_DUMP"):
        return
    print("# --- " + title)
    for node in find_all(root, lambda n: n.getRoleName() in CONTROLS or
                         n.getState().contains(pyatspi.STATE_FOCUSABLE)):
        print("#   [%s] %s" % (node.getRoleName(), node.name))


def check_names(title, root):
    dump(title, root)
    bad = faults(root)
    if bad:
        raise AssertionError(title + ": " + "; ".join(bad))


def frames(app):
    return [app.getChildAtIndex(i) for i in range(app.childCount)]


def new_frame(app, before, what):
    """The window that opened since @before (the app's windows then)."""
    def look():
        fresh = [f for f in frames(app) if f is not None and f not in before]
        return fresh[0] if fresh else None
    return wait_for(what + " open", look)


def close_frame(app, frame, what):
    """Escape closes @frame, as a person does."""
    press(KEY_ESCAPE)
    wait_for(what + " closed", lambda: frame not in frames(app))


def holds_control(node):
    """Whether @node holds a control that is a Tab stop of its own."""
    return bool(find_all(node, lambda n: n is not node and n.getRoleName() in CONTROLS
                         and n.getState().contains(pyatspi.STATE_FOCUSABLE), first=True))


def tab_round(title, start):
    """Tabs round from @start back to it: every stop is named, no control
    is two stops in a row, and no stop is a row that holds a control (the
    control is a stop of its own). The stops, @start first."""
    stops = [start]
    watch = FocusWatch()
    try:
        for _ in range(200):
            gained = watch.pump()
            press(KEY_TAB)
            wait_for("the focus to move on Tab", lambda: watch.pump() > gained)
            # Where it rests: a model's row, given the focus by GTK, hands
            # it on to its check box at once.
            node = wait_for("the focus to rest", lambda: watch.pump() and (
                watch.gained[-1] if has_focus(watch.gained[-1]) else None))
            if has_focus(start):
                break
            stops.append(node)
        else:
            raise AssertionError("%s: Tab never came back to “%s”" % (title, start.name))
    finally:
        watch.close()
    if os.environ.get("CP_ATSPI_DUMP"):
        print("# --- Tab stops in " + title)
        for node in stops:
            print("#   [%s] %s" % (node.getRoleName(), node.name))
    for number, node in enumerate(stops):
        role, name = node.getRoleName(), node.name or ""
        if not name.strip():
            raise AssertionError("%s: Tab %d stops on an unnamed %s" % (title, number, role))
        if number > 0 and stops[number - 1].name == name:
            raise AssertionError("%s: Tab %d stops on “%s” twice" % (title, number, name))
        # (A row that is chosen, as a build's card, or that opens and
        # closes, as the workload's, is a control of its own.)
        if role in ("list item", "table row") and holds_control(node) \
                and not node.getState().contains(pyatspi.STATE_SELECTABLE) \
                and not node.getState().contains(pyatspi.STATE_EXPANDABLE):
            raise AssertionError("%s: Tab %d stops on the row “%s”, which only holds a control"
                                 % (title, number, name))
    return stops


def window_sides(window):
    """The window's sidebar and its header (the pages, the main menu), as
    nodes: the sidebar holds the models' search; the header is the part of
    the other side of the split view that holds the main menu."""
    search = find_all(window, lambda n: n.getRoleName() == "entry" and n.name == "Search models",
                      first=True)[0]
    sidebar = search.parent
    split = sidebar.parent
    header = find_all(window, lambda n: n.getRoleName() == "push button"
                      and n.name == "Main Menu", first=True)[0]
    while header.parent is not None and header.parent.parent != split:
        header = header.parent
    return sidebar, header


def check_order(title, stops, sidebar, header):
    """Tab goes round the header, then the sidebar, then the page, each
    once (issue 24: from the header, it went through the page before the
    models)."""
    def side(node):
        while node is not None:
            if node == sidebar:
                return "the sidebar"
            if node == header:
                return "the header"
            node = node.parent
        return "the page"

    sides = []
    for node in stops:
        where = side(node)
        if not sides or sides[-1] != where:
            sides.append(where)
    if len(sides) > 1 and sides[0] == sides[-1]:
        sides.pop()
    if "the header" in sides:
        first = sides.index("the header")
        sides = sides[first:] + sides[:first]
    if sides != ["the header", "the sidebar", "the page"]:
        raise AssertionError("%s: Tab goes round %s, not the header, the sidebar, then the page"
                             % (title, ", ".join(sides)))


def check_doubles(title, root):
    """No control of a dialog is there twice: libadwaita 1.2's message
    dialogs held their buttons twice, a row of them and a column, and
    Export Quote read "Cancel", "Export…", "Export…", "Cancel"."""
    seen = set()
    for node in find_all(root, lambda n: n.getRoleName() in CONTROLS):
        key = (node.getRoleName(), node.name)
        if key in seen:
            raise AssertionError("%s: the %s “%s” is there twice" % ((title,) + key))
        seen.add(key)


def check_rows(title, root):
    """A dialog's rows that hold a control are no Tab stops of their own:
    the control is ("Tax rate" was a stop, then its spin button)."""
    rows = find_all(root, lambda n: n.getRoleName() in ("list item", "table row")
                    and n.getState().contains(pyatspi.STATE_FOCUSABLE) and holds_control(n))
    if rows:
        raise AssertionError("%s: the row “%s” is a Tab stop before its own control"
                             % (title, rows[0].name))


def walk_pages_and_dialogs(app, named):
    """Issue 24: each page (Alt+1…4), the main menu, Preferences (both
    pages), the Export Quote, Custom Model, Launch Recipe and About
    dialogs and the card's "What It Can and Cannot Promise" are read out
    with every control named once, without underscores."""
    window = [f for f in frames(app) if "Cluster Planner" in (f.name or "")][0]

    # The card's own: what the speed bounds can and cannot promise.
    # Its title is a label of its own (it wraps); the expander, the
    # control, is what a screen reader names.
    title = wait_for("What It Can and Cannot Promise", lambda: find_all(
        window, lambda n: n.getRoleName() == "label" and n.name == "What It Can and Cannot Promise",
        first=True))[0]
    expander = title.parent
    while expander is not None and expander.getRoleName() not in CONTROLS:
        expander = expander.parent
    if os.environ.get("CP_ATSPI_DUMP"):
        print("# --- the card's expander: [%s] %s" % (expander.getRoleName() if expander else None,
                                                      expander.name if expander else None))
    if expander is None or expander.name != "What It Can and Cannot Promise":
        raise AssertionError("the card's expander is named “%s”"
                             % (expander.name if expander else None))

    for key, page, mark in ((11, "Catalog", ("entry", "Search the catalog")),
                            (12, "Compare", ("combo box", "Unit")),
                            (13, "Quotes", ("entry", "Search quotes")),
                            (10, "Builds", ("entry", "Search models"))):
        press_with(KEY_ALT, key)
        named(*mark)
        if page == "Catalog":
            # Its three tables, each shown as a person would.
            for table in ("GPUs", "Models", "Units"):
                named("push button", table).queryAction().doAction(0)
                wait_for("the " + table + " table", lambda: find_all(
                    window, lambda n: n.getRoleName() == "table row"
                    and n.parent.parent.name == table, first=True))
        check_names("the " + page + " page", window)
        stops = tab_round("the " + page + " page", tab_to(named(*mark)))
        check_order("the " + page + " page", stops, *window_sides(window))

    # The main menu's items.
    before = frames(app)
    menu = wait_for("the main menu", lambda: find_all(
        window, lambda n: n.getRoleName() == "push button" and n.name == "Main Menu"
        and n.getState().contains(pyatspi.STATE_FOCUSABLE), first=True))[0]
    menu.queryAction().doAction(0)
    wait_for("the main menu's items", lambda: find_all(
        app, lambda n: n.getRoleName() in ("menu item", "push button") and "Preferences" in n.name,
        first=True))
    check_names("the main menu", app)
    press(KEY_ESCAPE)
    wait_for("the main menu closed", lambda: not find_all(
        app, lambda n: n.getRoleName() in ("menu item", "push button") and "Preferences" in n.name,
        first=True))

    # Preferences, both its pages.
    press_with(KEY_CONTROL, KEY_COMMA)
    prefs = new_frame(app, before, "Preferences")
    check_names("Preferences", prefs)
    check_doubles("Preferences", prefs)
    check_rows("Preferences", prefs)
    close_frame(app, prefs, "Preferences")

    # Custom Model.
    before = frames(app)
    press_with(KEY_CONTROL, KEY_N)
    custom = new_frame(app, before, "the Custom Model dialog")
    check_names("the Custom Model dialog", custom)
    check_doubles("the Custom Model dialog", custom)
    check_rows("the Custom Model dialog", custom)
    close_frame(app, custom, "the Custom Model dialog")

    # Export Quote, for the build the recommendation picks.
    before = frames(app)
    wait_for("the recommendation", lambda: find_all(
        window, lambda n: n.getRoleName() == "push button" and n.name.startswith("Recommended:"),
        first=True))[0].queryAction().doAction(0)
    press_with(KEY_CONTROL, KEY_E)
    quote = new_frame(app, before, "the Export Quote dialog")
    check_names("the Export Quote dialog", quote)
    check_doubles("the Export Quote dialog", quote)
    check_rows("the Export Quote dialog", quote)
    close_frame(app, quote, "the Export Quote dialog")

    # Launch Recipe, from a card that lays the model out.
    before = frames(app)
    wait_for("the Launch Recipe button", lambda: find_all(
        window, lambda n: n.getRoleName() == "push button" and "Launch Recipe" in n.name,
        first=True))[0].queryAction().doAction(0)
    recipe = new_frame(app, before, "the Launch Recipe dialog")
    check_names("the Launch Recipe dialog", recipe)
    check_doubles("the Launch Recipe dialog", recipe)
    close_frame(app, recipe, "the Launch Recipe dialog")

    # About, from the application's action, as the menu does.
    before = frames(app)
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    bus.call_sync("org.bektursun.ClusterPlanner", "/org/bektursun/ClusterPlanner",
                  "org.gtk.Actions", "Activate", GLib.Variant("(sava{sv})", ("about", [], {})),
                  None, Gio.DBusCallFlags.NONE, 10000, None)
    about = new_frame(app, before, "About")
    check_names("About", about)
    # (Not its doubles: each of its pages has a "Back" button, and GTK 4.8
    # tells of every page of a stack or leaflet, shown or not.)
    close_frame(app, about, "About")


def main():
    program = sys.argv[1]
    env = dict(os.environ)
    # The real accessibility bridge, not the test backend of the unit tests.
    env.pop("GTK_A11Y", None)
    env.pop("NO_AT_BRIDGE", None)
    env.pop("G_DEBUG", None)
    # The plan changed here is left as a draft when the app is stopped: in
    # a state folder of this test's own, emptied first, so that no earlier
    # run's draft is offered.
    env["XDG_STATE_HOME"] = os.path.join(os.environ.get("XDG_STATE_HOME", "/tmp"), "e2e-atspi")
    shutil.rmtree(env["XDG_STATE_HOME"], ignore_errors=True)
    # The custom models it adds are remembered in the data folder: one of
    # its own too, so that every run starts as a first one.
    env["XDG_DATA_HOME"] = os.path.join(os.environ.get("XDG_DATA_HOME", "/tmp"), "e2e-atspi")
    shutil.rmtree(env["XDG_DATA_HOME"], ignore_errors=True)

    print("1..10")
    app_process = subprocess.Popen([program], env=env)
    try:
        app = wait_for("the app on the accessibility bus",
                       lambda: find_app("cluster-planner"))

        def check_box(name):
            return wait_for("the " + name + " check box", lambda: find_all(
                app, lambda n: n.getRoleName() == "check box" and n.name == name, first=True))[0]

        deepseek = check_box("DeepSeek V4 Pro")
        glm = check_box("GLM 5.2 Max")
        print("ok 1 - the models list shows check boxes named after the models")

        # Start from nothing chosen.
        if checked(deepseek):
            click(deepseek)
            wait_for("DeepSeek V4 Pro not chosen", lambda: not checked(deepseek))
        wait_for("no build cards", lambda: not labels(app, "3 × NVIDIA DGX H100"))

        click(glm)
        wait_for("the GLM 5.2 Max build",
                 lambda: labels(app, "Recommended: 2 × NVIDIA DGX H100 (Startup Build)"))
        click(glm)
        wait_for("no build cards", lambda: not labels(app, "2 × NVIDIA DGX H100"))
        print("ok 2 - choosing and unchoosing a model updates the builds")

        click(deepseek)
        wait_for("DeepSeek V4 Pro chosen", lambda: checked(deepseek))
        wait_for("the DGX H100 build", lambda: labels(app, "3 × NVIDIA DGX H100"))
        wait_for("the recommendation",
                 lambda: labels(app, "Recommended: 3 × NVIDIA DGX H100 (Startup Build)"))
        wait_for("the combined numbers",
                 lambda: labels(app, "1,920 GB of GPU memory · 30,600 W · $597,000"))
        print("ok 3 - choosing DeepSeek V4 Pro shows 3 × NVIDIA DGX H100 and its numbers")

        # The keyboard alone: Tab to the first model, Down to the next
        # row, and Space ticks it, as Enter does.
        tab_to(deepseek)
        press(KEY_DOWN)
        wait_for("the focus on the next row's check box", lambda: has_focus(glm))
        press(KEY_SPACE)
        wait_for("GLM 5.2 Max ticked with Space", lambda: checked(glm))
        wait_for("the builds for both",
                 lambda: labels(app, "DeepSeek V4 Pro and GLM 5.2 Max"))
        print("ok 4 - Space ticks the model of the row the arrow keys moved to")

        # A custom model: its row's buttons are named after it (not
        # "GtkImage"), and its removal can be undone from the toast.
        def button(name):
            return wait_for("the button " + name, lambda: find_all(
                app, lambda n: n.getRoleName() == "push button" and name in n.name, first=True))[0]

        button("Custom Model").queryAction().doAction(0)
        memory = wait_for("the memory field", lambda: find_all(
            app, lambda n: n.getRoleName() == "text" and n.name == "GPU memory needed, in GB", first=True))[0]
        memory.queryEditableText().setTextContents("20")
        button("Add").queryAction().doAction(0)
        custom = check_box("Custom model (20 GB)")
        models = find_all(app, lambda n: n.getRoleName() == "list" and n.name == "Models", first=True)[0]
        # A control or image without a name of its own is read out by its
        # type name. (A check box's tick is GTK's own, a "filler".)
        unnamed = find_all(models, lambda n: n.getRoleName() in ("push button", "image", "check box")
                           and n.name.startswith(("Gtk", "Adw")))
        if unnamed:
            raise AssertionError("unnamed in the models list: " + unnamed[0].name)
        remove = button("Remove “Custom model (20 GB)”")
        button("Rename “Custom model (20 GB)”")
        remove.queryAction().doAction(0)
        wait_for("the custom model removed", lambda: not find_all(
            app, lambda n: n.getRoleName() == "check box" and n.name == "Custom model (20 GB)",
            first=True))
        # As a person does, let the toast come in before clicking it
        # (libadwaita 1.2 can crash on a toast dismissed while it still
        # slides in).
        # The toast lies over the pages: looked for from the last child on,
        # it is found before it times out, however many rows the pages hold.
        undo = wait_for("the button Undo", lambda: find_all(
            app, lambda n: n.getRoleName() == "push button" and "Undo" in n.name,
            first=True, backwards=True))[0]
        wait_for("the toast at rest", at_rest(undo))
        # Named once: GTK 4.8 read a libadwaita 1.2 toast's button by its
        # text and again by its label, "Undo Undo" (issue 24).
        if undo.name != "Undo":
            raise AssertionError("the toast's button is named “%s”, not “Undo”" % undo.name)
        undo.queryAction().doAction(0)
        custom = check_box("Custom model (20 GB)")
        wait_for("the custom model back, chosen", lambda: checked(custom))
        print("ok 5 - a custom model's buttons are named after it, and its removal can be undone")

        # A click on a card's title chooses the card (the title is not text
        # to select): it says how it is wired. The desktop card, the first,
        # is in view below the recommendation.
        title = wait_for("the desktop card", lambda: find_all(
            app, lambda n: n.getRoleName() == "label" and n.name.startswith("One card holds"), first=True))[0]
        click(title)
        wait_for("the desktop card chosen", lambda: find_all(
            app, lambda n: n.getRoleName() == "label" and n.name.startswith("How ")
            and "GeForce" in n.name and n.name.endswith(" is wired"), first=True))
        print("ok 6 - a click on a card's title chooses the card")

        # Llama 3.1 70B alone, for 32K tokens and 16 users at a time.
        llama = check_box("Llama 3.1 70B")
        for chosen in (deepseek, glm):
            click(chosen)
            wait_for(chosen.name + " not chosen", lambda: not checked(chosen))
        # The custom model's row is below the list's fold: removed with its
        # button.
        button("Remove “Custom model (20 GB)”").queryAction().doAction(0)
        wait_for("the custom model removed", lambda: not find_all(
            app, lambda n: n.getRoleName() == "check box" and n.name == "Custom model (20 GB)",
            first=True))
        click(llama)
        wait_for("Llama 3.1 70B chosen", lambda: checked(llama))
        wait_for("the Llama 3.1 70B builds",
                 lambda: labels(app, "Recommended: 1 × NVIDIA DGX H100 (Startup Build)"))

        def named(role, name):
            return wait_for("the " + name + " " + role, lambda: find_all(
                app, lambda n: n.getRoleName() == role and n.name == name, first=True))[0]

        click(named("check box", "Size for a workload"))
        replace_value(named("spin button", "Tokens per request"), "32768")
        replace_value(named("spin button", "Users at the same time"), "16")
        wait_for("the layout on the Startup card", lambda: labels(
            app, "8 GPUs of one NVIDIA DGX H100 work as one copy: tensor parallel 8"))
        wait_for("the users it takes", lambda: labels(app, "Up to 38 users at 32,768 tokens"))
        wait_for("the context each user can have",
                 lambda: labels(app, "16 users can each have up to 79,088 tokens"))
        print("ok 7 - Llama 3.1 70B for 32K tokens × 16 users: tensor parallel 8 on one DGX H100")

        # A screen reader hears each control once, by its words: no
        # mnemonic underscore, no name said twice ("_Import config.json…
        # Import config.json…"); Tab stops once per control (the tokens'
        # row and its spin button were two stops).
        click(deepseek)
        wait_for("DeepSeek V4 Pro chosen", lambda: checked(deepseek))
        named("push button", "Import config.json…")
        controls = ("push button", "check box", "spin button", "combo box", "toggle button",
                    "page tab", "radio button", "entry", "text")

        def badly_named(node):
            name = node.name or ""
            half = (len(name) - 1) // 2
            doubled = len(name) > 2 and len(name) % 2 == 1 and name[half] == " " \
                and name[:half] == name[half + 1:]
            return node.getRoleName() in controls and ("_" in name or doubled)

        # A notification's button is transient (its name is checked where
        # the toast is, above): the window's own controls are checked once
        # the notifications are gone, and a name that stays wrong still
        # fails.
        def first_bad():
            bad = find_all(app, badly_named, first=True)
            return bad[0].name if bad else None

        try:
            wait_for("every control named once", lambda: first_bad() is None)
        except AssertionError:
            raise AssertionError("a control named “" + (first_bad() or "") + "”")
        tokens = named("spin button", "Tokens per request")
        tab_to(tokens)
        watch = FocusWatch()
        try:
            press(KEY_TAB)
            wait_for("the focus to move on from the tokens", lambda: watch.pump() > 0)
        finally:
            watch.close()
        users = named("spin button", "Users at the same time")
        wait_for("the users next after the tokens, in one Tab", lambda: has_focus(users))
        print("ok 8 - each control is one Tab stop and is named once, without underscores")

        # Tab round the whole window from the search: every stop has a
        # name, and no control is two stops in a row (GTK 4.8 stopped on
        # the models' last row itself, unnamed, before its check box).
        search = named("entry", "Search models")
        tab_to(search)
        stops = []
        watch = FocusWatch()
        try:
            for _ in range(120):
                gained = watch.pump()
                press(KEY_TAB)
                wait_for("the focus to move on Tab", lambda: watch.pump() > gained)
                now = focused(app)
                if has_focus(search):
                    break
                stops.append((now[0].getRoleName(), now[0].name or "") if now else ("nothing", ""))
            else:
                raise AssertionError("Tab never came back to the search")
        finally:
            watch.close()
        for number, (role, name) in enumerate(stops, 1):
            if not name.strip():
                raise AssertionError("Tab %d stops on an unnamed %s (after %s)"
                                     % (number, role, stops[number - 2] if number > 1 else "the search"))
            if number > 1 and stops[number - 2][1] == name:
                raise AssertionError("Tab %d stops on “%s” twice" % (number, name))
        print("ok 9 - a round of Tab stops on %d controls, each named, none twice" % len(stops))

        walk_pages_and_dialogs(app, named)
        print("ok 10 - every page, the menu and every dialog name each control, row and list "
              "by its words, once, without underscores; no row that holds a control is a Tab "
              "stop; Tab goes round the header, the sidebar, then the page")
        return 0
    except AssertionError as error:
        print("not ok - " + str(error))
        return 1
    finally:
        app_process.terminate()
        app_process.wait(timeout=10)


if __name__ == "__main__":
    sys.exit(main())
