#!/usr/bin/env bash
# Builds the fuzz targets and the differential script into .build/fuzz/, without SwiftPM.
#
# The library's sources are compiled once as two modules, the routing core (DeepLinks) and the navigator
# (DeepLinksNavigation), with -enable-testing so that harnesses reach internal API with `@testable import`; then each harness is compiled with Fuzz/Support/ and the reference matcher shared with the unit
# tests (Tests/DeepLinksTests/Fixtures/ReferenceMatcher.swift) and linked against that module's objects, two harnesses
# at a time. Fuzz targets
# use a library instrumented for libFuzzer and AddressSanitizer (.build/fuzz/instrumented/); the differential script
# a plain optimized one (.build/fuzz/plain/). Only what changed is rebuilt.
#
# Usage: Fuzz/build.sh [target...]   targets: path url payload pattern rules differential (default: the five fuzz
# targets)
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build/fuzz
fuzz_targets=(path url payload pattern rules)
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=("${fuzz_targets[@]}")

common=(-swift-version 6 -parse-as-library -O -g -use-ld=lld -package-name DeepLinks)
instrumented=(-sanitize=fuzzer,address)
mapfile -t library_sources < <(find Sources/DeepLinks -name '*.swift' | sort)
mapfile -t navigation_sources < <(find Sources/DeepLinksNavigation -name '*.swift' | sort)
shared_sources=(
    Tests/DeepLinksTests/Fixtures/ReferenceMatcher.swift Tests/DeepLinksTests/Fixtures/ReferenceMatcher+Mount.swift
    Tests/Support/DeepLinksTestSupport/SplitMix.swift
)
mapfile -t support_sources < <(find Fuzz/Support -name '*.swift' | sort)

# Whether $1 is missing or older than any of the other files.
stale() {
    local product=$1
    shift
    [ -e "$product" ] || return 0
    [ -n "$(find "$@" -newer "$product" -print -quit)" ]
}

# Compiles the library into $1 (a directory: the module, and one object a source file in objects/) with the extra flags
# that follow. Whole-module optimization, with LLVM's code generation on two threads.
build_library() {
    local dir=$1
    shift
    stale "$dir/built" "${library_sources[@]}" "${navigation_sources[@]}" Fuzz/build.sh || return 0
    rm -rf "$dir"
    mkdir -p "$dir/objects/core" "$dir/objects/navigation"
    echo "building the library into $dir"
    local sources=() navigation=()
    for source in "${library_sources[@]}"; do sources+=("$PWD/$source"); done
    for source in "${navigation_sources[@]}"; do navigation+=("$PWD/$source"); done
    (cd "$dir/objects/core" && swiftc "${common[@]}" "$@" -enable-testing -wmo -num-threads 2 -module-name DeepLinks \
        -emit-module -emit-module-path ../../DeepLinks.swiftmodule -c "${sources[@]}")
    (cd "$dir/objects/navigation" && swiftc "${common[@]}" "$@" -enable-testing -wmo -num-threads 2 -I ../.. \
        -module-name DeepLinksNavigation -emit-module -emit-module-path ../../DeepLinksNavigation.swiftmodule \
        -c "${navigation[@]}")
    touch "$dir/built"
}

# Compiles an executable $1 from the library in $2, the sources in $3 (a harness or the differential's folder) and
# the shared sources, with the extra flags that follow.
build_executable() {
    local name=$1 library=$2 main=$3
    shift 3
    local product="$out/$name"
    local sources=("${shared_sources[@]}" "${support_sources[@]}")
    if [ -d "$main" ]; then mapfile -t -O ${#sources[@]} sources < <(find "$main" -name '*.swift' | sort); else sources+=("$main"); fi
    stale "$product" "$library/built" "${sources[@]}" Fuzz/build.sh || return 0
    echo "building $product"
    local module
    module="Fuzz$(tr '[:lower:]' '[:upper:]' <<<"${name:0:1}")${name:1}"
    swiftc "${common[@]}" "$@" -module-name "$module" -I "$library" "${sources[@]}" "$library"/objects/*/*.o \
        -o "$product"
}

harness() {
    case $1 in
    path) echo Fuzz/Harnesses/PathTarget.swift ;;
    url) echo Fuzz/Harnesses/URLTarget.swift ;;
    payload) echo Fuzz/Harnesses/PayloadTarget.swift ;;
    pattern) echo Fuzz/Harnesses/PatternTarget.swift ;;
    rules) echo Fuzz/Harnesses/RulesTarget.swift ;;
    *) return 1 ;;
    esac
}

start=$SECONDS
pids=()
for target in "${targets[@]}"; do
    if [ "$target" = differential ]; then
        build_library "$out/plain"
        build_executable differential "$out/plain" Fuzz/Differential &
        pids+=($!)
    elif file=$(harness "$target"); then
        build_library "$out/instrumented" "${instrumented[@]}"
        build_executable "$target" "$out/instrumented" "$file" "${instrumented[@]}" &
        pids+=($!)
    else
        echo "unknown target '$target'; targets: ${fuzz_targets[*]} differential" >&2
        exit 2
    fi
    # Two executables at a time: each compile uses one core.
    if [ ${#pids[@]} -ge 2 ]; then
        wait "${pids[0]}"
        pids=("${pids[@]:1}")
    fi
done
for pid in "${pids[@]}"; do wait "$pid"; done
echo "fuzz build: $((SECONDS - start)) s"
