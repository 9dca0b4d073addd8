import DeepLinks
import Testing

/// The GitHub table with typed handlers (the type-check yardstick for issue #25): each request opens its own route,
/// and its intent carries the request's values, typed.
@Suite struct GitHubTypedRouteTableTests {
    @Test func everyRequestOpensItsRouteWithItsValues() throws {
        let router = try GitHubTypedRouteTable.makeRouter()
        let cases = try GitHubCorpusCase.all()
        #expect(router.routes.count == cases.count)
        #expect(Set(router.routes.compactMap(\.name)).count == cases.count)
        for corpusCase in cases {
            let link = try #require(router.match(.path(corpusCase.request)), "\(corpusCase)")
            #expect(link.pattern == corpusCase.pattern, "\(corpusCase)")
            // The intent's values, in order, are the request's segments at the pattern's parameters.
            let expected = zip(corpusCase.pattern.split(separator: "/"), corpusCase.request.split(separator: "/"))
                .filter { $0.0.hasPrefix(":") }.map { String($0.1) }
            var values: [String] = []
            if let payload = Mirror(reflecting: link.intent).children.first?.value {
                let fields = Mirror(reflecting: payload).children
                values = fields.isEmpty ? [String(describing: payload)] : fields.map { String(describing: $0.value) }
            }
            #expect(values == expected, "\(corpusCase)")
        }
    }
}
