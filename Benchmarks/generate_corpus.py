#!/usr/bin/env python3
"""Writes a seeded, synthetic but realistic iOS Swift corpus for benchmarks.

usage: generate_corpus.py OUTPUT_DIR MEGABYTES [--seed N]

Files look like app code: view controllers, a scene delegate, tab bar controllers with custom
bars, SwiftUI views, models, networking, extensions; with doc comments, string interpolation,
multi-line strings, closures, generics, #if blocks. The shell patterns tablint looks for
(scene lookups, parallel tab arrays, magic bar heights, deprecated window APIs) appear at a low,
realistic rate. The same seed gives the same bytes.
"""
import os, random, sys

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


GENERATORS = [(model, 4), (view_controller, 4), (swiftui_view, 3), (service, 3), (extension_file, 3),
              (tab_bar, 0.3), (scene_delegate, 0.3)]


def main():
    out, megabytes = sys.argv[1], float(sys.argv[2])
    seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else 42
    rng = random.Random(seed)
    target = int(megabytes * 1024 * 1024)
    written = files = lines = 0
    generators, weights = zip(*GENERATORS)
    while written < target:
        folder = os.path.join(out, f"Module{files // 200:03d}")
        os.makedirs(folder, exist_ok=True)
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
