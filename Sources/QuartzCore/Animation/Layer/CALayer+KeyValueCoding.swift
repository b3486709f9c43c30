import CoreGraphics
import Foundation

/// Key-value coding for layers, as Core Animation offers it: the animatable properties by
/// key path (`"opacity"`, `"position.x"`, `"transform.rotation.z"`), and any other key
/// as storage for the app's own values.
extension CALayer {
    /// The value at `keyPath`: a property of the layer (of its own type; parts of
    /// structures and transforms as `CGFloat`, `CGPoint` or `CGSize`), or a value stored
    /// under that key. While the layer's action for a change is being searched, the
    /// changed property answers its value before the change, as on iOS.
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let path = LayerKeyPath(keyPath), path.property.exists(on: self) else { return keyedValues[keyPath] }
        var object = path.property.object(of: self)
        if let change = changeInProgress, change.key == path.property.rawValue { object = change.oldValue() }
        guard path.component != .whole else { return object }
        guard let whole = path.property.kind.animationValue(of: object) else { return nil }
        let part = path.value(in: whole).vector
        switch path.kind {
        case .point: return CGPoint(x: part.x, y: part.y)
        case .size: return CGSize(width: part.x, height: part.y)
        default: return CGFloat(part.x)
        }
    }

    /// The value under `key` (see `value(forKeyPath:)`).
    public func value(forKey key: String) -> Any? {
        value(forKeyPath: key)
    }

    /// Sets the value at `keyPath`: a property of the layer (a part of a structure or
    /// transform changes just that part; nil clears colours and paths to transparent and
    /// empty), or a value stored under that key. Values of the wrong type are ignored.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let path = LayerKeyPath(keyPath), path.property.exists(on: self) else {
            keyedValues[keyPath] = value
            return
        }
        guard let part = path.kind.animationValue(of: value), let whole = path.property.read(from: self) else { return }
        path.property.write(path.replacing(in: whole, with: part), to: self)
    }

    /// Sets the value under `key` (see `setValue(_:forKeyPath:)`).
    public func setValue(_ value: Any?, forKey key: String) {
        setValue(value, forKeyPath: key)
    }
}
