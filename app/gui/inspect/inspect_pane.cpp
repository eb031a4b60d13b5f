#include "gui/inspect/inspect_pane.hpp"

#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "gui/common/occupancy_text.hpp"
#include "gui/inspect/asm_highlighter.hpp"
#include "gui/inspect/occupancy_calculator.hpp"
#include "ndr/diagnostics.hpp"
#include "ndr/errors.hpp"
#include "ndr/inspect_json.hpp"
#include "ndr/json.hpp"
#include "ndr/occupancy.hpp"
#include "session/file_output.hpp"

namespace studio {

namespace {

QString bytesText(std::uint64_t bytes)
{
    return bytes >= 1024 ? QStringLiteral("%1 B (%2 KiB)").arg(bytes).arg(double(bytes) / 1024.0, 0, 'f', 1)
                         : QStringLiteral("%1 B").arg(bytes);
}

QString esc(const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); }

} // namespace

InspectPane::InspectPane(QWidget* parent) : QWidget(parent)
{
    inspect_ = new QPushButton;
    inspect_->setObjectName(QStringLiteral("inspectButton"));
    subject_ = new QLabel;
    subject_->setWordWrap(true);
    subject_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    summary_ = new QTextBrowser;
    summary_->setObjectName(QStringLiteral("inspectSummary"));
    tabs_ = new QTabWidget;
    ptx_ = addCodeTab(QStringLiteral("ptx"));
    assembly_ = addCodeTab(QStringLiteral("assembly"));
    ir_ = addCodeTab(QStringLiteral("llvmIr"));
    log_ = addCodeTab(QStringLiteral("buildLog"));
    find_ = new QLineEdit;
    find_->setClearButtonEnabled(true);
    findNext_ = new QPushButton;
    save_ = new QPushButton;
    openJson_ = new QPushButton;
    openJson_->setObjectName(QStringLiteral("openInspectionButton"));
    saveJson_ = new QPushButton;
    saveJson_->setObjectName(QStringLiteral("saveInspectionButton"));
    saveJson_->setEnabled(false);
    calculator_ = new OccupancyCalculator;
    connect(inspect_, &QPushButton::clicked, this, &InspectPane::inspectRequested);
    connect(openJson_, &QPushButton::clicked, this, &InspectPane::openJsonWithDialog);
    connect(saveJson_, &QPushButton::clicked, this, &InspectPane::saveJsonWithDialog);
    connect(find_, &QLineEdit::returnPressed, this, [this] { findNext(find_->text()); });
    connect(findNext_, &QPushButton::clicked, this, [this] { findNext(find_->text()); });
    connect(save_, &QPushButton::clicked, this, &InspectPane::saveWithDialog);

    auto* top = new QHBoxLayout;
    top->addWidget(inspect_);
    top->addWidget(subject_, 1);
    top->addWidget(openJson_);
    top->addWidget(saveJson_);
    auto* codeTools = new QHBoxLayout;
    codeTools->addWidget(find_, 1);
    codeTools->addWidget(findNext_);
    codeTools->addWidget(save_);
    auto* code = new QWidget;
    auto* codeLayout = new QVBoxLayout(code);
    codeLayout->setContentsMargins(0, 0, 0, 0);
    codeLayout->addLayout(codeTools);
    codeLayout->addWidget(tabs_, 1);
    auto* left = new QSplitter(Qt::Vertical);
    left->addWidget(summary_);
    left->addWidget(calculator_);
    left->setSizes({190, 460});
    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(left);
    split->addWidget(code);
    split->setSizes({620, 640});
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(split, 1);
    retranslateUi();
}

QPlainTextEdit* InspectPane::addCodeTab(const QString& objectName)
{
    auto* edit = new QPlainTextEdit;
    edit->setObjectName(objectName);
    edit->setReadOnly(true);
    edit->setLineWrapMode(QPlainTextEdit::NoWrap);
    edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    new AsmHighlighter(edit->document());
    tabs_->addTab(edit, QString());
    return edit;
}

void InspectPane::setSubject(const QString& subject) { subject_->setText(subject); }

void InspectPane::showRunning()
{
    summary_->setHtml(QStringLiteral("<p>%1</p>").arg(tr("Compiling and inspecting on the engine's worker…")));
    inspect_->setEnabled(false);
}

void InspectPane::setCode(QPlainTextEdit* edit, const std::string& text, const std::string& note)
{
    edit->setPlainText(text.empty() ? QString::fromStdString(note) : QString::fromStdString(text));
}

