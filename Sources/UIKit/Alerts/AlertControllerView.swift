import CoreGraphics
import Foundation

/// The view of a `UIAlertController`: the alert box, or an action sheet's blocks, built
/// from the controller's title, message and actions where `AlertLayout` puts them. The
/// blocks are filled with a near-white colour standing in for iOS's translucent material
/// (an action sheet's Cancel block is white), rounded, and hold the text and the buttons in
/// scroll views that scroll only when there is too much to show.
///
/// The view tracks the finger itself (the buttons are plain views, as UIKit's are not
/// controls): the enabled button under the finger is highlighted, the highlight follows
/// the finger from button to button, and lifting the finger on a button chooses its action;
/// lifted elsewhere (or cancelled, as when a long alert starts scrolling) it chooses nothing.
final class AlertControllerView: UIView {
    /// The fill of the blocks (iOS: a thick translucent material).
    static let materialColor = UIColor(white: 242.0 / 255, alpha: 1)
    /// The fill of an action sheet's Cancel block.
    static let cancelBlockColor = UIColor.white

    private weak var alert: UIAlertController?
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    /// The layout for the container the alert is in (nil: lay out for the superview).
    private var layout: AlertLayout?
    /// The layout the subviews were built for.
    private var builtLayout: AlertLayout?
    private var contentChanged = true
    /// The buttons, each in the scroll view of its section.
    private(set) var rowViews: [AlertActionView] = []
    private(set) var blockViews: [UIView] = []
    /// The frames of the text fields, kept across rebuilds so a field editing stays first
    /// responder (taking it out of the window would end its editing).
    private(set) var textFieldViews: [AlertTextFieldView] = []
    private weak var highlightedRow: AlertActionView?

    init(alert: UIAlertController) {
        self.alert = alert
        super.init(frame: UIScreen.main.bounds)
        isOpaque = false
        titleLabel.numberOfLines = 0
        titleLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
    }

    /// The view is made by its alert controller only.
    required init?(coder: NSCoder) { nil }

