import Foundation

/// Standard output or standard error as a stream the command writes to.
struct StandardStream: TextOutputStream {
    let handle: FileHandle

    mutating func write(_ text: String) {
        handle.write(Data(text.utf8))
    }
}
