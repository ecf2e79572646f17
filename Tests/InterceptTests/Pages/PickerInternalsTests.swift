import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// An app's own picker, as apps write them: a subclass of the platform's.
@MainActor
private final class CountryPicker: PickerView {}

/// F15: what is below a picker is decided from the host's fact that a view is a
/// picker (on UIKit its class, so an app's subclass counts), with the names only for hosts that
/// say nothing; the picker itself is the app's control.
@MainActor
@Suite("Picker internals")
struct PickerInternalsTests {
    @Test("F15: below an app's subclass of the picker, taps on the wheels give no dead or rage tap, as below the platform's own")
    func pickerSubclassWheels() async throws {
        let screen = SignalScreen()
        let picker = screen.place(CountryPicker(components: [["France", "Spain", "Italy"]], selectedRows: [1]), Rect(x: 0, y: 300, width: 390, height: 200))
        for _ in 0..<4 { screen.tap(200, 400, thenWait: 0.2) }
        screen.wait(2)
        screen.tap(200, 340)
        screen.wait(2)
        let events = await screen.events(.deadTap, .rageTap, .tap)
        #expect(events.isEmpty, "\(events.map { ($0.kind, $0.element?.type) })")
        let policy = SystemInterfacePolicy()
        let (pickerIsSystem, wheelIsSystem) = (policy.contains(picker), policy.contains(try #require(picker.subviews.first)))
        #expect(!pickerIsSystem, "the picker itself is the app's")
        #expect(wheelIsSystem)
    }

    @Test("F15: a date picker's own wheels view, itself a picker, is inside the date picker by every rule")
    func datePickerWheelsView() throws {
        let screen = SignalScreen()
        let picker = screen.place(DatePicker(), Rect(x: 0, y: 300, width: 390, height: 200))
        let wheels = try #require(picker.subviews.first)
        let policy = SystemInterfacePolicy()
        let verdicts = [picker, wheels, try #require(wheels.subviews.first)].map(policy.contains)
        #expect(verdicts == [false, true, true], "\(wheels.nodeTypeName) below \(picker.nodeTypeName)")
    }
}
