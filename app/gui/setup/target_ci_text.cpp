#include "gui/setup/target_ci_text.hpp"

#include <QCoreApplication>
#include <cmath>

namespace studio {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(TargetCiText)
};

} // namespace

TargetCiText parseTargetCi(const QString& input)
{
    TargetCiText out;
    QString text = input.trimmed();
    if (text.isEmpty() || text.compare(QStringLiteral("off"), Qt::CaseInsensitive) == 0 || text == Tr::tr("off"))
        return out;
    if (text.endsWith(QLatin1Char('%')))
        text.chop(1);
    bool number = false;
    const double percent = text.trimmed().toDouble(&number);
    if (!number || !std::isfinite(percent)) {
        out.error = Tr::tr("Target interval \"%1\" is not a percentage: write 2% or 2, or leave it empty for none.")
                        .arg(input.trimmed());
        return out;
    }
    if (percent < kMinTargetPercent || percent > kMaxTargetPercent) {
        out.error = Tr::tr("Target interval %1 % is outside the limits: from %2 % to %3 %.")
                        .arg(percent)
                        .arg(kMinTargetPercent)
                        .arg(kMaxTargetPercent);
        return out;
    }
    out.halfWidth = percent / 100;
    return out;
}

QString targetOutcomeText(const ndr::RunResult& r)
{
    if (r.ciStop == ndr::CiStop::NotAsked)
        return {};
    const int reps = int(r.kernelSamplesMs.size());
    QString outcome;
    switch (r.ciStop) {
    case ndr::CiStop::Reached:
        outcome = Tr::tr("reached after %n timed repetition(s)", nullptr, reps);
        break;
    case ndr::CiStop::RepBudget:
        outcome = Tr::tr("not reached: the repetition budget ran out after %n timed repetition(s)", nullptr, reps);
        break;
    case ndr::CiStop::TimeBudget:
        outcome = Tr::tr("not reached: the time budget ran out after %n timed repetition(s)", nullptr, reps);
        break;
    default:
        outcome = Tr::tr("not reached: too few repetitions for an interval");
        break;
    }
    QString text = Tr::tr("%1 at N = %2: target interval ±%3 % %4")
                       .arg(QString::fromStdString(r.variant))
                       .arg(r.n)
                       .arg(100 * r.ciTarget, 0, 'g', 3)
                       .arg(outcome);
    if (r.kernelMsCi)
        text += Tr::tr(" (95 % interval ±%1 % of the median)")
                    .arg(100 * r.kernelMsCi->relativeHalfWidth(r.kernel.medianMs), 0, 'f', 1);
    return text + QLatin1Char('.');
}

} // namespace studio
