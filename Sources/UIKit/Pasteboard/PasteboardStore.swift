import Foundation

/// The file a persistent pasteboard lives in, so that its contents outlive the process and
/// reach the other processes (apps) that use the same store directory.
///
/// **Where.** `$SWIFT_UIKIT_PASTEBOARD_DIR` when set, else
/// `$XDG_DATA_HOME/swift-uikit/pasteboards` (when `XDG_DATA_HOME` is an absolute path), else
/// `~/.local/share/swift-uikit/pasteboards`; one file per pasteboard, named after the
/// pasteboard (`com.apple.UIKit.pboard.general.plist`).
///
/// **Format.** A binary property list (dates keep their fractions of a second, which XML
/// property lists drop) whose root dictionary holds:
///
/// | key | value |
/// |---|---|
/// | `format` | the string `swift-uikit.pasteboard` |
/// | `version` | the integer `1` |
/// | `name` | the pasteboard's name |
/// | `changeCount` | its change count |
/// | `expirationDate` | a date, only when the items were written with one |
/// | `localOnly` | a boolean |
/// | `items` | an array of items; an item is an array of representations in order |
///
/// A representation is a dictionary of `type` (the type identifier), `kind` and `value`:
/// kind `string` holds a string; `url` the URL's absolute string; `image` PNG data (JPEG
/// under `public.jpeg`); `color` an array of four reals, extended sRGB red, green, blue,
/// alpha; `data` the bytes; `propertyList` the property list as written.
///
/// **Safety.** The file is written whole to a temporary file beside it, then renamed over
/// it, so a reader sees the old file or the new one, never half of one. A file that is
/// missing, unreadable or not in this format (garbage, truncated, wrong types anywhere)
/// reads as an empty pasteboard and is replaced at the next change. Each access compares
/// the file's identity (inode, size, modification time) with the one last read or written,
/// which is how a change made by another process is seen.
///
/// Unchecked `Sendable`: its one mutable property is only touched by its owner,
/// `PasteboardBacking`, under that backing's lock.
final class PasteboardStore: @unchecked Sendable {
    /// What the file holds.
    struct Snapshot {
        var contents: PasteboardContents
        /// Nil when the file was missing or unreadable: the count in memory stands.
        var changeCount: Int?
    }

    /// The environment variable that chooses the store directory (tests use it).
    static let directoryVariable = "SWIFT_UIKIT_PASTEBOARD_DIR"
    private static let format = "swift-uikit.pasteboard"
    private static let version = 1

    let fileURL: URL
    private let name: String
    private var identity: FileIdentity?

    init(directory: URL, name: UIPasteboard.Name) {
        self.name = name.rawValue
        fileURL = directory.appendingPathComponent(name.rawValue + ".plist", isDirectory: false)
    }

