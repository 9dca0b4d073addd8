"""Finds uses of Apple APIs newer than the package's platforms, which only an Apple build would refuse.

Usage: python3 .ci/apple_availability.py [--self-test] [PATH ...]

The package supports iOS 13, macOS 10.15, tvOS 13 and watchOS 6 (Package.swift), and CI builds on Linux, where the
compiler checks no Apple availability: `text.firstRange(of: "://")` builds here and fails in Xcode ("only available
in iOS 16.0 or newer"). This scanner reads the code (comments and string literals do not count; see `mask` in
.ci/no_force_unwrap.py) for the APIs below, each introduced after those versions, and prints one
`file:line: API needs OS` line for each use outside an availability check. A use is fine inside the braces of an
`if #available(...)` or `guard #available(...)` (the rest of that scope), or of a declaration marked
`@available(macOS ..., iOS ..., ...)`.

The list holds the APIs of the standard library, Foundation, Observation and Synchronization that this code base
could reach for; add one when a newer API comes into use. `--self-test` checks the scanner on known snippets first.
"""

import importlib.util
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("no_force_unwrap", os.path.join(HERE, "no_force_unwrap.py"))
_scanner = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_scanner)
mask = _scanner.mask

IOS14 = "iOS 14, macOS 11"
IOS15 = "iOS 15, macOS 12"
IOS16 = "iOS 16, macOS 13"
IOS17 = "iOS 17, macOS 14"
IOS18 = "iOS 18, macOS 15"

# (pattern, API, what it needs, what to write instead)
APIS = [
    (r"\bString\s*\(\s*unsafeUninitializedCapacity\s*:", "String(unsafeUninitializedCapacity:initializingUTF8With:)",
     IOS14, "an #available check with a [UInt8] fallback (PatternSlot.description)"),
    (r"\.\s*firstRange\s*\(\s*of\s*:", "firstRange(of:)", IOS16, "firstRange(ofASCII:) (URL/ASCII.swift)"),
    (r"\.\s*ranges\s*\(\s*of\s*:", "ranges(of:)", IOS16, "a loop over firstRange(ofASCII:)"),
    (r"\.\s*replacing\s*\(", "replacing(_:with:)", IOS16, "filter, or Foundation's replacingOccurrences(of:with:)"),
    (r"\.\s*trimmingPrefix\s*\(", "trimmingPrefix(_:)", IOS16, "dropFirst after starts(with:)"),
    (r"\.\s*(wholeMatch|prefixMatch|firstMatch)\s*\(", "Regex matching", IOS16, "a byte scan"),
    (r"\.\s*matches\s*\(\s*of\s*:", "matches(of:)", IOS16, "a byte scan"),
    (r"\bRegex\s*[<(]", "Regex", IOS16, "a byte scan"),
    (r"\b(ContinuousClock|SuspendingClock)\b", "Clock", IOS16, "DispatchTime or Date"),
    (r"\bDuration\b", "Duration", IOS16, "nanoseconds as an integer"),
    (r"\.\s*sleep\s*\(\s*for\s*:", "Task.sleep(for:)", IOS16, "Task.sleep(nanoseconds:)"),
    (r"\bURL\s*\(\s*filePath\s*:", "URL(filePath:)", IOS16, "URL(fileURLWithPath:)"),
    (r"\.\s*appending\s*\(\s*(path|component|components|queryItems)\s*:", "URL.appending(path:)", IOS16,
     "appendingPathComponent(_:)"),
    (r"\.\s*formatted\s*\(", "formatted()", IOS15, "String(describing:)"),
    (r"\bAttributedString\b", "AttributedString", IOS15, "String"),
    (r"\bwithObservationTracking\b", "withObservationTracking", IOS17, "an @available declaration"),
    (r"@Observable\b", "@Observable", IOS17, "an @available declaration"),
    (r"\b(Mutex|Atomic)\s*<", "Synchronization", IOS18, "a lock of the platform's, or an actor"),
    (r"\bimport\s+Synchronization\b", "Synchronization", IOS18, "a lock of the platform's, or an actor"),
]
COMPILED = [(re.compile(pattern), api, needs, instead) for pattern, api, needs, instead in APIS]
GUARD = re.compile(r"#available\s*\(")
ATTRIBUTE = re.compile(r"@available\s*\(\s*(?!\*)")


