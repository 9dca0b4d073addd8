import Foundation

extension CodeSize {
    /// What the bytes a layer's app adds to the switch app are made of: DeepLinks' symbols in groups, by module and by
    /// type, and the sections.
    ///
    /// The symbols are read from the unstripped executables with `nm -S` (addresses and sizes; `.bss` left out, it
    /// takes no room in the file), demangled with `swift demangle`. A symbol that the switch app has too, by its
    /// mangled name, is not counted. The others are grouped by their demangled names (``Part``), and DeepLinks' by the
    /// module (``Layer/module``) and the type their names start with. The bytes of the difference that no symbol holds
    /// (unwind tables, relocations, …) are what is left; the section table (`size -A` on the stripped copies) shows
    /// where they are.
    struct Breakdown {
        /// A group of symbols, in the order the report lists them.
        enum Part: CaseIterable {
            /// DeepLinks' generic code (any of its modules) specialized for the app's types or its own: "generic
            /// specialization".
            case specializations
            /// DeepLinks' closures: "closure #".
            case closures
            /// DeepLinks' type metadata, descriptors, witness tables and value witnesses.
            case metadata
            /// The rest of DeepLinks' code and data.
            case ownCode
            /// Standard library and Foundation code that the app now holds: generic code specialized for their own
            /// types, named after neither DeepLinks nor the app.
            case standardLibrary
            /// The app's own code and data (its `main.swift` and `SizeAppRoutes`: route table, handlers, enums).
            case app
            /// The switch app's own symbols, which the layer's app does not have: a negative number.
            case replaced
            /// The bytes of the difference that no symbol holds.
            case unnamed

            /// The row's title in the report.
            var title: String {
                switch self {
                case .specializations: "DeepLinks: generic specializations"
                case .closures: "DeepLinks: closures"
                case .metadata: "DeepLinks: metadata, descriptors, witness tables, value witnesses"
                case .ownCode: "DeepLinks: the rest of its code and data"
                case .standardLibrary: "Standard library and Foundation code specialized or pulled in"
                case .app: "The app's own code with DeepLinks (route table, handlers, enums)"
                case .replaced: "The switch app's own code, which this app does not have"
                case .unnamed: "In no symbol: unwind tables, relocations, dynamic symbols, headers, padding"
                }
            }

            /// Whether the group is DeepLinks' own symbols.
            var isDeepLinks: Bool { [.specializations, .closures, .metadata, .ownCode].contains(self) }
        }

        /// How many symbols and bytes.
        struct Tally {
            /// Symbols counted.
            var symbols = 0
            /// Their bytes.
            var bytes = 0

            mutating func add(_ size: Int) {
                symbols += 1
                bytes += size
            }
        }

        /// One symbol of a layer's app that the switch app does not have.
        struct Symbol {
            /// Its demangled name.
            let name: String
            /// The DeepLinks module it belongs to: the first its name names.
            let module: String
            /// Its size in bytes.
            let bytes: Int
            /// Its group.
            let part: Part
        }

        /// One section of the stripped apps.
        struct Section {
            /// Its name: `.text`, `.eh_frame`, or `(headers and padding)` for the bytes of the file in no section.
            let name: String
            /// Its size in the stripped layer's app.
            let deepLinksBytes: Int
            /// Its size in the stripped switch app.
            let handWrittenBytes: Int

            /// What DeepLinks adds to it.
            var addedBytes: Int { deepLinksBytes - handWrittenBytes }
        }

        /// The groups of the difference, each with its symbols and bytes; empty when the symbols could not be read.
        var parts: [Part: Tally] = [:]
        /// DeepLinks' symbols by module (`DeepLinks`, `DeepLinksNavigation`, `DeepLinksSwiftUI`).
        var modules: [String: Tally] = [:]
        /// DeepLinks' symbols, largest first.
        var deepLinksSymbols: [Symbol] = []
        /// DeepLinks' symbols grouped by the DeepLinks type their names start with (`DeepLinks.RouteTrie`,
        /// `DeepLinksNavigation.DeepLinkNavigator`), largest first.
        var byType: [(type: String, module: String, tally: Tally)] = []
        /// The sections of both stripped apps, the largest addition first; empty when `size` could not be run.
        var sections: [Section] = []
        /// Why a table is missing or incomplete, for the report.
        var gaps: [String] = []

        /// Reads the symbols and sections of a layer's app and the switch app.
        ///
        /// - Parameters:
        ///   - layer: The app's layer.
        ///   - app: The unstripped layer's app.
        ///   - handWritten: The unstripped switch app.
        ///   - strippedApp: The stripped copy of the layer's app.
        ///   - strippedHandWritten: The stripped copy of the switch app.
        ///   - addedBytes: The difference of the stripped sizes, which the groups add up to.
        /// - Returns: The breakdown; a tool that is missing or fails leaves its tables empty and says so in ``gaps``.
        static func measure(
            layer: Layer, app: URL, handWritten: URL, strippedApp: URL, strippedHandWritten: URL, addedBytes: Int
        ) -> Breakdown {
            var breakdown = Breakdown()
            breakdown.readSections(strippedApp, strippedHandWritten)
            breakdown.readSymbols(layer, app, handWritten, addedBytes: addedBytes)
            return breakdown
        }

