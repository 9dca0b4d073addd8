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

    /// The target row of a code-size goal of `goalKiB`, for the section and the Targets table.
    ///
    /// Two goals read the same figure: the route-form issue's 450 KiB and issue #25's 300 KiB.
    func codeSizeTargetRow(goalKiB: Double) -> [String] {
        let source = goalKiB == CodeSize.issue25GoalKiB ? " (issue #25)" : ""
        let name =
            "DeepLinks adds ≤ \(Format.number(goalKiB)) KiB to a 10-route app (release, stripped)\(source)"
        switch run.codeSize {
        case .measured(let size):
            let added = Double(size.addedBytes) / 1_024
            let peer = " (switch app \(Self.kibibytes(size.handWritten.strippedBytes)) KiB, same build)"
            return [
                name, Format.number(added) + " KiB" + peer, Format.fixed(added / goalKiB, digits: 2),
                added <= goalKiB ? "✓" : "✗",
            ]
        case .unavailable(let reason), .failed(let reason):
            return [name, "not measured: " + Self.cell(reason), "—", "–"]
        case nil:
            return [name, "not measured", "—", "–"]
        }
    }

    // MARK: Code size

    var codeSize: String {
        let intro = """
            ## Code size: what DeepLinks adds to a 10-route app

            `\(CodeSize.package)`: one app with 10 routes that matches the link on its command line and prints the \
            intent, written with DeepLinks (`\(CodeSize.deepLinksProduct)`: a component enum, the DSL, \
            `match(path:)`) and with a hand-written `switch` on the path's segments (`\(CodeSize.switchProduct)`), \
            and that switch app again reading its link as a Foundation `URL` (`\(CodeSize.switchFoundationProduct)`). \
            One `swift build -c release --package-path \(CodeSize.package)` builds the three with the same flags \
            (SwiftPM's release defaults: `-O`, whole module, `--gc-sections`). DeepLinks is linked into its app \
            statically, as an app links a package; the standard library and Foundation are shared libraries, as \
            on iOS, where they come with the system, so they take no room in any app. The sizes are those of \
            copies stripped with `strip`.

            """
        let size: CodeSize
        switch run.codeSize {
        case .measured(let measured): size = measured
        case .unavailable(let reason): return intro + "\nn/a: \(reason)\n"
        case .failed(let reason): return intro + "\n**FAILED:** \(reason)\n"
        case nil: return intro + "\nNot run.\n"
        }
        var apps = MarkdownTable(["app", "unstripped KiB", "stripped KiB", "stripped, added to the switch app"])
        for app in [size.handWritten, size.handWrittenFoundation, size.deepLinks] {
            let added = app.strippedBytes - size.handWritten.strippedBytes
            apps.add([
                "`\(app.product)`", Self.kibibytes(app.unstrippedBytes), Self.kibibytes(app.strippedBytes),
                app.product == size.handWritten.product
                    ? "—" : "\(Self.kibibytes(added)) KiB (\(Format.grouped(added)) B)",
            ])
        }
        let foundation = size.handWrittenFoundation.strippedBytes - size.handWritten.strippedBytes
        // "goal", not "target": CI prints the Targets table by its first line, which holds this row too.
        var target = MarkdownTable(["goal", "measured", "ratio (≤ 1 meets it)", "met"])
        target.add(codeSizeTargetRow(goalKiB: CodeSize.goalKiB))
        target.add(codeSizeTargetRow(goalKiB: CodeSize.issue25GoalKiB))
        let links = CodeSize.sampleLinks.count
        let agreement =
            size.disagreements.isEmpty
            ? "The three apps print the same line for each of the \(links) sample links (`CodeSize.sampleLinks`)."
            : "**FAILED:** the apps disagree on \(size.disagreements.count) of the \(links) sample links:\n"
                + size.disagreements.map { "- \($0)" }.joined(separator: "\n")
        return intro + """

            \(apps.text)

            DeepLinks adds **\(Self.kibibytes(size.addedBytes)) KiB** to the stripped app. Foundation is not \
            part of it: the DeepLinks app links FoundationEssentials (Foundation on Apple platforms) as a shared \
            library, and the switch app that links it too is \(Self.kibibytes(foundation)) KiB larger than the \
            one that does not, so over that app DeepLinks adds \(Self.kibibytes(size.addedBytesOverFoundation)) \
            KiB: its own code and what it specializes or pulls in from the standard library. \(agreement) \
            Compiler: \(size.compiler). Build: \(Format.number(size.buildSeconds)) s (incremental when \
            `\(CodeSize.package)/.build` was there).

            \(target.text)

            """ + breakdown(size)
    }

    private func breakdown(_ size: CodeSize) -> String {
        let breakdown = size.breakdown
        var text = """

            ### What the added bytes are made of

            The symbols of the unstripped DeepLinks app (`nm -S`, demangled with `swift demangle`) that the switch \
            app does not have, grouped by their names: DeepLinks' own are those whose names name the module \
            `DeepLinks`; a generic specialization, closure or metadata of DeepLinks' is counted in that group \
            first. The groups add up to the difference of the stripped sizes; the last row is what no symbol holds \
            (see the sections below).

            """
        if breakdown.parts.isEmpty {
            text += "\nn/a: the symbols could not be read.\n"
        } else {
            var table = MarkdownTable(["part", "KiB", "symbols", "share of the difference"])
            for part in CodeSize.Breakdown.Part.allCases {
                let tally = breakdown.parts[part] ?? CodeSize.Breakdown.Tally()
                let share = size.addedBytes == 0 ? 0 : Double(tally.bytes) / Double(size.addedBytes) * 100
                table.add([
                    part.title, Self.kibibytes(tally.bytes),
                    part == .unnamed ? "—" : Format.grouped(tally.symbols), Self.percent(share),
                ])
            }
            table.add([
                "**Total: DeepLinks app − switch app, stripped**", Self.kibibytes(size.addedBytes), "—", "100%",
            ])
            text += "\n" + table.text + "\n"
        }
        if !breakdown.sections.isEmpty {
            var table = MarkdownTable(["section", "DeepLinks app KiB", "switch app KiB", "added KiB"])
            let shown = breakdown.sections.filter { abs($0.addedBytes) >= 1_024 }
            let rest = breakdown.sections.filter { abs($0.addedBytes) < 1_024 }
            for section in shown {
                table.add([
                    "`\(section.name)`", Self.kibibytes(section.deepLinksBytes),
                    Self.kibibytes(section.handWrittenBytes), Self.kibibytes(section.addedBytes),
                ])
            }
            if !rest.isEmpty {
                table.add([
                    "\(rest.count) other sections", Self.kibibytes(rest.map(\.deepLinksBytes).reduce(0, +)),
                    Self.kibibytes(rest.map(\.handWrittenBytes).reduce(0, +)),
                    Self.kibibytes(rest.map(\.addedBytes).reduce(0, +)),
                ])
            }
            text += """

                ### By section (`size -A` on the stripped apps)

                `.text` is code; `.eh_frame` and `.eh_frame_hdr` are unwind tables (one entry per function); \
                `.rela.dyn` relocations, mostly of metadata pointers; `swift5_*` the runtime's metadata records \
                and reflection; `.data.rel.ro` and `.rodata` metadata, witness tables and constants.

                \(table.text)

                """
        }
        if !breakdown.deepLinksSymbols.isEmpty {
            var table = MarkdownTable(["symbol (demangled)", "group", "bytes"])
            for symbol in breakdown.deepLinksSymbols.prefix(15) {
                table.add(["`\(Self.cell(symbol.name))`", Self.groupName(symbol.part), Format.grouped(symbol.bytes)])
            }
            var types = MarkdownTable(["type", "KiB", "symbols"])
            for (type, tally) in breakdown.byType.prefix(12) {
                types.add(["`\(type)`", Self.kibibytes(tally.bytes), Format.grouped(tally.symbols)])
            }
            text += """

                ### DeepLinks' 15 largest symbols

                \(table.text)

                ### DeepLinks' symbols by type (the first DeepLinks type in the name), largest 12

                \(types.text)

                """
        }
        if !breakdown.gaps.isEmpty {
            text += "\n" + breakdown.gaps.map { "- \($0)" }.joined(separator: "\n") + "\n"
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
