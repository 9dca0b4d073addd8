#!/usr/bin/env bash
# Builds the DocC catalog with the toolchain's own tools (no plugin): symbol graphs from the debug build by
# swift-symbolgraph-extract, then `docc convert` with every warning an error (broken symbol links included).
set -euo pipefail
cd "$(dirname "$0")/.."

# The test kit and the tools depend on the library's layers: building them and the SwiftUI layer builds all five.
swift build --target DeepLinksTesting
swift build --target DeepLinksTools
swift build --target DeepLinksSwiftUI
bin=$(swift build --show-bin-path)
triple=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
rm -rf .build/symbol-graphs .build/docs
mkdir -p .build/docs
: > .build/docc.log

# convert MODULE [CATALOG]: the module's symbol graph, then its documentation, every warning an error.
convert() {
    local module=$1 catalog=${2:-}
    local graphs=.build/symbol-graphs/$module
    mkdir -p "$graphs"
    # Newer SwiftPM keeps modules in Modules/, older ones beside the products.
    swift-symbolgraph-extract -module-name "$module" -I "$bin/Modules" -I "$bin" -target "$triple" \
        -output-dir "$graphs" -minimum-access-level public -emit-extension-block-symbols
    docc convert ${catalog:+"$catalog"} \
        --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.deeplinks.$module" \
        --output-path ".build/docs/$module" \
        --warnings-as-errors 2>&1 | tee -a .build/docc.log
    echo "DocC: $module built without warnings ($(find ".build/docs/$module/data/documentation" -name '*.json' | wc -l) pages)."
}

# One catalog a layer. A symbol of another layer is a code span, not a link, and an article of another layer is
# named, not linked: DocC resolves links inside one module only.
convert DeepLinks Sources/DeepLinks/DeepLinks.docc
convert DeepLinksNavigation Sources/DeepLinksNavigation/DeepLinksNavigation.docc
convert DeepLinksSwiftUI Sources/DeepLinksSwiftUI/DeepLinksSwiftUI.docc
# The tools' catalog: the route table's renderings. Symbols of DeepLinks are code spans there, not links.
convert DeepLinksTools Sources/DeepLinksTools/DeepLinksTools.docc
# The test kit has no catalog: its doc comments are its documentation, checked the same way.
convert DeepLinksTesting

# docc exits non-zero on a warning with --warnings-as-errors, and pipefail passes that on. Belt and braces:
if grep -q "warning:" .build/docc.log; then
    echo "DocC reported warnings (above)." >&2
    exit 1
fi
