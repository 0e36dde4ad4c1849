#!/usr/bin/env bash
# Prints a folder whose `node` is the Node.js major that .nvmrc names, for the front of PATH: the folder of the
# machine's own node when it is that major, else the npm registry's `node` package of that major, installed once
# under NODE_CACHE (default ~/.cache/studio-node) and kept for the next run. What it installs goes to stderr.
set -euo pipefail
cd "$(dirname "$0")/../.."

wanted=$(tr -d '[:space:]v' < .nvmrc)
major_of() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || true; }

if command -v node > /dev/null && [ "$(major_of node)" = "$wanted" ]; then
  dirname "$(command -v node)"
  exit 0
fi

prefix="${NODE_CACHE:-$HOME/.cache/studio-node}/$wanted"
if [ "$(major_of "$prefix/node_modules/.bin/node")" != "$wanted" ]; then
  echo "Installing Node.js $wanted from the npm registry's node package into $prefix" >&2
  npm install --prefix "$prefix" --no-save --no-package-lock --no-audit --no-fund "node@$wanted" >&2
fi
if [ "$(major_of "$prefix/node_modules/.bin/node")" != "$wanted" ]; then
  echo "Could not get Node.js $wanted in $prefix" >&2
  exit 1
fi
echo "$prefix/node_modules/.bin"
