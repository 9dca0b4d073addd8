import DeepLinksNavigation
import DeepLinksTestSupport
import Foundation
import Testing

extension DeepLinkGate {
    static let onboarded: DeepLinkGate = "onboarded"
    static let consent: DeepLinkGate = "consent"
}

/// A module whose routes bring their own gate; the app mounts it behind another.
enum GatedModuleLinks {
    @RoutesBuilder<DoorParam, DoorIntent>
    static var routes: [Route<DoorParam, DoorIntent>] {
        Requires(.consent) {
            Route("invite" / .code, name: "invite") { p in .invite(try p.value(.code)) }
        }
        Route("order" / .number, name: "order") { p in .order(try p.int(.number)) }
    }
}

/// The app of the gate tests: a recipe needs onboarding, orders need onboarding and sign-in, an account needs
/// sign-in, search needs nothing; a module mounted behind onboarding brings a route behind consent.
func makeGatedRouter() throws -> DeepLinkRouter<DoorParam, DoorIntent> {
    try DeepLinkRouter<DoorParam, DoorIntent>(schemes: ["myapp"], hosts: ["bestrecipes.com"]) {
        Route("search", name: "search", query: .term) { p in .search(try p.value(.term)) }
        Requires(.onboarded) {
            Route("recipe" / .id, name: "recipe") { p in
                .recipe(try p.value(.id))
            } reverse: { intent in
                guard case .recipe(let id) = intent else { return nil }
                return [.id: id]
            }
            Authorized {
                Route("orders", name: "orders") { _ in .recipes(country: nil, limit: nil) }
            }
            Mount("module", GatedModuleLinks.routes, names: "module") { $0 }
        }
        Requires(.authorization, .authorization) {
            Route("account", name: "account") { _ in
                .account
            } reverse: { intent in
                intent == .account ? [:] : nil
            }
        }
    }
}

/// Named gates: a link to a gated route waits, with its gates named, until the app opens every one of them.
@MainActor
@Suite struct GatesTests {
    let navigator: DeepLinkNavigator<DoorParam, DoorIntent>
    let root = RecordingRoot()
    let log = EventLog()

    init() throws {
        navigator = DeepLinkNavigator(router: try makeGatedRouter())
        log.attach(to: navigator)
        navigator.root = root
    }

    @Test func routesCarryTheGatesOfEveryBlockAroundThemOnceEachByName() throws {
        let router = try makeGatedRouter()
        let gates: [String: [DeepLinkGate]] = Dictionary(
            uniqueKeysWithValues: router.routes.compactMap { route in route.name.map { ($0, route.gates) } })
        let expected: [String: [DeepLinkGate]] = [
            "search": [], "recipe": [.onboarded], "orders": [.authorization, .onboarded],
            "module.invite": [.consent, .onboarded], "module.order": [.onboarded], "account": [.authorization],
        ]
        #expect(gates == expected)
        #expect(router.routes.first { $0.name == "account" }?.requiresAuthorization == true)
        #expect(router.match(.path("/orders"))?.gates == [.authorization, .onboarded])
        #expect(router.match(.path("/search?term=salt"))?.gates == [])
    }

    @Test(arguments: [false, true])
    func aLinkWaitsForEveryGateInEitherOrder(onboardingFirst: Bool) {
        let outcome = navigator.open(.url("myapp://orders"), animated: true)
        guard case .held(_, let reason) = outcome else {
            Issue.record("not held: \(outcome)")
            return
        }
        #expect(reason == .waitingForGates([.authorization, .onboarded]))
        if onboardingFirst {
            navigator.gateDidChange(.onboarded, isOpen: true)
            #expect(navigator.heldLink?.reason == .waitingForAuthorization)
            navigator.authorizationDidChange(true)
        } else {
            navigator.authorizationDidChange(true)
            #expect(navigator.heldLink?.reason == .waitingForGates([.onboarded]))
            navigator.gateDidChange(.onboarded, isOpen: true)
        }
        #expect(root.opened == [.recipes(country: nil, limit: nil)])
        let middle = onboardingFirst ? "waiting for authorization" : "waiting for onboarded"
        let expected: [String] = [
            "#1 received myapp://orders (custom scheme)",
            "#1 matched /orders as /orders (requires authorization, onboarded)",
            "#1 held /orders: waiting for authorization, onboarded", "#1 held /orders: \(middle)",
            "#1 replayed /orders", "#1 opened /orders by RecordingRoot [RecordingRoot]",
        ]
        #expect(log.lines == expected)
        #expect(log.linksNotEndedOnce() == [:])
    }

