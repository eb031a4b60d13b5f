// Construction of the Run setup pane: its fields, the setup box (form, buttons, last result), the
// lesson and source column, and the connections that revalidate on every edit.
#include "gui/setup/setup_pane.hpp"

#include <QAbstractItemView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

#include "gui/common/wrapping_label.hpp"
#include "gui/oclgrind/oclgrind_panel.hpp"
#include "gui/setup/kernel_editor.hpp"
#include "gui/setup/lesson_browser.hpp"
#include "gui/setup/target_ci_text.hpp"
#include "models/variant_list_model.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/variant.hpp"

namespace studio {

namespace {
// Long enough to skip the intermediate states of typing "16x16", short enough to feel live.
constexpr int kDebounceMs = 150;

// The combo's list opens as wide as its widest entry (a variant's title and CLI name, a
// device's name), however narrow the combo itself sits in the form.
void fitPopupToItems(QComboBox* combo)
{
    auto fit = [combo] {
        QAbstractItemView* view = combo->view();
        const int widest = view->sizeHintForColumn(0);
        view->setMinimumWidth(widest + view->verticalScrollBar()->sizeHint().width() + 2 * view->frameWidth());
    };
    QAbstractItemModel* model = combo->model();
    QObject::connect(model, &QAbstractItemModel::rowsInserted, combo, fit);
    QObject::connect(model, &QAbstractItemModel::modelReset, combo, fit);
    QObject::connect(model, &QAbstractItemModel::dataChanged, combo, fit);
    fit();
}
} // namespace

void SetupPane::createFields()
{
    variants_ = new VariantListModel(this);
    variantCombo_ = new QComboBox;
    variantCombo_->setModel(variants_);
    // As wide as its longest entry: the variant chosen is read whole, its CLI name included.
    variantCombo_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    deviceCombo_ = new QComboBox;
    deviceCombo_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    deviceCombo_->setMinimumContentsLength(24);
    fitPopupToItems(variantCombo_);
    fitPopupToItems(deviceCombo_);
    n_ = new QSpinBox;
    // Matrices stay small (N³ work); vector workloads count elements, so the range is wide.
    n_->setRange(1, 1 << 28);
    n_->setValue(256);
    n_->setGroupSeparatorShown(true);
    n_->setAccelerated(true);
    local_ = new QLineEdit;
    local_->setClearButtonEnabled(true);
    validation_ = new WrappingLabel;
    validation_->setWordWrap(true);
    validation_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    buffers_ = new QComboBox;
    buffers_->addItem(QString(), QStringLiteral("copy"));
    buffers_->addItem(QString(), QStringLiteral("use"));
    buffers_->addItem(QString(), QStringLiteral("alloc"));
    warmup_ = new QSpinBox;
    warmup_->setRange(0, 100);
    warmup_->setValue(1);
    reps_ = new QSpinBox;
    reps_->setRange(1, 1000);
    reps_->setValue(5);
    targetCi_ = new QLineEdit;
    targetCi_->setClearButtonEnabled(true);
    targetCi_->setObjectName(QStringLiteral("targetCi"));
    // The budget of a target: ndrange-bench's defaults and limits.
    maxReps_ = new QSpinBox;
    maxReps_->setRange(1, int(ndr::kMaxKernelSamples));
    maxReps_->setValue(1000);
    maxSeconds_ = new QDoubleSpinBox;
    maxSeconds_->setDecimals(1);
    maxSeconds_->setRange(0.1, kMaxBudgetSeconds);
    maxSeconds_->setValue(60);
    budgetOr_ = new QLabel;
    budget_ = new QWidget;
    auto* budgetRow = new QHBoxLayout(budget_);
    budgetRow->setContentsMargins(0, 0, 0, 0);
    budgetRow->addWidget(maxReps_, 1);
    budgetRow->addWidget(budgetOr_);
    budgetRow->addWidget(maxSeconds_, 1);
}

QLayout* SetupPane::createButtons()
{
    runButton_ = new QToolButton;
    sweepButton_ = new QToolButton;
    cancelButton_ = new QToolButton;
    for (QToolButton* b : {runButton_, sweepButton_, cancelButton_}) {
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    }
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(runButton_);
    buttons->addWidget(sweepButton_);
    buttons->addWidget(cancelButton_);
    return buttons;
}

void SetupPane::createSetupBox(QLayout* buttons)
{
    setupBox_ = new QGroupBox;
    form_ = new QFormLayout;
    form_->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // Labels are created here (not from strings) so retranslateUi() can find them again.
    for (QWidget* field : std::initializer_list<QWidget*>{variantCombo_, deviceCombo_, n_, local_, validation_,
                                                          buffers_, warmup_, reps_, targetCi_, budget_}) {
        auto* label = new QLabel;
        label->setBuddy(field);
        form_->addRow(label, field);
    }
    // User kernels (setup_pane_user.cpp): a row under the variant.
    openKernel_ = new QPushButton;
    userError_ = new WrappingLabel;
    userError_->setWordWrap(true);
    userError_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    userError_->setStyleSheet(QStringLiteral("color: #b00020;"));
    userError_->hide();
    auto* userRow = new QVBoxLayout;
    userRow->addWidget(openKernel_, 0, Qt::AlignLeft);
    userRow->addWidget(userError_);
    form_->insertRow(1, userRow);
    connect(openKernel_, &QPushButton::clicked, this, &SetupPane::openKernelFile);

    last_ = new QLabel;
    last_->setWordWrap(true);
    last_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    last_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    lastBox_ = new QGroupBox;
    auto* lastLayout = new QVBoxLayout(lastBox_);
    lastLayout->addWidget(last_);
    // Offered when the last run's kernel crashed or hung the process that ran it.
    lastOclgrind_ = new QPushButton;
    lastOclgrind_->setObjectName(QStringLiteral("lastResultOclgrind"));
    lastOclgrind_->hide();
    lastLayout->addWidget(lastOclgrind_, 0, Qt::AlignLeft);

    auto* setupLayout = new QVBoxLayout(setupBox_);
    setupLayout->addLayout(form_);
    setupLayout->addSpacing(4);
    setupLayout->addLayout(buttons);
    setupLayout->addSpacing(4);
    setupLayout->addWidget(lastBox_);
    // The Oclgrind check sits in this column, under the result it checks, so that the kernel source
    // on the right keeps the height of the window.
    oclgrind_ = new OclgrindPanel(oclgrindCheck_);
    setupLayout->addWidget(oclgrind_, 1);
}

QWidget* SetupPane::createLessonAndSource()
{
    lesson_ = new LessonBrowser;
    lesson_->setOpenExternalLinks(true);
    lessonBox_ = new QGroupBox;
    (new QVBoxLayout(lessonBox_))->addWidget(lesson_);

    editor_ = new KernelEditor;
    source_ = editor_->textEdit();
    connect(editor_, &KernelEditor::kernelCreated, this, &SetupPane::addUserKernel);
    connect(editor_, &KernelEditor::kernelUpdated, this, [this](const QString& name) {
        if (name == variant())
            edited(); // the good build is what the next run compiles: check the setup against it
    });
    connect(editor_, &KernelEditor::message, this, &SetupPane::message);
    connect(editor_, &KernelEditor::editCopyRequested, this, [this] { editor_->editAsNewKernel(copyOptions()); });
    buildOptions_ = new QLabel;
    buildOptions_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    buildOptions_->setWordWrap(true);
    sourceBox_ = new QGroupBox;
    auto* sourceLayout = new QVBoxLayout(sourceBox_);
    sourceLayout->addWidget(editor_, 1);
    sourceLayout->addWidget(buildOptions_);
    gemmParams_ = new QLabel;
    gemmParams_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    gemmParams_->setWordWrap(true);
    gemmParams_->hide();
    sourceLayout->addWidget(gemmParams_);
    connect(oclgrind_, &OclgrindPanel::checkRequested, this, [this] { oclgrind_->start(request()); });
    connect(lastOclgrind_, &QPushButton::clicked, this, &SetupPane::checkLastWithOclgrind);

    lessonSplit_ = new QSplitter(Qt::Vertical);
    lessonSplit_->addWidget(lessonBox_);
    lessonSplit_->addWidget(sourceBox_);
    // The source, being edited, gets most of the height.
    lessonSplit_->setStretchFactor(0, 1);
    lessonSplit_->setStretchFactor(1, 3);
    connect(lesson_, &LessonBrowser::fittedHeightChanged, this, &SetupPane::fitLesson);
    return lessonSplit_;
}

// The lesson gets the height of its text where the source keeps its room below it; a lesson
// taller than that scrolls. The browser's own minimum is a few lines, so a long lesson never
// makes the window taller than the screen.
void SetupPane::fitLesson()
{
    const QList<int> sizes = lessonSplit_->sizes();
    const int total = sizes.value(0) + sizes.value(1);
    if (sizes.size() != 2 || total <= 0)
        return; // not laid out yet: the next wrap at the real width comes back here
    const int chrome = lessonBox_->height() - lesson_->height();
    const int wanted = lesson_->fittedHeight() + std::max(chrome, 0);
    // The source below keeps three fifths at least: it is what the lesson talks about, and where
    // the user edits.
    const int room = std::min(total - sourceBox_->minimumSizeHint().height(), total * 2 / 5);
    const int lesson = std::max(lessonBox_->minimumSizeHint().height(), std::min(wanted, room));
    if (lesson != sizes.value(0))
        lessonSplit_->setSizes({lesson, total - lesson});
}

void SetupPane::connectFields()
{
    debounce_ = new QTimer(this);
    debounce_->setSingleShot(true);
    debounce_->setInterval(kDebounceMs);
    connect(debounce_, &QTimer::timeout, this, &SetupPane::checkNow);

    connect(variantCombo_, &QComboBox::currentIndexChanged, this, [this] {
        // Switching between a matrix and a vector workload changes what N means by orders of
        // magnitude; start from a size that runs in well under a second on a CPU.
        const ndr::Variant* v = ndr::findVariant(variant().toStdString());
        if (v && (!shownVariant_ || shownVariant_->workload != v->workload))
            n_->setValue(v->workload == ndr::Workload::MatMul ? 256 : 1 << 20);
        shownVariant_ = v;
        showVariant();
        edited();
    });
    connect(deviceCombo_, &QComboBox::currentIndexChanged, this, [this] {
        emit deviceChanged(deviceId());
        edited();
    });
    connect(n_, &QSpinBox::valueChanged, this, &SetupPane::edited);
    connect(local_, &QLineEdit::textChanged, this, &SetupPane::edited);
    connect(buffers_, &QComboBox::currentIndexChanged, this, &SetupPane::edited);
    // The target and its budget are checked here (targetError), against the repetitions too.
    connect(reps_, &QSpinBox::valueChanged, this, &SetupPane::edited);
    connect(targetCi_, &QLineEdit::textChanged, this, &SetupPane::edited);
    connect(maxReps_, &QSpinBox::valueChanged, this, &SetupPane::edited);
    connect(maxSeconds_, &QDoubleSpinBox::valueChanged, this, &SetupPane::edited);
}

} // namespace studio
