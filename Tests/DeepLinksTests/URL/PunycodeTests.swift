import Testing

@testable import DeepLinks

@Suite struct PunycodeTests {
    /// RFC 3492 section 7.1 sample strings, written as the RFC lists them (code points), with its Punycode.
    static let rfcSamples: [(String, String)] = [
        // (A) Arabic (Egyptian)
        (
            "\u{0644}\u{064A}\u{0647}\u{0645}\u{0627}\u{0628}\u{062A}\u{0643}\u{0644}"
                + "\u{0645}\u{0648}\u{0634}\u{0639}\u{0631}\u{0628}\u{064A}\u{061F}",
            "egbpdaj6bu4bxfgehfvwxn"
        ),
        // (B) Chinese (simplified)
        ("\u{4ED6}\u{4EEC}\u{4E3A}\u{4EC0}\u{4E48}\u{4E0D}\u{8BF4}\u{4E2D}\u{6587}", "ihqwcrb4cv8a8dqg056pqjye"),
        // (C) Chinese (traditional)
        ("\u{4ED6}\u{5011}\u{7232}\u{4EC0}\u{9EBD}\u{4E0D}\u{8AAA}\u{4E2D}\u{6587}", "ihqwctvzc91f659drss3x8bo0yb"),
        // (L) 3<nen>B<gumi><kinpachi><sensei>: basic code points keep their case.
        ("\u{0033}\u{5E74}\u{0042}\u{7D44}\u{91D1}\u{516B}\u{5148}\u{751F}", "3B-ww4c5e180e575a65lsy2b"),
        // (M) <amuro><namie>-with-SUPER-MONKEYS
        (
            "\u{5B89}\u{5BA4}\u{5948}\u{7F8E}\u{6075}-with-SUPER-MONKEYS",
            "-with-SUPER-MONKEYS-pc58ag80a8qai00g7n9n"
        ),
        // (R) <sono><supiido><de>
        ("\u{305D}\u{306E}\u{30B9}\u{30D4}\u{30FC}\u{30C9}\u{3067}", "d9juau41awczczp"),
    ]

    @Test(arguments: rfcSamples)
    func encodesRFCSamples(_ label: String, _ expected: String) {
        #expect(Punycode.encode(label: label) == expected)
    }

    @Test func theLSampleIsTheLiteralItNames() {
        #expect("\u{0033}\u{5E74}\u{0042}\u{7D44}\u{91D1}\u{516B}\u{5148}\u{751F}" == "3年B組金八先生")
        #expect(Punycode.encode(label: "3年B組金八先生") == "3B-ww4c5e180e575a65lsy2b")
    }

    @Test(arguments: [
        ("bäckerei", "bckerei-5wa"), ("münchen", "mnchen-3ya"), ("東京", "1lqs71d"), ("café", "caf-dma"),
        ("bücher", "bcher-kva"),
    ])
    func encodesLabels(_ label: String, _ expected: String) {
        #expect(Punycode.encode(label: label) == expected)
    }

    /// (S) "-> $1.00 <-" is all basic code points; Bootstring alone would give "-> $1.00 <--", but an ASCII label
    /// is returned as it is, since it never gets the `xn--` prefix.
    @Test(arguments: ["-> $1.00 <-", "bestrecipes", "ABC", "*"])
    func asciiLabelsAreUnchanged(_ label: String) {
        #expect(Punycode.encode(label: label) == label)
    }

    @Test func encodesASubstring() {
        let host = "www.bäckerei.de"
        let label = host.split(separator: ".")[1]
        #expect(Punycode.encode(label: label) == "bckerei-5wa")
    }

    @Test func emptyLabelIsNil() {
        #expect(Punycode.encode(label: "") == nil)
    }

    /// 4000 basic code points then U+10FFFF: the first delta is (0x10FFFF - 0x80) * 4001 = 4_457_045_983 > 2^32 - 1.
    @Test func overflowIsNil() {
        let label = String(repeating: "a", count: 4000) + "\u{10FFFF}"
        #expect(Punycode.encode(label: label) == nil)
        #expect(Punycode.asciiHost(label + ".de") == nil)
    }

    @Test(arguments: [
        ("bäckerei.de", "xn--bckerei-5wa.de"),
        ("MÜNCHEN.de", "xn--mnchen-3ya.de"),
        ("*.bäckerei.de", "*.xn--bckerei-5wa.de"),
        ("www.東京.jp", "www.xn--1lqs71d.jp"),
        ("bestrecipes.com", "bestrecipes.com"),
        ("*.bestrecipes.com", "*.bestrecipes.com"),
        ("BestRecipes.COM", "bestrecipes.com"),
        ("bestrecipes.com.", "bestrecipes.com."),
        ("\u{212A}.de", "k.de"),
    ])
    func asciiHosts(_ host: String, _ expected: String) {
        #expect(Punycode.asciiHost(host) == expected)
    }
}
