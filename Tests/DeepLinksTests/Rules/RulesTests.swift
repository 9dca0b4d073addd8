import DeepLinksNavigation
import DeepLinksTestSupport
import DeepLinksTesting
import Foundation
import Testing

/// Rules the app loads at run time: checked whole against the table, applied whole or not at all.
@Suite struct RulesTests {
    enum Param: String, DeepLinkPathComponent {
        case recipeId, country, limit, id
        var capture: CaptureKind { self == .limit ? .int : .string }
    }

    enum Intent: Equatable, Sendable {
        case recipe(String)
        case recipes(country: String?, limit: Int?)
        case debug
    }

    static func makeRouter() throws -> DeepLinkRouter<Param, Intent> {
        try DeepLinkRouter<Param, Intent>(schemes: ["myapp"], hosts: ["bestrecipes.com"]) {
            Route("recipes" / .recipeId, name: "recipe") { p in
                .recipe(try p.value(.recipeId))
            } reverse: { intent in
                guard case .recipe(let id) = intent else { return nil }
                return [.recipeId: id]
            }
            Route("recipes", name: "recipes", optional: .country, .limit) { p in
                .recipes(country: p[.country], limit: try? p.int(.limit))
            } reverse: { _ in
                [:]
            }
            OpenedFrom(.customScheme) { Route("debug", name: "debug") { _ in .debug } }
        }
    }

    @Test func aRuleOpensItsRouteWithItsValuesAndCaptures() throws {
        let router = try Self.makeRouter().applying([
            DeepLinkRule(pattern: "/summer-sale", route: "recipes", values: ["country": "FR", "limit": "10"]),
            DeepLinkRule(pattern: "/sale/:recipeId", route: "recipe"),
            DeepLinkRule(pattern: "/deal/:id", route: "recipe", values: ["recipeId": "7"]),
        ])
        #expect(try router.resolve(.path("/summer-sale")).get().intent == .recipes(country: "FR", limit: 10))
        #expect(try router.resolve(.url("https://bestrecipes.com/sale/42")).get().intent == .recipe("42"))
        #expect(try router.resolve(.path("/deal/anything")).get().intent == .recipe("7"))
        // The table's own routes are unchanged, and the rules come after them, with their origin.
        #expect(try router.resolve(.path("/recipes/1")).get().intent == .recipe("1"))
        let origins: [String] = router.routes.suffix(3).map { "\($0.fileID):\($0.line)" }
        #expect(origins == ["rules:1", "rules:2", "rules:3"])
        #expect(router.routes.suffix(3).allSatisfy { $0.isRedirect })
    }

    @MainActor
    @Test func aRulesLinkSaysItWasRedirected() throws {
        let navigator = DeepLinkNavigator(
            router: try Self.makeRouter().applying([DeepLinkRule(pattern: "/sale/:recipeId", route: "recipe")]))
        var lines: [String] = []
        navigator.onEvent = { lines.append($0.description) }
        navigator.open(.path("/sale/42"))
        #expect(lines.contains("#1 redirected from /sale/42 to /recipes/42"))
    }

