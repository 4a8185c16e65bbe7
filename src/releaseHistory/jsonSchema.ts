/**
 * A small JSON Schema (draft 2020-12) validator for the keywords that
 * static/releases.schema.json uses, and no more: the script checks the data
 * it writes with it, and the unit tests check the committed file. A keyword
 * it does not know makes it throw rather than pass silently, so the schema
 * cannot grow a rule nobody checks.
 *
 * Supported: `type`, `const`, `enum`, `properties`, `required`,
 * `additionalProperties`, `items`, `minItems`, `uniqueItems`, `minLength`,
 * `pattern` (ECMA-262, unanchored, as the spec says), `$ref` to `#/$defs/…`
 * in the same schema, `if`/`then`/`else`, `not`; the annotations `$schema`,
 * `$defs`, `title`, `description` and `$comment` are read and ignored.
 * Node-only in practice (the script and the tests); it ships to no page.
 */

/** A schema as JSON gives it: an object, or `true` / `false`. */
export type JsonSchema = boolean | {[keyword: string]: unknown};

/** One way the data breaks the schema: where (a JSON Pointer into the data) and what. */
export interface SchemaError {
  path: string;
  message: string;
}

const ANNOTATIONS = new Set(['$schema', '$defs', 'title', 'description', '$comment']);
const KEYWORDS = new Set([
  'type',
  'const',
  'enum',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'uniqueItems',
  'minLength',
  'pattern',
  '$ref',
  'if',
  'then',
  'else',
  'not',
]);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON equality: same type, same items in order, same members in any order. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  }
  if (isObject(a) || isObject(b)) {
    if (!isObject(a) || !isObject(b)) return false;
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && jsonEqual(a[k], b[k]));
  }
  return a === b;
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    default:
      throw new Error(`Unknown JSON Schema type "${type}"`);
  }
}

/** JSON Pointer escaping of one reference token. */
function pointerToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Checks `data` against `schema`; returns every error found (an empty list when the data is valid). */
export function validate(data: unknown, schema: JsonSchema): SchemaError[] {
  const root = schema;

  function resolve(ref: string): JsonSchema {
    const match = /^#\/\$defs\/([^/]+)$/.exec(ref);
    const defs = isObject(root) ? root.$defs : undefined;
    const target = match && isObject(defs) ? defs[match[1]!.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    if (target === undefined) throw new Error(`Cannot resolve $ref "${ref}" (only #/$defs/<name> in the same schema)`);
    return target as JsonSchema;
  }

  function check(value: unknown, node: JsonSchema, path: string, errors: SchemaError[]): void {
    if (node === true) return;
    if (node === false) {
      errors.push({path, message: 'no value is allowed here'});
      return;
    }
    for (const keyword of Object.keys(node)) {
      if (!KEYWORDS.has(keyword) && !ANNOTATIONS.has(keyword)) {
        throw new Error(`The validator does not know the keyword "${keyword}" (at schema of ${path || '/'})`);
      }
    }
    const fail = (message: string) => errors.push({path, message});

    if (node.$ref !== undefined) check(value, resolve(String(node.$ref)), path, errors);

    if (node.type !== undefined) {
      const types = Array.isArray(node.type) ? (node.type as string[]) : [node.type as string];
      if (!types.some((type) => hasType(value, type))) {
        fail(`must be of type ${types.join(' or ')}, got ${JSON.stringify(value)}`);
        return;
      }
    }
    if (node.const !== undefined && !jsonEqual(value, node.const)) {
      fail(`must be ${JSON.stringify(node.const)}, got ${JSON.stringify(value)}`);
    }
    if (node.enum !== undefined && !(node.enum as unknown[]).some((option) => jsonEqual(value, option))) {
      fail(`must be one of ${JSON.stringify(node.enum)}, got ${JSON.stringify(value)}`);
    }

    if (typeof value === 'string') {
      if (node.minLength !== undefined && [...value].length < (node.minLength as number)) {
        fail(`must be at least ${String(node.minLength)} characters long`);
      }
      if (node.pattern !== undefined && !new RegExp(node.pattern as string, 'u').test(value)) {
        fail(`${JSON.stringify(value)} does not match ${String(node.pattern)}`);
      }
    }

    if (Array.isArray(value)) {
      if (node.minItems !== undefined && value.length < (node.minItems as number)) {
        fail(`must hold at least ${String(node.minItems)} items`);
      }
      if (node.uniqueItems === true) {
        value.forEach((item, i) => {
          if (value.slice(0, i).some((earlier) => jsonEqual(earlier, item))) {
            fail(`item ${i} repeats an earlier item: ${JSON.stringify(item)}`);
          }
        });
      }
      if (node.items !== undefined) {
        value.forEach((item, i) => check(item, node.items as JsonSchema, `${path}/${i}`, errors));
      }
    }

    if (isObject(value)) {
      const properties = (node.properties ?? {}) as Record<string, JsonSchema>;
      for (const name of (node.required ?? []) as string[]) {
        if (!(name in value)) fail(`must have the property "${name}"`);
      }
      for (const [name, member] of Object.entries(value)) {
        const memberPath = `${path}/${pointerToken(name)}`;
        if (name in properties) check(member, properties[name]!, memberPath, errors);
        else if (node.additionalProperties !== undefined) {
          const extra = node.additionalProperties as JsonSchema;
          if (extra === false) errors.push({path: memberPath, message: 'is not a property this object may have'});
          else check(member, extra, memberPath, errors);
        }
      }
    }

    if (node.not !== undefined && isValid(value, node.not as JsonSchema, path)) {
      fail(`must not match ${JSON.stringify(node.not)}`);
    }
    if (node.if !== undefined) {
      const branch = isValid(value, node.if as JsonSchema, path) ? node.then : node.else;
      if (branch !== undefined) check(value, branch as JsonSchema, path, errors);
    }
  }

  function isValid(value: unknown, node: JsonSchema, path: string): boolean {
    const errors: SchemaError[] = [];
    check(value, node, path, errors);
    return errors.length === 0;
  }

  const errors: SchemaError[] = [];
  check(data, schema, '', errors);
  return errors;
}

/** `validate`'s errors as lines, `/modules/obs-utils/releases/3: must have …`. */
export function formatSchemaErrors(errors: SchemaError[]): string {
  return errors.map((e) => `${e.path || '/'}: ${e.message}`).join('\n');
}
