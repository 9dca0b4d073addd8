"""Compiles every ```swift snippet of README.md and of the DocC articles against the library, as an app would.

Usage: python3 .ci/doc_snippets.py [--generate-only]   (run by .ci/doc-snippets.sh)

The convention (also at the top of .ci/doc-snippets.sh and in README.md, "Contributing"):

- One Swift file per document, in a module of its own (`Doc_README`, `Doc_GettingStarted`, ...), in a scratch
  SwiftPM package in `.build-snippets/` (git-ignored) that depends on this repository with `.package(path:)`.
  Every file imports Foundation, DeepLinks, DeepLinksTesting and Testing (never `@testable`); a snippet may import
  DeepLinksTools, and the shared
  prelude, `.ci/doc-snippets/Prelude.swift` (module `SnippetPrelude`: stand-ins such as `url`, `logger`,
  `show(_:)`, UIKit's `UIApplicationShortcutItem`).
- A document's snippets are compiled in order. Each top-level item of a snippet is sorted by its first word:
  - `import`: to the top of the file. `import BestRecipes` (the app's own module, `@testable` or not) is left out:
    the document's module stands for the app. `@testable import` of DeepLinks or DeepLinksTesting is refused.
  - a declaration (`struct`, `enum`, `class`, `actor`, `protocol`, `extension`, `typealias`, `func`, with their
    attributes and modifiers): to file scope, so that every snippet of the document sees it.
  - a route-table line (`Route(`, `DeepLinkRoute(`, `Authorized {`, `Requires(`, `OpenedFrom(`, `RouteGroup(`, `RouteSection(`, `Mount(`): consecutive ones are
    compiled inside `_ = try DeepLinkRouter<Param, Intent> { ... }`, with the document's `Param` and `Intent`.
  - anything else (`let`, `var`, expressions, `for`, `#expect`...): a statement, in the body of
    `@MainActor func documentSnippets() async throws`. Each snippet's statements are in a `do { }` nested inside
    the previous snippet's, so a snippet sees the values of the snippets above it (`router`) and may declare a
    name again (a second `let router`).
- What a document assumes of the app and does not declare (its `Param` and `Intent` when it shows none, screens,
  a `navigator`) is declared in `.ci/doc-snippets/<document name>.swift` (`README.swift`, `EntryPoints.swift`),
  compiled in the document's module.
- `…` in code (not in a comment or a string) marks elided code and compiles as nothing: `DeepLinkRouter(...) { … }`.
- An HTML comment on the line before the fence (blank lines between are fine) changes how one snippet compiles:
  - `<!-- snippet: skip: REASON -->`: not compiled; say why (a Package.swift fragment, SwiftUI). Use it sparingly:
    fix the snippet, or fence a block that is not Swift as ```text or ```sh.
  - `<!-- snippet: body of TYPE.NAME(PARAMETERS) -> RESULT -->`: the snippet is the body of a method with that
    signature, in `extension TYPE` (named `NAME_snippetLINE`, so that it does not clash with TYPE's own NAME).
- Top-level items are found by their layout: a line at column 0, outside brackets, that does not continue the line
  above (a leading `.`, `}`, `else`, an operator, or a line above that ends with one or with an attribute).
- A deprecated name is an error in a document's module (`DeprecatedDeclaration`): when the API is renamed with a
  deprecated alias, the documentation moves to the new name. A handler parameter read with a force unwrap
  (`params[.id]!`) is an error too: snippets read it with `try params.value(.id)`.

A snippet that does not compile fails the check: each error is printed as `DOCUMENT:LINE:COLUMN: error: ...`, with
the line of the document, under a heading that names the document and the line of the snippet's fence. Errors in a
prelude are printed with the prelude's path. A self-test runs first: it checks how known snippets are split into
items. `--generate-only` writes the scratch package without building it.
"""

