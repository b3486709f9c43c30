/// What makes two anchors equal whatever their anchor type: the item and the attribute.
/// (`NSLayoutAnchor` is generic, so a cast to it names one specialization; this protocol
/// lets `isEqual(_:)` recognise an anchor of any.)
protocol LayoutAnchorIdentity: AnyObject {
    nonisolated var anchorKey: LayoutAnchorKey { get }
}

/// An anchor's identity: which attribute of which item.
struct LayoutAnchorKey: Hashable, Sendable {
    let item: ObjectIdentifier
    let attribute: NSLayoutConstraint.Attribute
}
