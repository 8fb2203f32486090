import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { examplePictures } from '../../scripts/render-examples.js';

// docs/examples/*.svg, the pictures the README and docs/rendering.md show, are generated: each
// committed file must be what scripts/render-examples.ts draws today (rerun
// `npx tsx scripts/render-examples.ts`), and every file there must come from the script.

const folder = new URL('../../docs/examples/', import.meta.url);

describe('docs/examples (scripts/render-examples.ts)', () => {
  it('every committed picture is exactly what the script draws, and the script draws every one', () => {
    // Arrange
    const committed = readdirSync(folder)
      .filter((name) => name.endsWith('.svg'))
      .sort();

    // Act
    const drawn = examplePictures();

    // Assert
    expect(drawn.map(([name]) => name).sort()).toEqual(committed);
    for (const [name, svg] of drawn) {
      expect(readFileSync(new URL(name, folder), 'utf8'), name).toBe(svg);
    }
  });
});
