import Foundation

/// UIKit's two-level index paths: (section, item) for collection views, (section, row) for
/// table views.
extension IndexPath {
    /// An index path for `item` in `section`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// An index path for `row` in `section`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The first index. The path must have at least one index, as in UIKit.
    public var section: Int {
        get {
            precondition(count >= 1, "IndexPath.section: the index path \(self) is empty; use IndexPath(item:section:)")
            return self[0]
        }
        set {
            precondition(count >= 1, "IndexPath.section: the index path \(self) is empty; use IndexPath(item:section:)")
            self[0] = newValue
        }
    }

    /// The second index. The path must have exactly two indexes, as in UIKit.
    public var item: Int {
        get {
            precondition(count == 2, "IndexPath.item: the index path \(self) does not have two indexes; use IndexPath(item:section:)")
            return self[1]
        }
        set {
            precondition(count == 2, "IndexPath.item: the index path \(self) does not have two indexes; use IndexPath(item:section:)")
            self[1] = newValue
        }
    }

    /// The second index, under its table-view name.
    public var row: Int {
        get { item }
        set { item = newValue }
    }
}
