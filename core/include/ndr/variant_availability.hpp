#pragma once
// Whether a variant can run: on this machine (its library), on a device, anywhere here.
#include <string>

#include "ndr/device_info.hpp"
#include "ndr/variant.hpp"

namespace ndr {

// Why an external variant cannot run on this machine (empty: available), e.g.
// "CLBlast not available: libclblast.so.1: cannot open shared object file". Non-external: empty.
std::string externalUnavailableReason(const Variant& v);

// What an external variant loaded, e.g. "libopenblas.so.0 (OpenBLAS 0.3.21 … Zen MAX_THREADS=64, 2
// threads)" for cblas; empty for the others and when nothing loaded.
std::string externalLibraryDescription(const Variant& v);

// Why the variant cannot run on this device (empty: it can, as far as is known before building):
// the NVIDIA-only kernels need platform NVIDIA and the compute capability they name.
std::string deviceUnavailableReason(const Variant& v, const DeviceInfo& device);
// Why the variant cannot run on any device of this machine (empty: available somewhere): the
// external library is missing, or no device passes deviceUnavailableReason and builds the kernel
// (checked once per process). What `variants` and the studio show.
std::string unavailableReason(const Variant& v);

} // namespace ndr
