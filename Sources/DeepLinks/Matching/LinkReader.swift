/// The link as an offer reads its query and remainder: its bytes, where its parts are, and its query items, parsed
/// once per link for every route offered it.
@usableFromInline
struct LinkReader {
    @usableFromInline let info: LinkInfo
    @usableFromInline let input: UnsafeBufferPointer<UInt8>
    /// The names of the query items any route declares: only those are read.
    @usableFromInline let names: Set<String>
    /// The query's items, once parsed.
    @usableFromInline var items: [String: QueryItems.Item]?

    @inlinable
    init(
        info: LinkInfo, input: UnsafeBufferPointer<UInt8>, names: Set<String>, items: [String: QueryItems.Item]?
    ) {
        self.info = info
        self.input = input
        self.names = names
        self.items = items
    }

    /// The link's query items that some route declares, by name; parsed on the first call.
    @usableFromInline
    mutating func queryItems() -> [String: QueryItems.Item] {
        if let items { return items }
        let parsed = info.query.map { QueryItems.parse(input, range: $0, names: names) } ?? [:]
        items = parsed
        return parsed
    }
}
