// Each line ends with what .ci/public-api.sh counts on it (the fixture's Package.swift says how).

public protocol Drawable {  // API: 1
    associatedtype Canvas  // API: 1  (a requirement counts)
    func draw() -> String  // API: 1
    var layer: Int { get }  // API: 1
}

extension Drawable {
    // A default implementation counts here, once: not again on each type that conforms (Shape, Int).
    public var layer: Int { 0 }  // API: 1
    public func describe() -> String { "\(layer): \(draw())" }  // API: 1
    func internalDefault() {}  // API: 0  (internal)
}

extension Shape: Drawable {
    public typealias Canvas = String  // API: 1
    public func draw() -> String { name }  // API: 1
}

// Our extension of a standard library type is our API: it is in Shapes@Swift.symbols.json.
extension Int: Drawable {
    public typealias Canvas = Never  // API: 1
    public func draw() -> String { "\(self)" }  // API: 1
}

extension String {
    public var shapeName: String { self }  // API: 1
    var internalName: String { self }  // API: 0  (internal)
}

open class Painter {  // API: 1
    open func paint() {}  // API: 1
    public init() {}  // API: 1
}

public final class Sketch: Painter {  // API: 1  (the inherited init() and paint() are not declared here: 0)
    override public func paint() {}  // API: 1  (an override is written, so it counts)
}

struct Hidden {  // API: 0  (internal)
    public var leaked = 0  // API: 0  (a public member of an internal type is internal)
    public struct Inner {  // API: 0  (so is a public type nested in one)
        public func deep() {}  // API: 0
    }
}

package struct Shared {  // API: 0  (package)
    public func wide() {}  // API: 0  (a public member of a package type is package)
}
