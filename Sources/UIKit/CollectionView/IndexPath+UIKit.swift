import Foundation

/// UIKit's two-level index paths: (section, item) for collection views, (section, row) for
/// table views. As in UIKit, `section`, `item` and `row` need a path of exactly two indexes
/// (deeper paths, which supplementary views may use, are read by subscript).
extension IndexPath {
    /// An index path for `item` in `section`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// An index path for `row` in `section`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The first index.
    public var section: Int {
        get { self[Self.checkedTwoLevel(self, 0)] }
        set { self[Self.checkedTwoLevel(self, 0)] = newValue }
    }

    /// The second index.
    public var item: Int {
        get { self[Self.checkedTwoLevel(self, 1)] }
        set { self[Self.checkedTwoLevel(self, 1)] = newValue }
    }

    /// The second index, under its table-view name.
    public var row: Int {
        get { item }
        set { item = newValue }
    }

    /// `position`, once `path` is known to have two indexes.
    private static func checkedTwoLevel(_ path: IndexPath, _ position: Int) -> Int {
        precondition(path.count == 2, "Invalid index path \(path) for use with UICollectionView or UITableView: it must "
            + "contain exactly two indices, the section and the item (or row); make it with IndexPath(item:section:)")
        return position
    }
}
