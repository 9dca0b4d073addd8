import DeepLinksNavigation
import Foundation

@testable import DeepLinks

/// Fuzz target `payload`: a route table (route `i` named `r<i>`, with its doors and parents), a push payload and a
/// shortcut item, from the input's bytes.
///
/// The payload (strings, integers and doubles as Swift values and `NSNumber`s, Booleans, `NSNull`, arrays, nested
/// dictionaries) goes through `resolve(.pushPayload(_:))`, the shortcut item through
/// `resolve(.shortcutItem(type:userInfo:format:))`; both must return what a reference reading of the payload says: the
/// link it carries, resolved as the reference matcher and ``ReferenceURL`` say, or the named route with its parameters
/// checked, or the exact reason there is none. A successful link must equal what resolving its URL or its name
/// directly gives, and its path must lead back to its route's pattern with the same captures. A route whose doors
/// refuse the push or the shortcut item is never opened by it (a link by name fails, naming the doors; a link by text
/// goes on to less specific routes); every link reports its door and is never the app's own, and a named route is
/// opened by `.route(_:parameters:from:)` through exactly the doors it admits. A navigator must give the same
/// outcomes, and the same table mounted as modules the same results. See `Fuzz/README.md`.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzPayload(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, count: size)
    let (table, router) = FuzzTable.build(FuzzTable.decode(&input))
    let payload = PayloadNode.entries(&input, depth: 0, anyKeys: true)
    let format = ShortcutItemFormat(typePrefix: input.flag() ? "com.app." : "")
    let type = PayloadNode.string(&input, table.count)
    let userInfo = input.flag() ? PayloadNode.entries(&input, depth: 1, anyKeys: false) : nil
    let check = PayloadCheck(table: table, router: router)

    let pushContext = { "payload \(PayloadNode.dump(payload))\n\(ReferenceMatcher.dump(table))" }
    let pushResult = router.resolve(.pushPayload(PayloadNode.dictionary(payload)))
    FuzzTable.checkTrust(
        pushResult, router, table, door: .pushNotification, isFromApp: false, entry: "resolve(.pushPayload(_:))",
        pushContext())
    check.checkPush(pushResult, payload, pushContext())

    let shortcutContext = {
        "shortcut \(ReferenceMatcher.readable(type)) with \(userInfo.map(PayloadNode.dump) ?? "nil") "
            + "(prefix '\(format.typePrefix)')\n\(ReferenceMatcher.dump(table))"
    }
    let userInfoValue = userInfo.map { PayloadNode.stringKeyed($0) }
    let shortcutResult = router.resolve(.shortcutItem(type: type, userInfo: userInfoValue, format: format))
    FuzzTable.checkTrust(
        shortcutResult, router, table, door: .shortcutItem, isFromApp: false, entry: "resolve(.shortcutItem(…))",
        shortcutContext())
    check.checkNamed(
        shortcutResult, name: PayloadCheck.routeName(forType: type, format),
        scope: PayloadCheck.lastValues(userInfo ?? []), from: .shortcutItem, shortcutContext())

    // The same table mounted as modules must read the payload and the shortcut item as the flat one does.
    do {
        let mounted = try FuzzTable.Router(routes: ReferenceMatcher.mountedRoutes(table))
        FuzzTable.checkSameResult(
            mounted.resolve(.pushPayload(PayloadNode.dictionary(payload))), pushResult, pushContext())
        FuzzTable.checkSameResult(
            mounted.resolve(.shortcutItem(type: type, userInfo: userInfoValue, format: format)), shortcutResult,
            shortcutContext())
    } catch {
        FuzzCheck.fail("mounted, the conflict-free table threw '\(error)'\n\(ReferenceMatcher.dump(table))")
    }

    MainActor.assumeIsolated {
        let navigator = DeepLinkNavigator(router: router, openGates: [.authorization])
        navigator.duplicateWindow = 0  // a push and a shortcut may name the same route and values, on purpose
        navigator.shortcutItemFormat = format
        // No secret reaches what the app logs: the marker rides in links' queries, fragments and user-info only.
        var logged: [String] = []
        navigator.onEvent = { event in logged += [event.description, "\(event.kind)"] }
        defer {
            let leaks = logged.filter { $0.contains(PayloadNode.secret) }
            FuzzCheck.require(leaks.isEmpty, "\(pushContext()): the secret marker reached a log line: \(leaks)")
        }
        FuzzTable.checkNavigatorOutcome(
            navigator.open(.pushPayload(PayloadNode.dictionary(payload)), animated: false), pushResult,
            entry: "open(pushPayload:)", pushContext())
        FuzzTable.checkNavigatorOutcome(
            navigator.open(.shortcutItem(type: type, userInfo: userInfoValue), animated: false), shortcutResult,
            entry: "open(shortcutItemType:userInfo:)", shortcutContext())
        FuzzTable.checkDuplicate(router, .pushPayload(PayloadNode.dictionary(payload)), pushContext())
        FuzzTable.checkDuplicate(
            router, .shortcutItem(type: type, userInfo: userInfoValue, format: format), shortcutContext())
    }
    return 0
}

