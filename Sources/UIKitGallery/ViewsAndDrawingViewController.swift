import UIKit

/// The "Views & drawing" screen: layers and views composited by the framework — rounded
/// cards with borders and shadows, a view drawing with Core Graphics in `draw(_:)`, group
/// opacity, a mask, a perspective flip and autoresizing.
final class ViewsAndDrawingViewController: UIViewController {
    /// Everything on the screen, placed in its coordinates; it fills the safe area. Until
    /// the first layout it is as large as the view, which the chart takes its width from.
    private let content = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        content.frame = view.bounds
        view.addSubview(content)

        // A row of rounded cards: border, shadow path, group opacity.
        let colors = [UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1), UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1),
                      UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)]
        for (i, color) in colors.enumerated() {
            let card = UIView(frame: CGRect(x: 20 + CGFloat(i) * 122, y: 20, width: 105, height: 105))
            card.backgroundColor = color
            card.layer.cornerRadius = 20
            card.layer.borderWidth = CGFloat(i) * 3
            card.layer.borderColor = UIColor.white.cgColor
            card.layer.shadowOpacity = 0.35
            card.layer.shadowRadius = 8
            card.layer.shadowOffset = CGSize(width: 0, height: 6)
            card.layer.shadowPath = CGPath(roundedRect: card.bounds, cornerWidth: 20, cornerHeight: 20, transform: nil)
            let badge = UIView(frame: CGRect(x: 60, y: -10, width: 55, height: 55))
            badge.backgroundColor = .white
            badge.layer.cornerRadius = 27.5
            badge.alpha = i == 2 ? 0.5 : 1
            card.addSubview(badge)
            content.addSubview(card)
        }

        // A view that draws itself with Core Graphics.
        let chart = ChartView(frame: CGRect(x: 20, y: 150, width: content.bounds.width - 40, height: 200))
        chart.autoresizingMask = .flexibleWidth
        content.addSubview(chart)

        // A masked view and a card flipped in perspective.
        let masked = UIView(frame: CGRect(x: 20, y: 380, width: 160, height: 160))
        masked.backgroundColor = UIColor(red: 1, green: 0.58, blue: 0, alpha: 1)
        let disc = CALayer()
        disc.frame = masked.bounds.insetBy(dx: 10, dy: 10)
        disc.cornerRadius = disc.bounds.width / 2
        disc.backgroundColor = CGColor(gray: 0, alpha: 1)
        masked.layer.mask = disc
        content.addSubview(masked)

        let flipped = UIView(frame: CGRect(x: 210, y: 380, width: 160, height: 160))
        flipped.backgroundColor = UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1)
        flipped.layer.cornerRadius = 16
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 400
        flipped.layer.transform = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        content.addSubview(flipped)
    }

    /// The content follows the safe area: below the status bar, clear of the notch and the
    /// home indicator, wherever they are when the view is laid out (the chart stretches
    /// with it).
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        content.frame = view.bounds.inset(by: view.safeAreaInsets)
    }
}
