import DeepLinksSwiftUI
import SizeAppRoutes

// The 10-route app of SizeAppDeepLinks opening its link through `DeepLinkNavigationModel`, the Observation model a
// SwiftUI app binds its `TabView` and `NavigationStack`s to; it prints the top of the model's path. The SwiftUI
// layer's row of the code-size benchmark (Benchmarks/README.md, "Code size"). No SwiftUI view: the model is what the
// layer adds, and Linux has no SwiftUI. The model needs macOS 14 (Observation), which this package declares, so no
// `#available` check is needed; Linux checks none.

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
    let model = DeepLinkNavigationModel(navigator: DeepLinkNavigator(router: router))
    switch model.navigator.open(.path(link)) {
    case .handled:
        if let intent = model.state.path.last {
            print(intent)
        } else {
            print("no screen")
        }
    case .unmatched: print("no route")
    case .held(_, let reason): print("held: \(reason)")
    case .duplicate(let first): print("duplicate of #\(first)")
    case .dropped(let reason): print("dropped: \(reason)")
    }
}

MainActor.assumeIsolated { main() }
