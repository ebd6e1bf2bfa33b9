#!/usr/bin/env bash
# Formats every C++ file of ours (not the generated parser) with clang-format.
set -euo pipefail
cd "$(dirname "$0")/.."
CLANG_FORMAT=$(command -v clang-format-19 || command -v clang-format)
git ls-files '*.cc' '*.h' | grep -v '^parser/generated/' | xargs -r "$CLANG_FORMAT" -i --style=file
