// NB: placeholder until reverse routing lands (branch `reverse`), which replaces this file.
extension RoutePattern {
    struct _RenderingPlaceholder: Error {}

    func path(with parameters: [Component: String]) throws -> String {
        var text = ""
        for segment in segments {
            switch segment {
            case .literal(let literal): text += "/" + literal
            case .parameter(let component):
                guard let value = parameters[component] else { throw _RenderingPlaceholder() }
                text += "/" + value
            }
        }
        return text.isEmpty ? "/" : text
    }
}
