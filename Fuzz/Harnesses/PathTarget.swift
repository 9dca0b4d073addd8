@testable import DeepLinks

/// Fuzz target `path`: a route table (with its routes' doors and parents) and a path, both from the input's bytes.
///
/// The table must build exactly when the reference finds no conflict and no parent more restricted by doors than its
/// child; on the table built, `match(.path(_:))`, `resolve(.path(_:))` and `route(forPath:)` must agree with each other
/// and with the reference matcher (route, captures, link path, reason for a miss, selected route), and the same table
/// mounted as modules must resolve the path as the flat one does. The same path resolved under every door's trust
/// (and an in-app door the app does not vouch for) must open what the reference says of that door: only routes whose
/// doors admit it, the link reporting its door, and its back stack showing only routes that admit it. See
/// `Fuzz/README.md`.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzPath(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, count: size)
    let (table, router) = FuzzTable.build(FuzzTable.decode(&input))
    let path = input.rest()
    let context = { "path \(ReferenceMatcher.readable(path))\n\(ReferenceMatcher.dump(table))" }
    FuzzTable.checkPath(router, table, path)
    FuzzTable.checkTrust(
        router.resolve(.path(path)), router, table, door: .path, isFromApp: true, entry: "resolve(.path(_:))",
        context())
    FuzzTable.checkMounted(router, table, path)
    // The path as a link from every door: as a push's or a restored snapshot's path is resolved, under its trust.
    let trusts = LinkSource.allCases.map { ($0, ReferenceURL.isAppsOwn($0)) } + [(.path, false)]
    for (door, isFromApp) in trusts {
        let result = router._resolve(.path(path), trust: LinkTrust(door: door, isFromApp: isFromApp))
        let entry = "_resolve(.path(_:), trust: \(door)\(isFromApp ? "" : ", not the app's own"))"
        FuzzTable.checkTrust(result, router, table, door: door, isFromApp: isFromApp, entry: entry, context())
        let outcome = ReferenceMatcher.reference(table, path: path, door: door, isFromApp: isFromApp)
        ReferenceURL.check(
            result, .routed(path: ReferenceMatcher.linkPath(path), source: door, outcome: outcome), door: door,
            isURL: false, "\(entry): \(context())")
    }
    return 0
}
