#!/usr/bin/env python3
"""Writes a seeded, synthetic but realistic iOS Swift corpus for benchmarks.

usage: generate_corpus.py OUTPUT_DIR MEGABYTES [--seed N]

Files look like app code: view controllers, table cells, a scene delegate and an app
delegate, tab bar controllers (system and custom bars), SwiftUI views, Combine view models,
coordinators, models, networking, persistence, extensions and XCTest cases; with doc comments,
string interpolation, multi-line strings, regex literals, closures, generics, #if blocks and
the odd non-ASCII string. The shell patterns tablint looks for (scene lookups, parallel tab
arrays, magic bar heights, deprecated window APIs, windows without scenes) appear at a low,
realistic rate, next to many look-alikes that must not be flagged. Each module folder also has
an Info.plist. The same seed gives the same bytes.
"""
import os, random, sys

GENERATOR_VERSION = 2

WORDS = ["account", "profile", "order", "cart", "feed", "message", "photo", "session", "token",
         "settings", "search", "detail", "list", "item", "user", "payment", "address", "review",
         "notification", "draft", "comment", "story", "channel", "invite", "badge", "wallet"]
TYPES = ["String", "Int", "Bool", "Double", "Date", "URL", "UUID", "[String]", "Data", "CGFloat"]


def camel(rng, count=2):
    words = [rng.choice(WORDS) for _ in range(count)]
    return words[0] + "".join(w.capitalize() for w in words[1:])


def pascal(rng, count=2):
    name = camel(rng, count)
    return name[0].upper() + name[1:]


def model(rng):
    name = pascal(rng)
    fields = [(camel(rng), rng.choice(TYPES)) for _ in range(rng.randint(3, 9))]
    lines = [f"/// A {name.lower()} as the API returns it.", f"struct {name}: Codable, Hashable, Sendable {{"]
    for field, kind in fields:
        lines.append(f"    var {field}: {kind}{'?' if rng.random() < 0.3 else ''}")
    lines.append("")
    lines.append("    enum CodingKeys: String, CodingKey {")
    for field, _ in fields:
        lines.append(f"        case {field} = \"{field.lower()}\"")
    lines.append("    }")
    lines.append("")
    lines.append(f"    static let empty = {name}(" + ", ".join(f"{f}: {default(k)}" for f, k in fields) + ")")
    lines.append("}")
    return "\n".join(lines)


def default(kind):
    return {"String": '""', "Int": "0", "Bool": "false", "Double": "0.0", "Date": "Date()",
            "URL": 'URL(string: "https://example.com")!', "UUID": "UUID()", "[String]": "[]",
            "Data": "Data()", "CGFloat": "0"}[kind]


def view_controller(rng):
    name = pascal(rng) + "ViewController"
    item = pascal(rng, 1)
    height = rng.choice(["view.safeAreaInsets.bottom", "64" if rng.random() < 0.05 else "tableView.rowHeight"])
    body = f'''import UIKit

/// Shows a list of {item.lower()}s and opens the detail on tap.
final class {name}: UIViewController, UITableViewDataSource, UITableViewDelegate {{
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var items: [{item}] = []
    private let service: {item}Service
    @IBOutlet private weak var headerLabel: UILabel!

    init(service: {item}Service) {{
        self.service = service
        super.init(nibName: nil, bundle: nil)
    }}

    required init?(coder: NSCoder) {{ fatalError("init(coder:) has not been implemented") }}

    override func viewDidLoad() {{
        super.viewDidLoad()
        title = NSLocalizedString("{item.lower()}.title", comment: "Title of the {item.lower()} list")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        view.addSubview(tableView)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -{height}),
        ])
        reload()
    }}

    private func reload() {{
        Task {{ [weak self] in
            guard let self else {{ return }}
            do {{
                let loaded = try await service.fetchAll(limit: {rng.randint(10, 100)})
                self.items = loaded.sorted {{ $0.{camel(rng)} < $1.{camel(rng)} }}
                self.tableView.reloadData()
            }} catch {{
                self.show(error: error)
            }}
        }}
    }}

    private func show(error: Error) {{
        let alert = UIAlertController(title: "Error", message: "\\(error.localizedDescription) (\\(items.count) items)", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }}

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {{ items.count }}

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {{
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row].description
        content.secondaryText = "#\\(indexPath.row + 1) of \\(items.count)"
        cell.contentConfiguration = content
        return cell
    }}

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {{
        tableView.deselectRow(at: indexPath, animated: true)
        let detail = {item}DetailViewController(item: items[indexPath.row])
        navigationController?.pushViewController(detail, animated: true)
    }}
}}
'''
    if rng.random() < 0.08:
        body += f'''
extension {name} {{
    var hostWindow: UIWindow? {{
        UIApplication.shared.connectedScenes
            .compactMap {{ $0 as? UIWindowScene }}
            .first?.windows.first
    }}
}}
'''
    return body


