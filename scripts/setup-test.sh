#!/usr/bin/env bash
# Installs what the tests need on a Debian machine, only where it is missing:
# Chromium (story, end-to-end and LCP tests), redis-server (real session store),
# nginx (the reverse proxy in front of two replicas in tests/faults), system
# fonts for the journeys' Chromium (the story tests' Chromium sees only the
# project's own fonts: stories/support/hermetic-fonts.ts; its test checks that
# Debian's Roboto Condensed, installed here, stays out of it), and
# poppler-utils (pdftotext reads the sandbox's PDF statements back in tests),
# and prometheus (a real Prometheus scrapes the BFF's metrics; its promtool
# checks the exposition and tests ops/alerts.yml), redis-sentinel (a Redis that
# fails over, tests/faults/sentinel.test.ts) and openssl (the certificates of the
# Redis TLS test).
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
# The tests run their own sentinels on their own ports and files; Debian's service is not used.
command -v redis-sentinel >/dev/null 2>&1 || missing+=(redis-sentinel)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
# nginx-light: the smallest Debian nginx with the upstream/proxy modules; the tests
# run it as a plain process with their own config, so its system service is not used.
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
dpkg -s fonts-roboto >/dev/null 2>&1 || missing+=(fonts-roboto)
dpkg -s fonts-dejavu-core >/dev/null 2>&1 || missing+=(fonts-dejavu-core)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
# The tests run Prometheus as a plain process with their own config; its system service is not used.
{ command -v prometheus >/dev/null 2>&1 && command -v promtool >/dev/null 2>&1; } || missing+=(prometheus)

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
  # Debian starts the sentinel service it just installed (where systemd runs): a
  # sentinel nobody asked for, watching a Redis on 6379. Stop it and keep it off;
  # one that was already installed is someone's, and left alone.
  if [[ " ${missing[*]} " == *" redis-sentinel "* ]] && [ -d /run/systemd/system ]; then
    "${sudo_cmd[@]}" systemctl disable --now redis-sentinel >/dev/null 2>&1 || true
  fi
fi

chromium --version
redis-server --version
redis-sentinel --version
# sed, not head: head closes the pipe early and pipefail turns the SIGPIPE into exit 141.
pdftotext -v 2>&1 | sed -n 1p
{ command -v nginx >/dev/null 2>&1 && nginx -v; } || /usr/sbin/nginx -v
prometheus --version 2>&1 | sed -n 1p
