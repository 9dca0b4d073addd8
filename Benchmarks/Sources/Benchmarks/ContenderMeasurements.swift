/// The measurements of one contender type.
///
/// Generic over the contender, and called from closures that ``ContenderEntry`` makes where the type is concrete,
/// so the timed loops are specialized for each contender (no protocol-witness call per lookup).
enum ContenderMeasurements {
    /// Builds the router for `table` and looks up every request and near-miss once.
    static func check<C: Contender>(_ type: C.Type, table: RouteTable) throws -> CorpusMeasurement {
        var measurement = CorpusMeasurement()
        let contender = try C(routes: table.routes)
        for (index, route) in table.routes.enumerated() {
            let got = contender.lookup(route.request)
            if got != index { measurement.wrongHits.append(Mistake(request: route.request, expected: index, got: got)) }
        }
        for miss in table.misses {
            if let got = contender.lookup(miss) {
                measurement.wrongMisses.append(Mistake(request: miss, expected: nil, got: got))
            }
        }
        return measurement
    }

    /// Build time, lookup times (hits, near-misses) and allocations per lookup on a corpus table.
    static func measure<C: Contender>(
        _ type: C.Type, table: RouteTable, settings: Settings, into measurement: inout CorpusMeasurement
    ) throws {
        let requests = table.requests
        let misses = table.misses
        let (build, contender) = try Timer.builds(type, table.routes, count: settings.builds)
        measurement.buildNanoseconds = build
        measurement.hitNanoseconds = Timer.lookups(contender, requests, settings: settings)
        measurement.missNanoseconds = Timer.lookups(contender, misses, settings: settings)
        measurement.allocationsPerHit = Allocations.perLookup(contender, requests)
        measurement.allocationsPerMiss = Allocations.perLookup(contender, misses)
    }

    /// Correctness, lookup time over the sample, build time and memory on a synthetic table.
    ///
    /// `isSubject` is set for DeepLinks: it is checked on every request of the table (the others on the sample)
    /// and always timed. Another contender's lookups are left out (`lookupNanoseconds` is `nil`) when five runs
    /// over the sample would not fit in the time budget. Extra builds are made only while they fit in a quarter
    /// of it.
    static func scale<C: Contender>(
        _ type: C.Type, table: ScalingTable, settings: Settings, isSubject: Bool
    ) throws -> ScalingMeasurement {
        let budget = settings.budgetNanoseconds
        var result = ScalingMeasurement()
        var start = now()
        let contender = try C(routes: table.routes)
        var builds = [Double(now() - start)]

        let checked = isSubject ? table.routes.map(\.request) : table.sample
        let expected = isSubject ? Array(table.routes.indices) : table.sampleRoutes
        start = now()
        for (request, want) in zip(checked, expected) {
            let got = contender.lookup(request)
            if got != want { result.mistakes.append(Mistake(request: request, expected: want, got: got)) }
        }
        let onePass = isSubject ? Double(Timer.pass(contender, table.sample, times: 1)) : Double(now() - start)
        let affordableRuns = Int(budget / max(onePass, 1)) - 1
        if affordableRuns >= 5 || isSubject {
            let runs = max(5, min(settings.runs, affordableRuns))
            result.lookupNanoseconds = Timer.lookups(
                contender, table.sample, settings: settings, runs: runs, onePass: onePass)
        }

        let affordableBuilds = Int(budget / 4 / max(builds[0], 1))
        let buildCount = min(table.routes.count <= 1_000 ? settings.builds : 5, affordableBuilds)
        for _ in 1..<max(buildCount, 1) {
            start = now()
            let again = try C(routes: table.routes)
            builds.append(Double(now() - start))
            blackHole(again)
        }
        result.buildNanoseconds = median(builds)
        if affordableBuilds >= 1, let bytes = try Allocations.retainedByBuild(type, table.routes) {
            result.bytesPerRoute = Double(bytes) / Double(table.routes.count)
        }
        withExtendedLifetime(contender) {}
        return result
    }

    /// What building the router for `routes` adds to this process's resident memory: the peak during the build and
    /// what stays after it.
    ///
    /// Run it only in a fresh process (`benchmarks --memory-child`), where nothing else has grown the heap. `routes`
    /// are made by the caller before the baseline, so the input texts are not counted (storage a router shares with
    /// them is not counted either). First one warm-up build of 10 other routes and one warm-up reading, so that
    /// one-time costs (type metadata, lazily made globals, code paged in on first use, by the build or by the
    /// reading itself) are not counted; then the heap's free pages are given back (``ProcessMemory/trimHeap()``),
    /// the peak is reset and the baseline read. The build is the contender's own
    /// `init(routes:)`, the one that is timed. The peak is read right after it, while the router is alive; then the
    /// heap is trimmed again and the resident set read once more, for what the router keeps.
    ///
    /// - Throws: The contender's build error, or ``MemoryMeasurementError`` if `/proc/self/status` cannot be read.
    static func memory<C: Contender>(_ type: C.Type, routes: [RouteSpec]) throws -> MemorySample {
        try memory(routes: routes.count) {
            try C(routes: SyntheticTable.make(count: 10, seed: 0x3A2_5EED))
        } build: {
            try C(routes: routes)
        }
    }

    /// The measurement of ``memory(_:routes:)`` for any build: one `warmUp` build, the heap trimmed, the peak reset
    /// and the baseline read; then `build`, the peak read, the heap trimmed and the retained resident set read with
    /// what it built alive.
    ///
    /// - Throws: A build's error, or ``MemoryMeasurementError`` if `/proc/self/status` cannot be read.
    static func memory<Built>(
        routes: Int, warmUp: () throws -> Built, build: () throws -> Built
    ) throws -> MemorySample {
        var memory = ProcessMemory()
        let warm = try warmUp()
        withExtendedLifetime(warm) {}
        _ = memory.read()
        ProcessMemory.trimHeap()
        let peakReset = ProcessMemory.resetPeak()
        guard let before = memory.read() else {
            throw MemoryMeasurementError("cannot read VmRSS and VmHWM from /proc/self/status")
        }
        let built = try build()
        let peak = memory.read()
        ProcessMemory.trimHeap()
        let after = memory.read()
        withExtendedLifetime(built) {}
        guard let peak, let after else {
            throw MemoryMeasurementError("cannot read VmRSS and VmHWM from /proc/self/status after the build")
        }
        return MemorySample(
            routes: routes, peakDelta: peak.peak - before.resident, retainedDelta: after.resident - before.resident,
            peakReset: peakReset, peakBefore: peakReset ? nil : before.peak)
    }
}