def swiftui_view(rng):
    name = pascal(rng) + "View"
    rows = "\n".join(f'                Text("{camel(rng)}: \\(model.{camel(rng)})")' for _ in range(rng.randint(2, 6)))
    return f'''import SwiftUI

struct {name}: View {{
    @StateObject private var model = {name}Model()
    @State private var isPresented = false
    @Environment(\\.dismiss) private var dismiss

    var body: some View {{
        NavigationStack {{
            List {{
{rows}
            }}
            .navigationTitle("{name}")
            .toolbar {{
                ToolbarItem(placement: .primaryAction) {{
                    Button("Edit") {{ isPresented.toggle() }}
                }}
            }}
            .sheet(isPresented: $isPresented) {{
                Text("Editing")
                    .padding(.horizontal, {rng.choice([8, 12, 16, 20])})
            }}
        }}
        .task {{ await model.load() }}
    }}
}}

@MainActor
final class {name}Model: ObservableObject {{
    @Published var {camel(rng)} = ""
    @Published var {camel(rng)} = 0
    @Published private(set) var isLoading = false

    func load() async {{
        isLoading = true
        defer {{ isLoading = false }}
        try? await Task.sleep(nanoseconds: {rng.randint(1, 9)}_000_000)
    }}
}}

#if DEBUG
#Preview {{
    {name}()
}}
#endif
'''


def service(rng):
    item = pascal(rng, 1)
    path = "/".join(rng.choice(WORDS) for _ in range(2))
    return f'''import Foundation

protocol {item}Service: Sendable {{
    func fetchAll(limit: Int) async throws -> [{item}]
}}

/// Talks to `/{path}`; retries once on a timeout.
struct Remote{item}Service: {item}Service {{
    let session: URLSession
    let baseURL: URL
    private let decoder: JSONDecoder = {{
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }}()

    func fetchAll(limit: Int) async throws -> [{item}] {{
        var components = URLComponents(url: baseURL.appendingPathComponent("{path}"), resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "limit", value: String(limit))]
        guard let url = components?.url else {{ throw URLError(.badURL) }}
        let (data, response) = try await session.data(from: url)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {{
            throw URLError(.badServerResponse)
        }}
        let query = """
            SELECT * FROM {item.lower()}s
            WHERE id = \\(limit) AND state != 'deleted'
            """
        _ = query
        return try decoder.decode([{item}].self, from: data)
    }}
}}
'''


def scene_delegate(rng):
    window = "UIWindow(windowScene: windowScene)" if rng.random() < 0.9 else "UIWindow(frame: UIScreen.main.bounds)"
    return f'''import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {{
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {{
        guard let windowScene = scene as? UIWindowScene else {{ return }}
        let window = {window}
        window.windowScene = windowScene
        window.rootViewController = RootTabBarController()
        self.window = window
        window.makeKeyAndVisible()
    }}

    func sceneDidDisconnect(_ scene: UIScene) {{}}
    func sceneDidBecomeActive(_ scene: UIScene) {{}}
}}
'''


def tab_bar(rng):
    names = rng.sample(WORDS, 3)
    icons = ", ".join(f'"{n}"' for n in names)
    selected = ", ".join(f'"{n}.fill"' for n in names)
    titles = ", ".join(f'"{n.capitalize()}"' for n in names)
    return f'''import UIKit

final class RootTabBarController: UITabBarController {{
    private let icons = [{icons}]
    private let selectedIcons = [{selected}]
    private let titles = [{titles}]

    override func viewDidLoad() {{
        super.viewDidLoad()
        viewControllers = icons.indices.map {{ index in
            let controller = UINavigationController(rootViewController: UIViewController())
            controller.tabBarItem = UITabBarItem(title: titles[index], image: UIImage(systemName: icons[index]),
                                                 selectedImage: UIImage(systemName: selectedIcons[index]))
            return controller
        }}
        let barHeight: CGFloat = 49
        tabBar.frame.size.height = barHeight + view.safeAreaInsets.bottom
    }}
}}
'''


