import Foundation
import Testing
import UIKitTesting

/// Items and their representations (PB-5, PB-7, PB-9): type queries, item sets, how values
/// are read back by type, and what is refused.
@Suite("Pasteboard items and representations")
struct PasteboardItemTests {
    private static let utf8 = "public.utf8-plain-text"

    /// Three items: text in two representations, a PNG image, custom data.
    private static func threeItems() -> (UIPasteboard, UIImage) {
        let pasteboard = freshPasteboard()
        let image = solidImage(.green)
        pasteboard.items = [[utf8: "hello", "public.html": "<i>hello</i>"],
                            ["public.png": image],
                            ["com.acme.blob": Data([1, 2, 3])]]
        return (pasteboard, image)
    }

    @Test("PB-5: a new pasteboard is empty")
    func emptyPasteboard() {
        let pasteboard = freshPasteboard()
        #expect(pasteboard.numberOfItems == 0)
        #expect(pasteboard.items.isEmpty)
        #expect(pasteboard.types.isEmpty)
        #expect(pasteboard.types(forItemSet: nil)! == [])
        #expect(!pasteboard.contains(pasteboardTypes: [Self.utf8]))
        #expect(!pasteboard.contains(pasteboardTypes: [Self.utf8], inItemSet: nil))
        #expect(pasteboard.data(forPasteboardType: Self.utf8) == nil)
        #expect(pasteboard.value(forPasteboardType: Self.utf8) == nil)
        #expect(pasteboard.itemSet(withPasteboardTypes: [Self.utf8]) == IndexSet())
        #expect(pasteboard.changeCount == 0)
    }

    @Test("PB-5, PB-7: items keep their representations; types are the first item's")
    func itemsRoundTrip() throws {
        let (pasteboard, image) = Self.threeItems()
        #expect(pasteboard.numberOfItems == 3)
        #expect(pasteboard.types == ["public.html", Self.utf8])
        #expect(pasteboard.types(forItemSet: nil)! == [["public.html", Self.utf8], ["public.png"], ["com.acme.blob"]])
        let items = pasteboard.items
        #expect(items.count == 3)
        #expect(items[0][Self.utf8] as? String == "hello")
        #expect(items[1]["public.png"] as? UIImage === image)
        #expect(items[2]["com.acme.blob"] as? Data == Data([1, 2, 3]))
    }

    @Test("item sets select items by type, conforming types included; nil means every item")
    func itemSets() throws {
        let (pasteboard, _) = Self.threeItems()
        #expect(pasteboard.itemSet(withPasteboardTypes: ["public.png"]) == IndexSet(integer: 1))
        #expect(pasteboard.itemSet(withPasteboardTypes: ["public.image", "com.acme.blob"]) == IndexSet([1, 2]))
        #expect(pasteboard.itemSet(withPasteboardTypes: ["public.text"]) == IndexSet(integer: 0))
        #expect(pasteboard.itemSet(withPasteboardTypes: []) == IndexSet())
        #expect(pasteboard.types(forItemSet: IndexSet([0, 2]))! == [["public.html", Self.utf8], ["com.acme.blob"]])
        #expect(pasteboard.contains(pasteboardTypes: ["public.png"], inItemSet: IndexSet(integer: 1)))
        #expect(!pasteboard.contains(pasteboardTypes: ["public.png"], inItemSet: nil))
        #expect(pasteboard.contains(pasteboardTypes: ["public.png", "public.text", "com.acme.blob"], inItemSet: nil))
        #expect(pasteboard.contains(pasteboardTypes: ["public.data"], inItemSet: IndexSet([0, 1])))
        #expect(!pasteboard.contains(pasteboardTypes: ["public.png"], inItemSet: IndexSet()))
        let pngs = try #require(pasteboard.data(forPasteboardType: "public.png", inItemSet: nil))
        #expect(pngs.count == 1 && UIImage(data: pngs[0]) != nil)
        let texts = try #require(pasteboard.values(forPasteboardType: "public.plain-text", inItemSet: IndexSet([0, 1])))
        #expect(texts.count == 1 && texts[0] as? String == "hello")
    }