void InspectPane::showReport(const ndr::InspectReport& r)
{
    report_ = r;
    hasReport_ = true;
    inspect_->setEnabled(true);
    saveJson_->setEnabled(true);
    QString html =
        QStringLiteral("<h3>%1</h3><table cellspacing='4'>").arg(tr("%1 on %2").arg(esc(r.variant), esc(r.deviceName)));
    auto row = [&html](const QString& label, const QString& value) {
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(label.toHtmlEscaped(), value);
    };
    row(tr("Kernel"), esc(r.entry) + QStringLiteral(" (") + esc(r.sourceName) + QStringLiteral(")"));
    row(tr("N, local size"), QStringLiteral("%1, %2").arg(r.n).arg(esc(r.local.toString())));
    row(tr("Global size"),
        r.globalY > 1 ? QStringLiteral("%1×%2").arg(r.globalX).arg(r.globalY) : QString::number(r.globalX));
    row(tr("Build options"), QStringLiteral("<code>%1</code>").arg(esc(r.buildOptions)));
    if (!r.params.empty())
        row(tr("GEMM parameters"), esc(r.params));
    row(tr("Kernel work-group limit"), QString::number(r.kernelWorkGroupSize));
    row(tr("Preferred multiple"), QString::number(r.preferredWorkGroupMultiple));
    row(tr("Local memory"), bytesText(r.localMemBytes));
    row(tr("Private memory"), bytesText(r.privateMemBytes));
    if (r.ptxas) {
        const ndr::PtxasInfo& p = *r.ptxas;
        auto opt = [](const auto& v) { return v ? QString::number(*v) : QStringLiteral("—"); };
        row(tr("Registers per work-item"), opt(p.registers));
        row(tr("Spill stores / loads"),
            QStringLiteral("%1 B / %2 B").arg(opt(p.spillStoreBytes), opt(p.spillLoadBytes)));
        row(tr("Stack frame"), QStringLiteral("%1 B").arg(opt(p.stackFrameBytes)));
        row(tr("Barriers"), opt(p.barriers));
    }
    if (r.occupancy)
        row(tr("Occupancy"), occupancyText(*r.occupancy).toHtmlEscaped());
    else if (r.cpuSpread)
        row(tr("Instead of occupancy"), esc(ndr::describeCpuSpread(*r.cpuSpread)));
    else if (!r.occupancyNote.empty())
        row(tr("Occupancy"), esc(r.occupancyNote));
    if (!r.diagnostics.empty()) {
        QString list;
        for (const ndr::Diagnostic& d : r.diagnostics)
            list += esc(ndr::formatDiagnostic(d)) + QStringLiteral("<br>");
        row(tr("Compiler messages"), list);
    }
    html += QStringLiteral("</table>");
    summary_->setHtml(html);
    setCode(ptx_, r.ptx, r.ptxNote);
    setCode(assembly_, r.assembly, r.assemblyNote);
    setCode(ir_, r.llvmIr, r.llvmIrNote);
    setCode(log_, r.buildLog, tr("(the compiler wrote nothing)").toStdString());
    // The tab worth reading first: PTX on NVIDIA, the work-group function's assembly elsewhere.
    tabs_->setCurrentWidget(!r.ptx.empty() ? ptx_ : !r.assembly.empty() ? assembly_ : log_);
    calculator_->setFromInspection(r);
    emit reportShown(r);
    emit finished(true);
}

void InspectPane::showFailure(const QString& message, const std::vector<ndr::Diagnostic>& diagnostics)
{
    hasReport_ = false;
    inspect_->setEnabled(true);
    saveJson_->setEnabled(false);
    QString html = QStringLiteral("<p style='color:#b00020'>%1</p>").arg(tr("Not inspected:").toHtmlEscaped());
    if (diagnostics.empty()) {
        html += QStringLiteral("<pre>%1</pre>").arg(message.toHtmlEscaped());
    } else {
        for (const ndr::Diagnostic& d : diagnostics)
            html += QStringLiteral("<p><code>%1</code></p>").arg(esc(ndr::formatDiagnostic(d)));
    }
    summary_->setHtml(html);
    for (QPlainTextEdit* e : {ptx_, assembly_, ir_})
        e->clear();
    log_->setPlainText(message);
    tabs_->setCurrentWidget(log_);
    emit finished(false);
}

QString InspectPane::summaryText() const { return summary_->toPlainText(); }