def extension_file(rng):
    name = pascal(rng)
    return f'''import Foundation

extension {name} {{
    /// Formats the value for display; `nil` when it is empty.
    var displayText: String? {{
        let trimmed = String(describing: self).trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }}

    func matches(_ query: String) -> Bool {{
        let pattern = /(?i){rng.choice(WORDS)}\\s+\\d+/
        return (try? pattern.firstMatch(in: query)) != nil || query.count > {rng.randint(2, 40)}
    }}
}}

extension Array where Element == {name} {{
    func grouped() -> [String: [Element]] {{
        Dictionary(grouping: self) {{ $0.displayText ?? "" }}
    }}
}}
'''


def table_cell(rng):
    name = pascal(rng) + "Cell"
    icon = rng.choice([20, 24, 28, 32, 44, 48])
    return f'''import UIKit

/// One row: an icon, a title and a detail line; sizes come from Dynamic Type.
final class {name}: UITableViewCell {{
    static let reuseIdentifier = "{name}"
    private let iconView = UIImageView()
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {{
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        detailLabel.font = .preferredFont(forTextStyle: .subheadline)
        detailLabel.numberOfLines = {rng.randint(0, 3)}
        [iconView, titleLabel, detailLabel].forEach {{ contentView.addSubview($0) }}
    }}

    required init?(coder: NSCoder) {{ fatalError("init(coder:) has not been implemented") }}

    override func layoutSubviews() {{
        super.layoutSubviews()
        let inset: CGFloat = {rng.choice([8, 12, 16])}
        iconView.frame = CGRect(x: inset, y: (bounds.height - {icon}) / 2, width: {icon}, height: {icon})
        titleLabel.frame = CGRect(x: iconView.frame.maxX + inset, y: inset, width: bounds.width - {icon} - inset * 3, height: 22)
        detailLabel.frame = titleLabel.frame.offsetBy(dx: 0, dy: 24)
    }}

    func configure(with {camel(rng, 1)}: {pascal(rng, 1)}) {{
        titleLabel.text = String(describing: {camel(rng, 1)})
        detailLabel.text = "Updated \\(Date().formatted(date: .abbreviated, time: .shortened))"
        iconView.image = UIImage(systemName: "{rng.choice(WORDS)}")
        accessibilityLabel = [titleLabel.text, detailLabel.text].compactMap {{ $0 }}.joined(separator: ", ")
    }}
}}
'''


def coordinator(rng):
    name = pascal(rng, 1)
    routes = rng.sample(WORDS, 4)
    cases = "\n".join(f"        case {r}(id: UUID)" for r in routes[:3]) + f"\n        case {routes[3]}"
    switch = "\n".join(f"        case let .{r}(id):\n            push({pascal(rng, 1)}ViewController(id: id), animated: animated)" for r in routes[:3])
    return f'''import UIKit

protocol Coordinator: AnyObject {{
    var children: [Coordinator] {{ get set }}
    func start()
}}

/// Owns the navigation stack of the {name.lower()} flow.
final class {name}Coordinator: Coordinator {{
    enum Route: Equatable {{
{cases}
    }}

    var children: [Coordinator] = []
    private weak var navigationController: UINavigationController?
    private let onFinish: @MainActor () -> Void

    init(navigationController: UINavigationController, onFinish: @escaping @MainActor () -> Void) {{
        self.navigationController = navigationController
        self.onFinish = onFinish
    }}

    func start() {{
        show(.{routes[3]}, animated: false)
    }}

    func show(_ route: Route, animated: Bool = true) {{
        switch route {{
{switch}
        case .{routes[3]}:
            navigationController?.popToRootViewController(animated: animated)
        }}
    }}

    private func push(_ controller: UIViewController, animated: Bool) {{
        guard let navigationController else {{ return }}
        if navigationController.viewControllers.count > {rng.randint(4, 12)} {{
            navigationController.setViewControllers([controller], animated: animated)
        }} else {{
            navigationController.pushViewController(controller, animated: animated)
        }}
    }}

    deinit {{ children.removeAll() }}
}}
'''


