#!/usr/bin/env bash
# The differential check at scale: Fuzz/differential.sh [cases] [seed]
#
# Builds .build/fuzz/differential (the library and the reference matcher, optimized, no sanitizer; Fuzz/build.sh),
# then matches `cases` random paths on random route tables (1,000,000 by default) with the router and with the
# reference matcher, and prints `N passed, M failed` and the seed that replays the run (random when not given).
set -euo pipefail
cd "$(dirname "$0")/.."
Fuzz/build.sh differential
start=$(date +%s%N)
status=0
.build/fuzz/differential "$@" || status=$?
elapsed=$((($(date +%s%N) - start) / 1000000))
printf 'differential: %d.%03d s\n' $((elapsed / 1000)) $((elapsed % 1000))
exit "$status"
