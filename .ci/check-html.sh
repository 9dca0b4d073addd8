#!/usr/bin/env bash
# The HTML page of test links, rendered by a real browser: every example link of the recipe app is a tappable
# <a href> inside its route's element, and every route has an element.
#
# Installs Chromium from Debian's packages when missing, writes the page with `swift run playground table --html`,
# has headless Chromium render it (`--dump-dom`), and checks the rendered DOM against
# `swift run playground table --links` with .ci/check_html_dom.py. Fails with a message naming the route and link.
#
# Usage, from the repository root:   bash .ci/check-html.sh
# Environment: CHROMIUM overrides the browser command; SCREENSHOT=path.png also saves a phone-sized screenshot.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

browser="${CHROMIUM:-}"
if [[ -z "$browser" ]]; then
    for candidate in chromium chromium-browser google-chrome; do
        if command -v "$candidate" >/dev/null 2>&1; then browser="$candidate"; break; fi
    done
fi
if [[ -z "$browser" ]]; then
    echo "Installing Chromium from Debian's packages..."
    start=$SECONDS
    export DEBIAN_FRONTEND=noninteractive
    log="$(mktemp "${TMPDIR:-/tmp}/deeplinks-apt.XXXXXX")"
    if ! { apt-get update -qq && apt-get install -y -qq --no-install-recommends chromium; } >"$log" 2>&1; then
        echo "error: could not install Chromium with apt-get:" >&2
        tail -n 30 "$log" >&2
        exit 1
    fi
    rm -f "$log"
    browser=chromium
    echo "Chromium installed in $((SECONDS - start)) s."
fi
# NB: Debian's launcher script prints a harmless shell error on some machines (its /dev/shm size test); hide it.
"$browser" --version 2>/dev/null

mkdir -p .build
page=.build/routes.html
links=.build/routes-links.tsv
dom=.build/routes-dom.html
swift run -q playground table --html >"$page"
swift run -q playground table --links >"$links"

# A fresh profile per run, so that nothing of an earlier run (or of a person's browser) takes part.
profile="$(mktemp -d "${TMPDIR:-/tmp}/deeplinks-chromium.XXXXXX")"
trap 'rm -rf "$profile"' EXIT
flags=(--headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$profile")
"$browser" "${flags[@]}" --dump-dom "file://$PWD/$page" >"$dom" 2>"$profile/stderr" || {
    echo "error: $browser could not render $page:" >&2
    cat "$profile/stderr" >&2
    exit 1
}
if [[ -n "${SCREENSHOT:-}" ]]; then
    "$browser" "${flags[@]}" --hide-scrollbars --window-size=420,900 --screenshot="$SCREENSHOT" \
        "file://$PWD/$page" 2>/dev/null
    echo "Screenshot: $SCREENSHOT"
fi

python3 .ci/check_html_dom.py "$dom" "$links"

# Correct, not only present: each link opens the pattern it is listed under, as the app's router reads it.
failures=0
while IFS=$'\t' read -r index pattern link; do
    matched=$(swift run -q playground match "$link" | sed -n 's/^matched  *//p') || true
    if [[ "$matched" != "$pattern" ]]; then
        echo "error: route $index: $link opens '${matched:-nothing}', not $pattern" >&2
        failures=$((failures + 1))
    fi
done <"$links"
if ((failures > 0)); then exit 1; fi
echo "Every example link on the page opens its route ($(wc -l <"$links") links)."
