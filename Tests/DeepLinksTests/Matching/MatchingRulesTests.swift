import DeepLinksTestSupport
import Foundation
import Testing

@testable import DeepLinks

/// One row of a rule table: a route table, an input and the pattern expected to win (`nil` for a miss).
struct RuleCase: CustomTestStringConvertible, Sendable {
    var rule: String
    var routes: [String]
    var input: String
    var expected: String?
    var params: [String: String] = [:]
    var declining: Set<String> = []
    var testDescription: String { "\(rule): \(input)" }
}

@Suite struct MatchingRulesTests {
    static let precedence: [RuleCase] = [
        RuleCase(
            rule: "literal beats capture", routes: ["/recipe/:recipeId", "/recipe/new"], input: "/recipe/new",
            expected: "/recipe/new"),
        RuleCase(
            rule: "capture takes what the literal does not", routes: ["/recipe/new", "/recipe/:recipeId"],
            input: "/recipe/old", expected: "/recipe/:recipeId", params: ["recipeId": "old"]),
        RuleCase(
            rule: "Int beats String", routes: ["/week/:slug", "/week/:weekId"], input: "/week/12",
            expected: "/week/:weekId", params: ["weekId": "12"]),
        RuleCase(
            rule: "String takes non-integers", routes: ["/week/:weekId", "/week/:slug"], input: "/week/twelve",
            expected: "/week/:slug", params: ["slug": "twelve"]),
        RuleCase(
            rule: "Int beats Either", routes: ["/w/:weekOrMenuId/x", "/w/:weekId/x"], input: "/w/3/x",
            expected: "/w/:weekId/x", params: ["weekId": "3"]),
        RuleCase(
            rule: "literal beats Int", routes: ["/w/:weekId", "/w/7"], input: "/w/7", expected: "/w/7"),
        RuleCase(
            rule: "the first differing segment decides", routes: ["/a/:slug/b", "/a/x/:recipeId"], input: "/a/x/b",
            expected: "/a/x/:recipeId", params: ["recipeId": "b"]),
        RuleCase(
            rule: "declaration order never matters (reversed)", routes: ["/a/x/:recipeId", "/a/:slug/b"],
            input: "/a/x/b", expected: "/a/x/:recipeId", params: ["recipeId": "b"]),
        RuleCase(
            rule: "two captures in a row", routes: ["/settings/:slug/:recipeId"], input: "/settings/mail/true",
            expected: "/settings/:slug/:recipeId", params: ["slug": "mail", "recipeId": "true"]),
    ]

    static let backtracking: [RuleCase] = [
        RuleCase(
            rule: "literal branch dead-ends deeper", routes: ["/a/b/c", "/a/:slug/d"], input: "/a/b/d",
            expected: "/a/:slug/d", params: ["slug": "b"]),
        RuleCase(
            rule: "Int branch dead-ends deeper", routes: ["/a/:weekId/c", "/a/:slug/d"], input: "/a/1/d",
            expected: "/a/:slug/d", params: ["slug": "1"]),
        RuleCase(
            rule: "literal branch too short", routes: ["/a/b", "/a/:slug/c"], input: "/a/b/c",
            expected: "/a/:slug/c", params: ["slug": "b"]),
        RuleCase(
            rule: "backtracks two levels", routes: ["/a/b/c/d", "/a/b/:slug/e", "/a/:recipeId/c/f"], input: "/a/b/c/f",
            expected: "/a/:recipeId/c/f", params: ["recipeId": "b"]),
        RuleCase(
            rule: "no route once every branch fails", routes: ["/a/b/c", "/a/:slug/d"], input: "/a/b/e", expected: nil),
    ]

    static let declining: [RuleCase] = [
        RuleCase(
            rule: "a declining literal route falls back to the capture", routes: ["/recipe/new", "/recipe/:recipeId"],
            input: "/recipe/new", expected: "/recipe/:recipeId", params: ["recipeId": "new"], declining: ["/recipe/new"]
        ),
        RuleCase(
            rule: "a declining Int route falls back to String", routes: ["/w/:weekId", "/w/:slug"], input: "/w/4",
            expected: "/w/:slug", params: ["slug": "4"], declining: ["/w/:weekId"]),
        RuleCase(
            rule: "all declining is a miss", routes: ["/w/:weekId", "/w/:slug"], input: "/w/4", expected: nil,
            declining: ["/w/:weekId", "/w/:slug"]),
    ]

