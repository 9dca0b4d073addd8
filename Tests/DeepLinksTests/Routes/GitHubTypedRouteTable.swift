import DeepLinks

// The 142 routes of Tests/DeepLinksTests/Fixtures/Corpus/github-api.routes written as an app writes them: one named
// route a line, each handler reading its parameters with `try p.value(...)` and `try p.int(...)` into an intent case of
// its own. Generated from the corpus (see GitHubTypedRouteTableTests for what is checked); the yardstick of
// `.ci/typecheck-time.sh` for typed handlers (issue #25, goal 6), beside GitHubRouteTable.swift, whose handlers are
// trivial.

/// One intent per GitHub route, with the route's values typed.
enum GitHubTypedIntent: Equatable, Sendable {
    case authorizations
    case authorizationsById(id: Int)
    case applicationsTokensByClientIdAccessToken(clientId: String, accessToken: String)
    case applicationsTokensByClientId(clientId: String)
    case events
    case reposEventsByOwnerRepo(owner: String, repo: String)
    case networksEventsByOwnerRepo(owner: String, repo: String)
    case orgsEventsByOrg(org: String)
    case usersReceivedEventsByUser(user: String)
    case usersReceivedEventsPublicByUser(user: String)
    case usersEventsByUser(user: String)
    case usersEventsPublicByUser(user: String)
    case usersEventsOrgsByUserOrg(user: String, org: String)
    case feeds
    case notifications
    case reposNotificationsByOwnerRepo(owner: String, repo: String)
    case notificationsThreadsById(id: Int)
    case notificationsThreadsSubscriptionById(id: Int)
    case reposStargazersByOwnerRepo(owner: String, repo: String)
    case usersStarredByUser(user: String)
    case userStarred
    case userStarredByOwnerRepo(owner: String, repo: String)
    case reposSubscribersByOwnerRepo(owner: String, repo: String)
    case usersSubscriptionsByUser(user: String)
    case userSubscriptions
    case reposSubscriptionByOwnerRepo(owner: String, repo: String)
    case userSubscriptionsByOwnerRepo(owner: String, repo: String)
    case usersGistsByUser(user: String)
    case gists
    case gistsById(id: Int)
    case gistsStarById(id: Int)
    case gistsForksById(id: Int)
    case reposGitBlobsByOwnerRepoSha(owner: String, repo: String, sha: String)
    case reposGitBlobsByOwnerRepo(owner: String, repo: String)
    case reposGitCommitsByOwnerRepoSha(owner: String, repo: String, sha: String)
    case reposGitCommitsByOwnerRepo(owner: String, repo: String)
    case reposGitRefsByOwnerRepo(owner: String, repo: String)
    case reposGitTagsByOwnerRepoSha(owner: String, repo: String, sha: String)
    case reposGitTagsByOwnerRepo(owner: String, repo: String)
    case reposGitTreesByOwnerRepoSha(owner: String, repo: String, sha: String)
    case reposGitTreesByOwnerRepo(owner: String, repo: String)
    case issues
    case userIssues
    case orgsIssuesByOrg(org: String)
    case reposIssuesByOwnerRepo(owner: String, repo: String)
    case reposIssuesByOwnerRepoNumber(owner: String, repo: String, number: Int)
    case reposAssigneesByOwnerRepo(owner: String, repo: String)
    case reposAssigneesByOwnerRepoAssignee(owner: String, repo: String, assignee: String)
    case reposIssuesCommentsByOwnerRepoNumber(owner: String, repo: String, number: Int)
    case reposIssuesEventsByOwnerRepoNumber(owner: String, repo: String, number: Int)
    case reposLabelsByOwnerRepo(owner: String, repo: String)
    case reposLabelsByOwnerRepoName(owner: String, repo: String, name: String)
    case reposIssuesLabelsByOwnerRepoNumber(owner: String, repo: String, number: Int)
    case reposIssuesLabelsByOwnerRepoNumberName(owner: String, repo: String, number: Int, name: String)
    case reposMilestonesLabelsByOwnerRepoNumber(owner: String, repo: String, number: Int)
    case reposMilestonesByOwnerRepo(owner: String, repo: String)
    case reposMilestonesByOwnerRepoNumber(owner: String, repo: String, number: Int)
    case emojis
    case gitignoreTemplates
    case gitignoreTemplatesByName(name: String)
    case markdown
    case markdownRaw
    case meta
    case rateLimit
    case usersOrgsByUser(user: String)
    case userOrgs
    case orgsByOrg(org: String)
    case orgsMembersByOrg(org: String)
    case orgsMembersByOrgUser(org: String, user: String)
    case orgsPublicMembersByOrg(org: String)
    case orgsPublicMembersByOrgUser(org: String, user: String)
    case orgsTeamsByOrg(org: String)
    case teamsById(id: Int)
    case teamsMembersById(id: Int)
    case teamsMembersByIdUser(id: Int, user: String)
    case teamsReposById(id: Int)
    case teamsReposByIdOwnerRepo(id: Int, owner: String, repo: String)
    case userTeams
    case reposPullsByOwnerRepo(owner: String, repo: String)
    case reposPullsByOwnerRepoNumber(owner: String, repo: String, number: Int)
    case reposPullsCommitsByOwnerRepoNumber(owner: String, repo: String, number: Int)
    case reposPullsFilesByOwnerRepoNumber(owner: String, repo: String, number: Int)
    case reposPullsMergeByOwnerRepoNumber(owner: String, repo: String, number: Int)
    case reposPullsCommentsByOwnerRepoNumber(owner: String, repo: String, number: Int)
    case userRepos
    case usersReposByUser(user: String)
    case orgsReposByOrg(org: String)
    case repositories
    case reposByOwnerRepo(owner: String, repo: String)
    case reposContributorsByOwnerRepo(owner: String, repo: String)
    case reposLanguagesByOwnerRepo(owner: String, repo: String)
    case reposTeamsByOwnerRepo(owner: String, repo: String)
    case reposTagsByOwnerRepo(owner: String, repo: String)
    case reposBranchesByOwnerRepo(owner: String, repo: String)
    case reposBranchesByOwnerRepoBranch(owner: String, repo: String, branch: String)
    case reposCollaboratorsByOwnerRepo(owner: String, repo: String)
    case reposCollaboratorsByOwnerRepoUser(owner: String, repo: String, user: String)
    case reposCommentsByOwnerRepo(owner: String, repo: String)
    case reposCommitsCommentsByOwnerRepoSha(owner: String, repo: String, sha: String)
    case reposCommentsByOwnerRepoId(owner: String, repo: String, id: Int)
    case reposCommitsByOwnerRepo(owner: String, repo: String)
    case reposCommitsByOwnerRepoSha(owner: String, repo: String, sha: String)
    case reposReadmeByOwnerRepo(owner: String, repo: String)
    case reposKeysByOwnerRepo(owner: String, repo: String)
    case reposKeysByOwnerRepoId(owner: String, repo: String, id: Int)
    case reposDownloadsByOwnerRepo(owner: String, repo: String)
    case reposDownloadsByOwnerRepoId(owner: String, repo: String, id: Int)
    case reposForksByOwnerRepo(owner: String, repo: String)
    case reposHooksByOwnerRepo(owner: String, repo: String)
    case reposHooksByOwnerRepoId(owner: String, repo: String, id: Int)
    case reposHooksTestsByOwnerRepoId(owner: String, repo: String, id: Int)
    case reposMergesByOwnerRepo(owner: String, repo: String)
    case reposReleasesByOwnerRepo(owner: String, repo: String)
    case reposReleasesByOwnerRepoId(owner: String, repo: String, id: Int)
    case reposReleasesAssetsByOwnerRepoId(owner: String, repo: String, id: Int)
    case reposStatsContributorsByOwnerRepo(owner: String, repo: String)
    case reposStatsCommitActivityByOwnerRepo(owner: String, repo: String)
    case reposStatsCodeFrequencyByOwnerRepo(owner: String, repo: String)
    case reposStatsParticipationByOwnerRepo(owner: String, repo: String)
    case reposStatsPunchCardByOwnerRepo(owner: String, repo: String)
    case reposStatusesByOwnerRepoRef(owner: String, repo: String, ref: String)
    case searchRepositories
    case searchCode
    case searchIssues
    case searchUsers
    case legacyIssuesSearchByOwnerRepositoryStateKeyword(
        owner: String, repository: String, state: String, keyword: String)
    case legacyReposSearchByKeyword(keyword: String)
    case legacyUserSearchByKeyword(keyword: String)
    case legacyUserEmailByEmail(email: String)
    case usersByUser(user: String)
    case user
    case users
    case userEmails
    case usersFollowersByUser(user: String)
    case userFollowers
    case usersFollowingByUser(user: String)
    case userFollowing
    case userFollowingByUser(user: String)
    case usersFollowingByUserTargetUser(user: String, targetUser: String)
    case usersKeysByUser(user: String)
    case userKeys
    case userKeysById(id: Int)
}

