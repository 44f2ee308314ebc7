#!/usr/bin/env node
// The command runs the TypeScript sources directly: Node 24 strips types natively, so there is
// no build step between a checkout and a running service. An older Node would fail on the first
// type annotation with a stack trace that says nothing about the version, so this file stays
// plain JavaScript that any Node can parse, checks the version first, and only then loads the
// sources (a dynamic import: a static one would be loaded before the check runs).
const needed = 24;
const major = Number(process.versions.node.split(".")[0]);
if (major < needed) {
  process.stderr.write(
    `doctools needs Node.js ${needed} or newer (this is Node.js ${process.versions.node}): install it from https://nodejs.org/ and run the command again.\n`,
  );
  process.exitCode = 2;
} else {
  import("../src/cli/main.ts");
}