def view_model(rng):
    name = pascal(rng) + "ViewModel"
    item = pascal(rng, 1)
    return f'''import Combine
import Foundation

@MainActor
final class {name}: ObservableObject {{
    @Published private(set) var items: [{item}] = []
    @Published var query = ""
    @Published private(set) var error: String?
    private var cancellables = Set<AnyCancellable>()
    private let service: {item}Service

    init(service: {item}Service) {{
        self.service = service
        $query
            .removeDuplicates()
            .debounce(for: .milliseconds({rng.choice([150, 250, 300, 500])}), scheduler: RunLoop.main)
            .sink {{ [weak self] text in
                Task {{ await self?.search(text) }}
            }}
            .store(in: &cancellables)
    }}

    func search(_ text: String) async {{
        do {{
            let all = try await service.fetchAll(limit: {rng.randint(20, 200)})
            items = text.isEmpty ? all : all.filter {{ String(describing: $0).localizedCaseInsensitiveContains(text) }}
            error = nil
        }} catch {{
            self.error = "Could not load: \\(error.localizedDescription)"
        }}
    }}

    var summary: String {{
        switch items.count {{
        case 0: return "No {item.lower()}s"
        case 1: return "One {item.lower()}"
        default: return "\\(items.count) {item.lower()}s"
        }}
    }}
}}
'''


def persistence(rng):
    name = pascal(rng)
    return f'''import Foundation

/// Keeps {name.lower()} values on disk as JSON, one file per key.
actor {name}Store {{
    private let folder: URL
    private var cache: [String: Data] = [:]
    private let encoder = JSONEncoder()

    init(folder: URL = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]) {{
        self.folder = folder.appendingPathComponent("{name}", isDirectory: true)
    }}

    func save<Value: Encodable>(_ value: Value, for key: String) throws {{
        let data = try encoder.encode(value)
        cache[key] = data
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: folder.appendingPathComponent(key + ".json"), options: .atomic)
    }}

    func load<Value: Decodable>(_ type: Value.Type, for key: String) throws -> Value? {{
        if let data = cache[key] {{ return try JSONDecoder().decode(type, from: data) }}
        let url = folder.appendingPathComponent(key + ".json")
        guard FileManager.default.fileExists(atPath: url.path) else {{ return nil }}
        let data = try Data(contentsOf: url)
        cache[key] = data
        return try JSONDecoder().decode(type, from: data)
    }}

    func purge(olderThan age: TimeInterval = {rng.randint(1, 30)} * 24 * 60 * 60) {{
        let limit = Date().addingTimeInterval(-age)
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.contentModificationDateKey])) ?? []
        for file in files {{
            let date = (try? file.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate ?? .distantPast
            if date < limit {{ try? FileManager.default.removeItem(at: file) }}
        }}
    }}
}}
'''


def app_delegate(rng):
    lines = [f'''import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {{
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {{
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge]) {{ granted, _ in
            guard granted else {{ return }}
            DispatchQueue.main.async {{ application.registerForRemoteNotifications() }}
        }}
        return true
    }}

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {{
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }}
''']
    if rng.random() < 0.3:
        lines.append('''
    func showBanner(_ text: String) {
        let root = UIApplication.shared.windows.first { $0.isKeyWindow }?.rootViewController
        root?.present(UIAlertController(title: text, message: nil, preferredStyle: .alert), animated: true)
    }
''')
    lines.append("}\n")
    return "".join(lines)


