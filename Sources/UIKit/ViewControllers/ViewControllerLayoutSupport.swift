import CoreGraphics
import Foundation

/// What `topLayoutGuide` and `bottomLayoutGuide` return: a layout guide in the
/// controller's view, constrained to span the view's width from its top to the safe
/// area's top (or from the safe area's bottom to its bottom). UIKit uses a hidden view for
/// this; a guide takes part in constraints the same way and draws nothing either.
final class ViewControllerLayoutSupport: UILayoutGuide, UILayoutSupport {
    enum Edge { case top, bottom }

    let edge: Edge

    init(edge: Edge, in view: UIView) {
        self.edge = edge
        super.init()
        view.addLayoutGuide(self)
        let safeArea = view.safeAreaLayoutGuide
        let vertical = switch edge {
        case .top: [topAnchor.constraint(equalTo: view.topAnchor), bottomAnchor.constraint(equalTo: safeArea.topAnchor)]
        case .bottom: [topAnchor.constraint(equalTo: safeArea.bottomAnchor), bottomAnchor.constraint(equalTo: view.bottomAnchor)]
        }
        NSLayoutConstraint.activate(vertical + [leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                                trailingAnchor.constraint(equalTo: view.trailingAnchor)])
    }

    var length: CGFloat {
        guard let view = owningView else { return 0 }
        return edge == .top ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }
}
