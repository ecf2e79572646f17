import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting

/// A screen a privacy reviewer would try (N3, N4): a contact's profile titled with the contact's
/// name, holding a name, a street address, a 6-digit code, a date of birth and a health note in
/// labels, cells, an image's accessibility label and a menu's title, a PIN pad of plain buttons,
/// and every kind of recognizer, list and control Intercept tracks around them.
@MainActor
final class PersonalScreen {
    static let name = "Jane Doe"
    static let street = "42 Elm Street"
    static let code = "482913"
    static let birthDate = "1987-04-12"
    static let healthNote = "Type 2 diabetes"
    /// What must never leave the device with the default configuration.
    static let secrets = [name, street, code, birthDate, healthNote, "Elm Street", "diabetes", "1987"]
    /// The PIN typed on the pad.
    static let pin = "7315"

    let screen: SignalScreen
    let controller: ViewController
    let card = View()
    let cardTap = TapGestureRecognizer()
    let note = View()
    let noteHold = LongPressGestureRecognizer()
    let photo = ImageView(imageName: "avatar", accessibilityLabel: "Photo of \(PersonalScreen.name)")
    let photoTap = TapGestureRecognizer()
    let rootTap = TapGestureRecognizer()
    let codeLabel = Label(text: "Your code: \(PersonalScreen.code)")
    let copyCode = Button(title: "Copy code")
    let call = Button(title: nil)
    let contactMenu = Button(title: "More")
    let consent = Switch()
    let keypad = View()
    private(set) var keys: [String: Button] = [:]
    let addresses = TableView(visibleRowCount: 3)
    let notes = CollectionView(visibleItemCount: 3)
    let addressData = StaticTableViewDataSource(sections: [[PersonalScreen.street, "Born \(PersonalScreen.birthDate)"]])
    let noteData = StaticCollectionViewDataSource(sections: [[PersonalScreen.healthNote, "Code \(PersonalScreen.code)"]])
    let selections = SelectionCountingDelegate()
    let counter = ActionCounter()
    let menuDelegate = PhotoMenuDelegate()

    init(configuration: InterceptionConfiguration = InterceptionConfiguration()) {
        controller = ViewController(title: Self.name)
        controller.view.frame = Rect(x: 0, y: 0, width: 390, height: 844)
        screen = SignalScreen(configuration: configuration, root: controller)
        let root = controller.view
        // A card gathering the person's details, with a tap recognizer on it, that reports its
        // exposures; the root view dismisses the keyboard on tap.
        screen.place(card, Rect(x: 0, y: 0, width: 390, height: 120), in: root)
        for (index, text) in [Self.name, Self.street, "Born \(Self.birthDate)"].enumerated() {
            screen.place(Label(text: text), Rect(x: 10, y: 10 + 30 * Double(index), width: 300, height: 25), in: card)
        }
        card.trackingAttributes.exposure = ExposureContext(trackingID: "profile-card")
        cardTap.addTarget(counter, action: counter.gesture)
        card.addGestureRecognizer(cardTap)
        rootTap.addTarget(counter, action: counter.gesture)
        root.addGestureRecognizer(rootTap)
        // A health note held for details.
        screen.place(note, Rect(x: 0, y: 130, width: 390, height: 40), in: root)
        screen.place(Label(text: Self.healthNote), Rect(x: 10, y: 5, width: 300, height: 30), in: note)
        noteHold.addTarget(counter, action: counter.gesture)
        note.addGestureRecognizer(noteHold)
        // A photo whose accessibility label reads the name aloud: tapped, and with a context menu.
        screen.place(photo, Rect(x: 300, y: 10, width: 80, height: 80), in: root)
        photo.isUserInteractionEnabled = true
        photoTap.addTarget(counter, action: counter.gesture)
        photo.addGestureRecognizer(photoTap)
        photo.addInteraction(ContextMenuInteraction(delegate: menuDelegate))
        // A one-time code in a label (tapping it does nothing: a dead tap), controls beside it.
        codeLabel.isUserInteractionEnabled = true
        screen.place(codeLabel, Rect(x: 10, y: 180, width: 200, height: 30), in: root)
        screen.place(copyCode, Rect(x: 10, y: 220, width: 120, height: 44), in: root)
        copyCode.addTarget(counter, action: counter.control, for: .touchUpInside)
        call.accessibilityLabel = "Call"
        screen.place(call, Rect(x: 140, y: 220, width: 44, height: 44), in: root)
        call.addTarget(counter, action: counter.control, for: .touchUpInside)
        contactMenu.menu = Menu(title: Self.name, children: [MenuAction(title: "Share contact") { _ in }])
        contactMenu.showsMenuAsPrimaryAction = true
        screen.place(contactMenu, Rect(x: 190, y: 220, width: 80, height: 44), in: root)
        screen.place(consent, Rect(x: 280, y: 220, width: 60, height: 44), in: root)
        consent.addTarget(counter, action: counter.control, for: .valueChanged)
        // A PIN pad of plain buttons: "1"-"9", "⌫", "0", "OK" in four rows of three.
        screen.place(keypad, Rect(x: 45, y: 280, width: 300, height: 240), in: root)
        for (index, title) in ["1", "2", "3", "4", "5", "6", "7", "8", "9", "⌫", "0", "OK"].enumerated() {
            let key = Button(title: title)
            screen.place(key, Rect(x: Double(index % 3) * 100, y: Double(index / 3) * 60, width: 100, height: 60), in: keypad)
            key.addTarget(counter, action: counter.control, for: .touchUpInside)
            keys[title] = key
        }
        // Lists of the person's data, selected by the user.
        screen.place(addresses, Rect(x: 0, y: 530, width: 390, height: 130), in: root)
        screen.place(notes, Rect(x: 0, y: 670, width: 390, height: 130), in: root)
        addresses.dataSource = addressData
        notes.dataSource = noteData
        addresses.delegate = selections
        notes.delegate = selections
        addresses.reloadData()
        notes.reloadData()
    }

