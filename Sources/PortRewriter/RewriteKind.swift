/// One kind of change the port makes: a spelling that only builds with the Objective-C
/// runtime, and what it becomes.
public enum RewriteKind: String, CaseIterable, Sendable {
    /// `#selector(X.y(_:))` becomes `#Selector(X.y(_:))`.
    case selector = "#selector"
    /// `@objc` removed.
    case objc = "@objc"
    /// `@objc(name)` removed (with a warning: the name it gave is lost).
    case objcName = "@objc(name)"
    /// `@objcMembers` removed.
    case objcMembers = "@objcMembers"
    /// `@nonobjc` removed.
    case nonobjc = "@nonobjc"
    /// `@IBAction` removed.
    case ibAction = "@IBAction"
    /// `@IBOutlet` removed.
    case ibOutlet = "@IBOutlet"
    /// `@IBInspectable` removed.
    case ibInspectable = "@IBInspectable"
    /// `@IBDesignable` removed.
    case ibDesignable = "@IBDesignable"
    /// `@IBSegueAction` removed.
    case ibSegueAction = "@IBSegueAction"
    /// `dynamic` removed from a member that is `@objc` (written or implied).
    case dynamic = "dynamic"

    /// How the summary names the change.
    public var summaryLabel: String {
        switch self {
        case .selector: "#selector → #Selector"
        default: "\(rawValue) removed"
        }
    }

    /// The attribute kind an attribute name is removed as, or nil for attributes the port keeps.
    /// `@objc` with a name in parentheses is its own kind, since it warns.
    static func removedAttribute(named name: String, hasArguments: Bool) -> RewriteKind? {
        switch name {
        case "objc": hasArguments ? .objcName : .objc
        case "objcMembers": .objcMembers
        case "nonobjc": .nonobjc
        case "IBAction": .ibAction
        case "IBOutlet": .ibOutlet
        case "IBInspectable": .ibInspectable
        case "IBDesignable": .ibDesignable
        case "IBSegueAction": .ibSegueAction
        default: nil
        }
    }

    /// Whether the attribute makes its declaration `@objc`, so a `dynamic` beside it is
    /// Objective-C dynamic dispatch rather than Swift's dynamic replacement.
    var impliesObjC: Bool {
        switch self {
        case .objc, .objcName, .ibAction, .ibOutlet, .ibInspectable, .ibSegueAction: true
        default: false
        }
    }
}
