import Testing

@testable import DeepLinks

@Suite struct RoutePatternRenderingTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var pattern: RoutePattern<ShopParam>
        var parameters: [ShopParam: String]
        /// The rendered path, or the error's message.
        var expected: String
        var testDescription: String {
            "\(pattern) " + parameters.map { "\($0.key.rawValue)=\($0.value)" }.sorted().joined(separator: ", ")
        }
    }

    static let rendered: [Row] = [
        Row(pattern: "", parameters: [:], expected: "/"),
        Row(pattern: "home", parameters: [.id: "ignored"], expected: "/home"),
        Row(pattern: "account/recipe" / .id, parameters: [.id: "42"], expected: "/account/recipe/42"),
        Row(pattern: "p" / .id, parameters: [.id: "a/b"], expected: "/p/a%2Fb"),
        Row(pattern: "p" / .id, parameters: [.id: "100%"], expected: "/p/100%25"),
        Row(pattern: "p" / .id, parameters: [.id: "a+b c"], expected: "/p/a%2Bb%20c"),
        Row(pattern: "p" / .id, parameters: [.id: "?#&="], expected: "/p/%3F%23%26%3D"),
        Row(pattern: "p" / .id, parameters: [.id: "-._~AZaz09"], expected: "/p/-._~AZaz09"),
        Row(pattern: "p" / .id, parameters: [.id: "café"], expected: "/p/caf%C3%A9"),
        Row(pattern: "p" / .id, parameters: [.id: "日本"], expected: "/p/%E6%97%A5%E6%9C%AC"),
        Row(pattern: "p" / .id, parameters: [.id: "🍲"], expected: "/p/%F0%9F%8D%B2"),
        Row(pattern: "p" / .id, parameters: [.id: "."], expected: "/p/%2E"),
        Row(pattern: "p" / .id, parameters: [.id: ".."], expected: "/p/%2E%2E"),
        Row(pattern: "p" / .id, parameters: [.id: "..."], expected: "/p/..."),
        Row(pattern: "p" / .id, parameters: [.id: "-1"], expected: "/p/-1"),
        Row(pattern: "p" / .page, parameters: [.page: "\(Int.min)"], expected: "/p/-9223372036854775808"),
        Row(pattern: "p" / .page, parameters: [.page: "\(Int.max)"], expected: "/p/9223372036854775807"),
        Row(pattern: "p" / .page, parameters: [.page: "007"], expected: "/p/007"),
        Row(pattern: "p" / .page, parameters: [.page: "-0"], expected: "/p/-0"),
        Row(pattern: "p" / .weekOrMenu, parameters: [.weekOrMenu: "12"], expected: "/p/12"),
        Row(pattern: "p" / .weekOrMenu, parameters: [.weekOrMenu: "summer specials"], expected: "/p/summer%20specials"),
        Row(pattern: "docs" / .rest, parameters: [.rest: "a/b c/é"], expected: "/docs/a/b%20c/%C3%A9"),
        Row(pattern: "docs" / .rest, parameters: [.rest: "./.."], expected: "/docs/%2E/%2E%2E"),
        Row(pattern: "docs" / .rest, parameters: [.rest: "a%2Fb"], expected: "/docs/a%252Fb"),
        Row(pattern: .id / "details", parameters: [.id: "x"], expected: "/x/details"),
        Row(pattern: "files" / .page / .rest, parameters: [.page: "3", .rest: "a"], expected: "/files/3/a"),
        // Literals are encoded the same way.
        Row(pattern: "café/a b/." / .id, parameters: [.id: "1"], expected: "/caf%C3%A9/a%20b/%2E/1"),
    ]

    @Test(arguments: rendered)
    func rendersThePath(_ row: Row) throws {
        let path = try row.pattern.path(with: row.parameters)
        #expect(path == row.expected)
    }

    static let refused: [Row] = [
        Row(pattern: "p" / .id, parameters: [:], expected: "Missing parameter 'id' for /p/:id."),
        Row(pattern: "p" / .id, parameters: [.page: "1"], expected: "Missing parameter 'id' for /p/:id."),
        Row(
            pattern: "files" / .page / .rest, parameters: [.rest: "a"],
            expected: "Missing parameter 'page' for /files/:page/*rest."),
        Row(
            pattern: "p" / .id, parameters: [.id: ""],
            expected: "Invalid parameter 'id' for /p/:id: expects a non-empty String, got ''."),
        Row(
            pattern: "p" / .page, parameters: [.page: "three"],
            expected: "Invalid parameter 'page' for /p/:page: expects an Int, got 'three'."),
        Row(
            pattern: "p" / .page, parameters: [.page: "+5"],
            expected: "Invalid parameter 'page' for /p/:page: expects an Int, got '+5'."),
        Row(
            pattern: "p" / .page, parameters: [.page: " 5"],
            expected: "Invalid parameter 'page' for /p/:page: expects an Int, got ' 5'."),
        Row(
            pattern: "p" / .page, parameters: [.page: "9223372036854775808"],
            expected: "Invalid parameter 'page' for /p/:page: expects an Int, got '9223372036854775808'."),
        Row(
            pattern: "p" / .page, parameters: [.page: "-"],
            expected: "Invalid parameter 'page' for /p/:page: expects an Int, got '-'."),
        Row(
            pattern: "p" / .weekOrMenu, parameters: [.weekOrMenu: ""],
            expected: "Invalid parameter 'week_or_menu' for /p/:week_or_menu: expects a non-empty value, got ''."),
        Row(
            pattern: "docs" / .rest, parameters: [.rest: ""],
            expected: "Invalid parameter 'rest' for /docs/*rest: expects a non-empty remainder, got ''."),
        Row(
            pattern: "docs" / .rest, parameters: [.rest: "a//b"],
            expected: "Invalid parameter 'rest' for /docs/*rest: a remainder's segments must not be empty (a link "
                + "drops empty segments), got 'a//b'."),
        Row(
            pattern: "docs" / .rest, parameters: [.rest: "/a"],
            expected: "Invalid parameter 'rest' for /docs/*rest: a remainder's segments must not be empty (a link "
                + "drops empty segments), got '/a'."),
        Row(
            pattern: "docs" / .rest, parameters: [.rest: "a/"],
            expected: "Invalid parameter 'rest' for /docs/*rest: a remainder's segments must not be empty (a link "
                + "drops empty segments), got 'a/'."),
    ]

    @Test(arguments: refused)
    func refusesMissingAndInvalidValues(_ row: Row) {
        do {
            let path = try row.pattern.path(with: row.parameters)
            Issue.record("rendered \(path)")
        } catch {
            #expect(error.description == row.expected)
            let isMissing = row.expected.hasPrefix("Missing")
            let expectedKind: DeepLinkURLError.Kind = isMissing ? .missingParameter : .invalidParameter
            #expect(error.kind == expectedKind)
            #expect(error.component != nil)
        }
    }

    @Test func namesTheFirstComponentAtFaultLeftToRight() {
        let pattern: RoutePattern<ShopParam> = "files" / .page / .rest
        do {
            _ = try pattern.path(with: [.page: "x"])
            Issue.record("rendered")
        } catch {
            #expect(error.component == "page")
            #expect(error.kind == .invalidParameter)
        }
    }

    /// Every rendered path reads back, through a router, as the same parameters.
    @Test(arguments: rendered)
    func renderedPathsMatchBack(_ row: Row) throws {
        let router = try DeepLinkRouter<ShopParam, Shop>(routes: [Route(row.pattern, handler: Shop.make("p"))])
        let link = try #require(router.match(.path(row.expected)))
        let used = Set(row.pattern.parameters)
        let expected = Dictionary(
            uniqueKeysWithValues: row.parameters.filter { used.contains($0.key) }.map { ($0.key.rawValue, $0.value) })
        #expect(link.intent.params == expected)
    }
}