QString InspectPane::codeText(const QString& tab) const
{
    for (const QPlainTextEdit* e : {ptx_, assembly_, ir_, log_})
        if (e->objectName() == tab)
            return e->toPlainText();
    return {};
}

bool InspectPane::findNext(const QString& text)
{
    auto* edit = qobject_cast<QPlainTextEdit*>(tabs_->currentWidget());
    if (!edit || text.isEmpty())
        return false;
    if (edit->find(text))
        return true;
    // From the top again once the end is reached.
    edit->moveCursor(QTextCursor::Start);
    return edit->find(text);
}

bool InspectPane::saveCurrent(const QString& path, QString* error)
{
    auto* edit = qobject_cast<QPlainTextEdit*>(tabs_->currentWidget());
    return edit && FileOutput::write(path, edit->toPlainText().toUtf8(), error);
}

void InspectPane::saveWithDialog()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save %1").arg(tabs_->tabText(tabs_->currentIndex())));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveCurrent(path, &error))
        showError(error);
}

bool InspectPane::saveJson(const QString& path, QString* error)
{
    if (!hasReport_) {
        if (error)
            *error = tr("No inspection is shown: inspect a kernel or open a saved inspection first.");
        return false;
    }
    return FileOutput::write(path, QByteArray::fromStdString(ndr::dumpJson(ndr::inspectJson(report_)) + "\n"), error);
}

bool InspectPane::openJson(const QString& path, QString* error)
{
    const QFileInfo info(path);
    QString why;
    if (!info.isFile())
        why = tr("%1 is not a regular file").arg(path);
    else if (info.size() > qint64(ndr::kMaxInspectJsonBytes))
        why = tr("%1 is %2 bytes, above the %3 an inspection may have")
                  .arg(path)
                  .arg(info.size())
                  .arg(ndr::kMaxInspectJsonBytes);
    QFile file(path);
    if (why.isEmpty() && !file.open(QIODevice::ReadOnly))
        why = tr("%1 cannot be read: %2").arg(path, file.errorString());
    if (why.isEmpty()) {
        try {
            const ndr::InspectReport r = ndr::readInspectJson(file.readAll().toStdString());
            setSubject(tr("Opened from %1").arg(info.fileName()));
            showReport(r);
            return true;
        } catch (const ndr::Error& e) {
            why = tr("%1: %2").arg(info.fileName(), QString::fromStdString(e.what()));
        }
    }
    if (error)
        *error = why;
    return false;
}

void InspectPane::showError(const QString& error)
{
    summary_->append(QStringLiteral("<p style='color:#b00020'>%1</p>").arg(error.toHtmlEscaped()));
}

void InspectPane::openJsonWithDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a saved inspection"), QString(),
                                                      tr("Inspection JSON (*.json);;All files (*)"));
    QString error;
    if (!path.isEmpty() && !openJson(path, &error))
        showError(error);
}

void InspectPane::saveJsonWithDialog()
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save the inspection"), QString(), tr("Inspection JSON (*.json)"));
    QString error;
    if (!path.isEmpty() && !saveJson(path, &error))
        showError(error);
}

void InspectPane::retranslateUi()
{
    inspect_->setText(tr("Inspect the setup's kernel"));
    inspect_->setToolTip(tr("Compile the kernel of Run setup at its N and local size and show what the compiler made "
                            "of it"));
    if (!hasReport_ && subject_->text().isEmpty())
        summary_->setHtml(
            QStringLiteral("<p>%1</p>")
                .arg(tr("Build options, the kernel's limits and memory, registers, spills and occupancy on NVIDIA, the "
                        "work-group spread on a CPU, and the code: press Inspect.")));
    tabs_->setTabText(0, tr("PTX"));
    tabs_->setTabText(1, tr("Assembly"));
    tabs_->setTabText(2, tr("LLVM IR"));
    tabs_->setTabText(3, tr("Build log"));
    find_->setPlaceholderText(tr("Find in the code…"));
    findNext_->setText(tr("Find next"));
    save_->setText(tr("Save…"));
    save_->setToolTip(tr("Write the code tab shown to a file"));
    openJson_->setText(tr("Open inspection…"));
    openJson_->setToolTip(tr("Show an inspection saved as JSON, here or by ndrange-bench inspect --json on any "
                             "machine (an NVIDIA GPU's PTX and registers, viewed anywhere)"));
    saveJson_->setText(tr("Save inspection…"));
    saveJson_->setToolTip(tr("Write the inspection shown, with its code, as JSON (the document of ndrange-bench "
                             "inspect --json)"));
}

void InspectPane::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace studio
