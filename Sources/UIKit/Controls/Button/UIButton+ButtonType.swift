import Foundation

extension UIButton {
    /// A button's type, chosen at creation (`init(type:)`), which decides its default look.
    public enum ButtonType: Int, Sendable {
        /// No style: white titles, images as they are (darkened while highlighted).
        case custom = 0
        /// The system look: titles and template images in the tint colour, dimmed while
        /// highlighted and gray while disabled.
        case system
        /// A detail disclosure button (the `info.circle` glyph since iOS 13).
        case detailDisclosure
        /// An information button for light content (the `info.circle` glyph).
        case infoLight
        /// An information button for dark content (the `info.circle` glyph).
        case infoDark
        /// A contact add button (the `plus.circle` glyph).
        case contactAdd
        /// tvOS's system button without a blurred background; here, as there is no blur,
        /// the same as `.system`.
        case plain
        /// A close button: an `xmark` in a gray circle.
        case close

        /// The rounded-rect type of iOS 6 and earlier: `.system` since iOS 7.
        @available(iOS, introduced: 2.0, deprecated: 7.0, message: "Use UIButtonTypeSystem instead")
        public static let roundedRect = ButtonType.system
    }
}
