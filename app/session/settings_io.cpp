#include "session/settings_io.hpp"

#include <QSettings>
#include <QStringList>
#include <utility>

namespace studio {

namespace {
// One place for the keys so load and save cannot drift apart.
const QString kDevice = QStringLiteral("run/device");
const QString kVariant = QStringLiteral("run/variant");
const QString kUserKernelPath = QStringLiteral("run/userKernelPath");
const QString kUserKernelEntry = QStringLiteral("run/userKernelEntry");
const QString kUserKernelBuildOptions = QStringLiteral("run/userKernelBuildOptions");
const QString kN = QStringLiteral("run/n");
const QString kLocal = QStringLiteral("run/local");
const QString kBuffers = QStringLiteral("run/buffers");
const QString kWarmup = QStringLiteral("run/warmup");
const QString kReps = QStringLiteral("run/reps");
const QString kTargetCi = QStringLiteral("run/targetCi");
const QString kMaxReps = QStringLiteral("run/maxReps");
const QString kMaxSeconds = QStringLiteral("run/maxSeconds");
const QString kSweepVariants = QStringLiteral("sweep/variants");
const QString kSweepSizes = QStringLiteral("sweep/sizes");
const QString kSweepLocals = QStringLiteral("sweep/locals");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kLastDir = QStringLiteral("files/lastDir");
const QString kSessionRuns = QStringLiteral("history/sessionRuns");
const QString kRecordHistory = QStringLiteral("history/record");

std::optional<int> intValue(const QSettings& s, const QString& key)
{
    bool ok = false;
    const int v = s.value(key).toInt(&ok);
    if (!s.contains(key) || !ok)
        return std::nullopt;
    return v;
}

void setIfGiven(QSettings& s, const QString& key, const QString& value)
{
    if (!value.isEmpty())
        s.setValue(key, value);
}
} // namespace

StudioSettings StudioSettings::load()
{
    QSettings s;
    StudioSettings out;
    out.device = s.value(kDevice).toString();
    out.variant = s.value(kVariant).toString();
    out.userKernelPath = s.value(kUserKernelPath).toString();
    out.userKernelEntry = s.value(kUserKernelEntry).toString();
    out.userKernelBuildOptions = s.value(kUserKernelBuildOptions).toString();
    out.n = intValue(s, kN);
    if (s.contains(kLocal))
        out.local = s.value(kLocal).toString();
    out.buffers = s.value(kBuffers).toString();
    out.warmup = intValue(s, kWarmup);
    out.reps = intValue(s, kReps);
    if (s.contains(kTargetCi))
        out.targetCi = s.value(kTargetCi).toString();
    out.maxReps = intValue(s, kMaxReps);
    bool seconds = false;
    if (const double v = s.value(kMaxSeconds).toDouble(&seconds); s.contains(kMaxSeconds) && seconds)
        out.maxSeconds = v;
    out.sweepVariants = s.value(kSweepVariants).toString();
    out.sweepSizes = s.value(kSweepSizes).toString();
    out.sweepLocals = s.value(kSweepLocals).toString();
    out.geometry = s.value(kGeometry).toByteArray();
    out.windowState = s.value(kState).toByteArray();
    return out;
}

void StudioSettings::save() const
{
    QSettings s;
    setIfGiven(s, kDevice, device);
    setIfGiven(s, kVariant, variant);
    if (!variant.isEmpty()) { // the kernel file belongs to the variant saved with it, or to none
        for (const auto& [key, value] :
             {std::pair{kUserKernelPath, userKernelPath}, std::pair{kUserKernelEntry, userKernelEntry},
              std::pair{kUserKernelBuildOptions, userKernelBuildOptions}}) {
            if (userKernelPath.isEmpty())
                s.remove(key);
            else
                s.setValue(key, value);
        }
    }
    if (n)
        s.setValue(kN, *n);
    if (local)
        s.setValue(kLocal, *local);
    setIfGiven(s, kBuffers, buffers);
    if (warmup)
        s.setValue(kWarmup, *warmup);
    if (reps)
        s.setValue(kReps, *reps);
    if (targetCi)
        s.setValue(kTargetCi, *targetCi);
    if (maxReps)
        s.setValue(kMaxReps, *maxReps);
    if (maxSeconds)
        s.setValue(kMaxSeconds, *maxSeconds);
    s.setValue(kSweepVariants, sweepVariants);
    setIfGiven(s, kSweepSizes, sweepSizes);
    setIfGiven(s, kSweepLocals, sweepLocals);
    if (!geometry.isEmpty())
        s.setValue(kGeometry, geometry);
    if (!windowState.isEmpty())
        s.setValue(kState, windowState);
}

QString StudioSettings::lastDirectory() { return QSettings().value(kLastDir).toString(); }

void StudioSettings::setLastDirectory(const QString& dir) { QSettings().setValue(kLastDir, dir); }

std::vector<qint64> StudioSettings::sessionRuns()
{
    std::vector<qint64> ids;
    const QStringList stored = QSettings().value(kSessionRuns).toString().split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString& text : stored) {
        bool ok = false;
        const qint64 id = text.toLongLong(&ok);
        if (ok && id > 0)
            ids.push_back(id);
    }
    return ids;
}

void StudioSettings::setSessionRuns(const std::vector<qint64>& ids)
{
    QStringList text;
    text.reserve(qsizetype(ids.size()));
    for (qint64 id : ids)
        text.append(QString::number(id));
    QSettings().setValue(kSessionRuns, text.join(QLatin1Char(',')));
}

bool StudioSettings::recordHistory() { return QSettings().value(kRecordHistory, true).toBool(); }

void StudioSettings::setRecordHistory(bool on) { QSettings().setValue(kRecordHistory, on); }

} // namespace studio
