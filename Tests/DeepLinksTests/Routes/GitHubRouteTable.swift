import DeepLinks
import DeepLinksTools

// The 142 routes of Tests/DeepLinksTests/Fixtures/Corpus/github-api.routes (go-http-routing-benchmark's `githubAPI`,
// BSD 3-Clause, see the corpus README), one `Route` per corpus line, in corpus order. Each handler returns its
// line's 0-based index.
//
// Besides the routing tests (GitHubRouteTableTests.swift), this file is the type-checker budget for the `/`
// overloads: `.ci/typecheck-time.sh` compiles it with `-warn-long-expression-type-checking` and fails when any
// route expression takes longer than the threshold. The patterns deliberately mix the forms apps write:
// `"a/b" / .x`, `"a" / .x / "b"`, `"a" / "b" / .x` and parenthesised groups such as `"a" / (.x / .y)`.

/// One case per distinct `:name` of the corpus; the raw value is the name as the corpus spells it.
enum GitHubParam: String, DeepLinkPathComponent {
    case id, clientId = "client_id", accessToken = "access_token", owner, repo, org, user, sha, number, assignee,
        name, branch, ref, repository, state, keyword, email, targetUser = "target_user"

    // Every corpus request has an integer at these positions, and no route puts another parameter beside them.
    var capture: CaptureKind {
        switch self {
        case .id, .number: .int
        default: .string
        }
    }
}

/// What a GitHub route resolves to: the 0-based line of its pattern in `github-api.routes`.
enum GitHubIntent: Equatable, Sendable {
    case route(Int)
}

