"""Counts the public declarations of each library product of the package, from the symbol graph, against a budget.

Usage: python3 .ci/public_api.py [--list PRODUCT | --top [N]]   (run by .ci/public-api.sh, which says more)

The products and their modules are read from the package (`swift package dump-package`: every library product and
its targets), so a product added, split or renamed is counted without a change here. Each module is built in a
scratch path of its own (`.build-api`, or $PUBLIC_API_SCRATCH) and its symbol graph extracted with the toolchain's
`swift-symbolgraph-extract` at every access level; the rule below picks the declarations.

The rule. A symbol of the module's graph (`Module.symbols.json`, and `Module@Other.symbols.json` for its extensions
of other modules' types) counts once when all of these hold:

1. It is declared in the module: its precise identifier is not marked `::SYNTHESIZED::`. Those are the copies the
   graph makes of a protocol extension's members on each type that conforms and does not implement them: the
   module's own defaults (the fixture's `Shape.layer`, `Int.describe()`) and the standard library's (`!=`, a
   `RawRepresentable` type's `hashValue`, `SetAlgebra`'s `union(_:)` on an `OptionSet`). A default implementation the
   module writes counts once, on its protocol extension.
2. It is written in the module's sources: it has a source location. What the compiler makes and no one writes, the
   `==`, `hash(into:)`, `init(from:)`, `encode(to:)`, `init(rawValue:)`, `rawValue` and `allCases` of a conformance
   it synthesizes, has none.
3. It is public or open, and so is every type it is nested in (a `public` member of an internal or package type is
   not API). Package, `@usableFromInline` internal and more private declarations do not count. A name that starts
   with `_` and an `@_spi` declaration count: they are public to the linker and to anyone who spells them, and
   `--list` flags them (`[_]`, `[spi]`) as the first to make internal.
4. It is a declaration, of any kind: a type, typealias, associated type, protocol requirement, enum case (each case
   of `case a, b`), initializer, method, property, subscript, operator or global; deprecated or not. `extension`
   blocks themselves are not (their members are), and neither is an `@available(*, unavailable)` declaration, which
   cannot be called and which the graph leaves out.

Issue #36 counted 403 / 105 / 84 for DeepLinks / DeepLinksTools / DeepLinksTesting on acff385 by the source lines
that begin with `public` or `open` (after attributes and modifiers). This rule gives 460 / 109 / 90 there: those
lines, less one `@available(*, unavailable)` overload, plus the enum cases (47 / 4 / 6) and DeepLinks' protocol
requirements (11), which are public without the keyword. On 7cbc25c the lines give 407 / 105 / 84, the rule
466 / 109 / 90. Counts are taken on the platform that runs the script (CI: Linux); code under `#if os(...)` or
`#if canImport(...)` counts where it compiles.

A self-test runs first: `.ci/public-api-fixture/` is a package of a few declarations of each kind (public, open,
internal, package, private, `_`-prefixed, `@_spi`, synthesized conformances, inherited defaults, extensions of the
standard library's and of another module's types, a product of two modules, an executable), each line ending with
`// API: N [flags]`; the script counts it with the same code and fails if a line's count, a flag or the products
differ.

Budgets: `.ci/public-api-budgets`, one `PRODUCT COUNT` a line (`#` starts a comment). The check fails when a product
has more public declarations than its budget; a product without a line is printed only.
"""

import argparse
import collections
import glob
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
import urllib.parse
import urllib.request

sys.dont_write_bytecode = True  # no __pycache__ in .ci/

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUDGETS = os.path.join(ROOT, ".ci", "public-api-budgets")
FIXTURE = os.path.join(ROOT, ".ci", "public-api-fixture")
FIXTURE_PRODUCTS = {"Shapes": ["Shapes"], "Pair": ["PairCore", "PairExtras"]}
SCRATCH = os.path.abspath(os.environ.get("PUBLIC_API_SCRATCH") or os.path.join(ROOT, ".build-api"))
FIXTURE_SCRATCH = SCRATCH + "-fixture"

