import Foundation

/// A destination for data written by Core Graphics (PDF contexts).
///
/// Apple's initializers take `CFURL` and `CFMutableData`; on Linux they take `URL` and
/// `NSMutableData`. A file is written atomically when the document is closed, so a
/// half-written PDF never replaces an existing file.
public final class CGDataConsumer {
    enum Sink {
        case data(NSMutableData)
        case file(URL)
    }

    let sink: Sink

    /// A consumer that writes to a file URL (nil for a URL that is not a file URL).
    public init?(url: URL) {
        guard url.isFileURL else { return nil }
        sink = .file(url)
    }

    /// A consumer that appends to `data`.
    public init?(data: NSMutableData) {
        sink = .data(data)
    }
}

// Keys of PDF auxiliary-info dictionaries (Apple: `CFString` constants).
public let kCGPDFContextMediaBox = "MediaBox"
public let kCGPDFContextTitle = "Title"
public let kCGPDFContextAuthor = "Author"
public let kCGPDFContextSubject = "Subject"
public let kCGPDFContextKeywords = "Keywords"
public let kCGPDFContextCreator = "Creator"
