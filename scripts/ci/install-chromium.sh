#!/usr/bin/env bash
# Installs Debian's Chromium headless shell for the browser tests when it is missing (Playwright cannot download its
# own browsers here): the same engine as the full browser without its interface, and faster (docs/testing.md). The paths are
# scripts/chromium.json's, where playwright.config.ts looks for them.
# A browser named by CHROME_PATH is left as it is. When the shell cannot be installed (no root, no network) but the
# full browser is there, the tests run on that, more slowly. The benchmark's Lighthouse needs the full browser,
# package chromium (docs/testing.md).
set -euo pipefail
script_dir=${BASH_SOURCE[0]%/*}
[ "$script_dir" = "${BASH_SOURCE[0]}" ] && script_dir=.
cd "$script_dir/../.."

chromium_json() { node -p "require('./scripts/chromium.json').$1"; }

if [ -n "${CHROME_PATH:-}" ]; then
  echo "The browser tests use CHROME_PATH: $CHROME_PATH"
  exit 0
fi
shell_path=${HEADLESS_SHELL_PATH:-$(chromium_json headlessShellPath)}
if [ -x "$shell_path" ]; then
  echo "Chromium's headless shell is already installed ($shell_path)"
  exit 0
fi

echo "Installing Debian's Chromium headless shell for the browser tests"
if apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null; then
  exit 0
fi
full_path=${CHROMIUM_PATH:-$(chromium_json path)}
if [ -x "$full_path" ]; then
  echo "Could not install chromium-headless-shell: the browser tests will use $full_path, more slowly" >&2
  exit 0
fi
echo "Could not install chromium-headless-shell, and there is no $full_path: no browser for the tests" >&2
exit 1
