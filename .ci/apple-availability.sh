#!/usr/bin/env bash
# No Apple API newer than the package's platforms (iOS 13, macOS 10.15, tvOS 13, watchOS 6) outside an availability
# check. CI builds on Linux, whose compiler checks no Apple availability, so a use such as `firstRange(of:)` (iOS 16)
# would build here and fail in Xcode. The APIs and the rules are in .ci/apple_availability.py; its self-test runs
# first.
#
# Usage, from the repository root:   bash .ci/apple-availability.sh [PATH ...]   (default: Sources Tests Playground)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if (($# == 0)); then set -- Sources Tests Playground; fi
python3 .ci/apple_availability.py --self-test "$@"
echo "No Apple API newer than the package's platforms outside an availability check in $*."
