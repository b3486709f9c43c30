import Foundation

/// The kinds of data a read-only text view turns into tappable links.
public struct UIDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Telephone numbers (tapping calls: a `tel:` URL).
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// Web addresses and email addresses (`http(s):` and `mailto:` URLs).
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Postal addresses (not detected here; see docs/DIFFERENCES.md).
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Dates and times (not detected here).
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers (not detected here).
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers (not detected here).
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Look-up suggestions (not detected here).
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Amounts of money (not detected here).
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    /// Measurements (not detected here).
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: .max)
}
