import DeepLinks
import SizeAppRoutes

// A 10-route app that matches the one link it is given with the DeepLinks core alone and prints the intent: the
// core's row of the code-size benchmark (Benchmarks/README.md, "Code size"). The routes are SizeAppRoutes'; the
// switch app (SizeAppSwitch) prints the same line for every link, and so do the navigator and SwiftUI-model apps.

let link = CommandLine.arguments.dropFirst().first ?? "/home"
do {
    let router = try makeRouter()
    if let intent = router.match(.path(link))?.intent {
        print(intent)
    } else {
        print("no route")
    }
} catch {
    print("routes not built: \(error)")
}
