extension String {
    /// The text followed by spaces up to `width` characters, and always at least `minimumGap` spaces: a column of
    /// the playground's tables.
    func padded(to width: Int, minimumGap: Int = 2) -> String {
        self + String(repeating: " ", count: Swift.max(minimumGap, width - count))
    }
}