import os
import re
import shutil
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in .ci/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from no_force_unwrap import mask  # noqa: E402  (the same reading of Swift's comments and strings)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRATCH = os.path.join(ROOT, ".build-snippets")
PRELUDES = os.path.join(ROOT, ".ci", "doc-snippets")
SHARED_PRELUDE_MODULE = "SnippetPrelude"
# The app's own modules, which the document's module stands for.
APP_MODULES = {"BestRecipes"}
LIBRARY_MODULES = {
    "DeepLinks", "DeepLinksNavigation", "DeepLinksSwiftUI", "DeepLinksTesting", "DeepLinksTools"}
# Every layer: DeepLinksSwiftUI brings the navigator and the routing core with it.
HEADER_IMPORTS = [
    "Foundation", "DeepLinks", "DeepLinksNavigation", "DeepLinksSwiftUI", "DeepLinksTesting", "Testing",
    SHARED_PRELUDE_MODULE]

FENCE = re.compile(r"^( {0,3})(`{3,}|~{3,})\s*([^`\s]*)")
MARKER = re.compile(r"^\s*<!--\s*snippet:\s*(.*?)\s*-->\s*$")
SKIP = re.compile(r"^skip\s*[:—–-]?\s*(.*)$")
BODY_OF = re.compile(r"^body of\s+([A-Za-z_][\w.]*?)\.([A-Za-z_]\w*)\s*(\(.*)$")
ATTRIBUTE = r"@\w+(?:<[^>]*>)?(?:\([^)]*\))?\s*"
MODIFIER = r"(?:public|private|fileprivate|internal|package|open|final|nonisolated|indirect|static)\s+"
DECLARATION = re.compile(
    rf"^(?:{ATTRIBUTE})*(?:{MODIFIER})*(struct|enum|class|actor|protocol|extension|typealias|func|import)\b")
ATTRIBUTES_ONLY = re.compile(rf"^(?:{ATTRIBUTE})+$")
ROUTE_LINE = re.compile(r"^(?:Route|DeepLinkRoute|Authorized|Requires|OpenedFrom|RouteGroup|RouteSection|Mount)\s*[({]")
CONTINUES_ABOVE = re.compile(
    r"^(?:\.[A-Za-z_`]|[})\]]|else\b|catch\b|where\b|->|\?\?|&&|\|\||==|!=|[+\-*/%<>:]\s|=\s|\?\s)")
CONTINUES_BELOW = re.compile(r"(?:[(\[{,=.:]|&&|\|\||\?\?|->|\s[+\-*/%<>?])$")
IMPORT = re.compile(r"^(@testable\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)")
# A handler parameter read with a force unwrap (`params[.id]!`): snippets read them with `try params.value(.id)`.
FORCED_PARAMETER = re.compile(r"\[\s*\.\w+\s*\]\s*!(?!=)")
# What some of the compiler's messages about the DSL usually mean.
HINTS = [
    (re.compile(r"unable to type-check this expression in reasonable time"),
     "hint: in a route table, this often hides a misspelled or renamed name in one of its handlers or patterns, "
     "not always on this line"),
    (re.compile(r"RoutePattern<.*Scalar"),
     "hint: '/' with 'Scalar' in the message is a misspelled component (README, Writing patterns)"),
]
DIAGNOSTIC = re.compile(r"^(.*?\.swift):(\d+):(\d+): (error|warning|note): (.*)$")


class Snippet:
    """A ```swift block: where its fence is, its lines (with their line numbers) and its marker."""

    def __init__(self, document, fence_line, lines, marker, marker_line):
        self.document = document
        self.fence_line = fence_line
        self.lines = lines  # [(line number in the document, text)]
        self.marker = marker
        self.marker_line = marker_line

    @property
    def where(self):
        return f"{self.document}:{self.fence_line}"


class CheckError(Exception):
    """A problem with a document's markers or imports, found before compiling."""


