import CoreGraphics
import Foundation

/// Identifies an accessory's view across layouts: a system accessory by its side and rank,
/// a custom one by its view.
struct ListAccessoryKey: Hashable {
    let system: Int?
    let customView: ObjectIdentifier?

    init(_ accessory: UICellAccessory) {
        if case .customView(let configuration) = accessory.kind {
            system = nil
            customView = ObjectIdentifier(configuration.customView)
        } else {
            system = accessory.systemRank.map { $0.rank + ($0.leading ? 0 : 100) }
            customView = nil
        }
    }
}

// Accessories: which show (their displayed state against the collection view's editing),
// on which side and in what order (system ones in UIKit's order, custom ones where their
// position puts them), their views (made once, updated each layout) and slots, and the
// content view between the two sides. Metrics are iOS 17's as estimated from screenshots
// (docs/DIFFERENCES.md, "Lists").
extension UICollectionViewListCell {
    /// The space between the cell's edges and its outermost accessories (and the content's
    /// own margins when there are none): 16 points, 20 on regular-width screens.
    var listEdgeMargin: CGFloat { traitCollection.horizontalSizeClass == .regular ? 20 : 16 }
    /// The space between two accessories on one side.
    static let accessorySpacing: CGFloat = 8

    /// Stops on two system accessories of one kind, as UIKit raises.
    static func checkForDuplicates(_ accessories: [UICellAccessory]) {
        var seen: [UICellAccessory] = []
        for accessory in accessories where accessory.systemRank != nil {
            if seen.contains(where: { $0.isSameKind(as: accessory) }) {
                preconditionFailure("UICollectionViewListCell.accessories: the array contains more than one system "
                                    + "accessory of the same type (\(accessory.accessoryType)); give each system "
                                    + "accessory at most once")
            }
            seen.append(accessory)
        }
    }

    /// The accessories shown now, leading and trailing, each side in order from the cell's
    /// leading edge to its trailing edge.
    func shownAccessories() -> (leading: [UICellAccessory], trailing: [UICellAccessory]) {
        let editing = showsEditing
        let shown = accessories.filter {
            switch $0.displayedState {
            case .always: true
            case .whenEditing: editing
            case .whenNotEditing: !editing
            }
        }
        // Each system accessory's rank read once. (Written as a loop: Swift 6.3's optimizer
        // crashed on this as a compactMap of tuples in release builds.)
        var ranked: [(accessory: UICellAccessory, rank: Int, leading: Bool)] = []
        for accessory in shown {
            guard let place = accessory.systemRank else { continue }
            ranked.append((accessory, place.rank, place.leading))
        }
        ranked.sort { $0.rank < $1.rank }
        var leading = ranked.filter(\.leading).map(\.accessory), trailing = ranked.filter { !$0.leading }.map(\.accessory)
        for accessory in shown {
            guard case .customView(let configuration) = accessory.kind else { continue }
            switch configuration.placement {
            case .leading(_, let position):
                leading.insert(accessory, at: min(max(0, position(leading)), leading.count))
            case .trailing(_, let position):
                trailing.insert(accessory, at: min(max(0, position(trailing)), trailing.count))
            }
        }
        return (leading, trailing)
    }