    /// The title, message, actions or an action's state changed: build and lay out again,
    /// here and in the container (whose layout places the alert).
    func contentDidChange() {
        contentChanged = true
        layout = nil
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// The size of an action sheet shown as a popover.
    var popoverSize: CGSize { makeLayout(in: self).frame.size }

    /// The frame the alert takes in `container`, laid out for its bounds and safe area.
    func fittingFrame(in container: UIView) -> CGRect {
        let layout = makeLayout(in: container)
        self.layout = layout
        setNeedsLayout()
        return layout.frame
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let layout = self.layout ?? makeLayout(in: superview ?? self)
        guard contentChanged || layout != builtLayout else { return }
        build(layout)
    }

    // MARK: Layout

    private var style: UIAlertController.Style { alert?.preferredStyle ?? .alert }

    private func makeLayout(in container: UIView) -> AlertLayout {
        let bounds = container.bounds
        let safeArea = bounds.inset(by: container.safeAreaInsets)
        let inPopover = alert?.isShownAsPopover ?? false
        let headerInsets = AlertLayout.sheetHeaderInsets
        let textWidth = inPopover ? AlertLayout.popoverWidth - headerInsets.left - headerInsets.right
            : AlertLayout.textWidth(for: style, bounds: bounds, safeArea: safeArea)
        configureHeaderLabels()
        let fitting = CGSize(width: textWidth, height: .greatestFiniteMagnitude)
        let titleHeight = titleLabel.text.map { _ in titleLabel.sizeThatFits(fitting).height.rounded(.up) }
        let messageHeight = messageLabel.text.map { _ in messageLabel.sizeThatFits(fitting).height.rounded(.up) }
        let actions = (alert?.actions ?? []).map { action in
            AlertLayout.Action(isCancel: action.style == .cancel,
                               titleWidth: ((action.title ?? "") as NSString).size(withAttributes: [.font: font(for: action)]).width)
        }
        let scale = container.window?.screen.scale ?? UIScreen.main.scale
        let fieldHeights = (alert?.textFieldList ?? []).map { field in
            max(AlertLayout.textFieldMinimumHeight, field.intrinsicContentSize.height + 14)
        }
        if inPopover {
            return AlertLayout.popover(titleHeight: titleHeight, messageHeight: messageHeight, actions: actions,
                                       hairline: 1 / max(scale, 1))
        }
        return AlertLayout(style: style, bounds: bounds, safeArea: safeArea, titleHeight: titleHeight,
                           messageHeight: messageHeight, textFieldHeights: fieldHeights, actions: actions,
                           hairline: 1 / max(scale, 1))
    }

    /// The header's text and look: an alert's title bold 17 points and message 13 points in
    /// black; an action sheet's gray, 13 points, the title semibold. Empty text shows none.
    private func configureHeaderLabels() {
        let sheet = style == .actionSheet
        let title = alert?.title ?? "", message = alert?.message ?? ""
        titleLabel.text = title.isEmpty ? nil : title
        messageLabel.text = message.isEmpty ? nil : message
        titleLabel.font = .systemFont(ofSize: sheet ? 13 : 17, weight: .semibold)
        messageLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = sheet ? .secondaryLabel : .label
        messageLabel.textColor = sheet ? .secondaryLabel : .label
    }

    /// An action's title font: 17 points in an alert, 20 in an action sheet; semibold for an
    /// alert's preferred action, else for the Cancel action.
    private func font(for action: UIAlertAction) -> UIFont {
        let bold: Bool
        if style == .alert, let preferred = alert?.preferredAction {
            bold = preferred === action
        } else {
            bold = action.style == .cancel
        }
        return .systemFont(ofSize: style == .alert ? 17 : 20, weight: bold ? .semibold : .regular)
    }

    /// Makes the blocks, sections, text, buttons and separators of `layout`.
    private func build(_ layout: AlertLayout) {
        builtLayout = layout
        contentChanged = false
        highlightedRow = nil
        titleLabel.removeFromSuperview()
        messageLabel.removeFromSuperview()
        for view in subviews where !(view is AlertTextFieldView) { view.removeFromSuperview() }
        syncTextFieldViews()
        rowViews = []
        blockViews = []
        let actions = alert?.actions ?? []
        let radius = style == .alert ? AlertLayout.alertCornerRadius : AlertLayout.sheetCornerRadius
        for block in layout.blocks {
            let blockView = UIView(frame: block.frame)
            blockView.backgroundColor = block.isCancelBlock ? Self.cancelBlockColor : Self.materialColor
            blockView.layer.cornerRadius = radius
            blockView.clipsToBounds = true
            addSubview(blockView)
            blockViews.append(blockView)
            for section in block.sections {
                let scrollView = UIScrollView(frame: section.frame)
                scrollView.contentInsetAdjustmentBehavior = .never
                scrollView.contentSize = CGSize(width: section.frame.width, height: section.contentHeight)
                scrollView.isScrollEnabled = section.scrolls
                // Buttons light up as soon as a finger is on them.
                scrollView.delaysContentTouches = false
                scrollView.showsHorizontalScrollIndicator = false
                blockView.addSubview(scrollView)
                if let frame = section.title {
                    titleLabel.frame = frame
                    scrollView.addSubview(titleLabel)
                }
                if let frame = section.message {
                    messageLabel.frame = frame
                    scrollView.addSubview(messageLabel)
                }
                for (frame, fieldView) in zip(section.textFields, textFieldViews) {
                    fieldView.frame = frame.offsetBy(dx: block.frame.minX + section.frame.minX,
                                                     dy: block.frame.minY + section.frame.minY)
                }
                for row in section.rows where actions.indices.contains(row.action) {
                    let action = actions[row.action]
                    let rowView = AlertActionView(action: action, font: font(for: action))
                    rowView.frame = row.frame
                    scrollView.addSubview(rowView)
                    rowViews.append(rowView)
                }
                // Above the buttons, so a highlight does not hide them.
                for frame in section.separators {
                    let separator = UIView(frame: frame)
                    separator.backgroundColor = .separator
                    separator.isUserInteractionEnabled = false
                    scrollView.addSubview(separator)
                }
            }
        }
        // The text fields go on top of the blocks (they do not scroll with a long header).
        for view in textFieldViews {
            if view.superview !== self { addSubview(view) } else { bringSubviewToFront(view) }
        }
    }

    /// One frame per text field of the alert, in the fields' order; frames of fields no
    /// longer there go.
    private func syncTextFieldViews() {
        let fields = alert?.textFieldList ?? []
        textFieldViews.removeAll { view in
            guard fields.contains(where: { $0 === view.field }) else {
                view.removeFromSuperview()
                return true
            }
            return false
        }
        for field in fields where !textFieldViews.contains(where: { $0.field === field }) {
            textFieldViews.append(AlertTextFieldView(field: field))
        }
        textFieldViews.sort { a, b in
            (fields.firstIndex { $0 === a.field } ?? 0) < (fields.firstIndex { $0 === b.field } ?? 0)
        }
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlight(touches.first.flatMap(row(under:)))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlight(touches.first.flatMap(row(under:)))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let row = touches.first.flatMap(row(under:))
        highlight(nil)
        if let row { alert?.choose(row.action) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlight(nil)
    }

    /// The enabled button under `touch`, where its section shows it.
    private func row(under touch: UITouch) -> AlertActionView? {
        rowViews.first { row in
            guard row.action.isEnabled, row.bounds.contains(touch.location(in: row)),
                  let section = row.superview else { return false }
            return section.bounds.contains(touch.location(in: section))
        }
    }

    private func highlight(_ row: AlertActionView?) {
        guard row !== highlightedRow else { return }
        highlightedRow?.isHighlighted = false
        row?.isHighlighted = true
        highlightedRow = row
    }
}
