/// Why a pattern's text could not be read by ``RoutePattern/init(parsing:)``.
///
/// ```swift
/// do {
///     _ = try RoutePattern<Param>(parsing: "/recipe/:recipe")
/// } catch {
///     print(error)  // Unknown parameter ':recipe' in pattern '/recipe/:recipe': ...
/// }
/// ```
public struct RoutePatternError: Error, Hashable, Sendable, CustomStringConvertible {
    private enum Reason: Hashable, Sendable {
        case unknownParameter(name: String, pattern: String, type: String)
        case emptyParameterName(pattern: String)
        case wrongSigil(name: String, pattern: String, capture: CaptureKind)
    }

    private let reason: Reason

    private init(_ reason: Reason) {
        self.reason = reason
    }

    @usableFromInline
    static func unknownParameter(_ name: String, in pattern: String, type: Any.Type) -> Self {
        Self(.unknownParameter(name: name, pattern: pattern, type: String(describing: type)))
    }

    @usableFromInline
    static func emptyParameterName(in pattern: String) -> Self {
        Self(.emptyParameterName(pattern: pattern))
    }

    @usableFromInline
    static func wrongSigil(_ name: String, in pattern: String, capture: CaptureKind) -> Self {
        Self(.wrongSigil(name: name, pattern: pattern, capture: capture))
    }

    /// A sentence that says what is wrong and where.
    public var description: String {
        switch reason {
        case .unknownParameter(let name, let pattern, let type):
            "Unknown parameter ':\(name)' in pattern '\(pattern)': \(type) has no case with raw value '\(name)'."
        case .emptyParameterName(let pattern):
            "Empty parameter name in pattern '\(pattern)': write ':name' with a name after the colon."
        case .wrongSigil(let name, let pattern, let capture) where capture == .remainder:
            "Parameter '\(name)' in pattern '\(pattern)' is a remainder: write it as '*\(name)'."
        case .wrongSigil(let name, let pattern, let capture):
            "Parameter '\(name)' in pattern '\(pattern)' captures one segment (\(capture)): write it as ':\(name)'."
        }
    }
}
