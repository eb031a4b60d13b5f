#include "gui/lessons/lessons_feature.hpp"

#include "gui/lessons/lessons_pane.hpp"
#include "gui/shell/startup_options.hpp"
#include "gui/shell/startup_work.hpp"

namespace studio {

LessonsFeature::LessonsFeature(const FeatureContext& context)
    : Feature(context), pane_(new LessonsPane(jobs(), session()))
{}

QWidget* LessonsFeature::view() const { return pane_; }

void LessonsFeature::startupWork(StartupWork& work, int phase)
{
    if (options().view != View::Lessons)
        return;
    if (phase == StartupWork::Jobs && options().run) {
        work.setJob(pane_->measure()); // --view lessons --run: measure every lesson
    } else if (phase == StartupWork::Waits && work.idle()) {
        // --view lessons: the screenshot waits for the latest results read from the run history.
        work.waitFor(pane_, &LessonsPane::historyLoaded);
        pane_->loadFromHistory(); // a read already under way ends with historyLoaded as well
    }
}

} // namespace studio