enum GitHubTypedRouteTable {
    /// The router for all 142 routes, with typed handlers.
    static func makeRouter() throws -> DeepLinkRouter<GitHubParam, GitHubTypedIntent> {
        try DeepLinkRouter {
            Route("authorizations", name: "authorizations") { _ in .authorizations }
            Route("authorizations" / .id, name: "authorizationsById") { p in .authorizationsById(id: try p.int(.id)) }
            Route("applications" / .clientId / "tokens" / .accessToken, name: "applicationsTokensByClientIdAccessToken")
            { p in
                .applicationsTokensByClientIdAccessToken(
                    clientId: try p.value(.clientId), accessToken: try p.value(.accessToken))
            }
            Route("applications" / .clientId / "tokens", name: "applicationsTokensByClientId") { p in
                .applicationsTokensByClientId(clientId: try p.value(.clientId))
            }
            Route("events", name: "events") { _ in .events }
            Route("repos" / .owner / .repo / "events", name: "reposEventsByOwnerRepo") { p in
                .reposEventsByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("networks" / .owner / .repo / "events", name: "networksEventsByOwnerRepo") { p in
                .networksEventsByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("orgs" / .org / "events", name: "orgsEventsByOrg") { p in .orgsEventsByOrg(org: try p.value(.org)) }
            Route("users" / .user / "received_events", name: "usersReceivedEventsByUser") { p in
                .usersReceivedEventsByUser(user: try p.value(.user))
            }
            Route("users" / .user / "received_events/public", name: "usersReceivedEventsPublicByUser") { p in
                .usersReceivedEventsPublicByUser(user: try p.value(.user))
            }
            Route("users" / .user / "events", name: "usersEventsByUser") { p in
                .usersEventsByUser(user: try p.value(.user))
            }
            Route("users" / .user / "events/public", name: "usersEventsPublicByUser") { p in
                .usersEventsPublicByUser(user: try p.value(.user))
            }
            Route("users" / .user / "events/orgs" / .org, name: "usersEventsOrgsByUserOrg") { p in
                .usersEventsOrgsByUserOrg(user: try p.value(.user), org: try p.value(.org))
            }
            Route("feeds", name: "feeds") { _ in .feeds }
            Route("notifications", name: "notifications") { _ in .notifications }
            Route("repos" / .owner / .repo / "notifications", name: "reposNotificationsByOwnerRepo") { p in
                .reposNotificationsByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("notifications/threads" / .id, name: "notificationsThreadsById") { p in
                .notificationsThreadsById(id: try p.int(.id))
            }
            Route("notifications/threads" / .id / "subscription", name: "notificationsThreadsSubscriptionById") { p in
                .notificationsThreadsSubscriptionById(id: try p.int(.id))
            }
            Route("repos" / .owner / .repo / "stargazers", name: "reposStargazersByOwnerRepo") { p in
                .reposStargazersByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("users" / .user / "starred", name: "usersStarredByUser") { p in
                .usersStarredByUser(user: try p.value(.user))
            }
            Route("user/starred", name: "userStarred") { _ in .userStarred }
            Route("user/starred" / .owner / .repo, name: "userStarredByOwnerRepo") { p in
                .userStarredByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "subscribers", name: "reposSubscribersByOwnerRepo") { p in
                .reposSubscribersByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("users" / .user / "subscriptions", name: "usersSubscriptionsByUser") { p in
                .usersSubscriptionsByUser(user: try p.value(.user))
            }
            Route("user/subscriptions", name: "userSubscriptions") { _ in .userSubscriptions }
            Route("repos" / .owner / .repo / "subscription", name: "reposSubscriptionByOwnerRepo") { p in
                .reposSubscriptionByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("user/subscriptions" / .owner / .repo, name: "userSubscriptionsByOwnerRepo") { p in
                .userSubscriptionsByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("users" / .user / "gists", name: "usersGistsByUser") { p in
                .usersGistsByUser(user: try p.value(.user))
            }
            Route("gists", name: "gists") { _ in .gists }
            Route("gists" / .id, name: "gistsById") { p in .gistsById(id: try p.int(.id)) }
            Route("gists" / .id / "star", name: "gistsStarById") { p in .gistsStarById(id: try p.int(.id)) }
            Route("gists" / .id / "forks", name: "gistsForksById") { p in .gistsForksById(id: try p.int(.id)) }
            Route("repos" / .owner / .repo / "git/blobs" / .sha, name: "reposGitBlobsByOwnerRepoSha") { p in
                .reposGitBlobsByOwnerRepoSha(
                    owner: try p.value(.owner), repo: try p.value(.repo), sha: try p.value(.sha))
            }
            Route("repos" / .owner / .repo / "git/blobs", name: "reposGitBlobsByOwnerRepo") { p in
                .reposGitBlobsByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "git/commits" / .sha, name: "reposGitCommitsByOwnerRepoSha") { p in
                .reposGitCommitsByOwnerRepoSha(
                    owner: try p.value(.owner), repo: try p.value(.repo), sha: try p.value(.sha))
            }
            Route("repos" / .owner / .repo / "git/commits", name: "reposGitCommitsByOwnerRepo") { p in
                .reposGitCommitsByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "git/refs", name: "reposGitRefsByOwnerRepo") { p in
                .reposGitRefsByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "git/tags" / .sha, name: "reposGitTagsByOwnerRepoSha") { p in
                .reposGitTagsByOwnerRepoSha(
                    owner: try p.value(.owner), repo: try p.value(.repo), sha: try p.value(.sha))
            }
            Route("repos" / .owner / .repo / "git/tags", name: "reposGitTagsByOwnerRepo") { p in
                .reposGitTagsByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "git/trees" / .sha, name: "reposGitTreesByOwnerRepoSha") { p in
                .reposGitTreesByOwnerRepoSha(
                    owner: try p.value(.owner), repo: try p.value(.repo), sha: try p.value(.sha))
            }
            Route("repos" / .owner / .repo / "git/trees", name: "reposGitTreesByOwnerRepo") { p in
                .reposGitTreesByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("issues", name: "issues") { _ in .issues }
            Route("user/issues", name: "userIssues") { _ in .userIssues }
            Route("orgs" / .org / "issues", name: "orgsIssuesByOrg") { p in .orgsIssuesByOrg(org: try p.value(.org)) }
            Route("repos" / .owner / .repo / "issues", name: "reposIssuesByOwnerRepo") { p in
                .reposIssuesByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "issues" / .number, name: "reposIssuesByOwnerRepoNumber") { p in
                .reposIssuesByOwnerRepoNumber(
                    owner: try p.value(.owner), repo: try p.value(.repo), number: try p.int(.number))
            }
            Route("repos" / .owner / .repo / "assignees", name: "reposAssigneesByOwnerRepo") { p in
                .reposAssigneesByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "assignees" / .assignee, name: "reposAssigneesByOwnerRepoAssignee") { p in
                .reposAssigneesByOwnerRepoAssignee(
                    owner: try p.value(.owner), repo: try p.value(.repo), assignee: try p.value(.assignee))
            }
            Route(
                "repos" / .owner / .repo / "issues" / .number / "comments", name: "reposIssuesCommentsByOwnerRepoNumber"
            ) { p in
                .reposIssuesCommentsByOwnerRepoNumber(
                    owner: try p.value(.owner), repo: try p.value(.repo), number: try p.int(.number))
            }
            Route("repos" / .owner / .repo / "issues" / .number / "events", name: "reposIssuesEventsByOwnerRepoNumber")
            { p in
                .reposIssuesEventsByOwnerRepoNumber(
                    owner: try p.value(.owner), repo: try p.value(.repo), number: try p.int(.number))
            }
            Route("repos" / .owner / .repo / "labels", name: "reposLabelsByOwnerRepo") { p in
                .reposLabelsByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "labels" / .name, name: "reposLabelsByOwnerRepoName") { p in
                .reposLabelsByOwnerRepoName(
                    owner: try p.value(.owner), repo: try p.value(.repo), name: try p.value(.name))
            }
            Route("repos" / .owner / .repo / "issues" / .number / "labels", name: "reposIssuesLabelsByOwnerRepoNumber")
            { p in
                .reposIssuesLabelsByOwnerRepoNumber(
                    owner: try p.value(.owner), repo: try p.value(.repo), number: try p.int(.number))
            }
            Route(
                "repos" / .owner / .repo / "issues" / .number / "labels" / .name,
                name: "reposIssuesLabelsByOwnerRepoNumberName"
            ) { p in
                .reposIssuesLabelsByOwnerRepoNumberName(
                    owner: try p.value(.owner), repo: try p.value(.repo), number: try p.int(.number),
                    name: try p.value(.name))
            }
            Route(
                "repos" / .owner / .repo / "milestones" / .number / "labels",
                name: "reposMilestonesLabelsByOwnerRepoNumber"
            ) { p in
                .reposMilestonesLabelsByOwnerRepoNumber(
                    owner: try p.value(.owner), repo: try p.value(.repo), number: try p.int(.number))
            }
            Route("repos" / .owner / .repo / "milestones", name: "reposMilestonesByOwnerRepo") { p in
                .reposMilestonesByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "milestones" / .number, name: "reposMilestonesByOwnerRepoNumber") { p in
                .reposMilestonesByOwnerRepoNumber(
                    owner: try p.value(.owner), repo: try p.value(.repo), number: try p.int(.number))
            }
            Route("emojis", name: "emojis") { _ in .emojis }
            Route("gitignore/templates", name: "gitignoreTemplates") { _ in .gitignoreTemplates }
            Route("gitignore/templates" / .name, name: "gitignoreTemplatesByName") { p in
                .gitignoreTemplatesByName(name: try p.value(.name))
            }
            Route("markdown", name: "markdown") { _ in .markdown }
            Route("markdown/raw", name: "markdownRaw") { _ in .markdownRaw }
            Route("meta", name: "meta") { _ in .meta }
            Route("rate_limit", name: "rateLimit") { _ in .rateLimit }
            Route("users" / .user / "orgs", name: "usersOrgsByUser") { p in .usersOrgsByUser(user: try p.value(.user)) }
            Route("user/orgs", name: "userOrgs") { _ in .userOrgs }
            Route("orgs" / .org, name: "orgsByOrg") { p in .orgsByOrg(org: try p.value(.org)) }
            Route("orgs" / .org / "members", name: "orgsMembersByOrg") { p in .orgsMembersByOrg(org: try p.value(.org))
            }
            Route("orgs" / .org / "members" / .user, name: "orgsMembersByOrgUser") { p in
                .orgsMembersByOrgUser(org: try p.value(.org), user: try p.value(.user))
            }
            Route("orgs" / .org / "public_members", name: "orgsPublicMembersByOrg") { p in
                .orgsPublicMembersByOrg(org: try p.value(.org))
            }
            Route("orgs" / .org / "public_members" / .user, name: "orgsPublicMembersByOrgUser") { p in
                .orgsPublicMembersByOrgUser(org: try p.value(.org), user: try p.value(.user))
            }
            Route("orgs" / .org / "teams", name: "orgsTeamsByOrg") { p in .orgsTeamsByOrg(org: try p.value(.org)) }
            Route("teams" / .id, name: "teamsById") { p in .teamsById(id: try p.int(.id)) }
            Route("teams" / .id / "members", name: "teamsMembersById") { p in .teamsMembersById(id: try p.int(.id)) }
            Route("teams" / .id / "members" / .user, name: "teamsMembersByIdUser") { p in
                .teamsMembersByIdUser(id: try p.int(.id), user: try p.value(.user))
            }
            Route("teams" / .id / "repos", name: "teamsReposById") { p in .teamsReposById(id: try p.int(.id)) }
            Route("teams" / .id / "repos" / .owner / .repo, name: "teamsReposByIdOwnerRepo") { p in
                .teamsReposByIdOwnerRepo(id: try p.int(.id), owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("user/teams", name: "userTeams") { _ in .userTeams }
            Route("repos" / .owner / .repo / "pulls", name: "reposPullsByOwnerRepo") { p in
                .reposPullsByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "pulls" / .number, name: "reposPullsByOwnerRepoNumber") { p in
                .reposPullsByOwnerRepoNumber(
                    owner: try p.value(.owner), repo: try p.value(.repo), number: try p.int(.number))
            }
            Route("repos" / .owner / .repo / "pulls" / .number / "commits", name: "reposPullsCommitsByOwnerRepoNumber")
            { p in
                .reposPullsCommitsByOwnerRepoNumber(
                    owner: try p.value(.owner), repo: try p.value(.repo), number: try p.int(.number))
            }
            Route("repos" / .owner / .repo / "pulls" / .number / "files", name: "reposPullsFilesByOwnerRepoNumber") {
                p in
                .reposPullsFilesByOwnerRepoNumber(
                    owner: try p.value(.owner), repo: try p.value(.repo), number: try p.int(.number))
            }
            Route("repos" / .owner / .repo / "pulls" / .number / "merge", name: "reposPullsMergeByOwnerRepoNumber") {
                p in
                .reposPullsMergeByOwnerRepoNumber(
                    owner: try p.value(.owner), repo: try p.value(.repo), number: try p.int(.number))
            }
            Route(
                "repos" / .owner / .repo / "pulls" / .number / "comments", name: "reposPullsCommentsByOwnerRepoNumber"
            ) { p in
                .reposPullsCommentsByOwnerRepoNumber(
                    owner: try p.value(.owner), repo: try p.value(.repo), number: try p.int(.number))
            }
            Route("user/repos", name: "userRepos") { _ in .userRepos }
            Route("users" / .user / "repos", name: "usersReposByUser") { p in
                .usersReposByUser(user: try p.value(.user))
            }
            Route("orgs" / .org / "repos", name: "orgsReposByOrg") { p in .orgsReposByOrg(org: try p.value(.org)) }
            Route("repositories", name: "repositories") { _ in .repositories }
            Route("repos" / .owner / .repo, name: "reposByOwnerRepo") { p in
                .reposByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "contributors", name: "reposContributorsByOwnerRepo") { p in
                .reposContributorsByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "languages", name: "reposLanguagesByOwnerRepo") { p in
                .reposLanguagesByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "teams", name: "reposTeamsByOwnerRepo") { p in
                .reposTeamsByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "tags", name: "reposTagsByOwnerRepo") { p in
                .reposTagsByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "branches", name: "reposBranchesByOwnerRepo") { p in
                .reposBranchesByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "branches" / .branch, name: "reposBranchesByOwnerRepoBranch") { p in
                .reposBranchesByOwnerRepoBranch(
                    owner: try p.value(.owner), repo: try p.value(.repo), branch: try p.value(.branch))
            }
            Route("repos" / .owner / .repo / "collaborators", name: "reposCollaboratorsByOwnerRepo") { p in
                .reposCollaboratorsByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "collaborators" / .user, name: "reposCollaboratorsByOwnerRepoUser") { p in
                .reposCollaboratorsByOwnerRepoUser(
                    owner: try p.value(.owner), repo: try p.value(.repo), user: try p.value(.user))
            }
            Route("repos" / .owner / .repo / "comments", name: "reposCommentsByOwnerRepo") { p in
                .reposCommentsByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "commits" / .sha / "comments", name: "reposCommitsCommentsByOwnerRepoSha")
            { p in
                .reposCommitsCommentsByOwnerRepoSha(
                    owner: try p.value(.owner), repo: try p.value(.repo), sha: try p.value(.sha))
            }
            Route("repos" / .owner / .repo / "comments" / .id, name: "reposCommentsByOwnerRepoId") { p in
                .reposCommentsByOwnerRepoId(owner: try p.value(.owner), repo: try p.value(.repo), id: try p.int(.id))
            }
            Route("repos" / .owner / .repo / "commits", name: "reposCommitsByOwnerRepo") { p in
                .reposCommitsByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "commits" / .sha, name: "reposCommitsByOwnerRepoSha") { p in
                .reposCommitsByOwnerRepoSha(
                    owner: try p.value(.owner), repo: try p.value(.repo), sha: try p.value(.sha))
            }
            Route("repos" / .owner / .repo / "readme", name: "reposReadmeByOwnerRepo") { p in
                .reposReadmeByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "keys", name: "reposKeysByOwnerRepo") { p in
                .reposKeysByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "keys" / .id, name: "reposKeysByOwnerRepoId") { p in
                .reposKeysByOwnerRepoId(owner: try p.value(.owner), repo: try p.value(.repo), id: try p.int(.id))
            }
            Route("repos" / .owner / .repo / "downloads", name: "reposDownloadsByOwnerRepo") { p in
                .reposDownloadsByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "downloads" / .id, name: "reposDownloadsByOwnerRepoId") { p in
                .reposDownloadsByOwnerRepoId(owner: try p.value(.owner), repo: try p.value(.repo), id: try p.int(.id))
            }
            Route("repos" / .owner / .repo / "forks", name: "reposForksByOwnerRepo") { p in
                .reposForksByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "hooks", name: "reposHooksByOwnerRepo") { p in
                .reposHooksByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "hooks" / .id, name: "reposHooksByOwnerRepoId") { p in
                .reposHooksByOwnerRepoId(owner: try p.value(.owner), repo: try p.value(.repo), id: try p.int(.id))
            }
            Route("repos" / .owner / .repo / "hooks" / .id / "tests", name: "reposHooksTestsByOwnerRepoId") { p in
                .reposHooksTestsByOwnerRepoId(owner: try p.value(.owner), repo: try p.value(.repo), id: try p.int(.id))
            }
            Route("repos" / .owner / .repo / "merges", name: "reposMergesByOwnerRepo") { p in
                .reposMergesByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "releases", name: "reposReleasesByOwnerRepo") { p in
                .reposReleasesByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "releases" / .id, name: "reposReleasesByOwnerRepoId") { p in
                .reposReleasesByOwnerRepoId(owner: try p.value(.owner), repo: try p.value(.repo), id: try p.int(.id))
            }
            Route("repos" / .owner / .repo / "releases" / .id / "assets", name: "reposReleasesAssetsByOwnerRepoId") {
                p in
                .reposReleasesAssetsByOwnerRepoId(
                    owner: try p.value(.owner), repo: try p.value(.repo), id: try p.int(.id))
            }
            Route("repos" / .owner / .repo / "stats/contributors", name: "reposStatsContributorsByOwnerRepo") { p in
                .reposStatsContributorsByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "stats/commit_activity", name: "reposStatsCommitActivityByOwnerRepo") {
                p in .reposStatsCommitActivityByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "stats/code_frequency", name: "reposStatsCodeFrequencyByOwnerRepo") { p in
                .reposStatsCodeFrequencyByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "stats/participation", name: "reposStatsParticipationByOwnerRepo") { p in
                .reposStatsParticipationByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "stats/punch_card", name: "reposStatsPunchCardByOwnerRepo") { p in
                .reposStatsPunchCardByOwnerRepo(owner: try p.value(.owner), repo: try p.value(.repo))
            }
            Route("repos" / .owner / .repo / "statuses" / .ref, name: "reposStatusesByOwnerRepoRef") { p in
                .reposStatusesByOwnerRepoRef(
                    owner: try p.value(.owner), repo: try p.value(.repo), ref: try p.value(.ref))
            }
            Route("search/repositories", name: "searchRepositories") { _ in .searchRepositories }
            Route("search/code", name: "searchCode") { _ in .searchCode }
            Route("search/issues", name: "searchIssues") { _ in .searchIssues }
            Route("search/users", name: "searchUsers") { _ in .searchUsers }
            Route(
                "legacy/issues/search" / .owner / .repository / .state / .keyword,
                name: "legacyIssuesSearchByOwnerRepositoryStateKeyword"
            ) { p in
                .legacyIssuesSearchByOwnerRepositoryStateKeyword(
                    owner: try p.value(.owner), repository: try p.value(.repository), state: try p.value(.state),
                    keyword: try p.value(.keyword))
            }
            Route("legacy/repos/search" / .keyword, name: "legacyReposSearchByKeyword") { p in
                .legacyReposSearchByKeyword(keyword: try p.value(.keyword))
            }
            Route("legacy/user/search" / .keyword, name: "legacyUserSearchByKeyword") { p in
                .legacyUserSearchByKeyword(keyword: try p.value(.keyword))
            }
            Route("legacy/user/email" / .email, name: "legacyUserEmailByEmail") { p in
                .legacyUserEmailByEmail(email: try p.value(.email))
            }
            Route("users" / .user, name: "usersByUser") { p in .usersByUser(user: try p.value(.user)) }
            Route("user", name: "user") { _ in .user }
            Route("users", name: "users") { _ in .users }
            Route("user/emails", name: "userEmails") { _ in .userEmails }
            Route("users" / .user / "followers", name: "usersFollowersByUser") { p in
                .usersFollowersByUser(user: try p.value(.user))
            }
            Route("user/followers", name: "userFollowers") { _ in .userFollowers }
            Route("users" / .user / "following", name: "usersFollowingByUser") { p in
                .usersFollowingByUser(user: try p.value(.user))
            }
            Route("user/following", name: "userFollowing") { _ in .userFollowing }
            Route("user/following" / .user, name: "userFollowingByUser") { p in
                .userFollowingByUser(user: try p.value(.user))
            }
            Route("users" / .user / "following" / .targetUser, name: "usersFollowingByUserTargetUser") { p in
                .usersFollowingByUserTargetUser(user: try p.value(.user), targetUser: try p.value(.targetUser))
            }
            Route("users" / .user / "keys", name: "usersKeysByUser") { p in .usersKeysByUser(user: try p.value(.user)) }
            Route("user/keys", name: "userKeys") { _ in .userKeys }
            Route("user/keys" / .id, name: "userKeysById") { p in .userKeysById(id: try p.int(.id)) }
        }
    }
}
