/// One segment of a pattern without its component type: what the trie, build errors, miss reasons and the route
/// table need of a mounted module's pattern, whose components are not the router's.
@usableFromInline
package enum PatternSlot: Hashable, Sendable {
    /// A segment that must equal this text.
    case literal(String)
    /// A segment captured into the parameter of this name, of this kind.
    case parameter(String, CaptureKind)

    /// The patterns' `:name` form of `slots`, starting with `/`, as ``RoutePattern/description`` prints it.
    @usableFromInline
    package static func description(of slots: [PatternSlot]) -> String {
        description(of: slots[...])
    }

    /// The `:name` form of `slots`, as `description(of:)` gives it for an array.
    @usableFromInline
    package static func description(of slots: ArraySlice<PatternSlot>) -> String {
        guard !slots.isEmpty else { return "/" }
        // NB: sized up front and written in place: appending to a String piece by piece cost ~6,700 instructions a
        // mounted pattern at build, appending to an array of bytes ~1,700 (callgrind).
        var count = 0
        for slot in slots {
            switch slot {
            case .literal(let literal): count &+= 1 &+ literal.utf8.count
            case .parameter(let name, _): count &+= 2 &+ name.utf8.count
            }
        }
        return LinkText.string(utf8Count: count) { buffer in write(slots, into: buffer) }
    }

    /// Writes the `:name` form of `slots` into `buffer`, which holds exactly its bytes (counted by
    /// `description(of:)`), and returns how many it wrote.
    ///
    /// NB: each text copied in place (`LinkText.withBytes`), not through a nested function that copied the String and
    /// wrote the captured count: that cost ~570 instructions a pattern in exclusivity checks and retains (callgrind).
    private static func write(_ slots: ArraySlice<PatternSlot>, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard let target = buffer.baseAddress else { return 0 }
        var end = 0
        for slot in slots {
            target[end] = UInt8(ascii: "/")
            end &+= 1
            let text: String
            switch slot {
            case .literal(let literal):
                text = literal
            case .parameter(let name, let capture):
                target[end] = capture == .remainder ? UInt8(ascii: "*") : UInt8(ascii: ":")
                end &+= 1
                text = name
            }
            end &+= LinkText.withBytes(of: text) { bytes in
                guard let source = bytes.baseAddress else { return 0 }
                (target + end).initialize(from: source, count: bytes.count)
                return bytes.count
            }
        }
        return end
    }
}

extension RoutePattern {
    /// The pattern's segments without their component type.
    // NB: inlinable, so that `Mount` (inlined into the app) runs it specialized: unspecialized, the generic
    // metadata look-ups cost ~9,000 instructions a mounted pattern at build (callgrind).
    @inlinable
    var slots: [PatternSlot] {
        segments.map { segment in
            switch segment {
            case .literal(let text): .literal(text)
            case .parameter(let component): .parameter(component.rawValue, component.capture)
            }
        }
    }
}

extension PatternSlot {
    /// The path of `slots` with each parameter's value taken by name, percent-encoded, as
    /// ``RoutePattern/path(with:)`` renders a pattern of the router's own components.
    static func path(
        of slots: ArraySlice<PatternSlot>, with values: [String: String], for subject: DeepLinkURLError.Subject
    ) throws(DeepLinkURLError) -> String {
        guard !slots.isEmpty else { return "/" }
        var bytes: [UInt8] = []
        for slot in slots {
            switch slot {
            case .literal(let text):
                bytes.append(UInt8(ascii: "/"))
                PercentEncoding.appendSegment(text.utf8, to: &bytes)
            case .parameter(let name, let capture):
                guard let value = values[name] else { throw .missingParameter(name, for: subject) }
                guard !value.utf8.contains(where: ASCII.isControl) else { throw .controlCharacter(name, for: subject) }
                guard capture.accepts(value) else {
                    throw .invalidParameter(name, value: value, expected: capture, for: subject)
                }
                guard capture == .remainder else {
                    bytes.append(UInt8(ascii: "/"))
                    PercentEncoding.appendSegment(value.utf8, to: &bytes)
                    continue
                }
                let pieces = value.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
                if pieces.contains(where: \.isEmpty) {
                    throw .emptyRemainderSegment(name, value: value, for: subject)
                }
                for piece in pieces {
                    bytes.append(UInt8(ascii: "/"))
                    PercentEncoding.appendSegment(piece, to: &bytes)
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension PatternSlot {
    /// The parameter's name, or the literal's text.
    package var name: String {
        switch self {
        case .literal(let text): text
        case .parameter(let name, _): name
        }
    }
}
