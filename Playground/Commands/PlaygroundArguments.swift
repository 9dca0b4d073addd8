/// A command's arguments, read against the options it knows: positional arguments, and options with a value.
///
/// `--name VALUE` and `--name=VALUE` both give a value; `--` ends the options, so that a positional argument may
/// start with `-`. `-h` and `--help` ask for the command's help.
struct PlaygroundArguments: Equatable {
    /// Why the arguments could not be read; `message` is what the command prints before its help.
    struct UsageError: Error, Equatable {
        var message: String
    }

    /// The arguments that are not options, in order.
    var positionals: [String] = []
    /// The value of each option given, by name without its dashes.
    var values: [String: String] = [:]
    /// Whether `-h` or `--help` was given.
    var wantsHelp = false

    /// Reads `arguments` for a command whose options each take a value (`valued`, names without dashes).
    ///
    /// - Parameters:
    ///   - arguments: The command's arguments, without its name.
    ///   - valued: The options that take a value, such as `routes` for `--routes FILE`, with the value's name
    ///     for messages (`FILE`).
    /// - Returns: The arguments, read.
    /// - Throws: ``UsageError`` for an unknown option, an option without its value, or one given twice.
    static func parse(_ arguments: [String], valued: [String: String]) throws(UsageError) -> PlaygroundArguments {
        var result = PlaygroundArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                result.wantsHelp = true
                continue
            }
            var name = Substring(argument.drop { $0 == "-" })
            var value: String?
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = name[..<equals]
            }
            guard argument.hasPrefix("--"), let valueName = valued[String(name)] else {
                throw UsageError(message: "Unknown option '\(argument)'.")
            }
            if value == nil, index < arguments.count, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            }
            guard let value, !value.isEmpty else {
                throw UsageError(message: "--\(name) needs a \(valueName).")
            }
            guard result.values.updateValue(value, forKey: String(name)) == nil else {
                throw UsageError(message: "--\(name) is given twice.")
            }
        }
        return result
    }

    /// The only positional argument.
    ///
    /// - Parameter what: What the argument is, for messages: `a URL or a path`.
    /// - Returns: The argument.
    /// - Throws: ``UsageError`` when there is none, or more than one.
    func single(_ what: String) throws(UsageError) -> String {
        guard let first = positionals.first else { throw UsageError(message: "Missing \(what).") }
        guard positionals.count == 1 else {
            throw UsageError(message: "Unexpected argument '\(positionals[1])': give one \(what).")
        }
        return first
    }
}
