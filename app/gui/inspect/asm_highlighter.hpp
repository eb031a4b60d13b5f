#pragma once
#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>
#include <vector>

namespace studio {

// Colouring for compiler output (PTX, x86-64 assembly as objdump prints it, LLVM IR): comments,
// directives and labels, registers, and the memory and barrier instructions a kernel's speed
// turns on.
class AsmHighlighter : public QSyntaxHighlighter {
    Q_OBJECT

public:
    explicit AsmHighlighter(QTextDocument* document);

protected:
    void highlightBlock(const QString& text) override;

private:
    struct Rule {
        QRegularExpression pattern;
        QTextCharFormat format;
    };
    std::vector<Rule> rules_;
};

} // namespace studio
