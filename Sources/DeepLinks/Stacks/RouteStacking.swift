/// The back stacks a route table declares, resolved when the router is built: each route's parent, by index, and
/// its section, declared or inherited from its parent.
///
/// Built only for a table where some route declares a parent, a section or a section root (``Route/parent(_:)``,
/// ``RouteSection``, ``Route/sectionRoot()``); a router without any keeps `nil`. Matching never reads it: a link's
/// stack is worked out after the match, for that link only (``DeepLinkRouter/stack(for:)``).
@usableFromInline
final class RouteStacking: Sendable {
    /// Each route's parent's index in the router's routes; `-1` for none.
    let parents: [Int32]
    /// Each route's section: its own, else its parent's.
    let sections: [DeepLinkSection?]
    /// The root route (``Route/sectionRoot()``) of each section that declares one.
    let roots: [DeepLinkSection: Int]

    private init(parents: [Int32], sections: [DeepLinkSection?], roots: [DeepLinkSection: Int]) {
        self.parents = parents
        self.sections = sections
        self.roots = roots
    }

    /// What a route declares for back stacks, without its types: the checks are compiled once, not per table type.
    struct Declared {
        var name: String?
        var parent: String?
        var section: DeepLinkSection?
        var isSectionRoot: Bool
        var gates: [DeepLinkGate]
        var sources: LinkSources
        var site: String
    }

    /// Resolves and checks the table's parents and sections, or returns `nil` when no route declares any.
    ///
    /// - Throws: ``DeepLinkRouterError``: an unknown parent, a cycle of parents, a parent whose parameters a link
    ///   to its child cannot fill or that waits for a gate its child does not, a route in another section than its
    ///   parent, or a section root outside a section, with a parent or a parameter, or second in its section.
    @usableFromInline
    static func resolve<Component, Intent>(
        _ routes: [Route<Component, Intent>], names: [String: Int]
    ) throws(DeepLinkRouterError) -> RouteStacking? {
        guard routes.contains(where: { $0.parent != nil || $0.section != nil || $0.isSectionRoot }) else {
            return nil
        }
        let declared = routes.map { route in
            Declared(
                name: route.name, parent: route.parent, section: route.section, isSectionRoot: route.isSectionRoot,
                gates: route.gates, sources: route.sources, site: route.site)
        }
        return try resolve(declared, names: names) { RouteForm(routes[$0].compiled) }
    }

    /// `resolve(_:names:)`'s work, on what the routes declare and their forms (made only for the routes it reads).
    private static func resolve(
        _ routes: [Declared], names: [String: Int], form makeForm: (Int) -> RouteForm
    ) throws(DeepLinkRouterError) -> RouteStacking {
        var forms: [Int: RouteForm] = [:]
        func form(_ index: Int) -> RouteForm {
            if let known = forms[index] { return known }
            let made = makeForm(index)
            forms[index] = made
            return made
        }
        func subject(_ index: Int) -> DeepLinkRouterError.Subject {
            let pattern = form(index).patterns.first.map(PatternSlot.description(of:)) ?? ""
            return DeepLinkRouterError.Subject(name: routes[index].name, pattern: pattern, site: routes[index].site)
        }
        var parents = [Int32](repeating: -1, count: routes.count)
        for (index, route) in routes.enumerated() {
            guard let parent = route.parent else { continue }
            guard let parentIndex = names[parent] else {
                throw .unknownParent(parent, of: subject(index), known: names.keys.sorted())
            }
            parents[index] = Int32(parentIndex)
        }
        try checkCycles(routes, parents: parents, subject: subject)
        let sections = try Self.sections(of: routes, parents: parents, subject: subject)
        var roots: [DeepLinkSection: Int] = [:]
        for (index, route) in routes.enumerated() where route.isSectionRoot {
            if let parent = route.parent { throw .sectionRootWithParent(subject(index), parent: parent) }
            guard let section = sections[index] else { throw .sectionRootOutsideSection(subject(index)) }
            if let parameter = form(index).parameterNames.first {
                throw .sectionRootWithParameter(subject(index), parameter)
            }
            if let first = roots.updateValue(index, forKey: section) {
                throw .duplicateSectionRoot(section, subject(first), subject(index))
            }
        }
        try checkValues(routes, parents: parents, form: form, subject: subject)
        try checkGates(routes, parents: parents, subject: subject)
        try checkDoors(routes, parents: parents, subject: subject)
        return RouteStacking(parents: parents, sections: sections, roots: roots)
    }

