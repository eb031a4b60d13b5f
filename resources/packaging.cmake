# `cpack -G DEB` (or `cpack` in the build directory) builds ndrange-studio_<version>_<arch>.deb, for
# `apt install ./ndrange-studio_*.deb`. Depends come from the libraries the programs link
# (dpkg-shlibdeps); what the programs only load at run time is recommended or suggested:
#   an OpenCL driver (ICD): without one there is no device; PoCL gives every machine a CPU device
#   CLBlast: the clblast reference variant; a CBLAS (OpenBLAS, else BLIS or the reference BLAS): the
#   cblas reference variant on CPU devices (each shown unavailable without its library)
#   Qt's own translations: Qt's dialogs and buttons in the chosen language
#   Oclgrind: "Check with Oclgrind"; a CJK font for the zh_TW interface
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME ndrange-studio)
set(CPACK_PACKAGE_VENDOR "NDRange Studio")
set(NDR_PACKAGE_MAINTAINER "NDRange Studio developers" CACHE STRING "Maintainer field of the .deb package")
set(CPACK_PACKAGE_CONTACT "${NDR_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "learn and tune OpenCL kernels by seeing them run")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The Description's long part (cpack puts the summary above it and indents it as Debian wants).
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "NDRange Studio runs the kernel variants of an OpenCL course (matrix
multiplication from the naive kernel to tiled, vectorised and tunable GEMM,
reduction, vector addition, pi) on any OpenCL device, verifies every result
against the CPU and shows what happened: results, charts, a roofline against
the device's measured peaks, a timeline of every command, work-group grids,
an auto-tuner, the course's lessons and a run history.

This package holds the studio (ndrange-studio) and the command-line tool
ndrange-bench, which share the run history.")
set(NDR_RECOMMENDS "pocl-opencl-icd | opencl-icd, libclblast1, libopenblas0 | libblis4 | libblas3")
set(NDR_SUGGESTS "oclgrind, clinfo")
if(NDR_BUILD_GUI)
  string(APPEND NDR_RECOMMENDS ", qt6-translations-l10n")
  string(APPEND NDR_SUGGESTS ", fonts-noto-cjk | fonts-wqy-microhei")
endif()
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "${NDR_RECOMMENDS}")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "${NDR_SUGGESTS}")
include(CPack)
