import Foundation

/// The headless counterpart of `UITableViewDataSource`: what rows exist and which cell shows each.
/// Intercept does not intercept it.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of sections; 1 by default.
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row, usually from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

extension TableViewDataSource {
    /// One section unless the data source says otherwise, as in UIKit.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
}
