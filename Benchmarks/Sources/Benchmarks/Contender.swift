/// A router under test: built from a route table, then asked which route each request resolves to.
///
/// `lookup` must do what a user of that router would do to get a match: split the path if the router wants it
/// split, and extract the captures (they are passed to ``blackHole(_:)`` so the optimizer keeps that work).
protocol Contender {
    /// Builds the router for `routes`; route `i` is registered with the value `i`.
    ///
    /// Building is timed, so it includes turning the corpus syntax into the router's own.
    init(routes: [RouteSpec]) throws

    /// The index of the route that `path` resolves to, or `nil` for no route.
    func lookup(_ path: String) -> Int?
}

/// What a contender stands for in the report; the targets compare contenders by role.
enum ContenderRole: Sendable {
    /// DeepLinks' `match(.path(_:))`, end to end. Wrong answers fail the run.
    case deepLinksMatch
    /// DeepLinks' route selection alone, without building the handler's dictionary. Wrong answers fail the run.
    case deepLinksSelection
    /// DeepLinks' `match(.path(_:))` on the same table declared as modules and mounted. Wrong answers fail the run.
    case deepLinksMounted
    /// A Swift server router (RoutingKit, Hummingbird): the "fastest Swift router" target compares against these.
    case swiftRouter
    /// An approach apps write by hand (regex list, linear scan).
    case handWritten
    /// Not a router: a lower bound.
    case floor

    /// Whether a wrong answer from this contender is a hard failure.
    var mustBeCorrect: Bool { self == .deepLinksMatch || self == .deepLinksSelection || self == .deepLinksMounted }

    /// Whether the "Build and memory" table has a row for this contender.
    ///
    /// DeepLinks' first two rows share one router, measured once under `.deepLinksMatch` (the mounted row, the same
    /// table through `Mount`, is not measured there); the hand-written approaches keep little more than the route
    /// texts and stop early at large sizes.
    var measuresMemory: Bool { self == .deepLinksMatch || self == .swiftRouter || self == .floor }
}

/// A contender type with its name and notes, as listed in the report, and its measurements.
struct ContenderEntry {
    /// The row label in the tables.
    let name: String
    /// A short name without spaces, for the command line: `benchmarks --memory-child deeplinks 10000`.
    let key: String
    /// The contender's role.
    let role: ContenderRole
    /// What the report says about how the contender was set up.
    let notes: [String]
    /// ``ContenderMeasurements/check(_:table:)`` for this contender.
    let check: (RouteTable) throws -> CorpusMeasurement
    /// ``ContenderMeasurements/measure(_:table:settings:into:)`` for this contender.
    let measure: (RouteTable, Settings, inout CorpusMeasurement) throws -> Void
    /// ``ContenderMeasurements/scale(_:table:settings:isSubject:)`` for this contender.
    let scale: (ScalingTable, Settings, Bool) throws -> ScalingMeasurement
    /// ``ContenderMeasurements/memory(_:routes:)`` for this contender: run only in a memory child process.
    let memory: ([RouteSpec]) throws -> MemorySample

    /// Describes `type`.
    ///
    /// The closures are made here, where `C` is concrete, so the measurements are specialized for it.
    init<C: Contender>(name: String, key: String, role: ContenderRole, notes: [String], type: C.Type) {
        self.name = name
        self.key = key
        self.role = role
        self.notes = notes
        check = { table in try ContenderMeasurements.check(C.self, table: table) }
        measure = { table, settings, measurement in
            try ContenderMeasurements.measure(C.self, table: table, settings: settings, into: &measurement)
        }
        scale = { table, settings, isSubject in
            try ContenderMeasurements.scale(
                C.self, table: table, settings: settings, isSubject: isSubject)
        }
        memory = { routes in try ContenderMeasurements.memory(C.self, routes: routes) }
    }

    /// Every contender, in report order.
    static var all: [ContenderEntry] {
        [
            DeepLinksContender.entry,
            DeepLinksMountedContender.entry,
            DeepLinksSelectionContender.entry,
            RoutingKitContender.entry,
            HummingbirdContender.entry,
            RegexListContender.entry,
            LinearScanContender.entry,
            DictionaryContender.entry,
        ]
    }

    /// The contender whose ``key`` or ``name`` is `text`, if any.
    static func named(_ text: String) -> ContenderEntry? {
        all.first { $0.key == text || $0.name == text }
    }
}
