import Foundation

/// Reads the orientation tag (0x0112) of a JPEG's EXIF block, which cameras use instead
/// of turning the pixels; UIKit turns it into `UIImage.imageOrientation`.
enum EXIFOrientation {
    /// The orientation a JPEG declares, or nil (not a JPEG, no EXIF, no tag, bad data).
    static func read(from data: Data) -> UIImage.Orientation? {
        let bytes = [UInt8](data.prefix(256 * 1024))
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var i = 2
        while i + 4 <= bytes.count, bytes[i] == 0xFF {
            let marker = bytes[i + 1]
            // Start of scan: the metadata segments are over.
            if marker == 0xDA { return nil }
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            guard length >= 2, i + 2 + length <= bytes.count else { return nil }
            if marker == 0xE1, let value = tag(in: bytes[(i + 4)..<(i + 2 + length)]) {
                return orientation(exifValue: value)
            }
            i += 2 + length
        }
        return nil
    }

    /// The orientation value in an APP1 segment's payload ("Exif\0\0" + TIFF).
    private static func tag(in segment: ArraySlice<UInt8>) -> Int? {
        let s = Array(segment)
        guard s.count >= 14, s[0...5].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0]) else { return nil }
        let tiff = Array(s[6...])
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return little ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let a = u16(at), let b = u16(at + 2) else { return nil }
            return little ? a | b << 16 : a << 16 | b
        }
        guard let ifd = u32(4), let count = u16(ifd) else { return nil }
        for entry in 0..<count {
            let at = ifd + 2 + entry * 12
            guard let tag = u16(at) else { return nil }
            if tag == 0x0112 { return u16(at + 8) }
        }
        return nil
    }

    private static func orientation(exifValue: Int) -> UIImage.Orientation? {
        switch exifValue {
        case 1: return .up
        case 2: return .upMirrored
        case 3: return .down
        case 4: return .downMirrored
        case 5: return .leftMirrored
        case 6: return .right
        case 7: return .rightMirrored
        case 8: return .left
        default: return nil
        }
    }
}
