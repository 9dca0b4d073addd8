import DeepLinks

/// The message a router build throws, or `nil` when it builds: build-error tests compare this text.
func buildErrorMessage<Component, Intent>(_ build: () throws -> DeepLinkRouter<Component, Intent>) -> String? {
    do {
        _ = try build()
        return nil
    } catch {
        return "\(error)"
    }
}
