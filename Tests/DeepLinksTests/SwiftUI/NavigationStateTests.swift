import DeepLinksSwiftUI
import Foundation
import Testing

@Suite("Navigation state: one rule for every link")
struct NavigationStateTests {
    let router: DeepLinkRouter<ScreenParam, Screen>

    init() throws {
        router = try makeScreenRouter()
    }

    private func open(_ path: String, in state: inout DeepLinkNavigationState<Screen>) throws {
        let link = try router.resolve(.path(path)).get()
        state.open(try router.stack(for: link))
    }

    @Test func aLinkSelectsItsSectionAndSetsThatSectionsPath() throws {
        var state = DeepLinkNavigationState<Screen>()
        #expect(state.section == .main)
        try open("/recipes/42/reviews", in: &state)
        #expect(state.section == .recipes)
        #expect(state[path: .recipes] == [.recipe("42"), .reviews("42")])
        #expect(state.path == [.recipe("42"), .reviews("42")])
    }

    @Test func aLinkWhileDeepInAnotherSectionKeepsThatSectionsPath() throws {
        var state = DeepLinkNavigationState<Screen>()
        try open("/products/reviews?id=7", in: &state)
        try open("/recipes/42", in: &state)
        #expect(state.section == .recipes)
        #expect(state[path: .recipes] == [.recipe("42")])
        // The shop tab is where the user left it.
        #expect(state[path: .shop] == [.product("7"), .productReviews("7")])
        state.section = .shop
        #expect(state.path == [.product("7"), .productReviews("7")])
    }

    @Test func aDeeperLinkInTheSameStackPushesTheScreensThatFollow() throws {
        var state = DeepLinkNavigationState<Screen>()
        try open("/recipes/42", in: &state)
        try open("/recipes/42/reviews/photos/2", in: &state)
        #expect(state.path == [.recipe("42"), .reviews("42"), .photo("42", 2)])
        // Another recipe replaces the screens above the section's root.
        try open("/recipes/7/reviews", in: &state)
        #expect(state.path == [.recipe("7"), .reviews("7")])
        // The section's root empties the path.
        try open("/recipes", in: &state)
        #expect(state.section == .recipes)
        #expect(state.path.isEmpty)
    }

    @Test func aRouteInNoSectionOpensInTheSectionTheUserIsIn() throws {
        var state = DeepLinkNavigationState<Screen>()
        try open("/products?id=1", in: &state)
        try open("/help/faq", in: &state)
        #expect(state.section == .shop)
        #expect(state.path == [.help("faq")])
    }

    @Test func theBackGesturePopsThroughThePathAndTheNextLinkStartsFromThere() throws {
        var state = DeepLinkNavigationState<Screen>()
        try open("/recipes/42/reviews/photos/2", in: &state)
        state[path: .recipes].removeLast()  // what NavigationStack's binding writes on a back swipe
        #expect(state.path == [.recipe("42"), .reviews("42")])
        try open("/products?id=3", in: &state)
        #expect(state[path: .recipes] == [.recipe("42"), .reviews("42")])
        #expect(state[path: .shop] == [.product("3")])
    }

    @Test func anEmptyPathIsNotStoredSoEqualScreensAreEqualStates() {
        var popped = DeepLinkNavigationState<Screen>(section: .recipes, paths: [.recipes: [.recipe("1")]])
        popped[path: .recipes] = []
        #expect(popped == DeepLinkNavigationState(section: .recipes))
        #expect(DeepLinkNavigationState<Screen>(section: .shop, paths: [.shop: []]).paths.isEmpty)
    }

    @Test func aStateIsSavedAndReadBackForStateRestoration() throws {
        var state = DeepLinkNavigationState<Screen>()
        try open("/products/reviews?id=7", in: &state)
        try open("/recipes/42/reviews", in: &state)
        let data = try JSONEncoder().encode(state)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"section\":\"recipes\""))
        #expect(try JSONDecoder().decode(DeepLinkNavigationState<Screen>.self, from: data) == state)
        let broken = Data(#"{"section":3,"paths":{}}"#.utf8)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(DeepLinkNavigationState<Screen>.self, from: broken)
        }
    }
}
