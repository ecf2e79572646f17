import Foundation
import Intercept
import InterceptHeadless

/// The demo's screen: a shop controller with a product table, a category collection and a
/// promotions table, fed by plain data sources.
@MainActor
final class ShopController: ViewController, TableViewDataSource, CollectionViewDataSource {
    let products = TableView(visibleRowCount: 6)
    let categories = CollectionView(visibleItemCount: 4)
    let promotions = TableView(visibleRowCount: 3)

    let productTitles = [["Espresso", "Flat white", "Cold brew", "Matcha latte"], ["Croissant", "Gift card"]]
    let categoryTitles = [["Coffee", "Tea", "Bakery", "Merch"]]
    let promotionTitles = [["Two for one", "Happy hour", "Loyalty week"]]

    /// A banner the user can tap, and hold for details.
    let banner = View()
    let bannerTap = TapGestureRecognizer()
    let bannerHold = LongPressGestureRecognizer()
    /// A coupon whose tap handler the app removes again.
    let coupon = ImageView(imageName: "coupon", accessibilityLabel: "Coupon")
    let couponTap = TapGestureRecognizer()
    /// A tap recognizer the app puts on the category collection (collection views are ignored).
    let categoriesTap = TapGestureRecognizer()
    private(set) var bannerOpened = 0

    /// Checkout controls.
    let buyButton = Button(title: "Buy now")
    let giftSwitch = Switch()
    let sizePicker = SegmentedControl(titles: ["Small", "Medium", "Large"], selectedSegmentIndex: 1)
    let tipSlider = Slider(value: 0, minimumValue: 0, maximumValue: 20)
    let checkout = BarButtonItem(title: "Checkout")
    private(set) var log: [String] = []

    /// A horizontally laid out strip of promotions, scrolled vertically, whose cards report
    /// their exposures.
    let promoFeed = ScrollView()
    /// Rage and dead taps, an occluded banner and a context menu.
    private(set) var signals: SignalsScene!

    init() {
        super.init(title: "Shop")
        banner.addSubview(ImageView(imageName: "sale", accessibilityLabel: "Summer sale"))
        banner.addSubview(Label(text: "Up to 50% off"))
        for child in [banner, coupon] as [View] + [products, promotions] as [View] + [categories] { view.addSubview(child) }
        let openBanner = GestureAction("openBanner") { (shop: ShopController, _) in shop.bannerOpened += 1 }
        bannerTap.addTarget(self, action: openBanner)
        bannerHold.addTarget(self, action: GestureAction("showBannerDetails") { (_: ShopController, _) in })
        banner.addGestureRecognizer(bannerTap)
        banner.addGestureRecognizer(bannerHold)
        couponTap.addTarget(self, action: GestureAction("redeemCoupon") { (_: ShopController, _) in })
        coupon.addGestureRecognizer(couponTap)
        categoriesTap.addTarget(self, action: GestureAction("dismissKeyboard") { (_: ShopController, _) in })
        categories.addGestureRecognizer(categoriesTap)

        // Two targets on one button: one for the purchase, one for the app's own logging.
        buyButton.addTarget(self, action: ControlAction("buy") { (shop: ShopController, _) in shop.log.append("buy") }, for: .touchUpInside)
        buyButton.addTarget(self, action: ControlAction("logTap") { (shop: ShopController, _) in shop.log.append("logTap") }, for: .touchUpInside)
        giftSwitch.addTarget(self, action: ControlAction("giftChanged") { (shop: ShopController, _) in shop.log.append("gift") }, for: .valueChanged)
        sizePicker.addTarget(self, action: ControlAction("sizeChanged") { (shop: ShopController, _) in shop.log.append("size") }, for: .valueChanged)
        tipSlider.addTarget(self, action: ControlAction("tipChanged") { (shop: ShopController, _) in shop.log.append("tip") }, for: .valueChanged)
        checkout.target = self
        checkout.action = ControlAction("checkout") { (shop: ShopController, _) in shop.log.append("checkout") }
        for control in [buyButton, giftSwitch, sizePicker, tipSlider] as [View] + [Toolbar(items: [checkout])] { view.addSubview(control) }

        promoFeed.frame = Rect(x: 0, y: 400, width: 390, height: 300)
        for (index, title) in ["Autumn blend", "Free refill", "Oat milk", "Mug sale", "Night owl"].enumerated() {
            let card = View()
            card.frame = Rect(x: 0, y: Double(index) * 250, width: 390, height: 200)
            card.addSubview(Label(text: title))
            card.trackingAttributes.exposure = ExposureContext(trackingID: "promo-\(index)", properties: ["slot": .integer(index)])
            promoFeed.addSubview(card)
        }
        view.addSubview(promoFeed)
        signals = SignalsScene(in: view)
        products.dataSource = self
        promotions.dataSource = self
        categories.dataSource = self
        categories.register(CategoryCell.self, forCellWithReuseIdentifier: "Category")
    }

