// The app around the documentation's snippets, shared by every document: values an app has at hand (a URL it was
// given, a logger) and stand-ins for the platform types the snippets' glue uses (UIKit's, on Linux).
//
// `.ci/doc-snippets.sh` compiles it as the module `SnippetPrelude`, which every document's module imports. A
// document's own assumptions (its `Param` and `Intent` when it shows none, its screens) are in
// `.ci/doc-snippets/<document name>.swift`. Keep names here out of the documents' way: a document that declares
// one of them shadows it. The snippets are compiled, never run, so values are `stub()`s.
import DeepLinksSwiftUI
import Foundation

/// A value of any type, for a declaration that snippets only read: the snippets are compiled, never run.
public func stub<T>(_ type: T.Type = T.self) -> T {
    fatalError("documentation snippets are compiled, never run")
}

// MARK: - What an app has at hand

/// A link the app was given (`myapp://recipe/42`).
public let url: URL = stub()

/// A user activity's web page URL.
public let webpageURL: URL = stub()

/// Where the page of test links is written.
public let testPage: URL = stub()

/// A push notification's payload, as the system delivers it.
@MainActor public let userInfo: [AnyHashable: Any] = stub()

/// A home-screen shortcut item.
@MainActor public let item: UIApplicationShortcutItem = stub()

/// The app's logger.
public let logger = Logger()

/// The app's session.
@MainActor public let session = Session()

/// Shows a screen for a value (an intent).
@MainActor public func show<T>(_ value: T) {}

/// Opens what a value (an intent) asks for.
@MainActor public func open<T>(_ value: T) {}

/// Logs a value (an error).
public func log<T>(_ value: T) {}

/// A logger, as `os.Logger` reads.
public struct Logger: Sendable {
    /// A logger.
    public init() {}

    /// Logs a message at the info level.
    public func info(_ message: String) {}

    /// Logs a message at the notice level.
    public func notice(_ message: String) {}
}

/// The signed-in user, or none.
@MainActor public final class Session {
    /// Whether a user is signed in.
    public var isSignedIn = false

    /// A session, signed out.
    public init() {}
}

// MARK: - UIKit stand-ins: only the members the snippets' glue uses

/// UIKit's window scene.
@MainActor public final class UIWindowScene {}

/// UIKit's scene.
@MainActor public class UIScene {}

/// UIKit's home-screen shortcut item.
@MainActor public final class UIApplicationShortcutItem {
    /// The item's type, which names a route.
    public let type: String

    /// The item's parameters.
    public let userInfo: [String: any NSSecureCoding]?

    /// An item.
    public init(type: String, userInfo: [String: any NSSecureCoding]?) {
        self.type = type
        self.userInfo = userInfo
    }
}

/// Foundation's user activity (UIKit hands one over for a universal link).
public final class NSUserActivity {
    /// The web page the activity is about.
    public var webpageURL: URL?

    /// An activity.
    public init() {}
}
