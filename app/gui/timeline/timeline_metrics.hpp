#pragma once
// The Timeline widget's geometry in pixels, shared by its layout, mouse handling and painting.

namespace studio::timeline_metrics {

inline constexpr int kLeft = 200; // lane titles
inline constexpr int kRightPad = 12;
inline constexpr int kAxis = 26;        // time ruler
inline constexpr int kGroupHeader = 22; // run title
inline constexpr int kLane = 24;
inline constexpr int kLaneGap = 3;
inline constexpr int kLegend = 24;

} // namespace studio::timeline_metrics
