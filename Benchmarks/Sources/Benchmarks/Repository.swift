import Foundation

/// The DeepLinks repository the benchmark measures, for the steps that build part of it (the type-check script, the
/// code-size apps).
enum Repository {
    /// The repository root that holds `path` (relative to the root): the one the corpus is in, else the one this
    /// source file is in, else the current directory or its parent (as ``CorpusLoader/locate(explicit:)`` looks for
    /// the corpus).
    static func locate(holding path: String, corpus: URL) -> URL? {
        let files = FileManager.default
        let current = URL(fileURLWithPath: files.currentDirectoryPath)
        // …/Tests/DeepLinksTests/Fixtures/Corpus → the repository; Sources/Benchmarks/this file → Benchmarks/ → it.
        var fromCorpus = corpus
        for _ in 0..<4 { fromCorpus = fromCorpus.deletingLastPathComponent() }
        var fromSource = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { fromSource = fromSource.deletingLastPathComponent() }
        let candidates = [fromCorpus, fromSource, current, current.deletingLastPathComponent()]
        return candidates.first { files.fileExists(atPath: $0.appendingPathComponent(path).path) }
    }
}
