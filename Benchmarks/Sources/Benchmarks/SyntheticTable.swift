/// A deterministic route table of any size, for the scaling measurements.
///
/// Each route has 1 to 6 segments: mostly a common first word (so routes share prefixes), then literals from a
/// small vocabulary and `:p<depth>` parameters, and at one random position a literal `s<id>` found in no other
/// route. That literal makes every pattern's shape unique (no conflicts) and makes each route's request, whose
/// parameters are numbers, match that route only: every contender, in-order ones included, must resolve it.
enum SyntheticTable {
    static let firstWords = [
        "api", "users", "repos", "orgs", "teams", "projects", "search", "admin", "store", "media", "accounts",
        "settings",
    ]
    static let words = [
        "items", "list", "detail", "edit", "new", "comments", "events", "labels", "members", "files", "history",
        "stats", "public", "private", "archive", "tags", "branches", "releases", "assets", "keys", "hooks",
        "invites", "orders", "cart", "checkout", "profile", "avatar", "photos", "videos", "albums", "reviews",
        "ratings", "feed", "inbox", "threads", "drafts", "export", "import", "billing", "plans",
    ]

    /// A table of `count` routes made from `seed`.
    static func make(count: Int, seed: UInt64 = 0x5EED_DEE9_11A5) -> [RouteSpec] {
        var random = SplitMix64(seed: seed)
        var routes: [RouteSpec] = []
        routes.reserveCapacity(count)
        for id in 0..<count {
            let depth = 1 + random.next(below: 6)
            let unique = random.next(below: depth)
            var pattern = ""
            var request = ""
            for position in 0..<depth {
                if position == unique {
                    pattern += "/s\(id)"
                    request += "/s\(id)"
                } else if position == 0, random.next(below: 10) < 9 {
                    let word = firstWords[random.next(below: firstWords.count)]
                    pattern += "/" + word
                    request += "/" + word
                } else if random.next(below: 2) == 0 {
                    let word = words[random.next(below: words.count)]
                    pattern += "/" + word
                    request += "/" + word
                } else {
                    pattern += "/:p\(position)"
                    request += "/\(random.next(below: 1_000_000))"
                }
            }
            routes.append(RouteSpec(pattern: pattern, request: request))
        }
        return routes
    }

    /// `count` requests drawn (with replacement) from `routes`, deterministically.
    static func sample(of routes: [RouteSpec], count: Int, seed: UInt64 = 0xA11_5A3B1E) -> [Int] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in random.next(below: routes.count) }
    }
}

/// The SplitMix64 generator: small, fast and the same on every platform.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in `0..<bound`.
    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
