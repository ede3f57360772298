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


def find_all(node, match, found=None, first=False):
    """Every node under @node (itself too) for which @match holds, in the
    order of the tree; with @first, only the first (a list of one or none),
    sparing the walk of the rest: each node asked about is a round trip to
    the app."""
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
    for index in range(count):
        try:
            child = node.getChildAtIndex(index)
        except Exception:
            continue
        find_all(child, match, found, first)
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
