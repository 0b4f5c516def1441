// @ts-check
/**
 * How big the contract package is and who uses what of it: its source lines (tests left out), the
 * names each entry point exports, and for each export the apps that import it. `contract-size.mjs`
 * prints it.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { packageExports } from './package-exports.mjs';

export const CONTRACT_DIR = 'shared/contract';
/** Who may use the contract: the apps, and the libraries and the standalone shell inside them. */
const USERS = ['host', 'remote-shop', 'remote-account', 'remote-content', 'remote-careers', 'api', 'shared/api-client', 'shared/ui', 'shared/standalone'];
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const TEST = /(\.test\.|__tests__|test-support|[\\/]testing[\\/])/;

/** The source files under `dir`, its node_modules and builds left out. @param {string} dir @returns {string[]} */
export function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return SOURCE.test(name) ? [file] : [];
  });
}

/**
 * The names a source text imports from a package, by the module it names
 * (`@storefront/contract`, `@storefront/contract/boundary`...); `import type` counts too.
 * @param {string} text
 * @param {string} fileName
 * @param {string} packageName
 * @returns {{ module: string, name: string }[]}
 */
export function packageImports(text, fileName, packageName) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  /** @type {{ module: string, name: string }[]} */
  const found = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const module = specifier.text;
    if (module !== packageName && !module.startsWith(`${packageName}/`)) continue;
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : statement.exportClause;
    if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) {
      for (const element of bindings.elements) found.push({ module, name: (element.propertyName ?? element.name).text });
    } else {
      found.push({ module, name: '*' });
    }
  }
  return found;
}

/** @param {string} repoRoot */
export function measureContract(repoRoot) {
  const packageName = JSON.parse(readFileSync(path.join(repoRoot, CONTRACT_DIR, 'package.json'), 'utf8')).name;
  const contractFiles = sourceFiles(path.join(repoRoot, CONTRACT_DIR, 'src')).filter((file) => !TEST.test(file));
  const lines = contractFiles.reduce((sum, file) => sum + readFileSync(file, 'utf8').split('\n').length, 0);
  const entries = packageExports(repoRoot, CONTRACT_DIR);
  /** @type {Map<string, string>} entry point and name → the declaration it stands for */
  const declarationOf = new Map(entries.flatMap(({ module, names }) => names.map(({ name, declaration }) => [`${module} ${name}`, declaration])));
  /** @type {Map<string, { names: Set<string>, apps: Set<string> }>} */
  const exported = new Map();
  for (const { module, names } of entries) {
    for (const { name, declaration } of names) {
      const item = exported.get(declaration) ?? { names: new Set(), apps: new Set() };
      exported.set(declaration, item);
      item.names.add(`${module} ${name}`);
    }
  }
  for (const app of USERS) {
    for (const file of sourceFiles(path.join(repoRoot, app)).filter((candidate) => !TEST.test(candidate))) {
      for (const { module, name } of packageImports(readFileSync(file, 'utf8'), file, packageName)) {
        const declaration = declarationOf.get(`${module} ${name}`);
        if (declaration) exported.get(declaration)?.apps.add(app);
      }
    }
  }
  const things = [...exported.entries()]
    .map(([declaration, item]) => ({ declaration, exportedAs: [...item.names].sort(), apps: [...item.apps].sort() }))
    .sort((a, b) => a.declaration.localeCompare(b.declaration));
  return { files: contractFiles.length, lines, entryPoints: entries.map(({ module, names }) => ({ module, names: names.length })), exports: things };
}
