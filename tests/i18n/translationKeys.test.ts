/*
 * The app's translation keys, both ways. Its texts are the locale files `src/**\/locales/{de,en}.json`
 * and `src/app/i18n/backendLocales/{de,en}.json`, which join one i18next namespace at run time
 * (registerTranslations). This test reads the app's TypeScript with the compiler and checks that
 *   - every locale pair has the same keys (array lengths included) and, per key, the same {{placeholders}};
 *   - every key the code asks for exists in German and in English;
 *   - every key of the locale files is used;
 *   - a key that two folders hold (two chunks need it) has the same text in both.
 *
 * What asks for a key:
 *   - a call `t(key, ...)` (i18n.t, a TFunction passed around, loginShell's own `t`): a literal is
 *     the key; a template `prefix.${x}` is expanded with the values `x` can take (a literal, a union
 *     type such as a contract enum or an `as const` list, or the arguments at the call sites of the
 *     local helper whose parameter `x` is); a variable by the same rules. With `returnObjects` the
 *     key names a subtree, and every key below it is used. `t('x', { count })` uses `x_one`/`x_other`.
 *   - a part the compiler cannot name (typed `string` or `number`) must be listed in DYNAMIC_KEYS
 *     below with the values it takes;
 *   - a string literal anywhere in the app's code that equals a key: the tables that name keys for
 *     a later `t(variable)` (route titles, the contract's validation messages, labels of queued
 *     actions). A literal that looks like a key (`namespace.word`, namespace a top-level key of the
 *     locale files) must exist in both languages, so a typo in such a table fails too; except a
 *     key of a contract table (ValidationMessage) that only the server reads and translates;
 *   - index.html's `data-t`/`data-t-label` attributes (the static login shell, vite.config.ts);
 *   - `sync.actions.<label>`: the label a queued action names (`label: 'ticketCreate'`), see below.
 * Test files do not count as use.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LOCALES, TICKET_SUB_CATEGORIES } from '../../src/contract/constants';
import { ALL_PERMISSIONS } from '../../src/contract/permissions';
import { TICKET_STATUS_IDS } from '../../src/contract/tickets';

const root = process.cwd();
const LANGUAGES = ['de', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

/**
 * The values of a key's part that the code types as `string` or `number`, as `*` in the key.
 * Each entry says where the values come from; add one when this test names a new dynamic key.
 */
const DYNAMIC_KEYS: Record<string, readonly (string | number)[]> = {
  // The server's ticket lookups (spec §4, server/features/lookups/lookupRows.ts): the ids of the four statuses,
  // the three priorities (0 = default) and the four top categories. The sub categories of 'Befund'
  // (21, 22) are named by `tickets.subCategories`; an unknown id shows the server's name.
  'tickets.statuses.*': TICKET_STATUS_IDS,
  'tickets.priorities.*': [0, 1, 2],
  'tickets.categories.*': [1, 2, 3, 4],
  'tickets.subCategories.*': TICKET_SUB_CATEGORIES,
  // The free-text fields of a queued body that 'Nicht gesendet' lets the user edit (UnsentPanel;
  // device-made ids are left out, an unknown field shows its name).
  'sync.fields.*': ['subject', 'content', 'closing_reason', 'message', 'note', 'title'],
  // The login shell's language buttons (loginShell.ts gets the texts from vite.config.ts).
  'language.*': LOCALES,
  // The labels of the contract's permissions (issue 26; system/permissionLabel.ts): a permission an
  // administrator adds has none and shows its name.
  'system.permissionLabels.*': ALL_PERMISSIONS,
};

/** Keys a queued action names by its label (ActionLabel, offline/actionLabels.ts). */
const ACTION_LABELS = 'sync.actions.';

// ---------------------------------------------------------------------------- the locale files

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
    join(folder, file),
  );
}

/** Each leaf as `path → sorted placeholders`; array items are keys `path.0`, `path.1`, … */
function leaves(value: unknown, prefix = '', into = new Map<string, string[]>()): Map<string, string[]> {
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) leaves(item, prefix ? `${prefix}.${key}` : key, into);
    return into;
  }
  const placeholders = typeof value === 'string' ? [...value.matchAll(/{{\s*([\w.]+)[^}]*}}/g)] : [];
  return into.set(prefix, placeholders.map((match) => match[1] ?? '').sort());
}

const localeFiles = filesUnder('src').filter((file) =>
  /(?:^|\/)(?:locales|backendLocales)\/(?:de|en)\.json$/.test(file),
);
const folders = [...new Set(localeFiles.map((file) => file.slice(0, file.lastIndexOf('/'))))].sort();
const readLeaves = (file: string) => leaves(JSON.parse(readFileSync(join(root, file), 'utf8')));

