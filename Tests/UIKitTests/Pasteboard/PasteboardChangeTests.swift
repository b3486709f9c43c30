import Foundation
import Testing
import UIKitTesting

/// PB-8: `changeCount` and the change and removal notifications.
@Suite("Pasteboard changes and notifications")
struct PasteboardChangeTests {
    private static let utf8 = "public.utf8-plain-text"

    @Test("PB-8: every kind of write adds exactly one; reads of every kind add none")
    func oneChangePerWrite() {
        let pasteboard = freshPasteboard()
        let notes = PasteboardNotes(pasteboard)
        let writes: [(UIPasteboard) -> Void] = [
            { $0.string = "a" }, { $0.strings = ["a", "b"] }, { $0.url = URL(string: "https://a.example") },
            { $0.urls = [URL(string: "https://b.example")!] }, { $0.image = solidImage(.red) },
            { $0.images = [solidImage(.blue)] }, { $0.color = .red }, { $0.colors = [.green] },
            { $0.items = [[Self.utf8: "i"]] }, { $0.setItems([["com.acme.t": "s"]], options: [:]) },
            { $0.addItems([["com.acme.u": "u"]]) }, { $0.setData(Data([1]), forPasteboardType: "com.acme.d") },
            { $0.setValue("v", forPasteboardType: Self.utf8) },
            // Writing what is already there is still a write.
            { $0.setValue("v", forPasteboardType: Self.utf8) }, { $0.items = [] }, { $0.items = [] },
        ]
        for (i, write) in writes.enumerated() {
            write(pasteboard)
            #expect(pasteboard.changeCount == i + 1)
            _ = (pasteboard.items, pasteboard.types, pasteboard.numberOfItems, pasteboard.string, pasteboard.strings,
                 pasteboard.url, pasteboard.urls, pasteboard.image, pasteboard.images, pasteboard.color,
                 pasteboard.colors, pasteboard.hasStrings, pasteboard.hasURLs, pasteboard.hasImages,
                 pasteboard.hasColors, pasteboard.data(forPasteboardType: Self.utf8),
                 pasteboard.value(forPasteboardType: Self.utf8), pasteboard.contains(pasteboardTypes: [Self.utf8]),
                 pasteboard.itemSet(withPasteboardTypes: [Self.utf8]), pasteboard.types(forItemSet: nil))
            #expect(pasteboard.changeCount == i + 1)
            #expect(notes.changes == i + 1)
        }
    }

    @Test("adding no items and refused values change nothing")
    func nonWrites() {
        let pasteboard = freshPasteboard()
        pasteboard.string = "x"
        let notes = PasteboardNotes(pasteboard)
        pasteboard.addItems([])
        pasteboard.setValue(NSObject(), forPasteboardType: "com.acme.x")
        #expect(pasteboard.changeCount == 1)
        #expect(notes.all.isEmpty)
    }

    @Test("changedNotification: the pasteboard is its object, userInfo has the types added and removed")
    func changedUserInfo() {
        let pasteboard = freshPasteboard()
        let notes = PasteboardNotes(pasteboard)
        pasteboard.items = [[Self.utf8: "a", "public.html": "<b>a</b>"]]
        pasteboard.image = solidImage(.red)
        pasteboard.addItems([[Self.utf8: "b"]])
        pasteboard.items = []
        let expected: [PasteboardNotes.Note] = [
            .init(name: UIPasteboard.changedNotification, added: ["public.html", Self.utf8], removed: nil, hasUserInfo: true),
            .init(name: UIPasteboard.changedNotification, added: ["public.png"], removed: ["public.html", Self.utf8],
                  hasUserInfo: true),
            .init(name: UIPasteboard.changedNotification, added: [Self.utf8], removed: nil, hasUserInfo: true),
            .init(name: UIPasteboard.changedNotification, added: nil, removed: ["public.png", Self.utf8],
                  hasUserInfo: true),
        ]
        #expect(notes.all == expected)
    }

    @Test("changedNotification has no userInfo when items changed but no type came or went")
    func modifiedWithoutTypeChange() {
        let pasteboard = freshPasteboard()
        pasteboard.string = "first"
        let notes = PasteboardNotes(pasteboard)
        pasteboard.string = "second"
        pasteboard.strings = ["x", "y"]
        #expect(notes.all == Array(repeating: .init(name: UIPasteboard.changedNotification, added: nil, removed: nil,
                                                    hasUserInfo: false), count: 2))
    }

    @Test("an observer may use the pasteboard while being told of its change")
    func observerReadsAndWrites() {
        let pasteboard = freshPasteboard()
        nonisolated(unsafe) var seen: [String?] = []
        let token = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification,
                                                           object: pasteboard, queue: nil) { note in
            let board = note.object as! UIPasteboard
            seen.append(board.string)
            if board.string == "first" { board.string = "second" }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        pasteboard.string = "first"
        #expect(seen == ["first", "second"])
        #expect(pasteboard.changeCount == 2)
    }

    @Test("change counts are per pasteboard")
    func perPasteboardCounts() {
        let a = freshPasteboard(), b = freshPasteboard()
        let notesB = PasteboardNotes(b)
        a.string = "a1"
        a.string = "a2"
        b.string = "b1"
        #expect(a.changeCount == 2 && b.changeCount == 1)
        #expect(notesB.changes == 1)
    }

    @Test("the pasteboard is safe to use from many threads at once")
    func concurrentUse() {
        let pasteboard = freshPasteboard()
        let notes = PasteboardNotes(pasteboard)
        let threads = 8, writes = 100
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for i in 0..<writes {
                pasteboard.addItems([[Self.utf8: "\(thread)-\(i)"]])
                _ = pasteboard.strings
                _ = pasteboard.changeCount
                _ = pasteboard.contains(pasteboardTypes: [Self.utf8])
            }
        }
        #expect(pasteboard.changeCount == threads * writes)
        #expect(pasteboard.numberOfItems == threads * writes)
        #expect(Set(pasteboard.strings ?? []).count == threads * writes)
        #expect(notes.changes == threads * writes)
    }
}