    /// Every redirected event says where the link goes, for a route without captures and without a reverse too
    /// (issue #37): the route's own path with the values its handler receives.
    @MainActor
    @Test func aRuleToARouteWithoutCapturesSaysWhereItGoes() throws {
        let router = try DeepLinkRouter<Param, Intent> {
            Route("deals", name: "deals") { _ in .debug }
            Route("recipes" / .recipeId, name: "recipe") { p in .recipe(try p.value(.recipeId)) }
            Route("recipes", name: "recipes", optional: .country, .limit) { p in
                .recipes(country: p[.country], limit: try? p.int(.limit))
            }
        }
        .applying([
            DeepLinkRule(pattern: "/summer-sale", route: "deals"),
            DeepLinkRule(pattern: "/fr", route: "recipes", values: ["country": "FR"]),
            DeepLinkRule(pattern: "/pick/:id", route: "recipe", values: ["recipeId": "7"]),
        ])
        let navigator = DeepLinkNavigator(router: router)
        var events: [DeepLinkEvent] = []
        navigator.onEvent = { events.append($0) }
        navigator.open(.path("/summer-sale"))
        navigator.open(.url("myapp://fr?utm_source=mail"))
        navigator.open(.path("/pick/anything"))
        let redirected = events.filter { if case .redirected = $0.kind { true } else { false } }
        #expect(
            redirected.map(\.description) == [
                "#1 redirected from /summer-sale to /deals",
                "#2 redirected from /fr to /recipes",
                "#3 redirected from /pick/anything to /recipes/7",
            ])
        #expect(redirected.first?.kind == .redirected(from: "/summer-sale", to: "/deals"))
    }

    /// A set of a word's letter-case variants (they share the trie's hash) is refused past the 16th, with the reason
    /// on each rule after it: a look-up never compares more than 16 literals of one place.
    @Test func aSetOfCaseVariantsIsRefusedPastTheBound() throws {
        let rules = (0..<20).map { index in
            let word = Array("abcde".utf8).enumerated().map { bit, byte in index >> bit & 1 == 1 ? byte - 32 : byte }
            return DeepLinkRule(pattern: "/" + String(decoding: word, as: UTF8.self), route: "recipes")
        }
        let router = try Self.makeRouter()
        #expect(try router.applying(Array(rules.prefix(16))).routes.count == 19)
        do {
            _ = try router.applying(rules)
            Issue.record("a set of 20 case variants was applied")
        } catch {
            #expect(error.problems.map(\.rule) == [17, 18, 19, 20])
            #expect(
                error.problems.first?.description
                    == "Rule 17 ('/abcdE'): Pattern '/abcdE' (rules:17) has a literal that shares its place and its "
                    + "hash with 16 others, the most a router holds (literals that differ only in letter case share "
                    + "one): a link's look-up compares each of them. Spell the routes apart, or use a parameter.")
        }
    }

    @Test func everyProblemOfASetIsReportedAtOnceAndNothingIsApplied() throws {
        let router = try Self.makeRouter()
        let rules = [
            DeepLinkRule(pattern: "/ok", route: "recipes"),
            DeepLinkRule(pattern: "/sale/:nope", route: "recipe"),
            DeepLinkRule(pattern: "/a", route: "recipez"),
            DeepLinkRule(pattern: "/b", route: "recipes", values: ["limit": "lots", "color": "red"]),
            DeepLinkRule(pattern: "/c", route: "recipe"),
            DeepLinkRule(pattern: "/d", route: "recipes", doors: ["fax"]),
            DeepLinkRule(pattern: "/recipes/:recipeId", route: "recipe"),
            DeepLinkRule(pattern: "/e", route: "debug", doors: ["web"]),
        ]
        do {
            _ = try router.applying(rules)
            Issue.record("a set with problems was applied")
        } catch {
            #expect(error.problems.map(\.rule) == [2, 3, 4, 4, 5, 6, 7, 8])
            let lines = error.problems.map(\.description)
            #expect(lines[1] == "Rule 3 ('/a'): no route is named 'recipez'; named routes: debug, recipe, recipes.")
            #expect(lines[2] == "Rule 4 ('/b'): route 'recipes' takes no 'color'; its parameters: country, limit.")
            #expect(lines[3] == "Rule 4 ('/b'): 'limit' is 'lots', which is not an Int.")
            #expect(
                lines[4]
                    == "Rule 5 ('/c'): route 'recipe' needs 'recipeId', which neither the pattern nor the values give.")
            #expect(lines[5].hasPrefix("Rule 6 ('/d'): no door is named 'fax'"))
            #expect(lines[6].hasPrefix("Rule 7 ('/recipes/:recipeId'): Conflicting routes:"))
            #expect(lines[7].hasPrefix("Rule 8 ('/e'): route 'debug' takes links from none of its doors"))
            #expect(lines[0].hasPrefix("Rule 2 ('/sale/:nope'):"))
            #expect(error.description.hasPrefix("The rules were not applied, 8 problems:\n"))
        }
        // The router it was asked of is untouched.
        #expect(router.routes.count == 3)
    }

    @Test func ofTwoRulesThatConflictTheLaterIsReportedNamingTheOther() throws {
        let router = try Self.makeRouter()
        do {
            _ = try router.applying([
                DeepLinkRule(pattern: "/x/:id", route: "recipe", values: ["recipeId": "1"]),
                DeepLinkRule(pattern: "/x/:recipeId", route: "recipe"),
                DeepLinkRule(pattern: "/y", route: "recipes"),
            ])
            Issue.record("conflicting rules were applied")
        } catch {
            #expect(error.problems.map(\.rule) == [2])
            #expect(error.problems.first?.detail.contains("(rules:1)") == true)
        }
    }

    @Test func aRuleExpires() throws {
        let clock = ManualClock()
        let expires = clock.now.addingTimeInterval(60)
        let router = try Self.makeRouter().applying(
            [
                DeepLinkRule(pattern: "/flash", route: "recipes", expires: expires),
                DeepLinkRule(pattern: "/gone", route: "recipes", expires: clock.now.addingTimeInterval(-1)),
            ], now: { clock.now })
        #expect(router.match(.path("/flash")) != nil)
        #expect(router.match(.path("/gone")) == nil)  // expired already: left out
        #expect(router.routes.count == 4)
        clock.advance(by: 61)
        #expect(router.match(.path("/flash")) == nil)
    }

    @Test func aRulesDoorsLimitIt() throws {
        let router = try Self.makeRouter().applying([
            DeepLinkRule(pattern: "/app-only", route: "recipes", doors: ["customScheme"])
        ])
        #expect(router.match(.url("myapp://app-only")) != nil)
        #expect(router.match(.url("https://bestrecipes.com/app-only")) == nil)
    }

    @Test func aSetIsReadFromJSON() throws {
        let json = Data(
            #"""
            {"rules": [
                {"pattern": "/summer-sale", "route": "recipes", "values": {"country": "FR"},
                 "expires": "2099-09-01T00:00:00Z"},
                {"pattern": "/sale/:recipeId", "route": "recipe", "doors": ["web"]}
            ]}
            """#.utf8)
        let rules = try DeepLinkRule.decodeSet(from: json)
        #expect(rules.count == 2)
        #expect(rules[0].values == ["country": "FR"])
        #expect(rules[1].doors == ["web"])
        let router = try Self.makeRouter().applying(rules)
        #expect(try router.resolve(.path("/summer-sale")).get().intent == .recipes(country: "FR", limit: nil))
        #expect(throws: DeepLinkRulesError.self) {
            try DeepLinkRule.decodeSet(from: Data(#"{"rules": [{"pattern": 3}]}"#.utf8))
        }
        #expect(throws: DeepLinkRulesError.self) { try DeepLinkRule.decodeSet(from: Data("not json".utf8)) }
    }

    @Test func everyConflictOfASetIsFoundInOneBuildAndListed() throws {
        // 2,000 copies of one rule: the first applies, each later copy conflicts with it, and every one is listed.
        let copies = Array(repeating: DeepLinkRule(pattern: "/promo", route: "recipes"), count: 2_000)
        let error = try #require(throws: DeepLinkRulesError.self) { try Self.makeRouter().applying(copies) }
        #expect(error.problems.map(\.rule) == Array(2...2_000))
        let conflict: String =
            "Rule 2000 ('/promo'): Conflicting routes: '/promo' (rules:1) and '/promo' (rules:2000) accept "
            + "exactly the same links at the same precedence. Make one more specific (a literal, or an Int "
            + "capture), or remove one."
        #expect(error.problems.last?.description == conflict)
        // A rule that conflicts with the table, one with another rule, and other problems: each once, in order.
        let mixed = [
            DeepLinkRule(pattern: "/recipes/:recipeId", route: "recipe"),  // the table's own pattern
            DeepLinkRule(pattern: "/a/:recipeId", route: "recipe"),
            DeepLinkRule(pattern: "/a/:id", route: "recipes"),  // conflicts with rule 2
            DeepLinkRule(pattern: "/b", route: "nope"),
            DeepLinkRule(pattern: "/c", route: "recipes"),
        ]
        let mixedError = try #require(throws: DeepLinkRulesError.self) { try Self.makeRouter().applying(mixed) }
        #expect(mixedError.problems.map(\.rule) == [1, 3, 4])
        #expect(mixedError.problems[0].detail.hasPrefix("Conflicting routes: '/recipes/:recipeId' ("))
        #expect(mixedError.problems[1].detail.hasPrefix("Conflicting routes: '/a/:recipeId' (rules:2) and '/a/:id'"))
    }

    /// Rules whose patterns differ only in Unicode normalization are two routes, not a conflict.
    ///
    /// Literals compare as bytes (MatchingRules), though `==` on the rules (Swift strings) holds them equal. Found by
    /// the rules fuzz target, whose check had counted the second as a copy of the first.
    @Test func patternsThatDifferOnlyInNormalizationAreTwoRoutes() throws {
        let composed = DeepLinkRule(pattern: "/caf\u{e9}", route: "recipes", values: ["country": "FR"])
        let decomposed = DeepLinkRule(pattern: "/cafe\u{301}", route: "recipes", values: ["country": "IT"])
        #expect(composed.pattern == decomposed.pattern)
        #expect(!composed.pattern.utf8.elementsEqual(decomposed.pattern.utf8))
        let router = try Self.makeRouter().applying([composed, decomposed])
        #expect(try router.resolve(.path("/caf%C3%A9")).get().intent == .recipes(country: "FR", limit: nil))
        #expect(try router.resolve(.path("/cafe%CC%81")).get().intent == .recipes(country: "IT", limit: nil))
        // Byte-identical copies still conflict.
        let error = try #require(throws: DeepLinkRulesError.self) {
            try Self.makeRouter().applying([decomposed, composed, decomposed])
        }
        #expect(error.problems.map(\.rule) == [3])
    }

    @Test func aPatternLongerThanALinkIsRefusedUnread() throws {
        let router = try DeepLinkRouter<Param, Intent>(maxLinkLength: 100) {
            Route("recipes", name: "recipes", optional: .country) { p in .recipes(country: p[.country], limit: nil) }
        }
        let long = "/" + String(repeating: "a/", count: 500_000)  // 1 MB, 500,000 segments
        let error = try #require(throws: DeepLinkRulesError.self) {
            try router.applying([
                DeepLinkRule(pattern: long, route: "recipes"),
                DeepLinkRule(pattern: "/ok", route: "recipes", values: ["country": String(repeating: "x", count: 101)]),
            ])
        }
        #expect(
            error.problems.map(\.detail) == [
                "the pattern is 1000001 bytes, longer than the router's maxLinkLength (100): no link it opens could be "
                    + "read; it was not read.",
                "'country' is 101 bytes, longer than the router's maxLinkLength (100).",
            ])
        // The line names the pattern cut at 512 characters.
        #expect(try #require(error.problems.first?.description).count < 700)
    }

    @Test func aPercentSignInAPatternsLiteralIsRefused() throws {
        let error = try #require(throws: DeepLinkRulesError.self) {
            try Self.makeRouter().applying([
                DeepLinkRule(pattern: "/path%2G", route: "recipes"),
                DeepLinkRule(pattern: "/path%", route: "recipes"),
                DeepLinkRule(pattern: "/caf%C3%A9", route: "recipes"),
            ])
        }
        let reason =
            ": a link's segments are percent-decoded before they are compared, so a literal is written decoded and "
            + "holds no '%'."
        #expect(
            error.problems.map(\.detail) == [
                "Pattern '/path%2G' (rules:1) has the literal 'path%2G', which holds '%2G', a malformed escape (not '%' "
                    + "followed by two hex digits)" + reason,
                "Pattern '/path%' (rules:2) has the literal 'path%', which holds '%', a malformed escape (not '%' "
                    + "followed by two hex digits)" + reason,
                "Pattern '/caf%C3%A9' (rules:3) has the literal 'caf%C3%A9', which holds the escape '%C3' (write "
                    + "'café')" + reason,
            ])
        // A route's literal is held to the same rule when the table is built.
        #expect(throws: DeepLinkRouterError.self) {
            try DeepLinkRouter<Param, Intent> { Route("100%") { _ in .debug } }
        }
    }

    /// A random set of rules, each well formed or with one defect of a kind chosen at random; the rules' indices with
    /// a defect, and what each well-formed rule's link opens.
    static func randomSet(
        _ random: inout SplitMix, count: Int
    ) -> (rules: [DeepLinkRule], defective: Set<Int>, expected: [(String, Intent)]) {
        var rules: [DeepLinkRule] = []
        var defective: Set<Int> = []
        var expected: [(String, Intent)] = []
        for index in 1...count {
            let path = "/r\(index)"
            let defect = random.chance(0.15) ? random.below(6) : -1
            if defect >= 0 { defective.insert(index) }
            switch defect {
            case 0: rules.append(DeepLinkRule(pattern: path, route: "nope"))
            case 1: rules.append(DeepLinkRule(pattern: path, route: "recipes", values: ["limit": "x\(index)"]))
            case 2: rules.append(DeepLinkRule(pattern: path, route: "recipes", values: ["colour": "red"]))
            case 3: rules.append(DeepLinkRule(pattern: path, route: "recipe"))
            case 4: rules.append(DeepLinkRule(pattern: path, route: "recipes", doors: ["pigeon"]))
            case 5: rules.append(DeepLinkRule(pattern: path + "/:nope", route: "recipe"))
            default:
                switch random.below(3) {
                case 0:
                    let limit = random.below(100)
                    rules.append(DeepLinkRule(pattern: path, route: "recipes", values: ["limit": "\(limit)"]))
                    expected.append((path, .recipes(country: nil, limit: limit)))
                case 1:
                    rules.append(DeepLinkRule(pattern: path + "/:recipeId", route: "recipe"))
                    expected.append((path + "/v\(index)", .recipe("v\(index)")))
                default:
                    rules.append(
                        DeepLinkRule(pattern: path + "/:id", route: "recipe", values: ["recipeId": "f\(index)"]))
                    expected.append((path + "/x", .recipe("f\(index)")))
                }
            }
        }
        return (rules, defective, expected)
    }

    @Test(arguments: DifferentialTests.seeds)
    func aRandomSetLoadsWholeOrIsRefusedWithEveryProblem(seed: UInt64) throws {
        var random = SplitMix(seed: seed)
        let router = try Self.makeRouter()
        for round in 0..<20 {
            let (rules, defective, expected) = Self.randomSet(&random, count: 1 + random.below(40))
            do {
                let applied = try router.applying(rules)
                #expect(defective.isEmpty, "seed \(seed), round \(round): applied with defects \(defective.sorted())")
                for (path, intent) in expected {
                    #expect(
                        (try? applied.resolve(.path(path)).get().intent) == intent,
                        "seed \(seed), round \(round): \(path)")
                }
            } catch {
                #expect(
                    Set(error.problems.map(\.rule)) == defective,
                    "seed \(seed), round \(round): \(error.problems.map(\.rule)) for \(defective.sorted())")
            }
        }
    }
}

extension RulesTests {
    @Test func aNewSetReplacesTheRulesAndAnEmptyOneRemovesThem() throws {
        let first = try Self.makeRouter().applying([
            DeepLinkRule(pattern: "/summer-sale", route: "recipes", values: ["country": "FR"])
        ])
        // The same pattern again does not conflict with the rule it replaces.
        let second = try first.applying([
            DeepLinkRule(pattern: "/summer-sale", route: "recipes", values: ["country": "ES"]),
            DeepLinkRule(pattern: "/winter-sale", route: "recipes", values: ["country": "DE"]),
        ])
        #expect(second.match(.path("/summer-sale"))?.intent == .recipes(country: "ES", limit: nil))
        #expect(second.match(.path("/winter-sale"))?.intent == .recipes(country: "DE", limit: nil))
        #expect(second.routes.count == (try Self.makeRouter()).routes.count + 2)
        let none = try second.applying([])
        #expect(none.match(.path("/summer-sale")) == nil)
        #expect(none.routes.count == (try Self.makeRouter()).routes.count)
        // The router it was called on is unchanged.
        #expect(first.match(.path("/summer-sale"))?.intent == .recipes(country: "FR", limit: nil))
    }

    /// Rules are checked and built off the main actor, from many tasks at once, then swapped into the navigator
    /// between two links: a held link keeps its match, every link after the swap uses the new rules.
    @MainActor
    @Test func theNavigatorSwapsRulesBuiltOnOtherThreads() async throws {
        let table = try Self.makeRouter()
        let navigator = DeepLinkNavigator(router: table)
        var lines: [String] = []
        navigator.onEvent = { lines.append($0.description) }
        let routers = try await withThrowingTaskGroup(of: DeepLinkRouter<Param, Intent>.self) { group in
            for country in ["FR", "ES", "DE", "IT"] {
                group.addTask {
                    try table.applying([DeepLinkRule(pattern: "/sale", route: "recipes", values: ["country": country])])
                }
            }
            var made: [DeepLinkRouter<Param, Intent>] = []
            for try await router in group { made.append(router) }
            return made
        }
        #expect(routers.count == 4)
        let root = DeepLinksTesting.RecordingRoot<Intent>()
        navigator.root = root
        navigator.open(.path("/sale"))
        #expect(lines.last == "#1 unmatched: No route matches '/sale'.")
        for router in routers {
            navigator.router = router
            navigator.open(.path("/sale"))
        }
        let countries = root.openedLinks.map(\.intent).compactMap { intent -> String? in
            guard case .recipes(let country, _) = intent else { return nil }
            return country
        }
        #expect(Set(countries) == ["FR", "ES", "DE", "IT"])
        #expect(countries.count == 4)
    }
}

extension RulesTests {
    @Test func anExpiredRulesTypoIsAProblem() throws {
        let clock = Date(timeIntervalSince1970: 1_800_000_000)
        let router = try Self.makeRouter()
        do {
            _ = try router.applying(
                [
                    DeepLinkRule(pattern: "/sale", route: "recipes"),
                    DeepLinkRule(pattern: "/old", route: "recipez", expires: clock.addingTimeInterval(-60)),
                ], now: { clock })
            Issue.record("applied")
        } catch {
            #expect(
                error.problems.map(\.description) == [
                    "Rule 2 ('/old'): no route is named 'recipez'; named routes: debug, recipe, recipes."
                ])
        }
    }
}

/// A conflict is pinned on the rule the router's error names as a route, never on a rule whose site some text of the
/// message happens to hold (a pattern may hold `(rules:3)`, as a literal).
extension RulesTests {
    static let conflictAdvice =
        " accept exactly the same links at the same precedence. Make one more specific (a literal, or an Int capture), "
        + "or remove one."

    @Test func ofTwoRulesThatConflictTheLaterIsBlamedWhateverTheirPatternsSay() throws {
        let router = try Self.makeRouter()
        do {
            _ = try router.applying([
                DeepLinkRule(pattern: "/x/(rules:3)", route: "recipes"),
                DeepLinkRule(pattern: "/x/(rules:3)", route: "recipes", values: ["country": "FR"]),
                DeepLinkRule(pattern: "/y", route: "recipes"),
            ])
            Issue.record("conflicting rules were applied")
        } catch {
            #expect(
                error.problems.map(\.description) == [
                    "Rule 2 ('/x/(rules:3)'): Conflicting routes: '/x/(rules:3)' (rules:1) and '/x/(rules:3)' "
                        + "(rules:2)" + Self.conflictAdvice
                ])
        }
    }

    @Test func aRuleThatConflictsWithTheTableIsBlamedWhenTheTableNamesAnotherRule() throws {
        let table = try DeepLinkRouter<Param, Intent> {
            Route("recipes", name: "recipes") { _ in .recipes(country: nil, limit: nil) }
            Route("promo/(rules:2)", fileID: "App/Routes.swift", line: 7) { _ in .debug }
        }
        do {
            _ = try table.applying([
                DeepLinkRule(pattern: "/promo/(rules:2)", route: "recipes"),
                DeepLinkRule(pattern: "/sale", route: "recipes"),
            ])
            Issue.record("a rule that conflicts with the table was applied")
        } catch {
            #expect(
                error.problems.map(\.description) == [
                    "Rule 1 ('/promo/(rules:2)'): Conflicting routes: '/promo/(rules:2)' (App/Routes.swift:7) and "
                        + "'/promo/(rules:2)' (rules:1)" + Self.conflictAdvice
                ])
        }
        // Without the rule at fault, the other applies.
        let applied = try table.applying([DeepLinkRule(pattern: "/sale", route: "recipes")])
        #expect(applied.match(.path("/sale"))?.intent == .recipes(country: nil, limit: nil))
    }

    @Test func rulesInConflictWithTheTableAndWithEachOtherAreEachBlamedOnce() throws {
        let router = try Self.makeRouter()
        do {
            _ = try router.applying([
                DeepLinkRule(pattern: "/recipes/:id", route: "recipe", values: ["recipeId": "1"]),
                DeepLinkRule(pattern: "/z/(rules:4)", route: "recipes"),
                DeepLinkRule(pattern: "/z/(rules:4)", route: "recipes", values: ["limit": "3"]),
                DeepLinkRule(pattern: "/ok", route: "recipes"),
                DeepLinkRule(pattern: "/z/(rules:4)", route: "recipes", values: ["country": "FR"]),
            ])
            Issue.record("conflicting rules were applied")
        } catch {
            #expect(error.problems.map(\.rule) == [1, 3, 5])
            let details = error.problems.map(\.detail)
            #expect(
                details.first == "Conflicting routes: '/recipes/:recipeId' (DeepLinksTests/RulesTests.swift:22) and "
                    + "'/recipes/:id' (rules:1)" + Self.conflictAdvice)
            #expect(details.dropFirst().allSatisfy { $0.hasPrefix("Conflicting routes: '/z/(rules:4)' (rules:2) and") })
            #expect(details.last?.contains("'/z/(rules:4)' (rules:5) accept") == true)
        }
    }
}
