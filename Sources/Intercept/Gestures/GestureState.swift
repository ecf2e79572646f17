/// The states of a gesture recognizer, as UIKit defines them.
///
/// Discrete recognizers (tap, swipe) go `possible -> ended` (recognized) or `possible -> failed`;
/// continuous ones (long press, pan, pinch, rotation) go `possible -> began -> changed* -> ended`
/// or `-> cancelled`, or `possible -> failed`.
public enum GestureState: String, Sendable, Hashable, CaseIterable {
    case possible, began, changed, ended, cancelled, failed
}
