#include "gui/setup/setup_pane.hpp"

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include "gui/oclgrind/oclgrind_panel.hpp"
#include "gui/setup/gemm_params_text.hpp"
#include "gui/setup/kernel_editor.hpp"
#include "gui/setup/target_ci_text.hpp"
#include "models/results_model.hpp"
#include "models/variant_list_model.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/diagnostics.hpp"
#include "ndr/errors.hpp"
#include "ndr/user_kernel.hpp"
#include "ndr/variant.hpp"

namespace studio {

SetupPane::SetupPane(OclgrindCheck* oclgrind, QWidget* parent) : QWidget(parent), oclgrindCheck_(oclgrind)
{
    createFields();
    createSetupBox(createButtons());
    QWidget* right = createLessonAndSource();
    // The setup column scrolls where the window is shorter than the form, the last result and
    // the Oclgrind check together (a long result, a translation), instead of making the window
    // taller than the screen.
    auto* setupScroll = new QScrollArea;
    setupScroll->setObjectName(QStringLiteral("setupScroll"));
    setupScroll->setWidget(setupBox_);
    setupScroll->setWidgetResizable(true);
    setupScroll->setFrameShape(QFrame::NoFrame);
    setupScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    const int scrollBar = setupScroll->verticalScrollBar()->sizeHint().width();
    setupBox_->setMinimumWidth(400);
    setupBox_->setMaximumWidth(520);
    setupScroll->setMinimumWidth(400 + scrollBar);
    setupScroll->setMaximumWidth(520 + scrollBar);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(setupScroll);
    layout->addWidget(right, 1);
    connectFields();

    variantCombo_->setCurrentIndex(variants_->firstVariantRow());
    shownVariant_ = ndr::findVariant(variant().toStdString());
    retranslateUi();
    showVariant();
}

void SetupPane::setRunActions(QAction* run, QAction* sweep, QAction* cancel)
{
    runButton_->setDefaultAction(run);
    sweepButton_->setDefaultAction(sweep);
    cancelButton_->setDefaultAction(cancel);
}

void SetupPane::setDevices(const std::vector<ndr::DeviceInfo>& devices)
{
    const QSignalBlocker block(deviceCombo_);
    deviceCombo_->clear();
    for (const ndr::DeviceInfo& d : devices)
        deviceCombo_->addItem(
            QStringLiteral("%1 — %2").arg(QString::fromStdString(d.id()), QString::fromStdString(d.name)),
            QString::fromStdString(d.id()));
    hasDevices_ = !devices.empty();
    devices_ = devices;
    deviceCombo_->setEnabled(hasDevices_);
    edited();
}

ndr::RunRequest SetupPane::request() const
{
    ndr::RunRequest r;
    const QStringList pd = deviceId().split(QLatin1Char(':'));
    if (pd.size() == 2) {
        r.platformIndex = pd[0].toInt();
        r.deviceIndex = pd[1].toInt();
    }
    r.variant = variant().toStdString();
    r.n = std::size_t(n_->value());
    try {
        const QString text = local_->text().trimmed();
        r.local = text.isEmpty() ? ndr::LocalSize::automatic() : ndr::LocalSize::parse(text.toStdString());
    } catch (const ndr::Error&) {
        r.local = ndr::LocalSize::automatic(); // shown as invalid; Run is disabled meanwhile
    }
    r.buffers = ndr::parseBufferMode(buffers_->currentData().toString().toStdString());
    r.warmup = warmup_->value();
    r.reps = reps_->value();
    // A target the field refuses is left out; the setup shows why and Run waits for a fix.
    if (const TargetCiText target = parseTargetCi(targetCi_->text()); target.ok() && target.halfWidth)
        r.targetCi = ndr::CiTarget{*target.halfWidth, maxReps_->value(), maxSeconds_->value()};
    return r;
}

QString SetupPane::targetError() const
{
    const TargetCiText target = parseTargetCi(targetCi_->text());
    if (!target.ok())
        return target.error;
    if (target.halfWidth && maxReps_->value() < reps_->value())
        return tr("The repetition budget %1 is below the %2 repetitions: the budget counts every timed "
                  "repetition.")
            .arg(maxReps_->value())
            .arg(reps_->value());
    return {};
}

QString SetupPane::variant() const { return variantCombo_->currentData(VariantListModel::NameRole).toString(); }

bool SetupPane::setVariant(const QString& name)
{
    const int row = variants_->rowOf(name);
    if (row < 0)
        return false;
    variantCombo_->setCurrentIndex(row);
    return true;
}

QString SetupPane::deviceId() const { return deviceCombo_->currentData().toString(); }

bool SetupPane::setDeviceId(const QString& id)
{
    const int index = deviceCombo_->findData(id);
    if (index < 0)
        return false;
    deviceCombo_->setCurrentIndex(index);
    return true;
}

void SetupPane::setN(int n) { n_->setValue(n); }
void SetupPane::setLocalText(const QString& text) { local_->setText(text); }
QString SetupPane::localText() const { return local_->text(); }
void SetupPane::setWarmup(int warmup) { warmup_->setValue(warmup); }
void SetupPane::setReps(int reps) { reps_->setValue(reps); }
void SetupPane::setTargetCiText(const QString& text) { targetCi_->setText(text); }
QString SetupPane::targetCiText() const { return targetCi_->text(); }
void SetupPane::setMaxReps(int reps) { maxReps_->setValue(reps); }
void SetupPane::setMaxSeconds(double seconds) { maxSeconds_->setValue(seconds); }

void SetupPane::setBufferMode(const QString& mode)
{
    const int index = buffers_->findData(mode);
    if (index >= 0)
        buffers_->setCurrentIndex(index);
}

void SetupPane::showVariant()
{
    const ndr::Variant* v = ndr::findVariant(variant().toStdString());
    if (!v) {
        lesson_->clear();
        editor_->showVariant(nullptr);
        return;
    }
    auto esc = [](const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); };
    QString html = QStringLiteral("<h3>%1</h3><p>%2</p><table cellspacing='4'>").arg(esc(v->title), esc(v->lesson));
    auto row = [&](const QString& label, const std::string& value) {
        if (!value.empty())
            html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(label.toHtmlEscaped(), esc(value));
    };
    row(tr("Course source"), v->courseSource);
    row(tr("NDRange"), v->ndrangeRule);
    row(tr("Local size"), v->localRule);
    row(tr("Compile-time parameters"), v->definesText);
    row(tr("Default local size"), v->defaultLocal.toString());
    if (v->maxN > 0)
        row(tr("Largest N"), std::to_string(v->maxN) + (v->maxNReason.empty() ? "" : " — " + v->maxNReason));
    html += QStringLiteral("</table>");
    lesson_->setHtml(html);
    // The source comes from the kernels embedded in the binary (or the user's file, or the edit).
    editor_->showVariant(v);
    sourceBox_->setTitle(tr("Kernel source — %1").arg(QString::fromStdString(v->kernelFile)));
}