def documents():
    """README.md, then every DocC article, as paths relative to the repository."""
    found = ["README.md"]
    for directory, subdirectories, files in os.walk(os.path.join(ROOT, "Sources")):
        subdirectories.sort()
        if directory.endswith(".docc"):
            found += sorted(os.path.relpath(os.path.join(directory, f), ROOT) for f in files if f.endswith(".md"))
    return found


def read_snippets(document):
    """The document's ```swift blocks, each with the marker on the line before its fence."""
    with open(os.path.join(ROOT, document), encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    snippets = []
    markers = {}  # line number of a marker -> its text
    i = 0
    while i < len(lines):
        found = MARKER.match(lines[i])
        if found:
            markers[i + 1] = found.group(1)
        opening = FENCE.match(lines[i])
        if not opening:
            i += 1
            continue
        indent, fence, language = opening.groups()
        if fence[0] == "`" and "`" in lines[i][len(indent) + len(fence):]:
            i += 1  # not a fence: a backtick fence's info string holds no backtick (CommonMark)
            continue
        closing = re.compile(rf"^ {{0,3}}{re.escape(fence[0])}{{{len(fence)},}}\s*$")
        j = i + 1
        while j < len(lines) and not closing.match(lines[j]):
            j += 1
        if language.lower() == "swift":
            k = i - 1
            while k >= 0 and not lines[k].strip():
                k -= 1
            marker_line = k + 1 if k >= 0 and (k + 1) in markers else None
            body = [(n + 1, lines[n][len(indent):] if lines[n].startswith(indent) else lines[n])
                    for n in range(i + 1, j)]
            snippets.append(Snippet(document, i + 1, body, markers.get(marker_line), marker_line))
        i = j + 1
    used = {s.marker_line for s in snippets}
    for line in sorted(markers):
        if line not in used:
            raise CheckError(f"{document}:{line}: a snippet marker must come right before a ```swift fence")
    for snippet in snippets:
        if snippet.marker is None:
            continue
        skip = SKIP.match(snippet.marker)
        if skip:
            if len(skip.group(1).strip()) < 3:
                raise CheckError(f"{document}:{snippet.marker_line}: say why the snippet is skipped: "
                                 "<!-- snippet: skip: REASON -->")
        elif not BODY_OF.match(snippet.marker):
            raise CheckError(f"{document}:{snippet.marker_line}: unknown snippet marker '{snippet.marker}'; "
                             "expected 'skip: REASON' or 'body of TYPE.NAME(PARAMETERS) -> RESULT'")
    return snippets


def is_skipped(snippet):
    return snippet.marker is not None and SKIP.match(snippet.marker) is not None


def elide(text, code):
    """`text` with each `…` that is code (per `code`, the masked line) blanked."""
    return "".join(" " if c == "…" and k < len(code) and code[k] == "…" else c for k, c in enumerate(text))


def without_comment(text):
    """The line's code with its strings, without a trailing `//` comment."""
    in_string = False
    k = 0
    while k < len(text):
        if text[k] == "\\":
            k += 2
            continue
        if text[k] == '"':
            in_string = not in_string
        elif not in_string and text.startswith("//", k):
            return text[:k].rstrip()
        k += 1
    return text.rstrip()


def split_items(snippet):
    """The snippet's top-level items, in order: (kind, [(document line, text)]), kind one of import, declaration,
    route, statement. Comment lines and blank lines go with the item below them."""
    source = "\n".join(text for _, text in snippet.lines)
    code_lines = mask(source)[0].split("\n")
    items = []
    trivia = []
    depth = 0
    above = ""  # the code of the last line with code
    for (number, text), code in zip(snippet.lines, code_lines):
        text = elide(text, code)
        stripped = code.strip()
        if depth == 0 and not stripped:
            trivia.append((number, text))
            continue
        starts = (depth == 0 and not text[:1].isspace() and not CONTINUES_ABOVE.match(stripped)
                  and not (items and (CONTINUES_BELOW.search(above) or ATTRIBUTES_ONLY.match(above))))
        if starts or not items:
            items.append(["statement", trivia + [(number, text)], stripped])
        else:
            items[-1][1] += trivia + [(number, text)]
            if ATTRIBUTES_ONLY.match(items[-1][2]):
                items[-1][2] += " " + stripped  # `@MainActor` alone on a line: the declaration is on the next
        trivia = []
        for c in code:
            if c in "([{":
                depth += 1
            elif c in ")]}":
                depth = max(depth - 1, 0)
        above = without_comment(text).strip()
    if trivia:
        if items:
            items[-1][1] += trivia
        else:
            items.append(["statement", trivia, ""])
    result = []
    for _, lines, head in items:
        declaration = DECLARATION.match(head)
        if declaration:
            kind = "import" if declaration.group(1) == "import" else "declaration"
        elif ROUTE_LINE.match(head):
            kind = "route"
        else:
            kind = "statement"
        result.append((kind, lines))
    return result


def forced_parameters(snippet):
    """`DOCUMENT:LINE:COLUMN: error: ...` for each handler parameter the snippet force-unwraps."""
    found = []
    code_lines = mask("\n".join(text for _, text in snippet.lines))[0].split("\n")
    for (number, text), code in zip(snippet.lines, code_lines):
        for match in FORCED_PARAMETER.finditer(code):
            found.append(f"{snippet.document}:{number}:{match.start() + 1}: error: a force-unwrapped parameter "
                         f"traps on a typo: read it with `try params.value(.x)` or `try params.int(.x)`\n"
                         f"    {text}")
    return found


class Output:
    """A generated Swift file and, for each of its lines, where it comes from: (fence line, document line or None)."""

    def __init__(self):
        self.lines = []
        self.origins = []

    def add(self, text, origin=None):
        self.lines.append(text)
        self.origins.append(origin)

    def extend(self, other):
        self.lines += other.lines
        self.origins += other.origins


def module_name(document):
    stem = os.path.splitext(os.path.basename(document))[0]
    return "Doc_" + re.sub(r"\W", "_", stem)


def prelude_path(document):
    stem = os.path.splitext(os.path.basename(document))[0]
    return os.path.join(PRELUDES, stem + ".swift")


def generate(document, snippets):
    """The document's Swift file, as an Output."""
    imports, hoisted, body = Output(), Output(), Output()
    opened = 0
    for snippet in snippets:
        if is_skipped(snippet):
            continue
        fence = snippet.fence_line
        where = (fence, None)
        body_of = BODY_OF.match(snippet.marker or "")
        if body_of:
            type_name, name, signature = body_of.groups()
            hoisted.add(f"// {snippet.where}, the body of {type_name}.{name}", where)
            hoisted.add(f"extension {type_name} {{", where)
            hoisted.add(f"func {name}_snippet{fence}{signature} {{", where)
            code_lines = mask("\n".join(t for _, t in snippet.lines))[0].split("\n")
            for (number, text), code in zip(snippet.lines, code_lines):
                hoisted.add(elide(text, code), (fence, number))
            hoisted.add("}", where)
            hoisted.add("}", where)
            continue
        body.add(f"do {{  // {snippet.where}", where)
        opened += 1
        in_routes = False
        for kind, lines in split_items(snippet):
            if kind != "route" and in_routes:
                body.add("}", where)
                in_routes = False
            if kind == "import":
                for number, text in lines:
                    found = IMPORT.match(text.strip())
                    if found and found.group(2) in APP_MODULES:
                        continue  # the document's module is the app
                    if found and found.group(1) and found.group(2) in LIBRARY_MODULES:
                        raise CheckError(f"{document}:{number}: snippets use the library as an app does: "
                                         f"'import {found.group(2)}', without @testable")
                    imports.add(text, (fence, number))
            elif kind == "declaration":
                hoisted.add(f"// {snippet.where}", where)
                for number, text in lines:
                    hoisted.add(text, (fence, number))
            else:
                if kind == "route" and not in_routes:
                    body.add("_ = try DeepLinkRouter<Param, Intent> {", where)
                    in_routes = True
                for number, text in lines:
                    body.add(text, (fence, number))
        if in_routes:
            body.add("}", where)
    out = Output()
    out.add(f"// Generated by .ci/doc-snippets.sh from {document}: do not edit. See .ci/doc_snippets.py.")
    for name in HEADER_IMPORTS:
        out.add(f"import {name}")
    out.extend(imports)
    out.add("")
    out.extend(hoisted)
    out.add("")
    out.add("@MainActor func documentSnippets() async throws {")
    out.extend(body)
    for _ in range(opened):
        out.add("}")
    out.add("}")
    return out


def write_if_changed(path, text):
    """Writes only when the text differs, so that SwiftPM rebuilds only the documents that changed."""
    try:
        with open(path, encoding="utf-8") as handle:
            if handle.read() == text:
                return
    except FileNotFoundError:
        pass
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def read(path):
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def write_package(modules):
    """The scratch package: the shared prelude's module and one module per document."""
    identity = os.path.basename(ROOT).lower()  # SwiftPM names a package depended on by path after its folder
    manifest = "\n".join([
        "// swift-tools-version: 6.2",
        "// Generated by .ci/doc-snippets.sh: the documentation's snippets, one module per document.",
        "import PackageDescription",
        "",
        f'let deepLinks = Target.Dependency.product(name: "DeepLinks", package: "{identity}")',
        f'let navigation = Target.Dependency.product(name: "DeepLinksNavigation", package: "{identity}")',
        f'let swiftUI = Target.Dependency.product(name: "DeepLinksSwiftUI", package: "{identity}")',
        f'let testKit = Target.Dependency.product(name: "DeepLinksTesting", package: "{identity}")',
        f'let tools = Target.Dependency.product(name: "DeepLinksTools", package: "{identity}")',
        "",
        "/// A document's module. A deprecated name (an API renamed, with a deprecated alias) is an error: the",
        "/// documentation shows the current API.",
        "func document(_ name: String) -> Target {",
        f'    .target(name: name, dependencies: ["{SHARED_PRELUDE_MODULE}", deepLinks, navigation, swiftUI, testKit,',
        '                          tools], swiftSettings: [.treatWarning("DeprecatedDeclaration", as: .error)])',
        "}",
        "",
        "let package = Package(",
        '    name: "DocSnippets",',
        "    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],",
        f'    dependencies: [.package(path: "{ROOT}")],',
        "    targets: [",
        f'        .target(name: "{SHARED_PRELUDE_MODULE}", dependencies: [deepLinks, navigation, swiftUI]),',
        *[f'        document("{module}"),' for module in modules],
        "    ]",
        ")",
        "",
    ])
    write_if_changed(os.path.join(SCRATCH, "Package.swift"), manifest)
    write_if_changed(os.path.join(SCRATCH, "Sources", SHARED_PRELUDE_MODULE, "Prelude.swift"),
                     read(os.path.join(PRELUDES, "Prelude.swift")))
    sources = os.path.join(SCRATCH, "Sources")
    for stale in set(os.listdir(sources)) - set(modules) - {SHARED_PRELUDE_MODULE}:
        shutil.rmtree(os.path.join(sources, stale))


def swift_build(*arguments):
    """`swift build` of the scratch package, niced (the machine is shared), with one-line diagnostics."""
    return subprocess.run(
        ["nice", "-n", "5", "swift", "build", "--package-path", SCRATCH, "-Xswiftc", "-diagnostic-style=llvm",
         *arguments],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def source_line(document, number):
    try:
        return read(os.path.join(ROOT, document)).split("\n")[number - 1]
    except (OSError, IndexError):
        return ""


SELF_TEST = [
    # (snippet, the kinds of its top-level items)
    ("import DeepLinks\n@testable import BestRecipes\n", ["import", "import"]),
    ("@MainActor\nfinal class Screen {\n}\nlet screen = Screen()\n", ["declaration", "statement"]),
    ("// A comment goes with the item below.\n\n@Suite struct T {\n    @Test func f() {}\n}\n", ["declaration"]),
    ('Route("a") { _ in .a }\n    .named("a")\nRoute("b") { p in\n    .b\n} reverse: { _ in nil }\n\n'
     'router.match(path: "/a")\n', ["route", "route", "statement"]),
    ('OpenedFrom(.customScheme) {\n    Route("d") { _ in .d }\n}\nAuthorized { Mount("a", A.routes) { .a($0) } }\n',
     ["route", "route"]),
    ('Requires(.onboarded) {\n    Route("r") { _ in .r }\n}\n', ["route"]),
    ('RouteSection(.recipes) {\n    Route("r") { _ in .r }.sectionRoot()\n}\n', ["route"]),
    ('let text = "}{("  // ) an unbalanced comment\nlet other = [\n    1,\n]\n', ["statement", "statement"]),
    ("let x = a ??\n    b\nfor await link in links {\n}\n", ["statement", "statement"]),
    ("public enum Links {\n    @RoutesBuilder<P, I>\n    public static var routes: [Route<P, I>] {\n    }\n}\n",
     ["declaration"]),
    ("func make() throws -> R {\n}\nextension E {\n}\ntypealias T = Int\n", ["declaration"] * 3),
]


def self_test():
    """Checks the splitting of snippets into items on known snippets; returns the failures."""
    failures = []
    for source, expected in SELF_TEST:
        lines = list(enumerate(source.rstrip("\n").split("\n"), start=1))
        kinds = [kind for kind, _ in split_items(Snippet("self-test", 0, lines, None, None))]
        if kinds != expected:
            failures.append(f"self-test: {source!r} splits into {kinds}, expected {expected}")
    elided = split_items(Snippet("self-test", 0, [(1, 'let r = R() { … }  // "…"')], None, None))[0][1][0][1]
    if elided != 'let r = R() {   }  // "…"':
        failures.append(f"self-test: '…' in code is elided, not in comments: got {elided!r}")
    return failures


def main(argv):
    started = time.monotonic()
    generate_only = "--generate-only" in argv
    problems = self_test()
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    counts = {}  # document -> (compiled, skipped)
    skips = []
    forced = []  # force-unwrapped handler parameters
    maps = {}  # generated file -> (document or prelude, origins or None for a prelude)
    modules = []
    try:
        for document in documents():
            snippets = read_snippets(document)
            compiled = [s for s in snippets if not is_skipped(s)]
            counts[document] = (len(compiled), len(snippets) - len(compiled))
            for snippet in compiled:
                forced += forced_parameters(snippet)
            skips += [(s, SKIP.match(s.marker).group(1).strip()) for s in snippets if is_skipped(s)]
            if not compiled:
                continue
            module = module_name(document)
            modules.append(module)
            out = generate(document, snippets)
            path = os.path.join(SCRATCH, "Sources", module, "Snippets.swift")
            write_if_changed(path, "\n".join(out.lines) + "\n")
            maps[path] = (document, out.origins)
            prelude = prelude_path(document)
            copy = os.path.join(SCRATCH, "Sources", module, "Prelude.swift")
            if os.path.exists(prelude):
                write_if_changed(copy, read(prelude))
                maps[copy] = (os.path.relpath(prelude, ROOT), None)
            elif os.path.exists(copy):
                os.remove(copy)
    except CheckError as problem:
        print(f"error: {problem}", file=sys.stderr)
        return 1
    write_package(modules)
    maps[os.path.join(SCRATCH, "Sources", SHARED_PRELUDE_MODULE, "Prelude.swift")] = (
        os.path.relpath(os.path.join(PRELUDES, "Prelude.swift"), ROOT), None)
    total = sum(c for c, _ in counts.values())
    if generate_only:
        print(f"Generated {len(modules)} modules, {total} snippets, in {os.path.relpath(SCRATCH, ROOT)}.")
        return 0

    print(f"Compiling {total} Swift snippets of {len(modules)} documents "
          f"(a debug build in {os.path.relpath(SCRATCH, ROOT)}; the first one builds the library too)...", flush=True)
    build = swift_build()
    output = build.stdout
    if build.returncode != 0:
        # SwiftPM stops at the first module that fails: build each document's module on its own to see them all.
        for module in modules:
            output += swift_build("--target", module).stdout
    failures = {}  # (document, fence line) -> [message lines]
    elsewhere = []
    seen = set()
    last = None  # the snippet of the last error: the notes after it are about it
    for line in output.split("\n"):
        found = DIAGNOSTIC.match(line)
        if not found or found.group(4) == "warning" or line in seen:
            continue
        seen.add(line)
        path, number, column, severity, message = found.groups()
        number = int(number)
        entry = maps.get(os.path.realpath(path)) or maps.get(path)
        where = f"{entry[0] if entry else os.path.relpath(path, ROOT)}:{number}:{column}"
        if severity == "note" and last is not None and (entry is None or entry[1] is None):
            failures[last].append(f"{where}: note: {message}")  # a declaration the snippet's error is about
            continue
        if entry is None:
            elsewhere.append(line)
            last = None
            continue
        document, origins = entry
        if origins is None:  # a prelude
            last = None
            elsewhere.append(f"{where}: {severity}: {message}")
            continue
        origin = origins[number - 1] if 0 < number <= len(origins) else None
        if origin is None:
            last = None
            elsewhere.append(f"{document} (generated {os.path.relpath(path, ROOT)}:{number}): {severity}: {message}")
            continue
        fence, document_line = origin
        key = (document, fence)
        last = key
        if document_line is None:
            failures.setdefault(key, []).append(
                f"{document}:{fence}: {severity}: {message}  (in the checker's wrapper around this snippet)")
        else:
            text = source_line(document, document_line)
            # The compiler counts columns in UTF-8 bytes.
            caret = " " * len(text.encode()[:int(column) - 1].decode(errors="ignore")) + "^"
            hints = "".join(f"\n    {hint}" for pattern, hint in HINTS if pattern.search(message))
            failures.setdefault(key, []).append(
                f"{document}:{document_line}:{column}: {severity}: {message}\n    {text}\n    {caret}{hints}")
    elapsed = time.monotonic() - started
    if build.returncode == 0 and not failures and not forced:
        for document, (compiled, skipped) in counts.items():
            print(f"  {document}: {compiled} compiled" + (f", {skipped} skipped" if skipped else ""))
        for snippet, reason in skips:
            print(f"  skipped {snippet.where}: {reason}")
        print(f"All {total} Swift snippets compile ({elapsed:.0f} s).")
        return 0
    for (document, fence), messages in sorted(failures.items()):
        print(f"\n{document}:{fence}: error: the snippet at line {fence} does not compile:")
        for message in messages:
            print(message)
    if forced:
        print("\nHandler parameters read with a force unwrap:")
        for message in forced:
            print(message)
    if elsewhere:
        print("\nErrors outside the snippets (a prelude in .ci/doc-snippets/, or the library):")
        for line in elsewhere:
            print(line)
    if build.returncode != 0 and not failures and not elsewhere:
        print(build.stdout[-6000:])
    summary = []
    if failures:
        summary.append(f"{len(failures)} of {total} snippets do not compile: "
                       + ", ".join(f"{document}:{fence}" for document, fence in sorted(failures)))
    if forced:
        summary.append(f"{len(forced)} handler parameters are force-unwrapped")
    if build.returncode != 0 and not failures:
        summary.append("the build failed (above)")
    print(f"\nerror: {'; '.join(summary)} ({elapsed:.0f} s). The convention: .ci/doc_snippets.py.", flush=True)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