    /// Places the shown accessories (the leading ones after the indentation when
    /// `indentsAccessories`) and the content view between them; removes the views of
    /// accessories no longer shown.
    func layoutAccessoriesAndContent() {
        let (leading, trailing) = shownAccessories()
        let shownKeys = Set((leading + trailing).map(ListAccessoryKey.init))
        for (key, view) in accessoryViews where !shownKeys.contains(key) {
            view.removeFromSuperview()
            if key.customView != nil { accessoryViews[key] = nil }
        }
        let indentation = CGFloat(max(0, indentationLevel)) * (indentationWidth.isFinite ? max(0, indentationWidth) : 0)
        let accessoryIndent = indentsAccessories ? indentation : 0
        var x = listEdgeMargin + accessoryIndent
        for accessory in leading {
            let (view, width) = placeAccessory(accessory)
            view.center = CGPoint(x: x + width / 2, y: bounds.midY)
            x += width + Self.accessorySpacing
        }
        // The content starts where the leading accessories end (its own margins keep the
        // text off them), indented.
        let leadingEnd = leading.isEmpty ? accessoryIndent : x - Self.accessorySpacing
        let contentStart = leadingEnd - accessoryIndent + indentation
        var end = bounds.width - listEdgeMargin
        var contentEnd = bounds.width
        var gripSeparatorX: CGFloat?
        for (index, accessory) in trailing.enumerated().reversed() {
            let (view, width) = placeAccessory(accessory)
            view.center = CGPoint(x: end - width / 2, y: bounds.midY)
            end -= width
            contentEnd = end
            if case .reorder(let options) = accessory.kind, options.showsVerticalSeparator, index > 0 {
                gripSeparatorX = end - Self.accessorySpacing / 2
            }
            end -= Self.accessorySpacing
        }
        layoutReorderSeparator(at: gripSeparatorX)
        contentView.frame = CGRect(x: contentStart, y: 0, width: max(0, contentEnd - contentStart), height: bounds.height)
    }

    /// The accessory's view, made or updated, in the cell; and the width of its slot.
    private func placeAccessory(_ accessory: UICellAccessory) -> (UIView, CGFloat) {
        let key = ListAccessoryKey(accessory)
        let view = accessoryViews[key] ?? makeAccessoryView(accessory)
        accessoryViews[key] = view
        update(view, for: accessory)
        if view.superview !== self { addSubview(view) }
        let actual = view.bounds.width
        let width: CGFloat = switch accessory.reservedLayoutWidth {
        case .actual: actual
        case .standard: max(actual, accessory.standardWidth)
        case .custom(let value): value.isFinite ? max(0, value) : actual
        }
        return (view, width)
    }

    /// A new view for `accessory`: the system's control or symbol, or the custom view.
    private func makeAccessoryView(_ accessory: UICellAccessory) -> UIView {
        switch accessory.kind {
        case .disclosureIndicator:
            return CellAccessorySymbols.disclosureChevron()
        case .checkmark:
            return CellAccessorySymbols.checkmark()
        case .detail:
            let button = UIButton(type: .detailDisclosure)
            button.sizeToFit()
            button.addAction(UIAction { [weak self] _ in self?.runAccessoryAction(of: .detail()) }, for: .touchUpInside)
            return button
        case .outlineDisclosure:
            let button = UIButton(type: .custom)
            button.setImage(UIImage(systemName: "chevron.right", withConfiguration:
                UIImage.SymbolConfiguration(pointSize: 15, weight: .semibold)), for: .normal)
            button.sizeToFit()
            button.addAction(UIAction { [weak self] _ in self?.runAccessoryAction(of: .outlineDisclosure()) },
                             for: .touchUpInside)
            return button
        case .delete, .insert:
            let insert = accessory.isSameKind(as: .insert())
            let button = UIButton(type: .custom)
            button.setImage(CellAccessorySymbols.editingControlImage(insert: insert), for: .normal)
            button.sizeToFit()
            button.addAction(UIAction { [weak self] _ in self?.runAccessoryAction(of: insert ? .insert() : .delete()) },
                             for: .touchUpInside)
            return button
        case .reorder:
            return makeReorderGrip()
        case .multiselect:
            return UIImageView(image: nil)
        case .label:
            return UILabel(frame: .zero)
        case .popUpMenu:
            return PopUpMenuAccessoryControl()
        case .customView(let configuration):
            return configuration.customView
        }
    }

