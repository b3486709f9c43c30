import Foundation

/// What a system bar button item shows: the text items' localized titles (English here)
/// and style, the others' SF Symbols images, as iOS 17 draws them.
@MainActor
struct SystemItemLook {
    var title: String?
    var image: UIImage?
    var style: UIBarButtonItem.Style = .plain

    /// The look of `item`; nil for spaces and the deprecated page curl, which show nothing.
    init?(_ item: UIBarButtonItem.SystemItem) {
        switch item {
        case .done: title = "Done"; style = .done
        case .cancel: title = "Cancel"
        case .edit: title = "Edit"
        case .save: title = "Save"; style = .done
        case .close:
            image = UIImage(systemName: "xmark.circle.fill", withConfiguration: Self.closeConfiguration)
        case .flexibleSpace, .fixedSpace: return nil
        default:
            guard let name = Self.symbolNames[item.rawValue] else { return nil }
            image = UIImage(systemName: name, withConfiguration: Self.symbolConfiguration)
        }
    }

    /// Bar symbols are drawn at the body size in the large scale, as UIKit's bar items.
    static var symbolConfiguration: UIImage.SymbolConfiguration {
        UIImage.SymbolConfiguration(pointSize: 17, weight: .regular, scale: .large)
    }
    /// The close item: a filled circle a little smaller than other symbols, in a semibold
    /// weight, shown grey rather than tinted.
    static var closeConfiguration: UIImage.SymbolConfiguration {
        UIImage.SymbolConfiguration(pointSize: 15, weight: .semibold, scale: .large)
    }

    /// The symbol of each image system item, by raw value.
    private static let symbolNames: [Int: String] = [
        UIBarButtonItem.SystemItem.add.rawValue: "plus",
        UIBarButtonItem.SystemItem.compose.rawValue: "square.and.pencil",
        UIBarButtonItem.SystemItem.reply.rawValue: "arrowshape.turn.up.left",
        UIBarButtonItem.SystemItem.action.rawValue: "square.and.arrow.up",
        UIBarButtonItem.SystemItem.organize.rawValue: "folder",
        UIBarButtonItem.SystemItem.bookmarks.rawValue: "book",
        UIBarButtonItem.SystemItem.search.rawValue: "magnifyingglass",
        UIBarButtonItem.SystemItem.refresh.rawValue: "arrow.clockwise",
        UIBarButtonItem.SystemItem.stop.rawValue: "xmark",
        UIBarButtonItem.SystemItem.camera.rawValue: "camera",
        UIBarButtonItem.SystemItem.trash.rawValue: "trash",
        UIBarButtonItem.SystemItem.play.rawValue: "play.fill",
        UIBarButtonItem.SystemItem.pause.rawValue: "pause.fill",
        UIBarButtonItem.SystemItem.rewind.rawValue: "backward.fill",
        UIBarButtonItem.SystemItem.fastForward.rawValue: "forward.fill",
        UIBarButtonItem.SystemItem.undo.rawValue: "arrow.uturn.backward",
        UIBarButtonItem.SystemItem.redo.rawValue: "arrow.uturn.forward",
    ]
}
