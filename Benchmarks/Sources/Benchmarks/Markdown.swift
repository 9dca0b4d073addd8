/// A Markdown table: a header row, then rows; the first column is left-aligned, the others right-aligned.
struct MarkdownTable {
    var header: [String]
    var rows: [[String]] = []

    init(_ header: [String]) {
        self.header = header
    }

    mutating func add(_ row: [String]) {
        rows.append(row)
    }

    var text: String {
        var lines = ["| " + header.joined(separator: " | ") + " |"]
        lines.append("|" + header.indices.map { $0 == 0 ? "---" : "---:" }.joined(separator: "|") + "|")
        for row in rows {
            lines.append("| " + row.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }
}

/// How numbers are written in the report.
enum Format {
    /// Three significant digits for small values, whole numbers with thousands separators from 1,000 up.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "—" }
        if value >= 1_000 { return grouped(Int(value.rounded())) }
        if value >= 100 { return String(Int(value.rounded())) }
        if value >= 10 { return fixed(value, digits: 1) }
        return fixed(value, digits: 2)
    }

    /// Bytes in MiB, three significant digits: `8.61`, `86.0`, `−0.02`.
    static func mebibytes(_ bytes: Int) -> String {
        let value = Double(bytes) / 1_048_576
        return value < 0 ? "−" + number(-value) : number(value)
    }

    /// `12,345`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// `value` with `digits` decimals.
    static func fixed(_ value: Double, digits: Int) -> String {
        guard digits > 0 else { return String(Int(value.rounded())) }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((value * scale).rounded())
        let whole = scaled / Int(scale)
        let fraction = String(scaled % Int(scale))
        return "\(whole)." + String(repeating: "0", count: digits - fraction.count) + fraction
    }

    /// Allocations per lookup: `0`, `2`, `0.5`.
    static func allocations(_ value: Double?) -> String {
        guard let value else { return "n/a" }
        if value == value.rounded() { return String(Int(value)) }
        return fixed(value, digits: 2)
    }

    /// A ratio: `3.2×`.
    static func ratio(_ value: Double) -> String {
        guard value.isFinite else { return "—" }
        return (value >= 10 ? fixed(value, digits: 0) : fixed(value, digits: 1)) + "×"
    }
}
