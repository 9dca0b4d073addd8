extension LinkSource: Codable {
    /// Reads a door saved by ``encode(to:)``: its case name, `"customScheme"`.
    ///
    /// ```swift
    /// try JSONDecoder().decode(LinkSource.self, from: Data(#""universalLink""#.utf8))   // .universalLink
    /// ```
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted` for a name that is no door.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let source = Self.allCases.first(where: { $0.codingName == name }) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "'\(LogText.escaped(name))' is not a door; expected one of "
                    + Self.allCases.map(\.codingName).joined(separator: ", "))
        }
        self = source
    }

    /// Writes the door as its case name, `"customScheme"`, which stays the same across versions.
    ///
    /// ```swift
    /// try JSONEncoder().encode(LinkSource.pushNotification)   // "pushNotification"
    /// ```
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(codingName)
    }

    private var codingName: String {
        switch self {
        case .customScheme: "customScheme"
        case .universalLink: "universalLink"
        case .pushNotification: "pushNotification"
        case .shortcutItem: "shortcutItem"
        case .userActivity: "userActivity"
        case .path: "path"
        case .intent: "intent"
        }
    }
}
