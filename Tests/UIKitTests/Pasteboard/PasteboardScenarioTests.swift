import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// The iPhone guide's pasteboard scenarios (PB) on app pasteboards. The scenarios about the
/// general pasteboard are in `GeneralPasteboardTests`, those about restarts in
/// `PasteboardPersistenceTests`.
@Suite("Pasteboard scenarios")
struct PasteboardScenarioTests {
    private static let plainText = "public.utf8-plain-text"

    @Test("A-132 (PB-2): a named pasteboard is absent until created, then found with its contents")
    func namedPasteboardLookup() throws {
        let name = UIPasteboard.Name("com.acme.board.\(UUID().uuidString)")
        #expect(UIPasteboard(name: name, create: false) == nil)
        let made = try #require(UIPasteboard(name: name, create: true))
        #expect(made.name == name)
        made.string = "shared"
        let found = try #require(UIPasteboard(name: name, create: false))
        #expect(found === made)
        #expect(found.string == "shared")
        #expect(UIPasteboard(name: name, create: true) === made)
        UIPasteboard.remove(withName: name)
    }

    @Test("A-133 (PB-2): two unique pasteboards have different, non-empty names")
    func uniqueNames() throws {
        let a = UIPasteboard.withUniqueName(), b = UIPasteboard.withUniqueName()
        #expect(!a.name.rawValue.isEmpty && !b.name.rawValue.isEmpty)
        #expect(a.name != b.name)
        #expect(a !== b)
        // Each is found again by its name.
        #expect(UIPasteboard(name: a.name, create: false) === a)
        #expect(UIPasteboard(name: b.name, create: false) === b)
    }

    @Test("A-134 (PB-3, current UIKit): app pasteboards are not persistent and setPersistent is ignored")
    func appPasteboardsAreNotPersistent() {
        let pasteboard = freshPasteboard()
        #expect(!pasteboard.isPersistent)
        pasteboard.setPersistent(true)
        #expect(!pasteboard.isPersistent)
        #expect(pasteboard.storeFile == nil)
    }

    @Test("A-137 (PB-6): addItems appends; setValue replaces everything with one item")
    func addThenReplace() {
        let pasteboard = freshPasteboard()
        pasteboard.addItems([["com.acme.a": "1"], ["com.acme.b": "2"], ["com.acme.c": "3"]])
        #expect(pasteboard.numberOfItems == 3)
        pasteboard.setValue("x", forPasteboardType: Self.plainText)
        #expect(pasteboard.numberOfItems == 1)
        #expect(pasteboard.types == [Self.plainText])
        #expect(pasteboard.types(forItemSet: nil)! == [[Self.plainText]])
    }

    @Test("A-138 (PB-6): setData then addItems gives two items, the first unchanged")
    func setDataThenAdd() {
        let pasteboard = freshPasteboard()
        let d1 = Data([1, 2, 3])
        pasteboard.setData(d1, forPasteboardType: "com.acme.t")
        pasteboard.addItems([["com.acme.t2": "v"]])
        #expect(pasteboard.numberOfItems == 2)
        #expect(pasteboard.data(forPasteboardType: "com.acme.t") == d1)
        #expect(pasteboard.types == ["com.acme.t"])
        #expect(pasteboard.types(forItemSet: IndexSet(integer: 1))! == [["com.acme.t2"]])
    }

    @Test("A-139 (PB-8): each write adds one to changeCount and posts one notification; reads do neither")
    func changeCountAndNotifications() {
        let pasteboard = freshPasteboard()
        let notes = PasteboardNotes(pasteboard)
        let c0 = pasteboard.changeCount
        pasteboard.setData(Data([7]), forPasteboardType: "com.acme.t")
        #expect(pasteboard.changeCount == c0 + 1)
        _ = pasteboard.data(forPasteboardType: "com.acme.t")
        _ = pasteboard.items
        _ = pasteboard.types
        #expect(pasteboard.changeCount == c0 + 1)
        #expect(notes.changes == 1)
        pasteboard.addItems([["com.acme.u": "u"]])
        #expect(pasteboard.changeCount == c0 + 2)
        #expect(notes.changes == 2)
    }

    @Test("A-140 (PB-7): one item in HTML and plain text")
    func severalRepresentations() {
        let pasteboard = freshPasteboard()
        pasteboard.items = [["public.html": "<b>x</b>", Self.plainText: "x"]]
        #expect(pasteboard.contains(pasteboardTypes: ["public.html"]))
        #expect(pasteboard.value(forPasteboardType: Self.plainText) as? String == "x")
        #expect(pasteboard.value(forPasteboardType: "public.html") as? String == "<b>x</b>")
        #expect(Set(pasteboard.types) == ["public.html", Self.plainText])
        #expect(pasteboard.numberOfItems == 1)
    }

    @Test("A-141 (PB-9): dates, dictionaries and URLs are accepted and read back equal")
    func propertyListValues() {
        let pasteboard = freshPasteboard()
        let date = Date(timeIntervalSince1970: 1_234_567_890)
        pasteboard.setValue(date, forPasteboardType: "com.acme.date")
        #expect(pasteboard.value(forPasteboardType: "com.acme.date") as? Date == date)
        pasteboard.setValue(["a": 1], forPasteboardType: "com.acme.dict")
        #expect(pasteboard.value(forPasteboardType: "com.acme.dict") as? [String: Int] == ["a": 1])
        let url = URL(string: "https://example.com/a?b=c")!
        pasteboard.setValue(url, forPasteboardType: "public.url")
        #expect(pasteboard.value(forPasteboardType: "public.url") as? URL == url)
        #expect(pasteboard.url == url)
        pasteboard.setValue([1, "two", [3.5]] as [Any], forPasteboardType: "com.acme.array")
        let array = pasteboard.value(forPasteboardType: "com.acme.array") as? [Any]
        #expect(array?.count == 3 && array?[1] as? String == "two")
    }

