import DeepLinks
import DeepLinksTestSupport
import Testing

/// A route that takes every query item named like a component: Kickstarter's discovery forwards every filter.
@Suite struct ForwardingQueryTests {
    enum Param: String, DeepLinkPathComponent {
        case category, sort, seed, term, tab
        var capture: CaptureKind { self == .category || self == .seed ? .int : .string }
    }

    static func makeRouter() throws -> DeepLinkRouter<Param, [Param: String]> {
        try DeepLinkRouter<Param, [Param: String]> {
            Route("discover", forwardingQuery: true) { p in p }
            Route("discover", query: .term) { p in p }  // more specific: it requires an item
            Route("discover" / .tab, optional: .sort, forwardingQuery: true) { p in p }
        }
    }

    @Test func everyItemNamedLikeAComponentReachesTheHandler() throws {
        let router = try Self.makeRouter()
        let link = try router.resolve(.path("/discover?seed=123&sort=magic&category=12&unknown=1&category=13")).get()
        #expect(link.intent == [.seed: "123", .sort: "magic", .category: "12"])
        // Of the component's kind, or dropped.
        #expect(try router.resolve(.path("/discover?seed=abc&sort=new")).get().intent == [.sort: "new"])
        #expect(try router.resolve(.url("myapp://discover?category=3")).get().intent == [.category: "3"])
    }

    @Test func forwardedItemsTakeNoPartInMatchingNorInAnotherRoutesParameters() throws {
        let router = try Self.makeRouter()
        // The route that requires `term` wins, and gets only what it declares.
        #expect(try router.resolve(.path("/discover?term=soup&seed=1")).get().intent == [.term: "soup"])
        #expect(try router.resolve(.path("/discover")).get().intent == [:])
    }

    @Test func aPathCaptureAndADeclaredItemWinOverAForwardedOne() throws {
        let router = try Self.makeRouter()
        let link = try router.resolve(.path("/discover/top?tab=other&sort=new&seed=9")).get()
        #expect(link.intent == [.tab: "top", .sort: "new", .seed: "9"])
    }
}

/// Forwarded items are looked up in a table made when the router is built (issue #37): the same items reach the
/// handler whether the component type is a `CaseIterable` enum (the table), another enum or a struct
/// (`init(rawValue:)`).
@Suite struct ForwardedNamesTests {
    enum Plain: String, DeepLinkPathComponent {
        case category, sort, seed, tab
        var capture: CaptureKind { self == .category || self == .seed ? .int : .string }
    }

    enum Listed: String, DeepLinkPathComponent, CaseIterable {
        case category, sort, seed, tab
        var capture: CaptureKind { self == .category || self == .seed ? .int : .string }
    }

    /// A component that is not an enum: its `init(rawValue:)` accepts names its `allCases` do not list.
    struct Named: DeepLinkPathComponent, CaseIterable {
        let rawValue: String
        init?(rawValue: String) {
            guard ["category", "sort", "seed", "tab"].contains(rawValue) else { return nil }
            self.rawValue = rawValue
        }
        static let allCases: [Named] = []
        var capture: CaptureKind { rawValue == "category" || rawValue == "seed" ? .int : .string }
    }

    /// Links and what the forwarding route's handler gets, by name.
    static let cases: [(link: String, forwarded: [String: String])] = [
        (
            "/discover?seed=123&sort=magic&category=12&unknown=1&category=13",
            ["seed": "123", "sort": "magic", "category": "12"]
        ),
        // Of the component's kind, or dropped; a dropped first item is not replaced by the next of its name.
        ("/discover?seed=abc&sort=new&seed=5", ["sort": "new"]),
        // An item whose value does not decode is skipped, and the next of its name is read.
        ("/discover?seed=%ZZ&seed=5", ["seed": "5"]),
        // Names are form-decoded; unknown, empty and value-less items are ignored.
        ("/discover?so%72t=a+b&&Sort=x&=1&tab&tab=t", ["sort": "a b"]),
        // A path capture and a declared item win.
        ("/discover/top?tab=other&sort=new&seed=9", ["tab": "top", "sort": "new", "seed": "9"]),
        ("/discover", [:]),
        // A name is the whole of a component's: not a prefix, not one longer.
        ("/discover?se=1&seeds=2&sortt=x&seed=3&s=y", ["seed": "3"]),
    ]

    static func forwarded<P: DeepLinkPathComponent>(_: P.Type, _ link: String) throws -> [String: String] {
        let patterns = [try RoutePattern<P>(parsing: "/discover"), try RoutePattern<P>(parsing: "/discover/:tab")]
        let router = try DeepLinkRouter<P, [P: String]>(
            routes: patterns.map { pattern in Route(patterns: [pattern], forwardingQuery: true) { p in p } })
        let intent = try router.resolve(.path(link)).get().intent
        return Dictionary(uniqueKeysWithValues: intent.map { ($0.key.rawValue, $0.value) })
    }