    /// A gate that closes before the others open puts the link back to waiting for it: the rule of sign-out.
    @Test func aGateThatClosesWhileALinkWaitsHoldsItAgain() {
        navigator.open(.url("myapp://orders"), animated: true)
        navigator.gateDidChange(.onboarded, isOpen: true)
        navigator.gateDidChange(.onboarded, isOpen: false)
        #expect(navigator.heldLink?.reason == .waitingForGates([.authorization, .onboarded]))
        navigator.gateDidChange(.consent, isOpen: true)  // another gate: nothing changes
        navigator.authorizationDidChange(true)
        #expect(root.opened.isEmpty)
        navigator.gateDidChange(.onboarded, isOpen: true)
        #expect(root.opened.count == 1)
        #expect(navigator.openGates == [.authorization, .onboarded, .consent])
        let holds: [String] = log.lines.filter { $0.contains(" held ") }
        let expected: [String] = [
            "#1 held /orders: waiting for authorization, onboarded", "#1 held /orders: waiting for authorization",
            "#1 held /orders: waiting for authorization, onboarded", "#1 held /orders: waiting for onboarded",
        ]
        #expect(holds == expected)
    }

    /// A link a handler delayed is dropped when a gate of its route closes; a link to a route without that gate
    /// is not.
    @Test func closingAGateDropsTheDelayedLinksBehindItOnly() {
        let screen = DelayingRoot()
        navigator.root = screen
        navigator.gateDidChange(.onboarded, isOpen: true)
        navigator.open(.url("myapp://recipe/1"), animated: true)
        #expect(screen.deepLinkHandling?.kind == .delayed)
        navigator.gateDidChange(.consent, isOpen: false)
        #expect(!log.lines.contains { $0.contains("dropped") })
        navigator.gateDidChange(.onboarded, isOpen: false)
        #expect(log.lines.last == "#1 dropped /recipe/1: the gate onboarded closed [DelayingRoot]")
        #expect(screen.completeDeepLinkHandling() == nil)
        #expect(log.linksNotEndedOnce() == [:])
    }

    /// A mounted module's gate adds to the mount's: both are needed.
    @Test func aMountedRouteWaitsForTheModulesGateAndTheMountsGate() {
        navigator.open(.url("myapp://module/invite/abc"), animated: true)
        #expect(navigator.heldLink?.reason == .waitingForGates([.consent, .onboarded]))
        navigator.gateDidChange(.consent, isOpen: true)
        #expect(root.opened.isEmpty)
        navigator.gateDidChange(.onboarded, isOpen: true)
        #expect(root.opened == [.invite("abc")])
    }

    /// An intent follows the gates of the route that reverses it, unless the app names its own.
    @Test func intentsFollowTheGatesOfTheRouteThatReversesThem() {
        #expect(navigator.open(.intent(.recipe("7")), animated: true).holdReason == .waitingForGates([.onboarded]))
        #expect(navigator.open(.intent(.account), animated: true).holdReason == .waitingForAuthorization)
        #expect(navigator.open(.intent(.debug), animated: true).holdReason == nil)  // no route reverses it
        #expect(
            navigator.open(.intent(.debug, gates: [.consent]), animated: true).holdReason
                == .waitingForGates([.consent]))
        #expect(root.opened == [.debug])
    }

    @Test func gatesAreClosedUntilTheAppOpensThemAndTheInitialSetIsTheAppsToGive() throws {
        #expect(navigator.openGates.isEmpty)
        let signedIn = DeepLinkNavigator(router: try makeGatedRouter(), openGates: [.authorization, .onboarded])
        signedIn.root = root
        signedIn.open(.url("myapp://orders"), animated: true)
        #expect(root.opened.count == 1)
    }

    @Test func aGateIsItsNameAndPrintsAsIt() {
        let onboarded: DeepLinkGate = "onboarded"
        #expect(onboarded == DeepLinkGate("onboarded"))
        #expect(DeepLinkGate.authorization.description == "authorization")
        #expect(
            DeepLinkHoldReason.waitingForGates([.authorization, .onboarded]).description
                == "waiting for authorization, onboarded")
        #expect(DeepLinkDropReason.gateClosed(.onboarded).description == "the gate onboarded closed")
        #expect(DeepLinkDropReason.signedOut == .gateClosed(.authorization))
        #expect(DeepLinkDropReason.signedOut.description == "the user signed out")
        // A gate's name reaches logs escaped, as every text from outside the library's own code.
        #expect(DeepLinkHoldReason.waitingForGates(["a\nb"]).description == #"waiting for a\nb"#)
    }
}

/// A root that delays every link until it is completed.
@MainActor
final class DelayingRoot: DeepLinkHandler {
    var deepLinkHandling: DeepLinkHandling<DoorIntent>?
    private(set) var handleCount = 0

    func handle(_ link: DeepLink<DoorIntent>, animated: Bool) -> DeepLinkHandling<DoorIntent> {
        handleCount += 1
        return .delayed(link, animated: animated, reason: "loading")
    }
}
