import DeepLinks
import DeepLinksTestSupport
import Foundation
import Testing

/// A rule set read from JSON (`DeepLinkRule.decodeSet(from:)`): strict, bounded, every problem of every rule at once.
@Suite struct DeepLinkRuleSetTests {
    /// The problems' lines `decodeSet` throws for `json`, or `[]` when it reads.
    static func problems(_ json: String) -> [String] {
        do {
            _ = try DeepLinkRule.decodeSet(from: Data(json.utf8))
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test func aKeyGivenTwiceIsRefusedNamingTheRuleAndTheKey() {
        #expect(
            Self.problems(
                #"{"rules": [{"pattern": "/a", "route": "home"}, {"pattern": "/b", "route": "home", "route": "admin"}]}"#
            ) == ["Rule 2 ('/b'): it gives 'route' twice."])
        #expect(
            Self.problems(#"{"rules": [{"pattern": "/a", "route": "home", "values": {"id": "1", "id": "2"}}]}"#)
                == ["Rule 1 ('/a'): 'values' gives 'id' twice."])
        #expect(
            Self.problems(#"{"rules": [], "rules": [{"pattern": "/a", "route": "home"}]}"#) == [
                "The set: it gives 'rules' twice."
            ])
    }

    @Test func numbersInValuesAreReadAsPushesReadThem() throws {
        let rules = try DeepLinkRule.decodeSet(
            from: Data(
                #"{"rules": [{"pattern": "/a", "route": "r", "values": {"limit": 5, "whole": 7.0, "half": 1.5, "big": 1e3, "text": "x"}}]}"#
                    .utf8))
        #expect(rules.first?.values == ["limit": "5", "whole": "7", "half": "1.5", "big": "1000", "text": "x"])
        // A Decoder reads them the same way.
        let decoded = try JSONDecoder().decode(
            DeepLinkRule.self, from: Data(#"{"pattern": "/a", "route": "r", "values": {"limit": 5, "half": 1.5}}"#.utf8)
        )
        #expect(decoded.values == ["limit": "5", "half": "1.5"])
        #expect(
            Self.problems(
                #"{"rules": [{"pattern": "/a", "route": "r", "values": {"on": true, "none": null, "list": [1], "map": {}}}]}"#
            ) == [
                "Rule 1 ('/a'): 'on' is a Boolean; parameters are strings or numbers.",
                "Rule 1 ('/a'): 'none' is null; values are strings or numbers.",
                "Rule 1 ('/a'): 'list' is an array; values are strings or numbers.",
                "Rule 1 ('/a'): 'map' is an object; values are strings or numbers.",
            ])
    }

