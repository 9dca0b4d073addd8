#!/usr/bin/env bash
# A short, bounded fuzz session: builds the five fuzz targets (Fuzz/build.sh: the library once, instrumented for
# libFuzzer and AddressSanitizer, then each harness), then runs each for FUZZ_SECONDS (20 by default) from the
# committed seed corpus (Fuzz/run.sh). Fails when any target finds a crash or a disagreement with the reference.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${FUZZ_SECONDS:-20}
Fuzz/build.sh
failed=()
for target in path url payload pattern rules; do
    Fuzz/run.sh "$target" "$seconds" || failed+=("$target")
done
if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzz: ${failed[*]} failed; see Fuzz/README.md, 'Turning a crash into a test'"
    exit 1
fi
