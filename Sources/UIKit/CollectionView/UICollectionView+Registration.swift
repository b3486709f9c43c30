import CoreGraphics
import Foundation

/// Registration, dequeuing and the reuse queues.
extension UICollectionView {
    func registerClass(_ viewClass: AnyClass?, category: ElementCategory, kind: String?, identifier: String) {
        let key = CollectionReuseKey(category: category, kind: kind, identifier: identifier)
        // Views queued under the old registration would be of the wrong class.
        reuseQueues[key] = nil
        guard let viewClass else {
            registrations[key] = nil
            return
        }
        if category == .cell {
            guard let type = viewClass as? UICollectionViewCell.Type else {
                preconditionFailure("UICollectionView.register(_:forCellWithReuseIdentifier:): \(viewClass) is not a "
                    + "UICollectionViewCell subclass; register a UICollectionViewCell subclass")
            }
            registrations[key] = type
        } else {
            guard let type = viewClass as? UICollectionReusableView.Type else {
                preconditionFailure("UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:): "
                    + "\(viewClass) is not a UICollectionReusableView subclass; register a UICollectionReusableView subclass")
            }
            registrations[key] = type
        }
    }

    func dequeueCell(identifier: String, indexPath: IndexPath) -> UICollectionViewCell {
        let view = dequeueView(category: .cell, kind: nil, identifier: identifier, indexPath: indexPath,
                               api: "dequeueReusableCell(withReuseIdentifier:for:)")
        // Cell registrations only hold UICollectionViewCell subclasses.
        return view as! UICollectionViewCell
    }

    /// A view registered under `category`/`kind`/`identifier`: the last one queued (after
    /// its `prepareForReuse()`) or a new one; the attributes of the element being asked
    /// for (or else, once the layout is prepared, the layout's for `indexPath`) are
    /// applied to it.
    func dequeueView(category: ElementCategory, kind: String?, identifier: String, indexPath: IndexPath,
                     api: String) -> UICollectionReusableView {
        let key = CollectionReuseKey(category: category, kind: kind, identifier: identifier)
        guard let type = registrations[key] else {
            preconditionFailure("UICollectionView.\(api): could not dequeue a view of kind: "
                + "\(kind ?? "UICollectionElementKindCell") with identifier \(identifier) - must register a nib or a "
                + "class for the identifier or connect a prototype cell in a storyboard")
        }
        if category == .cell, let reconfiguring, reconfiguring.indexPath == indexPath,
           reconfiguring.cell.reuseIdentifierStorage == identifier {
            return reconfiguring.cell
        }
        let view = reusableView(key: key, type: type)
        let element = CollectionElementKey(category: category, kind: kind, indexPath: indexPath)
        if let request = viewRequest, request.attributes.elementKey == element {
            view.applyLayoutAttributes(request.attributes)
        } else if layoutPrepared, pendingInvalidation == nil, let attributes = layoutAttributes(for: element) {
            view.applyLayoutAttributes(attributes)
        }
        viewRequest?.dequeued.append(ObjectIdentifier(view))
        return view
    }

    /// The view for decoration `attributes`, from the layout's registration: recycled or
    /// new, with the attributes applied.
    func dequeueDecorationView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView {
        let kind = attributes.representedElementKind ?? ""
        guard let type = collectionViewLayout.decorationClasses[kind] else {
            preconditionFailure("UICollectionView: could not dequeue a view of kind: \(kind) with identifier \(kind) - "
                + "the layout \(Swift.type(of: collectionViewLayout)) placed a decoration view of kind \(kind) at "
                + "\(attributes.indexPath); register a class for it with register(_:forDecorationViewOfKind:) on the layout")
        }
        let view = reusableView(key: CollectionReuseKey(category: .decorationView, kind: kind, identifier: kind), type: type)
        view.applyLayoutAttributes(attributes)
        return view
    }

    private func reusableView(key: CollectionReuseKey, type: UICollectionReusableView.Type) -> UICollectionReusableView {
        if let recycled = reuseQueues[key]?.popLast() {
            recycled.prepareForReuse()
            return recycled
        }
        let view = type.init(frame: .zero)
        view.reuseIdentifierStorage = key.identifier
        return view
    }

    /// Puts a view that left the screen at the end of its reuse queue.
    func enqueue(_ view: UICollectionReusableView, element: CollectionElementKey) {
        view.appliedAttributes = nil
        let key = CollectionReuseKey(category: element.category, kind: element.kind,
                                     identifier: view.reuseIdentifierStorage ?? element.kind ?? "")
        reuseQueues[key, default: []].append(view)
    }

    /// The layout's attributes for an element, asked on demand.
    func layoutAttributes(for element: CollectionElementKey) -> UICollectionViewLayoutAttributes? {
        let layout = collectionViewLayout
        switch element.category {
        case .cell:
            return layout.layoutAttributesForItem(at: element.indexPath)
        case .supplementaryView:
            return layout.layoutAttributesForSupplementaryView(ofKind: element.kind ?? "", at: element.indexPath)
        case .decorationView:
            return layout.layoutAttributesForDecorationView(ofKind: element.kind ?? "", at: element.indexPath)
        }
    }
}
