@testable import DeepLinks

/// Fuzz target `path`: a route table and a path, both from the input's bytes.
///
/// The table must build exactly when the reference finds no conflict; on the conflict-free table, `match(path:)`,
/// `resolve(path:)` and `route(forPath:)` must agree with each other and with the reference matcher (route,
/// captures, link path, reason for a miss, selected route). See `Fuzz/README.md`.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzPath(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, count: size)
    let (table, router) = FuzzTable.build(FuzzTable.decode(&input))
    FuzzTable.checkPath(router, table, input.rest())
    return 0
}
