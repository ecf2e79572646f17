/// An action of a control or bar button item; the sender is the control (or item).
public typealias ControlAction = TargetAction<AnyObject>
