import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// The general pasteboard and its store. Each test moves the general pasteboard to a store
/// in a new temporary directory (never the user's own), removed when the test ends; the
/// suite is serialized because there is one general pasteboard per process. The store's
/// tests are in `PasteboardPersistenceTests.swift`, the child process's role in
/// `PasteboardChildProcess`.
@Suite("General pasteboard and its store", .serialized)
final class GeneralPasteboardTests {
    let directory = makeTemporaryDirectory("general")
    let general: UIPasteboard

    init() {
        UIPasteboard.relocateGeneralStore(to: directory)
        general = UIPasteboard.general
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    @Test("A-130 (PB-2): general is one object, named general, also found by name")
    func generalIsASingleton() throws {
        #expect(UIPasteboard.general === UIPasteboard.general)
        #expect(general.name == UIPasteboard.Name.general)
        #expect(general.name.rawValue == "com.apple.UIKit.pboard.general")
        #expect(UIPasteboard(name: .general, create: false) === general)
        #expect(UIPasteboard(name: .general, create: true) === general)
    }

    @Test("A-134 (PB-3): the general pasteboard is persistent, whatever setPersistent says")
    func generalIsPersistent() {
        #expect(general.isPersistent)
        general.setPersistent(false)
        #expect(general.isPersistent)
        #expect(general.storeFile?.deletingLastPathComponent().standardizedFileURL == directory.standardizedFileURL)
    }

    @Test("remove(withName:) has no effect on the general pasteboard")
    func generalCannotBeRemoved() {
        general.string = "stays"
        let notes = PasteboardNotes(general)
        UIPasteboard.remove(withName: .general)
        #expect(UIPasteboard(name: .general, create: false) === general)
        #expect(general.string == "stays")
        #expect(notes.all.isEmpty)
    }

    @Test("A-131 (current UIKit): there is no Find pasteboard; its old name is an ordinary name")
    func noFindPasteboard() {
        // UIKit dropped the Find pasteboard in iOS 10 and `UIPasteboard.Name` no longer
        // has `.find`: the name finds nothing until an app makes a pasteboard of it.
        let find = UIPasteboard.Name("com.apple.UIKit.pboard.find")
        #expect(UIPasteboard(name: find, create: false) == nil)
    }

    @Test("A-139 on the general pasteboard: the change count carries on in the store")
    func generalChangeCount() {
        #expect(general.changeCount == 0)
        general.string = "a"
        general.string = "b"
        #expect(general.changeCount == 2)
        // Another process (here: the same store read afresh) sees the same count.
        UIPasteboard.relocateGeneralStore(to: directory)
        #expect(general.changeCount == 2)
        #expect(general.string == "b")
        general.url = URL(string: "https://example.com")
        #expect(general.changeCount == 3)
    }
}
