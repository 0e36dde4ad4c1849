#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when there is none (Playwright cannot download its own here).
# A browser named by CHROME_PATH, or a `chromium` already on PATH, is left as it is.
set -euo pipefail

if [ -n "${CHROME_PATH:-}" ] || command -v chromium >/dev/null 2>&1; then
  echo "Chromium is already installed"
  exit 0
fi

echo "Installing Debian's Chromium for the browser tests"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
