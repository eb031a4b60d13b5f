#pragma once
#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>
#include <vector>

namespace studio {

// OpenCL C colouring for the read-only kernel view: address-space qualifiers, work-item
// functions and barriers stand out, because they are what each lesson is about.
class OpenClHighlighter : public QSyntaxHighlighter {
    Q_OBJECT

public:
    explicit OpenClHighlighter(QTextDocument* document);

protected:
    void highlightBlock(const QString& text) override;

private:
    struct Rule {
        QRegularExpression pattern;
        QTextCharFormat format;
    };
    std::vector<Rule> rules_;
    QTextCharFormat commentFormat_;
    QRegularExpression commentStart_{QStringLiteral("/\\*")};
    QRegularExpression commentEnd_{QStringLiteral("\\*/")};
};

} // namespace studio
