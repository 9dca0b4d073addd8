/// A type a route parameter captures: it reads a value from a link's text and writes it back.
///
/// `UUID`, `Bool`, `Double`, `Int` and `String` are values already; an enum with `String` (or `Int`) raw values
/// becomes one by saying so, and any type of your app can, by reading and writing its text. Declare the
/// parameter's ``DeepLinkPathComponent/capture`` as ``CaptureKind/value(_:)`` and read it in the handler with
/// ``Swift/Dictionary/value(_:as:)``:
///
/// ```swift
/// enum Diet: String, DeepLinkValue { case vegan, vegetarian, glutenFree = "gluten free" }
///
/// struct Slug: DeepLinkValue {
///     var text: String
///     init?(linkText: String) {
///         guard linkText.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else { return nil }
///         text = linkText
///     }
///     var linkText: String { text }
/// }
///
/// Route("recipes" / .diet, name: "diet") { params in .diet(try params.value(.diet, as: Diet.self)) }
/// ```
///
/// The text is the segment (or query item) after percent-decoding, and ``linkText`` is percent-encoded when a link is
/// made: a value may hold `/`, `%`, `+`, `?` or spaces. A value must read back as itself:
/// `Value(linkText: value.linkText) == value`; the route table's round trips check it for the ``linkExamples``.
public protocol DeepLinkValue: Sendable {
    /// Reads a value from a link's decoded text; `nil` when the text is not one, which makes the route pass the link
    /// on, with a reason that names the parameter and the type.
    ///
    /// - Parameter linkText: The segment or query item, percent-decoded, never empty.
    init?(linkText: String)

    /// The value's text in a link, before percent-encoding: what reverse routing writes.
    var linkText: String { get }

    /// The type's name in messages and the route table: `UUID`, `Diet`. The type's own name by default.
    static var linkTypeName: String { get }

    /// Values for the route table's example links, first one first. None by default (a `CaseIterable` enum gives its
    /// first three cases): then a route with this parameter needs a declared ``Route/example(_:)``.
    static var linkExamples: [Self] { get }
}

extension DeepLinkValue {
    /// The type's own name: `Diet`.
    public static var linkTypeName: String { String(describing: Self.self) }

    /// No examples: declare ``Route/example(_:)`` on the routes that capture this type.
    public static var linkExamples: [Self] { [] }
}

extension DeepLinkValue where Self: CaseIterable {
    /// The first three cases.
    public static var linkExamples: [Self] { Array(allCases.prefix(3)) }
}

extension DeepLinkValue where Self: RawRepresentable, RawValue: LosslessStringConvertible {
    /// Reads the case whose raw value is `linkText`, exactly (case and spaces included).
    ///
    /// ```swift
    /// enum Diet: String, DeepLinkValue { case vegan, glutenFree = "gluten free" }
    /// Diet(linkText: "gluten free")   // .glutenFree
    /// Diet(linkText: "Vegan")         // nil
    /// ```
    ///
    /// - Parameter linkText: The decoded text.
    public init?(linkText: String) {
        guard let raw = RawValue(linkText) else { return nil }
        self.init(rawValue: raw)
    }

    /// The raw value's text.
    public var linkText: String { rawValue.description }
}
