import DeepLinks
import DeepLinksTools

extension TextRoutes {
    /// A pattern in the text form, with the kinds that `:name` alone does not say: `/week/:week(int)`,
    /// `/menu/:id(either)`, `/docs/*rest`.
    ///
    /// ``pattern(parsing:)`` reads it back to the same pattern.
    static func text(of pattern: RouteTable.Pattern) -> String {
        guard !pattern.segments.isEmpty else { return "/" }
        return pattern.segments.map { segment in
            switch segment {
            case .literal(let literal): "/" + literal
            case .parameter(let name, let capture): "/" + text(of: TextParam(name: name, capture: capture))
            }
        }.joined()
    }

    /// A parameter in the text form: `:name`, `:name(int)`, `:name(either)`, `:name(uuid)`, `:name(bool)`,
    /// `:name(double)` or `*name`.
    static func text(of parameter: TextParam) -> String {
        switch parameter.capture {
        case .string: ":" + parameter.rawValue
        case .remainder: "*" + parameter.rawValue
        case .either: ":" + parameter.rawValue + "(either)"
        default: ":" + parameter.rawValue + "(" + parameter.capture.description.lowercased() + ")"
        }
    }
}
