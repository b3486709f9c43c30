import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite("UIBarButtonItem", .serialized)
struct UIBarButtonItemTests {
    @Test("defaults: plain style, enabled, width 0, no target, action, menu or custom view")
    func defaults() {
        let item = UIBarButtonItem()
        #expect(item.style == .plain && item.isEnabled && item.width == 0 && item.tag == 0)
        #expect(item.target == nil && item.action == nil && item.menu == nil && item.customView == nil)
        #expect(item.title == nil && item.image == nil && !item.isHidden && !item.isSelected)
    }

    @Test("system items: done and save are titled and semibold (.done), cancel and edit plain; image items have a symbol")
    func systemItems() {
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        let save = UIBarButtonItem(systemItem: .save)
        let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        let edit = UIBarButtonItem(systemItem: .edit)
        #expect(done.title == "Done" && done.style == .done)
        #expect(save.title == "Save" && save.style == .done)
        #expect(cancel.title == "Cancel" && cancel.style == .plain)
        #expect(edit.title == "Edit" && edit.style == .plain)
        for system: UIBarButtonItem.SystemItem in [.add, .compose, .reply, .action, .organize, .bookmarks, .search,
                                                   .refresh, .stop, .camera, .trash, .play, .pause, .rewind,
                                                   .fastForward, .undo, .redo, .close] {
            let item = UIBarButtonItem(systemItem: system)
            #expect(item.image != nil && item.title == nil, "\(system) shows a symbol")
        }
    }

    @Test("spaces: fixedSpace has its width, flexibleSpace none; both are UIBarButtonItems that show nothing")
    func spaces() {
        let fixed = UIBarButtonItem.fixedSpace(24)
        let flexible = UIBarButtonItem.flexibleSpace()
        #expect(fixed.width == 24 && fixed.isSpace && !fixed.isFlexibleSpace)
        #expect(flexible.isSpace && flexible.isFlexibleSpace && flexible.title == nil && flexible.image == nil)
    }

    @Test("a primary action gives the item its title and image unless the item has its own")
    func primaryActionLook() {
        let action = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in }
        let item = UIBarButtonItem(primaryAction: action)
        #expect(item.title == "Share" && item.image != nil)
        let titled = UIBarButtonItem(title: "Send", image: nil, primaryAction: action, menu: nil)
        #expect(titled.title == "Send")
    }

    @Test("the target is not retained, as UIKit's")
    func weakTarget() {
        let item = UIBarButtonItem(title: "Go", style: .plain, target: nil, action: nil)
        do {
            let recorder = BarRecorder()
            item.target = recorder
            #expect(item.target === recorder)
        }
        #expect(item.target == nil)
    }

    @Test("title text attributes are kept per state")
    func titleAttributes() {
        let item = UIBarButtonItem(title: "Go", style: .plain, target: nil, action: nil)
        item.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        #expect((item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor) == .red)
        #expect(item.titleTextAttributes(for: .highlighted) == nil)
    }

    @Test("an item with only a menu shows it as its primary action; with an action, the menu waits for a long press")
    func menuAsPrimaryAction() {
        let menu = UIMenu(title: "", children: [UIAction(title: "One") { _ in }])
        let menuOnly = BarButtonItemView(item: UIBarButtonItem(title: "More", image: nil, primaryAction: nil, menu: menu))
        menuOnly.layoutIfNeeded()
        #expect(menuOnly.showsMenuAsPrimaryAction && menuOnly.isContextMenuInteractionEnabled)
        let withAction = BarButtonItemView(item: UIBarButtonItem(title: "More", image: nil,
                                                                 primaryAction: UIAction { _ in }, menu: menu))
        withAction.layoutIfNeeded()
        #expect(!withAction.showsMenuAsPrimaryAction && withAction.isContextMenuInteractionEnabled)
    }
}
