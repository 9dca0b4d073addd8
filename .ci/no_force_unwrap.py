"""Finds the ways Swift code can trap on a value it did not expect, so none slips into the library unexplained.

Usage: python3 .ci/no_force_unwrap.py [--self-test] [PATH ...]

Scans the `.swift` files under each PATH (default: Sources) and prints one `file:line: kind: text` line per
finding; the exit status is 1 when there is one. What it finds, in code only (comments, doc comments and string
literals do not count; the code inside a string interpolation does):

- a force unwrap: a postfix `!` right after a name, `)`, `]`, `>` or a backquoted name (`x!`, `x!.y`, `f()!`,
  `a[0]!`), and an implicitly unwrapped optional declaration (`var x: T!`);
- `try!`, `as!`, `.unsafelyUnwrapped`;
- calls to `fatalError(`, `precondition(`, `preconditionFailure(` (`assert` and `assertionFailure` are fine: they
  are not compiled into release builds).

Not findings: `!=` and `!==`, a prefix `!` (logical not: `!flag`, `if !x.isEmpty`), any `!` in a comment or a
string literal (single-line, multi-line, raw).

A finding is allowed when its line, or the comment-only line directly above it, has a comment with
`safe-unwrap:` followed by the reason it cannot fail (at least three characters, one of them a letter):

    let pool = UnsafePointer(bytes.baseAddress!)  // safe-unwrap: the pool is never empty (compile adds a sentinel)

`--self-test` checks the scanner on known-good and known-bad snippets first, and fails if it misjudges one.
"""

import os
import re
import sys

ALLOW = re.compile(r"safe-unwrap:\s*(.*)")
CALLS = re.compile(r"\b(fatalError|preconditionFailure|precondition)\s*\(")
KEYWORD_BANG = re.compile(r"\b(try|as)!")
UNSAFELY = re.compile(r"\bunsafelyUnwrapped\b")
# A postfix `!`: bound to what precedes it, and not the start of `!=` / `!==`.
POSTFIX_BANG = re.compile(r"(?<=[\w)\]>`])!(?!=)")
DECLARATION = re.compile(r"\b(?:var|let)\s+`?\w+`?\s*:[^=]*$")


def mask(source):
    """Returns (code, comments): `source` with every character outside code blanked (newlines kept), and the
    comment text of each line (1-based), for the allow rule."""
    out = list(source)
    comments = {}
    n = len(source)
    i = 0
    line = 1
    # Frames: ["code", paren depth, is interpolation] or ["string", hash count, is multi-line].
    stack = [["code", 0, False]]

    def blank(start, end):
        nonlocal line
        for k in range(start, end):
            if source[k] == "\n":
                line += 1
            else:
                out[k] = " "

    def add_comment(start, end):
        first = line
        for offset, text in enumerate(source[start:end].split("\n")):
            comments.setdefault(first + offset, []).append(text)

    while i < n:
        frame = stack[-1]
        c = source[i]
        if frame[0] == "code":
            if source.startswith("//", i):
                end = source.find("\n", i)
                end = n if end < 0 else end
                add_comment(i, end)
                blank(i, end)
                i = end
            elif source.startswith("/*", i):
                depth = 0
                j = i
                while j < n:
                    if source.startswith("/*", j):
                        depth += 1
                        j += 2
                    elif source.startswith("*/", j):
                        depth -= 1
                        j += 2
                        if depth == 0:
                            break
                    else:
                        j += 1
                add_comment(i, j)
                blank(i, j)
                i = j
            elif c == "#" or c == '"':
                hashes = len(source[i:]) - len(source[i:].lstrip("#"))
                quote = i + hashes
                if quote < n and source[quote] == '"':
                    multiline = source.startswith('"""', quote)
                    opener = quote + (3 if multiline else 1)
                    stack.append(["string", hashes, multiline])
                    blank(i, opener)
                    i = opener
                else:
                    i += max(hashes, 1)
            elif c == "(":
                frame[1] += 1
                i += 1
            elif c == ")":
                if frame[1] == 0 and frame[2]:
                    stack.pop()  # the interpolation ends: back in its string
                else:
                    frame[1] = max(frame[1] - 1, 0)
                i += 1
            else:
                if c == "\n":
                    line += 1
                i += 1
        else:
            hashes, multiline = frame[1], frame[2]
            escape = "\\" + "#" * hashes
            closer = ('"""' if multiline else '"') + "#" * hashes
            if source.startswith(escape + "(", i):
                blank(i, i + len(escape))
                i += len(escape) + 1  # the `(` stays, as code
                stack.append(["code", 0, True])
            elif source.startswith(escape, i):
                end = min(i + len(escape) + 1, n)
                blank(i, end)
                i = end
            elif source.startswith(closer, i):
                blank(i, i + len(closer))
                i += len(closer)
                stack.pop()
            elif c == "\n" and not multiline:
                stack.pop()  # an unterminated single-line string: the compiler will say so
            else:
                blank(i, i + 1)
                i += 1
    return "".join(out), comments


