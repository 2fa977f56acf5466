/// What one pass of the lexer yields: the tokens, and the few landmarks later passes would
/// otherwise have to find by walking every token again.
struct LexedSource {
    /// Code tokens in order; comments are apart.
    var code: [Token] = []
    var comments: [Token] = []
    /// In order, the code tokens that spell a keyword (reserved or contextual, whatever they turn
    /// out to be) or are attributes. Every token of kind `.keyword` is among them.
    var words: [Int32] = []
    /// In order, the code tokens that are brackets (interpolation parentheses included) or
    /// conditional directives (`#if`, `#elseif`, `#else`, `#endif`), and no others.
    var brackets: [Int32] = []
    /// In order, the code tokens that are number literals (`.integer`, `.float`), and no others.
    var numbers: [Int32] = []
}
