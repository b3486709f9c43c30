import Foundation

extension UIPasteboard {
    /// A pasteboard's name.
    public struct Name: Hashable, RawRepresentable, Sendable {
        public var rawValue: String

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The general pasteboard's name.
        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    /// Options for `setItems(_:options:)`; they apply to all the items on the pasteboard.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A `Date` when the items are removed from the pasteboard.
        public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")

        /// A `Bool`: true keeps the items off other devices (Handoff). There are no other
        /// devices here, so the option is kept with the items and has no effect.
        public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
    }

    /// Posted by a pasteboard (the notification's object) when its contents change, after
    /// `changeCount` is incremented. `userInfo` holds the representation types that came
    /// (`changedTypesAddedUserInfoKey`) and went (`changedTypesRemovedUserInfoKey`), each
    /// an array of strings present only when not empty; it is nil when items changed but no
    /// type came or went.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

    /// Posted by an app pasteboard (the notification's object) just before
    /// `remove(withName:)` invalidates it. No `userInfo`.
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")

    /// The `changedNotification` key of the representation types added.
    public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"

    /// The `changedNotification` key of the representation types removed.
    public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    /// The representation types of strings: `public.utf8-plain-text`, `public.text`.
    public class var typeListString: NSArray { NSArray(array: PasteboardType.stringList) }

    /// The representation types of URLs: `public.url`.
    public class var typeListURL: NSArray { NSArray(array: PasteboardType.urlList) }

    /// The representation types of images: `public.png`, `public.tiff`, `public.jpeg`,
    /// `com.compuserve.gif`, `com.apple.uikit.image`.
    public class var typeListImage: NSArray { NSArray(array: PasteboardType.imageList) }

    /// The representation types of colours: `com.apple.uikit.color`.
    public class var typeListColor: NSArray { NSArray(array: PasteboardType.colorList) }
}
