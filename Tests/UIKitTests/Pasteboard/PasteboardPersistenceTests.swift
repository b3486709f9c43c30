import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// The general pasteboard's store: persistence across processes, its format, atomic
/// writes, and stores that are corrupt or cannot be written.
extension GeneralPasteboardTests {
    private static let fileName = "com.apple.UIKit.pboard.general.plist"

    private static func storeRoot(in directory: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: directory.appendingPathComponent(fileName))
        return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }

    // MARK: Across processes

    @Test("A-135/A-136 (PB-3): another process's general pasteboard outlives it; its app pasteboard does not")
    func writtenByAnotherProcess() throws {
        #expect(general.numberOfItems == 0)
        let named = "com.acme.child.\(UUID().uuidString)"
        let child = try runTestBinary(filter: "PasteboardChildProcess", environment: [
            PasteboardChildProcess.roleVariable: "write",
            PasteboardChildProcess.namedVariable: named,
            "SWIFT_UIKIT_PASTEBOARD_DIR": directory.path,
        ])
        #expect(child.status == 0, "\(child.output)")
        // This process already had the general pasteboard: it sees the other's write.
        #expect(PasteboardChildProcess.holdsTheItems(general))
        #expect(general.changeCount == 1)
        #expect(UIPasteboard(name: UIPasteboard.Name(named), create: false) == nil)
        // And a change here carries the count on.
        general.string = "back"
        #expect(general.changeCount == 2)
    }

    @Test("persistence across a restart: what this process wrote, a new process reads back")
    func readByAnotherProcess() throws {
        general.items = PasteboardChildProcess.items
        let result = directory.appendingPathComponent("result.txt")
        let child = try runTestBinary(filter: "PasteboardChildProcess", environment: [
            PasteboardChildProcess.roleVariable: "read",
            PasteboardChildProcess.resultVariable: result.path,
            "SWIFT_UIKIT_PASTEBOARD_DIR": directory.path,
        ])
        #expect(child.status == 0, "\(child.output)")
        #expect((try? String(contentsOf: result, encoding: .utf8)) == "ok")
    }

    @Test("a store read afresh holds every kind of value as written")
    func storeRoundTrip() throws {
        general.items = PasteboardChildProcess.items
        UIPasteboard.relocateGeneralStore(to: directory)
        #expect(PasteboardChildProcess.holdsTheItems(general))
        #expect(general.types == ["com.acme.custom", "public.utf8-plain-text"])
        general.setData(Data([0, 255, 7]), forPasteboardType: "com.acme.bytes")
        general.addItems([["public.jpeg": solidImage(.blue)], ["com.acme.number": 2.5, "com.acme.flag": true]])
        UIPasteboard.relocateGeneralStore(to: directory)
        #expect(general.data(forPasteboardType: "com.acme.bytes") == Data([0, 255, 7]))
        let images = try #require(general.images)
        #expect(images.count == 1 && RenderedPixels(images[0])[0, 0].isClose(to: .blue, tolerance: 3))
        let last = try #require(general.values(forPasteboardType: "com.acme.number", inItemSet: IndexSet(integer: 2)))
        #expect(last.first as? Double == 2.5)
        #expect(general.value(forPasteboardType: "com.acme.flag") == nil)
        #expect(general.values(forPasteboardType: "com.acme.flag", inItemSet: nil)?.first as? Bool == true)
    }

    // MARK: The file

    @Test("the store is the documented binary property list")
    func storeFormat() throws {
        let expiry = Date(timeIntervalSinceNow: 3600)
        general.setItems([["public.utf8-plain-text": "x", "public.url": URL(string: "https://a.example")!],
                          ["com.apple.uikit.color": UIColor.red, "public.png": solidImage(.green)],
                          ["com.acme.plist": ["n": 1], "com.acme.data": Data([9])]],
                         options: [.expirationDate: expiry, .localOnly: true])
        let bytes = try Data(contentsOf: directory.appendingPathComponent(Self.fileName))
        #expect(bytes.starts(with: Data("bplist00".utf8)))
        let root = try Self.storeRoot(in: directory)
        #expect(root["format"] as? String == "swift-uikit.pasteboard")
        #expect(root["version"] as? Int == 1)
        #expect(root["name"] as? String == "com.apple.UIKit.pboard.general")
        #expect(root["changeCount"] as? Int == 1)
        #expect(root["localOnly"] as? Bool == true)
        let storedExpiry = try #require(root["expirationDate"] as? Date)
        #expect(abs(storedExpiry.timeIntervalSince(expiry)) < 0.001)
        let items = try #require(root["items"] as? [[[String: Any]]])
        #expect(items.count == 3)
        let kinds = items.map { $0.map { "\($0["type"]!)=\($0["kind"]!)" } }
        #expect(kinds == [["public.url=url", "public.utf8-plain-text=string"],
                          ["com.apple.uikit.color=color", "public.png=image"],
                          ["com.acme.data=data", "com.acme.plist=propertyList"]])
        #expect(items[0][0]["value"] as? String == "https://a.example")
        #expect(items[1][0]["value"] as? [Double] == [1, 0, 0, 1])
        let png = try #require(items[1][1]["value"] as? Data)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(items[2][1]["value"] as? [String: Int] == ["n": 1])
    }

    @Test("the store is written whole and renamed into place: no temporary file stays; only the owner reads it")
    func atomicWrites() throws {
        for i in 0..<20 {
            general.string = "write \(i)"
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files == [Self.fileName])
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(Self.fileName).path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(try Self.storeRoot(in: directory)["changeCount"] as? Int == 20)
    }

    @Test("the store directory comes from the environment")
    func storeDirectory() {
        let home = ["HOME": "/home/u"]
        #expect(UIPasteboard.defaultStoreDirectory(environment: home).path
                == "/home/u/.local/share/swift-uikit/pasteboards")
        #expect(UIPasteboard.defaultStoreDirectory(environment: home.merging(["XDG_DATA_HOME": "/data"]) { $1 }).path
                == "/data/swift-uikit/pasteboards")
        // XDG paths must be absolute; a relative one is ignored.
        #expect(UIPasteboard.defaultStoreDirectory(environment: home.merging(["XDG_DATA_HOME": "rel"]) { $1 }).path
                == "/home/u/.local/share/swift-uikit/pasteboards")
        let all = home.merging(["XDG_DATA_HOME": "/data", "SWIFT_UIKIT_PASTEBOARD_DIR": "/tmp/pb"]) { $1 }
        #expect(UIPasteboard.defaultStoreDirectory(environment: all).path == "/tmp/pb")
    }

    // MARK: Bad stores

    /// Store files that are not a store, each made from a valid one (`valid`).
    nonisolated static let corruptions: [(label: String, make: @Sendable (_ valid: Data) -> Data)] = [
        ("garbage bytes", { _ in Data((0..<512).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }) }),
        ("a truncated property list", { $0.prefix($0.count / 2) }),
        ("an empty file", { _ in Data() }),
        ("a binary property list header and garbage", { _ in Data("bplist00".utf8) + Data(repeating: 0xFF, count: 40) }),
        ("a property list of the wrong kind", { _ in plist(["not", "a", "store"]) }),
        ("another format", { valid in edited(valid) { $0["format"] = "something.else" } }),
        ("a newer version", { valid in edited(valid) { $0["version"] = 2 } }),
        ("another pasteboard's name", { valid in edited(valid) { $0["name"] = "com.acme.other" } }),
        ("a change count that is a string", { valid in edited(valid) { $0["changeCount"] = "7" } }),
        ("a negative change count", { valid in edited(valid) { $0["changeCount"] = -3 } }),
        ("items that are not an array", { valid in edited(valid) { $0["items"] = ["a": 1] } }),
        ("an item that is a string", { valid in edited(valid) { $0["items"] = ["item"] } }),
        ("a representation of unknown kind", { valid in edited(valid) {
            $0["items"] = [[["type": "public.utf8-plain-text", "kind": "novel", "value": "x"]]] } }),
        ("a string representation holding data", { valid in edited(valid) {
            $0["items"] = [[["type": "public.utf8-plain-text", "kind": "string", "value": Data([1])]]] } }),
        ("a representation without a type", { valid in edited(valid) {
            $0["items"] = [[["kind": "string", "value": "x"]]] } }),
        ("a colour of three components", { valid in edited(valid) {
            $0["items"] = [[["type": "com.apple.uikit.color", "kind": "color", "value": [1.0, 0.0, 0.0]]]] } }),
        ("an expiration date that is not a date", { valid in edited(valid) { $0["expirationDate"] = "tomorrow" } }),
    ]

    private static func plist(_ value: Any) -> Data {
        (try? PropertyListSerialization.data(fromPropertyList: value, format: .xml, options: 0)) ?? Data()
    }

    private static func edited(_ valid: Data, _ edit: (inout [String: Any]) -> Void) -> Data {
        guard var root = (try? PropertyListSerialization.propertyList(from: valid, format: nil)) as? [String: Any]
        else { return Data() }
        edit(&root)
        return plist(root)
    }

    @Test("a corrupt store gives an empty pasteboard and is rewritten at the next change",
          arguments: corruptions.indices)
    func corruptStore(_ index: Int) throws {
        general.items = [["public.utf8-plain-text": "valid", "com.acme.n": 1]]
        let file = directory.appendingPathComponent(Self.fileName)
        let valid = try Data(contentsOf: file)
        try Self.corruptions[index].make(valid).write(to: file)

        UIPasteboard.relocateGeneralStore(to: directory)
        #expect(general.numberOfItems == 0, "\(Self.corruptions[index].label)")
        #expect(general.string == nil && general.items.isEmpty && general.types.isEmpty)
        #expect(!general.hasStrings)

        general.string = "fresh"
        UIPasteboard.relocateGeneralStore(to: directory)
        #expect(general.string == "fresh", "\(Self.corruptions[index].label)")
        let root = try Self.storeRoot(in: directory)
        #expect(root["format"] as? String == "swift-uikit.pasteboard")
    }

    @Test("a store file changed under a running process is read again; a vanished one reads as empty")
    func storeChangedUnderneath() throws {
        general.string = "one"
        let file = directory.appendingPathComponent(Self.fileName)
        try Data("garbage".utf8).write(to: file)
        #expect(general.string == nil)
        general.string = "two"
        #expect(general.changeCount == 2)
        try FileManager.default.removeItem(at: file)
        #expect(general.numberOfItems == 0)
        // The count stands when there is nothing to read it from.
        #expect(general.changeCount == 2)
    }

    @Test("a store that cannot be written keeps the pasteboard working in memory")
    func unwritableStore() throws {
        // A directory where the file should be: renaming over it fails.
        try FileManager.default.createDirectory(at: directory.appendingPathComponent(Self.fileName),
                                                withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: directory.appendingPathComponent(Self.fileName + "/x").path,
                                           contents: Data("x".utf8))
        UIPasteboard.relocateGeneralStore(to: directory)
        #expect(general.numberOfItems == 0)
        general.string = "in memory"
        #expect(general.string == "in memory")
        #expect(general.changeCount == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [Self.fileName])

        // A store directory that cannot be made (a file is in the way).
        let blocker = directory.appendingPathComponent("blocker")
        _ = FileManager.default.createFile(atPath: blocker.path, contents: Data())
        UIPasteboard.relocateGeneralStore(to: blocker.appendingPathComponent("store"))
        general.url = URL(string: "https://example.com")
        #expect(general.url == URL(string: "https://example.com"))
    }

    @Test("expired items in a store are gone when it is read")
    func expirationInTheStore() throws {
        general.setItems([["public.utf8-plain-text": "soon gone"]], options: [.expirationDate: Date(timeIntervalSinceNow: 0.3)])
        UIPasteboard.relocateGeneralStore(to: directory)
        #expect(general.string == "soon gone")
        Thread.sleep(forTimeInterval: 0.4)
        UIPasteboard.relocateGeneralStore(to: directory)
        #expect(general.string == nil)
        // Their removal was a change, written back to the store.
        #expect(try Self.storeRoot(in: directory)["changeCount"] as? Int == 2)
    }
}
