import AppSiteAssociationReader
import DeepLinks
import DeepLinksTestSupport
import Foundation
import Testing

@testable import DeepLinksTools

/// How the apple-app-site-association file is written: `defaults` and substitution variables where they make it
/// shorter, never changing which links open the app.
@Suite struct AppLinksLayoutTests {
    static let appID = "ABCDE12345.com.bestrecipes.app"

    @Test func aCaseInsensitiveTableWithSectionsGivesThisFile() throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent>(
            hosts: ["bestrecipes.com"], options: .caseInsensitiveLiterals
        ) {
            Route("recipes" / .id, name: "recipe") { p in .recipe(try p.value(.id)) }
            Route("menus" / .id, name: "menu") { p in .invite(try p.value(.id)) }
            Route("plans" / .id, name: "plan") { p in .search(try p.value(.id)) }
            Route("about", name: "about") { _ in .account }
        }
        let json = try router.routeTable.appleAppSiteAssociation(appIDs: [Self.appID])
        let expected = """
            {
              "applinks": {
                "details": [
                  {
                    "appIDs": [
                      "ABCDE12345.com.bestrecipes.app"
                    ],
                    "defaults": {
                      "caseSensitive": false
                    },
                    "components": [
                      {
                        "/": "/?*/?*/?*",
                        "exclude": true,
                        "comment": "more than 2 segments: ?* below also matches /"
                      },
                      {
                        "/": "/$(segment1)/?*",
                        "comment": "recipe: /recipes/:id; menu: /menus/:id; plan: /plans/:id"
                      },
                      {
                        "/": "/about",
                        "comment": "about: /about"
                      }
                    ]
                  }
                ],
                "substitutionVariables": {
                  "segment1": [
                    "recipes",
                    "menus",
                    "plans"
                  ]
                }
              }
            }

            """
        #expect(json == expected)
        let plain = AppLinksLayout(try router.routeTable.appLinksComponents()).file(appIDs: [Self.appID])
        #expect(json.utf8.count < plain.utf8.count)
        #expect(router.routeTable.checkAppleAppSiteAssociation(Data(json.utf8)).findings == [])
        let file = try AppSiteAssociation(json: json)
        #expect(file.opensApp(path: "/Menus/7"))
        #expect(file.opensApp(path: "/ABOUT"))
        #expect(!file.opensApp(path: "/menus"))
        #expect(!file.opensApp(path: "/orders/7"))
    }

    @Test func neitherIsUsedWhereItWouldMakeTheFileLonger() throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent>(options: .caseInsensitiveLiterals) {
            Route("recipes", name: "recipes") { _ in .account }
        }
        let json = try router.routeTable.appleAppSiteAssociation(appIDs: [Self.appID])
        // One component: `defaults` costs more lines than the key it saves, and there is nothing to merge.
        #expect(!json.contains("defaults"))
        #expect(!json.contains("substitutionVariables"))
        #expect(json.contains("\"caseSensitive\": false"))
    }

    static func component(_ path: String, excluded: Bool = false) -> AppLinksLayout.Written {
        AppLinksLayout.Written(path: path, query: [:], isExcluded: excluded, isCaseSensitive: true, comment: path)
    }

    @Test func componentsAreMergedOnlyWhereMovingThemUpChangesNoDecision() {
        // /b/?* would move up past the exclusion /b/*, which decides /b/1 before it: not merged.
        let blocked = [Self.component("/a/?*"), Self.component("/b/*", excluded: true), Self.component("/b/?*")]
        #expect(AppLinksLayout.groups(of: blocked).isEmpty)
        // Past an exclusion of other paths, it moves.
        let free = [Self.component("/a/?*"), Self.component("/c/*", excluded: true), Self.component("/b/?*")]
        let groups = AppLinksLayout.groups(of: free)
        #expect(groups.map(\.indices) == [[0, 2]])
        #expect(groups.map(\.segment) == [1])
        // Only components alike but for one literal segment: not a parameter, an exclusion or another query.
        let unlike = [
            Self.component("/a/?*"), Self.component("/?*/?*"), Self.component("/b/?*", excluded: true),
            AppLinksLayout.Written(
                path: "/c/?*", query: ["q": "?*"], isExcluded: false, isCaseSensitive: true, comment: ""),
        ]
        #expect(AppLinksLayout.groups(of: unlike).isEmpty)
    }

    /// Paths to try a file on: the corpus's example links, and each with its first segment replaced by every
    /// first segment of the table's, so that a component moved up is tried on the paths of those it passed.
    static func probes(of table: RouteTable) -> [String] {
        let examples = table.entries.flatMap(\.examples).map(\.path)
        let firsts = Set(examples.compactMap { $0.split(separator: "/").first.map(String.init) }).sorted()
        var probes = examples
        for example in examples {
            var segments = example.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard segments.count > 1 else { continue }
            for first in firsts {
                segments[1] = first
                probes.append(segments.joined(separator: "/"))
            }
        }
        return probes
    }

    @Test(arguments: Corpora.names)
    func aCorpusFileChecksCleanAndOpensTheSamePathsAsWrittenInFull(_ corpus: String) throws {
        let table = try Corpora.router(for: corpus).routeTable
        let json = try table.appleAppSiteAssociation(appIDs: [Self.appID])
        #expect(table.checkAppleAppSiteAssociation(Data(json.utf8)).findings == [])
        let full = AppLinksLayout(try table.appLinksComponents()).file(appIDs: [Self.appID])
        #expect(json.utf8.count <= full.utf8.count)
        let compact = try AppSiteAssociation(json: json)
        let reference = try AppSiteAssociation(json: full)
        let differ = Self.probes(of: table).filter { compact.opensApp(path: $0) != reference.opensApp(path: $0) }
        #expect(differ == [])
    }
}