/** Every key of a language, with the file that holds it. */
const keysOf: Record<Language, Map<string, string>> = { de: new Map(), en: new Map() };
for (const folder of folders) {
  for (const language of LANGUAGES) {
    const file = `${folder}/${language}.json`;
    if (!localeFiles.includes(file)) continue;
    for (const key of readLeaves(file).keys()) keysOf[language].set(key, file);
  }
}
const namespaces = new Set([...keysOf.de.keys(), ...keysOf.en.keys()].map((key) => key.split('.')[0]));
const PLURAL = /_(?:zero|one|two|few|many|other)$/;

// ------------------------------------------------------------------------------- the app's code

const config = ts.getParsedCommandLineOfConfigFile(
  join(root, 'tsconfig.app.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  },
);
if (!config) throw new Error('tsconfig.app.json could not be read');
const appFiles = new Set(config.fileNames.filter((file) => !/\.test\.tsx?$/.test(file)));
const program = ts.createProgram([...appFiles], config.options);
const checker = program.getTypeChecker();
const sourceFiles = program.getSourceFiles().filter((file) => appFiles.has(file.fileName));

/**
 * A key the code asks for, and where. `subtree`: it reads the subtree (returnObjects), so every key
 * below counts as used; `node`: it may name a subtree rather than a text (a table's prefix).
 */
interface Asked {
  key: string;
  where: string;
  subtree: boolean;
  node?: boolean;
}
const asked: Asked[] = [];
const literals = new Map<string, string>();
const calls = new Map<string, ts.CallExpression[]>();
const propertiesRead = new Set<string>();
/** Literals of the contract's key tables whose property the app never reads: the server's alone. */
const serverOnly = new Set<string>();

const whereOf = (node: ts.Node) => {
  const file = node.getSourceFile();
  return `${relative(root, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
};

function calleeName(call: ts.CallExpression): string {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  return ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
}

for (const file of sourceFiles) {
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!literals.has(node.text)) literals.set(node.text, whereOf(node));
    }
    if (ts.isPropertyAccessExpression(node)) propertiesRead.add(node.name.text);
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      calls.set(name, [...(calls.get(name) ?? []), node]);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

/*
 * The contract (shared with the server) names keys in tables such as ValidationMessage. A key whose
 * property no app code reads (`ValidationMessage.lisIdTaken` appears only in server code) is
 * translated by the server before it answers (server/platform/i18n/messages.ts) and need not be here.
 */
for (const file of sourceFiles.filter((source) => source.fileName.includes('/src/contract/'))) {
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isStringLiteral(node.initializer) &&
      ts.isIdentifier(node.name) &&
      !propertiesRead.has(node.name.text)
    ) {
      serverOnly.add(node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

const literalValuesOfType = (type: ts.Type): string[] => {
  const values: string[] = [];
  for (const part of type.isUnion() ? type.types : [type]) {
    if (part.isStringLiteral() || part.isNumberLiteral()) values.push(String(part.value));
    else if (part.flags & ts.TypeFlags.BooleanLiteral) values.push(checker.typeToString(part));
    else if (!(part.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined))) values.push('*');
  }
  return values;
};

/**
 * The parameter `expression` names, when it is one of a named local helper
 * (`const column = (key: string) => t(\`….${key}\`)`): its index and the helper's calls.
 */
function helperCalls(expression: ts.Expression): { index: number; calls: ts.CallExpression[] } | undefined {
  if (!ts.isIdentifier(expression)) return undefined;
  const declaration = checker.getSymbolAtLocation(expression)?.valueDeclaration;
  if (!declaration || !ts.isParameter(declaration) || !ts.isIdentifier(declaration.name)) return undefined;
  const helper = declaration.parent;
  const named =
    ts.isFunctionDeclaration(helper) && helper.name
      ? helper.name
      : (ts.isArrowFunction(helper) || ts.isFunctionExpression(helper)) &&
          ts.isVariableDeclaration(helper.parent) &&
          ts.isIdentifier(helper.parent.name)
        ? helper.parent.name
        : undefined;
  if (!named) return undefined;
  const symbol = checker.getSymbolAtLocation(named);
  const found = (calls.get(named.text) ?? []).filter(
    (call) => checker.getSymbolAtLocation(call.expression) === symbol,
  );
  return found.length > 0 ? { index: helper.parameters.indexOf(declaration), calls: found } : undefined;
}

/** The strings an expression can be; `*` stands for a part the compiler cannot name. */
function valuesOf(expression: ts.Expression, depth = 0): string[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
    return [expression.text];
  if (ts.isNumericLiteral(expression)) return [expression.text];
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)) {
    return valuesOf(expression.expression, depth);
  }
  if (ts.isConditionalExpression(expression)) {
    return [...valuesOf(expression.whenTrue, depth), ...valuesOf(expression.whenFalse, depth)];
  }
  if (ts.isTemplateExpression(expression)) {
    let values = [expression.head.text];
    for (const span of expression.templateSpans) {
      const parts = valuesOf(span.expression, depth);
      values = values.flatMap((value) => parts.map((part) => value + part + span.literal.text));
    }
    return values;
  }
  const helper = depth < 3 ? helperCalls(expression) : undefined;
  if (helper) {
    return helper.calls.flatMap((call) => {
      const argument = call.arguments[helper.index];
      return argument ? valuesOf(argument, depth + 1) : ['*'];
    });
  }
  return literalValuesOfType(checker.getTypeAtLocation(expression));
}

