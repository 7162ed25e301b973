/**
 * JSON schemas of the contract's answer types, derived from the TypeScript types themselves (the
 * `Res` of each `endpoint<Req, Res>` export of this folder) with the compiler's type checker, so the
 * schema and the type cannot drift: there is one source, the type. Used by the API's answer tests
 * (api/src/http/answer-schemas.test.ts) to validate every served spec call's `value` with ajv.
 *
 * Test-only: it loads the TypeScript compiler, so nothing in the apps imports it (not in index.ts).
 * Object schemas are closed (`additionalProperties: false`): an answer field the type does not name fails.
 */
import path from 'node:path';
import ts from 'typescript';

export type JsonSchema = Record<string, unknown>;

const CONTRACT_INDEX = path.join(__dirname, 'index.ts');

/** Schema of every endpoint's answer, by export name (e.g. `login` -> schema of LoginResult). */
export function contractAnswerSchemas(): Record<string, JsonSchema> {
  const program = ts.createProgram([CONTRACT_INDEX], { strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(CONTRACT_INDEX);
  if (!source) throw new Error('contract index not found');
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error('contract index has no module symbol');
  const schemas: Record<string, JsonSchema> = {};
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(symbol.flags & ts.SymbolFlags.Variable)) continue;
    const type = checker.getTypeOfSymbol(symbol);
    const res = type.getProperty('__res');
    if (!res || !type.getProperty('method') || !type.getProperty('path')) continue;
    // `Res | undefined` (the phantom field is optional): the union rule leaves undefined out.
    schemas[exported.name] = new SchemaBuilder(checker).root(checker.getTypeOfSymbol(res));
  }
  return schemas;
}

class SchemaBuilder {
  private readonly defs: Record<string, JsonSchema> = {};
  private readonly names = new Map<ts.Type, string>();

  constructor(private readonly checker: ts.TypeChecker) {}

  root(type: ts.Type): JsonSchema {
    const schema = this.of(type);
    return Object.keys(this.defs).length ? { ...schema, $defs: this.defs } : schema;
  }

  private of(type: ts.Type): JsonSchema {
    const { flags } = type;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.Undefined | ts.TypeFlags.Void)) return {};
    if (flags & ts.TypeFlags.Never) return { not: {} };
    if (type.isStringLiteral()) return { const: type.value };
    if (type.isNumberLiteral()) return { const: type.value };
    if (flags & ts.TypeFlags.BooleanLiteral) return { const: this.checker.typeToString(type) === 'true' };
    if (flags & ts.TypeFlags.String) return { type: 'string' };
    if (flags & ts.TypeFlags.Number) return { type: 'number' };
    if (flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (flags & ts.TypeFlags.Null) return { type: 'null' };
    if (type.isUnion()) return this.union(type.types);
    if (this.checker.isArrayType(type)) return { type: 'array', items: this.of(this.checker.getTypeArguments(type as ts.TypeReference)[0]!) };
    if (this.checker.isTupleType(type)) {
      const items = this.checker.getTypeArguments(type as ts.TypeReference).map((item) => this.of(item));
      return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
    }
    if (flags & ts.TypeFlags.Object || type.isIntersection()) return this.named(type);
    throw new Error(`answer schema: no rule for ${this.checker.typeToString(type)}`);
  }

  private union(members: readonly ts.Type[]): JsonSchema {
    const kept = members.filter((member) => !(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
    const booleans = kept.filter((member) => member.flags & ts.TypeFlags.BooleanLiteral);
    const rest = kept.filter((member) => !(member.flags & ts.TypeFlags.BooleanLiteral));
    const schemas = rest.map((member) => this.of(member));
    if (booleans.length === 2) schemas.push({ type: 'boolean' });
    else schemas.push(...booleans.map((member) => this.of(member)));
    if (schemas.length === 1) return schemas[0]!;
    // Literal-only unions read better as an enum.
    if (schemas.every((schema) => 'const' in schema && Object.keys(schema).length === 1)) return { enum: schemas.map((schema) => schema.const) };
    return { anyOf: schemas };
  }

  /** Named object types go to $defs once (recursive trees such as the white-label switches work). */
  private named(type: ts.Type): JsonSchema {
    const symbol = type.aliasSymbol ?? type.getSymbol();
    const anonymous = !symbol || symbol.name.startsWith('__') || type.isIntersection();
    if (anonymous) return this.object(type);
    const known = this.names.get(type);
    if (known) return { $ref: `#/$defs/${known}` };
    const base = this.checker.typeToString(type).replace(/[^A-Za-z0-9_]+/g, '_');
    let name = base;
    for (let n = 2; name in this.defs; n += 1) name = `${base}${n}`;
    this.names.set(type, name);
    this.defs[name] = {};
    this.defs[name] = this.object(type);
    return { $ref: `#/$defs/${name}` };
  }

  private object(type: ts.Type): JsonSchema {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const property of this.checker.getPropertiesOfType(type)) {
      const propertyType = this.checker.getTypeOfSymbol(property);
      if (property.name.startsWith('__') || propertyType.getCallSignatures().length > 0) continue;
      const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
      // An optional property's `| undefined` is left out by the union rule (absent, never JSON undefined).
      properties[property.name] = this.of(propertyType);
      if (!optional) required.push(property.name);
    }
    const index = this.checker.getIndexInfoOfType(type, ts.IndexKind.String);
    const schema: JsonSchema = { type: 'object', properties, additionalProperties: index ? this.of(index.type) : false };
    if (required.length) schema.required = required;
    return schema;
  }
}
