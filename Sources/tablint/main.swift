import Foundation
import TablintCommands

exit(CLI.run(Array(CommandLine.arguments.dropFirst()), console: .process()))
