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
    /// DeepLinks' `match(path:)`, end to end. Wrong answers fail the run.
    case deepLinksMatch
    /// DeepLinks' route selection alone, without building the handler's dictionary. Wrong answers fail the run.
    case deepLinksSelection
    /// A Swift server router (RoutingKit, Hummingbird): the "fastest Swift router" target compares against these.
    case swiftRouter
    /// An approach apps write by hand (regex list, linear scan).
    case handWritten
    /// Not a router: a lower bound.
    case floor

    /// Whether a wrong answer from this contender is a hard failure.
    var mustBeCorrect: Bool { self == .deepLinksMatch || self == .deepLinksSelection }
}

/// A contender type with its name and notes, as listed in the report, and its measurements.
struct ContenderEntry {
    /// The row label in the tables.
    let name: String
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

    /// Describes `type`.
    ///
    /// The closures are made here, where `C` is concrete, so the measurements are specialized for it.
    init<C: Contender>(name: String, role: ContenderRole, notes: [String], type: C.Type) {
        self.name = name
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
    }

    /// Every contender, in report order.
    static var all: [ContenderEntry] {
        [
            DeepLinksContender.entry,
            DeepLinksSelectionContender.entry,
            RoutingKitContender.entry,
            HummingbirdContender.entry,
            RegexListContender.entry,
            LinearScanContender.entry,
            DictionaryContender.entry,
        ]
    }
}
