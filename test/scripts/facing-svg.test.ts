import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { facingSvg } from '../../scripts/facing-svg.js';
import { facingsAhead } from '../../src/board/index.js';

// docs/rules/facing.svg, the picture of ruling R54 in docs/rules/2024-12.md, is generated: the
// committed file must be what the script draws today (rerun `npx tsx scripts/facing-svg.ts`).

const committed = () =>
  readFileSync(new URL('../../docs/rules/facing.svg', import.meta.url), 'utf8');

describe('docs/rules/facing.svg (scripts/facing-svg.ts)', () => {
  it('R54: the committed picture is exactly what scripts/facing-svg.ts draws', () => {
    // Arrange, Act
    const drawn = facingSvg();

    // Assert
    expect(committed()).toBe(drawn);
  });

  it('R54: it draws the two moves with the facings facingsAhead gives, left then right, and the angles measured', () => {
    // Arrange: into triangle 8 from 7, and into HQ 26 from 7.
    const svg = facingSvg();
    const [triangleLeft, triangleRight] = facingsAhead(7, 8);
    const [hqLeft, hqRight] = facingsAhead(7, 26);

    // Act, Assert
    expect(svg).toContain(`then faces ${triangleLeft} (left) or ${triangleRight} (right)`);
    expect(svg).toContain(`then faces ${hqLeft} (left) or ${hqRight} (right)`);
    expect(svg).toContain(`8>${triangleLeft} or 8>${triangleRight}`);
    expect(svg).toContain(`26>${hqLeft} or 26>${hqRight}`);
    for (const angle of ['60°', '36°', '108°']) expect(svg).toContain(`>${angle}</text>`);
    // Plain, small and self-contained: no scripts, no external references.
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toMatch(/<script|href="http/);
    expect(svg.length).toBeLessThan(20_000);
  });
});
