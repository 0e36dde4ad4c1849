#!/usr/bin/env bash
# Installs Debian's Java runtime (package default-jre-headless) for the Nu Html Checker of the built pages
# (`npm run check:built`, a step of `npm test`) when there is no `java` on PATH; one that is there is left as it is.
# The npm package vnu-jar ships the checker's jar only: its own install script, which would download a Java runtime,
# is not run (package.json "allowScripts").
set -euo pipefail

if java_path=$(command -v java); then
  echo "Java is already installed ($java_path)"
  exit 0
fi

echo "Installing Debian's default-jre-headless for the Nu Html Checker"
# Slim Debian images leave out the manual pages' folders, where Java's package links its own: it fails without them.
mkdir -p /usr/share/man/man1
if apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null; then
  exit 0
fi
echo "Could not install default-jre-headless: no Java for the Nu Html Checker (npm run check:built)" >&2
exit 1
