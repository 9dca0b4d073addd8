#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a ``DeepLink`` carries that most links do without, behind one reference: the URL it came from, its text when
/// neither the URL nor the path holds all of it, a push payload's other values, its gates and the navigator's
/// tracking.
///
/// NB: one optional reference on the link, so that the link stays small. An app's code copies and destroys a struct of
/// at most seven scalars field by field, and a larger one through its value witness, reached through its metadata
/// (measured with a two-module package; callgrind, parse-api `match(.path(_:))?.intent`: ~170 instructions a match for
/// the link of eleven). The URL is boxed in any case: `URL` comes from a resilient module, and a struct storing one has
/// no fixed layout in client code. A route's gates are extras too, made when the route is declared and shared by every
/// link it matches (`RouteDeclarations.gateExtras`): a gated match allocates nothing more.
@usableFromInline
final class LinkExtras: Sendable {
    /// The URL the link came from.
    @usableFromInline let url: URL?
    /// The link's text when neither `url` nor the path holds it (a path with a query; a link by name, rendered).
    @usableFromInline let text: String?
    /// A push payload's values beside its route name, by key, for the link's campaign fields; `nil` for none.
    let payloadItems: [String: String]?
    /// The gates the link waits for, normalized; `nil` for none.
    @usableFromInline let gates: [DeepLinkGate]?
    /// The navigator's tracking context (`DeepLink.tracking`).
    let tracking: (any AnyObject & Sendable)?

    @usableFromInline
    init(
        url: URL?, text: String?, gates: [DeepLinkGate]?, payloadItems: [String: String]? = nil,
        tracking: (any AnyObject & Sendable)? = nil
    ) {
        self.url = url
        self.text = text
        self.gates = gates
        self.payloadItems = payloadItems
        self.tracking = tracking
    }

    /// The extras of a link with these parts, or `nil` when it has none (an empty list of gates is none).
    @inlinable
    static func make(
        url: URL?, text: String?, gates: [DeepLinkGate]?, payloadItems: [String: String]? = nil,
        tracking: (any AnyObject & Sendable)? = nil
    ) -> LinkExtras? {
        let gates = gates?.isEmpty == false ? gates : nil
        guard url != nil || text != nil || gates != nil || payloadItems != nil || tracking != nil else { return nil }
        return LinkExtras(url: url, text: text, gates: gates, payloadItems: payloadItems, tracking: tracking)
    }
}
