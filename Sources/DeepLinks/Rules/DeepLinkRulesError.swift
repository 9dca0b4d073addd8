/// Why a set of rules was not applied: every problem of the set, each naming its rule, found at once.
///
/// ``DeepLinkRouter/applying(_:now:)`` applies a set whole or not at all: when this is thrown, no rule of the set is in
/// any router.
///
/// ```swift
/// do {
///     router = try appRouter.applying(rules)
/// } catch {
///     for problem in error.problems { logger.error("\(problem)") }
///     // Rule 2 ('/sale/:id'): no route is named 'recipez'; named routes: recipe, recipes.
/// }
/// ```
public struct DeepLinkRulesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One problem of one rule.
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
        /// The rule's position in the set, from 1; `0` for a problem of the set as a whole (a document that is not
        /// JSON, a table the rules break after every rule is in).
        public let rule: Int
        /// The rule's pattern, as given; empty when the rule has none (or the problem is the set's).
        public let pattern: String
        /// What is wrong, as a sentence.
        public let detail: String

        /// The problem as a line, naming its rule, and its pattern cut at 512 characters.
        ///
        /// `Rule 2 ('/sale/:id'): no route is named 'recipez'; named routes: recipe, recipes.`, `Rule 3: it has no
        /// 'pattern'.`, or for the set's own: `The set: the set is not JSON: expected a value, at line 1, column 1`.
        public var description: String {
            if rule == 0 { return "The set: \(detail)" }
            if pattern.isEmpty { return "Rule \(rule): \(detail)" }
            return "Rule \(rule) ('\(LogText.escaped(pattern))'): \(detail)"
        }
    }

    /// Every problem, in the order of the rules: the first 10,000, then one of the set (rule `0`) that says how many
    /// more there are.
    public let problems: [Problem]

    /// The most problems listed; the rest are counted, so that a hostile set's error costs no more than this.
    static let maxListed = 10_000

    /// The error of `problems`, the first ``maxListed`` of them listed and, after them, a problem of the set that says
    /// how many more there are (with `unlisted`, more found and not kept).
    init(problems: [Problem], unlisted: Int = 0) {
        let more = max(0, problems.count - Self.maxListed) + unlisted
        guard more > 0 else {
            self.problems = problems
            return
        }
        self.problems =
            problems.prefix(Self.maxListed)
            + [Problem(rule: 0, pattern: "", detail: "\(more) more problems, not listed.")]
    }

    /// How many problems, then each on a line of its own.
    public var description: String {
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        return "The rules were not applied, \(count):\n" + problems.map(\.description).joined(separator: "\n")
    }
}
