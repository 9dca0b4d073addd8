import DeepLinksNavigation

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The tour's page on links that cannot open at once: gates beyond sign-in, one link delivered twice, a delay that
/// fails, coordinators that listen and claim, and a held link saved across launches.
enum LinksThatWaitPage: PlaygroundPage {
    static let name = "links-that-wait"
    static let title = "Links that wait: gates, duplicates, delays, claims and snapshots"
    static let summary = "onboarding and sign-in gates, a link delivered twice, a failed load, claims, a relaunch"

    /// The tour's onboarding: open once the user has been through the welcome screens.
    ///
    /// NB: a member of the page, not `extension DeepLinkGate { static let onboarded }`, which would clash with the
    /// tests' own `.onboarded` in every module that imports the playground.
    static let onboarded: DeepLinkGate = "onboarded"

    /// The page's clock: every navigator reads a fixed time, so the output is the same on every run.
    static let launch = Date(timeIntervalSince1970: 1_795_680_000)  // 2026-11-26 08:00 UTC

    /// Why the subscriptions did not load, in the tour.
    struct LoadError: Error, CustomStringConvertible {
        var description: String { "the subscriptions did not load: the network is offline" }
    }

    /// A recipe route, and a subscription route behind two gates.
    static func makeRouter() throws -> DeepLinkRouter<RecipeParam, Traced> {
        try DeepLinkRouter<RecipeParam, Traced>(schemes: ["myapp"], hosts: ["bestrecipes.com"]) {
            Route("recipe" / .recipeId, handler: traced { p in .showRecipe(recipeId: try p.value(.recipeId)) })
            Requires(onboarded) {
                Authorized {
                    Route(
                        "subscription" / .subscriptionId / .weekId / "edit",
                        handler: traced { p in
                            .editWeek(subscriptionId: try p.value(.subscriptionId), week: try p.int(.weekId))
                        })
                }
            }
        }
    }

    @MainActor
    static func render() -> [String] {
        let out = [
            title, "",
            "The routes: /recipe/:recipeId, and /subscription/:subscriptionId/:weekId/edit inside",
            "Requires(onboarded) { Authorized { … } }; the app opens each gate with gateDidChange(_:isOpen:).", "",
        ]
        guard let router = try? makeRouter() else { return out + ["  (the router did not build)"] }
        let page = Steps(router: router)
        page.gatesDuplicatesAndDelays()
        page.coordinatorsWithoutARoot()
        page.aRelaunch()
        return out + page.out
    }

    /// The page's steps: each runs an action, then prints its title and what the navigator reported meanwhile.
    @MainActor
    final class Steps {
        let router: DeepLinkRouter<RecipeParam, Traced>
        let log = TourLog()
        let root: TourRoot  // the app keeps its root: the navigator holds it weakly
        var out: [String] = []
        let subscriptionLink = URL(string: "https://bestrecipes.com/subscription/abc/3/edit")
        let recipeLink = URL(string: "https://bestrecipes.com/recipe/42")

        init(router: DeepLinkRouter<RecipeParam, Traced>) {
            self.router = router
            root = TourRoot(log: log)
            root.subscriptions.delayReason = "loading the subscriptions"
        }

        func step(_ title: String, _ action: () -> Void) { log.step(title, into: &out, action) }

        /// A navigator that reports to the page, its clock `seconds` after the first launch.
        func navigator(
            secondsLater seconds: TimeInterval = 0, openGates: Set<DeepLinkGate> = []
        ) -> DeepLinkNavigator<RecipeParam, Traced> {
            let navigator = DeepLinkNavigator(router: router, openGates: openGates) { launch + seconds }
            navigator.onEvent = { [log] in log.lines.append("  \($0)") }
            return navigator
        }