void SetupPane::showLastResult(const ndr::RunResult& result)
{
    lastResult_ = result;
    hasLast_ = true;
    showLast();
}

QString SetupPane::lastResultText() const { return last_->text(); }

void SetupPane::showLast()
{
    lastBox_->setTitle(tr("Last result"));
    lastOclgrind_->setVisible(hasLast_ && !lastResult_.ok() && lastResult_.offerOclgrindCheck);
    if (!hasLast_) {
        last_->setText(tr("No run yet. Press Run to measure this setup."));
        return;
    }
    const ndr::RunResult& r = lastResult_;
    const ndr::Variant* v = ndr::findVariant(r.variant);
    const bool bandwidth = v && v->reportsBandwidth();
    QString html = QStringLiteral("<b>%1</b> — N = %2, %3<br>")
                       .arg(QString::fromStdString(r.variant).toHtmlEscaped())
                       .arg(r.n)
                       .arg(tr("local %1").arg(QString::fromStdString(r.local.toString())));
    if (r.ok()) {
        const std::optional<double> headline = bandwidth ? r.gbps : r.gflops; // empty: not modelled
        html += QStringLiteral("<span style='font-size:x-large'><b>%1</b></span> %2<br>")
                    .arg(headline ? QString::number(*headline, 'f', 2) : QStringLiteral("—"))
                    .arg(bandwidth ? QStringLiteral("GB/s") : QStringLiteral("GFLOP/s"));
        html += tr("median kernel %1 ms over %2 repetition(s)").arg(r.kernel.medianMs, 0, 'f', 3).arg(r.reps);
        if (r.kernelMsCi)
            html +=
                QStringLiteral("<br>") + tr("95 % interval %1 to %2 ms (±%3 %)")
                                             .arg(r.kernelMsCi->low, 0, 'f', 3)
                                             .arg(r.kernelMsCi->high, 0, 'f', 3)
                                             .arg(100 * r.kernelMsCi->relativeHalfWidth(r.kernel.medianMs), 0, 'f', 1);
        if (r.speedupVsCpu)
            html += QStringLiteral("<br>") + ResultsModel::speedupText(r).toHtmlEscaped();
        html += QStringLiteral("<br><span style='color:#1b6e20'>%1</span>")
                    .arg(tr("verified (max relative error %1)").arg(r.maxRelErr, 0, 'g', 2));
    } else {
        const QString why =
            r.error.empty() ? tr("not verified against the host reference") : QString::fromStdString(r.error);
        html += QStringLiteral("<span style='color:#b00020'>%1</span>").arg(tr("Failed: %1").arg(why).toHtmlEscaped());
    }
    last_->setText(html);
}