        private mutating func readSections(_ deepLinks: URL, _ handWritten: URL) {
            var sizes: [[String: Int]] = []
            for file in [deepLinks, handWritten] {
                switch CodeSize.tool("size", ["-A", file.path]) {
                case .success(let output):
                    var table = Self.sections(output)
                    // Sections that take no room in the file; the rest of the file is its headers and padding.
                    table[".bss"] = nil
                    table[".tbss"] = nil
                    table["(headers and padding)"] = (CodeSize.fileSize(file) ?? 0) - table.values.reduce(0, +)
                    sizes.append(table)
                case .failure(let failure):
                    gaps.append("No section table: \(failure.of("size -A")).")
                    return
                }
            }
            let names = Set(sizes[0].keys).union(sizes[1].keys)
            sections = names.map { name in
                Section(name: name, deepLinksBytes: sizes[0][name] ?? 0, handWrittenBytes: sizes[1][name] ?? 0)
            }
            .filter { $0.deepLinksBytes != 0 || $0.handWrittenBytes != 0 }
            .sorted { ($0.addedBytes, $1.name) > ($1.addedBytes, $0.name) }
        }

        private mutating func readSymbols(_ layer: Layer, _ deepLinks: URL, _ handWritten: URL, addedBytes: Int) {
            let ours: [(name: String, bytes: Int)]
            let theirs: [(name: String, bytes: Int)]
            switch (CodeSize.tool("nm", ["-S", deepLinks.path]), CodeSize.tool("nm", ["-S", handWritten.path])) {
            case (.success(let first), .success(let second)):
                ours = Self.symbols(first)
                theirs = Self.symbols(second)
            case (.failure(let failure), _), (_, .failure(let failure)):
                gaps.append("No symbol groups: \(failure.of("nm -S")).")
                return
            }
            let shared = Set(ours.map(\.name)).intersection(theirs.map(\.name))
            let added = ours.filter { !shared.contains($0.name) }
            guard !ours.isEmpty, let names = demangle(added.map(\.name)) else {
                if ours.isEmpty { gaps.append("No symbol groups: `nm -S` listed no symbol of \(layer.product).") }
                return
            }
            var parts: [Part: Tally] = [:]
            var modules: [String: Tally] = [:]
            var types: [String: (module: String, tally: Tally)] = [:]
            var symbols: [Symbol] = []
            for (symbol, name) in zip(added, names) {
                let part = Self.part(of: name, mangled: symbol.name, app: layer.product)
                parts[part, default: Tally()].add(symbol.bytes)
                guard part.isDeepLinks else { continue }
                let module = Self.deepLinksModule(of: name, mangled: symbol.name)
                modules[module, default: Tally()].add(symbol.bytes)
                symbols.append(Symbol(name: name, module: module, bytes: symbol.bytes, part: part))
                let type = Self.deepLinksType(in: name) ?? "\(module): named after no type"
                types[type, default: (module, Tally())].tally.add(symbol.bytes)
            }
            for symbol in theirs where !shared.contains(symbol.name) {
                parts[.replaced, default: Tally()].add(-symbol.bytes)
            }
            parts[.unnamed] = Tally(symbols: 0, bytes: addedBytes - parts.values.map(\.bytes).reduce(0, +))
            self.parts = parts
            self.modules = modules
            deepLinksSymbols = symbols.sorted { ($0.bytes, $1.name) > ($1.bytes, $0.name) }
            byType = types.map { (type: $0.key, module: $0.value.module, tally: $0.value.tally) }
                .sorted { ($0.tally.bytes, $1.type) > ($1.tally.bytes, $0.type) }
        }

        /// The demangled names of `names`, one for each, or `nil` (with a gap noted) if `swift demangle` fails.
        private mutating func demangle(_ names: [String]) -> [String]? {
            let files = FileManager.default
            let list = files.temporaryDirectory.appendingPathComponent("deeplinks-symbols-\(UUID().uuidString).txt")
            defer { try? files.removeItem(at: list) }
            do {
                try Data(names.map { $0 + "\n" }.joined().utf8).write(to: list)
            } catch {
                gaps.append("No symbol groups: cannot write the symbol list to \(list.path): \(error).")
                return nil
            }
            switch CodeSize.tool("swift", ["demangle"], input: list) {
            case .success(let output):
                let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                // Each name is one line in and one line out, so the lines pair up with the names.
                guard lines.count >= names.count, lines[names.count...].allSatisfy(\.isEmpty) else {
                    gaps.append(
                        "No symbol groups: `swift demangle` printed \(lines.count) lines for \(names.count) names.")
                    return nil
                }
                return Array(lines.prefix(names.count))
            case .failure(let failure):
                gaps.append("No symbol groups: \(failure.of("swift demangle")).")
                return nil
            }
        }

