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
}
