/// The one place tablint's name and version are written: `--version`, every report's tool
/// block and the SARIF driver read them from here.
package enum Tool {
    package static let name = "tablint"
    package static let version = "0.1.0"
}
