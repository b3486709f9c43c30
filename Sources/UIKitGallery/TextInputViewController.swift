import UIKit
import UIKitTesting

/// The "Text input" screen: a sign-up form in a scroll view, laid out like an iOS 17
/// inset-grouped form (a title label and a field per row). Each field has the keyboard its
/// content needs — the name words-capitalized, the email address an email keyboard and
/// content type, the phone number the phone pad, the password secure, the website a URL
/// keyboard — and Return moves to the next field (Next) until the last (Go) creates the
/// account.
///
/// Content moves out from under the keyboard with the pattern of Apple's *Text Programming
/// Guide* ("Moving content that is located under the keyboard", the spec's Listing 5-1, in
/// its current form): on will-show the scroll view's bottom content and indicator insets
/// become the keyboard's overlap of it and the active field is scrolled into view; on
/// will-hide they go back. (The keyboard layout guide would shrink the scroll view instead;
/// the insets keep the content under the translucent keyboard's edge, as Apple's sample
/// forms do.)
final class TextInputViewController: UIViewController, UITextFieldDelegate, UITextViewDelegate {
    let scrollView = UIScrollView()
    private(set) var nameField: UITextField!
    private(set) var emailField: UITextField!
    private(set) var phoneField: UITextField!
    private(set) var passwordField: UITextField!
    private(set) var websiteField: UITextField!
    private(set) var notesView: UITextView!
    private(set) var createButton: UIButton!
    private let status = UILabel()
    /// The field or notes view being edited, which the keyboard must not cover.
    private weak var activeField: UIView?
    private var observers: [any NSObjectProtocol] = []

