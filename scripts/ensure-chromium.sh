#!/usr/bin/env bash
# Before `npm test`: the end-to-end tests drive Debian's chromium (never a downloaded browser).
# Installs it with apt-get when it is missing and we may; otherwise says the e2e tests will be skipped.
set -u
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the end-to-end tests..."
  export DEBIAN_FRONTEND=noninteractive
  if apt-get update -qq && apt-get install -y -qq chromium fonts-liberation >/dev/null; then exit 0; fi
fi
echo "warning: /usr/bin/chromium is missing (apt-get install -y chromium): the browser tests will be skipped." >&2
exit 0
