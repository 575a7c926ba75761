#!/usr/bin/env bash
# `pnpm test`: every check Coffer has, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step says how long the one before it took, so a slow CI run shows where its time went.
step_started=$SECONDS
step() {
  printf '\n(%ss)\n\033[1m== %s\033[0m\n' "$((SECONDS - step_started))" "$1"
  step_started=$SECONDS
}

bash scripts/ensure-chromium.sh
bash scripts/ensure-debian-tools.sh

step "Lint and format (biome)"
pnpm exec biome ci .

step "Imports: React Aria only in the kit; packages reached by name, not by relative path"
node scripts/check-imports.mjs

step "No patched dependencies"
node scripts/check-no-patches.mjs

step "Every call, route and mock on the endpoint map (ADR 0015)"
node scripts/check-endpoint-calls.mjs

step "Words: every string shown through the message catalogue, every message in it, French complete (ADR 0016)"
node scripts/messages.mjs

step "Dependencies: no import cycle, no import against the house's direction"
pnpm check:deps

step "Table types: generated from the migrated schema (pnpm db:types)"
pnpm db:types --check

step "Server SQL: every query of a module in its repository (repo.ts, <name>-repo.ts)"
node scripts/check-sql-in-repos.mjs

step "Typecheck"
pnpm run typecheck

step "Build (packages, web, server)"
pnpm run build

# Script Chromium receives until the network is idle (ADR 0007, "Budgets as received").
step "First-load budgets: script received by Chromium (/login, a link page ≤ 150 KB; /drive ≤ 220 KB; /pricing ≤ 160 KB; landing ≤ 120 KB, ≤ 135 KB once the visitor moves)"
pnpm check:bundle

step "Unit, component and server tests"
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "⚠️  TEST_DATABASE_URL is not set: the server suite runs on SQLite only (PostgreSQL SKIPPED)."
fi
pnpm exec vitest run --project unit --project server

step "Story tests (every story, light and dark, with axe; and in French, at rest, with axe)"
pnpm exec vitest run --project 'storybook-*' --project stories-fr

step "Static Storybook carries the theme (built as Chromatic does, Button story in Chromium, light and dark)"
pnpm test:storybook-build

step "Packages publishable (publint, attw, size budgets)"
pnpm run packages:check

step "Packages installable in another app (packed tarballs in a fresh Vite + React app, Chromium, axe)"
pnpm test:consumer --no-build

step "End-to-end journeys (Playwright, Chromium, real server)"
pnpm exec playwright test

step "Visual regression (pages and key stories, light and dark, desktop and phone width)"
pnpm test:visual

step "All tests passed"
