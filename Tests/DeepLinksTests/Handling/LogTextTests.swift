import Testing

@testable import DeepLinks

/// What logs show of a link: user-info, query values and fragment redacted.
@Suite struct LogTextTests {
    @Test func redactsUserInfoQueryValuesAndFragment() {
        #expect(
            LogText.redactingLink("myapp://me:pw@login?token=abc&next=/home#frag")
                == "myapp://<redacted>@login?token=<redacted>&next=<redacted>#<redacted>")
        #expect(LogText.redactingLink("https://host/recipe/1") == "https://host/recipe/1")
    }

    /// A combining mark after `://` does not hide the authority from the redaction: the separator is found in the
    /// bytes, not as characters (`/` and U+0301 are one `Character`).
    @Test func aCombiningMarkDoesNotHideTheUserInfo() {
        let logged = LogText.redactingLink("https://\u{301}me:pw@host/recipe/1")
        #expect(!logged.contains("pw"), "\(logged)")
        #expect(logged.hasSuffix("<redacted>@host/recipe/1"), "\(logged)")
    }

    /// Text that is no URL still has its user-info redacted: a malformed scheme that Foundation escaped (`%3A` for
    /// `:`) hides no `//me:secret@` after it (found by the payload fuzz target).
    @Test func textThatIsNoURLHidesNoUserInfo() {
        let logged = LogText.link("%09@!%EF%BF%BD%02%3A//me:S3CR3TM4RK@/%09@!")
        #expect(!logged.contains("S3CR3TM4RK"), "\(logged)")
        #expect(logged == "%09@!%EF%BF%BD%02%3A//<redacted>@/%09@!")
        #expect(LogText.redactingLink("/a//b/c") == "/a//b/c")
        #expect(LogText.strippingLink("x%3A//me:pw@h/p") == "x%3A//h/p")
    }

    /// Nor does one after `?`, `#`, `=`, `&` or `@`: every separator is found in the bytes.
    @Test(arguments: [
        ("https://h/x?\u{301}token=secret", "https://h/x?\u{301}token=<redacted>"),
        ("https://h/x?token=\u{301}secret", "https://h/x?token=<redacted>"),
        ("https://h/x?a=1&\u{301}token=secret", "https://h/x?a=<redacted>&\u{301}token=<redacted>"),
        ("https://h/x#\u{301}secret", "https://h/x#<redacted>"),
        ("https://me:secret@\u{301}h/x", "https://<redacted>@\u{301}h/x"),
        ("//me:secret@h/x", "//<redacted>@h/x"),
    ])
    func aCombiningMarkHidesNoSeparator(_ link: String, _ redacted: String) {
        #expect(LogText.redactingLink(link) == redacted)
        #expect(!LogText.strippingLink(link).contains("secret"))
    }

    /// What a public field keeps of a link: no user-info, query or fragment, whatever the text.
    @Test(arguments: [
        ("https://me:pw@evil.com/login?token=abc#top", "https://evil.com/login"),
        ("https://evil.com:8443/login", "https://evil.com:8443/login"), ("evil://a@b@host/x?y", "evil://host/x"),
        ("//me@evil.com/x#f", "//evil.com/x"), ("not a url?token=abc", "not a url"),
        ("/mail/a@b.com?x=1", "/mail/a@b.com"),
        ("myapp://login?next=https://me:pw@x", "myapp://login"), ("", ""),
    ])
    func strippingKeepsTheLinkBeforeItsSecrets(_ link: String, _ stripped: String) {
        #expect(LogText.strippingLink(link) == stripped)
    }

    /// The start of a longer link that ends inside its authority may be cut before the user-info's `@`: the authority
    /// is redacted whole.
    @Test func aCutStartRedactsAnAuthorityItEndsIn() {
        #expect(LogText.redactingLink("https://me:passw", isCut: true) == "https://<redacted>")
        #expect(LogText.redactingLink("https://a@b", isCut: true) == "https://<redacted>")
        #expect(LogText.redactingLink("https://a@b", isCut: false) == "https://<redacted>@b")
        #expect(LogText.redactingLink("https://host/pa", isCut: true) == "https://host/pa")
        #expect(LogText.redactingLink("https://host?tok", isCut: true) == "https://host?tok")
    }

    /// A path holds no query or fragment, but text that is no URL can carry `//me:secret@` in it: logs read a path's
    /// text the way they read a link's, and the error's public `path` holds no user-info (found by the payload fuzz
    /// target: `/!\u{588}://me:S3CR3TM4RK@/\t` from a push, refused for its control character).
    @Test func aPathHidesNoUserInfo() {
        #expect(LogText.path("/recipe/42") == "/recipe/42")
        #expect(LogText.path("/mail/a@b.com") == "/mail/a@b.com")
        #expect(LogText.path("/!\u{588}://me:S3CR3TM4RK@/\t") == "/!\u{588}://<redacted>@/\\t")
        #expect(LogText.path("/a//me:pw@h/b?c") == "/a//<redacted>@h/b?c")
        #expect(LogText.strippingUserInfo("/x://me:pw@host/recipe") == "/x://host/recipe")
        #expect(LogText.strippingUserInfo("/mail/a@b.com") == "/mail/a@b.com")
        // Every `//` run, not only the first, and a query item's name: one rule wherever the text came from.
        #expect(LogText.path("/a//b/c//me:pw@h") == "/a//b/c//<redacted>@h")
        #expect(LogText.link("https://h/a//me:pw@b") == "https://h/a//<redacted>@b")
        #expect(LogText.link("??x://me:pw@h") == "??x://<redacted>@h")
        #expect(LogText.link("/p?a://me:pw@h=1&b") == "/p?a://<redacted>@h=<redacted>&b")
        #expect(LogText.redactingLink("x?a://me:pw", isCut: true) == "x?a://<redacted>")
        #expect(LogText.name("utm_://me:pw@h") == "utm_://<redacted>@h")
        // A segment of such a path, quoted by an error, shows no more of it (payload fuzz target).
        #expect(LogText.segment("me:pw@h\u{2}", in: "/x//me:pw@h\u{2}") == "<redacted>@h\\u{2}")
        #expect(LogText.segment("me:pw@h", in: "/me:pw@h") == "me:pw@h")
        #expect(LogText.segment("recipe", in: "/recipe/42") == "recipe")
        #expect(LogText.segment("me:pw@h", in: "/x//me%3Apw@h/y") == "<redacted>@h")
        let long = "/x//me:" + String(repeating: "p", count: 600) + "@h"
        #expect(LogText.path(long) == "/x//<redacted>…")
    }
}
