import Foundation
import Testing
import UIKitTesting

/// What the test binary does when a persistence test runs it again as a child process
/// (another app, as far as the pasteboard is concerned): it writes the general pasteboard,
/// or checks what the parent wrote. Skipped in ordinary runs.
@Suite("Pasteboard child process")
struct PasteboardChildProcess {
    /// `write` or `read`.
    static let roleVariable = "SWIFT_UIKIT_PASTEBOARD_TEST_ROLE"
    /// The name of the app pasteboard the writer also makes.
    static let namedVariable = "SWIFT_UIKIT_PASTEBOARD_TEST_NAMED"
    /// The file the reader writes "ok" into when everything was as expected.
    static let resultVariable = "SWIFT_UIKIT_PASTEBOARD_TEST_RESULT"

    static let text = "written by another process"
    static let url = URL(string: "https://example.com/pasteboard?q=1")!
    static var custom: [String: Any] { ["k": 1, "list": ["a", "b"], "when": Date(timeIntervalSince1970: 1000)] }

    /// The items both roles agree on: text with a custom representation, an image, a
    /// colour and a URL.
    static var items: [[String: Any]] {
        [["public.utf8-plain-text": text, "com.acme.custom": custom],
         ["public.png": solidImage(.red)],
         ["com.apple.uikit.color": UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)],
         ["public.url": url]]
    }

    /// Whether `pasteboard` holds `items`, checked through the API a paste would use.
    static func holdsTheItems(_ pasteboard: UIPasteboard) -> Bool {
        guard pasteboard.numberOfItems == 4, pasteboard.string == text, pasteboard.urls == [url],
              let custom = pasteboard.value(forPasteboardType: "com.acme.custom") as? [String: Any],
              custom["k"] as? Int == 1, custom["list"] as? [String] == ["a", "b"],
              custom["when"] as? Date == Date(timeIntervalSince1970: 1000),
              let images = pasteboard.images, images.count == 1, images[0].size == CGSize(width: 4, height: 3),
              RenderedPixels(images[0])[1, 1] == .red,
              let colors = pasteboard.colors, colors.count == 1
        else { return false }
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = colors[0].getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return red == 0 && green == 0.5 && blue == 1 && alpha == 1
    }

    @Test("the child's role", .enabled(if: ProcessInfo.processInfo.environment[roleVariable] != nil))
    func childRole() throws {
        let environment = ProcessInfo.processInfo.environment
        switch environment[Self.roleVariable] {
        case "write":
            let name = UIPasteboard.Name(try #require(environment[Self.namedVariable]))
            try #require(UIPasteboard(name: name, create: true)).string = "app pasteboard"
            UIPasteboard.general.items = Self.items
        case "read":
            let result = URL(fileURLWithPath: try #require(environment[Self.resultVariable]))
            let general = UIPasteboard.general
            #expect(Self.holdsTheItems(general))
            #expect(general.changeCount == 1)
            if Self.holdsTheItems(general), general.changeCount == 1 {
                try Data("ok".utf8).write(to: result)
            }
        default:
            Issue.record("unknown role")
        }
    }
}
