import Testing

@testable import DeepLinks

/// The handler's safe reads: `value(_:)`, `int(_:)` and `either(_:)` throw where `!` would trap.
@Suite struct DictionaryCapturesTests {
    let params: [Param: String] = [.weekId: "3", .weekOrMenuId: "abc", .slug: "+3"]

    @Test func readsPresentValues() throws {
        #expect(try params.value(.slug) == "+3")
        #expect(try params.int(.weekId) == 3)
        #expect(try params.either(.weekId) == .left(3))
        #expect(try params.either(.weekOrMenuId) == .right("abc"))
        #expect(try params.either(.slug) == .right("+3"))
    }

    @Test func missingValuesThrowNamingTheParameter() {
        #expect(throws: DeepLinkParameterError.missing("menuId")) { try params.value(.menuId) }
        #expect(throws: DeepLinkParameterError.missing("menuId")) { try params.int(.menuId) }
        #expect(throws: DeepLinkParameterError.missing("menuId")) { try params.either(.menuId) }
        #expect(DeepLinkParameterError.missing("menuId").description == "parameter 'menuId' is missing")
        #expect(DeepLinkParameterError.missing("menuId").parameter == "menuId")
        #expect(DeepLinkParameterError.missing("menuId").isMissing)
    }

    @Test func nonIntegersThrowWithTheValue() {
        #expect(throws: DeepLinkParameterError.notAnInt("slug", value: "+3")) { try params.int(.slug) }
        let error = DeepLinkParameterError.notAnInt("slug", value: "+3")
        #expect(error.description == "parameter 'slug' is not an Int")
        #expect(error.unredactedDescription == "parameter 'slug' is not an Int: '+3'")
        #expect(error.parameter == "slug")
        #expect(!error.isMissing)
    }

    @Test func tryQuestionMarkReadsOptionalItems() {
        #expect((try? params.int(.slug)) == nil)
        #expect((try? params.int(.menuId)) == nil)
        #expect((try? params.int(.weekId)) == 3)
    }
}
