#!/usr/bin/env bash
# Runs one fuzz target for a given time: Fuzz/run.sh <target> <seconds> [libFuzzer flags...]
#
# Builds the target if needed (Fuzz/build.sh), then runs it with Fuzz/deeplinks.dict on a scratch corpus,
# .build/fuzz/corpus/<target>/, seeded from the committed Fuzz/Corpus/<target>/ (read, never written). Prints one line
# of numbers (executions, executions per second, coverage); on a crash, a timeout or an out-of-memory, prints the
# failed check and the file that reproduces it, and exits non-zero. libFuzzer's full output is in
# .build/fuzz/logs/<target>.log. Extra flags go to libFuzzer (for example -runs=1000000 or -seed=1).
set -euo pipefail
cd "$(dirname "$0")/.."

usage="usage: Fuzz/run.sh <path|url|payload|pattern|rules> <seconds> [libFuzzer flags...]"
target=${1:?$usage}
seconds=${2:?$usage}
shift 2

Fuzz/build.sh "$target"

scratch=.build/fuzz/corpus/$target
artifacts=.build/fuzz/artifacts/$target
log=.build/fuzz/logs/$target.log
mkdir -p "$scratch" "$artifacts" "$(dirname "$log")"

# NB: with the Swift runtime's backtracer on, a crash leaves swift-backtrace holding libFuzzer's pipe for minutes.
export SWIFT_BACKTRACE=enable=no
status=0
start=$SECONDS
".build/fuzz/$target" "$scratch" "Fuzz/Corpus/$target" -dict=Fuzz/deeplinks.dict -max_total_time="$seconds" \
    -timeout=10 -artifact_prefix="$artifacts/" -print_final_stats=1 "$@" >"$log" 2>&1 || status=$?
elapsed=$((SECONDS - start))

# The last status line (`#N DONE cov: … ft: … corp: …/…b … exec/s: …`) and the final stats.
stat() { sed -n "s/^stat::$1: *//p" "$log" | tail -1 | grep . || echo '?'; }
last=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
field() { sed -nE "s/.* $1: ([0-9]+).*/\1/p" <<<"$last" | grep . || echo '?'; }
printf '%s: %s executions in %s s (%s/s), cov %s, ft %s, corpus %s units, peak RSS %s MB\n' "$target" \
    "$(stat number_of_executed_units)" "$elapsed" "$(stat average_exec_per_sec)" "$(field cov)" "$(field ft)" \
    "$(field corp)" "$(stat peak_rss_mb)"

if [ "$status" -ne 0 ]; then
    echo "$target: FAILED (libFuzzer exit status $status); from $log:"
    # The failed check (with its input and table), or the sanitizer's or libFuzzer's report.
    sed -n '/DeepLinks fuzz check failed\|Fatal error\|^==[0-9]*==ERROR/,/^==[0-9]*==\|^ *#0 /p' "$log" | head -40
    grep -E '^SUMMARY' "$log" | head -1 || true
    sed -n 's/.*Test unit written to \(.*\)$/reproduce: .build\/fuzz\/'"$target"' \1/p' "$log"
    exit 1
fi