PUBLIC = {"public", "open"}
PARENT_RELATIONS = {"memberOf", "requirementOf", "optionalRequirementOf"}
MARKER = re.compile(r"//\s*API:\s*(\d+)((?:\s*\[[^\]]*\])*)")

Declaration = collections.namedtuple(
    "Declaration", "product module usr kind kind_name path parent file line flags")


def run(arguments, cwd=ROOT):
    """Runs a command; on failure prints its output and exits 2 (the check could not run, which is not a count)."""
    result = subprocess.run(arguments, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if result.returncode != 0:
        sys.stdout.write(result.stdout)
        print(f"error: `{' '.join(arguments)}` failed (exit {result.returncode})", file=sys.stderr)
        sys.exit(2)
    return result.stdout


def c99name(name):
    return re.sub(r"[^0-9A-Za-z_]", "_", name)


def library_products(package, scratch):
    """{product: [target, ...]} for every library product, read from the manifest, in its order."""
    manifest = json.loads(run(["swift", "package", "--package-path", package, "--scratch-path", scratch,
                               "dump-package"]))
    kinds = {target["name"]: target["type"] for target in manifest["targets"]}
    products = {}
    for product in manifest["products"]:
        if "library" not in product["type"]:
            continue
        for target in product["targets"]:
            if kinds.get(target) != "regular":
                print(f"note: {product['name']}: target {target} is {kinds.get(target)}, not counted", file=sys.stderr)
        products[product["name"]] = [t for t in product["targets"] if kinds.get(t) == "regular"]
    return products


def extractor():
    """The toolchain's swift-symbolgraph-extract, and the arguments the platform needs."""
    if sys.platform == "darwin":
        sdk = run(["xcrun", "--sdk", "macosx", "--show-sdk-path"]).strip()
        return ["xcrun", "swift-symbolgraph-extract", "-sdk", sdk]
    tool = shutil.which("swift-symbolgraph-extract")
    if tool is None:
        swift = os.path.realpath(shutil.which("swift") or "swift")
        tool = os.path.join(os.path.dirname(swift), "swift-symbolgraph-extract")
    return [tool]


def symbol_graphs(package, scratch, products):
    """Builds every module the products name and extracts its symbol graph: {module: [graph, ...]}."""
    modules = list(dict.fromkeys(m for targets in products.values() for m in targets))
    start = time.monotonic()
    for target in modules:
        run(["swift", "build", "--package-path", package, "--scratch-path", scratch, "--target", target])
    binaries = run(["swift", "build", "--package-path", package, "--scratch-path", scratch,
                    "--show-bin-path"]).strip()
    triple = json.loads(run(["swiftc", "-print-target-info"]))["target"]["triple"]
    graphs = {}
    for target in modules:
        module = c99name(target)
        out = os.path.join(scratch, "public-api", module)
        shutil.rmtree(out, ignore_errors=True)
        os.makedirs(out)
        # Every access level, so that `_`-prefixed public names are in the graph (the public level leaves them out),
        # and the synthesized copies too: rules 1 and 3 below pick, so that the self-test checks them.
        run(extractor() + [
            "-module-name", module, "-target", triple,
            "-I", os.path.join(binaries, "Modules"), "-I", binaries,
            "-module-cache-path", os.path.join(scratch, "public-api-module-cache"),
            "-output-dir", out, "-minimum-access-level", "private",
            "-include-spi-symbols", "-omit-extension-block-symbols"])
        files = sorted(glob.glob(os.path.join(out, f"{module}.symbols.json"))
                       + glob.glob(os.path.join(out, f"{module}@*.symbols.json")))
        if not files:
            print(f"error: no symbol graph for {module} in {out}", file=sys.stderr)
            sys.exit(2)
        graphs[target] = [json.load(open(path, encoding="utf-8")) for path in files]
    took = time.monotonic() - start
    print(f"Built and read {len(modules)} modules ({', '.join(modules)}) in {took:.0f} s, scratch "
          f"{os.path.relpath(scratch, ROOT)}.", flush=True)
    return graphs


def source_path(uri, package):
    if not uri:
        return "(no source)"
    path = urllib.request.url2pathname(urllib.parse.urlparse(uri).path)
    return os.path.relpath(os.path.realpath(path), os.path.realpath(package))


def declarations(product, module, graphs, package):
    """The module's public declarations by the rule at the top of this file."""
    symbols, parents = {}, {}
    for graph in graphs:
        for symbol in graph["symbols"]:
            symbols.setdefault(symbol["identifier"]["precise"], symbol)
        for relation in graph["relationships"]:
            if relation["kind"] in PARENT_RELATIONS:
                parents.setdefault(relation["source"], relation["target"])

    public = {}

    def is_public(precise):
        if precise not in symbols:
            return True  # another module's type that this module extends: it is visible, or it could not be
        if precise not in public:
            public[precise] = False  # a cycle is not public
            own = symbols[precise]["accessLevel"] in PUBLIC
            public[precise] = own and (precise not in parents or is_public(parents[precise]))
        return public[precise]

    found = []
    for precise, symbol in symbols.items():
        if "::SYNTHESIZED::" in precise:  # rule 1
            continue
        location = symbol.get("location") or {"uri": "", "position": {"line": -1}}
        if not location["uri"]:  # rule 2
            continue
        if not is_public(precise):  # rule 3
            continue
        kind = symbol["kind"]["identifier"]
        if kind == "swift.extension":  # rule 4
            continue
        path = symbol["pathComponents"]
        flags = []
        if any(component.startswith("_") for component in path):
            flags.append("_")
        if symbol.get("spi"):
            flags.append("spi")
        found.append(Declaration(
            product, module, precise, kind, symbol["kind"]["displayName"], ".".join(path), ".".join(path[:-1]),
            source_path(location["uri"], package), location["position"]["line"] + 1, tuple(flags)))
    return found


def count(package, scratch):
    """{product: [Declaration, ...]} for every library product of the package."""
    products = library_products(package, scratch)
    graphs = symbol_graphs(package, scratch, products)
    return products, {product: sorted((d for module in modules
                                       for d in declarations(product, module, graphs[module], package)),
                                      key=lambda d: (d.file, d.line, d.path))
                      for product, modules in products.items()}


def self_test():
    """Counts the fixture package and compares every line with its `// API: N [flags]` marker."""
    products, found = count(FIXTURE, FIXTURE_SCRATCH)
    problems = []
    if products != FIXTURE_PRODUCTS:
        problems.append(f"products read as {products}, expected {FIXTURE_PRODUCTS}")
    expected, actual = collections.Counter(), collections.Counter()
    for path in sorted(glob.glob(os.path.join(FIXTURE, "Sources", "*", "*.swift"))):
        relative = os.path.relpath(path, FIXTURE)
        with open(path, encoding="utf-8") as file:
            for number, line in enumerate(file, 1):
                marker = MARKER.search(line)
                if marker and int(marker.group(1)):
                    flags = tuple(re.findall(r"\[([^\]]*)\]", marker.group(2)))
                    expected[(relative, number, " ".join(flags))] += int(marker.group(1))
    for declaration in (d for ds in found.values() for d in ds):
        actual[(declaration.file, declaration.line, " ".join(declaration.flags))] += 1
    for key in sorted(set(expected) | set(actual)):
        if expected[key] != actual[key]:
            file, line, flags = key
            names = [d.path for ds in found.values() for d in ds if (d.file, d.line) == (file, line)]
            problems.append(f"{file}:{line}: counted {actual[key]}{' [' + flags + ']' if flags else ''}, "
                            f"marked {expected[key]} {names}")
    total = sum(expected.values())
    if problems:
        for problem in problems:
            print(f"self-test: .ci/public-api-fixture/{problem}", file=sys.stderr)
        print(f"self-test: the counting rule misjudged the fixture ({len(problems)} differences)", file=sys.stderr)
        return False
    print(f"self-test: the fixture's {total} public declarations counted as marked, on every line")
    return True


def read_budgets():
    budgets = {}
    with open(BUDGETS, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            words = line.split("#", 1)[0].split()
            if not words:
                continue
            if len(words) != 2 or not words[1].isdigit():
                print(f"error: .ci/public-api-budgets:{number}: expected `PRODUCT COUNT`, got {line.strip()!r}",
                      file=sys.stderr)
                sys.exit(2)
            if words[0] in budgets:
                print(f"error: .ci/public-api-budgets:{number}: a second line for {words[0]}", file=sys.stderr)
                sys.exit(2)
            budgets[words[0]] = int(words[1])
    return budgets


def check(found):
    budgets = read_budgets()
    width = max([len("product")] + [len(p) for p in found])
    print(f"{'product':<{width}}  {'public':>6}  {'budget':>6}")
    over = []
    for product, decls in found.items():
        budget = budgets.get(product)
        if budget is None:
            verdict = "no budget (.ci/public-api-budgets): printed only"
        elif len(decls) > budget:
            verdict = f"OVER by {len(decls) - budget}"
            over.append(product)
        else:
            verdict = "ok"
        print(f"{product:<{width}}  {len(decls):>6}  {budget if budget is not None else '-':>6}  {verdict}")
    for product in budgets:
        if product not in found:
            print(f"note: .ci/public-api-budgets names {product}, which is not a library product", file=sys.stderr)
    if over:
        print(f"error: {', '.join(over)} over budget. `bash .ci/public-api.sh --list PRODUCT` lists the declarations "
              f"by file, `--top` the types with the most members; make what has one caller internal or `package`, "
              f"or raise the budget in .ci/public-api-budgets and say why in the commit.", file=sys.stderr)
        return False
    return True


def folder(path):
    return os.path.dirname(path) or "."


def list_product(product, decls):
    print(f"{product}: {len(decls)} public declarations (the rule is at the top of .ci/public-api.sh)")
    print("\nBy folder:")
    for name, n in sorted(collections.Counter(folder(d.file) for d in decls).items()):
        print(f"  {n:>4}  {name}")
    print("\nBy kind:")
    for name, n in collections.Counter(d.kind_name for d in decls).most_common():
        print(f"  {n:>4}  {name}")
    by_file = collections.defaultdict(list)
    for d in decls:
        by_file[d.file].append(d)
    for file in sorted(by_file):
        print(f"\n{file} ({len(by_file[file])})")
        by_kind = collections.defaultdict(list)
        for d in by_file[file]:
            by_kind[d.kind_name].append(d)
        for kind in sorted(by_kind):
            print(f"  {kind}")
            for d in by_kind[kind]:
                flags = "".join(f" [{flag}]" for flag in d.flags)
                print(f"    {d.line:>5}  {d.path}{flags}")


def top(found, limit):
    for product, decls in found.items():
        own_types = {d.path: d.file for d in decls if d.kind in {
            "swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.actor"}}
        members = collections.Counter(d.parent for d in decls if d.parent)
        print(f"{product}: {len(decls)} public declarations; {min(limit, len(members))} of the {len(members)} types "
              f"with public members, most first (direct members; an extension of another module's type is marked)")
        for parent, n in members.most_common(limit):
            where = own_types.get(parent, "extension of another module's type")
            print(f"  {n:>4}  {parent}  ({where})")
        print()


def main(arguments):
    sys.stdout.reconfigure(line_buffering=True)  # the table before the error that follows it, in CI's log
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # `--list PRODUCT | head` ends quietly
    parser = argparse.ArgumentParser(prog="bash .ci/public-api.sh",
                                     description="Public declarations per library product, against a budget.")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--list", metavar="PRODUCT", help="print PRODUCT's public declarations by file and kind")
    mode.add_argument("--top", metavar="N", type=int, nargs="?", const=15,
                      help="print the N types (default 15) with the most public members, per product")
    options = parser.parse_args(arguments)

    if options.list is None and options.top is None and not self_test():
        return 1
    products, found = count(ROOT, SCRATCH)
    if options.list is not None:
        if options.list not in found:
            print(f"error: no library product {options.list}; the products are {', '.join(found)}", file=sys.stderr)
            return 2
        list_product(options.list, found[options.list])
        return 0
    if options.top is not None:
        top(found, options.top)
        return 0
    return 0 if check(found) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
