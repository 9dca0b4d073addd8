import DeepLinksNavigation
import SizeAppRoutes

// The 10-route app of SizeAppDeepLinks opening its link through `DeepLinkNavigator`: a root handler prints the
// intent. The navigator layer's row of the code-size benchmark (Benchmarks/README.md, "Code size").

/// The app's root screen: it opens every link by printing its intent.
@MainActor
final class Root: DeepLinkHandler {
    var deepLinkHandling: DeepLinkHandling<Intent>?

    func handle(_ deepLink: DeepLink<Intent>, animated: Bool) -> DeepLinkHandling<Intent> {
        .opened(deepLink) { _ in print(deepLink.intent) }
    }
}

@MainActor
func main() {
    let link = CommandLine.arguments.dropFirst().first ?? "/home"
    let router: DeepLinkRouter<Param, Intent>
    do {
        router = try makeRouter()
    } catch {
        print("routes not built: \(error)")
        return
    }
    let navigator = DeepLinkNavigator(router: router)
    let root = Root()
    navigator.root = root
    switch navigator.open(.path(link)) {
    case .handled: break
    case .unmatched: print("no route")
    case .held(_, let reason): print("held: \(reason)")
    case .duplicate(let first): print("duplicate of #\(first)")
    case .dropped(let reason): print("dropped: \(reason)")
    }
    withExtendedLifetime(root) {}
}

MainActor.assumeIsolated { main() }
