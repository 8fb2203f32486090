import { describe, expect, it } from 'vitest';
import { Engine } from '../../../src/engine/index.js';

// Reading a request line: bounded before parsing, duplicate keys refused, and refusals that echo
// the rejected value and suggest the nearest name.

type Reply = Record<string, unknown> & {
  ok: boolean;
  error?: {
    code: string;
    field?: string;
    message: string;
    suggestion?: string;
    record?: { code: string; index?: number };
  };
};

function ask(engine: Engine, line: string): Reply {
  const chunks = engine.handle(line);
  expect(chunks).toHaveLength(1);
  return JSON.parse(chunks[0] as string) as Reply;
}

/** An engine with one live game (handle 1), and a way to see that it is untouched. */
function withGame() {
  const engine = new Engine();
  expect(ask(engine, '{"cmd":"new","players":2,"seed":1}').ok).toBe(true);
  const before = ask(engine, '{"cmd":"state","game":1,"hash":true,"observe":false}').hash;
  const untouched = () => {
    expect(engine.liveGames).toBe(1);
    expect(ask(engine, '{"cmd":"state","game":1,"hash":true,"observe":false}').hash).toBe(before);
  };
  return { engine, untouched };
}

describe('duplicate keys', () => {
  it('refuses a request with a key twice, and does not run either command', () => {
    // Arrange
    const { engine, untouched } = withGame();

    // Act
    const reply = ask(engine, '{"cmd":"hello","cmd":"drop","game":1}');

    // Assert
    expect(reply.error).toMatchObject({ code: 'BAD_REQUEST', field: 'cmd' });
    expect(reply.error!.message).toContain('twice');
    untouched();
  });

  it('refuses a key twice in a nested object of any field', () => {
    const { engine, untouched } = withGame();
    const reply = ask(engine, '{"cmd":"new","players":2,"seed":{"a":1,"a":2}}');
    expect(reply.error).toMatchObject({ code: 'BAD_REQUEST', field: 'seed' });
    untouched();
  });

  it('refuses a record object with a key twice, as the record reader refuses its text', () => {
    // Arrange: a record of a short game, with one entry's dice given twice.
    const { engine, untouched } = withGame();
    ask(engine, '{"cmd":"new","players":2,"seed":2}');
    ask(engine, '{"cmd":"step","game":2,"bot":"random"}');
    const record = ask(engine, '{"cmd":"record","game":2}').record as Record<string, unknown>;
    const text = JSON.stringify(record);
    const doubled = text.replace('"actions":[', '"actions":[],"actions":[');

    // Act
    const asObject = ask(engine, `{"cmd":"load","record":${doubled}}`);
    const asText = ask(engine, JSON.stringify({ cmd: 'load', record: doubled }));

    // Assert
    expect(ask(engine, `{"cmd":"load","record":${text}}`).ok).toBe(true);
    expect(asObject.error).toMatchObject({
      code: 'BAD_RECORD',
      field: 'record',
      record: { code: 'MALFORMED_RECORD' },
    });
    expect(asText.error).toMatchObject({
      code: 'BAD_RECORD',
      record: { code: 'MALFORMED_RECORD' },
    });
    expect(engine.liveGames).toBe(3);
    ask(engine, '{"cmd":"drop","game":2}');
    ask(engine, '{"cmd":"drop","game":3}');
    untouched();
  });
});

describe('deep and huge structures', () => {
  it('refuses nesting deeper than 33 levels before parsing, in a field or at the root', () => {
    const { engine, untouched } = withGame();
    const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
    const inSeed = ask(engine, `{"cmd":"new","players":2,"seed":${deep(1_000_000)}}`);
    const atRoot = ask(engine, deep(1_000_000));
    expect(inSeed.error).toMatchObject({ code: 'BAD_FIELD', field: 'seed' });
    expect(inSeed.error!.message).toContain('nested more than 33 levels');
    expect(atRoot.error).toMatchObject({ code: 'BAD_REQUEST' });
    // 32 levels inside the request is a (bad) seed, refused after parsing as such.
    expect(ask(engine, `{"cmd":"new","players":2,"seed":${deep(32)}}`).error).toMatchObject({
      code: 'BAD_FIELD',
      message: '"seed" must be a string (≤ 256) or a safe integer, not an array of 1',
    });
    untouched();
  });

  it('refuses many small values where the protocol has none, before parsing them', () => {
    const { engine, untouched } = withGame();
    const wide = `[${Array.from({ length: 100_000 }, () => '[]').join(',')}]`;
    const reply = ask(engine, `{"cmd":"new","players":2,"seed":${wide}}`);
    expect(reply.error).toMatchObject({ code: 'BAD_FIELD', field: 'seed' });
    expect(reply.error!.message).toMatch(/^seed\[\d+\]: more than 1000 values/);
    untouched();
  });

  it('refuses more games or dice than a request may hold, naming the field', () => {
    const { engine, untouched } = withGame();
    const games = `[${Array.from({ length: 20_000 }, () => '1').join(',')}]`;
    expect(ask(engine, `{"cmd":"steps","games":${games},"actions":[]}`).error).toMatchObject({
      code: 'BAD_FIELD',
      field: 'games',
    });
    const dice = `[${Array.from({ length: 100 }, () => '1').join(',')}]`;
    expect(ask(engine, `{"cmd":"step","game":1,"action":0,"dice":${dice}}`).error).toMatchObject({
      code: 'BAD_FIELD',
      field: 'dice',
    });
    untouched();
  });
});

describe('unknown names and rejected values', () => {
  it('answers a long unknown command with UNKNOWN_COMMAND, quoting it cut short', () => {
    const engine = new Engine();
    const cmd = 'x'.repeat(100_000);
    const reply = ask(engine, JSON.stringify({ cmd }));
    expect(reply.error).toMatchObject({ code: 'UNKNOWN_COMMAND', field: 'cmd' });
    expect(reply.error!.message).toContain(`"${'x'.repeat(40)}"… (100000 characters)`);
    expect(reply.error!.message.length).toBeLessThan(300);
    expect(ask(engine, '{"cmd":7}').error).toMatchObject({ code: 'BAD_FIELD', field: 'cmd' });
  });

  it('suggests the nearest command and field', () => {
    const engine = new Engine();
    const command = ask(engine, '{"cmd":"hellp"}').error!;
    const field = ask(engine, '{"cmd":"new","players":2,"sed":3}').error!;
    const none = ask(engine, '{"cmd":"new","players":2,"zzzzzz":3}').error!;
    expect(command).toMatchObject({ code: 'UNKNOWN_COMMAND', suggestion: 'hello' });
    expect(command.message).toContain('did you mean "hello"?');
    expect(field).toMatchObject({ code: 'UNKNOWN_FIELD', field: 'sed', suggestion: 'seed' });
    expect(field.message).toMatch(/^unknown field "sed"; did you mean "seed"\? \(expected one of/);
    expect(none.suggestion).toBeUndefined();
    expect(engine.liveGames).toBe(0);
  });

  it('echoes the rejected value of a field', () => {
    const engine = new Engine();
    const ruleset = ask(engine, '{"cmd":"new","players":2,"ruleset":"2025-1"}').error!;
    const players = ask(engine, '{"cmd":"new","players":"2"}').error!;
    expect(ruleset.message).toBe(
      '"ruleset" must be one of 2024-12, 2025-01, 2026-06, not "2025-1"',
    );
    expect(players.message).toBe('"players" must be an integer 2..6, not "2"');
  });
});
