import { ACTION_TYPES, applyAction, createGame, createRng, encodeAction, legalActions, uniformInt, greedyBot, type RulesetName } from '../src/index.js';
let bad = 0, checked = 0;
const badTypes = new Map<string, number>();
for (const ruleset of ['2025-01', '2024-12'] as RulesetName[]) {
  for (let g = 0; g < 30; g++) {
    const rng = createRng(`o${g}${ruleset}`);
    let s = createGame({ players: 2 + (g % 5), planets: 1 + (g % 3), ruleset, turnLimit: 200 }, rng);
    for (let ply = 0; ply < 400 && s.status !== 'finished'; ply++) {
      const acts = legalActions(s);
      const keys = acts.map((a) => {
        let id = -1; try { id = encodeAction(s, a); } catch { id = -1; }
        return [ACTION_TYPES.indexOf(a.type), 'rover' in a ? (a as { rover: number }).rover : -1, id, a] as const;
      });
      for (let i = 1; i < keys.length; i++) {
        const [t0, r0, i0] = keys[i - 1]!; const [t1, r1, i1] = keys[i]!;
        checked++;
        const ok = t0 < t1 || (t0 === t1 && (r0 < r1 || (r0 === r1 && i0 < i1)));
        if (!ok) { bad++; const k = `${ruleset} ${keys[i]![3].type}`; badTypes.set(k, (badTypes.get(k) ?? 0) + 1); if ((badTypes.get(k) ?? 0) < 3) console.log(ruleset, JSON.stringify(keys[i-1]![3]), i0, JSON.stringify(keys[i]![3]), i1); }
      }
      const a = g % 2 === 0 ? greedyBot.chooseAction(s, rng) : acts[uniformInt(rng, acts.length)]!;
      s = applyAction(s, a, rng, { freeze: false });
    }
  }
}
console.log({ bad, checked }, badTypes);
