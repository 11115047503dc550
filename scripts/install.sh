#!/usr/bin/env bash
# Installs the project's packages on a fresh machine: the one install step of .ci/run and every workflow.
# npm ci installs exactly what package-lock.json says; the lock lists every platform's builds of the
# packages that ship native code (esbuild, rolldown, sharp, workerd, deno, pagefind...), so it installs
# on Linux, macOS and Windows alike. The install scripts package.json's allowScripts approves run.
set -euo pipefail
cd "$(dirname "$0")/.."

npm ci --no-audit --no-fund
