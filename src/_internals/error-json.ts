// Typed errors as plain JSON. An `Error`'s `name`, `message` and `stack` are not enumerable own
// properties, so `JSON.stringify(error)` keeps only the fields a subclass adds and drops why it
// failed: a server sending `validateAction`'s verdict to a client would send `{ "code": … }`
// without the message. Each typed error's `toJSON` calls this. Imports nothing: every layer uses it.

/**
 * The JSON of a typed error: `name`, `message`, then every enumerable own field (`code`, `rule`,
 * `action`…), in that order. A field that is itself an error without a `toJSON` of its own
 * (`PositionError.invalid`) is written the same way. The stack and the cause are left out (they
 * name the server's files and internals).
 */
export function errorJson(error: Error): Record<string, unknown> {
  const json: Record<string, unknown> = { name: error.name, message: error.message };
  const fields = error as unknown as Readonly<Record<string, unknown>>;
  for (const key of Object.keys(error)) {
    if (key === 'stack' || key === 'cause') continue;
    const value = fields[key];
    json[key] = value instanceof Error && !('toJSON' in value) ? errorJson(value) : value;
  }
  return json;
}
