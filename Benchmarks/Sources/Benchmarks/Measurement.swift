import AllocationCounter

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps a value alive and opaque to the optimizer, so the work that made it can't be dropped.
@inline(never)
@_optimize(none)
func blackHole<T>(_ value: T) {}

/// Every lookup's result is added here, and the total printed at the end, so no lookup can be optimized away.
nonisolated(unsafe) var checksum = 0

/// Nanoseconds on the monotonic clock.
@inline(__always)
func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The median of some numbers (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// How long measurements run: the real run, or a quick one for CI.
struct Settings {
    /// Timed runs per measurement; the median is reported.
    let runs: Int
    /// How long one timed run should last, in nanoseconds: passes over the requests are added to reach it.
    let runNanoseconds: Double
    /// Builds timed per measurement (the median is reported), for tables of up to 1,000 routes; fewer for larger.
    let builds: Int
    /// Table sizes of the scaling measurement.
    let scalingSizes: [Int]
    /// Requests looked up per run in the scaling measurement.
    let scalingSample: Int
    /// A contender that would take longer than this (in nanoseconds) to build or to look up the scaling sample
    /// at some size is skipped there and at larger sizes.
    let budgetNanoseconds: Double
    /// Table sizes of the "Build and memory" table, each one of `scalingSizes` (its build times come from there).
    let memorySizes: [Int]

    static let full = Settings(
        runs: 11, runNanoseconds: 30e6, builds: 21, scalingSizes: [10, 100, 1_000, 10_000, 100_000],
        scalingSample: 1_000, budgetNanoseconds: 4e9, memorySizes: [100, 10_000, 100_000])
    static let smoke = Settings(
        runs: 5, runNanoseconds: 0.5e6, builds: 3, scalingSizes: [10, 100, 1_000], scalingSample: 200,
        budgetNanoseconds: 0.5e9, memorySizes: [100, 1_000])
}

/// Timing of lookups and builds.
enum Timer {
    /// Nanoseconds per lookup of `requests`, the median over timed runs.
    ///
    /// There are `runs` runs (default `settings.runs`), each enough passes over `requests` to last about
    /// `settings.runNanoseconds` (at least one pass). `onePass`, if known, saves the calibration pass.
    static func lookups<C: Contender>(
        _ contender: C, _ requests: [String], settings: Settings, runs: Int? = nil, onePass: Double? = nil
    ) -> Double {
        guard !requests.isEmpty else { return .nan }
        return perItem(requests.count, settings: settings, runs: runs, onePass: onePass) { times in
            pass(contender, requests, times: times)
        }
    }

    /// Nanoseconds per item of a pass over `count` items, the median over timed runs, as ``lookups(_:_:settings:runs:onePass:)``
    /// times lookups: `pass(times)` makes `times` passes and returns the nanoseconds they took.
    static func perItem(
        _ count: Int, settings: Settings, runs: Int? = nil, onePass: Double? = nil, _ pass: (Int) -> UInt64
    ) -> Double {
        guard count > 0 else { return .nan }
        let onePass = onePass ?? Double(pass(1))
        let passes = max(1, Int(settings.runNanoseconds / max(onePass, 1)))
        var perItem: [Double] = []
        for _ in 0..<(runs ?? settings.runs) {
            perItem.append(Double(pass(passes)) / Double(passes * count))
        }
        return median(perItem)
    }

    /// Nanoseconds for `times` passes over `requests`.
    @inline(never)
    static func pass<C: Contender>(_ contender: C, _ requests: [String], times: Int) -> UInt64 {
        var sum = 0
        let start = now()
        for _ in 0..<times {
            for request in requests {
                sum &+= contender.lookup(request) ?? -1
            }
        }
        let elapsed = now() - start
        checksum &+= sum
        return elapsed
    }

    /// The median time of `count` builds, in nanoseconds, and the last contender built.
    static func builds<C: Contender>(_ type: C.Type, _ routes: [RouteSpec], count: Int) throws -> (Double, C) {
        var times: [Double] = []
        var last: C?
        for _ in 0..<max(count, 1) {
            last = nil
            let start = now()
            let contender = try C(routes: routes)
            times.append(Double(now() - start))
            last = contender
        }
        return (median(times), last!)
    }
}

/// The allocation counter of the `AllocationCounter` target, once checked to be active.
enum Allocations {
    /// Whether counting works in this process: the interposer is built in and a 1,000-element `[Int]` counted.
    static let available: Bool = {
        guard counter_available() != 0 else { return false }
        let count = 1_000 + Int(CommandLine.arguments.count % 2)
        counter_start()
        let array = [Int](repeating: 7, count: count)
        blackHole(array)
        counter_stop()
        return counter_allocations() >= 1 && counter_bytes_allocated() >= 8 * 1_000
    }()

    /// Heap allocations per lookup of `requests` (one warm-up pass, then `passes` counted), or `nil` if counting is
    /// not available.
    static func perLookup<C: Contender>(_ contender: C, _ requests: [String], passes: Int = 3) -> Double? {
        guard available, !requests.isEmpty else { return nil }
        var sum = 0
        for request in requests { sum &+= contender.lookup(request) ?? -1 }
        counter_start()
        for _ in 0..<passes {
            for request in requests { sum &+= contender.lookup(request) ?? -1 }
        }
        counter_stop()
        checksum &+= sum
        return Double(counter_allocations()) / Double(passes * requests.count)
    }

    /// Bytes the contender keeps after a build (allocated minus freed while building it), or `nil`.
    ///
    /// The routes given are made before counting starts, so they are not counted; storage the contender shares
    /// with them (copy-on-write strings) is not counted either.
    static func retainedByBuild<C: Contender>(_ type: C.Type, _ routes: [RouteSpec]) throws -> Int? {
        guard available else { return nil }
        counter_start()
        let contender = try C(routes: routes)
        counter_stop()
        withExtendedLifetime(contender) {}
        return Int(counter_bytes_allocated() - counter_bytes_freed())
    }
}
