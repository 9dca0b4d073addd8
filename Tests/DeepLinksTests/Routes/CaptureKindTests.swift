import DeepLinks
import DeepLinksTestSupport
import Testing

/// `CaptureKind.accepts(_:)`: the values a parameter of each kind takes, as the matcher reads them.
@Suite struct CaptureKindTests {
    @Test func valuesEachKindAccepts() {
        let values = ["42", "-42", "007", "+42", " 42", "4.2", "", "-", "9223372036854775808", "abc", "a/b"]
        let int: [Bool] = values.map(CaptureKind.int.accepts)
        #expect(int == [true, true, true, false, false, false, false, false, false, false, false])
        for kind in [CaptureKind.string, .either, .remainder] {
            let accepted: [Bool] = values.map(kind.accepts)
            #expect(accepted == values.map { !$0.isEmpty }, "\(kind)")
        }
    }

    @Test func anIntParameterTakesTheLinksItsKindAccepts() throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent> {
            Route("order" / .number) { p in .order(try p.int(.number)) }
        }
        for value in ["42", "-42", "+42", "4.2"] {
            #expect((router.match(.path("/order/" + value)) != nil) == CaptureKind.int.accepts(value), "\(value)")
        }
    }
}