        /// The sections of `size -A`'s output, by name: `.text  594191  76544` lines.
        static func sections(_ output: String) -> [String: Int] {
            var sizes: [String: Int] = [:]
            for line in output.split(whereSeparator: \.isNewline) {
                let fields = line.split(whereSeparator: \.isWhitespace)
                guard fields.count == 3, fields[0] != "Total", let size = Int(fields[1]), size > 0 else { continue }
                sizes[String(fields[0]), default: 0] += size
            }
            return sizes
        }

        /// The symbols of `nm -S`'s output that take room in the file (not `.bss`), one per address.
        ///
        /// `nm -S` prints `address size type name`; several names can share one address (aliases), which is
        /// counted once, under its first name.
        static func symbols(_ output: String) -> [(name: String, bytes: Int)] {
            var seen: Set<Substring> = []
            var symbols: [(name: String, bytes: Int)] = []
            for line in output.split(whereSeparator: \.isNewline) {
                let fields = line.split(separator: " ", omittingEmptySubsequences: true)
                guard fields.count == 4, let size = Int(fields[1], radix: 16), size > 0, fields[2] != "b",
                    fields[2] != "B", seen.insert(fields[0]).inserted
                else { continue }
                symbols.append((String(fields[3]), size))
            }
            return symbols
        }

        /// The group of a symbol of a layer's app (`app`, its product) that the switch app does not have.
        ///
        /// A symbol is DeepLinks' when its demangled name names one of its modules (`DeepLinks`, not
        /// `SizeAppDeepLinks`) or holds one of their mangled names (`$s9DeepLinks…`, in closures that a
        /// specialization takes in).
        static func part(of name: String, mangled: String, app: String) -> Part {
            if mentionsDeepLinks(name) {
                if name.contains("generic specialization") { return .specializations }
                if name.contains("closure #") { return .closures }
                let metadata = ["metadata", "witness table", "value witness", "descriptor"]
                if metadata.contains(where: name.contains) { return .metadata }
                return .ownCode
            }
            let own = [app, CodeSize.routesModule]
            if own.contains(where: { name.contains($0) || mangled.contains($0) }) { return .app }
            return .standardLibrary
        }

        /// DeepLinks' modules, the layers', as their names are mangled (`9DeepLinks`, `19DeepLinksNavigation`).
        private static let modules = Layer.allCases.map { (name: $0.module, mangled: "\($0.module.count)\($0.module)") }

        /// Whether a demangled name names one of DeepLinks' modules as a whole word, or holds a mangled one.
        static func mentionsDeepLinks(_ name: String) -> Bool {
            modules.contains { name.contains($0.mangled) || !wholeWords($0.name, in: name).isEmpty }
        }

        /// The DeepLinks module a symbol belongs to: the first its demangled name names, else the one its mangled
        /// name holds (`DeepLinks` when it holds none).
        static func deepLinksModule(of name: String, mangled: String) -> String {
            let named = modules.compactMap { module in
                wholeWords(module.name, in: name).first.map { (module.name, $0.lowerBound) }
            }
            if let first = named.min(by: { $0.1 < $1.1 }) { return first.0 }
            // The longer names first: `19DeepLinksNavigation` holds `9DeepLinks`.
            let held = modules.sorted { $0.name.count > $1.name.count }.first { mangled.contains($0.mangled) }
            return held?.name ?? Layer.core.module
        }

        /// The first DeepLinks type a demangled name names: `DeepLinks.RouteTable` for
        /// `DeepLinks.RouteTable.markdown(title:)`, `DeepLinksNavigation.DeepLinkNavigator`, or `nil`.
        static func deepLinksType(in name: String) -> String? {
            let found = modules.flatMap { module in
                wholeWords(module.name, in: name).map { (module: module.name, range: $0) }
            }
            for (module, range) in found.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
            where name[range.upperBound...].hasPrefix(".") {
                let rest = name[name.index(after: range.upperBound)...]
                let type = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !type.isEmpty { return module + "." + type }
            }
            return nil
        }

        /// The ranges of `word` in `text` with no letter, digit or `_` right before or after them.
        private static func wholeWords(_ word: String, in text: String) -> [Range<String.Index>] {
            func isIdentifier(_ character: Character) -> Bool {
                character.isLetter || character.isNumber || character == "_"
            }
            var ranges: [Range<String.Index>] = []
            var start = text.startIndex
            while let range = text.range(of: word, range: start..<text.endIndex) {
                let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
                let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
                if !(before.map(isIdentifier) ?? false), !(after.map(isIdentifier) ?? false) { ranges.append(range) }
                start = range.upperBound
            }
            return ranges
        }
    }
}