    @Test("A-141 (PB-9): an object that is not a property-list object is refused: no change")
    @MainActor
    func nonPropertyListValueIsRefused() {
        let pasteboard = freshPasteboard()
        pasteboard.string = "kept"
        let notes = PasteboardNotes(pasteboard)
        let count = pasteboard.changeCount
        pasteboard.setValue(UIView(), forPasteboardType: "com.acme.view")
        pasteboard.setValue(["a": UIView()], forPasteboardType: "com.acme.dict")
        pasteboard.setValue([NSObject()], forPasteboardType: "com.acme.array")
        #expect(pasteboard.changeCount == count)
        #expect(notes.changes == 0)
        #expect(pasteboard.string == "kept")
    }
}

/// Listings 3-5 to 3-7's tile: archived with `NSKeyedArchiver`, which on Linux needs a
/// top-level class.
final class ColorTile: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }
    let x: Int, y: Int, hue: Double

    init(x: Int, y: Int, hue: Double) {
        self.x = x
        self.y = y
        self.hue = hue
    }

    init?(coder: NSCoder) {
        x = coder.decodeInteger(forKey: "x")
        y = coder.decodeInteger(forKey: "y")
        hue = coder.decodeDouble(forKey: "hue")
    }

    func encode(with coder: NSCoder) {
        coder.encode(x, forKey: "x")
        coder.encode(y, forKey: "y")
        coder.encode(hue, forKey: "hue")
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? ColorTile else { return false }
        return other.x == x && other.y == y && other.hue == hue
    }
}

/// The iPhone guide's copy and paste scenarios (CC, PS): the pasteboard side of Listings
/// 3-5 to 3-7 (the edit menu is tested with the menu), on a tile the listings archive with
/// `NSKeyedArchiver`.
@Suite("Pasteboard: copy and paste of an archived object")
struct PasteboardCopyPasteTests {
    static let colorTileUTI = "com.example.colortile"

    /// Listing 3-6's `copy:`.
    static func copy(_ tile: ColorTile?, to pasteboard: UIPasteboard) {
        guard let tile,
              let data = try? NSKeyedArchiver.archivedData(withRootObject: tile, requiringSecureCoding: true)
        else { return }
        pasteboard.setData(data, forPasteboardType: colorTileUTI)
    }

    /// Listing 3-7's `paste:`: a tile at `selection` when the selection is empty and the
    /// pasteboard holds one.
    static func paste(into tiles: inout [ColorTile], at selection: (x: Int, y: Int), from pasteboard: UIPasteboard) {
        guard !tiles.contains(where: { $0.x == selection.x && $0.y == selection.y }),
              pasteboard.contains(pasteboardTypes: [colorTileUTI]),
              let data = pasteboard.data(forPasteboardType: colorTileUTI),
              let tile = try? NSKeyedUnarchiver.unarchivedObject(ofClass: ColorTile.self, from: data)
        else { return }
        tiles.append(ColorTile(x: selection.x, y: selection.y, hue: tile.hue))
    }

    @Test("A-124/A-125 (CC-4): copying a tile leaves exactly its type, its data unarchives equal, +1 change")
    func copyTile() throws {
        let pasteboard = freshPasteboard()
        pasteboard.string = "before"
        let count = pasteboard.changeCount
        let tile = ColorTile(x: 2, y: 3, hue: 0.25)
        Self.copy(tile, to: pasteboard)
        #expect(pasteboard.types == [Self.colorTileUTI])
        #expect(pasteboard.changeCount == count + 1)
        let data = try #require(pasteboard.data(forPasteboardType: Self.colorTileUTI))
        let copied = try NSKeyedUnarchiver.unarchivedObject(ofClass: ColorTile.self, from: data)
        #expect(copied == tile)
        // Unknown types read back as the data written.
        #expect(pasteboard.value(forPasteboardType: Self.colorTileUTI) as? Data == data)
        // No tile selected: nothing is written.
        Self.copy(nil, to: pasteboard)
        #expect(pasteboard.changeCount == count + 1)
    }

    @Test("A-126/A-127 (PS-3): pasting into an empty selection adds the tile there; otherwise nothing")
    func pasteTile() {
        let pasteboard = freshPasteboard()
        var tiles: [ColorTile] = []
        Self.paste(into: &tiles, at: (1, 1), from: pasteboard)
        #expect(tiles.isEmpty)
        Self.copy(ColorTile(x: 5, y: 5, hue: 0.75), to: pasteboard)
        Self.paste(into: &tiles, at: (1, 1), from: pasteboard)
        #expect(tiles == [ColorTile(x: 1, y: 1, hue: 0.75)])
        let count = pasteboard.changeCount
        Self.paste(into: &tiles, at: (1, 1), from: pasteboard)
        #expect(tiles.count == 1)
        #expect(pasteboard.changeCount == count)
        pasteboard.string = "no tile"
        Self.paste(into: &tiles, at: (2, 2), from: pasteboard)
        #expect(tiles.count == 1)
    }
}
