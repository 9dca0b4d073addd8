extension TypeCheckTiming {
    /// Checks ``parse(_:table:scriptFailure:)`` on a sample of the script's output, both tables in it; smoke mode runs
    /// it (it never runs the script), so that a change in the parser or the figures it reads fails CI.
    ///
    /// - Returns: `nil` if both tables read as expected, else what was read.
    static func selfCheck() -> String? {
        let sample = """
            Type-checking with -warn-long-expression-type-checking=100 (scratch: /tmp/scratch)
            Build finished in 200 s.

            Slowest 5 expressions in \(table):
                 27.52 ms  \(table):130:13  Route("repos" / .owner / .repo / "branches" / .branch) { _ in .route(94) }
                 22.40 ms  \(table):35:28  try DeepLinkRouter {

            Whole file \(table):
              function bodies type-checked in 1243.95 ms; slowest body: 1243.53 ms (static method makeRouter())
              295 timed expression locations, 1209.69 ms in all; 55 over 10 ms

            Slowest 5 expressions in \(typedTable):
                 51.27 ms  \(typedTable):506:13  Route(
                 48.72 ms  \(typedTable):478:13  Route("repos" / .owner / .repo / "releases" / .id / "assets") {

            Whole file \(typedTable):
              function bodies type-checked in 2315.67 ms; slowest body: 2300.50 ms (static method makeRouter())
              511 timed expression locations, 2263.34 ms in all; 83 over 10 ms

            OK: no expression in Sources Tests Playground took longer than 100 ms to type-check.
            """
        let plain = parse(sample, table: table, scriptFailure: nil)
        let typed = parse(sample, table: typedTable, scriptFailure: nil)
        guard let plain, let typed,
            plain.slowest.map(\.milliseconds) == [27.52, 22.40], plain.slowestBodyMilliseconds == 1243.53,
            plain.bodiesMilliseconds == 1243.95, plain.expressionCount == 295, plain.expressionsOverTen == 55,
            plain.expressionsMilliseconds == 1209.69,
            typed.slowest.map(\.location) == ["506:13", "478:13"], typed.slowestBodyMilliseconds == 2300.50,
            typed.bodiesMilliseconds == 2315.67, typed.expressionCount == 511, typed.expressionsOverTen == 83,
            typed.expressionsMilliseconds == 2263.34
        else {
            return "TypeCheckTiming.parse read the script's sample output as \(String(describing: plain)) and "
                + "\(String(describing: typed))"
        }
        return nil
    }
}
