# The step harness the outside-client tests share (wechatpay_sdk_test.py, oidc_client_test.py).
"""Every check is a named step counted as passed or failed; a step whose
prerequisite failed is counted failed, never skipped silently; `finish` prints
the closing `<label>: N passed, M failed` line and exits 1 on any failure.
"""

import os
import sys
import traceback
from pathlib import Path

passed, failed = [], []


class Prerequisite(Exception):
    """A step could not run because an earlier one failed."""


def step(name, fn, frames=()):
    """Runs one named check; any exception fails it. A failure shows where it
    was raised in the files whose paths contain one of `frames`."""
    try:
        detail = fn()
    except Prerequisite as e:
        failed.append(name)
        print(f"FAIL {name}: not run, {e}", flush=True)
        return False
    except Exception as e:  # noqa: BLE001 - every failure is reported, whatever raised it
        failed.append(name)
        print(f"FAIL {name}: {type(e).__name__}: {e}", flush=True)
        tb = traceback.extract_tb(e.__traceback__)
        where = [f"{Path(f.filename).name}:{f.lineno}" for f in tb if any(part in f.filename for part in frames)]
        if where:
            print(f"     at {' <- '.join(reversed(where))}", flush=True)
        return False
    passed.append(name)
    print(f"ok   {name}" + (f" ({detail})" if detail else ""), flush=True)
    return True


def need(value, what):
    if not value:
        raise Prerequisite(f"needs {what}")
    return value


def finish(label, main, server_log_variable):
    """Runs `main` (its status), counts a crash outside the steps, names the server log on failure, prints the summary and exits."""
    try:
        status = main()
    except Exception:  # noqa: BLE001 - a crash outside the steps still ends with the summary
        traceback.print_exc()
        failed.append("the test itself")
        status = 1
    if failed and os.environ.get(server_log_variable):
        print(f"server log: {os.environ[server_log_variable]}", flush=True)
    print(f"{label}: {len(passed)} passed, {len(failed)} failed", flush=True)
    sys.exit(status)
