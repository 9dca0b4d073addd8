import DeepLinksSwiftUI
import DeepLinksTesting
import Foundation
import ProductsFeature
import ProfileFeature
import Testing

/// The SwiftUI article's app through its navigation model, as its views would bind to it (`TabView(selection:)` to
/// `state.section`, a `NavigationStack(path:)` per tab to `state[path:]`): what each link puts on screen.
@MainActor
@Suite("The SwiftUI article's app: tabs and back stacks from links")
struct ArticleAppTests {
    let router: DeepLinkRouter<ArticleParam, ArticleIntent>

    init() throws {
        router = try ArticleLinks.makeRouter()
    }

    @Test func theArticlesLinkSelectsTheProductsTabAndTheProduct() {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else { return }
        let navigation = DeepLinkNavigationModel(navigator: DeepLinkNavigator(router: router))
        navigation.navigator.open(.url("deeplinkapp://products?id=42"))
        #expect(navigation.state.section == .products)
        #expect(navigation.state.path == [.products(.product("42"))])
    }

    @Test func aDeepLinkGivesEveryScreenUnderIt() {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else { return }
        let navigation = DeepLinkNavigationModel(navigator: DeepLinkNavigator(router: router))
        navigation.navigator.open(.url("https://example.com/products/42/reviews/photos"), animated: false)
        #expect(navigation.state.section == .products)
        #expect(
            navigation.state.path == [
                .products(.product("42")), .products(.reviews("42")), .products(.photos("42")),
            ])
    }

    @Test func aLinkWhileDeepInAnotherTabLeavesThatTabAsItWas() {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else { return }
        let navigation = DeepLinkNavigationModel(navigator: DeepLinkNavigator(router: router))
        navigation.navigator.open(.path("/profile/settings/privacy"))
        #expect(navigation.state[path: .profile] == [.profile(.settings), .profile(.settingsPage("privacy"))])
        navigation.navigator.open(.url("deeplinkapp://products/7/reviews"))
        #expect(navigation.state.section == .products)
        #expect(navigation.state[path: .products] == [.products(.product("7")), .products(.reviews("7"))])
        #expect(navigation.state[path: .profile] == [.profile(.settings), .profile(.settingsPage("privacy"))])
        navigation.state.section = .profile  // the user taps the profile tab: where they left it
        #expect(navigation.state.path.last == .profile(.settingsPage("privacy")))
    }

    @Test func aBackPopThenANewLink() {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else { return }
        let navigation = DeepLinkNavigationModel(navigator: DeepLinkNavigator(router: router))
        navigation.navigator.open(.path("/products/42/reviews/photos"))
        navigation.state.path.removeLast(2)  // two back swipes: the binding writes the path
        #expect(navigation.state.path == [.products(.product("42"))])
        navigation.navigator.open(.path("/products/42/reviews"))  // one screen deeper again
        #expect(navigation.state.path == [.products(.product("42")), .products(.reviews("42"))])
        navigation.navigator.open(.path("/home"))
        #expect(navigation.state.section == .home)
        #expect(navigation.state.path.isEmpty)
        #expect(navigation.state[path: .products] == [.products(.product("42")), .products(.reviews("42"))])
    }

    @Test func theScreenOnShowTurnsBackIntoALinkThatOpensItAgain() throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else { return }
        let navigation = DeepLinkNavigationModel(navigator: DeepLinkNavigator(router: router))
        navigation.navigator.open(.path("/products/42/reviews/photos"))
        let shared = try router.url(for: .screen(of: navigation.state), host: "example.com")
        #expect(shared.absoluteString == "https://example.com/products/42/reviews/photos")
        navigation.state.path.removeAll()  // the tab's own screen
        #expect(try router.path(for: .screen(of: navigation.state)) == "/products")
        let handoff = try router.url(for: .screen(of: navigation.state), scheme: "deeplinkapp")
        #expect(handoff.absoluteString == "deeplinkapp://products")
        // A fresh app opened with the shared link shows the same stack.
        let other = DeepLinkNavigationModel(navigator: DeepLinkNavigator(router: router))
        other.navigator.open(.url(shared))
        #expect(other.state.path == [.products(.product("42")), .products(.reviews("42")), .products(.photos("42"))])
    }

    @Test func theModulesDeclareTheirStacksAndTheMountPlacesThem() throws {
        #expect(
            router.routes.compactMap(\.parent).sorted() == [
                "products.list", "products.product", "products.reviews", "profile.profile", "profile.settings",
            ])
        let photos = try #require(router.match(.path("/products/1/reviews/photos")))
        let stack = try router.stack(for: photos)
        #expect(stack.section == .products)
        #expect(stack.startsAtSectionRoot)
        #expect(stack.screens.first == .products(.list))
    }
}
