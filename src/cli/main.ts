#!/usr/bin/env node
// The command-line tool; commands arrive with the records issue.
import { board } from '../board/index.js';

console.log(`globetrotter: ${board.spaces.length} spaces, ${board.playableSpaces.length} playable`);
