extension RouteTrie {
    /// A buffer the builder grows, then hands to the trie as it is.
    ///
    /// NB: the trie used to copy each of the builder's arrays into a buffer of its own, so while one was copied the
    /// build held it twice: that copy set the build's peak memory, ~40 bytes a route at 100,000 routes (Benchmarks,
    /// `--memory-child deeplinks 100000`). The builder's buffer is now the trie's, capacity and all.
    ///
    /// A class's storage, so that a builder dropped before ``take()`` (a conflict thrown mid-build) frees its memory.
    ///
    /// NB: a struct of the element type around one class that is not generic: each generic class's metadata is made
    /// at run time, once per element type, ~8,000 instructions each in the app's first router build (callgrind,
    /// Benchmarks `--first-match`), where a struct specialized for its element needs none.
    struct Buffer<Element: BitwiseCopyable> {
        private let storage: BufferStorage

        /// `count` copies of `element`.
        init(repeating element: Element, count: Int) {
            let capacity = max(count, 1)
            let base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
            base.initialize(repeating: element, count: count)
            storage = BufferStorage(base: UnsafeMutableRawPointer(base), count: count, capacity: capacity)
        }

        /// The elements' memory, bound to `Element` when it was allocated.
        private var base: UnsafeMutablePointer<Element> { storage.base.assumingMemoryBound(to: Element.self) }

        var count: Int { storage.count }

        subscript(index: Int) -> Element {
            get {
                // safe-unwrap: the builder reads only ids it made; this is the bounds check an array made before.
                precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "trie buffer index out of range")
                return base[index]
            }
            nonmutating set {
                // safe-unwrap: the builder reads only ids it made; this is the bounds check an array made before.
                precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "trie buffer index out of range")
                base[index] = newValue
            }
        }

        /// The elements, valid until the buffer next grows.
        var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

        func append(_ element: Element) {
            if storage.count == storage.capacity { grow(toHold: storage.count + 1) }
            (base + storage.count).initialize(to: element)
            storage.count += 1
        }

        func append(contentsOf elements: UnsafeBufferPointer<Element>) {
            guard let source = elements.baseAddress, !elements.isEmpty else { return }
            if storage.count + elements.count > storage.capacity { grow(toHold: storage.count + elements.count) }
            (base + storage.count).initialize(from: source, count: elements.count)
            storage.count += elements.count
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
            let taken = (start: base, count: storage.count)
            storage.capacity = 1
            storage.count = 0
            storage.base = UnsafeMutableRawPointer(UnsafeMutablePointer<Element>.allocate(capacity: 1))
            return taken
        }

        /// Doubles the capacity (or more, to hold `needed`), moving the elements.
        private func grow(toHold needed: Int) {
            let larger = max(storage.capacity * 2, needed)
            let moved = UnsafeMutablePointer<Element>.allocate(capacity: larger)
            moved.moveInitialize(from: base, count: storage.count)
            base.deallocate()
            storage.base = UnsafeMutableRawPointer(moved)
            storage.capacity = larger
        }
    }

    /// A ``Buffer``'s memory: its elements are bitwise copyable, so freeing it is all its end takes.
    final class BufferStorage {
        // NB: unchecked: the builder is the only owner, and never reaches a buffer from two accesses at once.
        @exclusivity(unchecked) fileprivate var base: UnsafeMutableRawPointer
        @exclusivity(unchecked) fileprivate var count: Int
        @exclusivity(unchecked) fileprivate var capacity: Int

        fileprivate init(base: UnsafeMutableRawPointer, count: Int, capacity: Int) {
            self.base = base
            self.count = count
            self.capacity = capacity
        }

        deinit {
            // The elements are bitwise copyable: nothing to deinitialize.
            base.deallocate()
        }
    }
}
