import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

@MainActor
@Suite("Scratch render", .serialized)
struct ScratchRenderTests {
    @Test("dump")
    func dump() {
        let sim = Simulator(device: .iPhone15)
        let window = UIWindow(frame: sim.screen.bounds)
        window.backgroundColor = .systemGroupedBackground
        window.makeKeyAndVisible()
        var y: CGFloat = 70
        func add(_ style: UITextField.BorderStyle, _ configure: (UITextField) -> Void) -> UITextField {
            let f = UITextField(frame: CGRect(x: 20, y: y, width: 300, height: 34))
            f.borderStyle = style
            configure(f)
            window.addSubview(f)
            y += 50
            return f
        }
        _ = add(.none) { $0.text = "None style" }
        _ = add(.line) { $0.text = "Line style" }
        _ = add(.bezel) { $0.text = "Bezel style" }
        _ = add(.roundedRect) { $0.placeholder = "Placeholder" }
        _ = add(.roundedRect) { $0.text = "Rounded with clear"; $0.clearButtonMode = .always }
        _ = add(.roundedRect) { $0.text = "secret"; $0.isSecureTextEntry = true }
        _ = add(.roundedRect) { $0.text = "Disabled"; $0.isEnabled = false }
        _ = add(.roundedRect) { $0.text = "A very long text that does not fit in the field at all"; }
        let editing = add(.roundedRect) { $0.text = "Editing here"; $0.clearButtonMode = .whileEditing }
        let selecting = add(.roundedRect) { $0.text = "Selected words here" }
        sim.runUntilIdle()
        editing.becomeFirstResponder()
        sim.runUntilIdle()
        selecting.becomeFirstResponder()
        let s = selecting.position(from: selecting.beginningOfDocument, offset: 9)!
        let e = selecting.position(from: s, offset: 5)!
        selecting.selectedTextRange = selecting.textRange(from: s, to: e)
        sim.runUntilIdle()
        RenderedPixels.writePNG(sim.screenshot(), to: "/tmp/tf-fields2.png")
        let marked = add(.roundedRect) { _ in }
        marked.becomeFirstResponder()
        marked.insertText("abc ")
        marked.setMarkedText("にほん", selectedRange: NSRange(location: 3, length: 0))
        sim.runUntilIdle()
        RenderedPixels.writePNG(sim.screenshot(), to: "/tmp/tf-fields.png")
        print("intrinsic", UITextField().intrinsicContentSize, { let f = UITextField(); f.borderStyle = .roundedRect; return f.intrinsicContentSize }(), UIFont.systemFont(ofSize: 17).lineHeight)
    }
}
