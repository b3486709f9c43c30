import UIKit

/// The "Touches & gestures" screen: a card to drag, pinch and rotate at once, a tap
/// counter (single and double taps, the single waiting for the double to fail; a long press
/// opens its edit menu: Copy puts the counts on the pasteboard, Reset zeroes them) and a
/// long-press target — ordinary gesture-recognizer and edit-menu code, as an iOS app writes it.
final class TouchesAndGesturesViewController: UIViewController, UIGestureRecognizerDelegate,
    UIEditMenuInteractionDelegate {
    /// Everything on the screen, placed in its coordinates; it fills the safe area. Until
    /// the first layout it is as large as the view, which the rows take their width from.
    private let content = UIView()
    private let card = UIView(frame: CGRect(x: 0, y: 0, width: 180, height: 120))
    private let counter = UILabel()
    private lazy var counterMenu = UIEditMenuInteraction(delegate: self)
    private let pressTarget = UILabel()
    private var taps = 0, doubleTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        content.frame = view.bounds
        view.addSubview(content)

        let hint = UILabel(frame: CGRect(x: 20, y: 8, width: content.bounds.width - 40, height: 20))
        hint.text = "Drag, pinch and rotate the card"
        hint.font = .systemFont(ofSize: 15)
        hint.textColor = .secondaryLabel
        hint.textAlignment = .center
        content.addSubview(hint)

        card.center = CGPoint(x: content.bounds.midX, y: 160)
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 20
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 10
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        let title = UILabel(frame: card.bounds)
        title.text = "Move me"
        title.textColor = .white
        title.font = .boldSystemFont(ofSize: 22)
        title.textAlignment = .center
        card.addSubview(title)
        content.addSubview(card)
        for recognizer: UIGestureRecognizer in [
            UIPanGestureRecognizer(target: self, action: #Selector(TouchesAndGesturesViewController.pan(_:))),
            UIPinchGestureRecognizer(target: self, action: #Selector(TouchesAndGesturesViewController.pinch(_:))),
            UIRotationGestureRecognizer(target: self, action: #Selector(TouchesAndGesturesViewController.rotate(_:))),
        ] {
            recognizer.delegate = self
            card.addGestureRecognizer(recognizer)
        }

        counter.frame = CGRect(x: 20, y: 320, width: content.bounds.width - 40, height: 90)
        counter.backgroundColor = .secondarySystemGroupedBackground
        counter.layer.cornerRadius = 12
        counter.layer.masksToBounds = true
        counter.textAlignment = .center
        counter.numberOfLines = 2
        counter.isUserInteractionEnabled = true
        let doubleTap = UITapGestureRecognizer(target: self, action: #Selector(TouchesAndGesturesViewController.doubleTapped(_:)))
        doubleTap.numberOfTapsRequired = 2
        let singleTap = UITapGestureRecognizer(target: self, action: #Selector(TouchesAndGesturesViewController.tapped(_:)))
        singleTap.require(toFail: doubleTap)
        counter.addGestureRecognizer(singleTap)
        counter.addGestureRecognizer(doubleTap)
        counter.addGestureRecognizer(UILongPressGestureRecognizer(
            target: self, action: #Selector(TouchesAndGesturesViewController.counterLongPressed(_:))))
        counter.addInteraction(counterMenu)
        content.addSubview(counter)
        updateCounter()

        pressTarget.frame = CGRect(x: 20, y: 430, width: content.bounds.width - 40, height: 60)
        pressTarget.backgroundColor = .secondarySystemGroupedBackground
        pressTarget.layer.cornerRadius = 12
        pressTarget.layer.masksToBounds = true
        pressTarget.textAlignment = .center
        pressTarget.text = "Press and hold"
        pressTarget.isUserInteractionEnabled = true
        pressTarget.addGestureRecognizer(UILongPressGestureRecognizer(
            target: self, action: #Selector(TouchesAndGesturesViewController.longPressed(_:))))
        content.addSubview(pressTarget)
    }

    /// The content follows the safe area: below the status bar, clear of the notch and the
    /// home indicator, wherever they are when the view is laid out. The card keeps the
    /// place it was moved to within it.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        content.frame = view.bounds.inset(by: view.safeAreaInsets)
    }

    private func updateCounter() {
        counter.text = "Taps: \(taps)\nDouble taps: \(doubleTaps)"
    }

    func pan(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: view)
        card.center = CGPoint(x: card.center.x + translation.x, y: card.center.y + translation.y)
        recognizer.setTranslation(.zero, in: view)
    }

    func pinch(_ recognizer: UIPinchGestureRecognizer) {
        card.transform = card.transform.scaledBy(x: recognizer.scale, y: recognizer.scale)
        recognizer.scale = 1
    }

    func rotate(_ recognizer: UIRotationGestureRecognizer) {
        card.transform = card.transform.rotated(by: recognizer.rotation)
        recognizer.rotation = 0
    }

    func tapped(_ recognizer: UITapGestureRecognizer) {
        taps += 1
        updateCounter()
    }

    func doubleTapped(_ recognizer: UITapGestureRecognizer) {
        doubleTaps += 1
        updateCounter()
    }

    func longPressed(_ recognizer: UILongPressGestureRecognizer) {
        switch recognizer.state {
        case .began: pressTarget.text = "Held"; pressTarget.backgroundColor = .systemYellow
        case .ended, .cancelled: pressTarget.text = "Press and hold"; pressTarget.backgroundColor = .secondarySystemGroupedBackground
        default: break
        }
    }

    /// Where the counter is on the screen: what the headless Gallery long-presses to show
    /// its edit menu.
    var counterCenterOnScreen: CGPoint {
        counter.convert(CGPoint(x: counter.bounds.midX, y: counter.bounds.midY), to: nil)
    }

    // MARK: The counter's edit menu

    func counterLongPressed(_ recognizer: UILongPressGestureRecognizer) {
        // The controller handles Copy, so it becomes the first responder for the menu.
        guard recognizer.state == .began, becomeFirstResponder() else { return }
        counterMenu.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: recognizer.location(in: counter)))
    }

    override var canBecomeFirstResponder: Bool { true }

    override func copy(_ sender: Any?) {
        UIPasteboard.general.string = "Taps: \(taps), double taps: \(doubleTaps)"
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu? {
        let reset = UIAction(title: "Reset") { [weak self] _ in
            guard let self else { return }
            taps = 0
            doubleTaps = 0
            updateCounter()
        }
        return UIMenu(children: suggestedActions + [reset])
    }

    /// The menu points at the top of the counter's box.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        counter.bounds
    }

    /// Pan, pinch and rotation of the card work together.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer.view === card && otherGestureRecognizer.view === card
    }
}
