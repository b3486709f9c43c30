import Foundation
import Synchronization
import Testing
import UIKitTesting

/// A fresh app pasteboard, so tests running in parallel never share one.
func freshPasteboard() -> UIPasteboard {
    UIPasteboard.withUniqueName()
}

/// A new empty directory under the temporary directory.
func makeTemporaryDirectory(_ label: String = "pasteboard") -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("swift-uikit-\(label)-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The pasteboard notifications one pasteboard posts while the recorder lives, in order.
/// Notifications arrive on the thread that changed the pasteboard, hence the lock.
final class PasteboardNotes: Sendable {
    struct Note: Sendable, Equatable {
        var name: Notification.Name
        var added: [String]?
        var removed: [String]?
        var hasUserInfo: Bool
    }

    private final class Store: Sendable {
        let notes = Mutex<[Note]>([])
    }

    private let store = Store()
    private let tokens: Mutex<[NSObjectProtocol]>

    init(_ pasteboard: UIPasteboard) {
        let store = self.store
        let names = [UIPasteboard.changedNotification, UIPasteboard.removedNotification]
        tokens = Mutex(names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: pasteboard, queue: nil) { note in
                let info = note.userInfo
                let entry = Note(name: note.name,
                                 added: info?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String],
                                 removed: info?[UIPasteboard.changedTypesRemovedUserInfoKey] as? [String],
                                 hasUserInfo: info != nil)
                store.notes.withLock { $0.append(entry) }
            }
        })
    }

    deinit {
        tokens.withLock { $0.forEach(NotificationCenter.default.removeObserver) }
    }

    var all: [Note] { store.notes.withLock { $0 } }

    /// How many `changedNotification`s arrived.
    var changes: Int { all.filter { $0.name == UIPasteboard.changedNotification }.count }
}

/// Runs this test binary again as a child process that runs only the tests matching
/// `filter`, with `environment` added to its own; returns its exit status and output.
func runTestBinary(filter: String, environment: [String: String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = ["--testing-library", "swift-testing", "--filter", filter]
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}

/// A small opaque image: `size` points of `color` at scale 1.
func solidImage(_ color: UIColor, size: CGSize = CGSize(width: 4, height: 3)) -> UIImage {
    UIGraphicsImageRenderer(size: size, format: {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return format
    }()).image { context in
        color.setFill()
        context.fill(CGRect(origin: .zero, size: size))
    }
}