    /// Taps, holds, selects and scrolls everything in every way Intercept tracks.
    func exercise() throws {
        let interception = screen.interception
        try interception.intercept(addresses)
        try interception.intercept(notes)
        interception.interceptGestureRecognizers(in: screen.window)
        screen.application.runFrame()                    // exposure of the card
        screen.tap(200, 60)                               // the card's recognizer
        screen.tap(200, 840)                              // the root view's recognizer
        _ = noteHold.simulateRecognition()                // long press on the note
        screen.tap(340, 50)                               // the photo's recognizer
        _ = photo.interactions.first?.simulateLongPress()?.simulateUserChoice(of: "Share")   // context menu
        rootTap.isEnabled = false                         // nothing handles what follows on the root view
        screen.tap(50, 195, thenWait: 2)                  // dead tap on the code label
        for _ in 0..<4 { screen.tap(60, 240, thenWait: 0.2) }   // rage taps on "Copy code"
        screen.wait(2)
        screen.tap(160, 240)                              // the icon button "Call"
        screen.tap(230, 240)                              // a button's menu, titled with the name
        _ = contactMenu.presentedMenu?.simulateUserChoice(of: "Share contact")
        screen.tap(300, 240)                              // the switch
        for digit in Self.pin { screen.tap(center(of: keys[String(digit)]!).x, center(of: keys[String(digit)]!).y, thenWait: 0.5) }
        screen.tap(center(of: keys["OK"]!).x, center(of: keys["OK"]!).y)
        for row in 0..<2 { _ = addresses.simulateUserTap(onRowAt: IndexPath(row: row, section: 0)) }
        for item in 0..<2 { _ = notes.simulateUserTap(onItemAt: IndexPath(item: item, section: 0)) }
        screen.wait(2)
        screen.application.enterBackground()              // page exit
        screen.application.enterForeground()              // page enter again
    }

    /// `view`'s center in the window.
    func center(of view: View) -> Point {
        var x = view.frame.origin.x + view.frame.width / 2
        var y = view.frame.origin.y + view.frame.height / 2
        var parent = view.superview
        while let current = parent {
            x += current.frame.origin.x
            y += current.frame.origin.y
            parent = current.superview
        }
        return Point(x: x, y: y)
    }
}
