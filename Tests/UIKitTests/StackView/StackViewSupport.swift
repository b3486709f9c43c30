import Testing
import UIKitTesting

/// The three views most stack view tests arrange: intrinsic sizes 50 × 20, 60 × 30 and
/// 70 × 40, so a mix-up of views, sizes or axes shows in every frame.
@MainActor
func threeBoxes() -> [IntrinsicView] {
    [IntrinsicView(CGSize(width: 50, height: 20)), IntrinsicView(CGSize(width: 60, height: 30)),
     IntrinsicView(CGSize(width: 70, height: 40))]
}

/// A stack view of `frame` (placed by its autoresizing mask, as a view made in code is)
/// arranging `views`, configured and laid out.
@MainActor
func laidOutStack(_ views: [UIView], frame: CGRect, axis: NSLayoutConstraint.Axis = .horizontal,
                  configure: (UIStackView) -> Void = { _ in }) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: views)
    stack.frame = frame
    stack.axis = axis
    configure(stack)
    stack.layoutIfNeeded()
    return stack
}

/// `laidOutStack(views, frame:axis:configure:)`, expecting the views' frames to be `expected`.
@MainActor
@discardableResult
func expectFrames(_ views: [UIView], in frame: CGRect, axis: NSLayoutConstraint.Axis = .horizontal, _ expected: [CGRect],
                  sourceLocation: SourceLocation = #_sourceLocation,
                  configure: (UIStackView) -> Void = { _ in }) -> UIStackView {
    let stack = laidOutStack(views, frame: frame, axis: axis, configure: configure)
    #expect(framesMatch(views, expected), "\(framesOf(views))", sourceLocation: sourceLocation)
    return stack
}

/// A stack view sized by its content: pinned at (10, 20) of a 320 × 480 root with nothing
/// else on its size. Returns the root (keep it) and the stack, laid out.
@MainActor
func freeStack(_ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal,
               configure: (UIStackView) -> Void = { _ in }) -> (root: UIView, stack: UIStackView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = axis
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                 stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)])
    configure(stack)
    root.layoutIfNeeded()
    return (root, stack)
}

/// Shorthand for the expected frames.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// Whether each view's frame is within 1e-3 of the expected one (sums of thirds and
/// baselines are not exact in binary).
@MainActor
func framesMatch(_ views: [UIView], _ expected: [CGRect]) -> Bool {
    views.count == expected.count && zip(views, expected).allSatisfy { $0.frame.isClose(to: $1) }
}

/// The frames, for failure messages.
@MainActor
func framesOf(_ views: [UIView]) -> String {
    views.map { "\($0.frame)" }.joined(separator: ", ")
}

extension UIStackView {
    /// The stack view's own constraints with `identifier`.
    func constraints(_ identifier: String) -> [NSLayoutConstraint] {
        constraints.filter { $0.identifier == identifier }
    }
}

/// A label with `text` in the system font of `size`.
@MainActor
func textLabel(_ text: String, size: CGFloat = 17, lines: Int = 1) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .systemFont(ofSize: size)
    label.numberOfLines = lines
    return label
}

/// Where a one-paragraph label of its intrinsic height draws the baseline of line `line`
/// (0 first), from the label's top: its text is centred and each line is one font line
/// high, so the baseline is half the spare height, plus the lines above, plus the ascender.
@MainActor
func baselineOffset(of label: UILabel, line: Int = 0) -> CGFloat {
    let font = label.font!
    let lines = CGFloat(max(1, label.text?.components(separatedBy: "\n").count ?? 1))
    return (label.intrinsicContentSize.height - lines * font.lineHeight) / 2 + CGFloat(line) * font.lineHeight + font.ascender
}
