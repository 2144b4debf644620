#!/usr/bin/env node
// Published entry point: runs the built CLI. In the workspace, use `pnpm emulator` (runs the sources).
await import('../dist/cli.js');
