import UIKit

/// What the Navigation screen presents: a symbol and a message in the middle, and a Done
/// button in the navigation bar when it is in a navigation controller.
final class PresentedPageController: UIViewController {
    private let symbol: String
    private let message: String

    init(title: String, symbol: String, message: String) {
        self.symbol = symbol
        self.message = message
        super.init(nibName: nil, bundle: nil)
        self.title = title
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [unowned self] _ in
            dismiss(animated: true)
        })
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        let image = UIImageView(image: UIImage(systemName: symbol,
                                               withConfiguration: UIImage.SymbolConfiguration(pointSize: 48)))
        image.tintColor = .systemBlue
        image.contentMode = .center
        let label = UILabel()
        label.text = message
        label.font = .systemFont(ofSize: 17)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        label.textAlignment = .center
        let stack = UIStackView(arrangedSubviews: [image, label])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: guide.topAnchor, constant: 48),
            stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 32),
            stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -32),
        ])
    }
}
