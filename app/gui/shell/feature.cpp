#include "gui/shell/feature.hpp"

#include "gui/shell/shell.hpp"
#include "session/job_controller.hpp"

namespace studio {

Feature::Feature(const FeatureContext& context, QObject* parent) : QObject(parent), context_(context) {}

EngineWorker* Feature::worker() const { return context_.jobs->worker(); }

void Feature::log(const QString& message) const { context_.shell->log(message); }

void Feature::setStatus(const QString& text) const { context_.shell->setStatus(text); }

} // namespace studio