    /// The directory named by the environment (see the type's description).
    static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let directory = environment[directoryVariable], !directory.isEmpty {
            return URL(fileURLWithPath: directory, isDirectory: true)
        }
        let dataHome: URL
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            dataHome = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share")
        }
        return dataHome.appendingPathComponent("swift-uikit/pasteboards", isDirectory: true)
    }

    // MARK: Reading

    /// The file's contents if it changed (appeared, vanished, was replaced) since it was
    /// last read or written here; nil when it did not.
    func snapshotIfChanged() -> Snapshot? {
        let current = FileIdentity(of: fileURL)
        guard current != identity else { return nil }
        identity = current
        guard current != nil, let data = try? Data(contentsOf: fileURL), let snapshot = decode(data) else {
            return Snapshot(contents: .empty, changeCount: nil)
        }
        return snapshot
    }

    private func decode(_ data: Data) -> Snapshot? {
        guard let root = (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil))
                as? [String: Any],
              root["format"] as? String == Self.format, root["version"] as? Int == Self.version,
              root["name"] as? String == name,
              let changeCount = root["changeCount"] as? Int, changeCount >= 0,
              let localOnly = root["localOnly"] as? Bool,
              let items = root["items"] as? [Any]
        else { return nil }
        var contents = PasteboardContents()
        contents.localOnly = localOnly
        if let expiration = root["expirationDate"] {
            guard let date = expiration as? Date else { return nil }
            contents.expirationDate = date
        }
        for item in items {
            guard let representations = item as? [Any] else { return nil }
            var decoded: [PasteboardContents.Item.Representation] = []
            for representation in representations {
                guard let entry = representation as? [String: Any], let type = entry["type"] as? String,
                      let kind = entry["kind"] as? String, let value = entry["value"],
                      let decodedValue = Self.decodeValue(kind: kind, value)
                else { return nil }
                decoded.append((type, decodedValue))
            }
            contents.items.append(PasteboardContents.Item(decoded))
        }
        return Snapshot(contents: contents, changeCount: changeCount)
    }

    private static func decodeValue(kind: String, _ value: Any) -> PasteboardValue? {
        switch kind {
        case "string":
            return (value as? String).map(PasteboardValue.string)
        case "url":
            return (value as? String).flatMap { URL(string: $0) }.map(PasteboardValue.url)
        case "image":
            // Bytes that do not decode stay as bytes: nothing written is lost.
            guard let data = value as? Data else { return nil }
            return UIImage(data: data).map(PasteboardValue.image) ?? .data(data)
        case "color":
            return PasteboardColorCoding.color(components: value).map(PasteboardValue.color)
        case "data":
            return (value as? Data).map(PasteboardValue.data)
        case "propertyList":
            return PasteboardValue.propertyList(value).map(PasteboardValue.propertyList)
        default:
            return nil
        }
    }

    // MARK: Writing

    /// Writes `contents` with `changeCount`, atomically. A failure (no space, no
    /// permission) leaves the old file and the pasteboard in memory as they are.
    func save(_ contents: PasteboardContents, changeCount: Int) {
        var root: [String: Any] = [
            "format": Self.format, "version": Self.version, "name": name,
            "changeCount": changeCount, "localOnly": contents.localOnly,
            "items": contents.items.map { item in item.representations.compactMap(Self.encode) },
        ]
        root["expirationDate"] = contents.expirationDate
        guard let data = try? PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0) else {
            return
        }
        let manager = FileManager.default
        let directory = fileURL.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(fileURL.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true,
                                        attributes: [.posixPermissions: 0o700])
            try data.write(to: temporary, options: .withoutOverwriting)
            // What was copied may be private: only the owner reads the store.
            try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: temporary.path)
            guard rename(temporary.path, fileURL.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
            identity = FileIdentity(of: fileURL)
        } catch {
            try? manager.removeItem(at: temporary)
        }
    }

    private static func encode(_ representation: PasteboardContents.Item.Representation) -> [String: Any]? {
        let (kind, value): (String, Any?)
        switch representation.value {
        case .string(let string): (kind, value) = ("string", string)
        case .url(let url): (kind, value) = ("url", url.absoluteString)
        case .image: (kind, value) = ("image", representation.value.data(storedAs: representation.type))
        case .color(let color): (kind, value) = ("color", PasteboardColorCoding.components(of: color))
        case .data(let data): (kind, value) = ("data", data)
        case .propertyList(let plist): (kind, value) = ("propertyList", plist)
        }
        // An image with no bitmap has no bytes to keep.
        guard let value else { return nil }
        return ["type": representation.type, "kind": kind, "value": value]
    }
}

/// Enough of a file's metadata to tell that it was replaced or changed.
private struct FileIdentity: Equatable {
    var inode: UInt64
    var size: UInt64
    var modified: Date

    init?(of url: URL) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              let inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value,
              let size = (attributes[.size] as? NSNumber)?.uint64Value,
              let modified = attributes[.modificationDate] as? Date
        else { return nil }
        self.inode = inode
        self.size = size
        self.modified = modified
    }
}
