#!/usr/bin/env bash
# Brings the Cloud Firestore emulator that the security rules' unit test starts (scripts/security-rules.test.ts,
# through scripts/firestore-emulator.ts): Debian's package google-cloud-cli-firestore-emulator where the machine's
# package sources have it, else the Firebase CLI's own download of the same emulator (run after the packages are
# installed). One that is there already is left as it is. Java is scripts/ci/install-java.sh's.
set -euo pipefail
cd "$(dirname "$0")/../.."

# DEBIAN_FIRESTORE_JAR: where Debian's package puts the jar (the tests point it elsewhere).
DEBIAN_JAR="${DEBIAN_FIRESTORE_JAR:-/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar}"
if [[ -f "$DEBIAN_JAR" ]] || compgen -G "$HOME/.cache/firebase/emulators/cloud-firestore-emulator-v*.jar" >/dev/null; then
  echo "The Firestore emulator is already installed"
  exit 0
fi
if apt-get update -qq >/dev/null 2>&1 &&
  apt-get install -y -qq google-cloud-cli-firestore-emulator >/dev/null 2>&1; then
  echo "Installed Debian's google-cloud-cli-firestore-emulator"
  exit 0
fi
echo "No package google-cloud-cli-firestore-emulator here: the Firebase CLI downloads the emulator"
npx --no-install firebase setup:emulators:firestore
