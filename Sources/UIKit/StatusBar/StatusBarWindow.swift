import CoreGraphics
import Foundation

/// The window the drawn status bar shows in: at UIKit's `.statusBar` level, filling the
/// screen (so that rotation resizes it), letting every touch through to the windows
/// behind (a tap on the bar is the Simulator's `tapStatusBar()`). Never the key window.
final class StatusBarWindow: UIWindow {
    /// The bar itself, along the top.
    let barView = StatusBarView()

    init(screen: UIScreen) {
        super.init(frame: screen.bounds)
        self.screen = screen
        windowLevel = .statusBar
        isUserInteractionEnabled = false
        backgroundColor = nil
        isOpaque = false
        addSubview(barView)
    }

    /// The status bar's window is made by the status bar only.
    required init?(coder: NSCoder) { nil }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }

    /// Shows the bar with `style`, or hides it by `animation` (inside an animation block
    /// the change animates; outside it is immediate).
    func show(hidden: Bool, style: UIStatusBarStyle, animation: UIStatusBarAnimation, height: CGFloat) {
        isHidden = false
        barView.style = style
        let frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
        UIView.performWithoutAnimation {
            barView.bounds = CGRect(origin: .zero, size: frame.size)
            barView.center = CGPoint(x: frame.midX, y: frame.midY)
        }
        let apply = { [barView] in
            switch animation {
            case .none, .fade:
                barView.alpha = hidden ? 0 : 1
                barView.transform = .identity
            case .slide:
                barView.alpha = 1
                barView.transform = hidden ? CGAffineTransform(translationX: 0, y: -height) : .identity
            }
        }
        if animation == .none { UIView.performWithoutAnimation(apply) } else { apply() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        barView.bounds.size.width = bounds.width
        barView.center.x = bounds.midX
    }
}
