/// Why a handler could not read a parameter: thrown by ``Swift/Dictionary/value(_:)``,
/// ``Swift/Dictionary/int(_:)``, ``Swift/Dictionary/either(_:)`` and ``Swift/Dictionary/value(_:as:)``.
///
/// A handler that lets it propagate refuses the link; the router reports it as
/// ``DeepLinkError/Kind/handlerFailed``, naming the route and the parameters it does give.
///
/// ```swift
/// Route("recipe" / .recipeId) { params in .showRecipe(try params.value(.id)) }   // a typo: .id
/// // resolve(path: "/recipe/42"): Route /recipe/:recipeId refused '/recipe/42': parameter 'id' is missing;
/// // the route gives recipeId.
/// ```
public struct DeepLinkParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    private enum Reason: Hashable, Sendable {
        case missing(name: String)
        case notAnInt(name: String, value: String)
        case notOfType(name: String, type: String, value: String)
    }

    private let reason: Reason

    private init(_ reason: Reason) {
        self.reason = reason
    }

    static func missing(_ name: String) -> Self { Self(.missing(name: name)) }

    static func notAnInt(_ name: String, value: String) -> Self { Self(.notAnInt(name: name, value: value)) }

    static func notOfType(_ name: String, type: String, value: String) -> Self {
        Self(.notOfType(name: name, type: type, value: value))
    }

    /// The parameter's name: the component's raw value.
    public var parameter: String {
        switch reason {
        case .missing(let name), .notAnInt(let name, _), .notOfType(let name, _, _): name
        }
    }

    /// Whether the parameter was absent (rather than present with a value of the wrong kind).
    package var isMissing: Bool {
        if case .missing = reason { return true }
        return false
    }

    /// A phrase that says what is wrong, without the value (it may be a secret a link carried):
    /// `parameter 'weekId' is not an Int`, `parameter 'userId' does not read as UUID`.
    public var description: String {
        switch reason {
        case .missing(let name): "parameter '\(name)' is missing"
        case .notAnInt(let name, _): "parameter '\(name)' is not an Int"
        case .notOfType(let name, let type, _): "parameter '\(name)' does not read as \(type)"
        }
    }

    /// ``description`` with the value, escaped and bounded, for debugging: `parameter 'weekId' is not an Int: 'abc'`.
    public var unredactedDescription: String {
        switch reason {
        case .missing: description
        case .notAnInt(let name, let value): "parameter '\(name)' is not an Int: '\(LogText.escaped(value))'"
        case .notOfType(let name, let type, let value):
            "parameter '\(name)' does not read as \(type): '\(LogText.escaped(value))'"
        }
    }
}
