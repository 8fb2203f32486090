#!/usr/bin/env node
// The `globetrotter` executable: runs the command line against the real process and files.
import { main } from './cli.js';
import { nodeIo } from './io.js';

process.exitCode = main(process.argv.slice(2), nodeIo());
