#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fuzzer's bytes, read as a sequence of small decisions and then as text.
///
/// Every read succeeds: past the end a byte reads as zero, so any input decodes to some case, and a short input
/// to a small one. Decisions take one byte each, so the fuzzer's mutations change one decision at a time.
struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    init(_ data: UnsafePointer<UInt8>?, count: Int) {
        self.init(data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [])
    }

    var isAtEnd: Bool { position >= bytes.count }

    /// The next byte; zero past the end.
    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A number in `0..<bound`, from one byte.
    mutating func below(_ bound: Int) -> Int {
        Int(byte()) % bound
    }

    /// One of `elements`, from one byte.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }

    /// Whether the next byte's top bit is set.
    mutating func flag() -> Bool {
        byte() >= 0x80
    }

    /// A 64-bit number from the next eight bytes (little-endian; missing bytes are zero).
    mutating func word() -> UInt64 {
        (0..<8).reduce(0) { value, shift in value | UInt64(byte()) << (8 * shift) }
    }

    /// Text of up to `maximum` bytes: one byte gives the length, the next bytes the UTF-8 (repaired if ill-formed).
    mutating func text(maximum: Int = 32) -> String {
        let count = below(maximum + 1)
        let end = min(position + count, bytes.count)
        defer { position = max(position, end) }
        return String(decoding: bytes[min(position, end)..<end], as: UTF8.self)
    }

    /// The bytes not read yet, as text (ill-formed UTF-8 is repaired, as any `String` would be).
    mutating func rest() -> String {
        defer { position = bytes.count }
        return String(decoding: bytes[min(position, bytes.count)...], as: UTF8.self)
    }
}

/// How a harness reports a disagreement: the message on standard error, then a crash, which libFuzzer records
/// with the input that caused it.
enum FuzzCheck {
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }

    static func fail(_ message: String) -> Never {
        var text = "DeepLinks fuzz check failed: \(message)\n"
        text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
        abort()
    }
}
