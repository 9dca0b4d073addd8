// Each line ends with what .ci/public-api.sh counts on it (the fixture's Package.swift says how).

// Its ==, !=, hash(into:), hashValue, init(from:) and encode(to:) are made by the compiler: not counted.
public struct Shape: Hashable, Codable, Sendable {  // API: 1
    public var sides: Int  // API: 1
    public let name: String, label: String  // API: 2
    var cache = 0  // API: 0  (internal)
    package var shared = 0  // API: 0  (package)
    private var secret = 0  // API: 0  (private)

    public init(sides: Int, name: String) {  // API: 1
        self.sides = sides
        self.name = name
        self.label = name
    }

    public subscript(corner: Int) -> Int { corner % sides }  // API: 1
    public static let point = Shape(sides: 0, name: "point")  // API: 1
    public typealias Corner = Int  // API: 1
    public struct Style: Sendable {}  // API: 1  (a nested type)

    public func _checkInvariants() -> Bool { sides >= 0 }  // API: 1 [_]  (an underscored name is still public)
    @_spi(Fixture) public func spiHelper() {}  // API: 1 [spi]  (so is an @_spi declaration)
    @usableFromInline func inlinableHelper() {}  // API: 0  (@usableFromInline internal)
    fileprivate func nearby() {}  // API: 0  (fileprivate)
    @available(*, deprecated, renamed: "draw()") public func render() {}  // API: 1  (deprecated is still API)
    @available(*, unavailable) public func gone() {}  // API: 0  (unavailable: it cannot be called, the graph omits it)
}

public func + (lhs: Shape, rhs: Shape) -> Shape {  // API: 1  (an operator)
    Shape(sides: lhs.sides + rhs.sides, name: lhs.name)
}

public func makeShape(sides: Int) -> Shape { Shape(sides: sides, name: "\(sides)-gon") }  // API: 1
public let unitSquare = Shape(sides: 4, name: "square")  // API: 1
func internalHelper() {}  // API: 0  (internal)