    /// Brings `view` up to date with `accessory`: colours, hidden state, the multiselect
    /// circle's selection, the outline chevron's turn, the label's text, a custom view's size.
    private func update(_ view: UIView, for accessory: UICellAccessory) {
        view.isHidden = accessory.isHidden
        switch accessory.kind {
        case .disclosureIndicator(let options):
            view.tintColor = options.tintColor ?? .tertiaryLabel
        case .checkmark(let options):
            view.tintColor = options.tintColor
        case .detail(let options, _):
            view.tintColor = options.tintColor
        case .outlineDisclosure(let options, _):
            view.tintColor = options.tintColor ?? (resolvedOutlineStyle(options.style) == .header ? nil : .tertiaryLabel)
            view.transform = isOutlineExpanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
        case .delete(let options, _):
            view.tintColor = options.backgroundColor ?? .systemRed
        case .insert(let options, _):
            view.tintColor = options.backgroundColor ?? .systemGreen
        case .reorder(let options):
            (view as? ReorderGrip)?.lines.tintColor = options.tintColor ?? .tertiaryLabel
            if let grip = view as? ReorderGrip { grip.bounds.size = CGSize(width: grip.linesWidth, height: bounds.height) }
        case .multiselect(let options):
            guard let image = view as? UIImageView else { return }
            let selected = isSelected
            image.image = UIImage(systemName: selected ? "checkmark.circle.fill" : "circle", withConfiguration:
                UIImage.SymbolConfiguration(pointSize: 22, weight: .regular))
            image.tintColor = selected ? options.tintColor : .tertiaryLabel
            image.backgroundColor = selected ? nil : options.backgroundColor
            image.sizeToFit()
            image.layer.cornerRadius = image.bounds.width / 2
        case .label(let text, let options):
            guard let label = view as? UILabel else { return }
            label.text = text
            label.font = options.font
            label.textColor = options.tintColor ?? .secondaryLabel
            label.sizeToFit()
        case .popUpMenu(let menu, let options, let handler):
            guard let control = view as? PopUpMenuAccessoryControl else { return }
            control.show(menu, selectedElementDidChange: handler)
            control.tintColor = options.tintColor ?? .secondaryLabel
        case .customView(let configuration):
            if let tint = configuration.tintColor { view.tintColor = tint }
            if !configuration.maintainsFixedSize {
                view.bounds.size = view.sizeThatFits(CGSize(width: bounds.width, height: bounds.height))
            }
        }
    }

    /// The grip of a `.reorder()` accessory: dragging it moves the item through the
    /// collection view's interactive movement.
    private func makeReorderGrip() -> ReorderGrip {
        let grip = ReorderGrip()
        var grab: CGFloat = 0
        grip.began = { [weak self] touch in
            guard let self, let collectionView = self.superview as? UICollectionView,
                  let indexPath = collectionView.indexPath(for: self) else { return }
            grab = touch.location(in: collectionView).y - self.center.y
            if collectionView.beginInteractiveMovementForItem(at: indexPath) { self.isReordering = true }
        }
        grip.moved = { [weak self] touch in
            guard let self, self.isReordering, let collectionView = self.superview as? UICollectionView else { return }
            let point = touch.location(in: collectionView)
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: self.center.x, y: point.y - grab))
        }
        grip.ended = { [weak self] cancelled in
            guard let self, self.isReordering, let collectionView = self.superview as? UICollectionView else { return }
            self.isReordering = false
            if cancelled { collectionView.cancelInteractiveMovement() } else { collectionView.endInteractiveMovement() }
        }
        return grip
    }

    /// The hairline between the reorder grip and the accessories before it.
    private func layoutReorderSeparator(at x: CGFloat?) {
        guard let x else {
            reorderSeparator?.removeFromSuperview()
            return
        }
        let line = reorderSeparator ?? UIView()
        reorderSeparator = line
        line.backgroundColor = .separator
        line.isUserInteractionEnabled = false
        if line.superview !== self { addSubview(line) }
        let hairline = 1 / max(window?.screen.scale ?? traitCollection.displayScale, 1)
        line.frame = CGRect(x: x - hairline / 2, y: 8, width: hairline, height: max(0, bounds.height - 16))
    }

    /// A tap on the cell that does not select it: the header-style outline disclosure's
    /// toggle, or a pop-up menu accessory's menu presented. Answers whether it was one.
    func handleTapInsteadOfSelecting() -> Bool {
        if togglesOutlineOnTap {
            toggleFromHeaderTap()
            return true
        }
        let (_, trailing) = shownAccessories()
        guard let popUp = trailing.first(where: { $0.isSameKind(as: .popUpMenu(UIMenu(children: []))) }),
              let control = accessoryViews[ListAccessoryKey(popUp)] as? PopUpMenuAccessoryControl else { return false }
        control.presentMenu()
        return true
    }

    /// The interactive accessory of `kind`'s kind was tapped: its action handler runs, or
    /// what UIKit does without one (an outline disclosure expands or collapses the item; a
    /// delete control reveals the trailing swipe actions).
    func runAccessoryAction(of kind: UICellAccessory) {
        guard let accessory = accessories.first(where: { $0.isSameKind(as: kind) }) else { return }
        switch accessory.kind {
        case .detail(_, let handler), .insert(_, let handler):
            handler?()
        case .outlineDisclosure(_, let handler):
            if let handler { handler() } else { toggleOutlineExpansion() }
        case .delete(_, let handler):
            if let handler { handler() } else { revealTrailingSwipeActions() }
        default:
            break
        }
    }
}

