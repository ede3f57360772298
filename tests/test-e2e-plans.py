#!/usr/bin/python3
# Plans end to end, through AT-SPI as a screen reader sees the real app:
# `cluster-planner a.clusterplan b.clusterplan` opens a window for each
# plan, titled after it; a plan changed in a window that is then killed
# (SIGKILL, no chance to clean up) is offered back by the next start, and
# Restore brings it back, still marked changed; a plan opened with
# --catalog=FILE, a catalog with another price, says what changed for it.
# Prints TAP.
#
#   test-e2e-plans.py PROGRAM CATALOG   (run it under tests/with-display;
#                                        CATALOG: the built-in catalog.json)
import glob
import json
import os
import signal
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cp_atspi import click, find_all, find_app, wait_for  # noqa: E402


def find_planner():
    return find_app("cluster-planner")


def frames(app):
    return sorted(child.name for child in app if child is not None and child.getRoleName() == "frame")


def write_plan(program, env, path, model):
    subprocess.run([program, "--size", model, "--save-plan=" + path], env=env, check=True,
                   stdout=subprocess.DEVNULL)


def gone(process):
    """Waits for the app to leave the accessibility bus."""
    wait_for("the app to go", lambda: find_planner() is None)


def main():
    program = sys.argv[1]
    builtin_catalog = sys.argv[2]
    folder = tempfile.mkdtemp(prefix="test-e2e-plans-")
    env = dict(os.environ)
    env.pop("GTK_A11Y", None)
    env.pop("NO_AT_BRIDGE", None)
    env.pop("G_DEBUG", None)
    env["XDG_STATE_HOME"] = os.path.join(folder, "state")
    env["XDG_DATA_HOME"] = os.path.join(folder, "data")
    drafts = os.path.join(folder, "state", "cluster-planner", "drafts")

    a = os.path.join(folder, "a.clusterplan")
    b = os.path.join(folder, "b.clusterplan")
    write_plan(program, env, a, "llama-3.1-70b")
    write_plan(program, env, b, "qwen3-32b")

    print("1..4")
    process = subprocess.Popen([program, a, b], env=env)
    try:
        app = wait_for("the app on the accessibility bus", find_planner)
        wait_for("a window per plan", lambda: frames(app) == [
            "a.clusterplan — Cluster Planner", "b.clusterplan — Cluster Planner"])
        print("ok 1 - two plans on the command line open two windows, titled after them")
        process.terminate()
        process.wait(timeout=10)
        gone(process)

        # One window, alone on the screen, for the pointer.
        process = subprocess.Popen([program, a], env=env)
        app = wait_for("the app on the accessibility bus", find_planner)
        wait_for("the window of a.clusterplan",
                 lambda: frames(app) == ["a.clusterplan — Cluster Planner"])
        box = wait_for("the Qwen3-32B check box", lambda: find_all(
            app, lambda n: n.getRoleName() == "check box" and n.name == "Qwen3-32B"))[0]
        click(box)
        wait_for("the title's mark of changes",
                 lambda: "• a.clusterplan — Cluster Planner" in frames(app))
        wait_for("the draft", lambda: glob.glob(os.path.join(drafts, "*.draft")))
        print("ok 2 - a change marks the title, and a draft is written a moment later")

        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
        gone(process)

        process = subprocess.Popen([program], env=env)
        app = wait_for("the app again", find_planner)
        wait_for("the offer to restore", lambda: find_all(
            app, lambda n: n.getRoleName() == "label" and "a.clusterplan" in (n.name or "")
            and "Restore" in (n.name or "")))
        # GTK 4.8 names a button with a mnemonic "_Restore Restore".
        restore = wait_for("the Restore button", lambda: find_all(
            app, lambda n: n.getRoleName() == "push button"
            and (n.name or "").endswith("Restore")))[0]
        click(restore)
        wait_for("the plan back, changed",
                 lambda: "• a.clusterplan — Cluster Planner" in frames(app))
        print("ok 3 - the next start offers the killed window's plan, and restores it changed")
        process.terminate()
        process.wait(timeout=10)
        gone(process)

        # The store's catalog with the DGX H100 dearer, given on the command
        # line with the plan: the plan is sized with it, and says so.
        with open(builtin_catalog, encoding="utf-8") as f:
            catalog = json.load(f)
        for unit in catalog["units"]:
            if unit["id"] == "dgx-h100":
                unit["price_usd"] = 210000
        shop = os.path.join(folder, "shop.json")
        with open(shop, "w", encoding="utf-8") as f:
            json.dump(catalog, f)
        fresh = dict(env, XDG_STATE_HOME=os.path.join(folder, "state-catalog"))
        process = subprocess.Popen([program, "--catalog=" + shop, a], env=fresh)
        app = wait_for("the app with the other catalog", find_planner)
        wait_for("the window of a.clusterplan",
                 lambda: "a.clusterplan — Cluster Planner" in frames(app))
        wait_for("what changed for the plan", lambda: find_all(
            app, lambda n: n.getRoleName() == "label"
            and n.name == "NVIDIA DGX H100: $199,000 → $210,000"))
        print("ok 4 - a plan opened with --catalog is sized with it and says what changed")
        return 0
    except AssertionError as error:
        print("not ok - " + str(error))
        try:
            print("# frames: " + repr(frames(find_planner())))
        except Exception:
            pass
        return 1
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(timeout=10)
        subprocess.run(["rm", "-rf", folder])


if __name__ == "__main__":
    sys.exit(main())
