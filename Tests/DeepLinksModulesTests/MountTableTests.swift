import DeepLinks
import DeepLinksTools
import Testing

/// The route table's renderings of mounted routes: where the module declared the route and where it was mounted.
///
/// The sites are pinned: `Catalog.swift:29` is `product`, `Support.swift:16` FAQ's `topic`, `Support.swift:58` the
/// FAQ's `Mount` in Support, `AppRoutes.swift:31` and `:50` the app's mounts of Catalog and Support.
@Suite struct MountTableTests {
    static let catalogProduct = "DeepLinksModulesTests/Catalog.swift:29"
    static let shopMount = "DeepLinksModulesTests/AppRoutes.swift:31"
    static let faqTopic = "DeepLinksModulesTests/Support.swift:16"
    static let faqInSupport = "DeepLinksModulesTests/Support.swift:58, in DeepLinksModulesTests/AppRoutes.swift:50"

    @Test func entriesSayWhereAMountedRouteWasMounted() throws {
        let table = try AppRoutes.router().routeTable
        let home = try #require(table.entries.first)
        #expect(home.mountSite == nil)
        let product = try #require(table.entries.first { $0.name == "shop.product" })
        #expect(product.declaredAt == Self.catalogProduct)
        #expect(product.mountSite == Self.shopMount)
        let store = try #require(table.entries.first { $0.name == "store.product" })
        #expect(store.declaredAt == Self.catalogProduct)
        #expect(store.mountSite == "DeepLinksModulesTests/AppRoutes.swift:37")
        let topic = try #require(table.entries.first { $0.patterns.map(\.text) == ["/help/faq/topic/:topic"] })
        #expect(topic.declaredAt == Self.faqTopic)
        #expect(topic.mountSite == Self.faqInSupport)
        let mounted: [Bool] = table.entries.map { $0.mountSite != nil }
        let expected: [Bool] = [false, false] + Array(repeating: true, count: 18)
        #expect(mounted == expected)
    }

    @Test func markdownRowsOfMountedRoutes() throws {
        let lines = try AppRoutes.router().routeTable.markdown().components(separatedBy: "\n")
        let product: String =
            "| shop.product | `/shop/product/:productId` | `productId`: Int, path, required | all links | — | "
            + "`https://example.com/shop/product/42`<br>`myapp://shop/product/42` | "
            + "`\(Self.catalogProduct), mounted at \(Self.shopMount)` |"
        #expect(lines.contains(product))
        let topic: String =
            "| faq.topic | `/help/faq/topic/:topic` | `topic`: String, path, required | all links | — | "
            + "`https://example.com/help/faq/topic/example`<br>`myapp://help/faq/topic/example` | "
            + "`\(Self.faqTopic), mounted at \(Self.faqInSupport)` |"
        #expect(lines.contains(topic))
        let home = try #require(lines.first { $0.hasPrefix("| — | `/` |") })
        #expect(home.hasSuffix(" | `DeepLinksModulesTests/AppRoutes.swift:21` |"))
    }

    @Test func htmlSectionsOfMountedRoutes() throws {
        let page = try AppRoutes.router().routeTable.html()
        let product: String = [
            #"<section class="route" id="route-3" data-route-index="3" data-route-name="shop.product">"#,
            #"<h2><span class="name">shop.product</span> <code class="pattern" data-pattern="/shop/product/:productId">"#
                + "/shop/product/:productId</code></h2>",
            #"<ul class="examples">"#,
            #"<li class="example" data-pattern-index="0" data-pattern="/shop/product/:productId">"#
                + #"<a class="link universal-link" href="https://example.com/shop/product/42">"#
                + #"<span class="kind">Universal link</span>https://example.com/shop/product/42</a>"#
                + #"<a class="link custom-scheme" href="myapp://shop/product/42">"#
                + #"<span class="kind">Custom scheme</span>myapp://shop/product/42</a></li>"#,
            "</ul>",
            "<dl>",
            "<dt>Parameters</dt><dd><code>productId</code>: Int, path, required</dd>",
            "<dt>Opened from</dt><dd>all links</dd>",
            "<dt>Declared at</dt><dd><code>\(Self.catalogProduct), mounted at \(Self.shopMount)</code></dd>",
            "</dl>",
            "</section>",
        ].joined(separator: "\n")
        #expect(page.contains(product))
        let topic: String =
            "<dt>Declared at</dt><dd><code>\(Self.faqTopic), mounted at \(Self.faqInSupport)</code></dd>"
        #expect(page.components(separatedBy: "\n").contains(topic))
        let home: String = "<dt>Declared at</dt><dd><code>DeepLinksModulesTests/AppRoutes.swift:21</code></dd>"
        #expect(page.components(separatedBy: "\n").contains(home))
    }

    @Test func theMountSiteIsEscapedLikeTheOtherFields() throws {
        let router = try DeepLinkRouter<AppParam, AppIntent> {
            Mount("x", FaqLinks.routes, fileID: "App/<a|b>&\"`q`'.swift", line: 7) { .support(.faq($0)) }
        }
        let html: String = router.routeTable.html()
        let htmlSite: String =
            "<dt>Declared at</dt><dd><code>\(Self.faqTopic), mounted at App/&lt;a|b&gt;&amp;&quot;`q`&#39;.swift:7"
            + "</code></dd>"
        #expect(html.components(separatedBy: "\n").contains(htmlSite))
        let markdown: String = router.routeTable.markdown()
        let markdownSite: String = " | ``\(Self.faqTopic), mounted at App/<a\\|b>&\"`q`'.swift:7`` |"
        #expect(markdown.components(separatedBy: "\n").contains { $0.hasSuffix(markdownSite) })
    }
}
