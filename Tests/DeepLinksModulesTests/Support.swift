import DeepLinks

// The support feature module, which mounts its own FAQ module.

enum FaqParam: String, DeepLinkPathComponent {
    case topic
}

enum FaqIntent: Equatable, Sendable {
    case topic(String)
}

enum FaqLinks {
    @RoutesBuilder<FaqParam, FaqIntent>
    static var routes: [Route<FaqParam, FaqIntent>] {
        Route("topic" / .topic, name: "topic") { p in
            .topic(try p.value(.topic))
        } reverse: { intent in
            guard case .topic(let topic) = intent else { return nil }
            return [.topic: topic]
        }
    }
}

enum SupportParam: String, DeepLinkPathComponent {
    case ticketId, path

    var capture: CaptureKind { self == .path ? .remainder : .string }
}

enum SupportIntent: Equatable, Sendable {
    case newTicket
    case ticket(String)
    case docs(String)
    case faq(FaqIntent)
}

enum SupportLinks {
    @RoutesBuilder<SupportParam, SupportIntent>
    static var routes: [Route<SupportParam, SupportIntent>] {
        Route("tickets/new") { _ in
            .newTicket
        } reverse: {
            $0 == .newTicket ? [:] : nil
        }
        Route("tickets" / .ticketId) { p in
            .ticket(try p.value(.ticketId))
        } reverse: { intent in
            guard case .ticket(let id) = intent else { return nil }
            return [.ticketId: id]
        }
        Route("docs" / .path, name: "docs") { p in
            .docs(try p.value(.path))
        } reverse: { intent in
            guard case .docs(let path) = intent else { return nil }
            return [.path: path]
        }
        Mount("faq", FaqLinks.routes, names: "faq") {
            .faq($0)
        } reverse: { intent in
            guard case .faq(let faq) = intent else { return nil }
            return faq
        }
    }
}
