import Foundation
import Testing
import UIKitSnapshotTesting
import UIKitTesting

/// A small form built from stack views in a window on a simulated iPhone SE, laid out and
/// composited by the Simulator: frames, pixels, and a reviewed snapshot.
@MainActor
@Suite("UIStackView: in a window", .serialized)
struct StackViewRenderingTests {
    /// The form: a grey, margins-relative column of rows — two "label + field" rows whose
    /// labels share one width, a "check box + label" row and a row of two equal buttons —
    /// pinned to the window.
    @MainActor
    final class Form {
        let column: UIStackView
        let labels: [UILabel]
        let fields: [UIView]
        let check: UIView
        let buttons: [UIView]

        init(in window: UIWindow) {
            labels = [textLabel("Name"), textLabel("Email"), textLabel("Remember me")]
            fields = [UIColor.systemBlue, .systemGreen].map { colour in
                let field = UIView()
                field.backgroundColor = colour
                field.heightAnchor.constraint(equalToConstant: 28).isActive = true
                field.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
                return field
            }
            check = UIView()
            check.backgroundColor = .systemRed
            NSLayoutConstraint.activate([check.widthAnchor.constraint(equalToConstant: 20),
                                         check.heightAnchor.constraint(equalToConstant: 20)])
            buttons = [UIColor.systemOrange, .systemPurple].map { colour in
                let button = UIView()
                button.backgroundColor = colour
                button.heightAnchor.constraint(equalToConstant: 36).isActive = true
                return button
            }
            let rows = [UIStackView(arrangedSubviews: [labels[0], fields[0]]),
                        UIStackView(arrangedSubviews: [labels[1], fields[1]]),
                        UIStackView(arrangedSubviews: [check, labels[2]]),
                        UIStackView(arrangedSubviews: buttons)]
            for row in rows {
                row.spacing = 8
                row.alignment = .center
            }
            rows[3].distribution = .fillEqually
            rows[3].spacing = 12
            column = UIStackView(arrangedSubviews: rows)
            column.axis = .vertical
            column.spacing = 12
            column.isLayoutMarginsRelativeArrangement = true
            column.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
            column.backgroundColor = UIColor(white: 0.9, alpha: 1)
            column.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(column)
            NSLayoutConstraint.activate([
                // The fields line up: the two labels are as wide as the wider one.
                labels[1].widthAnchor.constraint(equalTo: labels[0].widthAnchor),
                column.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                column.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
                column.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
            ])
        }
    }

    @Test("the Simulator lays a form of stack views out in the window commit and draws it")
    func form() {
        let (sim, window) = makeScenarioWindow(device: .iPhoneSE, background: .white)
        let form = Form(in: window)
        sim.runUntilIdle()
        // The column: 280 wide, as tall as its rows (28 + 28 + 20 + 36 + 3 × 12) plus margins.
        #expect(form.column.frame == rect(20, 40, 280, 180))
        let rows = form.column.arrangedSubviews
        #expect(framesMatch(rows, [rect(16, 16, 248, 28), rect(16, 56, 248, 28), rect(16, 96, 248, 20),
                                   rect(16, 128, 248, 36)]), "\(framesOf(rows))")
        let labelWidth = max(form.labels[0].intrinsicContentSize.width, form.labels[1].intrinsicContentSize.width)
        for (label, field) in zip(form.labels, form.fields) {
            #expect(label.frame.width == labelWidth)
            #expect(field.frame.minX == labelWidth + 8 && field.frame.maxX == 248)
            #expect(abs(label.frame.midY - 14) < 1e-3)
        }
        #expect(form.check.frame == rect(0, 0, 20, 20))
        #expect(form.labels[2].frame.minX == 28)
        #expect(framesMatch(form.buttons, [rect(0, 0, 118, 36), rect(130, 0, 118, 36)]), "\(framesOf(form.buttons))")

        let image = sim.screenshot()
        if let path = ProcessInfo.processInfo.environment["UIKIT_STACKVIEW_SHOT"] { RenderedPixels.writePNG(image, to: path) }
        let pixels = RenderedPixels(image)
        func colour(at point: CGPoint, in view: UIView) -> RenderedPixels.RGBA {
            let p = view.convert(point, to: window)
            return pixels[Int(p.x * 2), Int(p.y * 2)]
        }
        let background = colour(at: CGPoint(x: 4, y: 4), in: form.column)
        #expect(background.isClose(to: RenderedPixels.RGBA(230, 230, 230, 255)), "\(background)")
        for view in form.fields + [form.check] + form.buttons {
            let expected = view.backgroundColor!.cgColor.components!.map { Int(($0 * 255).rounded()) }
            let seen = colour(at: CGPoint(x: view.bounds.midX, y: view.bounds.midY), in: view)
            #expect(seen.isClose(to: RenderedPixels.RGBA(expected[0], expected[1], expected[2], 255)), "\(seen)")
        }
        // Text goes through FreeType and Pango: allow sub-visible differences between versions.
        assertSnapshot(of: UIImage(cgImage: image, scale: 2, orientation: .up), as: .image(perceptualPrecision: 0.98))
    }

    @Test("a new spacing in a window is laid out at the next frame")
    func spacingInWindow() {
        let (sim, window) = makeScenarioWindow(device: .iPhoneSE, background: .white)
        let form = Form(in: window)
        sim.runUntilIdle()
        form.column.spacing = 20
        sim.advance(by: 0.1)
        #expect(form.column.frame == rect(20, 40, 280, 204))
        #expect(form.column.arrangedSubviews[3].frame.minY == 152)
    }

    @Test("hiding a row in a window collapses the form at the next frame")
    func hidingInWindow() {
        let (sim, window) = makeScenarioWindow(device: .iPhoneSE, background: .white)
        let form = Form(in: window)
        sim.runUntilIdle()
        form.column.arrangedSubviews[1].isHidden = true
        sim.runUntilIdle()
        #expect(form.column.frame == rect(20, 40, 280, 140))
        #expect(form.column.arrangedSubviews[2].frame.minY == 56)
        _ = window
    }
}