def findings(source):
    """The uses of the APIs above outside an availability check, as (line, API, needs, instead)."""
    code, _ = mask(source)
    # Each open brace's scope: whether code in it may use newer APIs. A `#available(` or an `@available(` arms the
    # next scope opened; a `guard #available(` covers the rest of the scope it is written in.
    guarded = [False]
    armed = False
    line = 1
    events = []
    for match in GUARD.finditer(code):
        events.append((match.start(), "guard"))
    for match in ATTRIBUTE.finditer(code):
        events.append((match.start(), "attribute"))
    uses = []
    for regex, api, needs, instead in COMPILED:
        for match in regex.finditer(code):
            uses.append((match.start(), api, needs, instead))
    marks = {position: kind for position, kind in events}
    use_at = {}
    for position, api, needs, instead in uses:
        use_at.setdefault(position, []).append((api, needs, instead))
    result = []
    for index, char in enumerate(code):
        if index in marks:
            kind = marks[index]
            before = code[max(0, code.rfind("\n", 0, index)):index]
            if kind == "guard" and re.search(r"\bguard\s*$", before):
                guarded[-1] = True
            else:
                armed = True
        for api, needs, instead in use_at.get(index, []):
            # Between an availability check and its brace (a condition list, a signature) counts as checked too.
            if not armed and not guarded[-1]:
                result.append((line, api, needs, instead))
        if char == "\n":
            line += 1
        elif char == "{":
            guarded.append(guarded[-1] or armed)
            armed = False
        elif char == "}":
            if len(guarded) > 1:
                guarded.pop()
            armed = False
    return result


def scan(paths):
    count = 0
    for root in paths:
        files = [root] if root.endswith(".swift") else [
            os.path.join(folder, name)
            for folder, _, names in sorted(os.walk(root))
            for name in sorted(names)
            if name.endswith(".swift")
        ]
        for path in files:
            with open(path, encoding="utf-8") as handle:
                source = handle.read()
            for line, api, needs, instead in findings(source):
                print(f"{path}:{line}: {api} needs {needs} (the package supports iOS 13, macOS 10.15): "
                      f"use {instead}, or check #available")
                count += 1
    return count


SAMPLES = [
    ("unguarded", 'let r = text.firstRange(of: "://")', [1]),
    ("two lines", 'let a = 1\nlet s = String(unsafeUninitializedCapacity: 4) { _ in 0 }', [2]),
    ("in an if #available block",
     'if #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *) {\n    return String(unsafeUninitializedCapacity: 1) { _ in 0 }\n}\nlet r = t.firstRange(of: "x")',
     [4]),
    ("after a guard #available",
     'func f() {\n    guard #available(iOS 16, macOS 13, *) else { return }\n    _ = t.firstRange(of: "x")\n}\n_ = t.ranges(of: "y")',
     [5]),
    ("in an @available declaration",
     '@available(macOS 14, iOS 17, *)\nfinal class Model {\n    func f() { withObservationTracking { } onChange: { } }\n}\nfunc g() { withObservationTracking { } onChange: { } }',
     [5]),
    ("an unavailable attribute guards nothing",
     '@available(*, unavailable)\nfunc f() { _ = t.firstRange(of: "x") }', [2]),
    ("comments and strings do not count",
     '// t.firstRange(of: "x")\n/// Regex<Substring>\nlet s = "t.replacing(a, with: b) Duration"', []),
    ("our own helper is fine", 'let r = text.firstRange(ofASCII: "://")', []),
    ("in a checked signature", '@available(iOS 16, macOS 13, *)\nfunc f() -> Regex<Substring> { fatalError() }', []),
]


def self_test():
    failed = False
    for name, source, lines in SAMPLES:
        got = [line for line, _, _, _ in findings(source)]
        if got != lines:
            print(f"apple_availability self-test '{name}': found on lines {got}, expected {lines}")
            failed = True
    return not failed


def main(arguments):
    if arguments and arguments[0] == "--self-test":
        arguments = arguments[1:]
        if not self_test():
            return 2
    count = scan(arguments or ["Sources"])
    return 1 if count else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