    func reload() {
        products.reloadData()
        promotions.reloadData()
        categories.reloadData()
    }

    private func titles(for tableView: TableView) -> [[String]] {
        tableView === products ? productTitles : promotionTitles
    }

    func numberOfSections(in tableView: TableView) -> Int { titles(for: tableView).count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        titles(for: tableView)[section].count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel.text = titles(for: tableView)[indexPath.section][indexPath.row]
        if tableView === products {
            cell.detailTextLabel.text = indexPath.section == 0 ? "Drinks" : "Extras"
            if !cell.contentView.subviews.contains(where: { $0 is Button }) {
                let add = Button(title: "Add")
                add.addTarget(self, action: ControlAction("addToCart") { (shop: ShopController, _) in shop.log.append("add") }, for: .touchUpInside)
                cell.contentView.addSubview(add)
            }
            cell.trackingAttributes = ViewTrackingAttributes(trackingID: "product-\(indexPath.section)-\(indexPath.row)")
            // The gift card row carries a code the app does not want tracked at all.
            if cell.textLabel.text == "Gift card" { cell.trackingAttributes.ignoreScope = .viewOnly }
        }
        return cell
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { categoryTitles.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        categoryTitles[section].count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Category", for: indexPath)
        (cell as? CategoryCell)?.configure(title: categoryTitles[indexPath.section][indexPath.item])
        return cell
    }
}

/// A product's detail screen, pushed from the shop.
@MainActor
final class ProductDetailController: ViewController {
    init(product: String) {
        super.init(title: product)
        pageAttributes = PageAttributes(pageID: "product_detail", properties: ["product": .string(product)])
    }
}

/// The account tab.
@MainActor
final class AccountController: ViewController {
    init() {
        super.init(title: "Account")
    }
}

/// A collection cell with an icon and a title.
@MainActor
final class CategoryCell: CollectionViewCell {
    private let icon = ImageView()
    private let title = Label()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(icon)
        contentView.addSubview(title)
    }

    func configure(title text: String) {
        icon.accessibilityLabel = "\(text) icon"
        title.text = text
    }
}

/// The shop's signal scenes (X5, A1, A2, M1): a news strip whose banner starts under a hero
/// header that slides away when the strip scrolls; an "Apply coupon" button that gives no
/// feedback (users tap it again and again); a "See all" label that looks like a link but does
/// nothing; a product photo with a context menu.
@MainActor
final class SignalsScene: ContextMenuInteractionDelegate {
    let news = ScrollView()
    let hero = View()
    let banner = View()
    let applyCoupon = Button(title: "Apply coupon")
    let seeAll = Label(text: "See all")
    let photo = ImageView(imageName: "espresso", accessibilityLabel: "Espresso photo")
    private(set) var favorites: [String] = []
    private(set) var couponAttempts = 0

    init(in view: View) {
        news.frame = Rect(x: 0, y: 100, width: 390, height: 300)
        banner.frame = Rect(x: 0, y: 60, width: 390, height: 120)
        banner.addSubview(Label(text: "Spring menu"))
        banner.trackingAttributes.exposure = ExposureContext(trackingID: "banner-spring")
        news.addSubview(banner)
        // Opaque and drawn above the strip: what it covers is not exposed (X5).
        hero.frame = Rect(x: 0, y: 100, width: 390, height: 250)
        hero.backgroundColor = .white
        hero.addSubview(Label(text: "Good morning"))
        applyCoupon.frame = Rect(x: 20, y: 720, width: 200, height: 44)
        applyCoupon.addTarget(self, action: ControlAction("applyCoupon") { (scene: SignalsScene, _) in scene.couponAttempts += 1 }, for: .touchUpInside)
        seeAll.frame = Rect(x: 300, y: 60, width: 70, height: 30)
        seeAll.isUserInteractionEnabled = true   // looks like a link; the app never made it one
        photo.frame = Rect(x: 240, y: 720, width: 130, height: 100)
        photo.addInteraction(ContextMenuInteraction(delegate: self))
        for child in [news, hero, applyCoupon, seeAll, photo] as [View] { view.addSubview(child) }
    }

    /// The user scrolls the strip; the app slides the hero header away, as collapsing headers do.
    func scrollNews(by distance: Double) {
        news.contentOffset = Point(x: 0, y: news.contentOffset.y + distance)
        hero.frame.origin.y = -hero.frame.height
    }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction, menuAt location: Point) -> Menu? {
        Menu(title: "Espresso", children: [
            MenuAction(title: "Add to favorites") { [weak self] _ in self?.favorites.append("Espresso") },
            MenuAction(title: "Share") { _ in },
        ])
    }
}
