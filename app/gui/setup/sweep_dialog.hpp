#pragma once
#include <QDialog>
#include <QStringList>
#include <optional>
#include <vector>

#include "ndr/run_request.hpp"
#include "ndr/variant.hpp"

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace studio {

// Chooses variants × sizes × local sizes for a sweep. The lists are typed as text ("64, 128",
// "8x8, 16x16") because that is how the CLI and the course talk about them. The variants ticked
// are of one workload: N is a matrix order for matmul and an element count for the vector
// workloads, so one size list cannot serve both.
class SweepDialog : public QDialog {
    Q_OBJECT

public:
    // The variant list's items hold the CLI name in this role (empty for a workload heading).
    static constexpr int NameRole = Qt::UserRole + 1;

    explicit SweepDialog(QWidget* parent = nullptr);

    // Ticks the named variants that can run here (an unavailable one stays unticked).
    void setSelectedVariants(const QStringList& names);
    QStringList selectedVariants() const;
    // The workloads of the ticked variants, each once, in catalogue order.
    std::vector<ndr::Workload> selectedWorkloads() const;
    // The choices make a sweep (variants of one workload, sizes and local sizes that parse).
    bool canStart() const;
    void setSizesText(const QString& text);
    QString sizesText() const;
    void setLocalsText(const QString& text);
    QString localsText() const;

    // Parsed lists; std::nullopt with *error set when the text is malformed.
    static std::optional<std::vector<std::size_t>> parseSizes(const QString& text, QString* error);
    static std::optional<std::vector<ndr::LocalSize>> parseLocals(const QString& text, QString* error);

    // The sweep for the current choices on top of `base` (device, buffers, warm-up, reps).
    ndr::SweepRequest request(const ndr::RunRequest& base) const;
    int runCount() const;
    // The list of variants (workload headings and variants; an unavailable variant is disabled).
    QListWidget* variantList() const { return variants_; }

private:
    void updateSummary();

    QListWidget* variants_ = nullptr;
    QLineEdit* sizes_ = nullptr;
    QLineEdit* locals_ = nullptr;
    QLabel* summary_ = nullptr;
    QDialogButtonBox* buttons_ = nullptr;
};

} // namespace studio