    static let decoding: [RuleCase] = [
        RuleCase(
            rule: "captures are percent-decoded", routes: ["/search/:slug"], input: "/search/caf%C3%A9%20au%20lait",
            expected: "/search/:slug", params: ["slug": "café au lait"]),
        RuleCase(
            rule: "an encoded slash stays in its segment", routes: ["/search/:slug"], input: "/search/a%2Fb",
            expected: "/search/:slug", params: ["slug": "a/b"]),
        RuleCase(
            rule: "an encoded slash is not a separator", routes: ["/search/a/b"], input: "/search/a%2Fb", expected: nil),
        RuleCase(
            rule: "literals compare after decoding", routes: ["/caf\u{E9}"], input: "/caf%C3%A9", expected: "/caf\u{E9}"
        ),
        RuleCase(
            rule: "lower- and upper-case hex both decode", routes: ["/search/:slug"], input: "/search/%c3%a9",
            expected: "/search/:slug", params: ["slug": "é"]),
        RuleCase(
            rule: "Int captures read the decoded text", routes: ["/w/:weekId"], input: "/w/%34%32",
            expected: "/w/:weekId",
            params: ["weekId": "42"]),
        RuleCase(
            rule: "literals are case-sensitive", routes: ["/recipe/:recipeId"], input: "/Recipe/1", expected: nil),
        RuleCase(rule: "a bad escape is a miss", routes: ["/search/:slug"], input: "/search/%ZZ", expected: nil),
        RuleCase(rule: "a truncated escape is a miss", routes: ["/search/:slug"], input: "/search/a%4", expected: nil),
        RuleCase(rule: "invalid UTF-8 is a miss", routes: ["/search/:slug"], input: "/search/%FF", expected: nil),
        RuleCase(
            rule: "a bad escape beyond any route is still a miss", routes: ["/a"], input: "/a/%", expected: nil),
        RuleCase(
            rule: "a plus stays a plus in the path", routes: ["/search/:slug"], input: "/search/a+b",
            expected: "/search/:slug", params: ["slug": "a+b"]),
    ]

    static let emptySegments: [RuleCase] = [
        RuleCase(
            rule: "a trailing slash is ignored", routes: ["/recipe/:recipeId"], input: "/recipe/42/",
            expected: "/recipe/:recipeId", params: ["recipeId": "42"]),
        RuleCase(
            rule: "a leading slash is optional", routes: ["/recipe/:recipeId"], input: "recipe/42",
            expected: "/recipe/:recipeId", params: ["recipeId": "42"]),
        RuleCase(
            rule: "doubled slashes are ignored", routes: ["/recipe/:recipeId"], input: "//recipe//42",
            expected: "/recipe/:recipeId", params: ["recipeId": "42"]),
        RuleCase(rule: "/ matches the root route", routes: ["/", "/home"], input: "/", expected: "/"),
        RuleCase(rule: "the empty path matches the root route", routes: ["/"], input: "", expected: "/"),
        RuleCase(rule: "/// matches the root route", routes: ["/"], input: "///", expected: "/"),
        RuleCase(rule: "no root route, no match for /", routes: ["/home"], input: "/", expected: nil),
        RuleCase(rule: "a longer path does not match", routes: ["/home"], input: "/home/x", expected: nil),
        RuleCase(rule: "a shorter path does not match", routes: ["/home/x"], input: "/home", expected: nil),
        RuleCase(
            rule: "the query and fragment are not part of the path", routes: ["/recipe/:recipeId"],
            input: "/recipe/42?ref=mail#top", expected: "/recipe/:recipeId", params: ["recipeId": "42"]),
    ]

    static let intFormat: [RuleCase] =
        [
            ("0", true), ("42", true), ("-7", true), ("007", true), ("9223372036854775807", true),
            ("-9223372036854775808", true), ("9223372036854775808", false), ("-9223372036854775809", false),
            ("+5", false), ("-", false), ("4.0", false), ("1e3", false), ("%205", false), ("--1", false),
            ("\u{0661}", false),
        ].map { value, isInt in
            RuleCase(
                rule: "Int format", routes: ["/w/:weekId", "/w/:slug"], input: "/w/\(value)",
                expected: isInt ? "/w/:weekId" : "/w/:slug",
                params: isInt ? ["weekId": value.removingPercentEncoding!] : ["slug": value.removingPercentEncoding!])
        }

    @Test(arguments: precedence + backtracking + declining + decoding + emptySegments + intFormat)
    func rule(_ row: RuleCase) throws {
        let router = try makeEchoRouter(row.routes, declining: row.declining)
        let link = router.match(.path(row.input))
        #expect(link?.pattern == row.expected)
        #expect(link?.intent.pattern == row.expected)
        if row.expected != nil {
            #expect(link?.intent.params == row.params)
        }
        // resolve agrees with match.
        switch router.resolve(.path(row.input)) {
        case .success(let resolved): #expect(resolved.pattern == row.expected)
        case .failure: #expect(row.expected == nil)
        }
    }

    @Test func sameInputSameAnswerWhateverTheDeclarationOrder() throws {
        let routes = ["/a/:slug/b", "/a/x/:recipeId", "/a/:weekId/:menuId", "/a/x/y", "/:slug/x/y"]
        let inputs = ["/a/x/b", "/a/1/z", "/a/x/y", "/b/x/y", "/a/q/b", "/a/x/q"]
        let reference = try makeEchoRouter(routes)
        var orders = [routes]
        var generator = SplitMix(seed: 7)
        for _ in 0..<20 { orders.append(generator.shuffled(routes)) }
        for order in orders {
            let router = try makeEchoRouter(order)
            for input in inputs {
                #expect(router.match(.path(input))?.intent == reference.match(.path(input))?.intent, "order \(order)")
            }
        }
    }
}
