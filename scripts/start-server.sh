#!/bin/sh
# Starts the built server (`npm start`, and every bench that starts one) with glibc's allocator told to give freed
# memory at the top of its heap back to the system past 128 KB. By default the threshold grows with the largest
# block freed (up to 64 MB): after a load the server kept some 10 MB more of freed memory (RSS 206–211 MB against
# 195–198 MB 10 s after the answer-save load; docs/decisions/022-start-memory-shutdown.md). glibc reads it only at
# start, from the environment, so it cannot be set from inside node. `exec`: the server is this process (its pid,
# its signals). Arguments: node's own, then the script (dist/server/main.js when none is given); NODE: the node to run.
set -e
tunable=glibc.malloc.trim_threshold=131072
GLIBC_TUNABLES="${GLIBC_TUNABLES:+$GLIBC_TUNABLES:}$tunable"
export GLIBC_TUNABLES
[ "$#" -eq 0 ] && set -- dist/server/main.js
exec "${NODE:-node}" "$@"