    @Test(arguments: cases.indices)
    func theSameItemsAreForwardedWithOrWithoutATable(index: Int) throws {
        let (link, expected) = Self.cases[index]
        #expect(try Self.forwarded(Plain.self, link) == expected, "\(link)")
        #expect(try Self.forwarded(Listed.self, link) == expected, "\(link)")
        #expect(try Self.forwarded(Named.self, link) == expected, "\(link)")
    }

    /// What a route that declares an item and forwards the rest gives its handler, by name.
    static func forwardedBesideADeclaredItem<P: DeepLinkPathComponent>(
        _: P.Type, _ link: String
    ) throws -> [String: String] {
        guard let sort = P(rawValue: "sort") else { return [:] }
        let router = try DeepLinkRouter<P, [P: String]>(routes: [
            Route(patterns: [try RoutePattern<P>(parsing: "/discover")], optional: [sort], forwardingQuery: true) { $0 }
        ])
        let intent = try router.resolve(.path(link)).get().intent
        return Dictionary(uniqueKeysWithValues: intent.map { ($0.key.rawValue, $0.value) })
    }

    @Test func aDeclaredItemAndTheForwardedOnesReachTheHandlerWithOrWithoutATable() throws {
        let link = "/discover?seed=9&sort=new&category=x&tab=t&sort=old&category=4"
        let expected = ["seed": "9", "sort": "new", "tab": "t"]
        #expect(try Self.forwardedBesideADeclaredItem(Plain.self, link) == expected)
        #expect(try Self.forwardedBesideADeclaredItem(Listed.self, link) == expected)
        #expect(try Self.forwardedBesideADeclaredItem(Named.self, link) == expected)
        #expect(try Self.forwardedBesideADeclaredItem(Listed.self, "/discover") == [:])
        // The declared item reads the first `sort`, which does not decode: the forwarded one, the next, stays.
        let undecodable = "/discover?sort=%ZZ&sort=new&seed=9"
        #expect(try Self.forwardedBesideADeclaredItem(Listed.self, undecodable) == ["sort": "new", "seed": "9"])
        #expect(try Self.forwardedBesideADeclaredItem(Named.self, undecodable) == ["sort": "new", "seed": "9"])
    }

    /// Random queries of the components' names and near names, values of every kind, bad escapes and empty items:
    /// the table (`Listed`) forwards what `init(rawValue:)` does (`Plain`, `Named`), with and without a declared item.
    @Test(arguments: [0x3F01, 0x3F02, 0x3F03] as [UInt64])
    func randomQueriesAreForwardedAlikeWithOrWithoutATable(seed: UInt64) throws {
        var random = SplitMix(seed: seed)
        let names = ["category", "sort", "seed", "tab", "Sort", "se", "seeds", "so%72t", "t%61b", "%ZZ", "", "x"]
        let values = ["1", "42", "-3", "abc", "a+b", "%ZZ", "%41", "", "007", "x%20y"]
        for number in 0..<500 {
            let items = (0..<random.below(9)).map { _ -> String in
                let name = random.pick(names)
                return random.chance(0.1) ? name : name + "=" + random.pick(values)
            }
            let link = "/discover?" + items.joined(separator: "&")
            let context = "seed \(seed), query \(number): \(link)"
            let plain = try Self.forwarded(Plain.self, link)
            #expect(try Self.forwarded(Listed.self, link) == plain, "\(context)")
            #expect(try Self.forwarded(Named.self, link) == plain, "\(context)")
            let declared = try Self.forwardedBesideADeclaredItem(Plain.self, link)
            #expect(try Self.forwardedBesideADeclaredItem(Listed.self, link) == declared, "\(context)")
            #expect(try Self.forwardedBesideADeclaredItem(Named.self, link) == declared, "\(context)")
        }
    }

    @Test func onlyACaseIterableEnumHasATable() {
        let listed = ForwardedNames<Listed>()
        #expect(listed.isListed && listed.components == Listed.allCases)
        for (index, component) in listed.components.enumerated() {
            var name = component.rawValue
            #expect(name.withUTF8 { listed.position(of: $0) } == index)
        }
        for unknown in ["", "s", "sorts", "Sort", "seed\u{0}"] {
            var name = unknown
            #expect(name.withUTF8 { listed.position(of: $0) } == nil, "\(unknown)")
        }
        #expect(!ForwardedNames<Plain>().isListed)
        #expect(!ForwardedNames<Named>().isListed)
        // A route compiled alone, for its form, makes none.
        #expect(!ForwardedNames<Listed>(listing: false).isListed)
    }
}