    @Test func everyProblemOfEveryRuleIsReportedAtOnce() {
        let json = #"""
            {"rules": [
                {"pattern": "/a", "route": "home", "expires": "tomorrow"},
                {"pattern": "/b", "route": "home"},
                {"pattern": 3, "route": ["home"], "expire": "2026-01-01T00:00:00Z"},
                "a rule",
                {"route": "home", "doors": "web"}
            ]}
            """#
        #expect(
            Self.problems(json) == [
                "Rule 1 ('/a'): 'expires' is 'tomorrow', which is not a date and time in ISO 8601 "
                    + "(2026-09-01T00:00:00Z).",
                "Rule 3: 'pattern' is a number, not a string.",
                "Rule 3: 'route' is an array, not a string.",
                "Rule 3: it has no field 'expire'; a rule's fields: pattern, route, values, expires, doors.",
                "Rule 4: it is a string, not an object.",
                "Rule 5: 'doors' is a string, not an array of door names.",
                "Rule 5: it has no 'pattern'.",
            ])
    }

    @Test func aDocumentThatIsNotJSONSaysWhere() {
        #expect(Self.problems("not json") == ["The set: not JSON: expected a value, at line 1, column 1."])
        #expect(
            Self.problems("{\"rules\": [\n  {\"pattern\": \"/a\" \"route\": \"home\"}\n]}") == [
                "The set: not JSON: expected ',' or '}', at line 2, column 20."
            ])
        #expect(Self.problems(#"{"rules": {}}"#) == ["The set: 'rules' is an object, not an array."])
        #expect(Self.problems(#"[]"#) == [#"The set: it is an array, not an object {"rules": [...]}."#])
        #expect(Self.problems(#"{}"#) == ["The set: it has no 'rules'."])
        #expect(
            Self.problems(#"{"rules": [{"pattern": "/a\u0000", "route": "x"}], }"#) == [
                "The set: not JSON: expected a key in quotes, at line 1, column 52."
            ])
        #expect(
            Self.problems(#"{"rules": [], "n": 01}"#) == [
                "The set: not JSON: a malformed number, at line 1, column 22."
            ])
        #expect(
            Self.problems(#"{"rules": ["\ud800"]}"#) == [
                #"The set: not JSON: a lone surrogate in a \u escape, at line 1, column 19."#
            ])
        #expect(
            Self.problems("{\"rules\": [\"a\tb\"]}") == [
                "The set: not JSON: a control character in a string (escape it), at line 1, column 14."
            ])
    }

    @Test func aHostileDocumentIsBounded() {
        // Nesting: refused at 16 deep, whatever the depth written (no recursion past it).
        let deep = String(repeating: "[", count: 100_000)
        #expect(Self.problems(deep) == ["The set: not JSON: nested more than 16 deep, at line 1, column 17."])
        // A string longer than 64 KiB is stepped over, unread, and reported; the rest is read.
        let long = String(repeating: "a", count: 100_000)
        #expect(
            Self.problems(#"{"rules": [{"pattern": "/\#(long)", "route": "home"}, {"route": 1, "pattern": "/b"}]}"#)
                == [
                    "Rule 1: 'pattern' is 100001 bytes long, more than the 65536 read.",
                    "Rule 2 ('/b'): 'route' is a number, not a string.",
                ])
        let escaped = String(repeating: #"\u00e9"#, count: 40_000)  // 80,000 bytes decoded, not kept past 65,536
        #expect(
            Self.problems(#"{"rules": [{"pattern": "\#(escaped)", "route": "home"}]}"#) == [
                "Rule 1: 'pattern' is 80000 bytes long, more than the 65536 read."
            ])
        // Problems: the first 10,000 listed, the rest counted (each `{}` has two).
        let empties = #"{"rules": ["# + Array(repeating: "{}", count: 20_000).joined(separator: ",") + "]}"
        do {
            _ = try DeepLinkRule.decodeSet(from: Data(empties.utf8))
            Issue.record("20,000 empty rules were read")
        } catch {
            #expect(error.problems.count == 10_001)
            #expect(error.problems.last?.description == "The set: 30000 more problems, not listed.")
            #expect(error.problems.first?.description == "Rule 1: it has no 'pattern'.")
        }
        // An object or array of a rule holds at most 1,000 members, a rule at most 10,000 values; the document's other
        // keys are stepped over, whatever they hold.
        let members = (0...1_000).map { #""k\#($0)": 1"# }.joined(separator: ",")
        #expect(
            Self.problems(#"{"rules": [{"pattern": "/a", "route": "r", "values": {\#(members)}}]}"#) == [
                "The set: not JSON: an object of more than 1000 members, at line 1, column 9952."
            ])
        let list = "[" + Array(repeating: "1", count: 1_000).joined(separator: ",") + "]"
        let lists = (0..<11).map { #""l\#($0)": \#(list)"# }.joined(separator: ",")
        #expect(
            Self.problems(#"{"rules": [{"pattern": "/a", "values": {\#(lists)}}]}"#).first?
                .hasPrefix("The set: not JSON: a rule holds more than 10000 values") == true)
        let metadata = "[" + Array(repeating: #"{"a": 1, "a": [1, 2]}"#, count: 50_000).joined(separator: ",") + "]"
        #expect(Self.problems(#"{"log": \#(metadata), "rules": []}"#) == [])
        // A document over 16 MiB is not read at all.
        let huge = Data(count: 16 << 20 + 1)
        do {
            _ = try DeepLinkRule.decodeSet(from: huge)
            Issue.record("a 16 MiB document was read")
        } catch {
            #expect(
                error.problems.map(\.description) == [
                    "The set: it is 16777217 bytes, more than the 16777216 read; it was not read."
                ])
        }
    }

    @Test func stringsDecodeTheirEscapes() throws {
        let rules = try DeepLinkRule.decodeSet(
            from: Data(#"{"rules": [{"pattern": "/caf\u00e9/\ud83c\udf72\/x", "route": "a\"b\\c\n"}]}"#.utf8))
        #expect(rules.first?.pattern == "/café/🍲/x")
        #expect(rules.first?.route == "a\"b\\c\n")
    }

    @Test func datesAreReadAsISO8601() throws {
        func expires(_ text: String) -> Date? {
            let json = #"{"rules": [{"pattern": "/a", "route": "r", "expires": "\#(text)"}]}"#
            return (try? DeepLinkRule.decodeSet(from: Data(json.utf8)))?.first?.expires
        }
        #expect(expires("1970-01-01T00:00:00Z") == Date(timeIntervalSince1970: 0))
        #expect(expires("2026-09-01T02:00:00+02:00") == expires("2026-09-01T00:00:00Z"))
        #expect(expires("2026-09-01T00:00:00.5Z") == expires("2026-09-01T00:00:00Z").map { $0 + 0.5 })
        #expect(expires("2024-02-29T00:00:00Z") != nil)
        for bad in [
            "2026-02-29T00:00:00Z", "2026-13-01T00:00:00Z", "2026-09-01T24:00:00Z", "2026-09-01", "2026-09-01T00:00:00",
        ] {
            #expect(expires(bad) == nil, "\(bad)")
        }
        // Seeded dates from 1900 to 2200, formatted by Foundation, read back to the second.
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SplitMix(seed: seed)
        let formatter = ISO8601DateFormatter()
        for _ in 0..<500 {
            let seconds = Double(Int64(random.next() % 9_467_280_000) - 2_208_988_800)
            let date = Date(timeIntervalSince1970: seconds)
            #expect(expires(formatter.string(from: date)) == date, "seed \(seed): \(formatter.string(from: date))")
        }
    }
}
