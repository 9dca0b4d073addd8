import DeepLinksTestSupport
import Testing

@testable import DeepLinks

/// The compile cache keeps one handler dictionary per distinct list of captures, in a table of its own.
@Suite struct CompileCacheTests {
    /// `count` distinct capture lists (names and depths differ), each in two patterns that differ by a literal.
    static func patterns(_ count: Int) throws -> [RoutePattern<AnyParam>] {
        try (0..<count).flatMap { number -> [RoutePattern<AnyParam>] in
            let texts =
                number.isMultiple(of: 2)
                ? ["/p/:a\(number)/:b\(number)", "/q/:a\(number)/:b\(number)"]
                : ["/:a\(number)/p/:b\(number)", "/:a\(number)/q/:b\(number)"]
            return try texts.map { try RoutePattern<AnyParam>(parsing: $0) }
        }
    }

    @Test func patternsWithTheSameCapturesShareOneDictionary() throws {
        let cache = CompileCache()
        let first = cache.prototype(of: try RoutePattern<AnyParam>(parsing: "/recipe/:id/:tab"))
        let second = cache.prototype(of: try RoutePattern<AnyParam>(parsing: "/menu/:id/:tab"))
        let shifted = cache.prototype(of: try RoutePattern<AnyParam>(parsing: "/:id/:tab"))
        let remainder = cache.prototype(of: try RoutePattern<AnyParam>(parsing: "/a/:id/:tab/*rest_rest"))
        #expect(first.prototype == [AnyParam(rawValue: "id")!: 1, AnyParam(rawValue: "tab")!: 2])
        #expect(second.prototype == first.prototype)
        #expect(shifted.prototype == [AnyParam(rawValue: "id")!: 0, AnyParam(rawValue: "tab")!: 1])
        #expect(remainder.hasRemainder && remainder.prototype == first.prototype)
        #expect(!first.hasRemainder)
        let table = try #require(cache.firstPrototypes as? CompileCache.Prototypes<AnyParam>)
        #expect(table.entries.count == 2, "one entry per distinct list: (id@1, tab@2) and (id@0, tab@1)")
    }

    /// Lists built to share one hash (as a rule set from outside could be) cost a bounded look-up: past
    /// `maxPrototypeProbes` slots a list is made and not kept, and every pattern still gets its own captures.
    @Test func listsBuiltToCollideAreMadeNotKeptPastTheProbeBound() throws {
        let table = CompileCache.Prototypes<AnyParam>()
        let patterns = try Self.patterns(200)
        let collided = patterns.map { pattern in
            table.prototype(of: pattern.segments, count: pattern.parameters.count, hash: 0x5EED)
        }
        #expect(table.entries.count == CompileCache.maxPrototypeProbes)
        for (pattern, prototype) in zip(patterns, collided) {
            let expected = Dictionary(
                uniqueKeysWithValues: pattern.segments.enumerated().compactMap { depth, segment -> (AnyParam, Int)? in
                    guard case .parameter(let component) = segment else { return nil }
                    return (component, depth)
                })
            #expect(prototype == expected, "\(pattern)")
            #expect(table.prototype(of: pattern.segments, count: expected.count, hash: 0x5EED) == expected)
        }
        #expect(table.entries.count == CompileCache.maxPrototypeProbes, "nothing more is kept on a second pass")
    }

    /// A mounted module's component type gets a table of its own: a list of the same names is not shared across types.
    @Test func eachComponentTypeKeepsItsOwnTable() throws {
        enum ModuleParam: String, DeepLinkPathComponent { case id, tab }
        let cache = CompileCache()
        let app = cache.prototype(of: try RoutePattern<AnyParam>(parsing: "/recipe/:id/:tab"))
        let module = cache.prototype(
            of: RoutePattern<ModuleParam>(segments: [.literal("recipe"), .parameter(.id), .parameter(.tab)]))
        let moduleAgain = cache.prototype(
            of: RoutePattern<ModuleParam>(segments: [.literal("menu"), .parameter(.id), .parameter(.tab)]))
        #expect(app.prototype == [AnyParam(rawValue: "id")!: 1, AnyParam(rawValue: "tab")!: 2])
        #expect(module.prototype == [.id: 1, .tab: 2])
        #expect(moduleAgain.prototype == module.prototype)
        #expect(cache.prototypes(of: AnyParam.self).entries.count == 1)
        #expect(cache.prototypes(of: ModuleParam.self).entries.count == 1)
        #expect(cache.otherPrototypes.count == 1, "the first type's table in its own fields, the module's in the list")
    }

    /// A pattern without captures (or with only a remainder) shares the empty dictionary and adds no entry.
    @Test func aPatternWithoutCapturesAddsNoEntry() throws {
        let cache = CompileCache()
        let plain = cache.prototype(of: try RoutePattern<AnyParam>(parsing: "/settings/profile"))
        let rest = cache.prototype(of: try RoutePattern<AnyParam>(parsing: "/files/*path_rest"))
        #expect(plain.prototype.isEmpty && !plain.hasRemainder)
        #expect(rest.prototype.isEmpty && rest.hasRemainder)
        #expect(cache.prototypes(of: AnyParam.self).entries.isEmpty)
    }

    /// Past its first 64 slots the table grows, and every list is still found, not made again.
    @Test func everyListIsFoundAfterTheTableGrows() throws {
        let cache = CompileCache()
        let patterns = try Self.patterns(300)
        let made = patterns.map { cache.prototype(of: $0).prototype }
        let table = try #require(cache.firstPrototypes as? CompileCache.Prototypes<AnyParam>)
        #expect(table.entries.count == 300)
        #expect(table.slots.count >= 600 && table.slots.count.nonzeroBitCount == 1)
        #expect(Set(table.slots.filter { $0 >= 0 }) == Set(0..<300))
        for (pattern, prototype) in zip(patterns, made) {
            #expect(cache.prototype(of: pattern).prototype == prototype)
        }
        #expect(table.entries.count == 300)
        let pattern = try RoutePattern<AnyParam>(parsing: "/z/:a2/:b2")
        #expect(cache.prototype(of: pattern).prototype == [AnyParam(rawValue: "a2")!: 1, AnyParam(rawValue: "b2")!: 2])
    }
}
