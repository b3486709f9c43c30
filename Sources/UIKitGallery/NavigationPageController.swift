import UIKit

/// A page pushed on the Navigation screen's stack: "Page N", a button pushing page N + 1
/// and one popping back to the root. Its back button (and the edge swipe) pop it.
final class NavigationPageController: UIViewController {
    let number: Int
    private(set) var pushButton: UIButton!

    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
        title = "Page \(number)"
        navigationItem.largeTitleDisplayMode = .never
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let caption = UILabel()
        caption.text = "Page \(number) of the stack. Go back with the back button or by swiping from the left edge."
        caption.font = .systemFont(ofSize: 17)
        caption.textColor = .secondaryLabel
        caption.numberOfLines = 0
        caption.textAlignment = .center
        var filled = UIButton.Configuration.filled()
        filled.title = "Push page \(number + 1)"
        pushButton = UIButton(configuration: filled, primaryAction: UIAction { [unowned self] _ in
            navigationController?.pushViewController(NavigationPageController(number: number + 1), animated: true)
        })
        var gray = UIButton.Configuration.gray()
        gray.title = "Pop to root"
        let popButton = UIButton(configuration: gray, primaryAction: UIAction { [unowned self] _ in
            navigationController?.popToRootViewController(animated: true)
        })
        let stack = UIStackView(arrangedSubviews: [caption, pushButton, popButton])
        stack.axis = .vertical
        stack.spacing = 14
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 32),
            stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -32),
        ])
    }
}