    /// Throws when following parents from a route comes back to a route already passed.
    private static func checkCycles(
        _ routes: [Declared], parents: [Int32], subject: (Int) -> DeepLinkRouterError.Subject
    ) throws(DeepLinkRouterError) {
        // 0: not seen; 1: on the current walk; 2: known to end at a route without a parent.
        var state = [UInt8](repeating: 0, count: routes.count)
        for start in routes.indices where state[start] == 0 {
            var walk: [Int] = []
            var index = start
            while index >= 0, state[index] == 0 {
                state[index] = 1
                walk.append(index)
                index = Int(parents[index])
            }
            if index >= 0, state[index] == 1, let first = walk.firstIndex(of: index) {
                let cycle = walk[first...] + [index]
                throw .parentCycle(of: subject(index), cycle.map { routes[$0].name ?? "" })
            }
            for passed in walk { state[passed] = 2 }
        }
    }

    /// Each route's section, its own or its parent's; throws when a route's own section is not its parent's.
    private static func sections(
        of routes: [Declared], parents: [Int32], subject: (Int) -> DeepLinkRouterError.Subject
    ) throws(DeepLinkRouterError) -> [DeepLinkSection?] {
        var sections = [DeepLinkSection??](repeating: nil, count: routes.count)
        func section(of index: Int) throws(DeepLinkRouterError) -> DeepLinkSection? {
            if let known = sections[index] { return known }
            let parent = Int(parents[index])
            let inherited = parent >= 0 ? try section(of: parent) : nil
            let own = routes[index].section
            if let own, let inherited, own != inherited {
                throw .sectionConflict(subject(index), in: own, parent: subject(parent), in: inherited)
            }
            let resolved = own ?? inherited
            sections[index] = .some(resolved)
            return resolved
        }
        var resolved: [DeepLinkSection?] = []
        resolved.reserveCapacity(routes.count)
        for index in routes.indices { resolved.append(try section(of: index)) }
        return resolved
    }

    /// Throws when an ancestor of a route waits for a gate the route does not: its screen would be on show, in the
    /// route's back stack, before the gate opens.
    private static func checkGates(
        _ routes: [Declared], parents: [Int32], subject: (Int) -> DeepLinkRouterError.Subject
    ) throws(DeepLinkRouterError) {
        for child in routes.indices where parents[child] >= 0 {
            let gates = Set(routes[child].gates)
            var ancestor = Int(parents[child])
            while ancestor >= 0 {
                if let gate = routes[ancestor].gates.first(where: { !gates.contains($0) }) {
                    throw .parentNeedsGate(subject(ancestor), of: subject(child), gate)
                }
                ancestor = Int(parents[ancestor])
            }
        }
    }

    /// Throws when an ancestor of a route does not take links from a door the route takes them from: a link through
    /// that door would put the ancestor's screen, made from the sender's values, in the route's back stack.
    ///
    /// The table is refused when it is built rather than the stack when it is made, because the doors are known
    /// then; ``DeepLinkRouter/stack(for:)`` still makes every parent under the link's trust, for links the router
    /// did not make.
    private static func checkDoors(
        _ routes: [Declared], parents: [Int32], subject: (Int) -> DeepLinkRouterError.Subject
    ) throws(DeepLinkRouterError) {
        for child in routes.indices where parents[child] >= 0 {
            var ancestor = Int(parents[child])
            while ancestor >= 0 {
                if !routes[child].sources.isSubset(of: routes[ancestor].sources) {
                    throw .parentRefusesDoor(
                        subject(ancestor), sources: routes[ancestor].sources, of: subject(child),
                        sources: routes[child].sources)
                }
                ancestor = Int(parents[ancestor])
            }
        }
    }

    /// Throws when a link to a route, through any of its patterns, does not carry the values one of its ancestors
    /// needs through every pattern: each ancestor is filled from the child link's values by name.
    private static func checkValues(
        _ routes: [Declared], parents: [Int32], form: (Int) -> RouteForm, subject: (Int) -> DeepLinkRouterError.Subject
    ) throws(DeepLinkRouterError) {
        for child in routes.indices where parents[child] >= 0 {
            let childForm = form(child)
            for patternIndex in childForm.patterns.indices {
                let carried = Set(
                    childForm.parameterNames(ofPattern: patternIndex) + childForm.requiredQuery.map(\.name))
                var ancestor = Int(parents[child])
                while ancestor >= 0 {
                    if let missing = form(ancestor).missingParameter(carried: carried) {
                        throw .parentNeedsValue(subject(ancestor), of: subject(child), missing)
                    }
                    ancestor = Int(parents[ancestor])
                }
            }
        }
    }
}
