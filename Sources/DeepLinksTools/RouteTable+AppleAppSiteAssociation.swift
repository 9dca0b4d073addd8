import DeepLinks

extension RouteTable {
    /// The `apple-app-site-association` file for your web site: the `applinks` section that lets the apps open the
    /// routes' universal links, written from the routes, so that it never drifts from the code.
    ///
    /// The file is in the format iOS 13, macOS 10.15 and later read: `{"applinks": {"details": [{"appIDs": […],
    /// "components": […]}]}}`, with the components of ``appLinksComponents()`` in their order. Each component has
    /// the keys `"/"`, `"?"` (when the route requires query items), `"exclude"` (for exclusions),
    /// `"caseSensitive"` (`false`, when the router has `MatchingOptions.caseInsensitiveLiterals`) and `"comment"`
    /// (the route's name and pattern), in that order. Where it makes the file shorter, without changing which links
    /// open the app, a detail's `"defaults": {"caseSensitive": false}` replaces the key in every component, and
    /// components that differ only by one literal segment are written as one, whose segment is a substitution
    /// variable of `applinks` (`/$(segment1)/?*`, `"segment1": ["recipes", "menus"]`). The JSON is pretty-printed
    /// with two-space indents and is the same for the same routes on every platform, so it can be checked in and
    /// diffed.
    ///
    /// Serve it at `https://<host>/.well-known/apple-app-site-association` on every host of the router's
    /// `hosts:`, as `application/json`, without redirects. See <doc:RouteDocumentation>.
    ///
    /// ```swift
    /// let json = try router.routeTable.appleAppSiteAssociation(appIDs: ["ABCDE12345.com.bestrecipes.app"])
    /// try json.write(to: URL(fileURLWithPath: "public/.well-known/apple-app-site-association"),
    ///                atomically: true, encoding: .utf8)
    /// ```
    ///
    /// - Parameter appIDs: The apps that open the links, each as `TEAMID.bundle.identifier`: the 10-character team
    ///   ID (letters A–Z and digits), a dot and the bundle identifier (`ABCDE12345.com.example.app`).
    /// - Returns: The JSON text, ending with a line break.
    /// - Throws: ``RouteTableError`` of kind ``RouteTableError/Kind/noAppIDs`` or
    ///   ``RouteTableError/Kind/invalidAppID`` for the app IDs, else as ``appLinksComponents()`` throws.
    public func appleAppSiteAssociation(appIDs: [String]) throws(RouteTableError) -> String {
        guard !appIDs.isEmpty else { throw .noAppIDs }
        for appID in appIDs where !Self.isAppID(appID) { throw .invalidAppID(appID) }
        return AppLinksLayout.shortestFile(of: try appLinksComponents(), appIDs: appIDs)
    }

    /// Whether `text` is an app ID in Apple's form: a team ID of 10 letters `A–Z` and digits, a dot, and a bundle
    /// identifier of letters, digits, `-` and `.` without empty parts.
    static func isAppID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count > 11, bytes[10] == UInt8(ascii: ".") else { return false }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let isUpper = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        let isLower = { (byte: UInt8) in byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        guard bytes[..<10].allSatisfy({ isDigit($0) || isUpper($0) }) else { return false }
        let bundle = bytes[11...]
        let parts = bundle.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return parts.allSatisfy { !$0.isEmpty }
            && bundle.allSatisfy {
                isUpper($0) || isLower($0) || isDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
            }
    }
}

/// Deterministic JSON text, with members in the order given: two-space indents, no escaped slashes.
enum JSONText {
    /// A JSON value; objects keep their members' order.
    indirect enum Value {
        case string(String)
        case bool(Bool)
        case array([Value])
        case object([(String, Value)])
    }

    /// The value's text, its nested lines indented by two spaces per level.
    static func write(_ value: Value, indent: String = "") -> String {
        let inner = indent + "  "
        switch value {
        case .string(let text): return quoted(text)
        case .bool(let flag): return flag ? "true" : "false"
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            return "[\n" + items.map { inner + write($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let lines = members.map { inner + quoted($0.0) + ": " + write($0.1, indent: inner) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        }
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\n`, `\r`, `\t` or `\u00XX`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
