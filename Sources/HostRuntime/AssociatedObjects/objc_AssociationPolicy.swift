/// How `objc_setAssociatedObject(_:_:_:_:)` holds a value, with the Objective-C runtime's
/// raw values. "Nonatomic" and atomic policies behave alike here: every access takes the
/// association table's lock.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Holds the value without keeping it alive: once the last other reference to an
    /// object value goes, reading it answers nil (the Objective-C runtime would hand out a
    /// dangling pointer). A value that is not an object is kept as it is.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Keeps the value alive until it is replaced, removed or the object goes.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Keeps a copy (`NSCopying.copy(with:)`) of an object value; other values are copies
    /// already.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// `OBJC_ASSOCIATION_RETAIN_NONATOMIC`, atomically.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// `OBJC_ASSOCIATION_COPY_NONATOMIC`, atomically.
    case OBJC_ASSOCIATION_COPY = 771
}
