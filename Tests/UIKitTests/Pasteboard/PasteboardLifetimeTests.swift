import Foundation
import Testing
import UIKitTesting

/// Named pasteboards' lives (PB-2): removal, and `setItems(_:options:)`'s expiration date.
@Suite("Pasteboard removal and expiration")
struct PasteboardLifetimeTests {
    @Test("remove(withName:) posts removedNotification first, then the name finds nothing")
    func removal() throws {
        let pasteboard = freshPasteboard()
        pasteboard.string = "doomed"
        let notes = PasteboardNotes(pasteboard)
        nonisolated(unsafe) var stringWhenTold: String?
        let token = NotificationCenter.default.addObserver(forName: UIPasteboard.removedNotification,
                                                           object: pasteboard, queue: nil) { note in
            stringWhenTold = (note.object as? UIPasteboard)?.string
            #expect(note.userInfo == nil)
        }
        defer { NotificationCenter.default.removeObserver(token) }
        UIPasteboard.remove(withName: pasteboard.name)
        #expect(notes.all == [.init(name: UIPasteboard.removedNotification, added: nil, removed: nil, hasUserInfo: false)])
        #expect(stringWhenTold == "doomed")
        #expect(UIPasteboard(name: pasteboard.name, create: false) == nil)
        // Creating the name again makes a new, empty pasteboard.
        let again = try #require(UIPasteboard(name: pasteboard.name, create: true))
        #expect(again !== pasteboard && again.numberOfItems == 0)
        UIPasteboard.remove(withName: again.name)
    }

    @Test("a removed pasteboard ignores every call")
    func removedPasteboardIgnoresCalls() {
        let pasteboard = freshPasteboard()
        pasteboard.string = "gone"
        UIPasteboard.remove(withName: pasteboard.name)
        let notes = PasteboardNotes(pasteboard)
        let count = pasteboard.changeCount
        pasteboard.string = "ignored"
        pasteboard.addItems([["com.acme.x": "y"]])
        pasteboard.setData(Data([1]), forPasteboardType: "com.acme.x")
        #expect(pasteboard.numberOfItems == 0 && pasteboard.string == nil)
        #expect(pasteboard.changeCount == count)
        #expect(notes.all.isEmpty)
    }

    @Test("bad input: removing a name that finds nothing, or the empty name, does nothing")
    func removingNothing() {
        UIPasteboard.remove(withName: UIPasteboard.Name("com.acme.never-made.\(UUID().uuidString)"))
        UIPasteboard.remove(withName: UIPasteboard.Name(""))
        #expect(UIPasteboard(name: UIPasteboard.Name(""), create: true) == nil)
        #expect(UIPasteboard(name: UIPasteboard.Name(""), create: false) == nil)
    }

    @Test("unique names stay unique over many pasteboards")
    func manyUniqueNames() {
        let pasteboards = (0..<200).map { _ in UIPasteboard.withUniqueName() }
        #expect(Set(pasteboards.map(\.name)).count == 200)
        for pasteboard in pasteboards {
            UIPasteboard.remove(withName: pasteboard.name)
        }
    }

    @Test("expirationDate: the items go once it has passed, a change with its notification")
    func expiration() {
        let pasteboard = freshPasteboard()
        pasteboard.setItems([["public.utf8-plain-text": "brief"], ["com.acme.x": "y"]],
                            options: [.expirationDate: Date(timeIntervalSinceNow: 0.25)])
        let notes = PasteboardNotes(pasteboard)
        #expect(pasteboard.string == "brief")
        #expect(pasteboard.changeCount == 1)
        Thread.sleep(forTimeInterval: 0.35)
        #expect(pasteboard.numberOfItems == 0)
        #expect(pasteboard.changeCount == 2)
        #expect(notes.all == [.init(name: UIPasteboard.changedNotification, added: nil,
                                    removed: ["public.utf8-plain-text", "com.acme.x"], hasUserInfo: true)])
    }

    @Test("an expiration date already past empties the pasteboard at its next use")
    func pastExpiration() {
        let pasteboard = freshPasteboard()
        pasteboard.setItems([["public.utf8-plain-text": "never seen"]], options: [.expirationDate: Date.distantPast])
        #expect(pasteboard.string == nil)
        #expect(pasteboard.changeCount == 2)
    }

    @Test("the expiration date applies to items added later; a plain write clears it")
    func expirationCoversLaterItems() {
        let pasteboard = freshPasteboard()
        pasteboard.setItems([["com.acme.a": "a"]], options: [.expirationDate: Date(timeIntervalSinceNow: 0.25)])
        pasteboard.addItems([["com.acme.b": "b"]])
        Thread.sleep(forTimeInterval: 0.35)
        #expect(pasteboard.numberOfItems == 0)

        pasteboard.setItems([["com.acme.a": "a"]], options: [.expirationDate: Date(timeIntervalSinceNow: 0.25)])
        pasteboard.string = "plain write"
        Thread.sleep(forTimeInterval: 0.35)
        #expect(pasteboard.string == "plain write")
    }

    @Test("options of the wrong type are ignored; localOnly is accepted")
    func optionTypes() {
        let pasteboard = freshPasteboard()
        pasteboard.setItems([["com.acme.a": "a"]], options: [.expirationDate: "yesterday", .localOnly: true,
                                                             UIPasteboard.OptionsKey(rawValue: "com.acme.option"): 1])
        #expect(pasteboard.numberOfItems == 1)
        pasteboard.setItems([["com.acme.a": "a"]])
        #expect(pasteboard.numberOfItems == 1)
    }
}
