import Foundation

/// Finds the links a text view shows in a paragraph: ranges with a `.link` or
/// `UITextItem.tagAttributeName` attribute, and — for the kinds asked for — web and email
/// addresses and phone numbers in the text itself.
///
/// Foundation on Linux has no `NSDataDetector` (swift-corelibs-foundation does not declare
/// it), so data is found with regular expressions written for the common forms: URLs with a
/// scheme or starting `www.`, bare domains with a common top-level domain, email addresses,
/// and phone numbers of 7 to 15 digits with the usual separators. They are approximations of
/// Apple's detectors (see docs/DIFFERENCES.md).
@MainActor
struct TextLinkDetector {
    /// A link: where it is (in the paragraph's text) and what it is.
    struct Link {
        var range: NSRange
        var content: UITextItem.Content
    }

    let types: UIDataDetectorTypes

    /// The links of `paragraph` (a slice of a text view's text), in order.
    func links(in paragraph: EditableText) -> [Link] {
        var found: [Link] = []
        var location = 0
        for run in paragraph.runs {
            let range = NSRange(location: location, length: run.length)
            if let url = Self.url(run.attributes[.link]) {
                found.append(Link(range: range, content: .link(url)))
            } else if let tag = run.attributes[UITextItem.tagAttributeName] as? String {
                found.append(Link(range: range, content: .tag(tag)))
            }
            location += run.length
        }
        guard !types.intersection([.link, .phoneNumber]).isEmpty, paragraph.length > 0 else { return found }
        let string = paragraph.string
        let whole = NSRange(location: 0, length: paragraph.length)
        var detected: [Link] = []
        if types.contains(.link) {
            for match in Self.email.matches(in: string, range: whole) {
                let text = (string as NSString).substring(with: match.range)
                if let url = URL(string: "mailto:" + text) { detected.append(Link(range: match.range, content: .link(url))) }
            }
            for match in Self.web.matches(in: string, range: whole) {
                let range = Self.trimmingTrailingPunctuation(match.range, in: string)
                let text = (string as NSString).substring(with: range)
                let hasScheme = text.range(of: "://") != nil
                if let url = URL(string: hasScheme ? text : "http://" + text) {
                    detected.append(Link(range: range, content: .link(url)))
                }
            }
        }
        if types.contains(.phoneNumber) {
            for match in Self.phone.matches(in: string, range: whole) {
                let text = (string as NSString).substring(with: match.range)
                let digits = text.filter(\.isNumber)
                guard (7...15).contains(digits.count) else { continue }
                let dialled = (text.hasPrefix("+") ? "+" : "") + digits
                if let url = URL(string: "tel:" + dialled) { detected.append(Link(range: match.range, content: .link(url))) }
            }
        }
        // Attributed links win; a detected range overlapping one already found is dropped.
        for link in detected.sorted(by: { $0.range.location < $1.range.location })
        where !found.contains(where: { NSIntersectionRange($0.range, link.range).length > 0 }) {
            found.append(link)
        }
        return found.sorted { $0.range.location < $1.range.location }
    }

    private static func url(_ value: Any?) -> URL? {
        if let url = value as? URL { return url }
        if let string = value as? String { return URL(string: string) }
        return nil
    }

    /// `range` without the sentence punctuation a URL is usually followed by.
    private static func trimmingTrailingPunctuation(_ range: NSRange, in string: String) -> NSRange {
        let text = string as NSString
        var length = range.length
        while length > 1, let scalar = Unicode.Scalar(text.character(at: range.location + length - 1)),
              ".,;:!?)]}'\"".unicodeScalars.contains(scalar) {
            length -= 1
        }
        return NSRange(location: range.location, length: length)
    }

    // The patterns are fixed and valid; `try!` cannot fail on them.
    private static let email = try! NSRegularExpression(
        pattern: #"\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b"#)
    private static let web = try! NSRegularExpression(
        pattern: #"\b(?:[a-zA-Z][a-zA-Z0-9+.-]*://[^\s<>"]+|www\.[^\s<>"]+|(?<![@.\w])[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.(?:com|org|net|edu|gov|io|dev|app|info|co|uk|de|fr|jp|cn|ch|eu)\b(?:/[^\s<>"]*)?)"#)
    private static let phone = try! NSRegularExpression(
        pattern: #"(?<![\w+])\+?(?:\(\d{1,4}\)|\d)[\d\s().-]{5,}\d(?!\w)"#)
}
