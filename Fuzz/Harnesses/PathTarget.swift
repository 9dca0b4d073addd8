@testable import DeepLinks

/// Fuzz target `path`: a route table and a path, both from the input's bytes.
///
/// The table must build exactly when the reference finds no conflict; on the conflict-free table, `match(.path(_:))`,
/// `resolve(.path(_:))` and `route(forPath:)` must agree with each other and with the reference matcher (route,
/// captures, link path, reason for a miss, selected route), and the same table mounted as modules must resolve the
/// path as the flat one does. See `Fuzz/README.md`.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzPath(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, count: size)
    let (table, router) = FuzzTable.build(FuzzTable.decode(&input))
    let path = input.rest()
    FuzzTable.checkPath(router, table, path)
    FuzzTable.checkMounted(router, table, path)
    return 0
}