    @Test("bad input: item sets naming items that do not exist give nil, not a crash")
    func itemSetOutOfRange() {
        let (pasteboard, _) = Self.threeItems()
        #expect(pasteboard.types(forItemSet: IndexSet(integer: 3)) == nil)
        #expect(pasteboard.data(forPasteboardType: "public.png", inItemSet: IndexSet([1, 99])) == nil)
        #expect(pasteboard.values(forPasteboardType: "public.png", inItemSet: IndexSet(integer: 1_000_000)) == nil)
        #expect(!pasteboard.contains(pasteboardTypes: ["public.png"], inItemSet: IndexSet(integer: 7)))
    }

    @Test("contains and reads use UTI conformance: utf8 text serves public.plain-text and public.text")
    func conformance() {
        let pasteboard = freshPasteboard()
        pasteboard.string = "héllo"
        #expect(pasteboard.types == [Self.utf8])
        for type in [Self.utf8, "public.plain-text", "public.text", "public.data"] {
            #expect(pasteboard.contains(pasteboardTypes: [type]), "\(type)")
        }
        #expect(!pasteboard.contains(pasteboardTypes: ["public.utf16-plain-text", "public.html", "public.url"]))
        #expect(pasteboard.value(forPasteboardType: "public.plain-text") as? String == "héllo")
        #expect(pasteboard.value(forPasteboardType: "public.text") as? String == "héllo")
        #expect(pasteboard.data(forPasteboardType: "public.text") == Data("héllo".utf8))
        #expect(pasteboard.value(forPasteboardType: "public.html") == nil)
    }

