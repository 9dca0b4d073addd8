// Each line ends with what .ci/public-api.sh counts on it (the fixture's Package.swift says how).

// Its init(rawValue:), rawValue and allCases are made by the compiler: not counted.
public enum Kind: String, CaseIterable, Sendable {  // API: 1
    case polygon  // API: 1
    case circle, ellipse  // API: 2  (each case counts)
}

public enum Edge: Equatable {  // API: 1  (== and != made by the compiler: 0)
    case straight(length: Double)  // API: 1
    indirect case joined(Edge, Edge)  // API: 1
}
