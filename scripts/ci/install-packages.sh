#!/usr/bin/env bash
# Installs the packages of package-lock.json with no package's install script, then runs the scripts of the packages
# listed here, and of no other. npm 11 runs every dependency's install script unless told not to (package.json
# "allowScripts" is not read by it), so the list lives here, for `.ci/run` and the workflow alike.
#
# Why the list is empty: on Linux x64 every native package ships a prebuilt binary as an optional dependency
# (sharp's @img/sharp-linux-x64, lmdb's @lmdb/lmdb-linux-x64, msgpackr-extract's, @parcel/watcher's and esbuild's),
# which their install scripts only check or would compile from source; the others print a banner (core-js, es5-ext,
# gatsby-cli), fetch what the code fetches again when it needs it (gatsby's latest API list,
# @mdn/mdn-http-observatory's HSTS preload list, see scripts/observatory.mjs), or serve setups we do not have
# (@firebase/util's FIREBASE_WEBAPP_CONFIG, re2 and libpq, which nothing here loads). The build, the unit tests and
# the browser tests pass on an install made this way (docs/ci.md).
# A package that one day needs its script goes here by name, e.g. NEEDS_INSTALL_SCRIPT=(sharp).
# `--rebuild-only`: the packages are installed already (.ci/run runs `npm ci --ignore-scripts` itself, and cms/'s).
set -euo pipefail
cd "$(dirname "$0")/../.."

NEEDS_INSTALL_SCRIPT=()

if [[ "${1:-}" != "--rebuild-only" ]]; then
  npm ci --ignore-scripts --no-audit --no-fund
  # The content editor's packages, apart (cms/package.json says why); none needs its install script.
  npm ci --prefix cms --ignore-scripts --no-audit --no-fund
fi
# `npm rebuild` without a name would run every package's scripts.
if ((${#NEEDS_INSTALL_SCRIPT[@]} > 0)); then
  npm rebuild --ignore-scripts=false "${NEEDS_INSTALL_SCRIPT[@]}"
fi