def custom_tab_bar(rng):
    tabs = rng.sample(WORDS, rng.randint(3, 5))
    height = "49" if rng.random() < 0.5 else "tabBarHeight"
    items = ", ".join(f'"{t}"' for t in tabs)
    return f'''import UIKit

/// A tab bar drawn by hand: the buttons, a selection indicator and a badge per tab.
final class CustomTabBar: UIView {{
    var onSelect: ((Int) -> Void)?
    private(set) var selectedIndex = 0
    private var buttons: [UIButton] = []
    private let indicator = UIView()
    private let tabBarHeight: CGFloat = 56

    override init(frame: CGRect) {{
        super.init(frame: frame)
        for (index, name) in [{items}].enumerated() {{
            let button = UIButton(type: .system)
            button.setImage(UIImage(systemName: name), for: .normal)
            button.tag = index
            button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
            buttons.append(button)
            addSubview(button)
        }}
        addSubview(indicator)
    }}

    required init?(coder: NSCoder) {{ fatalError("init(coder:) has not been implemented") }}

    override func layoutSubviews() {{
        super.layoutSubviews()
        let width = bounds.width / CGFloat(max(buttons.count, 1))
        for (index, button) in buttons.enumerated() {{
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: {height})
        }}
        indicator.frame = CGRect(x: CGFloat(selectedIndex) * width + 8, y: 0, width: width - 16, height: 2)
    }}

    @objc private func tapped(_ sender: UIButton) {{
        guard buttons.indices.contains(sender.tag) else {{ return }}
        selectedIndex = sender.tag
        setNeedsLayout()
        onSelect?(sender.tag)
    }}
}}
'''


def tests(rng):
    name = pascal(rng)
    return f'''import XCTest
@testable import App

final class {name}Tests: XCTestCase {{
    private var store: {name}Store!

    override func setUp() async throws {{
        store = {name}Store(folder: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString))
    }}

    func testRoundTrip() async throws {{
        let values = [{", ".join(str(rng.randint(1, 99)) for _ in range(rng.randint(3, 8)))}]
        try await store.save(values, for: "numbers")
        let loaded = try await store.load([Int].self, for: "numbers")
        XCTAssertEqual(loaded, values)
    }}

    func testMissingKeyIsNil() async throws {{
        let loaded = try await store.load(String.self, for: "missing-\\(UUID().uuidString)")
        XCTAssertNil(loaded, "nothing was saved under that key")
    }}

    func testLocalizedTitles() {{
        let titles = ["首页", "订单", "我的", "Réglages", "Über"]
        XCTAssertEqual(Set(titles).count, titles.count)
        XCTAssertTrue(titles.allSatisfy {{ !$0.isEmpty }})
    }}
}}
'''


INFO_PLIST = '''<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
    <key>CFBundleDisplayName</key>
    <string>Module {module}</string>
    <key>CFBundleIdentifier</key>
    <string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
    <key>UIApplicationSceneManifest</key>
    <dict>
        <key>UIApplicationSupportsMultipleScenes</key>
        <true/>
        <key>UISceneConfigurations</key>
        <dict>
            <key>UIWindowSceneSessionRoleApplication</key>
            <array>
                <dict>
                    <key>UISceneConfigurationName</key>
                    <string>Default Configuration</string>
                    <key>UISceneDelegateClassName</key>
                    <string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
                </dict>
            </array>
        </dict>
    </dict>
</dict>
</plist>
'''


GENERATORS = [(model, 4), (view_controller, 4), (swiftui_view, 3), (service, 3), (extension_file, 3),
              (table_cell, 2), (coordinator, 1.5), (view_model, 2), (persistence, 1), (tests, 1),
              (tab_bar, 0.3), (custom_tab_bar, 0.3), (scene_delegate, 0.3), (app_delegate, 0.3)]


def main():
    out, megabytes = sys.argv[1], float(sys.argv[2])
    seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else 42
    rng = random.Random(seed)
    target = int(megabytes * 1024 * 1024)
    written = files = lines = 0
    generators, weights = zip(*GENERATORS)
    while written < target:
        folder = os.path.join(out, f"Module{files // 200:03d}")
        if not os.path.exists(folder):
            os.makedirs(folder)
            with open(os.path.join(folder, "Info.plist"), "w") as handle:
                handle.write(INFO_PLIST.format(module=files // 200))
        parts = [gen(rng) for gen in rng.choices(generators, weights, k=rng.randint(1, 3))]
        text = "\n\n".join(parts).replace("\nimport", "\n// import", len(parts) - 1)
        path = os.path.join(folder, f"File{files:06d}.swift")
        with open(path, "w") as handle:
            handle.write(text)
        written += len(text.encode())
        lines += text.count("\n")
        files += 1
    print(f"{files} files, {lines} lines, {written / 1048576:.1f} MB in {out}")


if __name__ == "__main__":
    main()
