import Foundation

/// What the live-window test waits for: lines on standard output, when
/// `UIKIT_GALLERY_LOG_TOUCHES=1`.
enum GalleryLog {
    static let isEnabled = ProcessInfo.processInfo.environment["UIKIT_GALLERY_LOG_TOUCHES"] == "1"

    static func line(_ text: String) {
        guard isEnabled else { return }
        // Written at once: print() holds its output back when standard output is a pipe.
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