// MARK: - Payloads

/// A payload value as the harness builds it, so that what reading it must give is known by construction rather than
/// by casting it back.
indirect enum PayloadNode: CustomStringConvertible {
    case string(String)
    case substring(String)
    case int(Int)
    case unsigned(UInt)
    case double(Double)
    case bool(Bool)
    case numberInt(Int)
    case numberDouble(Double)
    case numberBool(Bool)
    case null
    case array([PayloadNode])
    /// A dictionary with `String` keys, or with `AnyHashable` keys (some of them not strings) when `anyKeys` is set.
    case dictionary([Entry], anyKeys: Bool)

    /// A key and its value; a key that is not a string is an `Int`.
    struct Entry {
        var key: String?
        var intKey: Int
        var value: PayloadNode
    }

    /// What reading the value as a parameter gives: its text, or `nil` when it is refused.
    var text: String? {
        switch self {
        // A control character makes a string no value, as an escaped one makes a URL's segment malformed.
        case .string(let text), .substring(let text): text.utf8.contains { $0 < 0x20 || $0 == 0x7F } ? nil : text
        case .int(let number), .numberInt(let number): String(number)
        case .unsigned(let number): String(number)
        // A whole number is its integer, whatever its type; other finite numbers as Swift prints them.
        case .double(let number), .numberDouble(let number):
            number.isFinite ? Int(exactly: number).map { String($0) } ?? "\(number)" : nil
        case .bool, .numberBool, .null, .array, .dictionary: nil
        }
    }

    var value: Any {
        switch self {
        case .string(let text): text
        case .substring(let text): Substring(text)
        case .int(let number): number
        case .unsigned(let number): number
        case .double(let number): number
        case .bool(let flag): flag
        case .numberInt(let number): NSNumber(value: number)
        case .numberDouble(let number): NSNumber(value: number)
        case .numberBool(let flag): NSNumber(value: flag)
        case .null: NSNull()
        case .array(let nodes): nodes.map(\.value)
        case .dictionary(let entries, let anyKeys):
            anyKeys ? Self.dictionary(entries) as Any : Self.stringKeyed(entries) as Any
        }
    }

    var description: String {
        switch self {
        case .string(let text): ReferenceMatcher.readable(text)
        case .substring(let text): "Substring(\(ReferenceMatcher.readable(text)))"
        case .int(let number): "\(number)"
        case .unsigned(let number): "UInt(\(number))"
        case .double(let number): "Double(\(number))"
        case .bool(let flag): "\(flag)"
        case .numberInt(let number): "NSNumber(\(number))"
        case .numberDouble(let number): "NSNumber(\(number))"
        case .numberBool(let flag): "NSNumber(\(flag))"
        case .null: "NSNull"
        case .array(let nodes): "\(nodes)"
        case .dictionary(let entries, let anyKeys): (anyKeys ? "AnyHashable" : "") + Self.dump(entries)
        }
    }

    static func dictionary(_ entries: [Entry]) -> [AnyHashable: Any] {
        var dictionary: [AnyHashable: Any] = [:]
        for entry in entries {
            dictionary[entry.key.map(AnyHashable.init) ?? AnyHashable(entry.intKey)] = entry.value.value
        }
        return dictionary
    }

    static func stringKeyed(_ entries: [Entry]) -> [String: Any] {
        var dictionary: [String: Any] = [:]
        for entry in entries where entry.key != nil { dictionary[entry.key!] = entry.value.value }
        return dictionary
    }

    static func dump(_ entries: [Entry]) -> String {
        "["
            + entries.map { "\($0.key.map(ReferenceMatcher.readable) ?? "\($0.intKey)"): \($0.value)" }.joined(
                separator: ", ")
            + "]"
    }

    /// A secret links carry in their query, fragment or user-info; no log line may show it.
    static let secret = "S3CR3TM4RK"

    /// The keys payloads use: the format's, the system's, the table's parameters, and others.
    static let keys =
        ["deeplink", "url", "link", "type", "data", "aps"] + ReferenceMatcher.P.allCases.map(\.rawValue) + ["x"]

    /// Up to five entries; some keys are not strings when `anyKeys` is set.
    static func entries(_ input: inout FuzzInput, depth: Int, anyKeys: Bool) -> [Entry] {
        (0..<input.below(6)).map { _ in
            let choice = input.byte()
            let key = choice == 0xFF ? input.text(maximum: 8) : keys[Int(choice) % keys.count]
            var value: PayloadNode
            if key == "data", depth == 0, input.flag() {
                let anyKeys = input.flag()
                value = .dictionary(entries(&input, depth: 1, anyKeys: anyKeys), anyKeys: anyKeys)
            } else {
                value = node(&input, depth: depth)
            }
            // A link under a link key that carries a secret in its user-info, query or fragment: logs must show
            // none of it. (A value by name may show in a path, which logs keep.)
            if ["deeplink", "url", "link"].contains(key), case .string(var link) = value {
                switch input.below(4) {
                case 0: link += "?token=\(secret)"
                case 1: link += "?a=1&token=\(secret)#\(secret)"
                case 2:
                    if let scheme = link.firstRange(of: "://") {
                        link.insert(contentsOf: "me:\(secret)@", at: scheme.upperBound)
                    }
                default: break
                }
                value = .string(link)
            }
            return Entry(key: anyKeys && choice == 0xFE ? nil : key, intKey: Int(choice), value: value)
        }
    }

    static func node(_ input: inout FuzzInput, depth: Int) -> PayloadNode {
        let kind = input.below(16)
        if depth < 2, kind == 13 { return .array((0..<input.below(3)).map { _ in node(&input, depth: depth + 1) }) }
        if depth < 2, kind == 14 {
            let anyKeys = input.flag()
            return .dictionary(entries(&input, depth: depth + 1, anyKeys: anyKeys), anyKeys: anyKeys)
        }
        switch kind {
        case 0, 1, 2: return .string(string(&input, 9))
        case 3: return .substring(string(&input, 9))
        case 4: return .int(Int(Int64(bitPattern: input.word())))
        case 5: return .unsigned(UInt(input.word()))
        case 6: return .double(Double(Int8(bitPattern: input.byte())) / 4)
        case 7: return .double(input.flag() ? .infinity : .nan)
        case 8: return .bool(input.flag())
        case 9: return .numberInt(Int(Int8(bitPattern: input.byte())))
        case 10: return .numberDouble(Double(Int8(bitPattern: input.byte())) + 0.5)
        case 11: return .numberBool(input.flag())
        case 15: return .string(input.text(maximum: 16))
        default: return .null
        }
    }

    /// A string for a value, a link, a route name or a shortcut type: tokens the table knows, links, or raw text.
    static func string(_ input: inout FuzzInput, _ routes: Int) -> String {
        switch input.below(8) {
        case 0: return input.pick(ReferenceMatcher.literals)
        case 1: return input.pick(ReferenceMatcher.values)
        case 2: return FuzzTable.name(of: input.below(routes + 1))
        case 3: return "com.app." + FuzzTable.name(of: input.below(routes + 1))
        case 4, 5:
            var link = input.pick(["/", "/", "myapp://", "https://example.com/", "x-app:", "//", "", "myapp:///"])
            for index in 0..<input.below(4) {
                link += (index > 0 ? "/" : "") + input.pick(ReferenceMatcher.literals + ReferenceMatcher.values)
            }
            return link
        default: return input.text(maximum: 16)
        }
    }
}

