#include "gui/setup/opencl_highlighter.hpp"

#include <QColor>
#include <QStringList>

namespace studio {

namespace {

QTextCharFormat makeFormat(const QColor& colour, bool bold = false, bool italic = false)
{
    QTextCharFormat f;
    f.setForeground(colour);
    if (bold)
        f.setFontWeight(QFont::Bold);
    f.setFontItalic(italic);
    return f;
}

QRegularExpression words(const QStringList& list)
{
    return QRegularExpression(QStringLiteral("\\b(?:%1)\\b").arg(list.join(QLatin1Char('|'))));
}

} // namespace

OpenClHighlighter::OpenClHighlighter(QTextDocument* document) : QSyntaxHighlighter(document)
{
    // Order matters: later rules override earlier ones inside the same span (strings and
    // comments come last so keywords inside them are not coloured).
    const QStringList qualifiers = {QStringLiteral("__kernel"),
                                    QStringLiteral("kernel"),
                                    QStringLiteral("__global"),
                                    QStringLiteral("global"),
                                    QStringLiteral("__local"),
                                    QStringLiteral("local"),
                                    QStringLiteral("__constant"),
                                    QStringLiteral("constant"),
                                    QStringLiteral("__private"),
                                    QStringLiteral("private"),
                                    QStringLiteral("restrict"),
                                    QStringLiteral("__attribute__"),
                                    QStringLiteral("reqd_work_group_size")};
    const QStringList keywords = {QStringLiteral("if"),     QStringLiteral("else"),     QStringLiteral("for"),
                                  QStringLiteral("while"),  QStringLiteral("do"),       QStringLiteral("return"),
                                  QStringLiteral("break"),  QStringLiteral("continue"), QStringLiteral("const"),
                                  QStringLiteral("struct"), QStringLiteral("typedef"),  QStringLiteral("volatile")};
    const QStringList types = {
        QStringLiteral("void"),   QStringLiteral("int"),    QStringLiteral("uint"),   QStringLiteral("float"),
        QStringLiteral("float2"), QStringLiteral("float4"), QStringLiteral("float8"), QStringLiteral("double"),
        QStringLiteral("size_t"), QStringLiteral("char"),   QStringLiteral("uchar"),  QStringLiteral("short"),
        QStringLiteral("long"),   QStringLiteral("ulong"),  QStringLiteral("bool"),   QStringLiteral("half")};
    const QStringList builtins = {QStringLiteral("get_global_id"),
                                  QStringLiteral("get_local_id"),
                                  QStringLiteral("get_group_id"),
                                  QStringLiteral("get_global_size"),
                                  QStringLiteral("get_local_size"),
                                  QStringLiteral("get_num_groups"),
                                  QStringLiteral("get_work_dim"),
                                  QStringLiteral("get_global_offset"),
                                  QStringLiteral("barrier"),
                                  QStringLiteral("mem_fence"),
                                  QStringLiteral("read_mem_fence"),
                                  QStringLiteral("write_mem_fence"),
                                  QStringLiteral("CLK_LOCAL_MEM_FENCE"),
                                  QStringLiteral("CLK_GLOBAL_MEM_FENCE"),
                                  QStringLiteral("mad"),
                                  QStringLiteral("fma"),
                                  QStringLiteral("vload4"),
                                  QStringLiteral("vstore4"),
                                  QStringLiteral("async_work_group_copy"),
                                  QStringLiteral("wait_group_events")};

    rules_.push_back({words(types), makeFormat(QColor(0, 110, 140))});
    rules_.push_back({words(keywords), makeFormat(QColor(120, 40, 140), true)});
    rules_.push_back({words(qualifiers), makeFormat(QColor(175, 60, 0), true)});
    rules_.push_back({words(builtins), makeFormat(QColor(0, 90, 200), true)});
    rules_.push_back({QRegularExpression(QStringLiteral("\\b[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?[fFuU]?\\b")),
                      makeFormat(QColor(150, 90, 0))});
    rules_.push_back({QRegularExpression(QStringLiteral("^\\s*#\\s*\\w+")), makeFormat(QColor(100, 100, 100), true)});
    rules_.push_back({QRegularExpression(QStringLiteral("\"[^\"]*\"")), makeFormat(QColor(30, 130, 30))});
    commentFormat_ = makeFormat(QColor(110, 110, 110), false, true);
    rules_.push_back({QRegularExpression(QStringLiteral("//[^\n]*")), commentFormat_});
}

void OpenClHighlighter::highlightBlock(const QString& text)
{
    for (const Rule& rule : rules_) {
        auto it = rule.pattern.globalMatch(text);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            setFormat(int(m.capturedStart()), int(m.capturedLength()), rule.format);
        }
    }
    // Block comments may span lines; block state 1 means "inside a comment".
    setCurrentBlockState(0);
    int start = previousBlockState() == 1 ? 0 : int(text.indexOf(commentStart_));
    while (start >= 0) {
        const QRegularExpressionMatch end = commentEnd_.match(text, start);
        int length = 0;
        if (end.hasMatch()) {
            length = int(end.capturedEnd()) - start;
        } else {
            setCurrentBlockState(1);
            length = int(text.length()) - start;
        }
        setFormat(start, length, commentFormat_);
        start = int(text.indexOf(commentStart_, start + length));
    }
}

} // namespace studio