    @Test("reading by type gives the class the type stands for, converting written data")
    func valuesByType() throws {
        let pasteboard = freshPasteboard()
        let png = try #require(solidImage(.blue).pngData())
        pasteboard.items = [[Self.utf8: Data("from bytes".utf8),
                             "public.utf16-plain-text": "wide",
                             "public.url": Data("https://example.com/x".utf8),
                             "public.png": png,
                             "com.apple.uikit.color": try #require(Self.colorData(UIColor.red))]]
        #expect(pasteboard.value(forPasteboardType: Self.utf8) as? String == "from bytes")
        #expect(pasteboard.value(forPasteboardType: "public.url") as? URL == URL(string: "https://example.com/x"))
        let image = try #require(pasteboard.value(forPasteboardType: "public.png") as? UIImage)
        #expect(RenderedPixels(image)[2, 1].isClose(to: .blue))
        #expect(pasteboard.value(forPasteboardType: "public.image") is UIImage)
        #expect(pasteboard.value(forPasteboardType: "com.apple.uikit.color") as? UIColor == .red)
        // UTF-16 text is UTF-16 bytes.
        #expect(pasteboard.data(forPasteboardType: "public.utf16-plain-text") == "wide".data(using: .utf16LittleEndian))
        // Data that does not convert is returned as data.
        pasteboard.items = [["public.png": Data([1, 2]), Self.utf8: Data([0xFF, 0xFE, 0xFD])]]
        #expect(pasteboard.value(forPasteboardType: "public.png") as? Data == Data([1, 2]))
        #expect(pasteboard.value(forPasteboardType: Self.utf8) as? Data == Data([0xFF, 0xFE, 0xFD]))
        #expect(pasteboard.image == nil && pasteboard.string == nil)
    }

    /// A colour's bytes as the pasteboard writes them.
    private static func colorData(_ color: UIColor) -> Data? {
        let pasteboard = freshPasteboard()
        pasteboard.color = color
        return pasteboard.data(forPasteboardType: "com.apple.uikit.color")
    }

    @Test("data(forPasteboardType:) gives bytes for every kind of value")
    func dataForValues() throws {
        let pasteboard = freshPasteboard()
        let url = URL(string: "https://example.com/path")!
        let image = solidImage(.red)
        pasteboard.items = [[Self.utf8: "text", "public.url": url, "public.png": image, "public.jpeg": image,
                             "com.apple.uikit.color": UIColor.green, "com.acme.plist": ["a": [1, 2]]]]
        #expect(pasteboard.data(forPasteboardType: Self.utf8) == Data("text".utf8))
        #expect(pasteboard.data(forPasteboardType: "public.url") == Data("https://example.com/path".utf8))
        let png = try #require(pasteboard.data(forPasteboardType: "public.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let jpeg = try #require(pasteboard.data(forPasteboardType: "public.jpeg"))
        #expect(jpeg.starts(with: [0xFF, 0xD8]))
        let color = try #require(pasteboard.data(forPasteboardType: "com.apple.uikit.color"))
        let components = try PropertyListSerialization.propertyList(from: color, format: nil) as? [Double]
        #expect(components == [0, 1, 0, 1])
        let plist = try #require(pasteboard.data(forPasteboardType: "com.acme.plist"))
        let decoded = try PropertyListSerialization.propertyList(from: plist, format: nil) as? [String: [Int]]
        #expect(decoded == ["a": [1, 2]])
    }

    @Test("PB-9: a value whose class does not suit its type is not written")
    func incompatibleValues() {
        let pasteboard = freshPasteboard()
        pasteboard.string = "kept"
        let count = pasteboard.changeCount
        pasteboard.setValue(42, forPasteboardType: Self.utf8)
        pasteboard.setValue("not an image", forPasteboardType: "public.png")
        pasteboard.setValue(URL(string: "https://a.example")!, forPasteboardType: "public.text")
        pasteboard.setValue(solidImage(.red), forPasteboardType: "com.acme.custom")
        pasteboard.setValue(UIColor.red, forPasteboardType: "public.png")
        pasteboard.setValue(solidImage(.red), forPasteboardType: "com.apple.uikit.color")
        pasteboard.setValue([URL(string: "https://a.example")!], forPasteboardType: "com.acme.urls")
        pasteboard.setValue([1: "int keys"] as NSDictionary, forPasteboardType: "com.acme.dict")
        #expect(pasteboard.changeCount == count)
        #expect(pasteboard.string == "kept")
        // Data suits every type; a string suits a URL type.
        pasteboard.setValue(Data([1]), forPasteboardType: "public.png")
        pasteboard.setValue("https://b.example", forPasteboardType: "public.url")
        #expect(pasteboard.changeCount == count + 2)
        #expect(pasteboard.url == URL(string: "https://b.example"))
    }

    @Test("PB-9: items keep the representations they may hold and drop the others")
    func itemsDropRefusedValues() {
        let pasteboard = freshPasteboard()
        pasteboard.items = [[Self.utf8: "ok", "public.png": "not an image", "com.acme.obj": NSObject()],
                            ["com.acme.obj": NSObject()]]
        #expect(pasteboard.numberOfItems == 2)
        #expect(pasteboard.types == [Self.utf8])
        #expect(pasteboard.types(forItemSet: IndexSet(integer: 1))! == [[]])
        #expect(pasteboard.changeCount == 1)
    }

    @Test("Foundation containers and mutable objects are copied when written")
    func valuesAreCopied() {
        let pasteboard = freshPasteboard()
        let mutable = NSMutableString(string: "before")
        let data = NSMutableData(data: Data([1, 2]))
        pasteboard.items = [[Self.utf8: mutable, "com.acme.data": data,
                             "com.acme.list": NSArray(array: [NSString(string: "a"), NSNumber(value: 2)])]]
        mutable.append(" after")
        data.append(Data([3]))
        #expect(pasteboard.string == "before")
        #expect(pasteboard.data(forPasteboardType: "com.acme.data") == Data([1, 2]))
        let list = pasteboard.value(forPasteboardType: "com.acme.list") as? [Any]
        #expect(list?.first as? String == "a" && list?.last as? Int == 2)
    }

    @Test("the type lists are UIKit's")
    func typeLists() {
        #expect(UIPasteboard.typeListString as? [String] == ["public.utf8-plain-text", "public.text"])
        #expect(UIPasteboard.typeListURL as? [String] == ["public.url"])
        #expect(UIPasteboard.typeListImage as? [String]
                == ["public.png", "public.tiff", "public.jpeg", "com.compuserve.gif", "com.apple.uikit.image"])
        #expect(UIPasteboard.typeListColor as? [String] == ["com.apple.uikit.color"])
    }
}
