import Foundation

extension Report {
    /// The header of `benchmarks --size`, which prints only the code-size section.
    var codeSizeHeader: String {
        """
        # DeepLinks benchmarks: code size

        - Machine: \(machine.architecture), \(machine.cpuModel), \(machine.cores) cores (\(machine.system))
        - Command: `\(command)`
        - Mode: code size only (the apps are built in release whatever the benchmark's own build)

        """
    }

    /// The code-size rows of the Targets table: one a layer (issue #36), then issue #25's goal for the core.
    var codeSizeTargetRows: [[String]] {
        CodeSize.Layer.allCases.map { codeSizeTargetRow($0) } + [codeSizeTargetRow(.core, issue25: true)]
    }

    /// The target row of a layer: its app adds at most its budget to the switch app; with `issue25`, the core's
    /// goal of the next round, 300 KiB.
    private func codeSizeTargetRow(_ layer: CodeSize.Layer, issue25: Bool = false) -> [String] {
        var measured: CodeSize?
        if case .measured(let size) = run.codeSize { measured = size }
        let budget = issue25 ? CodeSize.issue25GoalKiB : measured?.budgets[layer] ?? layer.defaultBudgetKiB
        var source = ""
        if issue25 {
            source = " (issue #25; the core's goal of the next round)"
        } else if budget != layer.defaultBudgetKiB {
            source = " (set by \(CodeSize.budgetsVariable); issue #36: \(Format.number(layer.defaultBudgetKiB)))"
        }
        let name =
            "\(layer.name): `\(layer.product)` (`import \(layer.module)`) adds ≤ \(Format.number(budget)) KiB to a "
            + "10-route app (release, stripped)\(source)"
        switch run.codeSize {
        case .measured(let size):
            guard let addedBytes = size.addedBytes(layer) else { return [name, "not measured", "—", "–"] }
            let added = Double(addedBytes) / 1_024
            let peer = " (switch app \(Self.kibibytes(size.handWritten.strippedBytes)) KiB, same build)"
            return [
                name, Format.number(added) + " KiB" + peer, Format.fixed(added / budget, digits: 2),
                added <= budget ? "✓" : "✗",
            ]
        case .unavailable(let reason), .failed(let reason):
            return [name, "not measured: " + Self.cell(reason), "—", "–"]
        case nil:
            return [name, "not measured", "—", "–"]
        }
    }

    // MARK: Code size

