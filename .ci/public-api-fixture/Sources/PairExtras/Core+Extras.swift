// Each line ends with what .ci/public-api.sh counts on it (the fixture's Package.swift says how).
import PairCore

// An extension of the product's other module: in PairExtras@PairCore.symbols.json, counted once, under PairExtras.
extension Core {
    public func extra() -> Int { forExtras() }  // API: 1
    func internalExtra() {}  // API: 0  (internal)
}
