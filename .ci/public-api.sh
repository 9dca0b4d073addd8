#!/usr/bin/env bash
# Public declarations per library product, from the symbol graph, against a budget (issue #36: a core of ≤ 150).
#
# The products and their modules come from the package (`swift package dump-package`), so a split or a new product
# needs no change here. The rule: a declaration counts once when it is written in the module's sources (not one the
# compiler synthesizes, not an inherited default that the graph copies onto each conforming type) and it is public or
# open along with every type it is nested in. Enum cases, protocol requirements, `_`-prefixed and `@_spi` names count;
# package, `@usableFromInline` internal and `@available(*, unavailable)` ones do not; extensions of the standard
# library's types count as ours. The rule in full, and how it relates to the issue's 403 / 105 / 84, is at the top
# of .ci/public_api.py; its self-test counts .ci/public-api-fixture/ first, so a rule that misjudges a known
# declaration fails CI too.
#
# Budgets: .ci/public-api-budgets (`PRODUCT COUNT`); a product over its budget fails, one without a line is printed.
#
# Usage, from the repository root:
#   bash .ci/public-api.sh                   the self-test, then the table: count, budget, ok / OVER per product
#   bash .ci/public-api.sh --list PRODUCT    PRODUCT's public declarations by folder, then by file and kind
#   bash .ci/public-api.sh --top [N]         per product, the N types (default 15) with the most public members
# Builds in .build-api and .build-api-fixture (git-ignored; PUBLIC_API_SCRATCH picks another path), about 20 s cold.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

python3 .ci/public_api.py "$@"