    var codeSize: String {
        let layers = CodeSize.Layer.allCases.map { "`\($0.product)` (\($0.usage))" }
        let intro = """
            ## Code size: what each layer of DeepLinks adds to a 10-route app

            `\(CodeSize.package)`: one app with 10 routes that opens the link on its command line and prints the \
            intent, written with DeepLinks three times, once a layer, from one route table (`\(CodeSize.routesModule)`: \
            a component enum and the DSL): \(layers.joined(separator: "; ")). Beside them the same app with a \
            hand-written `switch` on the path's segments (`\(CodeSize.switchProduct)`, its table a module of its own \
            too, `HandWrittenRoutes`, with the same `Hashable` intent enum), and that switch app again reading its \
            link as a Foundation `URL` (`\(CodeSize.switchFoundationProduct)`). One \
            `swift build -c release --package-path \(CodeSize.package)` builds them with the same flags (SwiftPM's \
            release defaults: `-O`, whole module, `--gc-sections`). DeepLinks is linked into each app statically, as \
            an app links a package; the standard library and Foundation are shared libraries, as on iOS, where they \
            come with the system, so they take no room in any app. The sizes are those of copies stripped with \
            `strip`. Each layer's budget (issue #36) is on what its app adds to the switch app; \
            `\(CodeSize.budgetsVariable)=core=…,navigator=…,swiftui=…` (KiB) overrides them, and a layer over its \
            budget fails the run, smoke mode included.

            """
        let size: CodeSize
        switch run.codeSize {
        case .measured(let measured): size = measured
        case .unavailable(let reason): return intro + "\nn/a: \(reason)\n"
        case .failed(let reason): return intro + "\n**FAILED:** \(reason)\n"
        case nil: return intro + "\nNot run.\n"
        }
        var apps = MarkdownTable([
            "app", "unstripped KiB", "stripped KiB", "stripped, added to the switch app", "added to the layer below",
        ])
        for app in [size.handWritten, size.handWrittenFoundation] {
            let added = app.strippedBytes - size.handWritten.strippedBytes
            apps.add([
                "`\(app.product)`", Self.kibibytes(app.unstrippedBytes), Self.kibibytes(app.strippedBytes),
                app.product == size.handWritten.product ? "—" : "\(Self.kibibytes(added)) KiB", "—",
            ])
        }
        var below: CodeSize.App?
        for measured in size.layers {
            let app = measured.app
            let added = app.strippedBytes - size.handWritten.strippedBytes
            apps.add([
                "`\(app.product)` (\(measured.layer.name))", Self.kibibytes(app.unstrippedBytes),
                Self.kibibytes(app.strippedBytes), "**\(Self.kibibytes(added)) KiB** (\(Format.grouped(added)) B)",
                below.map { "\(Self.kibibytes(app.strippedBytes - $0.strippedBytes)) KiB" } ?? "—",
            ])
            below = app
        }
        let foundation = size.handWrittenFoundation.strippedBytes - size.handWritten.strippedBytes
        // "goal", not "target": CI prints the Targets table by its first line, which holds these rows too.
        var target = MarkdownTable(["goal", "measured", "ratio (≤ 1 meets it)", "met"])
        for row in codeSizeTargetRows { target.add(row) }
        let links = CodeSize.sampleLinks.count
        let agreement =
            size.disagreements.isEmpty
            ? "The five apps print the same line for each of the \(links) sample links (`CodeSize.sampleLinks`)."
            : "**FAILED:** the apps disagree on \(size.disagreements.count) of the \(links) sample links:\n"
                + size.disagreements.map { "- \($0)" }.joined(separator: "\n")
        let over = size.overBudget.map {
            "**FAILED:** the \($0.layer.name) app adds \(Format.number($0.kibibytes)) KiB, over its budget of "
                + "\(Format.number($0.budget)) KiB."
        }
        let core = size.addedBytes(.core) ?? 0
        return intro + """

            \(apps.text)

            Foundation is not part of the figures: the DeepLinks apps link FoundationEssentials (Foundation on Apple \
            platforms) as a shared library, and the switch app that links it too is \(Self.kibibytes(foundation)) \
            KiB larger than the one that does not, so over that app the core adds \
            \(Self.kibibytes(core - foundation)) KiB. \(agreement) Compiler: \(size.compiler). Build: \
            \(Format.number(size.buildSeconds)) s (incremental when `\(CodeSize.package)/.build` was there).

            \(target.text)
            \(over.isEmpty ? "" : "\n" + over.joined(separator: "\n") + "\n")
            """ + breakdown(size)
    }

