#!/usr/bin/env bash
# No trap on user data: fails on a force unwrap, `try!`, `as!`, `unsafelyUnwrapped`, an implicitly unwrapped
# optional, `fatalError`, `precondition` or `preconditionFailure` in the library's and the playground's code,
# unless the line (or the comment-only line above it) says why it cannot fail: `// safe-unwrap: <reason>`.
#
# The rules, and what is not a finding (`!=`, a prefix `!`, a `!` in a comment or a string), are in
# .ci/no_force_unwrap.py; its self-test runs first, so a scanner that misjudges a known snippet fails CI too.
#
# Usage, from the repository root:   bash .ci/no-force-unwrap.sh [PATH ...]   (default: Sources Playground)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if (($# == 0)); then set -- Sources Playground; fi
python3 .ci/no_force_unwrap.py --self-test "$@"
echo "No unexplained way to trap in $*."