enum GitHubRouteTable {
    /// The router for all 142 routes.
    static func makeRouter() throws -> DeepLinkRouter<GitHubParam, GitHubIntent> {
        try DeepLinkRouter {
            Route("authorizations") { _ in .route(0) }
            Route("authorizations" / .id) { _ in .route(1) }
            Route("applications" / .clientId / "tokens" / .accessToken) { _ in .route(2) }
            Route("applications" / .clientId / "tokens") { _ in .route(3) }
            Route("events") { _ in .route(4) }
            Route("repos" / .owner / .repo / "events") { _ in .route(5) }
            Route("networks" / .owner / .repo / "events") { _ in .route(6) }
            Route("orgs" / .org / "events") { _ in .route(7) }
            Route("users" / .user / "received_events") { _ in .route(8) }
            Route("users" / .user / "received_events/public") { _ in .route(9) }
            Route("users" / .user / "events") { _ in .route(10) }
            Route("users" / .user / "events/public") { _ in .route(11) }
            Route("users" / .user / "events/orgs" / .org) { _ in .route(12) }
            Route("feeds") { _ in .route(13) }
            Route("notifications") { _ in .route(14) }
            Route("repos" / .owner / .repo / "notifications") { _ in .route(15) }
            Route("notifications" / "threads" / .id) { _ in .route(16) }
            Route("notifications/threads" / .id / "subscription") { _ in .route(17) }
            Route("repos" / .owner / .repo / "stargazers") { _ in .route(18) }
            Route("users" / .user / "starred") { _ in .route(19) }
            Route("user/starred") { _ in .route(20) }
            Route("user/starred" / (.owner / .repo)) { _ in .route(21) }
            Route("repos" / .owner / .repo / "subscribers") { _ in .route(22) }
            Route("users" / .user / "subscriptions") { _ in .route(23) }
            Route("user/subscriptions") { _ in .route(24) }
            Route("repos" / .owner / .repo / "subscription") { _ in .route(25) }
            Route("user" / "subscriptions" / (.owner / .repo)) { _ in .route(26) }
            Route("users" / .user / "gists") { _ in .route(27) }
            Route("gists") { _ in .route(28) }
            Route("gists" / .id) { _ in .route(29) }
            Route("gists" / .id / "star") { _ in .route(30) }
            Route("gists" / .id / "forks") { _ in .route(31) }
            Route("repos" / .owner / .repo / "git" / "blobs" / .sha) { _ in .route(32) }
            Route("repos" / .owner / .repo / "git/blobs") { _ in .route(33) }
            Route("repos" / .owner / .repo / "git/commits" / .sha) { _ in .route(34) }
            Route("repos" / .owner / .repo / "git/commits") { _ in .route(35) }
            Route("repos" / .owner / .repo / "git" / "refs") { _ in .route(36) }
            Route("repos" / .owner / .repo / "git/tags" / .sha) { _ in .route(37) }
            Route("repos" / .owner / .repo / "git/tags") { _ in .route(38) }
            Route("repos" / .owner / .repo / "git/trees" / .sha) { _ in .route(39) }
            Route("repos" / .owner / .repo / "git" / "trees") { _ in .route(40) }
            Route("issues") { _ in .route(41) }
            Route("user/issues") { _ in .route(42) }
            Route("orgs" / .org / "issues") { _ in .route(43) }
            Route("repos" / .owner / .repo / "issues") { _ in .route(44) }
            Route("repos" / .owner / .repo / "issues" / .number) { _ in .route(45) }
            Route("repos" / .owner / .repo / "assignees") { _ in .route(46) }
            Route("repos" / .owner / .repo / "assignees" / .assignee) { _ in .route(47) }
            Route("repos" / .owner / .repo / "issues" / .number / "comments") { _ in .route(48) }
            Route("repos" / .owner / .repo / "issues" / .number / "events") { _ in .route(49) }
            Route("repos" / .owner / .repo / "labels") { _ in .route(50) }
            Route("repos" / .owner / .repo / "labels" / .name) { _ in .route(51) }
            Route("repos" / .owner / .repo / "issues" / .number / "labels") { _ in .route(52) }
            Route("repos" / .owner / .repo / ("issues" / .number / "labels" / .name)) { _ in .route(53) }
            Route("repos" / .owner / .repo / "milestones" / .number / "labels") { _ in .route(54) }
            Route("repos" / .owner / .repo / "milestones") { _ in .route(55) }
            Route("repos" / .owner / .repo / "milestones" / .number) { _ in .route(56) }
            Route("emojis") { _ in .route(57) }
            Route("gitignore/templates") { _ in .route(58) }
            Route("gitignore/templates" / .name) { _ in .route(59) }
            Route("markdown") { _ in .route(60) }
            Route("markdown" / "raw") { _ in .route(61) }
            Route("meta") { _ in .route(62) }
            Route("rate_limit") { _ in .route(63) }
            Route("users" / .user / "orgs") { _ in .route(64) }
            Route("user/orgs") { _ in .route(65) }
            Route("orgs" / .org) { _ in .route(66) }
            Route("orgs" / .org / "members") { _ in .route(67) }
            Route("orgs" / .org / "members" / .user) { _ in .route(68) }
            Route("orgs" / .org / "public_members") { _ in .route(69) }
            Route("orgs" / .org / "public_members" / .user) { _ in .route(70) }
            Route("orgs" / .org / "teams") { _ in .route(71) }
            Route("teams" / .id) { _ in .route(72) }
            Route("teams" / .id / "members") { _ in .route(73) }
            Route("teams" / .id / "members" / .user) { _ in .route(74) }
            Route("teams" / .id / "repos") { _ in .route(75) }
            Route("teams" / .id / "repos" / (.owner / .repo)) { _ in .route(76) }
            Route("user/teams") { _ in .route(77) }
            Route("repos" / .owner / .repo / "pulls") { _ in .route(78) }
            Route("repos" / .owner / .repo / "pulls" / .number) { _ in .route(79) }
            Route("repos" / .owner / .repo / "pulls" / .number / "commits") { _ in .route(80) }
            Route("repos" / .owner / .repo / "pulls" / .number / "files") { _ in .route(81) }
            Route("repos" / .owner / .repo / "pulls" / .number / "merge") { _ in .route(82) }
            Route("repos" / .owner / .repo / "pulls" / .number / "comments") { _ in .route(83) }
            Route("user/repos") { _ in .route(84) }
            Route("users" / .user / "repos") { _ in .route(85) }
            Route("orgs" / .org / "repos") { _ in .route(86) }
            Route("repositories") { _ in .route(87) }
            Route("repos" / .owner / .repo) { _ in .route(88) }
            Route("repos" / .owner / .repo / "contributors") { _ in .route(89) }
            Route("repos" / .owner / .repo / "languages") { _ in .route(90) }
            Route("repos" / .owner / .repo / "teams") { _ in .route(91) }
            Route("repos" / .owner / .repo / "tags") { _ in .route(92) }
            Route("repos" / .owner / .repo / "branches") { _ in .route(93) }
            Route("repos" / .owner / .repo / "branches" / .branch) { _ in .route(94) }
            Route("repos" / .owner / .repo / "collaborators") { _ in .route(95) }
            Route("repos" / .owner / .repo / "collaborators" / .user) { _ in .route(96) }
            Route("repos" / .owner / .repo / "comments") { _ in .route(97) }
            Route("repos" / .owner / .repo / "commits" / (.sha / "comments")) { _ in .route(98) }
            Route("repos" / .owner / .repo / "comments" / .id) { _ in .route(99) }
            Route("repos" / .owner / .repo / "commits") { _ in .route(100) }
            Route("repos" / .owner / .repo / "commits" / .sha) { _ in .route(101) }
            Route("repos" / .owner / .repo / "readme") { _ in .route(102) }
            Route("repos" / .owner / .repo / "keys") { _ in .route(103) }
            Route("repos" / .owner / .repo / "keys" / .id) { _ in .route(104) }
            Route("repos" / .owner / .repo / "downloads") { _ in .route(105) }
            Route("repos" / .owner / .repo / "downloads" / .id) { _ in .route(106) }
            Route("repos" / .owner / .repo / "forks") { _ in .route(107) }
            Route("repos" / .owner / .repo / "hooks") { _ in .route(108) }
            Route("repos" / .owner / .repo / "hooks" / .id) { _ in .route(109) }
            Route("repos" / .owner / .repo / "hooks" / .id / "tests") { _ in .route(110) }
            Route("repos" / .owner / .repo / "merges") { _ in .route(111) }
            Route("repos" / .owner / .repo / "releases") { _ in .route(112) }
            Route("repos" / .owner / .repo / "releases" / .id) { _ in .route(113) }
            Route("repos" / .owner / .repo / "releases" / .id / "assets") { _ in .route(114) }
            Route("repos" / .owner / .repo / "stats" / "contributors") { _ in .route(115) }
            Route("repos" / .owner / .repo / "stats/commit_activity") { _ in .route(116) }
            Route("repos" / .owner / .repo / "stats/code_frequency") { _ in .route(117) }
            Route("repos" / .owner / .repo / "stats/participation") { _ in .route(118) }
            Route("repos" / .owner / .repo / "stats" / "punch_card") { _ in .route(119) }
            Route("repos" / .owner / .repo / "statuses" / .ref) { _ in .route(120) }
            Route("search/repositories") { _ in .route(121) }
            Route("search/code") { _ in .route(122) }
            Route("search/issues") { _ in .route(123) }
            Route("search" / "users") { _ in .route(124) }
            Route("legacy/issues/search" / (.owner / .repository / .state / .keyword)) { _ in .route(125) }
            Route("legacy/repos/search" / .keyword) { _ in .route(126) }
            Route("legacy/user/search" / .keyword) { _ in .route(127) }
            Route("legacy/user/email" / .email) { _ in .route(128) }
            Route("users" / .user) { _ in .route(129) }
            Route("user") { _ in .route(130) }
            Route("users") { _ in .route(131) }
            Route("user" / "emails") { _ in .route(132) }
            Route("users" / .user / "followers") { _ in .route(133) }
            Route("user/followers") { _ in .route(134) }
            Route("users" / .user / "following") { _ in .route(135) }
            Route("user/following") { _ in .route(136) }
            Route("user/following" / .user) { _ in .route(137) }
            Route("users" / .user / ("following" / .targetUser)) { _ in .route(138) }
            Route("users" / .user / "keys") { _ in .route(139) }
            Route("user" / "keys") { _ in .route(140) }
            Route("user/keys" / .id) { _ in .route(141) }
        }
    }
}
