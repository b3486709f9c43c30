import Foundation
import Synchronization

/// The process's pasteboards by name: the general pasteboard, made on first use over its
/// store, and the named app pasteboards, which live until removed or the process ends.
enum PasteboardRegistry {
    static let general = UIPasteboard(
        name: .general,
        backing: PasteboardBacking(store: PasteboardStore(directory: PasteboardStore.defaultDirectory(), name: .general)))

    private static let named = Mutex<[UIPasteboard.Name: UIPasteboard]>([:])

    static func pasteboard(named name: UIPasteboard.Name, create: Bool) -> UIPasteboard? {
        if name == .general { return general }
        guard !name.rawValue.isEmpty else { return nil }
        return named.withLock { pasteboards in
            if let existing = pasteboards[name] { return existing }
            guard create else { return nil }
            let made = UIPasteboard(name: name, backing: PasteboardBacking(store: nil))
            pasteboards[name] = made
            return made
        }
    }

    static func uniquePasteboard() -> UIPasteboard {
        named.withLock { pasteboards in
            var name: UIPasteboard.Name
            repeat {
                name = UIPasteboard.Name(UUID().uuidString)
            } while pasteboards[name] != nil
            let made = UIPasteboard(name: name, backing: PasteboardBacking(store: nil))
            pasteboards[name] = made
            return made
        }
    }

    /// Takes the app pasteboard named `name` out of the registry and returns it.
    static func remove(_ name: UIPasteboard.Name) -> UIPasteboard? {
        named.withLock { $0.removeValue(forKey: name) }
    }
}

extension UIPasteboard {
    /// Points the general pasteboard at the store in `directory` and reads it, as if the
    /// process had started with `SWIFT_UIKIT_PASTEBOARD_DIR` set to it: for tests, which
    /// must not touch the user's own pasteboard.
    @_spi(Testing) public static func relocateGeneralStore(to directory: URL) {
        PasteboardRegistry.general.backing.relocate(to: PasteboardStore(directory: directory, name: .general))
    }

    /// The directory the general pasteboard's store is in, given `environment` (see
    /// `PasteboardStore`).
    @_spi(Testing) public static func defaultStoreDirectory(environment: [String: String]) -> URL {
        PasteboardStore.defaultDirectory(environment: environment)
    }

    /// The file a persistent pasteboard is kept in (nil for the others).
    @_spi(Testing) public var storeFile: URL? { backing.storeFile }
}