// MARK: - The reference reading

/// What a payload or a shortcut item must resolve to, read from its ``PayloadNode``s by the documented rules
/// (``PushPayloadFormat``, ``ShortcutItemFormat``).
struct PayloadCheck {
    typealias Reference = ReferenceMatcher

    let table: [Reference.RouteSpec]
    let router: FuzzTable.Router

    /// The dictionaries a payload's keys are looked up in: its string keys but `aps`, then those of the dictionary
    /// under `data`; a repeated key keeps its last value, as a dictionary does.
    static func scopes(_ payload: [PayloadNode.Entry]) -> [[PayloadNode.Entry]] {
        let top = lastValues(payload.filter { $0.key != nil && $0.key != "aps" })
        guard let data = top.last(where: { $0.key == "data" }), case .dictionary(let nested, _) = data.value else {
            return [top]
        }
        return [top, lastValues(nested.filter { $0.key != nil })]
    }

    static func lastValues(_ entries: [PayloadNode.Entry]) -> [PayloadNode.Entry] {
        entries.enumerated().filter { index, entry in !entries[(index + 1)...].contains { $0.key == entry.key } }
            .map(\.element)
    }

    static func value(_ key: String, in scope: [PayloadNode.Entry]) -> PayloadNode? {
        scope.first { $0.key == key }?.value
    }

