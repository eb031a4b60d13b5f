#include "gui/inspect/asm_highlighter.hpp"

namespace studio {

namespace {

QTextCharFormat coloured(const QColor& colour, bool bold = false)
{
    QTextCharFormat f;
    f.setForeground(colour);
    if (bold)
        f.setFontWeight(QFont::Bold);
    return f;
}

} // namespace

AsmHighlighter::AsmHighlighter(QTextDocument* document) : QSyntaxHighlighter(document)
{
    auto rule = [this](const char* pattern, const QTextCharFormat& f) {
        rules_.push_back({QRegularExpression(QString::fromLatin1(pattern)), f});
    };
    // Later rules win where they overlap: comments last.
    rule(R"(\B\.[A-Za-z_][\w.]*)", coloured(QColor(0x6a, 0x1b, 0x9a))); // .reg .global .text
    rule(R"(^\s*[\w.$]+:)", coloured(QColor(0x0d, 0x47, 0xa1), true));  // labels
    rule(R"(%[\w.]+)", coloured(QColor(0x00, 0x69, 0x5c)));             // %r1 %rax %5
    rule(R"(\b(ld|st|atom|red|bar|membar|fence|mma|wmma|cp)\.[\w.]*)", coloured(QColor(0xb2, 0x3c, 0x17), true));
    rule(R"(\b(load|store|call|barrier|fence)\b)", coloured(QColor(0xb2, 0x3c, 0x17), true)); // LLVM IR
    rule(R"(\bv?(mov|fmadd|vfmadd)\w*)", coloured(QColor(0xb2, 0x3c, 0x17)));                 // x86-64 moves, FMAs
    rule(R"((//|;|#).*$)", coloured(QColor(0x75, 0x75, 0x75)));
}

void AsmHighlighter::highlightBlock(const QString& text)
{
    for (const Rule& r : rules_)
        for (auto it = r.pattern.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            setFormat(int(m.capturedStart()), int(m.capturedLength()), r.format);
        }
}

} // namespace studio