    /// The fields in the order Return moves through them.
    var fields: [UITextField] { [nameField, emailField, phoneField, passwordField, websiteField] }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let title = UILabel()
        title.text = "Create Account"
        title.font = .systemFont(ofSize: 28, weight: .bold)
        let subtitle = UILabel()
        subtitle.text = "Return moves to the next field; Go on the last one creates the account."
        subtitle.font = .systemFont(ofSize: 15)
        subtitle.textColor = .secondaryLabel
        subtitle.numberOfLines = 0
        let heading = UIStackView(arrangedSubviews: [title, subtitle])
        heading.axis = .vertical
        heading.spacing = 4
        let content = UIStackView(arrangedSubviews: [
            heading,
            GroupedSectionView(title: "Profile", rows: profileRows(), style: .separated),
            GroupedSectionView(title: "Sign-in", rows: signInRows(), style: .separated),
            GroupedSectionView(title: "Notes", rows: [notesRow()], style: .separated),
            actionRows(),
        ])
        content.axis = .vertical
        content.spacing = 22
        content.translatesAutoresizingMaskIntoConstraints = false
        // The form is exactly as tall as its parts: nothing in it stretches to fill the
        // content area, which has no height of its own.
        for part in [title, subtitle, status, createButton!] as [UIView] {
            part.setContentHuggingPriority(.required, for: .vertical)
        }
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)
        scrollView.addSubview(content)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: guide.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 12),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            content.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 16),
            content.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -16),
        ])
        observeKeyboard()
    }

    // MARK: The fields

    private func profileRows() -> [UIView] {
        nameField = field(placeholder: "Jane Appleseed", name: "name")
        nameField.autocapitalizationType = .words
        nameField.textContentType = .name
        emailField = field(placeholder: "jane@example.com", name: "email")
        emailField.keyboardType = .emailAddress
        emailField.textContentType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        phoneField = field(placeholder: "+1 555 0100", name: "phone")
        phoneField.keyboardType = .phonePad
        phoneField.textContentType = .telephoneNumber
        return [row("Name", nameField), row("Email", emailField), row("Phone", phoneField)]
    }

    private func signInRows() -> [UIView] {
        passwordField = field(placeholder: "Required", name: "password")
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .newPassword
        websiteField = field(placeholder: "example.com", name: "website")
        websiteField.keyboardType = .URL
        websiteField.textContentType = .URL
        websiteField.autocapitalizationType = .none
        websiteField.autocorrectionType = .no
        websiteField.returnKeyType = .go
        return [row("Password", passwordField), row("Website", websiteField)]
    }

    /// A multi-line text view as tall as four lines, scrolling beyond; Return starts a new
    /// line. Its edits are logged for the live-window test.
    private func notesRow() -> UIView {
        notesView = UITextView()
        notesView.font = .systemFont(ofSize: 17)
        notesView.backgroundColor = .clear
        notesView.text = "Allergies, door codes, anything we should know."
        notesView.textColor = .secondaryLabel
        notesView.textContainerInset = UIEdgeInsets(top: 11, left: 11, bottom: 11, right: 11)
        notesView.delegate = self
        notesView.heightAnchor.constraint(equalToConstant: 112).isActive = true
        return notesView
    }

    private func actionRows() -> UIView {
        var filled = UIButton.Configuration.filled()
        filled.title = "Create Account"
        filled.buttonSize = .large
        createButton = UIButton(configuration: filled, primaryAction: UIAction { [unowned self] _ in createAccount() })
        status.text = "Not signed up yet"
        status.font = .systemFont(ofSize: 15)
        status.textColor = .secondaryLabel
        status.textAlignment = .center
        let stack = UIStackView(arrangedSubviews: [createButton, status])
        stack.axis = .vertical
        stack.spacing = 12
        return stack
    }

    /// A borderless field as a form row holds it, Return going to the next field; its
    /// edits are logged for the live-window test under `name`.
    private func field(placeholder: String, name: String) -> UITextField {
        let field = UITextField()
        field.placeholder = placeholder
        field.font = .systemFont(ofSize: 17)
        field.returnKeyType = .next
        field.clearButtonMode = .whileEditing
        field.delegate = self
        field.addAction(UIAction { _ in
            // A password is logged by its length only.
            let text = field.isSecureTextEntry ? "\(field.text?.count ?? 0) characters" : field.text ?? ""
            GalleryLog.line("text input: \(name) = \(text)")
        }, for: .editingChanged)
        return field
    }

    private func createAccount() {
        view.endEditing(true)
        let name = nameField.text ?? ""
        status.text = name.isEmpty ? "Enter your name first" : "Account created for \(name)"
        GalleryLog.line("text input: \(status.text ?? "")")
    }

    // MARK: UITextFieldDelegate

    func textFieldDidBeginEditing(_ textField: UITextField) {
        activeField = textField
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if activeField === textField { activeField = nil }
    }

    /// Next moves to the following field; Go, on the last, creates the account.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        let all = fields
        if let index = all.firstIndex(where: { $0 === textField }), index + 1 < all.count {
            all[index + 1].becomeFirstResponder()
        } else {
            createAccount()
        }
        return false
    }

    // MARK: UITextViewDelegate

    /// The hint in the notes view goes when editing begins (iOS text views have no
    /// placeholder; apps clear a hint like this one).
    func textViewDidBeginEditing(_ textView: UITextView) {
        activeField = textView
        if textView.textColor == .secondaryLabel {
            textView.text = ""
            textView.textColor = .label
        }
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        if activeField === textView { activeField = nil }
    }

    func textViewDidChange(_ textView: UITextView) {
        GalleryLog.line("text input: notes = \(textView.text.replacingOccurrences(of: "\n", with: "⏎"))")
    }

    // MARK: Moving content from under the keyboard

    private func observeKeyboard() {
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                            queue: nil) { [weak self] note in
            nonisolated(unsafe) let info = note.userInfo
            MainActor.assumeIsolated { self?.keyboardWillShow(info) }
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil,
                                            queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.keyboardWillHide() }
        })
    }

    isolated deinit {
        observers.forEach(NotificationCenter.default.removeObserver)
    }

    /// The keyboard's overlap of the scroll view (less the bottom safe area the scroll view
    /// already keeps clear) becomes its bottom inset; the active field scrolls into view.
    private func keyboardWillShow(_ info: [AnyHashable: Any]?) {
        guard let frame = (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        // The frame is in screen coordinates, which are the full-screen window's.
        let keyboard = scrollView.convert(frame, from: nil)
        let overlap = max(0, scrollView.bounds.maxY - keyboard.minY - scrollView.safeAreaInsets.bottom)
        scrollView.contentInset.bottom = overlap
        scrollView.verticalScrollIndicatorInsets.bottom = overlap
        GalleryLog.line("text input: keyboard will show")
        if let activeField {
            scrollView.scrollRectToVisible(activeField.convert(activeField.bounds, to: scrollView), animated: true)
        }
    }

    private func keyboardWillHide() {
        scrollView.contentInset.bottom = 0
        scrollView.verticalScrollIndicatorInsets.bottom = 0
        GalleryLog.line("text input: keyboard will hide")
    }

    // MARK: Building

    /// A 44-point row: the caption, then the field taking the rest, both the row's height
    /// (a label and a field centre their text in it).
    private func row(_ caption: String, _ field: UITextField) -> UIView {
        let label = UILabel()
        label.text = caption
        label.font = .systemFont(ofSize: 17)
        label.widthAnchor.constraint(equalToConstant: 92).isActive = true
        let stack = UIStackView(arrangedSubviews: [label, field])
        stack.spacing = 8
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 12)
        field.heightAnchor.constraint(equalToConstant: 44).isActive = true
        return stack
    }
}

extension TextInputViewController {
    /// The middle of `view` in window coordinates.
    func centerOnScreen(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    /// As a user would, with the software keyboard: the name typed and Return tapped, then
    /// part of the email address, the keyboard left up.
    func driveForScreenshot(_ simulator: Simulator) {
        simulator.runUntilIdle()
        simulator.tap(at: centerOnScreen(of: nameField))
        simulator.type("Zoë Appleseed\n")
        simulator.type("zoe@exam")
        simulator.runUntilIdle()
    }
}