    /// The route name a shortcut item's type gives: the type without the format's prefix, when it starts with it.
    static func routeName(forType type: String, _ format: ShortcutItemFormat) -> String {
        let prefix = Array(format.typePrefix.utf8)
        guard !prefix.isEmpty, Array(type.utf8).starts(with: prefix) else { return type }
        return String(decoding: Array(type.utf8).dropFirst(prefix.count), as: UTF8.self)
    }

    func checkPush(
        _ result: Result<DeepLink<Reference.Intent>, DeepLinkError>, _ payload: [PayloadNode.Entry],
        _ context: @autoclosure () -> String
    ) {
        let scopes = Self.scopes(payload)
        for scope in scopes {
            for key in ["deeplink", "url", "link"] {
                guard let link = Self.value(key, in: scope) else { continue }
                guard case .string(let text) = link else {
                    return expectInvalidPayload(result, parameter: nil, context())
                }
                return checkLink(result, text, context())
            }
        }
        for scope in scopes {
            guard let name = Self.value("type", in: scope) else { continue }
            guard case .string(let text) = name else { return expectInvalidPayload(result, parameter: nil, context()) }
            return checkNamed(result, name: text, scope: scope, from: .pushNotification, context())
        }
        expectInvalidPayload(result, parameter: nil, context())
    }

