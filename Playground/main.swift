// `swift run playground`: a tour of DeepLinks on a sample recipe app; see PlaygroundTour.swift.
MainActor.assumeIsolated { print(PlaygroundTour.render()) }
