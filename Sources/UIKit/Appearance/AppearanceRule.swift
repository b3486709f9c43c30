import Foundation

/// One value set on an appearance proxy: which views it is for (a class, optionally inside
/// containers) and how to apply it to one of them.
@MainActor
struct AppearanceRule {
    /// The property set, with its state for per-state setters (`setTitleColor:forState:2`).
    let key: String
    let target: AppearanceTarget
    /// Sets the value on a matching view.
    let apply: @MainActor (UIView) -> Void
}

/// The views a proxy stands for: instances of a class (and subclasses), optionally only
/// inside a chain of containers.
@MainActor
struct AppearanceTarget: Hashable {
    /// The proxy's class.
    let viewClass: ObjectIdentifier
    /// The container classes, outermost first.
    let containers: [ObjectIdentifier]
    /// How many superclasses the proxy's class has: a subclass's rule wins over its
    /// superclass's.
    let depth: Int

    init(viewClass: AnyClass, containers: [AnyClass]) {
        self.viewClass = ObjectIdentifier(viewClass)
        self.containers = containers.map(ObjectIdentifier.init)
        depth = AppearanceTarget.superclassCount(of: viewClass)
    }

    /// Whether `view` is an instance of the class inside the containers, in order: the last
    /// container is the nearest one matching among the view's ancestors (views and the view
    /// controllers whose views they are), each earlier one further out.
    func matches(_ view: UIView) -> Bool {
        guard AppearanceTarget.isKind(view, of: viewClass) else { return false }
        var remaining = containers[...]
        guard !remaining.isEmpty else { return true }
        var ancestor = view.superview
        while let current = ancestor, let wanted = remaining.last {
            let controller = current.viewControllerStorage
            if AppearanceTarget.isKind(current, of: wanted) || controller.map({ AppearanceTarget.isKind($0, of: wanted) }) == true {
                remaining = remaining.dropLast()
            }
            ancestor = current.superview
        }
        return remaining.isEmpty
    }

    /// The order rules apply in, later winning: fewer containers first, then superclasses
    /// before subclasses (ties keep the order they were set in).
    static func precedes(_ a: AppearanceTarget, _ b: AppearanceTarget) -> Bool {
        (a.containers.count, a.depth) < (b.containers.count, b.depth)
    }

    private static func isKind(_ object: AnyObject, of wanted: ObjectIdentifier) -> Bool {
        var cls: AnyClass? = type(of: object)
        while let current = cls {
            if ObjectIdentifier(current) == wanted { return true }
            cls = _getSuperclass(current)
        }
        return false
    }

    private static func superclassCount(of viewClass: AnyClass) -> Int {
        var count = 0
        var cls: AnyClass? = _getSuperclass(viewClass)
        while let current = cls {
            count += 1
            cls = _getSuperclass(current)
        }
        return count
    }
}
