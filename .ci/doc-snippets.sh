#!/usr/bin/env bash
# Every ```swift snippet of README.md and of the DocC articles (Sources/**/*.docc/*.md) compiles against the
# library, as an app would use it: a scratch SwiftPM package in .build-snippets/ (git-ignored) depends on this
# repository with `.package(path:)`, and each document is one module that imports DeepLinks and DeepLinksTesting
# (never `@testable`). A debug build, niced; the first one builds the library too (about 30 s on two cores),
# later ones only the documents that changed.
#
# The convention, in short (the details are at the top of .ci/doc_snippets.py):
# - A document's snippets are compiled in order, in one file. Declarations (types, extensions, functions) go to
#   file scope; imports to the top (`import BestRecipes`, the app, is left out); statements run in
#   `@MainActor func documentSnippets() async throws`, each snippet nested in the one above, so it sees earlier
#   values (`router`) and may declare a name again. Consecutive route-table lines (`Route(`, `Authorized {`,
#   `OpenedFrom(`, `RouteGroup(`, `Mount(`) are compiled inside `DeepLinkRouter<Param, Intent> { … }`.
# - What documents assume and do not declare: .ci/doc-snippets/Prelude.swift for all of them (`url`, `logger`,
#   UIKit stand-ins), .ci/doc-snippets/<document name>.swift for one (its `Param` and `Intent`, its screens).
# - `…` in code (not in a comment or string) is elided code and compiles as nothing.
# - A marker on the line before a fence: `<!-- snippet: skip: REASON -->` (sparingly: fence text as ```text or
#   ```sh instead), or `<!-- snippet: body of TYPE.NAME(PARAMETERS) -> RESULT -->` for a fragment of a method.
# - Handler parameters are never force-unwrapped (`params[.id]!`): `try params.value(.id)`. A deprecated name is
#   an error: when the API is renamed with a deprecated alias, the documentation moves to the new name.
#
# Fails with each error as DOCUMENT:LINE:COLUMN, under a heading naming the document and the line of the
# snippet's fence, and the compiler's message.
#
# Usage, from the repository root:   bash .ci/doc-snippets.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

exec python3 .ci/doc_snippets.py "$@"
