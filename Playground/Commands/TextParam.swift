import DeepLinks

/// A parameter of a route table read from text (`--routes FILE`): its name and capture kind come from the text.
///
/// The text form is the one `RoutePattern.description` prints, plus an optional kind: `:name` is a `String`,
/// `:name(int)` an `Int`, `:name(either)` an `Either<Int, String>`, `*name` the rest of the path. Two parameters
/// with one name and different kinds (`:ref` and `*ref` in GitHub's table) are different components.
struct TextParam: DeepLinkPathComponent {
    var rawValue: String
    var capture: CaptureKind

    init(name: String, capture: CaptureKind) {
        self.rawValue = name
        self.capture = capture
    }

    /// A `String` parameter; the other kinds come from ``TextRoutes/pattern(parsing:)``.
    init?(rawValue: String) {
        self.init(name: rawValue, capture: .string)
    }
}
