#!/usr/bin/env python3
"""Summary of a bench run: each call's rate as a share of the hello-world
baseline measured in the same run (the first run), p50, p99 and the server's
memory after the call. Written at the top of the results file and between the
bench markers of the README.

usage: summary.py RUNS_DIR MEMORY_BEFORE_KIB MEMORY_AFTER_KIB RESULTS_MD README_MD [POSTGRES_RUNS_DIR]

With a second runs directory (the same calls on PostgreSQL, its own
baseline first), a second table follows the first.
"""
import pathlib
import re
import sys

UNITS = {"us": 0.001, "ms": 1.0, "s": 1000.0}


def millis(text):
    m = re.match(r"([\d.]+)(us|ms|s)", text)
    return float(m.group(1)) * UNITS[m.group(2)] if m else float("nan")


def parse(path):
    out = path.read_text()
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    pct = {p: millis(v) for p, v in re.findall(r"^\s+(50|99)%\s+(\S+)", out, re.M)}
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    return rate, pct.get("50"), pct.get("99"), int(errors.group(1)) if errors else 0


def table(runs):
    """One row per run, each rate as a share of the first run (the hello-world baseline)."""
    rows = []
    for txt in sorted(runs.glob("*.txt")):
        name, memory = txt.with_suffix(".name").read_text().splitlines()[:2]
        rows.append((name, memory, *parse(txt)))
    baseline = rows[0][2]
    lines = [
        "| call | requests/s | share of hello-world | p50 | p99 | non-2xx | server memory after (MiB) |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for name, memory, rate, p50, p99, errors in rows:
        lines.append(f"| {name} | {rate:,.0f} | {100 * rate / baseline:.1f}% | {p50:.2f} ms | {p99:.2f} ms | {errors} | {int(memory) / 1024:.0f} |")
    return "\n".join(lines)


def main():
    runs, before, after, results, readme = pathlib.Path(sys.argv[1]), sys.argv[2], sys.argv[3], pathlib.Path(sys.argv[4]), pathlib.Path(sys.argv[5])
    head = results.read_text().split("\n", 3)
    tables = "SQLite:\n\n" + table(runs)
    if len(sys.argv) > 6:
        tables += "\n\nPostgreSQL (the same machine and run, its own hello-world baseline):\n\n" + table(pathlib.Path(sys.argv[6]))
    memory = f"Server memory (SQLite): {int(before) / 1024:.0f} MiB before the runs, {int(after) / 1024:.0f} MiB after them (the login burst and the mixed load included)."
    # Sections the runner wrote beside the runs (the mixed load's memory, Lighthouse), in name order.
    extras = [md.read_text().strip() for md in sorted(runs.glob("*.md"))]
    extras = [next((l for l in e.splitlines() if l.startswith("Mixed load memory:")), e) if "Mixed load memory:" in e else e for e in extras]
    summary = "\n\n".join([tables, memory, *extras]) + "\n"
    # Title and build line first, then the summary, then every run in full.
    results.write_text("\n".join(head[:3]) + "\n\n## Summary\n\n" + summary + "\n" + (head[3] if len(head) > 3 else ""))
    text = readme.read_text()
    start, end = "<!-- bench:start -->", "<!-- bench:end -->"
    if start in text and end in text:
        build = head[2].strip()
        text = text[: text.index(start) + len(start)] + f"\n{build}\n\n{summary}" + text[text.index(end) :]
        readme.write_text(text)
    print(summary)


if __name__ == "__main__":
    main()
