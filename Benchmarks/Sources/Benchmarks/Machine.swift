import Foundation

/// The machine the numbers were measured on, as the report prints it.
struct Machine {
    /// `uname -m`: `x86_64`, `aarch64`, `arm64`.
    let architecture: String
    /// The CPU's model name from `/proc/cpuinfo`, or `unknown`.
    let cpuModel: String
    /// Cores online.
    let cores: Int
    /// The operating system, as Foundation reports it.
    let system: String

    static var current: Machine {
        var names = utsname()
        uname(&names)
        let architecture = withUnsafeBytes(of: &names.machine) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        var model = "unknown"
        if let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) {
            let line = info.split(separator: "\n").first { $0.hasPrefix("model name") || $0.hasPrefix("Model") }
            if let line, let colon = line.firstIndex(of: ":") {
                model = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return Machine(
            architecture: architecture, cpuModel: model, cores: ProcessInfo.processInfo.activeProcessorCount,
            system: ProcessInfo.processInfo.operatingSystemVersionString)
    }
}