def allowed(comments, code_lines, number):
    """Whether line `number` (1-based) carries, or follows a comment-only line that carries, a reason."""
    for candidate, needs_comment_only in ((number, False), (number - 1, True)):
        if candidate < 1:
            continue
        if needs_comment_only and code_lines[candidate - 1].strip():
            continue
        for text in comments.get(candidate, []):
            found = ALLOW.search(text)
            if found:
                reason = found.group(1).strip().rstrip("*/").strip()
                if len(reason) >= 3 and re.search(r"[A-Za-z]", reason):
                    return True
    return False


def findings(source):
    """The findings of one file's text: a list of (line number, kind), in order."""
    code, comments = mask(source)
    code_lines = code.split("\n")
    found = []
    for number, text in enumerate(code_lines, start=1):
        kinds = []
        for match in KEYWORD_BANG.finditer(text):
            kinds.append((match.start(), match.group(1) + "!"))
        keyword_bangs = {match.end() - 1 for match in KEYWORD_BANG.finditer(text)}
        for match in POSTFIX_BANG.finditer(text):
            if match.start() in keyword_bangs:
                continue
            iuo = DECLARATION.search(text[: match.start()])
            kinds.append((match.start(), "implicitly unwrapped optional" if iuo else "force unwrap"))
        for match in CALLS.finditer(text):
            kinds.append((match.start(), match.group(1)))
        for match in UNSAFELY.finditer(text):
            kinds.append((match.start(), "unsafelyUnwrapped"))
        if kinds and not allowed(comments, code_lines, number):
            found.extend((number, kind) for _, kind in sorted(kinds))
    return found


def scan(paths):
    source_lines = []
    failures = 0
    for root in paths:
        files = [root] if os.path.isfile(root) else sorted(
            os.path.join(directory, name)
            for directory, _, names in os.walk(root)
            for name in names
            if name.endswith(".swift"))
        for path in files:
            with open(path, encoding="utf-8") as file:
                source = file.read()
            source_lines = source.split("\n")
            for number, kind in findings(source):
                print(f"{path}:{number}: {kind}: {source_lines[number - 1].strip()}")
                failures += 1
    return failures


