/// One segment of a pattern without its component type: what the trie, build errors, miss reasons and the route
/// table need of a mounted module's pattern, whose components are not the router's.
@usableFromInline
enum PatternSlot: Hashable, Sendable {
    /// A segment that must equal this text.
    case literal(String)
    /// A segment captured into the parameter of this name, of this kind.
    case parameter(String, CaptureKind)

    /// The patterns' `:name` form of `slots`, starting with `/`, as ``RoutePattern/description`` prints it.
    @usableFromInline
    static func description(of slots: [PatternSlot]) -> String {
        guard !slots.isEmpty else { return "/" }
        var text = ""
        for slot in slots {
            text += "/"
            switch slot {
            case .literal(let literal): text += literal
            case .parameter(let name, let capture): text += (capture == .remainder ? "*" : ":") + name
            }
        }
        return text
    }
}

extension RoutePattern {
    /// The pattern's segments without their component type.
    @usableFromInline
    var slots: [PatternSlot] {
        segments.map { segment in
            switch segment {
            case .literal(let text): .literal(text)
            case .parameter(let component): .parameter(component.rawValue, component.capture)
            }
        }
    }
}
