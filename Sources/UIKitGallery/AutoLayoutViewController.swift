import UIKit

/// The "Auto Layout" screen: stack views holding a form whose rows share one field column
/// (wherever the widest label ends), a row of buttons sharing the width by their captions,
/// and a row of equal tiles shown in portrait only — all placed by constraints to the safe
/// area, so the screen lays itself out again when the device turns.
final class AutoLayoutViewController: UIViewController {
    /// A row of tiles shown in portrait only: hidden in landscape, it collapses out of the
    /// stack, which closes up.
    private var tiles: UIStackView!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let guide = view.safeAreaLayoutGuide

        let title = label("Create an account", font: .systemFont(ofSize: 28, weight: .bold))
        let subtitle = label("Every frame here comes from constraints.", font: .systemFont(ofSize: 15),
                             color: .secondaryLabel)
        let header = UIStackView(arrangedSubviews: [title, subtitle])
        header.axis = .vertical
        header.spacing = 4
        let form = card()
        addRows(["Name", "Email", "Password", "Confirm password"], to: form)
        let buttons = UIStackView(arrangedSubviews: [button("Cancel", color: .systemGray),
                                                     button("Create account", color: .systemBlue)])
        buttons.spacing = 12
        buttons.distribution = .fillProportionally
        tiles = UIStackView(arrangedSubviews: [UIColor.systemRed, .systemOrange, .systemGreen, .systemIndigo].enumerated().map {
            tile("\($0.offset + 1)", color: $0.element)
        })
        tiles.spacing = 8
        tiles.distribution = .fillEqually

        let content = UIStackView(arrangedSubviews: [header, form, buttons, tiles])
        content.axis = .vertical
        content.spacing = 20
        content.setCustomSpacing(24, after: form)
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
        ])
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let landscape = view.bounds.width > view.bounds.height
        if tiles.isHidden != landscape { tiles.isHidden = landscape }
    }

    /// Rows of a label and a field: every field starts at one x, after the widest label.
    private func addRows(_ names: [String], to form: UIView) {
        let column = UILayoutGuide()
        form.addLayoutGuide(column)
        var above: NSLayoutYAxisAnchor = form.topAnchor
        for (index, name) in names.enumerated() {
            let caption = label(name, font: .systemFont(ofSize: 17), in: form)
            // The captions keep their width; the fields' placeholders truncate instead.
            caption.setContentCompressionResistancePriority(.required, for: .horizontal)
            let field = UIView()
            field.translatesAutoresizingMaskIntoConstraints = false
            field.backgroundColor = .tertiarySystemFill
            field.layer.cornerRadius = 8
            form.addSubview(field)
            let placeholder = label(name == "Email" ? "name@example.com" : "Required", font: .systemFont(ofSize: 15),
                                    color: .placeholderText, in: field)
            NSLayoutConstraint.activate([
                field.topAnchor.constraint(equalTo: above, constant: 12),
                field.heightAnchor.constraint(equalToConstant: 36),
                field.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: form.trailingAnchor, constant: -16),
                caption.leadingAnchor.constraint(equalTo: form.leadingAnchor, constant: 16),
                caption.centerYAnchor.constraint(equalTo: field.centerYAnchor),
                column.leadingAnchor.constraint(greaterThanOrEqualTo: caption.trailingAnchor, constant: 12),
                placeholder.leadingAnchor.constraint(equalTo: field.leadingAnchor, constant: 10),
                // Required: the placeholder truncates rather than leave its field.
                placeholder.trailingAnchor.constraint(lessThanOrEqualTo: field.trailingAnchor, constant: -10),
                placeholder.centerYAnchor.constraint(equalTo: field.centerYAnchor),
            ])
            if index == names.count - 1 {
                form.bottomAnchor.constraint(equalTo: field.bottomAnchor, constant: 12).isActive = true
            }
            above = field.bottomAnchor
        }
        // As far left as the labels allow.
        let snug = column.leadingAnchor.constraint(equalTo: form.leadingAnchor)
        snug.priority = .defaultLow
        snug.isActive = true
    }

    /// A label, added to `parent` (placed by constraints) when one is given.
    private func label(_ text: String, font: UIFont, color: UIColor = .label, in parent: UIView? = nil) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        label.textColor = color
        if let parent {
            label.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(label)
        }
        return label
    }

    private func card() -> UIView {
        let card = UIView()
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 12
        return card
    }

    /// A large filled button in `color`, as wide as its title plus the configuration's
    /// insets (fill-proportionally shares the row by that width).
    private func button(_ title: String, color: UIColor) -> UIView {
        var configuration = UIButton.Configuration.filled()
        configuration.title = title
        configuration.baseBackgroundColor = color
        configuration.buttonSize = .large
        return UIButton(configuration: configuration)
    }

    private func tile(_ title: String, color: UIColor) -> UIView {
        centered(title, font: .systemFont(ofSize: 22, weight: .bold), color: color, height: 64, padding: 0)
    }

    private func centered(_ title: String, font: UIFont, color: UIColor, height: CGFloat, padding: CGFloat) -> UIView {
        let box = CaptionBox(padding: padding, height: height)
        box.backgroundColor = color
        box.layer.cornerRadius = 12
        let caption = label(title, font: font, color: .white, in: box)
        box.caption = caption
        NSLayoutConstraint.activate([
            caption.centerXAnchor.constraint(equalTo: box.centerXAnchor),
            caption.centerYAnchor.constraint(equalTo: box.centerYAnchor),
        ])
        return box
    }
}
