# Every test process runs in a sandbox of its own (tests/support/sandbox.sh): fresh, private HOME,
# XDG_* and TMPDIR directories, removed afterwards; PoCL's kernel cache is shared by the tests in
# the build tree, never the developer's.
#   ndr_test_sandbox(<target>)   every test executable: started by CTest or by hand, it re-runs
#                                itself through the script (sandbox_guard.cpp) before main()
#   ${NDR_TEST_SANDBOX}          prefix for add_test() commands that are not test executables
#                                (scripts, the app's own binaries)
# ndr_check_test_sandbox() fails the configure step if an executable under tests/ forgot it.
set(NDR_TEST_POCL_CACHE ${CMAKE_BINARY_DIR}/test-pocl-cache)
set(NDR_TEST_SANDBOX_SCRIPT ${CMAKE_CURRENT_LIST_DIR}/sandbox.sh)
set(NDR_TEST_SANDBOX sh ${NDR_TEST_SANDBOX_SCRIPT} ${NDR_TEST_POCL_CACHE})

add_library(ndr_test_sandbox OBJECT ${CMAKE_CURRENT_LIST_DIR}/sandbox_guard.cpp)
target_compile_definitions(ndr_test_sandbox PRIVATE
  NDR_TEST_SANDBOX_SCRIPT="${NDR_TEST_SANDBOX_SCRIPT}"
  NDR_TEST_POCL_CACHE="${NDR_TEST_POCL_CACHE}")

function(ndr_test_sandbox target)
  target_link_libraries(${target} PRIVATE ndr_test_sandbox)
endfunction()

function(_ndr_check_test_sandbox_in dir)
  get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  foreach(t IN LISTS targets)
    get_target_property(type ${t} TYPE)
    if(type STREQUAL "EXECUTABLE")
      get_target_property(libs ${t} LINK_LIBRARIES)
      if(NOT "ndr_test_sandbox" IN_LIST libs)
        message(FATAL_ERROR "test executable ${t} does not call ndr_test_sandbox(${t}) "
                            "(tests/support/sandbox.cmake): it would run in the developer's HOME")
      endif()
    endif()
  endforeach()
  get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  foreach(d IN LISTS subdirs)
    _ndr_check_test_sandbox_in(${d})
  endforeach()
endfunction()

function(ndr_check_test_sandbox)
  _ndr_check_test_sandbox_in(${CMAKE_CURRENT_SOURCE_DIR})
endfunction()
