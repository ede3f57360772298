# cp_atspi.py: what the end-to-end tests share to find their way about the
# real app's accessibility tree, as a screen reader sees it, and to click.
import os
import time

# libatspi warns about objects that come and go, which is normal while a
# window is being built; the tests' G_DEBUG=fatal-warnings is not meant
# for these processes.
os.environ.pop("G_DEBUG", None)

import pyatspi  # noqa: E402
from gi.repository import GLib  # noqa: E402

# Generous: a deadline only says when to give up on something that is not
# coming, on a busy machine; nothing here is timed.
TIMEOUT = 30


def find_all(node, match, found=None, first=False, backwards=False):
    """Every node under @node (itself too) for which @match holds, in the
    order of the tree; with @first, only the first (a list of one or none),
    sparing the walk of the rest: each node asked about is a round trip to
    the app. With @backwards, children are walked last first: what sits
    over the window (a toast) is found before the pages under it."""
    if found is None:
        found = []
    if node is None:
        return found
    try:
        if match(node):
            found.append(node)
            if first:
                return found
        count = node.childCount
    except Exception:
        return found
    for index in (reversed(range(count)) if backwards else range(count)):
        try:
            child = node.getChildAtIndex(index)
        except Exception:
            continue
        find_all(child, match, found, first, backwards)
        if first and found:
            break
    return found


def wait_for(what, check):
    """What @check gives once it is something, within TIMEOUT seconds."""
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        result = check()
        if result:
            return result
        time.sleep(0.1)
    raise AssertionError("timed out waiting for " + what)


def find_app(name):
    for app in pyatspi.Registry.getDesktop(0):
        if app is not None and app.name == name:
            return app
    return None


def click(node):
    """Clicks the middle of @node with the pointer, as a person would (the
    window is alone on the screen, at its corner)."""
    extents = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    x = extents.x + extents.width // 2
    y = extents.y + extents.height // 2
    pyatspi.Registry.generateMouseEvent(x, y, pyatspi.MOUSE_B1C)


def at_rest(node):
    """A check for wait_for(): whether @node has stopped moving, that is,
    its extents read the same as on the previous check (a toast slides in
    over a few frames; wait_for checks again after more than a frame)."""
    last = []

    def check():
        extents = tuple(node.queryComponent().getExtents(pyatspi.WINDOW_COORDS))
        still = last == [extents]
        last[:] = [extents]
        return still

    return check


class FocusWatch:
    """The nodes that gain the focus, in turn, as AT-SPI tells of them:
    what a key that moves the focus is waited on. Events arrive through
    GLib's main loop, which pump() runs."""

    EVENT = "object:state-changed:focused"

    def __init__(self):
        self.gained = []
        pyatspi.Registry.registerEventListener(self._on_event, self.EVENT)

    def _on_event(self, event):
        if event.detail1:
            self.gained.append(event.source)

    def pump(self):
        """How many nodes have gained the focus so far."""
        while GLib.MainContext.default().iteration(False):
            pass
        return len(self.gained)

    def close(self):
        pyatspi.Registry.deregisterEventListener(self._on_event, self.EVENT)


class Texts:
    """Every name and description in an app's accessibility tree, read
    straight off the accessibility bus. pyatspi asks for each property and
    each child in a round trip of its own, one after the other; this asks
    for all of a node's properties at once (GetAll), and for a whole level
    of the tree before waiting for the answers, which makes a walk of a few
    thousand nodes several times faster. Children are asked for one by one
    (GetChildAtIndex), as pyatspi does: GTK 4.8's GetChildren leaves out
    the pages of a stack."""

    ROOT = "/org/a11y/atspi/accessible/root"
    ACCESSIBLE = "org.a11y.atspi.Accessible"
    PROPERTIES = "org.freedesktop.DBus.Properties"

    def __init__(self, app_name):
        from gi.repository import Gio

        self.Gio = Gio
        session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress",
                                     None, GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE,
                                     TIMEOUT * 1000, None).unpack()[0]
        self.bus = Gio.DBusConnection.new_for_address_sync(
            address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
            | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
        self.name = None
        self.name = wait_for(app_name + " on the accessibility bus", lambda: self._find(app_name))

    def _ask(self, questions):
        """The answers to @questions, [(bus name, path, interface, method,
        arguments, reply type)], all sent before any answer is waited for;
        None for a question that failed (a node gone meanwhile)."""
        answers = [None] * len(questions)
        if not questions:
            return answers
        loop = GLib.MainLoop()
        waiting = [len(questions)]

        def finish(bus, result, index):
            try:
                answers[index] = bus.call_finish(result).unpack()
            except GLib.Error:
                pass
            waiting[0] -= 1
            if waiting[0] == 0:
                loop.quit()

        for index, (name, path, interface, method, args, reply) in enumerate(questions):
            self.bus.call(name, path, interface, method, args, GLib.VariantType(reply),
                          self.Gio.DBusCallFlags.NONE, TIMEOUT * 1000, None, finish, index)
        loop.run()
        return answers

    def _find(self, app_name):
        apps = self._ask([("org.a11y.atspi.Registry", self.ROOT, self.ACCESSIBLE, "GetChildren",
                           None, "(a(so))")])[0]
        apps = apps[0] if apps else []
        names = self._ask([(name, path, self.PROPERTIES, "Get",
                            GLib.Variant("(ss)", (self.ACCESSIBLE, "Name")), "(v)")
                           for name, path in apps])
        for (name, path), answer in zip(apps, names):
            if answer and answer[0] == app_name:
                return name
        return None

    def read(self):
        """The names and descriptions of every node, in the order of the
        tree (a node, then its children's), as a list."""
        nodes = {}
        level = [self.ROOT]
        while level:
            props = self._ask([(self.name, path, self.PROPERTIES, "GetAll",
                                GLib.Variant("(s)", (self.ACCESSIBLE,)), "(a{sv})")
                               for path in level])
            props = [answer[0] if answer else {} for answer in props]
            questions = [(self.name, path, self.ACCESSIBLE, "GetChildAtIndex",
                          GLib.Variant("(i)", (index,)), "((so))")
                         for path, p in zip(level, props) for index in range(p.get("ChildCount", 0))]
            children = iter(self._ask(questions))
            next_level = []
            for path, p in zip(level, props):
                kids = []
                for _ in range(p.get("ChildCount", 0)):
                    answer = next(children)
                    if answer and answer[0][0] == self.name and answer[0][1] not in nodes:
                        kids.append(answer[0][1])
                nodes[path] = (p.get("Name", ""), p.get("Description", ""), kids)
                next_level += kids
            level = [path for path in dict.fromkeys(next_level) if path not in nodes]

        texts = []
        seen = set()

        def visit(path):
            if path in seen or path not in nodes:
                return
            seen.add(path)
            name, description, kids = nodes[path]
            texts.append(name or "")
            texts.append(description or "")
            for kid in kids:
                visit(kid)

        visit(self.ROOT)
        return texts
