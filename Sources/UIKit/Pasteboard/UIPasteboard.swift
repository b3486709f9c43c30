import Foundation

/// An object that helps a user share data from one place to another within an app, and
/// from one app to another.
///
/// The systemwide `general` pasteboard persists: it is kept in a file (see
/// `PasteboardStore`) and outlives the process; every process using the same store
/// directory shares it. Named pasteboards (`init(name:create:)`, `withUniqueName()`) live
/// in the process that makes them, as UIKit's have since iOS 10.
///
/// A pasteboard holds items; each item holds the same thing in one or more representation
/// types, usually uniform type identifiers (`public.utf8-plain-text`, `public.png`). Every
/// write replaces the items except `addItems(_:)`, which appends; each write increments
/// `changeCount` by one and posts `changedNotification`.
///
/// As in UIKit, a pasteboard may be used from any thread: every call takes the
/// pasteboard's lock. Notifications are posted on the thread that made the change.
///
/// Pasteboards come only from `general`, `init(name:create:)` and `withUniqueName()`; the
/// class cannot be subclassed here (see docs/DIFFERENCES.md).
public final class UIPasteboard: NSObject, @unchecked Sendable {
    // @unchecked: the stored properties are immutable and `PasteboardBacking` is Sendable;
    // NSObject is what keeps the compiler from seeing that.

    /// The pasteboard's name; a system pasteboard's is one of the `Name` constants.
    public let name: Name

    let backing: PasteboardBacking

    init(name: Name, backing: PasteboardBacking) {
        self.name = name
        self.backing = backing
        super.init()
    }

    @available(*, unavailable, message: "use UIPasteboard.general, UIPasteboard(name:create:) or UIPasteboard.withUniqueName()")
    public override init() {
        preconditionFailure("UIPasteboard(): use UIPasteboard.general, UIPasteboard(name:create:) or withUniqueName()")
    }

    /// The systemwide general pasteboard, for copy, cut and paste of text, images, URLs,
    /// colours and other data. Persistent: its contents survive the process.
    public class var general: UIPasteboard { PasteboardRegistry.general }

    /// An app pasteboard with a unique, system-generated name (read `name` to learn it).
    /// Not persistent: it exists until the process ends or `remove(withName:)`.
    public class func withUniqueName() -> UIPasteboard {
        PasteboardRegistry.uniquePasteboard()
    }

    /// Invalidates the app pasteboard named `pasteboardName`: it drops its items and
    /// ignores every later call, and the name no longer finds it. Posts
    /// `removedNotification` (object: the pasteboard) just before. No effect for the
    /// general pasteboard or a name that finds nothing.
    public class func remove(withName pasteboardName: Name) {
        guard let removed = PasteboardRegistry.remove(pasteboardName) else { return }
        NotificationCenter.default.post(name: removedNotification, object: removed)
        removed.backing.invalidate()
    }

    /// Whether the pasteboard outlives the process: true for the general pasteboard only.
    /// Since iOS 10 UIKit sets this itself; named pasteboards are never persistent.
    @available(iOS, introduced: 3.0, deprecated: 10.0, message: "Do not set persistence on pasteboards. This property is set automatically.")
    public var isPersistent: Bool { backing.isPersistent }

    /// Ignored, as in UIKit since iOS 10: persistence is decided by the pasteboard's kind.
    @available(iOS, introduced: 3.0, deprecated: 10.0, message: "Do not set persistence on pasteboards. This property is set automatically.")
    public func setPersistent(_ persistent: Bool) {}

    /// How many times the contents have changed: every write adds one (reads never do),
    /// as does the removal of items whose expiration date has passed. Kept with a
    /// persistent pasteboard's contents, so it carries on across processes.
    public var changeCount: Int {
        let snapshot = backing.snapshot()
        announce(snapshot.change)
        return snapshot.changeCount
    }

    // MARK: Reading and writing, for the extensions

    /// The contents now. Items found expired are removed first, and that change announced.
    func currentContents() -> PasteboardContents {
        let snapshot = backing.snapshot()
        announce(snapshot.change)
        return snapshot.contents
    }

    /// Replaces the contents with `update`'s result (nil: no write) and announces it.
    func write(_ update: (PasteboardContents) -> PasteboardContents?) {
        for change in backing.write(update) {
            announce(change)
        }
    }

    /// Replaces every item, without options (any expiration date goes too).
    func replaceItems(_ items: [PasteboardContents.Item]) {
        write { _ in PasteboardContents(items: items) }
    }

    private func announce(_ change: PasteboardChange?) {
        guard let change else { return }
        NotificationCenter.default.post(name: Self.changedNotification, object: self, userInfo: change.userInfo)
    }
}

/// Gives `UIPasteboard` the initializer `init?(name:create:)`, which must return the one
/// pasteboard registered under a name: a class's own initializers always make a new
/// object, an initializer in a protocol extension may assign `self`. (UIKit's is a factory
/// method, `+pasteboardWithName:create:`, imported as an initializer.) Not for other use.
public protocol _UIPasteboardLookup {}

extension UIPasteboard: _UIPasteboardLookup {}

extension _UIPasteboardLookup where Self: UIPasteboard {
    /// The pasteboard named `pasteboardName`, made first when `create` is true and there is
    /// none. Every call with a name returns the same object, until `remove(withName:)`.
    /// `Name.general` returns `general`. Nil when there is no such pasteboard and `create` is
    /// false, and for an empty name.
    public init?(name pasteboardName: UIPasteboard.Name, create: Bool) {
        guard let pasteboard = PasteboardRegistry.pasteboard(named: pasteboardName, create: create) as? Self else {
            return nil
        }
        self = pasteboard
    }
}
