import Foundation

/// One segment of a `UISegmentedControl`: what it shows (a title or an image, never both),
/// the action it performs when made from a `UIAction`, whether it takes touches, its fixed
/// width and content offset, and the two views that show its content (only the one for
/// its kind of content is visible).
@MainActor
final class SegmentedControlSegment {
    /// What a segment shows: UIKit keeps a title or an image, and setting one drops the other.
    enum Content {
        case title(String?)
        case image(UIImage?)
    }

    var content: Content {
        didSet { appliedState = nil }
    }
    /// The action chosen with the segment (segments made from `UIAction`s).
    var action: UIAction?
    var isEnabled = true
    /// The width given with `setWidth(_:forSegmentAt:)`; 0 means sized automatically.
    var width: CGFloat = 0
    /// How far the content is moved from the segment's centre.
    var contentOffset: CGSize = .zero
    /// Shows a title.
    let label = UILabel()
    /// Shows an image.
    let imageView = UIImageView()
    /// The state the content views were last styled for (nil: restyle at the next layout).
    var appliedState: UIControl.State?

    init(content: Content) {
        self.content = content
        for view in contentViews { view.isUserInteractionEnabled = false }
    }

    /// A segment for `action`: its image when it has one, else its title (UIKit prefers the
    /// image when an action has both).
    convenience init(action: UIAction) {
        self.init(content: SegmentedControlSegment.content(of: action))
        self.action = action
    }

    static func content(of action: UIAction) -> Content {
        if let image = action.image { return .image(image) }
        return .title(action.title)
    }

    /// The title, for a title segment.
    var title: String? {
        if case .title(let title) = content { return title }
        return nil
    }

    /// The image, for an image segment.
    var image: UIImage? {
        if case .image(let image) = content { return image }
        return nil
    }

    /// The views that show the content, both in the control's hierarchy.
    var contentViews: [UIView] { [label, imageView] }

    /// The view showing the segment's content now.
    var visibleContentView: UIView {
        if case .image = content { return imageView }
        return label
    }
}