    private func breakdown(_ size: CodeSize) -> String {
        let names = size.layers.map { "\($0.layer.name) app" }
        var text = """

            ### What the added bytes are made of, per layer

            The symbols of each unstripped app (`nm -S`, demangled with `swift demangle`) that the switch app does \
            not have, grouped by their names: DeepLinks' own are those whose names name one of its modules \
            (`DeepLinks`, `DeepLinksNavigation`, `DeepLinksSwiftUI`); a generic specialization, closure or metadata \
            of DeepLinks' is counted in that group first. Each column adds up to that app's difference with the switch \
            app, stripped; the last row is what no symbol holds (see the sections below).

            """
        let measured = size.layers.filter { !$0.breakdown.parts.isEmpty }
        if measured.count == size.layers.count, !measured.isEmpty {
            var table = MarkdownTable(["part"] + names.map { "\($0) KiB" })
            for part in CodeSize.Breakdown.Part.allCases {
                table.add(
                    [part.title]
                        + measured.map { layer in
                            Self.kibibytes(layer.breakdown.parts[part]?.bytes ?? 0)
                        })
            }
            table.add(
                ["**Total: the app − the switch app, stripped**"]
                    + measured.map { Self.kibibytes(size.addedBytes($0.layer) ?? 0) })
            var modules = MarkdownTable(["DeepLinks' symbols by module"] + names.map { "\($0) KiB" })
            for layer in CodeSize.Layer.allCases {
                modules.add(
                    ["`\(layer.module)`"]
                        + measured.map { Self.kibibytes($0.breakdown.modules[layer.module]?.bytes ?? 0) })
            }
            text += """

                \(table.text)

                \(modules.text)

                A layer's module holds what the app pays for importing it; the lower modules' column grows from one \
                app to the next by the code of theirs the upper layer reaches (`public`, `package` and \
                `@usableFromInline` symbols are kept by the linker whether an app calls them or not, so a module's \
                public surface is shipped whole to every app that links it).

                """
        } else {
            text += "\nn/a: the symbols could not be read.\n"
        }
        let sectionApps = size.layers.filter { !$0.breakdown.sections.isEmpty }
        if sectionApps.count == size.layers.count, let first = sectionApps.first {
            var table = MarkdownTable(["section", "switch app KiB"] + names.map { "\($0), added KiB" })
            // The sections as the core app lists them (largest addition first), then any the others add.
            var order = first.breakdown.sections.map(\.name)
            for layer in sectionApps {
                order += layer.breakdown.sections.map(\.name).filter { !order.contains($0) }
            }
            func section(_ name: String, _ layer: CodeSize.LayerApp) -> CodeSize.Breakdown.Section? {
                layer.breakdown.sections.first { $0.name == name }
            }
            var rest = (count: 0, switchBytes: 0, added: [Int](repeating: 0, count: sectionApps.count))
            for name in order {
                let added = sectionApps.map { section(name, $0)?.addedBytes ?? 0 }
                let switchBytes = sectionApps.lazy.compactMap { section(name, $0)?.handWrittenBytes }.first ?? 0
                guard added.contains(where: { abs($0) >= 1_024 }) else {
                    rest.count += 1
                    rest.switchBytes += switchBytes
                    rest.added = zip(rest.added, added).map { $0 + $1 }
                    continue
                }
                table.add(["`\(name)`", Self.kibibytes(switchBytes)] + added.map(Self.kibibytes))
            }
            if rest.count > 0 {
                table.add(
                    ["\(rest.count) other sections", Self.kibibytes(rest.switchBytes)] + rest.added.map(Self.kibibytes))
            }
            text += """

                ### By section (`size -A` on the stripped apps)

                `.text` is code; `.eh_frame` and `.eh_frame_hdr` are unwind tables (one entry per function); \
                `.rela.dyn` relocations, mostly of metadata pointers; `swift5_*` the runtime's metadata records \
                and reflection; `.data.rel.ro` and `.rodata` metadata, witness tables and constants.

                \(table.text)

                """
        }
        for layer in size.layers where !layer.breakdown.byType.isEmpty {
            let own = layer.breakdown.byType.filter { $0.module == layer.layer.module }
            var types = MarkdownTable(["type", "KiB", "symbols"])
            for (type, _, tally) in own.prefix(12) {
                types.add(["`\(type)`", Self.kibibytes(tally.bytes), Format.grouped(tally.symbols)])
            }
            let total = layer.breakdown.modules[layer.layer.module]?.bytes ?? 0
            text += """

                ### The \(layer.layer.name)'s types that cost the most (`\(layer.layer.module)` in `\(layer.layer.product)`)

                The symbols of `\(layer.layer.module)` (\(Self.kibibytes(total)) KiB in all) grouped by the first type \
                of that module their names name; a specialization of another module's generic code for one of its \
                types counts under the module named first. The largest 12:

                \(types.text)

                """
        }
        if let core = size.measured(.core), !core.breakdown.deepLinksSymbols.isEmpty {
            var table = MarkdownTable(["symbol (demangled)", "group", "bytes"])
            for symbol in core.breakdown.deepLinksSymbols.prefix(15) {
                table.add(["`\(Self.cell(symbol.name))`", Self.groupName(symbol.part), Format.grouped(symbol.bytes)])
            }
            text += """

                ### The core app's 15 largest DeepLinks symbols

                \(table.text)

                """
        }
        let gaps = size.layers.flatMap { layer in layer.breakdown.gaps.map { "\(layer.layer.product): \($0)" } }
        if !gaps.isEmpty {
            text += "\n" + gaps.map { "- \($0)" }.joined(separator: "\n") + "\n"
        }
        return text
    }

    /// The short name of a DeepLinks group, for the symbol table.
    private static func groupName(_ part: CodeSize.Breakdown.Part) -> String {
        switch part {
        case .specializations: "specialization"
        case .closures: "closure"
        case .metadata: "metadata"
        default: "code"
        }
    }

    /// Bytes in KiB, three significant digits: `859`, `28.1`, `−4.20`.
    static func kibibytes(_ bytes: Int) -> String {
        let value = Double(bytes) / 1_024
        return value < 0 ? "−" + Format.number(-value) : Format.number(value)
    }

    /// A percentage: `37.2%`, `−0.4%`.
    private static func percent(_ value: Double) -> String {
        (value < 0 ? "−" + Format.fixed(-value, digits: 1) : Format.fixed(value, digits: 1)) + "%"
    }

    /// Text made safe for a Markdown table cell in code: no `|`, no line break, at most 160 characters.
    private static func cell(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
        return flat.count > 160 ? flat.prefix(159) + "…" : flat
    }
}
