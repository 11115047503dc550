#!/usr/bin/env bash
# Installs the project's packages on a fresh machine: the one install step of .ci/run and every workflow.
# npm ci installs exactly the lock file. The registry the lock was made with lacks some other-platform
# builds that packages list as optional (deno, pagefind and rollup for macOS/Windows...), so npm cannot
# record them in the lock and npm ci refuses it; npm install then installs the same locked versions
# and skips those optional builds.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! npm ci --no-audit --no-fund; then
  echo "npm ci refused the lock file; installing the locked versions with npm install instead."
  npm install --no-audit --no-fund
fi
