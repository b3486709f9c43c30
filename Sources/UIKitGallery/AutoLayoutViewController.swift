import UIKit

/// The "Auto Layout" screen: a form whose rows share one field column, wherever the
/// widest label ends, and a row of buttons sharing the width — all placed by constraints
/// to the safe area and the margins, so the screen lays itself out again when the device
/// turns.
final class AutoLayoutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let guide = view.safeAreaLayoutGuide

        let title = label("Create an account", font: .systemFont(ofSize: 28, weight: .bold))
        let subtitle = label("Every frame here comes from constraints.", font: .systemFont(ofSize: 15),
                             color: .secondaryLabel)
        let form = card()
        // Below the safe area, and (like the other screens) below the top 60 points, which the
        // live Gallery's switcher covers: as high as both allow.
        let high = title.topAnchor.constraint(equalTo: view.topAnchor)
        high.priority = .defaultLow
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor, constant: 16),
            title.topAnchor.constraint(greaterThanOrEqualTo: view.topAnchor, constant: 76), high,
            title.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            subtitle.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 0.5),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            subtitle.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor, constant: -20),
            form.topAnchor.constraint(equalTo: subtitle.bottomAnchor, constant: 20),
            form.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            form.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
        ])
        addRows(["Name", "Email", "Password", "Confirm password"], to: form)

        let cancel = button("Cancel", color: .systemGray)
        let create = button("Create account", color: .systemBlue)
        NSLayoutConstraint.activate([
            cancel.topAnchor.constraint(equalTo: form.bottomAnchor, constant: 24),
            cancel.leadingAnchor.constraint(equalTo: form.leadingAnchor),
            create.topAnchor.constraint(equalTo: cancel.topAnchor),
            create.leadingAnchor.constraint(equalToSystemSpacingAfter: cancel.trailingAnchor, multiplier: 1.5),
            create.trailingAnchor.constraint(equalTo: form.trailingAnchor),
            create.widthAnchor.constraint(equalTo: cancel.widthAnchor, multiplier: 2),
            cancel.heightAnchor.constraint(equalToConstant: 48),
            create.heightAnchor.constraint(equalTo: cancel.heightAnchor),
        ])
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

    private func label(_ text: String, font: UIFont, color: UIColor = .label, in parent: UIView? = nil) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        label.textColor = color
        label.translatesAutoresizingMaskIntoConstraints = false
        (parent ?? view).addSubview(label)
        return label
    }

    private func card() -> UIView {
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 12
        view.addSubview(card)
        return card
    }

    private func button(_ title: String, color: UIColor) -> UIView {
        let button = UIView()
        button.translatesAutoresizingMaskIntoConstraints = false
        button.backgroundColor = color
        button.layer.cornerRadius = 12
        view.addSubview(button)
        let caption = label(title, font: .systemFont(ofSize: 17, weight: .semibold), color: .white, in: button)
        NSLayoutConstraint.activate([
            caption.centerXAnchor.constraint(equalTo: button.centerXAnchor),
            caption.centerYAnchor.constraint(equalTo: button.centerYAnchor),
        ])
        return button
    }
}
