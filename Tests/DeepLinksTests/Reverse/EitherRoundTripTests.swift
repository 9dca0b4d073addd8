import DeepLinks
import Testing

/// An `Either<Int, String>` capture and reverse routing (issue #37): the text decides the case, so an intent whose
/// value would read back as another is refused with a reason, and the rest survive the round trip.
@Suite struct EitherRoundTripTests {
    enum Param: String, DeepLinkPathComponent {
        case menuId, week
        var capture: CaptureKind { .either }
    }

    enum Intent: Equatable, Sendable {
        case menu(Either<Int, String>)
        case plan(Either<Int, String>)
    }

    static func makeRouter() throws -> DeepLinkRouter<Param, Intent> {
        try DeepLinkRouter<Param, Intent> {
            Route("menu" / .menuId, name: "menu", fileID: "App/Routes.swift", line: 12) { p in
                .menu(try p.either(.menuId))
            } reverse: { intent in
                guard case .menu(let value) = intent else { return nil }
                return [.menuId: value.description]
            }
            Route("plan", name: "plan", query: .week, fileID: "App/Routes.swift", line: 18) { p in
                .plan(try p.either(.week))
            } reverse: { intent in
                guard case .plan(let value) = intent else { return nil }
                return [.week: value.description]
            }
        }
    }

    @Test func aRightWhoseTextReadsAsAnotherIntIsRefusedNamingWhy() throws {
        let router = try Self.makeRouter()
        let error = #expect(throws: DeepLinkURLError.self) {
            try router.path(for: .intent(.menu(.right("007"))))
        }
        #expect(error?.kind == .invalidParameter)
        #expect(error?.component == "menuId")
        #expect(
            error?.description
                == "Invalid parameter 'menuId' for route 'menu' (/menu/:menuId, App/Routes.swift:12): '007' would not "
                + "read back as itself: an Either<Int, String> capture reads every Int as .left, so the link would "
                + "open .left(7). Write a .left as the Int's own text ('7'); a .right whose text is an Int cannot be "
                + "carried.")
        // Every form of the link is refused alike, never a link that opens another intent.
        #expect(throws: DeepLinkURLError.self) { try router.url(for: .intent(.menu(.right("007"))), scheme: "app") }
        #expect(throws: DeepLinkURLError.self) {
            try router.url(for: .intent(.menu(.right("007"))), host: "example.com")
        }
    }

    @Test func aQueryItemIsCheckedAlike() throws {
        let router = try Self.makeRouter()
        let error = #expect(throws: DeepLinkURLError.self) { try router.path(for: .intent(.plan(.right("-0")))) }
        #expect(
            error?.description
                == "Invalid query parameter 'week' for route 'plan' (/plan, App/Routes.swift:18): '-0' would not read "
                + "back as itself: an Either<Int, String> capture reads every Int as .left, so the link would open "
                + ".left(0). Write a .left as the Int's own text ('0'); a .right whose text is an Int cannot be "
                + "carried.")
    }

    @Test(arguments: [
        Either<Int, String>.left(7), .left(-12), .left(0), .right("abc"), .right("+3"), .right("7a"), .right("0x7"),
    ])
    func everyOtherValueSurvivesTheRoundTrip(value: Either<Int, String>) throws {
        let router = try Self.makeRouter()
        for intent in [Intent.menu(value), .plan(value)] {
            let path = try router.path(for: .intent(intent))
            #expect(try router.resolve(.path(path)).get().intent == intent, "\(path)")
        }
    }

    /// The one value reverse routing cannot tell: `.right("7")` is written as `.left(7)` is, and opens it, as
    /// `Either` and `CaptureKind.either` document.
    @Test func aRightWrittenAsAnIntsOwnTextOpensTheLeft() throws {
        let router = try Self.makeRouter()
        #expect(try router.path(for: .intent(.menu(.right("7")))) == "/menu/7")
        #expect(try router.resolve(.path("/menu/7")).get().intent == .menu(.left(7)))
    }

    @Test func aLinkByNameGivesItsTextAsGiven() throws {
        // By name, the handler reads the text the link carries: the same value either way, so it is not refused.
        let router = try Self.makeRouter()
        #expect(try router.path(for: .route("menu", parameters: [.menuId: "007"])) == "/menu/007")
        #expect(try router.resolve(.route("menu", parameters: [.menuId: "007"])).get().intent == .menu(.left(7)))
    }
}
