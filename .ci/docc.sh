#!/usr/bin/env bash
# Builds the DocC catalog with the toolchain's own tools (no plugin): symbol graphs from the debug build by
# swift-symbolgraph-extract, then `docc convert` with every warning an error (broken symbol links included).
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --target DeepLinks
bin=$(swift build --show-bin-path)
triple=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
graphs=.build/symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Newer SwiftPM keeps modules in Modules/, older ones beside the products.
swift-symbolgraph-extract -module-name DeepLinks -I "$bin/Modules" -I "$bin" -target "$triple" \
    -output-dir "$graphs" -minimum-access-level public -emit-extension-block-symbols

docc convert Sources/DeepLinks/DeepLinks.docc \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name DeepLinks \
    --fallback-bundle-identifier org.deeplinks.DeepLinks \
    --output-path .build/docs \
    --warnings-as-errors 2>&1 | tee .build/docc.log
# docc exits non-zero on a warning with --warnings-as-errors; pipefail passes that on. Belt and braces:
if grep -q "warning:" .build/docc.log; then
    echo "DocC reported warnings (above)." >&2
    exit 1
fi
echo "DocC: catalog built without warnings ($(find .build/docs/data/documentation -name '*.json' | wc -l) pages)."
