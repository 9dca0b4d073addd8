/// A ``DeepLink``'s door, whether the app made it, and the router entry that matched it, in one word.
///
/// NB: one field, not three: a link's stored scalars count against the seven beyond which a client copies and
/// destroys it through its value witness (see `LinkExtras`).
@usableFromInline
struct LinkStamp: Sendable {
    /// The entry in the low 32 bits, the door's code in the next 8, whether the app made the link in bit 40.
    @usableFromInline let bits: UInt64

    @inlinable
    init(source: LinkSource, isFromApp: Bool, entry: Int32) {
        bits =
            UInt64(UInt32(bitPattern: entry)) | UInt64(source.code) << 32 | (isFromApp ? 1 << 40 : 0)
    }

    /// The door the link came through.
    @inlinable var source: LinkSource { LinkSource(code: UInt8(truncatingIfNeeded: bits >> 32)) }
    /// Whether the app made the link itself.
    @inlinable var isFromApp: Bool { bits & (1 << 40) != 0 }
    /// The matched pattern's entry in its router; `-1` for a link made by hand.
    @inlinable var entry: Int32 { Int32(bitPattern: UInt32(truncatingIfNeeded: bits)) }
}

extension LinkSource {
    /// The door as a byte, for ``LinkStamp``.
    @inlinable
    var code: UInt8 {
        switch self {
        case .customScheme: 0
        case .universalLink: 1
        case .pushNotification: 2
        case .shortcutItem: 3
        case .userActivity: 4
        case .path: 5
        case .intent: 6
        }
    }

    /// The door of `code` (``code``'s inverse; any other byte is ``customScheme``, a door from outside).
    @inlinable
    init(code: UInt8) {
        switch code {
        case 1: self = .universalLink
        case 2: self = .pushNotification
        case 3: self = .shortcutItem
        case 4: self = .userActivity
        case 5: self = .path
        case 6: self = .intent
        default: self = .customScheme
        }
    }
}
