/// A set of interface orientations, as view controllers and the Info.plist give them.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    /// The mask of the one orientation `orientation` (empty for `.unknown`).
    init(_ orientation: UIInterfaceOrientation) {
        self = orientation == .unknown ? [] : UIInterfaceOrientationMask(rawValue: 1 << UInt(orientation.rawValue))
    }

    /// Whether `orientation` is in the set.
    func contains(_ orientation: UIInterfaceOrientation) -> Bool {
        orientation != .unknown && contains(UIInterfaceOrientationMask(orientation))
    }

    /// The orientations in the set, in the order UIKit prefers when it must pick one.
    var orientations: [UIInterfaceOrientation] {
        [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown].filter { contains($0) }
    }
}
