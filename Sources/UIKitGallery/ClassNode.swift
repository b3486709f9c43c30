import UIKit

/// A class and its subclasses: the data the "Tree" screen shows.
public struct ClassNode: Sendable {
    /// The class's name.
    public let name: String
    /// Its direct subclasses, in the order the tree shows them.
    public var subclasses: [ClassNode] = []

    /// The class `name` with `subclasses`.
    public init(_ name: String, _ subclasses: [ClassNode] = []) {
        self.name = name
        self.subclasses = subclasses
    }

    /// Part of UIKit's own hierarchy, from `NSObject` down.
    static let uiKit = ClassNode("NSObject", [
        ClassNode("UIResponder", [
            ClassNode("UIView", [
                ClassNode("UIControl", [ClassNode("UIButton"), ClassNode("UISwitch"), ClassNode("UISlider"),
                                        ClassNode("UITextField")]),
                ClassNode("UIScrollView", [ClassNode("UICollectionView"), ClassNode("UITableView"), ClassNode("UITextView")]),
                ClassNode("UILabel"),
                ClassNode("UIImageView"),
                ClassNode("UICollectionReusableView", [ClassNode("UICollectionViewCell")]),
                ClassNode("UIWindow"),
            ]),
            ClassNode("UIViewController", [ClassNode("UINavigationController"), ClassNode("UITabBarController")]),
            ClassNode("UIApplication"),
        ]),
        ClassNode("UIGestureRecognizer", [ClassNode("UITapGestureRecognizer"), ClassNode("UIPanGestureRecognizer"),
                                          ClassNode("UIPinchGestureRecognizer"), ClassNode("UILongPressGestureRecognizer")]),
        ClassNode("UICollectionViewLayout", [ClassNode("UICollectionViewFlowLayout"),
                                             ClassNode("UICollectionViewTransitionLayout")]),
        ClassNode("UICollectionViewLayoutAttributes"),
        ClassNode("UIColor"),
        ClassNode("UIFont"),
        ClassNode("UIImage"),
    ])
}
