import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

@Suite struct StatementTests {
    private func file(_ source: String) -> SourceFile { SourceFile(path: "S.swift", bytes: Array(source.utf8)) }

    private func index(of text: String, in file: SourceFile, occurrence: Int = 0) -> Int {
        file.code.indices.filter { file.spells($0, text) }[occurrence]
    }

    @Test func expressionsContinueOverDotsAndOperatorsButNotNewStatements() {
        let source = file("""
        let a = b
            .c(d)
            ?? e +
            f
        let g = h
        g()
        """)
        let start = index(of: "b", in: source)
        #expect(source.text(source.expressionEnd(from: start)) == "let")
        let second = index(of: "h", in: source)
        #expect(source.text(source.expressionEnd(from: second)) == "g")
    }

    /// A macro's `#name` is part of the expression; a conditional directive ends it.
    @Test func macrosContinueAnExpressionDirectivesEndIt() {
        let source = file("button.addTarget(self, action: ok ? #selector(a) : #selector(b), for: .touchUpInside)\nlet x = flag ? #line\n#if DEBUG\nlet y = 1\n#endif")
        #expect(source.text(source.expressionEnd(from: 0)) == "let")
        let x = index(of: "flag", in: source)
        #expect(source.text(source.expressionEnd(from: x)) == "#if")
        #expect(source.isConditionalDirective(index(of: "#if", in: source)) && source.isConditionalDirective(index(of: "#endif", in: source)))
        #expect(!source.isConditionalDirective(index(of: "#selector", in: source)) && !source.isConditionalDirective(index(of: "#line", in: source)))
    }

    @Test func trailingClosuresAndClosureLiterals() {
        let source = file("let a = items.map { $0 } ; let b = { 1 }() ; if let c = d { }")
        #expect(source.text(source.expressionEnd(from: 3)) == ";")
        let closure = index(of: "{", in: source, occurrence: 1)
        #expect(source.text(source.expressionEnd(from: closure)) == ";")
        let condition = index(of: "d", in: source)
        #expect(source.text(source.expressionEnd(from: condition, stopAtBrace: true)) == "{")
    }

    @Test func expressionStopsAtElseCommaAndClosers() {
        let source = file("guard let x = f(a, b) else { return }; g(h, i)")
        #expect(source.text(source.expressionEnd(from: index(of: "f", in: source))) == "else")
        #expect(source.text(source.expressionEnd(from: index(of: "h", in: source))) == ",")
        #expect(source.text(source.expressionEnd(from: index(of: "i", in: source))) == ")")
    }

    @Test func statementStartFindsTheBeginningAcrossLineContinuations() {
        let source = file("""
        func f() {
            let x = 1
            let scene = UIApplication.shared
                .connectedScenes.first
            print(scene)
        }
        """)
        let first = index(of: "first", in: source)
        #expect(source.text(source.statementStart(containing: first)) == "let")
        #expect(source.statementStart(containing: first) == index(of: "let", in: source, occurrence: 1))
        let print = index(of: "scene", in: source, occurrence: 1)
        #expect(source.text(source.statementStart(containing: print)) == "print")
    }

    /// A closing bracket belongs to its opener's statement, and a closure passed as an argument
    /// ends no statement.
    @Test func statementStartOfAClosingBracketAndAfterAClosureArgument() {
        let source = file("""
        func f() {
            let x = 1
            if let s = scenes.first(where: { $0.isActive }) {
                return s
            }
            return windows.first { $0.isKeyWindow }
            let y = g(a: { 1 }, b: 2)
        }
        """)
        let closers = source.code.indices.filter { source.isPunctuation($0, ")") }
        // The `)` of `first(where: { … })`.
        #expect(source.text(source.statementStart(containing: closers[1])) == "if")
        let trailing = source.code.indices.filter { source.isPunctuation($0, "}") }[2]
        #expect(source.text(source.statementStart(containing: trailing)) == "return")
        #expect(source.text(source.statementStart(containing: index(of: "2", in: source))) == "let")
    }

    @Test func binaryAndPostfixOperators() {
        let source = file("a + b; c!; d?.e; f-g")
        #expect(source.isBinaryOperator(1))
        #expect(!source.isBinaryOperator(5) && source.isPostfix(5))
        #expect(source.isBinaryOperator(source.code.count - 2))
    }
}
