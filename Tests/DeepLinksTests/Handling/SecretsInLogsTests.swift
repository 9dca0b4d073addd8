import DeepLinksNavigation
import Foundation
import Testing

/// No secret in what the app logs.
///
/// Links carry secrets (sign-in tokens, reset codes, OAuth fragments). Marker secrets go in through every door, and
/// everything the library hands the app to log is searched for them: event lines, the events' kinds as Swift prints
/// them, outcomes, links, handler outcomes and errors. The unredacted forms, for debugging, do show them.
@MainActor
@Suite struct SecretsInLogsTests {
    enum Param: String, DeepLinkPathComponent {
        case token, code, limit, id
        var capture: CaptureKind { self == .limit ? .int : .string }
    }

    enum Intent: Equatable, Sendable {
        case login(token: String)
        case reset(code: Int)
        case recipe(id: String, limit: Int?)
    }

    /// Opens every link it is given, so that `opened` and `matched` events are logged too.
    final class Root: DeepLinkHandler {
        var deepLinkHandling: DeepLinkHandling<Intent>?
        var outcomes: [String] = []

        func handle(_ link: DeepLink<Intent>, animated: Bool) -> DeepLinkHandling<Intent> {
            let handling = DeepLinkHandling.opened(link)
            outcomes += ["\(link)", "\(handling)"]
            return handling
        }
    }

    static func router() throws -> DeepLinkRouter<Param, Intent> {
        try DeepLinkRouter<Param, Intent>(schemes: ["myapp"], hosts: ["bestrecipes.com"], maxLinkLength: 200) {
            Route("login", name: "login", query: .token) { p in .login(token: try p.value(.token)) }
            Route("reset", name: "reset", query: .code) { p in .reset(code: try p.int(.code)) }
            Route("recipe" / .id, name: "recipe", optional: .limit) { p in
                .recipe(id: try p.value(.id), limit: try? p.int(.limit))
            }
        }
    }

    /// Each marker is a secret one door carries; none may appear in what the app logs.
    static let markers = (1...19).map { "SECRET\($0)X" }

    func open(_ navigator: DeepLinkNavigator<Param, Intent>, logged: inout [String]) {
        func opened(_ link: IncomingLink<Param, Intent>) {
            let outcome = navigator.open(link, animated: false)
            logged.append("\(outcome)")
            if case .unmatched(let error) = outcome { logged.append(error.description) }
        }
        let m = Self.markers
        // URLs: query values, fragments and user-info.
        opened(.url("myapp://login?token=\(m[0])"))
        opened(.url("https://bestrecipes.com/login?token=\(m[1])#access_token=\(m[2])"))
        opened(.url("https://user:\(m[3])@bestrecipes.com/recipe/1"))
        opened(.url("myapp://login?token=\(m[4])%ZZ"))  // a malformed escape in the secret
        opened(.url("myapp://reset?code=\(m[5])"))  // the handler cannot read it as an Int
        opened(.url("myapp://login?token=\(m[6])" + String(repeating: "a", count: 300)))  // over maxLinkLength
        opened(.url("myapp://nowhere?token=\(m[7])"))  // no route
        // Push payloads: by name, and a link they carry.
        opened(.pushPayload(["type": "login", "token": m[8]]))
        opened(.pushPayload(["type": "reset", "code": m[9]]))
        opened(.pushPayload(["url": "myapp://login?token=\(m[10])"]))
        // A shortcut item, a link by name, an intent.
        opened(.shortcutItem(type: "login", userInfo: ["token": m[11]]))
        opened(.route("reset", values: ["code": m[12]], from: .pushNotification))
        opened(.intent(.login(token: m[13])))
        // A route name shaped like a link, through the doors that give names: it names no route.
        opened(.shortcutItem(type: "/login?token=\(m[0])#\(m[1])"))
        opened(.pushPayload(["type": "login?token=\(m[2])"]))
        // Text that is no URL, read as a path, with `//me:secret@` in it (found by the payload fuzz target): refused
        // for a control character, and for no route.
        opened(.pushPayload(["link": "/!\u{588}://me:\(m[14])@/\t"]))
        opened(.pushPayload(["link": "/x//me:\(m[15])@h/y"]))
        // All query: what reads like user-info in a query item's name (found by the payload fuzz target).
        opened(.pushPayload(["deeplink": "??\u{FFFD}://me:\(m[16])@\u{FFFD}"]))
        // Refused for a control character in the segment that reads like user-info: the error quotes that segment.
        opened(.pushPayload(["link": "/://me:\(m[17])@\u{FFFD}!\u{2}"]))
        // No route, the closest route's mismatch at that segment: the reason quotes it (`expects 'recipe', got '…'`).
        opened(.pushPayload(["link": "//me:\(m[18])@h/x"]))
    }

