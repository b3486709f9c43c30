import Foundation
import Testing
import UIKitTesting

/// `string`/`strings`, `url`/`urls`, `image`/`images`, `color`/`colors` and `has…`.
@Suite("Pasteboard conveniences")
struct PasteboardConvenienceTests {
    @Test("string writes one public.utf8-plain-text item and reads it back")
    func string() {
        let pasteboard = freshPasteboard()
        #expect(pasteboard.string == nil && pasteboard.strings == nil && !pasteboard.hasStrings)
        #expect(pasteboard.urls == nil && pasteboard.images == nil && pasteboard.colors == nil)
        pasteboard.string = "Hello, 世界"
        #expect(pasteboard.string == "Hello, 世界")
        #expect(pasteboard.types == ["public.utf8-plain-text"])
        #expect(pasteboard.numberOfItems == 1)
        #expect(pasteboard.hasStrings)
        #expect(!pasteboard.hasURLs && !pasteboard.hasImages && !pasteboard.hasColors)
        #expect(pasteboard.data(forPasteboardType: "public.utf8-plain-text") == Data("Hello, 世界".utf8))
        pasteboard.string = ""
        #expect(pasteboard.string == "")
    }

    @Test("strings: one item per string; reading skips items without one")
    func strings() {
        let pasteboard = freshPasteboard()
        pasteboard.strings = ["a", "b", "c"]
        #expect(pasteboard.numberOfItems == 3)
        #expect(pasteboard.strings == ["a", "b", "c"])
        #expect(pasteboard.string == "a")
        pasteboard.addItems([["com.acme.x": Data([1])], ["public.plain-text": "d"]])
        #expect(pasteboard.strings == ["a", "b", "c", "d"])
        pasteboard.strings = []
        #expect(pasteboard.numberOfItems == 0 && pasteboard.strings == nil)
    }

    @Test("a text representation other than UTF-8 plain text reads as the string")
    func otherTextTypes() {
        let pasteboard = freshPasteboard()
        pasteboard.setValue("plain", forPasteboardType: "public.plain-text")
        #expect(pasteboard.string == "plain")
        pasteboard.items = [["public.html": "<p>hi</p>"]]
        #expect(pasteboard.string == "<p>hi</p>")
        pasteboard.items = [["public.utf8-plain-text": "preferred", "public.html": "<p>other</p>"]]
        #expect(pasteboard.string == "preferred")
    }

    @Test("a URL reads as a string too, but a string is not a URL")
    func urlsAsStrings() {
        let pasteboard = freshPasteboard()
        let url = URL(string: "https://example.com/a%20b")!
        pasteboard.url = url
        #expect(pasteboard.types == ["public.url"])
        #expect(pasteboard.url == url)
        #expect(pasteboard.hasURLs && pasteboard.hasStrings)
        #expect(pasteboard.string == "https://example.com/a%20b")
        #expect(!pasteboard.contains(pasteboardTypes: ["public.utf8-plain-text"]))
        pasteboard.string = "https://example.com"
        #expect(pasteboard.url == nil && !pasteboard.hasURLs)
    }

    @Test("urls: one public.url item per URL, file URLs included")
    func urls() {
        let pasteboard = freshPasteboard()
        let urls = [URL(string: "https://a.example")!, URL(fileURLWithPath: "/tmp/file.txt")]
        pasteboard.urls = urls
        #expect(pasteboard.urls == urls)
        #expect(pasteboard.strings == ["https://a.example", "file:///tmp/file.txt"])
        pasteboard.addItems([["public.file-url": URL(fileURLWithPath: "/tmp/other")]])
        #expect(pasteboard.urls?.count == 3)
    }

    @Test("image writes public.png; its PNG data decodes to the same pixels")
    func image() throws {
        let pasteboard = freshPasteboard()
        let image = solidImage(.red, size: CGSize(width: 5, height: 2))
        pasteboard.image = image
        #expect(pasteboard.types == ["public.png"])
        #expect(pasteboard.image === image)
        #expect(pasteboard.hasImages && !pasteboard.hasStrings)
        let png = try #require(pasteboard.data(forPasteboardType: "public.png"))
        let decoded = try #require(UIImage(data: png))
        #expect(decoded.size == CGSize(width: 5, height: 2))
        #expect(RenderedPixels(decoded)[4, 1] == .red)
    }

    @Test("images: one item per image; images written as data under other image types are read too")
    func images() throws {
        let pasteboard = freshPasteboard()
        let jpeg = try #require(solidImage(.blue).jpegData(compressionQuality: 1))
        pasteboard.images = [solidImage(.red), solidImage(.green)]
        pasteboard.addItems([["public.jpeg": jpeg], ["com.acme.notimage": jpeg]])
        let images = try #require(pasteboard.images)
        #expect(images.count == 3)
        #expect(RenderedPixels(images[2])[0, 0].isClose(to: .blue, tolerance: 3))
        #expect(pasteboard.itemSet(withPasteboardTypes: UIPasteboard.typeListImage as! [String]) == IndexSet([0, 1, 2]))
    }

    @Test("color and colors write com.apple.uikit.color")
    func colors() {
        let pasteboard = freshPasteboard()
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        pasteboard.color = color
        #expect(pasteboard.types == ["com.apple.uikit.color"])
        #expect(pasteboard.color === color)
        #expect(pasteboard.hasColors && !pasteboard.hasImages)
        pasteboard.colors = [.red, .green, .blue]
        #expect(pasteboard.colors == [.red, .green, .blue])
        #expect(pasteboard.color == .red)
    }

    @Test("setting a convenience to nil leaves no items, and counts as a change")
    func settingNil() {
        let pasteboard = freshPasteboard()
        let notes = PasteboardNotes(pasteboard)
        pasteboard.string = "x"
        pasteboard.string = nil
        #expect(pasteboard.numberOfItems == 0)
        pasteboard.url = URL(string: "https://a.example")
        pasteboard.urls = nil
        pasteboard.image = solidImage(.red)
        pasteboard.images = nil
        pasteboard.color = .red
        pasteboard.colors = nil
        #expect(pasteboard.numberOfItems == 0)
        #expect(pasteboard.changeCount == 8)
        #expect(notes.changes == 8)
    }

    @Test("the plurals read every item that has such a value, in order")
    func mixedItems() {
        let pasteboard = freshPasteboard()
        pasteboard.items = [["public.utf8-plain-text": "one"],
                            ["public.png": solidImage(.red)],
                            ["public.url": URL(string: "https://two.example")!],
                            ["com.apple.uikit.color": UIColor.blue],
                            ["public.utf8-plain-text": "three", "com.apple.uikit.color": UIColor.green]]
        #expect(pasteboard.strings == ["one", "https://two.example", "three"])
        #expect(pasteboard.urls == [URL(string: "https://two.example")!])
        #expect(pasteboard.images?.count == 1)
        #expect(pasteboard.colors == [.blue, .green])
        #expect(pasteboard.string == "one" && pasteboard.url == nil && pasteboard.image == nil && pasteboard.color == nil)
        #expect(pasteboard.hasStrings && pasteboard.hasURLs && pasteboard.hasImages && pasteboard.hasColors)
    }
}
