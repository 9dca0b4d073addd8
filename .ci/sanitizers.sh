#!/usr/bin/env bash
# The whole test suite under the sanitizers: ThreadSanitizer, then AddressSanitizer with LeakSanitizer on.
#
# Each runs `swift test` (the XCTest runner, then Swift Testing, both under the sanitizer) in a scratch path of its
# own (.build-tsan, .build-asan: git-ignored), so the instrumented builds never mix with the plain one. A run fails
# when `swift test` fails, when the output holds any sanitizer report (some reports do not change the exit status),
# or when either test library did not run. The full output of each run is kept in .build/sanitizer-<name>.log.
#
# Leak detection stays on. The two LeakSanitizer reports that are not leaks are suppressed by name, and only those,
# in .ci/lsan.supp (which says why each is not a leak); the suppressions used are listed at the end of the run.
#
# Usage, from the repository root:   bash .ci/sanitizers.sh [thread] [address]   (default: both)
#
# Sanitizer options (extra ones may be given in the environment; ours come first, later ones win):
#   TSAN_OPTIONS  halt_on_error=1        the first data race ends the run with its report and a failing status
#   ASAN_OPTIONS  detect_leaks=1         LeakSanitizer on (the default on Linux, said here so no one turns it off)
#                 halt_on_error=1        the first memory error ends the run
#   LSAN_OPTIONS  suppressions=FILE      .ci/lsan.supp, the known non-leaks
#                 print_suppressions=1   lists which suppressions matched, and how much they hid
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT="$(pwd -P)"

export TSAN_OPTIONS="halt_on_error=1${TSAN_OPTIONS:+:$TSAN_OPTIONS}"
export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export LSAN_OPTIONS="suppressions=$ROOT/.ci/lsan.supp:print_suppressions=1${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

REPORTS='WARNING: ThreadSanitizer|ERROR: AddressSanitizer|ERROR: LeakSanitizer|SUMMARY: (Thread|Address|Leak)Sanitizer'

# Runs `swift test` under one sanitizer and checks its output; prints the wall time.
run() {
    local sanitizer=$1 scratch=$2
    local log="$ROOT/.build/sanitizer-$sanitizer.log"
    mkdir -p "$ROOT/.build"
    echo "swift test --sanitize=$sanitizer --scratch-path $scratch"
    local start=$SECONDS status=0
    swift test --sanitize="$sanitizer" --scratch-path "$scratch" >"$log" 2>&1 || status=$?
    local elapsed=$((SECONDS - start))
    local failed=0
    if ((status != 0)); then
        echo "error: swift test --sanitize=$sanitizer exited with status $status" >&2
        failed=1
    fi
    if grep -Eq "$REPORTS" "$log"; then
        echo "error: the $sanitizer sanitizer reported a problem:" >&2
        grep -En -A30 "$REPORTS" "$log" | head -120 >&2
        failed=1
    fi
    # Both test libraries must have run, under the sanitizer, and passed.
    if ! grep -Eq "^Test Suite 'All tests' passed" "$log"; then
        echo "error: the XCTest runner did not run and pass under --sanitize=$sanitizer" >&2
        failed=1
    fi
    if ! grep -Eq "Test run with [0-9]+ tests? in [0-9]+ suites? passed" "$log"; then
        echo "error: Swift Testing did not run and pass under --sanitize=$sanitizer" >&2
        failed=1
    fi
    if ((failed)); then
        echo "The full output is in $log; its last lines:" >&2
        tail -n 40 "$log" >&2
        exit 1
    fi
    grep -E "Build complete" "$log" | tail -n 1
    grep -E "^Test Suite 'All tests' passed" -A1 "$log" | tail -n 1 | sed 's/^[[:space:]]*/XCTest: /'
    grep -E "Test run with" "$log" | tail -n 1
    if grep -q "Suppressions used:" "$log"; then
        sed -n '/Suppressions used:/,/^-*$/p' "$log" | grep -v '^-*$' | head -n 10
    fi
    printf '%s: clean, %dm%02ds wall time\n' "$sanitizer" $((elapsed / 60)) $((elapsed % 60))
}

sanitizers=("$@")
if ((${#sanitizers[@]} == 0)); then sanitizers=(thread address); fi
for sanitizer in "${sanitizers[@]}"; do
    case "$sanitizer" in
    thread) run thread .build-tsan ;;
    address) run address .build-asan ;;
    *)
        echo "error: unknown sanitizer '$sanitizer' (thread or address)" >&2
        exit 2
        ;;
    esac
done
