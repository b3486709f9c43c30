import Foundation
@testable import UIKit
import UIKitTesting

/// A visible iPhone 15 window on a red background, so pixel checks can tell a bar's
/// background from what shows through it.
@MainActor
func makeBarStage(device: Device = .iPhone15) -> (Simulator, UIWindow) {
    let sim = Simulator(device: device)
    let window = UIWindow(frame: sim.screen.bounds)
    window.backgroundColor = .red
    window.makeKeyAndVisible()
    sim.runUntilIdle()
    return (sim, window)
}

/// Records a bar button item's target–action calls and a navigation bar's delegate calls.
@MainActor
final class BarRecorder: NSObject, UINavigationBarDelegate, UIToolbarDelegate {
    var calls: [String] = []
    var senders: [Any?] = []
    var refusesPop = false
    var position: UIBarPosition = .any

    func itemTapped(_ sender: UIBarButtonItem) {
        calls.append("itemTapped")
        senders.append(sender)
    }

    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
        calls.append("shouldPush \(item.title ?? "")")
        return true
    }

    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
        calls.append("didPush \(item.title ?? "")")
    }

    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        calls.append("shouldPop \(item.title ?? "")")
        return !refusesPop
    }

    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
        calls.append("didPop \(item.title ?? "")")
    }

    func position(for bar: any UIBarPositioning) -> UIBarPosition { position }
}

extension UIView {
    /// The bar button item views among the view's descendants, leading first.
    var barItemViews: [BarButtonItemView] {
        var found: [BarButtonItemView] = []
        for subview in subviews {
            if let itemView = subview as? BarButtonItemView, !itemView.isHidden { found.append(itemView) }
            found += subview.barItemViews
        }
        return found.sorted { $0.convert(CGPoint.zero, to: nil).x < $1.convert(CGPoint.zero, to: nil).x }
    }
}
