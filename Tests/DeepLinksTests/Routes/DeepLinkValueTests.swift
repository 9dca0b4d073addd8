import DeepLinks
import DeepLinksTestSupport
import Foundation
import Testing

/// The types a parameter captures beside `String` and `Int`: what each reads and writes.
@Suite struct DeepLinkValueTests {
    @Test func aUUIDReadsInEitherCaseAndWritesLowerCase() throws {
        let upper = "3F2504E0-4F89-11D3-9A0C-0305E82C3301"
        let id = try #require(UUID(linkText: upper))
        #expect(UUID(linkText: upper.lowercased()) == id)
        #expect(id.linkText == upper.lowercased())
        for bad in ["3F2504E0", "3F2504E0-4F89-11D3-9A0C-0305E82C330", "{3F2504E0-4F89-11D3-9A0C-0305E82C3301}", ""] {
            #expect(UUID(linkText: bad) == nil, "\(bad)")
        }
    }

    @Test func aBoolReadsTrueFalseOneAndZero() {
        let texts = ["true", "false", "1", "0", "TRUE", "True", "yes", "no", "", " true"]
        let read = texts.map { Bool(linkText: $0) }
        #expect(read == [true, false, true, false, nil, nil, nil, nil, nil, nil])
        #expect(true.linkText == "true")
        #expect(false.linkText == "false")
    }

    @Test func aDoubleReadsFiniteDecimalsOnly() {
        let texts = [
            "4.5", "-3", "0", "1e-5", "2E+3", "007.50", ".5", "5.", "+1", "nan", "inf", "0x1p3", "1e", " 1", "1e400",
            "",
        ]
        let read = texts.map { Double(linkText: $0) }
        #expect(read == [4.5, -3, 0, 1e-5, 2000, 7.5, 0.5, 5, nil, nil, nil, nil, nil, nil, nil, nil])
        #expect(Double(2).linkText == "2.0")
    }

    /// One rule (issue #37): the decimal texts Swift's `Double(_:)` reads, `-?(D+(.D*)?|.D+)([eE][-+]?D+)?`, finite;
    /// never `nan`, `inf`, hex or a leading `+`, which `Double(_:)` reads too.
    @Test(arguments: [
        (".5", 0.5), ("5.", 5), ("-0.5", -0.5), ("1e3", 1000), ("-.5", -0.5), ("5.e2", 500), ("0.5E-1", 0.05),
        ("007", 7),
    ])
    func aDoubleReadsWhatSwiftReadsInDecimal(text: String, value: Double) {
        #expect(Double(text) == value)
        #expect(Double(linkText: text) == value)
        // Written back in its shortest form, which reads back equal.
        let written = value.linkText
        #expect(Double(linkText: written) == value, "\(text) written \(written)")
    }

    @Test(arguments: [
        "nan", "NaN", "inf", "-inf", "infinity", "0x1p3", "0X1P3", "+1", "+.5", "1e999", ".", "-", "-.",
        "e3", ".e3", "5e", "1_000", "1,5", " 1", "1 ",
    ])
    func aDoubleRefusesAllElse(text: String) {
        #expect(Double(linkText: text) == nil)
    }

    @Test func swiftReadsWhatTheRuleRefusesOnPurpose() {
        // The rule is narrower than `Double(_:)` on these alone, by choice: not decimal numbers a link should carry.
        for text in ["nan", "inf", "0x1p3", "+1"] {
            #expect(Double(text) != nil, "\(text)")
            #expect(Double(linkText: text) == nil, "\(text)")
        }
    }

    @Test func anEnumReadsItsRawValuesExactly() {
        #expect(Diet(linkText: "gluten free") == .glutenFree)
        #expect(Diet(linkText: "Vegan") == nil)
        #expect(Diet.glutenFree.linkText == "gluten free")
        #expect(Diet.linkExamples == [.vegan, .vegetarian, .glutenFree])
        #expect(Tag.linkExamples.isEmpty)
        #expect(Diet.linkTypeName == "Diet")
    }

    @Test func kindsSayTheirTypeAndIntAndStringStayThemselves() {
        #expect(CaptureKind.uuid.description == "UUID")
        #expect(CaptureKind.value(Diet.self).description == "Diet")
        #expect(CaptureKind.value(Int.self) == .int)
        #expect(CaptureKind.value(String.self) == .string)
        #expect(CaptureKind.value(Diet.self) == .value(Diet.self))
        #expect(CaptureKind.value(Diet.self) != .value(Tag.self))
        #expect(CaptureKind.bool.accepts("1"))
        #expect(!CaptureKind.double.accepts("nan"))
        #expect(!CaptureKind.value(Tag.self).accepts(""))
    }

    /// Every value of every new type, written by reverse routing and read back by the matcher, is itself: seeded
    /// values with `/ % + ?`, spaces and non-ASCII text for the tag, UUIDs in both cases.
    @Test(arguments: DifferentialTests.seeds)
    func valuesRoundTripThroughLinks(seed: UInt64) throws {
        var random = SplitMix(seed: seed)
        let router = try makeCatalogRouter()
        let pieces = ["a", "/", "%", "+", "?", " ", "#", "&", "=", "é", "日本", "%2F", "..", "-", "~"]
        for round in 0..<200 {
            let intent: CatalogIntent
            switch random.below(4) {
            case 0:
                let bytes = (0..<16).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                let id = UUID(
                    uuid: (
                        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
                    ))
                intent = .user(id)
                // Upper case reads as the same UUID.
                let upper = router.match(.path("/users/" + id.uuidString))?.intent
                #expect(upper == intent, "seed \(seed), round \(round): \(id.uuidString)")
            case 1:
                intent = .diet(random.pick(Diet.allCases))
            case 2:
                let value = Double(random.below(2_000_001) - 1_000_000) / Double(1 << random.below(12))
                intent = .rating(random.chance(0.2) ? value * 1e-9 : value)
            default:
                let text = (0..<(1 + random.below(5))).map { _ in random.pick(pieces) }.joined()
                intent = .tag(try #require(Tag(linkText: text)))
            }
            let path = try router.path(for: .intent(intent))
            let url = try router.url(for: .intent(intent), host: "catalog.example.com")
            #expect(router.match(.path(path))?.intent == intent, "seed \(seed), round \(round): \(path)")
            #expect(router.match(.url(url))?.intent == intent, "seed \(seed), round \(round): \(url)")
        }
    }
}