# (name, source, expected findings as (line, kind)). Every bad snippet must be found, every good one must not.
SELF_TESTS = [
    # Not findings.
    ("not equal", "if a != b { return }", []),
    ("not identical", "if a !== b, c!==d { return }", []),
    ("logical not", "guard !flag, !x.isEmpty, (!y) else { return }\nlet z = [!a, !b]", []),
    ("bang in a string", 'print("Hello!")\nlet s = "x!.y and f()! and try! as!"', []),
    ("bang after an interpolation, in the string", 'let s = "\\(name)! and \\(f(x))!"', []),
    ("escaped quote in a string", 'let s = "say \\"hi!\\" x!"', []),
    ("raw string", 'let s = #"a "quoted" x! \\(notInterpolated!)"#', []),
    ("multi-line string", 'let s = """\n    x! and "quoted" f()!\n    """\nlet t = 1', []),
    ("line comment", "let a = 1  // a! and try! here\n/// URL(string: \"x\")! in a doc comment", []),
    ("block comment", "/* x!\n   /* nested y! */ still z!\n*/ let a = 1", []),
    ("assert is fine", "assert(x > 0)\nassertionFailure(\"no\")", []),
    ("names that contain the words", "let preconditionCount = isFatalError(x)\nmyfatalError()", []),
    ("allowed on the line", "let p = b.baseAddress!  // safe-unwrap: never empty, compile adds a sentinel", []),
    ("allowed by the line above", "// safe-unwrap: the buffer is never empty\nlet p = b.baseAddress!", []),
    ("allowed in a block comment", "let p = b.baseAddress! /* safe-unwrap: never empty */", []),
    # Findings.
    ("force unwrap", "let a = b!", [(1, "force unwrap")]),
    ("force unwrap, then a member", "let a = b!.c", [(1, "force unwrap")]),
    ("after a call and a subscript", "let a = f()!\nlet b = c[0]!", [(1, "force unwrap"), (2, "force unwrap")]),
    ("after a backquoted name", "let a = `default`!", [(1, "force unwrap")]),
    ("try! and as!", "let a = try! f()\nlet b = c as! Int", [(1, "try!"), (2, "as!")]),
    ("traps", "fatalError(\"x\")\nprecondition(x > 0)\npreconditionFailure ()",
     [(1, "fatalError"), (2, "precondition"), (3, "preconditionFailure")]),
    ("unsafelyUnwrapped", "let a = b.unsafelyUnwrapped", [(1, "unsafelyUnwrapped")]),
    ("implicitly unwrapped optionals", "var a: Int!\nprivate weak var b: [String: Int]!\nlet c: Foo<Int>!",
     [(1, "implicitly unwrapped optional"), (2, "implicitly unwrapped optional"),
      (3, "implicitly unwrapped optional")]),
    ("an argument is not a declaration", "f(label: x!)", [(1, "force unwrap")]),
    ("inside an interpolation", 'let s = "id \\(x!) and \\(f(a, "y!")!)"', [(1, "force unwrap"), (1, "force unwrap")]),
    ("inside a raw interpolation", 'let s = #"id \\#(x!)"#', [(1, "force unwrap")]),
    ("after a string with a comment marker", 'let s = "// not a comment"; let a = b!', [(1, "force unwrap")]),
    ("code after a block comment", "/* x! */ let a = b!", [(1, "force unwrap")]),
    ("code after a multi-line string", 'let s = """\n  a!\n  """ + b!', [(3, "force unwrap")]),
    ("two on a line", "let a = b! + c!", [(1, "force unwrap"), (1, "force unwrap")]),
    ("no reason", "let a = b!  // safe-unwrap:", [(1, "force unwrap")]),
    ("a reason without a word", "let a = b!  // safe-unwrap: --", [(1, "force unwrap")]),
    ("a reason in a string is not a comment", 'let a = b! + "// safe-unwrap: nope"', [(1, "force unwrap")]),
    ("the line above must be a comment only",
     "let a = b!  // safe-unwrap: b is set in init\nlet c = d!", [(2, "force unwrap")]),
    ("two lines above is too far", "// safe-unwrap: too far\n\nlet a = b!", [(3, "force unwrap")]),
    ("a comment without the marker", "// cannot fail\nlet a = b!", [(2, "force unwrap")]),
]


def self_test():
    failures = 0
    for name, source, expected in SELF_TESTS:
        actual = findings(source)
        if actual != expected:
            print(f"self-test '{name}': expected {expected}, found {actual}", file=sys.stderr)
            failures += 1
    if failures:
        print(f"self-test: {failures} of {len(SELF_TESTS)} snippets misjudged", file=sys.stderr)
        return False
    print(f"self-test: {len(SELF_TESTS)} snippets judged right")
    return True


def main(arguments):
    run_self_test = "--self-test" in arguments
    paths = [argument for argument in arguments if argument != "--self-test"]
    if run_self_test and not self_test():
        return 1
    if run_self_test and not paths:
        return 0
    failures = scan(paths or ["Sources"])
    if failures:
        print(f"{failures} way(s) to trap without a '// safe-unwrap: <why it cannot fail>' comment", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
