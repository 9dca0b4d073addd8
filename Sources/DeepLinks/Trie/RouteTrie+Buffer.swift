extension RouteTrie {
    /// A buffer the builder grows, then hands to the trie as it is.
    ///
    /// NB: the trie used to copy each of the builder's arrays into a buffer of its own, so while one was copied the
    /// build held it twice: that copy set the build's peak memory, ~40 bytes a route at 100,000 routes (Benchmarks,
    /// `--memory-child deeplinks 100000`). The builder's buffer is now the trie's, capacity and all.
    ///
    /// A class, so that a builder dropped before ``take()`` (a conflict thrown mid-build) frees its memory.
    final class Buffer<Element: BitwiseCopyable> {
        // NB: unchecked: the builder is the only owner, and never reaches a buffer from two accesses at once.
        @exclusivity(unchecked) private var base: UnsafeMutablePointer<Element>
        @exclusivity(unchecked) private(set) var count: Int
        @exclusivity(unchecked) private var capacity: Int

        /// `count` copies of `element`.
        init(repeating element: Element, count: Int) {
            capacity = max(count, 1)
            base = .allocate(capacity: capacity)
            base.initialize(repeating: element, count: count)
            self.count = count
        }

        deinit {
            // The elements are bitwise copyable: nothing to deinitialize.
            base.deallocate()
        }

        subscript(index: Int) -> Element {
            get {
                // safe-unwrap: the builder reads only ids it made; this is the bounds check an array made before.
                precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "trie buffer index out of range")
                return base[index]
            }
            set {
                // safe-unwrap: the builder reads only ids it made; this is the bounds check an array made before.
                precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "trie buffer index out of range")
                base[index] = newValue
            }
        }

        /// The elements, valid until the buffer next grows.
        var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

        func append(_ element: Element) {
            if count == capacity { grow(toHold: count + 1) }
            (base + count).initialize(to: element)
            count += 1
        }

        func append(contentsOf elements: UnsafeBufferPointer<Element>) {
            guard let source = elements.baseAddress, !elements.isEmpty else { return }
            if count + elements.count > capacity { grow(toHold: count + elements.count) }
            (base + count).initialize(from: source, count: elements.count)
            count += elements.count
        }

        /// Hands the elements to the caller, who deallocates them (`UnsafeMutableBufferPointer.deallocate()`); the
        /// buffer is left empty.
        func take() -> UnsafeMutableBufferPointer<Element> {
            let taken = takeStart()
            return UnsafeMutableBufferPointer(start: taken.start, count: taken.count)
        }

        /// ``take()``, as the start of the elements and their count: an allocation of at least one element, even
        /// when there are none.
        func takeStart() -> (start: UnsafeMutablePointer<Element>, count: Int) {
            let taken = (start: base, count: count)
            capacity = 1
            count = 0
            base = .allocate(capacity: 1)
            return taken
        }

        /// Doubles the capacity (or more, to hold `needed`), moving the elements.
        private func grow(toHold needed: Int) {
            let larger = max(capacity * 2, needed)
            let moved = UnsafeMutablePointer<Element>.allocate(capacity: larger)
            moved.moveInitialize(from: base, count: count)
            base.deallocate()
            base = moved
            capacity = larger
        }
    }
}