extension UICellAccessory {
    /// A system accessory's side and rank on it (from the leading edge); nil for a custom one.
    var systemRank: (leading: Bool, rank: Int)? {
        switch kind {
        case .multiselect: (true, 0)
        case .delete: (true, 1)
        case .insert: (true, 2)
        case .label: (false, 0)
        case .detail: (false, 1)
        case .checkmark: (false, 2)
        case .popUpMenu: (false, 3)
        case .disclosureIndicator: (false, 4)
        case .outlineDisclosure: (false, 5)
        case .reorder: (false, 6)
        case .customView: nil
        }
    }

    /// Whether the accessory is hidden, keeping its place.
    var isHidden: Bool {
        switch kind {
        case .disclosureIndicator(let options): options.isHidden
        case .detail(let options, _): options.isHidden
        case .outlineDisclosure(let options, _): options.isHidden
        case .checkmark(let options): options.isHidden
        case .delete(let options, _): options.isHidden
        case .insert(let options, _): options.isHidden
        case .reorder(let options): options.isHidden
        case .multiselect(let options): options.isHidden
        case .label(_, let options): options.isHidden
        case .popUpMenu(_, let options, _): options.isHidden
        case .customView(let configuration): configuration.isHidden
        }
    }

    /// How wide the accessory's place is.
    var reservedLayoutWidth: LayoutDimension {
        switch kind {
        case .disclosureIndicator(let options): options.reservedLayoutWidth
        case .detail(let options, _): options.reservedLayoutWidth
        case .outlineDisclosure(let options, _): options.reservedLayoutWidth
        case .checkmark(let options): options.reservedLayoutWidth
        case .delete(let options, _): options.reservedLayoutWidth
        case .insert(let options, _): options.reservedLayoutWidth
        case .reorder(let options): options.reservedLayoutWidth
        case .multiselect(let options): options.reservedLayoutWidth
        case .label(_, let options): options.reservedLayoutWidth
        case .popUpMenu(_, let options, _): options.reservedLayoutWidth
        case .customView(let configuration): configuration.reservedLayoutWidth
        }
    }

    /// The system's width for the accessory's kind (`.standard`): the editing controls'
    /// circles and the checkmark and outline chevron get a fixed place so rows line up.
    var standardWidth: CGFloat {
        switch kind {
        case .delete, .insert, .multiselect: 24
        case .checkmark, .outlineDisclosure, .popUpMenu: 20
        default: 0
        }
    }
}