bool SetupPane::checkLastWithOclgrind()
{
    if (!hasLast_)
        return false;
    // The failed run's own kernel and shape, even if the setup was edited since.
    ndr::RunRequest r = request();
    r.variant = lastResult_.variant;
    r.n = lastResult_.n;
    r.local = lastResult_.local;
    return oclgrind_->start(r);
}

void SetupPane::edited()
{
    // Syntax errors are shown at once; the engine's verdict follows after the debounce.
    debounce_->start();
    setState(ValidationState::Pending);
    parseError_.clear();
    budget_->setEnabled(parseTargetCi(targetCi_->text()).halfWidth.has_value());
    const QString text = local_->text().trimmed();
    if (!text.isEmpty()) {
        try {
            (void)ndr::LocalSize::parse(text.toStdString());
        } catch (const ndr::Error& e) {
            parseError_ = QString::fromStdString(e.what());
        }
    }
    if (parseError_.isEmpty())
        parseError_ = targetError();
    if (!parseError_.isEmpty()) {
        debounce_->stop();
        setState(ValidationState::Invalid);
    }
    if (!hasDevices_) {
        debounce_->stop();
        setState(ValidationState::Invalid);
    }
}

void SetupPane::checkNow()
{
    if (state_ != ValidationState::Pending)
        return;
    emit validationRequested(request());
}

void SetupPane::setPendingValidation(quint64 seq) { pendingSeq_ = seq; }

void SetupPane::setValidation(const ValidationReport& report)
{
    // Ignore answers about a setup the user has already changed.
    if (report.seq != pendingSeq_ || debounce_->isActive() || state_ != ValidationState::Pending)
        return;
    report_ = report;
    setState(report.ok ? ValidationState::Valid : ValidationState::Invalid);
    editor_->showSetupDiagnostics(report.diagnostics);
    emit validated();
}

QString SetupPane::validationMessage() const
{
    switch (state_) {
    case ValidationState::Unknown:
        return {};
    case ValidationState::Pending:
        return tr("Checking against the device…");
    case ValidationState::Valid:
        return tr("Valid: global %1, local %2").arg(report_.globalSize, report_.resolvedLocal) + occupancyLine();
    case ValidationState::Invalid:
        if (!hasDevices_)
            return tr("No OpenCL device available.");
        if (!parseError_.isEmpty())
            return parseError_;
        // The compiler's words go to the list under the source, each on its line.
        if (const auto errors = int(ndr::countSeverity(report_.diagnostics, ndr::DiagnosticSeverity::Error)))
            return tr("The kernel does not build: %n error(s), listed under the source.", nullptr, errors);
        return report_.reason;
    }
    return {};
}

void SetupPane::setState(ValidationState state)
{
    const bool couldRun = canRun();
    state_ = state;
    if (state != ValidationState::Valid && state != ValidationState::Invalid)
        report_ = ValidationReport();
    showState();
    if (couldRun != canRun())
        emit canRunChanged(canRun());
}

void SetupPane::showState()
{
    validation_->setText(validationMessage());
    // Red for a broken limit, muted for "checking", green once the engine agreed.
    const char* colour = state_ == ValidationState::Invalid ? "#b00020"
                         : state_ == ValidationState::Valid ? "#1b6e20"
                                                            : "#666666";
    validation_->setStyleSheet(QStringLiteral("color: %1;").arg(QLatin1String(colour)));
    buildOptions_->setText(state_ == ValidationState::Valid && !report_.buildOptions.isEmpty()
                               ? tr("Build options: %1").arg(report_.buildOptions)
                               : tr("Build options: shown once the setup is valid"));
    refreshGemmParams();
}

QString SetupPane::gemmParamsText() const { return gemmParams_->text(); }

