import UIKit

/// A screen as apps write it: a controller that builds its views, reacts to scrolling and
/// animates, with work sent back to the main queue.
open class ProfileViewController: UIViewController, UIScrollViewDelegate {
    public let scrollView = UIScrollView()
    public let card = ProfileCard(frame: .zero)
    public private(set) var lastOffset: CGPoint = .zero
    public private(set) var cardTaps = 0

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.delegate = self
        view.addSubview(scrollView)
        card.frame = CGRect(x: 16, y: 16, width: 288, height: 88)
        scrollView.addSubview(card)
        // Target–action as ported iOS code writes it (`#selector` there).
        card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #Selector(ProfileViewController.cardTapped(_:))))
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 2 * view.bounds.height)
    }

    open func cardTapped(_ recognizer: UITapGestureRecognizer) {
        cardTaps += 1
    }

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {
        lastOffset = scrollView.contentOffset
    }

    /// Fades the card, as a completion handler from elsewhere would ask.
    open func fadeCard(completion: @escaping () -> Void) {
        DispatchQueue.main.async {
            UIView.animate(withDuration: 0.25, animations: {
                self.card.alpha = 0.5
            }, completion: { _ in
                completion()
            })
        }
    }
}
