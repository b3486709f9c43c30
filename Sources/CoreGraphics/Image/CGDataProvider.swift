import Foundation

/// A source of bytes for an image.
///
/// Apple's `data` is a `CFData`; on Linux it is Foundation's `Data` (CoreFoundation
/// types are not exported there). `CGDataProvider(data:)` likewise takes `Data`.
public final class CGDataProvider: Sendable {
    /// Bytes in memory, or the pixels of a Cairo image surface that an image was made
    /// from (decoded files, `CGContext.makeImage()`), copied out only when asked for.
    package enum Storage: Sendable {
        case bytes(Data)
        case surface(CairoSurface)
    }

    package let storage: Storage

    package init(storage: Storage) {
        self.storage = storage
    }

    /// A provider for the given bytes. Never nil; failable as Apple's is.
    public init?(data: Data) {
        storage = .bytes(data)
    }

    /// A provider for the contents of a file URL, or nil if it cannot be read.
    public convenience init?(url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
    }

    /// A provider for the contents of a file path, or nil if it cannot be read.
    public convenience init?(filename: String) {
        self.init(url: URL(fileURLWithPath: filename))
    }

    /// Calls `body` with the provider's bytes in place, without the copy `data` makes
    /// of a surface.
    package func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        switch storage {
        case .bytes(let data): return try data.withUnsafeBytes(body)
        case .surface(let surface):
            surface.flush()
            return try body(UnsafeRawBufferPointer(start: surface.data, count: surface.stride * surface.height))
        }
    }

    /// A copy of the provider's bytes.
    public var data: Data? {
        switch storage {
        case .bytes(let data): return data
        case .surface(let surface):
            surface.flush()
            return Data(bytes: surface.data, count: surface.stride * surface.height)
        }
    }
}
