// KernelEditor: the source pane, its build after a pause and its diagnostics (files and the
// autosave are in kernel_editor_files.cpp).
#include "gui/setup/kernel_editor.hpp"

#include <QColor>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLockFile>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShortcut>
#include <QTextBlock>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

#include "gui/setup/kernel_text_edit.hpp"
#include "gui/setup/opencl_highlighter.hpp"
#include "ndr/diagnostics.hpp"
#include "ndr/embedded_kernels.hpp"
#include "ndr/errors.hpp"
#include "ndr/variant.hpp"

namespace studio {

namespace {
// Long enough not to compile every keystroke, short enough that an error shows while the line is
// still in mind.
constexpr int kBuildPauseMs = 800;
constexpr int kAutosaveMs = 1000;
const QString kDraftSuffix = QString::fromLatin1(ndr::kUserKernelDraftSuffix);
} // namespace

KernelEditor::KernelEditor(QWidget* parent) : QWidget(parent)
{
    createWidgets();
    buildTimer_ = new QTimer(this);
    buildTimer_->setSingleShot(true);
    buildTimer_->setInterval(kBuildPauseMs);
    connect(buildTimer_, &QTimer::timeout, this, &KernelEditor::buildNow);
    autosaveTimer_ = new QTimer(this);
    autosaveTimer_->setSingleShot(true);
    autosaveTimer_->setInterval(kAutosaveMs);
    connect(autosaveTimer_, &QTimer::timeout, this, [this] {
        QString error;
        if (!writeAutosave(&error) && !error.isEmpty())
            emit message(error);
    });
    retranslate();
    updateButtons();
}

KernelEditor::~KernelEditor()
{
    if (autosaveTimer_->isActive())
        writeAutosave();
}

void KernelEditor::createWidgets()
{
    text_ = new KernelTextEdit;
    text_->setObjectName(QStringLiteral("kernelSource"));
    text_->setReadOnly(true);
    text_->setLineWrapMode(QPlainTextEdit::NoWrap);
    text_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    text_->setTabStopDistance(4 * text_->fontMetrics().horizontalAdvance(QLatin1Char(' ')));
    highlighter_ = new OpenClHighlighter(text_->document());
    connect(text_, &QPlainTextEdit::textChanged, this, &KernelEditor::textEdited);
    connect(text_, &KernelTextEdit::markClicked, this, &KernelEditor::jumpToLine);

    editCopy_ = new QPushButton;
    editCopy_->setObjectName(QStringLiteral("editAsNewKernel"));
    buildButton_ = new QPushButton;
    buildButton_->setObjectName(QStringLiteral("buildKernel"));
    saveButton_ = new QPushButton;
    saveButton_->setObjectName(QStringLiteral("saveKernel"));
    saveAsButton_ = new QPushButton;
    saveAsButton_->setObjectName(QStringLiteral("saveKernelAs"));
    compareButton_ = new QPushButton;
    compareButton_->setObjectName(QStringLiteral("compareBuilds"));
    connect(compareButton_, &QPushButton::clicked, this, &KernelEditor::compareRequested);
    status_ = new QLabel;
    status_->setObjectName(QStringLiteral("buildStatus"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    connect(editCopy_, &QPushButton::clicked, this, &KernelEditor::editCopyRequested);
    connect(buildButton_, &QPushButton::clicked, this, &KernelEditor::buildNow);
    connect(saveButton_, &QPushButton::clicked, this, &KernelEditor::saveWithDialog);
    connect(saveAsButton_, &QPushButton::clicked, this, &KernelEditor::saveAsWithDialog);
    auto* build =
        new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_B), this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    connect(build, &QShortcut::activated, this, &KernelEditor::buildNow);
    auto* saveKey = new QShortcut(QKeySequence::Save, text_, nullptr, nullptr, Qt::WidgetShortcut);
    connect(saveKey, &QShortcut::activated, this, &KernelEditor::saveWithDialog);

    diagnostics_ = new QListWidget;
    diagnostics_->setObjectName(QStringLiteral("kernelDiagnostics"));
    diagnostics_->setWordWrap(true);
    diagnostics_->hide();
    connect(diagnostics_, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { jumpToDiagnostic(diagnostics_->row(item)); });
    connect(diagnostics_, &QListWidget::itemClicked, this,
            [this](QListWidgetItem* item) { jumpToDiagnostic(diagnostics_->row(item)); });

    auto* buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    for (QPushButton* b : {editCopy_, buildButton_, saveButton_, saveAsButton_, compareButton_})
        buttons->addWidget(b);
    buttons->addWidget(status_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(buttons);
    layout->addWidget(text_, 1);
    layout->addWidget(diagnostics_);
}

QPlainTextEdit* KernelEditor::textEdit() const { return text_; }

bool KernelEditor::canEditAsUserKernel(const ndr::Variant& v)
{
    // The user-kernel contract: (N, A, B, C) over a 2-D NDRange of N x N, nothing else bound.
    return v.workload == ndr::Workload::MatMul && !v.external && !v.onHost && !v.tunable && !v.transposeB &&
           !v.localRowOfN && !v.packedPanels && !v.tf32 && v.shape == ndr::NDRangeShape::Elements2D &&
           !ndr::isUserVariantName(v.name);
}

bool KernelEditor::isEditable() const { return variant_ && ndr::isUserVariantName(variant_->name); }

KernelEditor::Draft* KernelEditor::current()
{
    auto it = drafts_.find(name_);
    return isEditable() && it != drafts_.end() ? &*it : nullptr;
}

bool KernelEditor::isModified() const
{
    auto it = drafts_.find(name_);
    if (!isEditable() || it == drafts_.end())
        return false;
    return it->kernel.path.empty() || text_->toPlainText() != it->savedText;
}

QString KernelEditor::lastGoodSource() const
{
    auto it = drafts_.find(name_);
    return it == drafts_.end() ? QString() : it->lastGood;
}

QString KernelEditor::previousGoodSource() const
{
    auto it = drafts_.find(name_);
    return it == drafts_.end() ? QString() : it->previousGood;
}

std::optional<ndr::UserKernel> KernelEditor::currentKernel() const
{
    auto it = drafts_.find(name_);
    if (!isEditable() || it == drafts_.end())
        return std::nullopt;
    return it->kernel;
}

void KernelEditor::forgetDraft(const QString& name, const QString& source)
{
    auto it = drafts_.find(name);
    if (it == drafts_.end() || QString::fromStdString(it->kernel.source) == source)
        return;
    drafts_.erase(it);
    if (name == name_)
        variant_ = nullptr; // shown again from the registry by the next showVariant
    autosaveTimer_->start();
}

void KernelEditor::showVariant(const ndr::Variant* variant)
{
    variant_ = variant;
    name_ = variant ? QString::fromStdString(variant->name) : QString();
    buildTimer_->stop();
    pendingBuild_ = 0;
    QString text;
    if (const ndr::UserKernel* user = isEditable() ? ndr::findUserKernel(variant->name) : nullptr) {
        if (!drafts_.contains(name_)) {
            Draft d;
            d.kernel = *user;
            d.lastGood = QString::fromStdString(user->source);
            d.savedText = user->path.empty() ? QString() : d.lastGood;
            drafts_.insert(name_, d);
        }
        text = QString::fromStdString(drafts_[name_].kernel.source);
    } else if (variant) {
        const std::string_view source = ndr::embeddedKernelSource(variant->kernelFile);
        text = QString::fromUtf8(source.data(), qsizetype(source.size()));
    }
    loading_ = true;
    if (text != text_->toPlainText())
        text_->setPlainText(text);
    loading_ = false;
    text_->setReadOnly(!isEditable());
    showDiagnostics({});
    const Draft* d = current();
    if (d && text != d->lastGood) {
        setState(BuildState::Edited);
        buildTimer_->start(); // a restored or switched-back edit builds again
    } else {
        setState(BuildState::None);
    }
    updateButtons();
}

void KernelEditor::textEdited()
{
    Draft* d = loading_ ? nullptr : current();
    if (!d)
        return;
    d->kernel.source = text_->toPlainText().toStdString();
    setState(BuildState::Edited);
    buildTimer_->start();
    autosaveTimer_->start();
    updateButtons();
}

bool KernelEditor::buildNow()
{
    Draft* d = current();
    if (!d)
        return false;
    buildTimer_->stop();
    const QString source = text_->toPlainText();
    d->kernel.source = source.toStdString();
    try {
        ndr::UserKernel draft = ndr::userKernelFromSource(name_.mid(5).toStdString(), d->kernel.source, d->kernel.entry,
                                                          d->kernel.buildOptions);
        draft.path = d->kernel.path;
        draft.name = (name_ + kDraftSuffix).toStdString();
        ndr::registerUserKernel(draft);
    } catch (const ndr::Error& e) { // empty or too large: refused before any compiler sees it
        showDiagnostics({{QString::fromStdString(d->kernel.fileName), 0, 0, QStringLiteral("error"),
                          QString::fromStdString(e.what())}});
        setState(BuildState::Failed);
        return true;
    }
    buildingSource_ = source;
    setState(BuildState::Building);
    emit buildRequested(name_ + kDraftSuffix);
    return true;
}

ndr::UserKernel KernelEditor::promoted(const Draft& d, const QString& source) const
{
    ndr::UserKernel k = ndr::userKernelFromSource(name_.mid(5).toStdString(), source.toStdString(), d.kernel.entry,
                                                  d.kernel.buildOptions);
    k.path = d.kernel.path;
    return k;
}

void KernelEditor::setBuildResult(const BuildReport& report)
{
    Draft* d = current();
    if (!d || report.seq != pendingBuild_ || report.variant != name_ + kDraftSuffix)
        return;
    pendingBuild_ = 0;
    const QString file = QString::fromStdString(d->kernel.fileName);
    if (report.ok) {
        // The draft compiled and keeps the contract: it becomes what a run of this kernel uses.
        if (buildingSource_ != d->lastGood)
            d->previousGood = d->lastGood;
        d->lastGood = buildingSource_;
        ndr::registerUserKernel(promoted(*d, buildingSource_));
        showDiagnostics({});
        setState(buildTimer_->isActive() ? BuildState::Edited : BuildState::Good);
        emit kernelUpdated(name_);
        return;
    }
    std::vector<EditorDiagnostic> list = fromCore(report.diagnostics);
    if (list.empty()) // not the compiler (the contract, an entry point): the core's words
        list.push_back(
            {file, 0, 0, QStringLiteral("error"),
             report.compileFailed && !report.log.trimmed().isEmpty() ? report.log.trimmed() : report.reason});
    showDiagnostics(std::move(list));
    setState(buildTimer_->isActive() ? BuildState::Edited : BuildState::Failed);
}

std::vector<EditorDiagnostic> KernelEditor::fromCore(const std::vector<ndr::Diagnostic>& diagnostics)
{
    std::vector<EditorDiagnostic> list;
    for (const ndr::Diagnostic& g : diagnostics)
        list.push_back({QString::fromStdString(g.file), g.line, g.column,
                        QString::fromStdString(ndr::toString(g.severity)), QString::fromStdString(g.message)});
    return list;
}

void KernelEditor::showSetupDiagnostics(const std::vector<ndr::Diagnostic>& diagnostics)
{
    if (diagnostics.empty() || (state_ != BuildState::None && state_ != BuildState::Good))
        return;
    showDiagnostics(fromCore(diagnostics));
    setState(BuildState::Failed);
    // A file opened as it is: its first error is scrolled into view (the cursor goes there too).
    const QTextBlock block = text_->document()->findBlockByNumber(shown_.front().line - 1);
    if (shown_.front().line > 0 && block.isValid()) {
        text_->setTextCursor(QTextCursor(block));
        text_->centerCursor();
    }
}

void KernelEditor::showDiagnostics(std::vector<EditorDiagnostic> list)
{
    shown_ = std::move(list);
    diagnostics_->clear();
    for (const EditorDiagnostic& d : shown_) {
        QString where = d.file;
        if (d.line > 0)
            where +=
                QStringLiteral(":%1").arg(d.line) + (d.column > 0 ? QStringLiteral(":%1").arg(d.column) : QString());
        auto* item = new QListWidgetItem(QStringLiteral("%1: %2: %3").arg(where, d.severity, d.message));
        item->setForeground(d.severity == QLatin1String("error") ? QColor(0xb0, 0x00, 0x20) : QColor(0x8a, 0x5a, 0x00));
        item->setToolTip(d.line > 0 ? tr("Click to go to line %1").arg(d.line) : QString());
        diagnostics_->addItem(item);
    }
    // As tall as its lines, up to four; more scroll. The source above keeps the rest.
    const int rows = std::min(diagnostics_->count(), 4);
    int height = 2 * diagnostics_->frameWidth();
    for (int row = 0; row < rows; ++row)
        height += diagnostics_->sizeHintForRow(row);
    diagnostics_->setFixedHeight(std::max(height, diagnostics_->fontMetrics().lineSpacing()));
    diagnostics_->setVisible(!shown_.empty());
    markLines();
}

void KernelEditor::markLines()
{
    QList<QTextEdit::ExtraSelection> marks;
    QMap<int, KernelTextEdit::Mark> gutter;
    for (const EditorDiagnostic& d : shown_) {
        const QTextBlock block = text_->document()->findBlockByNumber(d.line - 1);
        if (d.line <= 0 || !block.isValid())
            continue;
        const bool error = d.severity == QLatin1String("error");
        if (error || !gutter.contains(d.line))
            gutter[d.line] = error ? KernelTextEdit::Mark::Error : KernelTextEdit::Mark::Warning;
        QTextEdit::ExtraSelection line;
        line.format.setBackground(error ? QColor(0xfd, 0xe7, 0xe9) : QColor(0xff, 0xf4, 0xd6));
        line.format.setProperty(QTextFormat::FullWidthSelection, true);
        line.cursor = QTextCursor(block);
        marks.append(line);
        QTextEdit::ExtraSelection word;
        word.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        word.format.setUnderlineColor(error ? QColor(0xb0, 0x00, 0x20) : QColor(0xc0, 0x80, 0x00));
        word.cursor = QTextCursor(block);
        word.cursor.setPosition(block.position() + qBound(0, d.column - 1, qMax(0, block.length() - 1)));
        word.cursor.setPosition(block.position() + qMax(0, block.length() - 1), QTextCursor::KeepAnchor);
        marks.append(word);
    }
    text_->setExtraSelections(marks);
    text_->setMarks(gutter);
}

void KernelEditor::jumpToLine(int line)
{
    for (std::size_t i = 0; i < shown_.size(); ++i)
        if (shown_[i].line == line) {
            jumpToDiagnostic(int(i));
            diagnostics_->setCurrentRow(int(i));
            return;
        }
}

void KernelEditor::jumpToDiagnostic(int index)
{
    if (index < 0 || index >= int(shown_.size()) || shown_[std::size_t(index)].line <= 0)
        return;
    const EditorDiagnostic& d = shown_[std::size_t(index)];
    const QTextBlock block = text_->document()->findBlockByNumber(d.line - 1);
    if (!block.isValid())
        return;
    QTextCursor cursor(block);
    cursor.setPosition(block.position() + qBound(0, d.column - 1, qMax(0, block.length() - 1)));
    text_->setTextCursor(cursor);
    text_->ensureCursorVisible();
    text_->setFocus();
}

void KernelEditor::setState(BuildState state, const QString& detail)
{
    state_ = state;
    stateDetail_ = detail;
    QString text;
    const char* colour = "#666666";
    switch (state) {
    case BuildState::None:
        text =
            isEditable() ? tr("Edit the source: it is built after a pause in typing (Ctrl+B builds now).") : QString();
        break;
    case BuildState::Edited:
        text = tr("Edited — builds after a pause (Ctrl+B: now).");
        break;
    case BuildState::Building:
        text = tr("Building…");
        break;
    case BuildState::Good:
        text = tr("Built: runs use this source.");
        colour = "#1b6e20";
        break;
    case BuildState::Failed:
        text = tr("Build failed (%n problem(s)); runs use the last good build.", nullptr, int(shown_.size()));
        colour = "#b00020";
        break;
    }
    status_->setText(text);
    status_->setStyleSheet(QStringLiteral("color: %1;").arg(QLatin1String(colour)));
}

void KernelEditor::updateButtons()
{
    const bool editable = isEditable();
    editCopy_->setVisible(!editable && variant_);
    editCopy_->setEnabled(variant_ && canEditAsUserKernel(*variant_));
    buildButton_->setVisible(editable);
    saveButton_->setVisible(editable);
    saveAsButton_->setVisible(editable);
    compareButton_->setVisible(editable);
    saveButton_->setEnabled(isModified());
    editCopy_->setToolTip(variant_ && !canEditAsUserKernel(*variant_)
                              ? tr("Only matrix-multiplication kernels that take (N, A, B, C) over an N×N NDRange "
                                   "can become a kernel of your own")
                              : tr("An editable copy of this kernel, run as a kernel of your own"));
}

void KernelEditor::retranslate()
{
    editCopy_->setText(tr("Edit as new kernel"));
    buildButton_->setText(tr("Build"));
    buildButton_->setToolTip(tr("Compile the source now (Ctrl+B); runs use the last good build"));
    saveButton_->setText(tr("Save"));
    saveButton_->setToolTip(tr("Write the source to its .cl file (Ctrl+S)"));
    saveAsButton_->setText(tr("Save as…"));
    compareButton_->setText(tr("Compare builds…"));
    compareButton_->setToolTip(
        tr("Run this build and the previous one (or a built-in variant) at the setup's N and local size"));
    setState(state_, stateDetail_);
    updateButtons();
}

} // namespace studio
