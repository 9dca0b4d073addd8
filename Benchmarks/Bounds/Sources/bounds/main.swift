import DeepLinks
import DeepLinksTools
import Foundation

// Each row: its input, the time of one run (the best of a few, in a release build), and a check of the answer.
// `bounds` runs every row; `bounds forwarding|aasa-globs|aasa-components` one group; `bounds aasa-glob K` only the
// two `*a` + K `?` components (to time the slow case on a build from before the fix, one K at a time).

/// Prints a row at once, so that a run stopped by a timeout keeps the rows before.
func emit(_ line: String) {
    print(line)
    fflush(nil)
}

/// Seconds taken by `body`, the best of `runs` (or fewer, once a run takes more than a few seconds).
func best(runs: Int = 5, _ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
        let start = Date()
        try body()
        let elapsed = Date().timeIntervalSince(start)
        best = min(best, elapsed)
        if elapsed > 3 { break }
    }
    return best
}

func milliseconds(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }

/// A 64 KiB query to a route that forwards its query: 3,000 items named like components (the last cases first,
/// which `init(rawValue:)` reaches last) and unknown names to fill it, or unknown names only (`known: false`).
@discardableResult
func forwarding<P: DeepLinkPathComponent>(_: P.Type, label: String, known: Bool = true) throws -> Double {
    let router = try DeepLinkRouter<P, Int>(
        routes: [Route(patterns: [try RoutePattern<P>(parsing: "/discover")], forwardingQuery: true) { p in p.count }])
    var items = known ? (0..<3_000).reversed().map { "c\($0)=v" } : []
    var filler = 0
    while items.joined(separator: "&").utf8.count < 65_000 {
        items.append("x\(filler)=1")
        filler += 1
    }
    let link = "/discover?" + items.joined(separator: "&")
    var forwarded = 0
    let seconds = try best {
        forwarded = try router.resolve(.path(link)).get().intent
    }
    let input = "forwarded query, \(link.utf8.count)-byte link, \(items.count) items\(known ? "" : " (unknown names)")"
    emit("| \(input), \(label) | \(milliseconds(seconds)) | \(forwarded) items forwarded |")
    return seconds
}

enum SiteParam: String, DeepLinkPathComponent {
    case id, number, rest
    var capture: CaptureKind {
        switch self {
        case .id: .string
        case .number: .int
        case .rest: .remainder
        }
    }
}

let appID = "ABCDE12345.com.bestrecipes.app"

func siteTable() throws -> RouteTable {
    try DeepLinkRouter<SiteParam, Int>(hosts: ["bestrecipes.com"]) {
        Route("recipe" / .id) { _ in 1 }
        Route("order" / .number) { _ in 2 }
        Route("docs" / .rest) { _ in 3 }
        Route("home") { _ in 4 }
    }.routeTable
}

func file(_ paths: [String]) -> Data {
    let components = paths.map { #"{"/": "\#($0)"}"# }.joined(separator: ",")
    return Data(#"{"applinks": {"details": [{"appIDs": ["\#(appID)"], "components": [\#(components)]}]}}"#.utf8)
}

@discardableResult
func check(_ label: String, _ paths: [String], runs: Int = 3) throws -> Double {
    let table = try siteTable()
    let data = file(paths)
    var findings = 0
    let seconds = best(runs: runs) {
        findings = table.checkAppleAppSiteAssociation(data, appID: appID).findings.count
    }
    let input = "\(label), \(paths.count) components, \(data.count)-byte file"
    emit("| \(input) | \(milliseconds(seconds)) | \(findings) findings |")
    return seconds
}

@discardableResult
func aasaGlob(_ ones: Int) throws -> Double {
    let glob = "*a" + String(repeating: "?", count: ones)
    return try check("two components `*a` + \(ones) `?`", [glob, glob], runs: 1)
}

/// 5,000 components: distinct paths under routes, and distinct globs of one length full of wildcards (no length,
/// first or last character rules a pair out, so every pair is compared in full).
@discardableResult
func aasaComponents() throws -> [Double] {
    let paths = try check("distinct paths `/recipe/<i>/?*`", (0..<5_000).map { "/recipe/\($0)/?*" })
    var state: UInt64 = 37
    func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
    var globs: [String] = []
    var seen: Set<String> = []
    while globs.count < 5_000 {
        let body = (0..<14).map { _ in ["a", "b", "?"][Int(next() % 3)] }.joined()
        let glob = "*" + body + "?"
        if seen.insert(glob).inserted { globs.append(glob) }
    }
    return [paths, try check("distinct globs `*` + 14 of `a`/`b`/`?` + `?`", globs)]
}

let arguments = Array(CommandLine.arguments.dropFirst())
emit("| input | time (best run) | answer |")
emit("|---|---|---|")
switch arguments.first {
case "forwarding"?:
    try forwarding(ListedParam.self, label: "3,000-case `CaseIterable` enum")
    try forwarding(UnlistedParam.self, label: "3,000-case enum, not `CaseIterable`")
    try forwarding(ListedParam.self, label: "3,000-case `CaseIterable` enum", known: false)
    try forwarding(UnlistedParam.self, label: "3,000-case enum, not `CaseIterable`", known: false)
case "aasa-glob"?:
    try aasaGlob(arguments.dropFirst().first.flatMap { Int($0) } ?? 18)
case "aasa-globs"?:
    for ones in [14, 16, 18, 22, 200] { try aasaGlob(ones) }
case "aasa-components"?:
    try aasaComponents()
default:
    // Issue #37's bounds: a forwarded 64 KiB query ~1 ms with the name table, two `*a` + K `?` components in
    // milliseconds, 5,000 components ≤ 2 s. `--check` (CI) fails past 10× each, as the issue asks of the smoke run.
    var rows: [(name: String, seconds: Double, limit: Double?)] = []
    let listed = "3,000-case `CaseIterable` enum"
    rows.append(("forwarded query, \(listed)", try forwarding(ListedParam.self, label: listed), 0.010))
    rows.append(("", try forwarding(UnlistedParam.self, label: "3,000-case enum, not `CaseIterable`"), nil))
    rows.append(
        ("forwarded unknown names, \(listed)", try forwarding(ListedParam.self, label: listed, known: false), 0.010))
    rows.append(
        ("", try forwarding(UnlistedParam.self, label: "3,000-case enum, not `CaseIterable`", known: false), nil))
    for ones in [18, 22, 200] { rows.append(("two `*a` + \(ones) `?` components", try aasaGlob(ones), 0.1)) }
    for (name, seconds) in zip(["5,000 paths", "5,000 globs"], try aasaComponents()) {
        rows.append((name, seconds, 20))
    }
    if arguments.contains("--check") {
        let over = rows.filter { row in row.limit.map { row.seconds > $0 } ?? false }
        for row in over {
            FileHandle.standardError.write(
                Data(
                    "over its bound: \(row.name), \(milliseconds(row.seconds)) > \(milliseconds(row.limit ?? 0))\n".utf8
                ))
        }
        if !over.isEmpty { exit(1) }
    }
}
