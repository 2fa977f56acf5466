import UIKit

/// One tab of the shell: everything about it in one place.
enum Tab: Int, CaseIterable {
    case house, docText, person

    var icon: String {
        switch self {
        case .house: return "house"
        case .docText: return "doc.text"
        case .person: return "person"
        }
    }

    var selectedIcon: String {
        switch self {
        case .house: return "house.fill"
        case .docText: return "doc.text.fill"
        case .person: return "person.fill"
        }
    }

    var title: String {
        switch self {
        case .house: return "首页"
        case .docText: return "订单"
        case .person: return "我的"
        }
    }

    func makeViewController() -> UIViewController {
        switch self {
        case .house: return HomeViewController()
        case .docText: return OrdersViewController()
        case .person: return ProfileViewController()
        }
    }
}
