#!/usr/bin/env node
// The `globetrotter` executable: runs the command line against the real process and files.
import { main } from './cli.js';
import { nodeIo } from './io.js';

void Promise.resolve(main(process.argv.slice(2), nodeIo())).then((code) => {
  process.exitCode = code;
});
