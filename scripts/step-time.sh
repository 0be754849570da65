#!/usr/bin/env bash
# Times the steps of `make test`: `start NAME` and `end NAME` around a recipe, `reset` before the first, `report` after the last.
set -euo pipefail
dir="$(dirname "$0")/../test-results/step-times"
case "$1" in
  reset) rm -rf "$dir"; mkdir -p "$dir"; date +%s > "$dir/.all" ;;
  start) mkdir -p "$dir"; date +%s > "$dir/$2.start" ;;
  end)
    took=$(( $(date +%s) - $(cat "$dir/$2.start") ))
    printf '%-20s %5d s\n' "$2" "$took" >> "$dir/report"
    echo "<== $2: ${took} s" ;;
  report)
    echo
    echo "Step times:"
    sed 's/^/  /' "$dir/report"
    [ -f "$dir/.all" ] && printf '  %-20s %5d s\n' total $(( $(date +%s) - $(cat "$dir/.all") )) ;;
esac