void SetupPane::refreshGemmParams()
{
    const ndr::Variant* v = ndr::findVariant(variant().toStdString());
    const ndr::DeviceInfo* device = nullptr;
    for (const ndr::DeviceInfo& d : devices_)
        if (QString::fromStdString(d.id()) == deviceId())
            device = &d;
    QString text, tooltip;
    gemmParamsSource_ = ndr::GemmParamsSource::None;
    if (v && v->tunable && device) {
        const ndr::RunRequest r = request();
        try {
            // The core's rule, so the label names the layer a run will really use (reads the
            // small cache and database files, no OpenCL: cheap enough for the GUI thread).
            const ndr::GemmResolution resolved = ndr::resolveGemm(*v, *device, r.gemm, r.useTunedParams, r.n);
            text = studio::gemmParamsText(resolved);
            tooltip = studio::gemmParamsTooltip(resolved);
            gemmParamsSource_ = resolved.source;
        } catch (const ndr::Error& e) { // $NDR_GEMM_DATABASE names a file that cannot be used
            text = tr("Parameters: %1").arg(QString::fromStdString(e.what()));
        }
    }
    gemmParams_->setText(text);
    gemmParams_->setToolTip(tooltip);
    gemmParams_->setVisible(!text.isEmpty());
}

void SetupPane::retranslateUi()
{
    setupBox_->setTitle(tr("Run setup"));
    lessonBox_->setTitle(tr("Lesson"));
    auto label = [this](QWidget* field, const QString& text) {
        if (auto* l = qobject_cast<QLabel*>(form_->labelForField(field)))
            l->setText(text);
    };
    label(variantCombo_, tr("&Variant:"));
    label(deviceCombo_, tr("&Device:"));
    label(n_, tr("Problem size &N:"));
    label(local_, tr("&Local size:"));
    label(buffers_, tr("&Buffers:"));
    label(warmup_, tr("&Warm-up runs:"));
    label(reps_, tr("&Repetitions:"));
    label(targetCi_, tr("&Target interval:"));
    label(budget_, tr("B&udget:"));
    targetCi_->setPlaceholderText(tr("off, or e.g. 2%"));
    targetCi_->setToolTip(tr("Repeat after the repetitions above until the median kernel time's 95 % interval "
                             "is within ± this percentage (0.1 % to 50 %), or until the budget runs out. Empty: "
                             "exactly the repetitions above."));
    budgetOr_->setText(tr("repetitions or"));
    maxReps_->setToolTip(tr("The most timed repetitions a run with a target may take, the first ones included."));
    maxSeconds_->setSuffix(tr(" s"));
    maxSeconds_->setToolTip(tr("The most seconds of repetitions a run with a target may take."));
    local_->setPlaceholderText(tr("auto, or X, or X×Y (e.g. 16x16)"));
    local_->setToolTip(tr("Work-group size. Empty lets the variant choose a size valid for the device."));
    n_->setToolTip(tr("Matrix multiplication: N×N single-precision matrices. Reduction, vector addition: N "
                      "elements. Pi: N integration steps."));
    buffers_->setItemText(0, tr("copy — CL_MEM_COPY_HOST_PTR"));
    buffers_->setItemText(1, tr("use — CL_MEM_USE_HOST_PTR (zero-copy)"));
    buffers_->setItemText(2, tr("alloc — CL_MEM_ALLOC_HOST_PTR + write"));
    warmup_->setToolTip(
        tr("Untimed launches first, so one-off costs (compilation, page faults) stay out of the numbers."));
    reps_->setToolTip(
        tr("Timed launches; the median kernel time gives GFLOP/s (or GB/s for bandwidth-bound workloads)."));
    variants_->retranslate();
    editor_->retranslate();
    openKernel_->setText(tr("Open kernel file…"));
    lastOclgrind_->setText(tr("Check with Oclgrind"));
    lastOclgrind_->setToolTip(tr("Run this kernel once at a small N under Oclgrind, which names out-of-bounds "
                                 "accesses and data races by line"));
    openKernel_->setToolTip(tr("Run your own matrix-multiplication kernel: __kernel void NAME(const int N, "
                               "__global const float* A, __global const float* B, __global float* C)"));
    if (const ndr::Variant* v = ndr::findVariant(variant().toStdString()))
        sourceBox_->setTitle(tr("Kernel source — %1").arg(QString::fromStdString(v->kernelFile)));
    else
        sourceBox_->setTitle(tr("Kernel source"));
    showVariant();
    showState();
    showLast();
}

void SetupPane::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace studio
