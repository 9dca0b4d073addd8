/// The line a child process prints for its parent, `NAME key=value …` with whole-number values, read back.
///
/// ```swift
/// let line = try ChildLine(named: "memory", in: output) { MemoryMeasurementError($0) }
/// let routes = try line.value("routes") { MemoryMeasurementError($0) }
/// ```
///
/// Every failure is a sentence naming what is missing or malformed, with an excerpt of what was read; the caller
/// wraps it in its own error type.
struct ChildLine {
    /// The line as printed.
    let text: Substring
    private let fields: [Substring: Int]

    /// Reads the last line of `output` that starts with `name` and a space.
    init<Failure: Error>(
        named name: String, in output: String, _ failure: (String) -> Failure
    ) throws(Failure) {
        guard let line = output.split(whereSeparator: \.isNewline).last(where: { $0.hasPrefix(name + " ") }) else {
            throw failure("the child printed no `\(name) …` line; it printed: \(Self.excerpt(output))")
        }
        var fields: [Substring: Int] = [:]
        for field in line.split(separator: " ").dropFirst() {
            let parts = field.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let value = Int(parts[1]) else {
                throw failure("malformed field `\(Self.excerpt(field))` in `\(Self.excerpt(line))`")
            }
            fields[parts[0]] = value
        }
        self.text = line
        self.fields = fields
    }

    /// The value of `key`, which must be there.
    func value<Failure: Error>(_ key: Substring, _ failure: (String) -> Failure) throws(Failure) -> Int {
        guard let value = fields[key] else { throw failure("no `\(key)=` in `\(Self.excerpt(text))`") }
        return value
    }

    /// The value of `key`, if the line has one.
    func optionalValue(_ key: Substring) -> Int? { fields[key] }

    /// The sentence for values that cannot be (a negative count, say).
    var impossibleValues: String { "impossible values in `\(Self.excerpt(text))`" }

    /// The first 300 characters of `text`, on one line, for an error message.
    static func excerpt(_ text: some StringProtocol) -> String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ⏎ ")
        if flat.isEmpty { return "nothing" }
        return flat.count > 300 ? flat.prefix(300) + "…" : flat
    }
}
