/// A read cursor over bytes in memory, for C decoders (Cairo's PNG reader, giflib) that
/// pull their input through a callback. The callback gets a pointer to the reader as
/// its context, since C function pointers cannot capture.
struct ByteReader {
    private let bytes: UnsafeRawBufferPointer
    private var offset = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// Copies up to `count` bytes to `destination` and returns how many it copied (fewer
    /// at the end of the bytes).
    mutating func read(into destination: UnsafeMutableRawPointer, count: Int) -> Int {
        let n = max(0, min(count, bytes.count - offset))
        if n > 0 {
            destination.copyMemory(from: bytes.baseAddress! + offset, byteCount: n)
            offset += n
        }
        return n
    }
}
