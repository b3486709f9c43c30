import Foundation

extension UIViewController {
    /// The top or bottom layout guide of the controller's view, made on first use (this
    /// loads the view). A new root view gets new guides.
    func layoutSupport(_ edge: ViewControllerLayoutSupport.Edge) -> ViewControllerLayoutSupport {
        let root: UIView = view
        if let guide = layoutSupportGuides.first(where: { $0.edge == edge && $0.owningView === root }) {
            return guide
        }
        let guide = ViewControllerLayoutSupport(edge: edge, in: root)
        layoutSupportGuides.removeAll { $0.edge == edge }
        layoutSupportGuides.append(guide)
        return guide
    }
}
