import Foundation

/// A clock that stands still until the test moves it: the test kit's time for event dates, the navigator's
/// duplicate window and the age of restored links.
///
/// ``RecordingNavigator`` runs on one unless given a clock of its own. Links opened without moving it arrive at the
/// same instant, so an equal URL opened twice is a duplicate; move the clock past
/// `DeepLinkNavigator.duplicateWindow` to open it again.
///
/// ```swift
/// let app = RecordingNavigator(router: router)
/// try app.open("bestrecipes://recipe/42")
/// try app.open("bestrecipes://recipe/42")   // a duplicate of #1
/// app.clock.advance(by: 5)
/// try app.open("bestrecipes://recipe/42")   // opened again
/// ```
public final class ManualClock: @unchecked Sendable {
    // NB: the lock makes `now` safe to read from any thread, as `DeepLinkNavigator`'s clock must be `@Sendable`.
    private let lock = NSLock()
    private var date: Date

    /// A clock that reads `start` until it is moved.
    ///
    /// ```swift
    /// let clock = ManualClock(Date(timeIntervalSince1970: 1_700_000_000))
    /// ```
    ///
    /// - Parameter start: The time it reads first; 1970-01-01 by default.
    public init(_ start: Date = Date(timeIntervalSince1970: 0)) {
        self.date = start
    }

    /// The time the clock reads now.
    ///
    /// ```swift
    /// clock.now   // 1970-01-01 00:00:00 +0000
    /// ```
    public var now: Date {
        lock.lock()
        defer { lock.unlock() }
        return date
    }

    /// Moves the clock on (or back, for a negative interval).
    ///
    /// ```swift
    /// clock.advance(by: 3600)   // an hour later: a snapshot saved now is an hour old
    /// ```
    ///
    /// - Parameter seconds: How far.
    public func advance(by seconds: TimeInterval) {
        lock.lock()
        defer { lock.unlock() }
        date += seconds
    }
}