        func gatesDuplicatesAndDelays() {
            let app = navigator()
            step("A universal link during launch, to a route behind two gates:") {
                if let subscriptionLink { app.open(.url(subscriptionLink), animated: false) }
            }
            step("The root screen appears and the user finishes onboarding; the link still waits for sign-in:") {
                app.root = root
                app.gateDidChange(onboarded, isOpen: true)
            }
            step("The app resets onboarding (a gate closes) while the link waits; it waits for both again:") {
                app.gateDidChange(onboarded, isOpen: false)
            }
            step("The user signs in, then finishes onboarding: the subscriptions screen delays the link:") {
                app.authorizationDidChange(true)
                app.gateDidChange(onboarded, isOpen: true)
            }
            step("The load fails: the screen ends the link with the error, without deciding again:") {
                root.subscriptions.didFail(LoadError())
                log.lines.append("  (TourSubscriptions.handle(_:animated:) ran \(root.subscriptions.handleCount) time)")
            }
            step("The same universal link twice, as iOS delivers it: a user activity, then onOpenURL:") {
                guard let recipeLink else { return }
                app.open(.url(recipeLink, from: .userActivity), animated: true)
                app.open(.url(recipeLink), animated: true)
            }
        }

        func coordinatorsWithoutARoot() {
            let app = navigator(openGates: [onboarded, .authorization])
            var watcher: TourSubscriber?
            var coordinator: TourSubscriber?
            step("An app with no root screen; a link arrives during launch, before anyone listens:") {
                if let recipeLink { app.open(.url(recipeLink), animated: false) }
            }
            step("A watcher (analytics) subscribes: it reads the link, and leaves it for the others:") {
                watcher = TourSubscriber(app.links())
                log.lines.append("  watcher reads \(watcher?.next()?.path ?? "nothing")")
            }
            step("The recipe coordinator subscribes, reads the same link, claims it and shows it:") {
                coordinator = TourSubscriber(app.links { link in link.pattern == "/recipe/:recipeId" })
                guard let link = coordinator?.next(), let claim = app.claim(link, by: "RecipeCoordinator") else {
                    return log.lines.append("  the coordinator got no link to claim")
                }
                log.lines.append("  → RecipeCoordinator shows \(link.intent)")
                claim.opened()
            }
            step("The coordinator claims the next link and forgets the claim: the link does not wait forever.") {
                if let url = URL(string: "myapp://recipe/7") { app.open(.url(url), animated: true) }
                if let link = coordinator?.next() { _ = app.claim(link, by: "RecipeCoordinator") }  // never reported
            }
            step("It is dropped soon after, or at the latest at the navigator's next call (here, a new link):") {
                if let url = URL(string: "myapp://recipe/8") { app.open(.url(url), animated: true) }
            }
            withExtendedLifetime((watcher, coordinator)) {}  // both listened until here
        }

        func aRelaunch() {
            var saved: DeepLinkSnapshot?
            step("A link waits for sign-in when the user leaves the app; the app saves it:") {
                let lastLaunch = navigator(openGates: [onboarded])
                lastLaunch.root = root
                if let subscriptionLink { lastLaunch.open(.url(subscriptionLink), animated: true) }
                saved = lastLaunch.heldLinkSnapshot
                log.lines.append("  saved: " + json(saved))
            }
            step("The next launch, five minutes later: the app restores it, and it opens once the user signs in:") {
                let nextLaunch = navigator(secondsLater: 300, openGates: [onboarded])
                root.subscriptions.loaded = true
                nextLaunch.root = root
                if let saved { nextLaunch.restore(saved, maxAge: 3600, animated: false) }
                nextLaunch.authorizationDidChange(true)
            }
            step("Restored two hours after it was received, with a limit of one hour: refused as stale:") {
                if let saved { navigator(secondsLater: 7200).restore(saved, maxAge: 3600) }
            }
        }
    }

    /// A snapshot as an app would store it: JSON, keys sorted, the date in ISO 8601.
    static func json(_ snapshot: DeepLinkSnapshot?) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        guard let snapshot, let data = try? encoder.encode(snapshot) else { return "nothing" }
        return String(decoding: data, as: UTF8.self)
    }
}

// After the page, so that the line numbers its text shows of the declarations above stay put.
extension LinksThatWaitPage {
    static let products = ["DeepLinksNavigation"]
}
