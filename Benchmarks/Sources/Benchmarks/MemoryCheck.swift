import Foundation

/// The most peak-RSS bytes per route that DeepLinks may take at ``MemoryCheck/routes`` synthetic routes before
/// `benchmarks --memory-check` (a step of `.ci/run`) fails.
///
/// The goal (issue #12) is 300 B/route: at most 29 MiB for 100,000 routes. The router does not meet it yet, so
/// the budget is what it takes today plus a margin: 764–771 B/route measured in a debug build at b7d68fe (`.ci/run`
/// runs the check in debug), after issue #38's memory work brought it down from 915–928, plus 6 %. It stops the router from growing while it is being shrunk. Lower it as the router shrinks, to the new
/// measurement plus a few per cent, and to 345 B/route (the goal plus 15 %) once the goal is met. Earlier budgets:
/// 939 B/route (803–816 measured, plus 15 %; the check then measured 915–928 after one compiled form for every
/// route, b6dc4c0, and the memory work after it, 2944566 to be67f2e).
let memoryBudgetBytesPerRoute = 820

/// `benchmarks --memory-check`: DeepLinks' memory per route against ``memoryBudgetBytesPerRoute``, for CI.
enum MemoryCheck {
    /// The size of the synthetic table measured.
    static let routes = 10_000

    /// The goal of issue #12, in bytes per route; the budget comes down to it plus a margin.
    static let goalBytesPerRoute = 300

    /// Measures DeepLinks at ``routes`` synthetic routes in a memory child and compares it with the budget.
    ///
    /// - Returns: The exit status: 0 within the budget (or on a platform where memory is not measured), 1 over the
    ///   budget or when the measurement fails.
    static func run(configuration: String) -> Int32 {
        guard let entry = ContenderEntry.all.first(where: { $0.role == .deepLinksMatch }) else {
            writeError("memory check: no DeepLinks contender\n")
            return 1
        }
        let budget =
            "budget \(Format.grouped(memoryBudgetBytesPerRoute)) B/route (memoryBudgetBytesPerRoute; "
            + "goal \(goalBytesPerRoute) B/route)"
        print(
            "memory per route: \(entry.name) at \(Format.grouped(routes)) synthetic routes, peak RSS delta "
                + "in a fresh process (\(configuration) build)")
        guard MemoryChild.isAvailable else {
            print("  n/a: measured on Linux only (/proc/self/status); check skipped")
            return 0
        }
        let sample: MemorySample
        switch MemoryChild.measure(entry, size: routes) {
        case .success(let measured): sample = measured
        case .failure(let error):
            writeError("FAIL: memory check: could not measure \(entry.name): \(error)\n")
            return 1
        }
        let perRoute = Int(sample.peakBytesPerRoute.rounded(.up))
        print(
            "  peak \(Format.mebibytes(sample.peakDelta)) MiB = \(Format.grouped(perRoute)) B/route; retained "
                + "\(Format.mebibytes(sample.retainedDelta)) MiB = "
                + "\(Format.grouped(Int(sample.retainedBytesPerRoute.rounded()))) B/route")
        print("  \(budget)")
        if !sample.peakReset {
            print("  note: the peak could not be reset (/proc/self/clear_refs), so the peak is an upper bound")
        }
        guard perRoute <= memoryBudgetBytesPerRoute else {
            writeError(
                "FAIL: \(entry.name) takes \(Format.grouped(perRoute)) B/route at \(Format.grouped(routes)) routes, "
                    + "over the budget of \(Format.grouped(memoryBudgetBytesPerRoute)) B/route "
                    + "(memoryBudgetBytesPerRoute in Benchmarks/Sources/Benchmarks/MemoryCheck.swift). "
                    + "Find what made the router grow, or raise the budget on purpose.\n")
            return 1
        }
        print("OK: \(Format.grouped(perRoute)) B/route is within the budget.")
        return 0
    }
}