    /// No door accepts what the URL door refuses for the same link.
    ///
    /// The link the values make by reverse routing opens the same route with the same values when it comes in as a
    /// URL. A reverse that says the link would open
    /// another route (a more specific one takes it) is the URL door accepting it, not refusing it.
    func checkTheURLDoorAccepts(
        name: String, _ texts: [Reference.P: String], opened link: DeepLink<Reference.Intent>,
        _ context: @autoclosure () -> String
    ) {
        let path: String
        do {
            path = try router.path(for: .route(name, parameters: texts))
        } catch {
            FuzzCheck.require(
                error.kind == .opensAnotherRoute,
                "\(context()): a link by name opened \(link.pattern), but its link is refused: \(error)")
            return
        }
        // `myapp:///a/b`: a custom-scheme link with an empty host, whose path is the path, through the same door.
        let viaURL = router.resolve(.url("myapp://" + path, from: link.source))
        var same = false
        if case .success(let opened) = viaURL {
            same = opened.intent.isIdentical(to: link.intent) && opened.pattern == link.pattern
        }
        FuzzCheck.require(
            same,
            "\(context()): a link by name opened \(link.pattern), the same link by URL gave \(FuzzTable.describe(viaURL))"
        )
    }

    /// A link given as text: an app path (starts with one `/`) or a URL; either way it comes from a push.
    func checkLink(
        _ result: Result<DeepLink<Reference.Intent>, DeepLinkError>, _ text: String,
        _ context: @autoclosure () -> String
    ) {
        let bytes = Array(text.utf8)
        if bytes.first == UInt8(ascii: "/"), !bytes.starts(with: "//".utf8) {
            ReferenceURL.check(
                result, .path(text, door: .pushNotification, table), door: .pushNotification, isURL: false, context())
            return
        }
        let url = text.isEmpty ? nil : URL(string: text)
        let expectation =
            url.map { ReferenceURL.expectation($0.absoluteString, .init(0), table, door: .pushNotification) }
            ?? .invalidURL
        ReferenceURL.check(result, expectation, door: .pushNotification, context())
        FuzzCheck.require(
            FuzzTable.same(result, router.resolve(urlText: text, from: .pushNotification)),
            "\(context()): differs from resolving the link \(Reference.readable(text)) directly")
    }

    /// A route named by a push's `type` or a shortcut item's type, its parameters read from `scope`.
    func checkNamed(
        _ result: Result<DeepLink<Reference.Intent>, DeepLinkError>, name: String, scope: [PayloadNode.Entry],
        from source: LinkSource, _ context: @autoclosure () -> String
    ) {
        let names = table.indices.map(FuzzTable.name(of:))
        guard let index = names.firstIndex(of: name) else {
            return expect(result, .unknownRouteName(name, from: source, known: names.sorted()), context())
        }
        let segments = table[index].segments
        let pattern = Reference.describe(segments)
        let sources = table[index].sources
        // The route's doors are checked before its values: a door it refuses learns nothing of them.
        guard Reference.admits(sources, door: source, isFromApp: ReferenceURL.isAppsOwn(source)) else {
            return expect(
                result, .refusedSource(name, pattern: pattern, sources: sources, from: LinkTrust(door: source)),
                context())
        }
        let parameters = segments.compactMap { segment -> Reference.P? in
            if case .parameter(let component) = segment { return component }
            return nil
        }
        if let missing = parameters.first(where: { Self.value($0.rawValue, in: scope) == nil }) {
            return expect(
                result, .missingParameter(missing.rawValue, route: name, pattern: pattern, from: source), context())
        }
        var texts: [Reference.P: String] = [:]
        for component in parameters {
            guard let text = Self.value(component.rawValue, in: scope)?.text else {
                return expectInvalidPayload(result, parameter: component.rawValue, context())
            }
            let accepted = component.capture == .int ? Reference.isInt(Array(text.utf8)) : !text.isEmpty
            guard accepted else {
                return expect(
                    result,
                    .invalidParameter(
                        component.rawValue, route: name, value: text, expected: component.capture, pattern: pattern,
                        from: source),
                    context())
            }
            texts[component] = text
        }
        FuzzCheck.require(
            FuzzTable.same(result, router.resolve(.route(name, parameters: texts, from: source))),
            "\(context()): differs from resolving route '\(name)' with \(texts) directly")
        checkEveryDoor(name: name, index: index, texts, context())
        let path: String
        switch result {
        case .success(let link):
            let expected = Reference.Intent(route: index, params: texts)
            FuzzCheck.require(
                !table[index].declines && link.intent.isIdentical(to: expected) && link.pattern == pattern
                    && link.source == source && link.url == nil,
                "\(context()): expected \(expected) via \(pattern), got \(FuzzTable.describe(result))")
            path = link.path
            checkTheURLDoorAccepts(name: name, texts, opened: link, context())
        case .failure(let error):
            FuzzCheck.require(
                table[index].declines && error == .declined(error.path, patterns: [pattern]),
                "\(context()): expected \(table[index].declines ? "declined" : "route \(index)"), got \(error)")
            path = error.path
        }
        // The link's path leads back to the route's pattern, with the same captures.
        let values = Reference.decodedSegments(of: path)
        let leadsBack =
            values.map { values in
                values.count == segments.count
                    && zip(segments, values).allSatisfy { segment, value in
                        switch segment {
                        case .literal(let literal): Array(literal.utf8) == value
                        case .parameter(let component): texts[component].map { Array($0.utf8) == value } ?? false
                        }
                    }
            } ?? false
        FuzzCheck.require(leadsBack, "\(context()): path \(Reference.readable(path)) does not lead back to \(pattern)")
    }

