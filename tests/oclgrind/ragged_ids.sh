#!/usr/bin/env bash
# Runs the RaggedIds tests under Oclgrind, a device with non-uniform work-groups (PoCL 3.1 has
# none, so there they skip): the partial groups of a ragged NDRange are captured for real.
# NDR_EXPECT_NON_UNIFORM turns their skip into a failure. Fails on any Oclgrind diagnostic too.
# usage: ragged_ids.sh NDR_WORKGROUP_TESTS
set -u
tests=$1
command -v oclgrind >/dev/null || { echo "oclgrind not installed"; exit 77; }
log=$(mktemp)
trap 'rm -f "$log"' EXIT
NDR_EXPECT_NON_UNIFORM=1 oclgrind --data-races --uninitialized --check-api --log "$log" \
    "$tests" --gtest_filter='RaggedIds.*'
rc=$?
if [[ -s $log ]]; then
    echo "Oclgrind reported:"
    head -40 "$log"
    exit 1
fi
exit $rc
