// Each line ends with what .ci/public-api.sh counts on it (the fixture's Package.swift says how).

public struct Core: Equatable {  // API: 1
    public init() {}  // API: 1
    package func forExtras() -> Int { 1 }  // API: 0  (package: what PairExtras may call without making it API)
}
