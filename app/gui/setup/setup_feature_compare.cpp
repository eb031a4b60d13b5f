// Run setup's "Compare builds…": the kernel being edited against its previous good build or a
// built-in variant, in one job through the session's job controller.
#include "gui/setup/compare_builds_dialog.hpp"
#include "gui/setup/kernel_editor.hpp"
#include "gui/setup/setup_feature.hpp"
#include "gui/setup/setup_pane.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/embedded_kernels.hpp"
#include "ndr/errors.hpp"
#include "ndr/user_kernel.hpp"
#include "ndr/variant.hpp"
#include "session/compare_builds_job.hpp"

namespace studio {

namespace {

// The baselines the edit can be compared with: its previous good build (registered as
// "user:<stem>_prev"), then the built-in kernels of the same contract.
std::vector<CompareBuildsDialog::Baseline> baselinesFor(const KernelEditor& editor)
{
    std::vector<CompareBuildsDialog::Baseline> out;
    const std::optional<ndr::UserKernel> kernel = editor.currentKernel();
    const QString previous = editor.previousGoodSource();
    if (kernel && !previous.isEmpty()) {
        try {
            const ndr::UserKernel prev = ndr::userKernelFromSource(
                kernel->name.substr(5) + "_prev", previous.toStdString(), kernel->entry, kernel->buildOptions);
            ndr::registerUserKernel(prev);
            out.push_back(
                {QString::fromStdString(prev.name), CompareBuildsDialog::tr("Previous good build"), previous});
        } catch (const ndr::Error&) {
            // an earlier build that no longer registers (it cannot be larger or empty): not offered
        }
    }
    for (const ndr::Variant* v : ndr::variantsOf(ndr::Workload::MatMul)) {
        if (!KernelEditor::canEditAsUserKernel(*v))
            continue;
        const std::string_view source = ndr::embeddedKernelSource(v->kernelFile);
        out.push_back({QString::fromStdString(v->name),
                       CompareBuildsDialog::tr("Built-in: %1").arg(QString::fromStdString(v->name)),
                       QString::fromUtf8(source.data(), qsizetype(source.size()))});
    }
    return out;
}

} // namespace

CompareBuildsDialog* SetupFeature::openCompareBuilds()
{
    KernelEditor* editor = pane_->editor();
    if (!editor->isEditable())
        return nullptr;
    if (!compareDialog_) {
        compareDialog_ = new CompareBuildsDialog(pane_);
        compareJob_ = new CompareBuildsJob(jobs(), worker(), this);
        connect(compareDialog_, &CompareBuildsDialog::compareRequested, this,
                [this](const QString& baseline, const QString& candidate) {
                    ndr::RunRequest request = pane_->request();
                    request.variant = candidate.toStdString();
                    const quint64 job = compareJob_->start(request, baseline, candidate);
                    compareDialog_->setStarted(job, job ? QString() : tr("the engine is not ready"));
                });
        connect(compareJob_, &CompareBuildsJob::finished, compareDialog_, &CompareBuildsDialog::showComparison);
    }
    const ndr::RunRequest request = pane_->request();
    const QString setup = tr("N = %1, local size %2")
                              .arg(request.n)
                              .arg(request.local.isAutomatic() ? tr("automatic (each kernel's default)")
                                                               : QString::fromStdString(request.local.toString()));
    compareDialog_->setKernels(editor->currentName(), editor->lastGoodSource(), baselinesFor(*editor), setup);
    compareDialog_->show();
    compareDialog_->raise();
    return compareDialog_;
}

} // namespace studio
