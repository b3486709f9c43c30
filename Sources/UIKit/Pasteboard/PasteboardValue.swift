import Foundation

/// One representation's value as a pasteboard keeps it: checked and copied when written,
/// so what the pasteboard holds is immutable and can be shared between threads.
///
/// Writing follows `setValue(_:forPasteboardType:)`'s rule that the value's class must suit
/// the type: strings for text types (and URL types), URLs for URL types, images for image
/// types, colours for `com.apple.uikit.color`, data for any type, and property-list objects
/// (numbers, dates, arrays, dictionaries with string keys, strings, data) and URLs for types
/// the pasteboard does not know. Anything else is refused.
enum PasteboardValue: @unchecked Sendable {
    case string(String)
    case url(URL)
    case image(UIImage)
    case color(UIColor)
    case data(Data)
    /// A property list, its containers turned into Swift arrays and dictionaries, its
    /// strings, data and dates into Swift values; numbers stay as given (`Int`, `Double`,
    /// `Bool` or an immutable `NSNumber`). Nothing in it can change, which is why the enum
    /// may cross threads although `Any` is not `Sendable`.
    case propertyList(Any)

    /// `value` as a representation of `type`, or nil when the pasteboard refuses it.
    init?(_ value: Any, forType type: String) {
        let family = PasteboardType.family(of: type)
        if let data = Self.copiedData(value) {
            self = .data(data)
        } else if let image = value as? UIImage {
            guard family == .image else { return nil }
            self = .image(image)
        } else if let color = value as? UIColor {
            guard family == .color else { return nil }
            self = .color(color)
        } else if let url = value as? URL {
            guard family == .url || family == .other else { return nil }
            self = .url(url)
        } else if let string = value as? String {
            guard family == .text || family == .url || family == .other else { return nil }
            self = .string(string)
        } else {
            guard family == .other, let plist = Self.propertyList(value) else { return nil }
            self = .propertyList(plist)
        }
    }

    /// `value` copied as a property list, or nil when something in it is not a
    /// property-list object (a dictionary key that is not a string, a URL inside an array,
    /// any other object).
    static func propertyList(_ value: Any) -> Any? {
        if let string = value as? String { return string }
        if let data = copiedData(value) { return data }
        if let date = value as? Date { return date }
        if value as? NSNumber != nil { return value }
        if let array = value as? [Any] {
            var copy: [Any] = []
            copy.reserveCapacity(array.count)
            for element in array {
                guard let element = propertyList(element) else { return nil }
                copy.append(element)
            }
            return copy
        }
        if let dictionary = value as? [String: Any] {
            var copy: [String: Any] = [:]
            for (key, element) in dictionary {
                guard let element = propertyList(element) else { return nil }
                copy[key] = element
            }
            return copy
        }
        return nil
    }

    /// `value`'s bytes, copied: `Data` bridged from an `NSMutableData` can share the
    /// object's storage, which its owner may still change.
    private static func copiedData(_ value: Any) -> Data? {
        guard let data = value as? Data else { return nil }
        return value is NSData ? data.withUnsafeBytes { Data($0) } : data
    }

    /// The value as `value(forPasteboardType:)` returns it for a request of `requested`:
    /// an object of the class the requested type stands for (a `String` for text types, a
    /// `URL` for URL types, a `UIImage` for image types, a `UIColor` for colours), made
    /// from the stored data when that is how it was written; the stored value itself when
    /// the type says nothing about a class, or when the data does not convert.
    func object(for requested: String) -> Any {
        switch (PasteboardType.family(of: requested), self) {
        case (.text, .data(let data)):
            return String(data: data, encoding: Self.textEncoding(of: requested)) ?? data
        case (.url, .string(let string)):
            return URL(string: string) ?? string
        case (.url, .data(let data)):
            return URL(dataRepresentation: data, relativeTo: nil) ?? data
        case (.image, .data(let data)):
            return UIImage(data: data) ?? data
        case (.color, .data(let data)):
            return PasteboardColorCoding.color(from: data) ?? data
        default:
            return storedObject
        }
    }

    /// The value as it was written.
    var storedObject: Any {
        switch self {
        case .string(let string): return string
        case .url(let url): return url
        case .image(let image): return image
        case .color(let color): return color
        case .data(let data): return data
        case .propertyList(let plist): return plist
        }
    }

    /// The value as bytes, as `data(forPasteboardType:)` returns it for a representation
    /// stored under `type`: text in the type's encoding (UTF-8 unless the type says
    /// UTF-16), a URL's absolute string, an image as PNG (JPEG under `public.jpeg`), a
    /// colour in this library's colour coding, a property list as a binary property list.
    func data(storedAs type: String) -> Data? {
        switch self {
        case .data(let data):
            return data
        case .string(let string):
            return string.data(using: Self.textEncoding(of: type))
        case .url(let url):
            return url.dataRepresentation
        case .image(let image):
            return type == PasteboardType.jpeg ? image.jpegData(compressionQuality: 1) : image.pngData()
        case .color(let color):
            return PasteboardColorCoding.data(for: color)
        case .propertyList(let plist):
            return try? PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        }
    }

    /// The string encoding a text type's bytes are in.
    private static func textEncoding(of type: String) -> String.Encoding {
        switch type {
        case PasteboardType.utf16PlainText: return .utf16LittleEndian
        case PasteboardType.utf16ExternalPlainText: return .utf16
        default: return .utf8
        }
    }
}

/// How a colour is written as bytes under `com.apple.uikit.color`: a binary property list
/// holding the colour's extended sRGB red, green, blue and alpha as an array of four reals.
/// (UIKit writes a keyed archive of the `UIColor`; there is no keyed archiving of UIKit
/// objects here, so the bytes are this library's own.)
enum PasteboardColorCoding {
    static func components(of color: UIColor) -> [Double] {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha].map(Double.init)
    }

    static func color(components: Any) -> UIColor? {
        guard let array = components as? [Any] else { return nil }
        let c = array.compactMap { ($0 as? NSNumber).map { CGFloat($0.doubleValue) } }
        guard array.count == 4, c.count == 4, c.allSatisfy(\.isFinite) else { return nil }
        return UIColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    static func data(for color: UIColor) -> Data? {
        try? PropertyListSerialization.data(fromPropertyList: components(of: color), format: .binary, options: 0)
    }

    static func color(from data: Data) -> UIColor? {
        guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) else {
            return nil
        }
        return color(components: plist)
    }
}
