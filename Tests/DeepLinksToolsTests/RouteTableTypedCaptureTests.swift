import DeepLinks
import DeepLinksTools
import Foundation
import Testing

/// Routes that capture the app's own types in the route table: sample values, declared examples and the
/// association file.
@Suite struct RouteTableTypedCaptureTests {
    enum Param: String, DeepLinkPathComponent {
        case userId, diet, note
        var capture: CaptureKind {
            switch self {
            case .userId: .uuid
            case .diet: .value(Diet.self)
            case .note: .value(Note.self)
            }
        }
    }

    enum Diet: String, DeepLinkValue, CaseIterable { case vegan, glutenFree = "gluten free" }

    /// A type without examples of its own.
    struct Note: DeepLinkValue {
        var text: String
        init?(linkText: String) { text = linkText }
        var linkText: String { text }
    }

    static func makeRouter() throws -> DeepLinkRouter<Param, String> {
        try DeepLinkRouter<Param, String>(schemes: ["myapp"], hosts: ["example.com"]) {
            Route("users" / .userId, name: "user") { p in try p.value(.userId, as: UUID.self).linkText }
            Route("food" / .diet, name: "diet") { p in try p.value(.diet, as: Diet.self).rawValue }
            Route("notes" / .note, name: "note") { p in try p.value(.note) }
            Route("pinned" / .note, name: "pinned") { p in try p.value(.note) }.example([.note: "a/b c"])
        }
    }

    @Test func examplesUseTheTypesSamplesOrTheDeclaredOnes() throws {
        let table = try Self.makeRouter().routeTable
        #expect(table.entries[0].examples.map(\.path) == ["/users/3f2504e0-4f89-11d3-9a0c-0305e82c3301"])
        #expect(table.entries[0].parameters.map(\.capture) == [.uuid])
        #expect(table.entries[1].examples.map(\.path) == ["/food/vegan"])
        // A type with no examples: the route needs a declared one, and says so.
        #expect(table.entries[2].examples.isEmpty)
        #expect(
            table.entries[2].exampleProblems == [
                "No example for parameter 'note': Note has no linkExamples; declare the route's example(_:)."
            ])
        #expect(table.entries[3].examples.map(\.path) == ["/pinned/a%2Fb%20c"])
    }

    @Test func typedParametersAreOneSegmentWildcardsInTheAssociationFile() throws {
        let components = try Self.makeRouter().routeTable.appLinksComponents()
        #expect(components.map(\.path).prefix(3) == ["/?*/?*/?*", "/users/?*", "/food/?*"])
    }
}
