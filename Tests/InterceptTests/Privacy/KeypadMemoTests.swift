import Foundation
@_spi(Platform) import Intercept
import Testing

/// A keypad's container that counts how often its subviews are read.
@MainActor
private final class CountingPad: CustomNode {
    var reads = 0
    override var childNodes: [any ViewNode] {
        reads += 1
        return children
    }
}

/// N4: a keypad recognized by its layout is searched once while it keeps its shape, not on every
/// key typed on it.
@MainActor
@Suite("Keypad memo")
struct KeypadMemoTests {
    /// A 3 x 4 pad of untitled keys 100 x 60, each drawing its digit in a label.
    fileprivate static func pad() -> (pad: CountingPad, keys: [CustomNode]) {
        let pad = CountingPad("PadView")
        pad.frame = Rect(x: 0, y: 300, width: 300, height: 240)
        var keys: [CustomNode] = []
        for (index, digit) in KeysAndTitlesTests.digits.enumerated() {
            let key = CustomNode("KeyControl")
            key.frame = Rect(x: Double(index % 3) * 100, y: Double(index / 3) * 60, width: 100, height: 60)
            key.link(CustomNode("Label", content: .text(digit)))
            pad.link(key)
            keys.append(key)
        }
        return (pad, keys)
    }

    @Test("N4: a keypad recognized by its layout is remembered while it keeps its shape: typing on it searches its grid once; a pad that gains a view is searched again")
    func typingSearchesOnce() {
        let (pad, keys) = Self.pad()
        defer { pad.breakCycles() }

        #expect(KeypadRecognition.keypadLevel(of: keys[0], content: .container) == 1)
        let firstSearch = pad.reads
        #expect(firstSearch > 2, "the first key searches the grid")
        for key in keys[1...3] {
            pad.reads = 0
            #expect(KeypadRecognition.keypadLevel(of: key, content: .container) == 1)
            #expect(pad.reads <= 1, "later keys read the pad's subview count only: \(pad.reads)")
        }

        let extra = CustomNode("KeyControl")
        extra.frame = Rect(x: 0, y: 240, width: 100, height: 60)
        extra.link(CustomNode("Label", content: .text("⌫")))
        pad.link(extra)
        pad.reads = 0
        #expect(KeypadRecognition.keypadLevel(of: keys[4], content: .container) == 1)
        #expect(pad.reads > 2, "a pad that changed shape is searched again")
    }
}
