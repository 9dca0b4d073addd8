import DeepLinksTestSupport

/// What a door test expects: an intent, or an error's description.
enum Expected: Sendable {
    case intent(DoorIntent)
    case error(String)
}
