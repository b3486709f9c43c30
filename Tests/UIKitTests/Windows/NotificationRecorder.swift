import Foundation
import UIKitTesting

/// Records the window and screen notifications posted while it lives, in order, as
/// (name, object) pairs.
@MainActor
final class NotificationRecorder {
    struct Entry: Equatable, CustomStringConvertible {
        let name: Notification.Name
        let object: ObjectIdentifier?
        var description: String { name.rawValue }
    }

    private(set) var entries: [Entry] = []
    private var tokens: [NSObjectProtocol] = []

    static let windowAndScreenNames: [Notification.Name] = [
        UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeHiddenNotification,
        UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification,
        UIScreen.didConnectNotification, UIScreen.didDisconnectNotification, UIScreen.modeDidChangeNotification,
    ]

    init(names: [Notification.Name] = NotificationRecorder.windowAndScreenNames) {
        for name in names {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let entry = Entry(name: note.name, object: (note.object as AnyObject?).map(ObjectIdentifier.init))
                MainActor.assumeIsolated { self?.entries.append(entry) }
            })
        }
    }

    isolated deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }

    /// An entry for `name` about `object`.
    static func entry(_ name: Notification.Name, _ object: AnyObject) -> Entry {
        Entry(name: name, object: ObjectIdentifier(object))
    }

    /// Forgets what was recorded so far.
    func clear() { entries = [] }
}
