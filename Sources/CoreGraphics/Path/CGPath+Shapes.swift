import Foundation

extension CGPath {
    /// Creates an immutable path of a rectangle: the subpath of
    /// `CGMutablePath.addRect(_:transform:)`, mapped by `transform` when it is not nil.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let t = transform?.pointee ?? .identity
        self.init(building: { $0.addRect(rect, transform: t) })
    }

    /// Creates an immutable path of an ellipse inscribed in `rect`: the subpath of
    /// `CGMutablePath.addEllipse(in:transform:)`, mapped by `transform` when it is not nil.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let t = transform?.pointee ?? .identity
        self.init(building: { $0.addEllipse(in: rect, transform: t) })
    }

    /// Creates an immutable path of a rounded rectangle: the subpath of
    /// `CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:transform:)`, mapped by
    /// `transform` when it is not nil. As in Core Graphics, corner sizes below 0 or larger
    /// than half the rectangle's width or height stop the program.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let t = transform?.pointee ?? .identity
        self.init(building: {
            $0.addRoundedRect(rect, cornerWidth, cornerHeight, t,
                              api: "CGPath(roundedRect:cornerWidth:cornerHeight:transform:)")
        })
    }
}