    @Test func noSecretReachesWhatTheAppLogs() throws {
        let navigator = DeepLinkNavigator(router: try Self.router(), openGates: [.authorization])
        let root = Root()
        navigator.root = root
        var events: [DeepLinkEvent] = []
        navigator.onEvent = { events.append($0) }
        var logged: [String] = []
        open(navigator, logged: &logged)
        logged += events.flatMap { ["\($0)", "\($0.kind)", $0.path ?? "", $0.pattern ?? ""] } + root.outcomes
        #expect(events.count > 30)
        for marker in Self.markers {
            let leaks = logged.filter { $0.contains(marker) }
            #expect(leaks.isEmpty, "\(marker) leaked into: \(leaks)")
        }
        // What the redacted lines do show.
        #expect(logged.contains("#1 received myapp://login?token=<redacted> (custom scheme)"))
        #expect(
            logged.contains(
                "#2 received https://bestrecipes.com/login?token=<redacted>#<redacted> (universal link)"))
        #expect(logged.contains("#3 received https://<redacted>@bestrecipes.com/recipe/1 (universal link)"))
        #expect(logged.contains("#13 received login(…) (intent)"))
        // The unredacted forms keep every marker that reached an event or an error, for debugging: all but the two
        // that a push and a shortcut item handed to a route that opened (they reach the handler, not a log line).
        let unredacted = events.map(\.unredactedDescription).joined(separator: "\n")
        for (index, marker) in Self.markers.enumerated() where index != 8 && index != 11 {
            #expect(unredacted.contains(marker), "\(marker) is missing from the unredacted events")
        }
    }

    /// A decoded newline or an ANSI escape cannot write a line that looks like the library's.
    @Test func controlCharactersAreEscapedInEveryLine() throws {
        let navigator = DeepLinkNavigator(router: try Self.router(), openGates: [.authorization])
        let root = Root()
        navigator.root = root
        var lines: [String] = []
        navigator.onEvent = { lines.append($0.description) }
        navigator.open(.url("myapp://recipe/x%0A%231%20opened%20%2Fadmin"), animated: false)
        navigator.open(.pushPayload(["type": "x\n#99 opened /admin\u{1B}[2J"]), animated: false)
        navigator.open(.route("recipe", values: ["id": "a\u{2028}b\u{202E}c\u{85}d\u{7F}"]), animated: false)
        lines += root.outcomes
        #expect(lines.count >= 6)
        for line in lines {
            let controls = line.unicodeScalars.filter { scalar in
                scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                    || [0x2028, 0x2029, 0x202E].contains(scalar.value)
            }
            #expect(controls.isEmpty, "a control character in \(line.debugDescription)")
        }
        // The newline is escaped; what follows the `#` reads as a fragment, redacted.
        #expect(lines.contains { $0.contains(#"received type 'x\n#<redacted>"#) })
        #expect(!lines.contains { $0.hasPrefix("#99") })
    }

    /// Text from outside is bounded in a log line: a link's text, a route name, a path.
    @Test func outsideTextIsBounded() throws {
        let router = try DeepLinkRouter<Param, Intent>(maxLinkLength: 100_000) {
            Route("recipe" / .id, name: "recipe") { p in .recipe(id: try p.value(.id), limit: nil) }
        }
        let navigator = DeepLinkNavigator(router: router, openGates: [.authorization])
        let root = Root()
        navigator.root = root
        var lines: [String] = []
        navigator.onEvent = { lines.append($0.description) }
        let long = String(repeating: "x", count: 50_000)
        navigator.open(.url("myapp://recipe/\(long)"), animated: false)
        navigator.open(.pushPayload(["type": long]), animated: false)
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(line.unicodeScalars.count < 2_000, "a line of \(line.unicodeScalars.count) scalars")
        }
        #expect(lines.contains { $0.hasSuffix("xxx… (custom scheme)") })
    }
}
