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
}
