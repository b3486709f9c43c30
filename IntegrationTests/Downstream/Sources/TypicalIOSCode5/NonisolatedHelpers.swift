import UIKit

// Swift 5 code calls UIKit from functions and types with no isolation of their own. On iOS
// that compiles, because Swift imports UIKit's main-actor annotations with @preconcurrency;
// here it compiles for the same reason. (Swift 6 mode rejects it on iOS too, so this file is
// in the Swift 5 target only.)

/// A style applied from anywhere, as Swift 5 code does.
public struct CardStyler {
    public init() {}

    public func style(_ view: UIView) {
        view.layer.cornerRadius = 8
        view.backgroundColor = .systemGray
        view.setNeedsLayout()
    }

    public func makeTitle(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.sizeToFit()
        return label
    }
}

/// A delegate written as a plain class.
public final class ScrollLogger: NSObject, UIScrollViewDelegate {
    public var offsets: [CGPoint] = []

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        offsets.append(scrollView.contentOffset)
    }
}

/// A global function building a view hierarchy.
public func makeProfileScreen() -> ProfileViewController {
    let controller = ProfileViewController()
    controller.loadViewIfNeeded()
    CardStyler().style(controller.card)
    return controller
}
