// The SwiftUI state sits on the navigator and the routing core: importing DeepLinksSwiftUI brings both.
@_exported import DeepLinksNavigation
