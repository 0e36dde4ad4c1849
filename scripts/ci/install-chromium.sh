#!/usr/bin/env bash
# Installs Debian's Chromium headless shell for the browser tests when it is missing (Playwright cannot download its
# own browsers here): the same engine as the full browser without its interface, about twice as fast on this machine.
# A browser named by CHROME_PATH, or a headless shell already on PATH, is left as it is. The benchmark's Lighthouse
# needs the full browser, package chromium (README).
set -euo pipefail

if [ -n "${CHROME_PATH:-}" ] || command -v chromium-headless-shell >/dev/null 2>&1; then
  echo "Chromium's headless shell is already installed"
  exit 0
fi

echo "Installing Debian's Chromium headless shell for the browser tests"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
