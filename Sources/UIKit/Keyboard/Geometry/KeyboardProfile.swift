import CoreGraphics
import Foundation

/// The software keyboard's size on a device: the height of its four rows of keys in each
/// orientation, and the strip under them on iPhones without a home button.
///
/// The figures (Apple publishes none) are those iOS 17 reports in its notifications with
/// predictive text off: 216 points of keys in portrait on every iPhone, 162 in landscape on
/// iPhones with a home button (54- and 40.5-point rows); on iPhones with Face ID the
/// keys take four 40-point rows in landscape, and a strip holds the globe and dictation keys
/// over the home indicator (75 points in portrait, making the 291 points iOS reports; the
/// home indicator's 21 in landscape); on iPad 264 and 352 points, with the iPhone's rows
/// (see DIFFERENCES, Keyboard).
package struct KeyboardProfile: Sendable, Equatable {
    /// The height of the four rows of keys in portrait.
    package var portraitKeysHeight: CGFloat
    /// The height of the four rows of keys in landscape.
    package var landscapeKeysHeight: CGFloat
    /// The height of the strip under the keys in portrait: the globe and dictation keys
    /// over the home indicator; 0 on devices with a home button (the keys sit in the bottom
    /// row there).
    package var portraitStripHeight: CGFloat
    /// The height of the strip under the keys in landscape (the home indicator).
    package var landscapeStripHeight: CGFloat

    package init(portraitKeysHeight: CGFloat, landscapeKeysHeight: CGFloat, portraitStripHeight: CGFloat = 0,
                 landscapeStripHeight: CGFloat = 0) {
        self.portraitKeysHeight = portraitKeysHeight
        self.landscapeKeysHeight = landscapeKeysHeight
        self.portraitStripHeight = portraitStripHeight
        self.landscapeStripHeight = landscapeStripHeight
    }

    /// An iPhone with a home button: 216 points in portrait, 162 in landscape.
    package static let homeButtonPhone = KeyboardProfile(portraitKeysHeight: 216, landscapeKeysHeight: 162)
    /// An iPhone with Face ID: 216 + 75 = 291 points in portrait, 160 + 21 = 181 in landscape.
    package static let faceIDPhone = KeyboardProfile(portraitKeysHeight: 216, landscapeKeysHeight: 160,
                                                     portraitStripHeight: 75, landscapeStripHeight: 21)
    /// An iPad: 264 points in portrait, 352 in landscape.
    package static let pad = KeyboardProfile(portraitKeysHeight: 264, landscapeKeysHeight: 352)

    /// Whether the globe and dictation keys sit under the keys rather than in the bottom row.
    var hasControlsBelowKeys: Bool { portraitStripHeight > 0 }

    /// The height of the keys in an orientation.
    func keysHeight(landscape: Bool) -> CGFloat { landscape ? landscapeKeysHeight : portraitKeysHeight }

    /// The height of the strip under the keys in an orientation.
    func stripHeight(landscape: Bool) -> CGFloat { landscape ? landscapeStripHeight : portraitStripHeight }

    /// The whole keyboard's height in an orientation.
    func height(landscape: Bool) -> CGFloat { keysHeight(landscape: landscape) + stripHeight(landscape: landscape) }
}
