import AllocationCounter

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// This process's resident memory, read from Linux's `/proc/self/status`, for the memory children.
///
/// Reading allocates nothing: the file is read into a buffer made once, before the baseline, so a reading taken
/// between the baseline and the peak moves neither. Everywhere but Linux every reading is `nil`.
struct ProcessMemory {
    /// One reading of `/proc/self/status`, in bytes.
    struct Reading {
        /// `VmRSS`: the resident set now.
        let resident: Int
        /// `VmHWM`: the largest resident set since the process started or since ``resetPeak()``.
        let peak: Int
    }

    /// Where `/proc/self/status` is read to; large enough for the whole file.
    private var buffer = [UInt8](repeating: 0, count: 16_384)

    /// The current `VmRSS` and `VmHWM`, or `nil` if `/proc/self/status` cannot be read or lacks them.
    mutating func read() -> Reading? {
        #if os(Linux) && canImport(Glibc)
        let descriptor = open("/proc/self/status", O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return buffer.withUnsafeMutableBytes { bytes -> Reading? in
            guard let base = bytes.baseAddress else { return nil }
            var filled = 0
            while filled < bytes.count {
                let count = Glibc.read(descriptor, base + filled, bytes.count - filled)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                filled += count
            }
            let text = UnsafeRawBufferPointer(rebasing: bytes[..<filled])
            guard let resident = Self.kilobytes(of: "VmRSS:", in: text),
                let peak = Self.kilobytes(of: "VmHWM:", in: text)
            else { return nil }
            return Reading(resident: resident * 1_024, peak: peak * 1_024)
        }
        #else
        return nil
        #endif
    }

    /// Sets `VmHWM` back to the current resident set (Linux: `5` written to `/proc/self/clear_refs`).
    ///
    /// - Returns: Whether the kernel took it; `false` elsewhere than Linux or where `clear_refs` is not writable.
    static func resetPeak() -> Bool {
        #if os(Linux)
        let descriptor = open("/proc/self/clear_refs", O_WRONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let command: [UInt8] = [UInt8(ascii: "5")]
        return command.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return false }
            return write(descriptor, base, 1) == 1
        }
        #else
        return false
        #endif
    }

    /// Gives the heap's free pages back to the system (glibc's `malloc_trim(0)`).
    ///
    /// A resident set read next counts what is in use, not what was freed and kept for reuse. Does nothing
    /// elsewhere than glibc.
    static func trimHeap() {
        _ = heap_trim()
    }

    /// The number after `key` on its line (`VmRSS:\t  12345 kB` → 12345), or `nil`.
    private static func kilobytes(of key: StaticString, in text: UnsafeRawBufferPointer) -> Int? {
        let keyBytes = UnsafeRawBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
        var lineStart = 0
        while lineStart < text.count {
            var lineEnd = lineStart
            while lineEnd < text.count, text[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            if lineEnd - lineStart > keyBytes.count,
                text[lineStart..<lineStart + keyBytes.count].elementsEqual(keyBytes)
            {
                var index = lineStart + keyBytes.count
                while index < lineEnd, text[index] == UInt8(ascii: " ") || text[index] == UInt8(ascii: "\t") {
                    index += 1
                }
                var value = 0
                var digits = 0
                while index < lineEnd, text[index] >= UInt8(ascii: "0"), text[index] <= UInt8(ascii: "9"),
                    digits < 15
                {
                    value = value * 10 + Int(text[index] - UInt8(ascii: "0"))
                    digits += 1
                    index += 1
                }
                return digits > 0 ? value : nil
            }
            lineStart = lineEnd + 1
        }
        return nil
    }
}
