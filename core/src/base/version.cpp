#include "ndr/version.hpp"

namespace ndr {

std::string appVersion() { return NDR_VERSION; }

} // namespace ndr
