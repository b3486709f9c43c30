import CoreGraphics

extension UIScreen {
    /// Whether the screen is a tablet's: an iPad's portrait width is 744 points or more, a
    /// phone's 430 or less. (The user interface idiom comes with trait collections.)
    var isPadSized: Bool { profile.isPadSized }

    /// Whether views on the screen have a compact height (the vertical size class of a
    /// phone in landscape), where bars are thinner.
    var hasCompactHeight: Bool { isLandscape && !isPadSized }

    /// The height of the content of navigation bars and toolbars: 44 points on phones, 32
    /// on phones in landscape, 50 on iPads (iOS 12 and later).
    var barHeight: CGFloat { isPadSized ? 50 : hasCompactHeight ? 32 : 44 }

    /// The inset of a bar's first and last items from its edges: 16 points, 20 on wider
    /// screens (the Plus and Max phones, iPads).
    func barMargin(forWidth width: CGFloat) -> CGFloat { width > 414 ? 20 : 16 }
}
