// @ts-check
/** The names a workspace package exports, per entry point of its package.json. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The package's entry points (`exports` of its package.json) with the names each exports, each
 * name with the declaration it stands for: a name exported from two entry points is one thing.
 * @param {string} repoRoot
 * @param {string} packageDir the package's folder, from the repository's root
 * @returns {{ module: string, names: { name: string, declaration: string }[] }[]}
 */
export function packageExports(repoRoot, packageDir) {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, packageDir, 'package.json'), 'utf8'));
  const entries = Object.entries(/** @type {Record<string, string>} */ (pkg.exports ?? { '.': pkg.main }));
  const program = ts.createProgram(
    entries.map(([, file]) => path.join(repoRoot, packageDir, file)),
    {
      jsx: ts.JsxEmit.ReactJSX,
      jsxImportSource: '@emotion/react',
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      noEmit: true,
    },
  );
  const checker = program.getTypeChecker();
  return entries.map(([subpath, file]) => {
    const source = program.getSourceFile(path.join(repoRoot, packageDir, file));
    const symbol = source && checker.getSymbolAtLocation(source);
    const names = (symbol ? checker.getExportsOfModule(symbol) : []).map((exported) => {
      const original = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = original.declarations?.[0];
      const where = declaration ? path.relative(repoRoot, declaration.getSourceFile().fileName) : '?';
      return { name: exported.name, declaration: `${where} ${original.name}` };
    });
    return { module: subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`, names };
  });
}