    /// The same route by name with the same values, through every door: opened (or declined) through exactly the
    /// doors its sources admit, as the app's own link only through an in-app door; refused through the others.
    private func checkEveryDoor(
        name: String, index: Int, _ texts: [Reference.P: String], _ context: @autoclosure () -> String
    ) {
        let pattern = Reference.describe(table[index].segments)
        let sources = table[index].sources
        for door in LinkSource.allCases {
            let result = router.resolve(.route(name, parameters: texts, from: door))
            let isFromApp = ReferenceURL.isAppsOwn(door)
            let entry = "resolve(.route(\(Reference.readable(name)), parameters:, from: \(door)))"
            FuzzTable.checkTrust(result, router, table, door: door, isFromApp: isFromApp, entry: entry, context())
            guard Reference.admits(sources, door: door, isFromApp: isFromApp) else {
                expect(
                    result, .refusedSource(name, pattern: pattern, sources: sources, from: LinkTrust(door: door)),
                    "\(entry): \(context())")
                continue
            }
            let expected = Reference.Intent(route: index, params: texts)
            let agrees: Bool
            switch result {
            case .success(let link):
                agrees = !table[index].declines && link.intent.isIdentical(to: expected) && link.pattern == pattern
            case .failure(let error):
                agrees = table[index].declines && error == .declined(error.path, patterns: [pattern])
            }
            FuzzCheck.require(
                agrees,
                "\(entry): expected \(table[index].declines ? "declined" : "\(expected)"), got "
                    + "\(FuzzTable.describe(result)): \(context())")
        }
    }

    private func expect(
        _ result: Result<DeepLink<Reference.Intent>, DeepLinkError>, _ error: DeepLinkError,
        _ context: @autoclosure () -> String
    ) {
        FuzzCheck.require(
            FuzzTable.same(result, .failure(error)),
            "\(context()): expected \(error), got \(FuzzTable.describe(result))")
    }

    private func expectInvalidPayload(
        _ result: Result<DeepLink<Reference.Intent>, DeepLinkError>, parameter: String?,
        _ context: @autoclosure () -> String
    ) {
        guard case .failure(let error) = result, error.kind == .invalidPayload, error.parameter == parameter else {
            FuzzCheck.fail(
                "\(context()): expected an invalid payload\(parameter.map { " ('\($0)')" } ?? ""), got "
                    + FuzzTable.describe(result))
        }
    }
}