/** A key with `*` parts, through DYNAMIC_KEYS; undefined when a pattern is not listed there. */
function expand(key: string): string[] | undefined {
  if (!key.includes('*')) return [key];
  const values = DYNAMIC_KEYS[key];
  return values?.map((value) => key.replace('*', String(value)));
}

const unnamed: string[] = [];
const usedPatterns = new Set<string>();
for (const call of calls.get('t') ?? []) {
  const [first, options] = call.arguments;
  if (!first) continue;
  const subtree =
    !!options &&
    ts.isObjectLiteralExpression(options) &&
    options.properties.some((property) => property.name?.getText() === 'returnObjects');
  for (const value of new Set(valuesOf(first))) {
    if (value === '*') continue; // a key from a variable typed string: its table's literals count
    const keys = expand(value);
    if (!keys) unnamed.push(`${whereOf(call)}: ${value}`);
    else if (value.includes('*')) usedPatterns.add(value);
    for (const key of keys ?? []) asked.push({ key, where: whereOf(call), subtree });
  }
}

const html = readFileSync(join(root, 'index.html'), 'utf8');
for (const match of html.matchAll(/data-t(?:-label)?="([^"]+)"/g)) {
  asked.push({ key: match[1] ?? '', where: 'index.html', subtree: false });
}

/** Literals shaped like a key of the locale files (`reports.list.title`), asked for by a table. */
for (const [literal, where] of literals) {
  if (
    /^[a-z]\w*(?:\.\w+)+$/i.test(literal) &&
    namespaces.has(literal.split('.')[0]) &&
    !serverOnly.has(literal)
  ) {
    asked.push({ key: literal, where, subtree: false, node: true });
  }
}

function exists(language: Language, { key, subtree, node }: Asked): boolean {
  const keys = keysOf[language];
  if (keys.has(key)) return true;
  if (keys.has(`${key}_one`) && keys.has(`${key}_other`)) return true;
  return (subtree || !!node) && [...keys.keys()].some((candidate) => candidate.startsWith(`${key}.`));
}

function isUsed(key: string): boolean {
  const base = key.replace(PLURAL, '');
  if (literals.has(key) || literals.has(base)) return true;
  if (key.startsWith(ACTION_LABELS) && literals.has(key.slice(ACTION_LABELS.length))) return true;
  return asked.some(
    (use) => use.key === key || use.key === base || (use.subtree && key.startsWith(`${use.key}.`)),
  );
}

// ------------------------------------------------------------------------------------ the tests

describe('the locale files', () => {
  it('are found', () => {
    expect(folders).toContain('src/app/locales');
    expect(folders).toContain('src/app/i18n/backendLocales');
    expect(folders.length).toBeGreaterThanOrEqual(30);
  });

  it.each(folders)('%s has de.json and en.json with the same keys and placeholders', (folder) => {
    for (const language of LANGUAGES) expect(localeFiles).toContain(`${folder}/${language}.json`);
    expect(Object.fromEntries(readLeaves(`${folder}/en.json`))).toEqual(
      Object.fromEntries(readLeaves(`${folder}/de.json`)),
    );
  });

  it.each(LANGUAGES)('give a key held by two folders (two chunks need it) one %s text', (language) => {
    const seen = new Map<string, unknown>();
    const differing: string[] = [];
    for (const folder of folders) {
      const texts = JSON.parse(readFileSync(join(root, `${folder}/${language}.json`), 'utf8')) as unknown;
      for (const key of leaves(texts).keys()) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
        if (seen.has(key) && seen.get(key) !== text) differing.push(`${folder}: ${key}`);
        seen.set(key, text);
      }
    }
    expect(differing).toEqual([]);
  });
});

describe('the translation keys of the code', () => {
  it('name their dynamic parts (DYNAMIC_KEYS)', () => {
    expect(unnamed).toEqual([]);
    expect(Object.keys(DYNAMIC_KEYS).filter((pattern) => !usedPatterns.has(pattern))).toEqual([]);
  });

  it.each(LANGUAGES)('exist in %s', (language) => {
    const missing = asked.filter((use) => !exists(language, use)).map((use) => `${use.where}: ${use.key}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('are all the locale files hold: no key is unused', () => {
    const unused = [...keysOf.de].filter(([key]) => !isUsed(key)).map(([key, file]) => `${file}: ${key}`);
    expect(unused).toEqual([]);
  });
});
