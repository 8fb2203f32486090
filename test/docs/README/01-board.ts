// Mirrors a code block of README.md; test/docs/guides.test.ts checks that it still does and
// runs it. Lines outside the block: exports for the test.
import { board, shotDistance, spacesInRange } from '../../../src/index.js';

board.spaces.length; // 92
board.playableSpaces.length; // 76
board.spaces[0]; // { id: 0, kind: 'hq', playable: true, neighbors: [1, 2, 3, 4, 5], ... }

shotDistance(0, 1); // 1: entering a triangle costs 1
shotDistance(1, 0); // 2: entering an HQ costs 2
shotDistance(0, 91); // Infinity: space 91 is off the board
spacesInRange[0]; // the 20 playable spaces a Rover on space 0 can shoot at
