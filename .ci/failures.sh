#!/usr/bin/env bash
# Prints the part of a vitest log that says what failed: the failed files and tests, the summary blocks
# ("Failed Tests", "Unhandled Errors"), and the last lines. CI logs are often read from their tail only.
# Usage: bash .ci/failures.sh <log>
set -uo pipefail
log="${1:?usage: failures.sh <log>}"
plain() { sed -e 's/\x1b\[[0-9;]*m//g' "$log"; }
echo "-- failed files and tests:"
plain | grep -E '^\s*(❯|×|FAIL)\s' | head -40
echo "-- summary blocks:"
plain | awk '/(Failed Tests|Unhandled Errors|Unhandled Rejection|Error: \[vitest)/{on=1} on{print; if (++n>=150) exit}'
echo "-- last lines:"
plain | tail -15
