import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * A page of the web app as the server's page hints need it: the name of its route pattern in
 * `pagePatterns` and the source modules its route and the routes around it load lazily, outermost
 * first, as the build manifest names them.
 */
export type PageEntry = { page: string; modules: string[] };

/** Where the build writes the table, beside Vite's manifest: for the server, not for visitors. */
export const PAGE_TABLE_FILE = '.vite/pages.json';

/**
 * Reads the page table off the router's source (its `routes` array): every route whose
 * `path` is `pagePatterns.<name>`, with the modules of the `import()`s in its `lazy` and its
 * parents' (through a function declared at the top of the file, as the admin area's is). Routes
 * that load nothing of their own and whose parents load nothing are left out.
 */
export function pageTable(routerFile: string, root: string): PageEntry[] {
  const source = ts.createSourceFile(
    routerFile,
    readFileSync(routerFile, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const topLevel = new Map<string, ts.Expression>();
  for (const statement of source.statements)
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          topLevel.set(declaration.name.text, declaration.initializer);

  const moduleOf = (specifier: string) => {
    const base = path.resolve(path.dirname(routerFile), specifier);
    const file = ['.tsx', '.ts'].map((extension) => base + extension).find(existsSync);
    if (!file) throw new Error(`${routerFile}: no module ${specifier}`);
    return path.relative(root, file).split(path.sep).join('/');
  };
  const importsIn = (node: ts.Node, seen = new Set<string>()): string[] => {
    const found: string[] = [];
    const visit = (current: ts.Node) => {
      if (ts.isCallExpression(current)) {
        const [argument] = current.arguments;
        if (
          current.expression.kind === ts.SyntaxKind.ImportKeyword &&
          argument &&
          ts.isStringLiteral(argument)
        )
          found.push(moduleOf(argument.text));
        else if (ts.isIdentifier(current.expression)) {
          const name = current.expression.text;
          const declared = topLevel.get(name);
          if (declared && !seen.has(name)) found.push(...importsIn(declared, seen.add(name)));
        }
      }
      ts.forEachChild(current, visit);
    };
    visit(node);
    return found;
  };
  const property = (route: ts.ObjectLiteralExpression, name: string) =>
    route.properties.find(
      (entry): entry is ts.PropertyAssignment =>
        ts.isPropertyAssignment(entry) && ts.isIdentifier(entry.name) && entry.name.text === name,
    )?.initializer;

  const pages: PageEntry[] = [];
  const walk = (routes: ts.Expression, outer: string[]) => {
    if (!ts.isArrayLiteralExpression(routes)) return;
    for (const route of routes.elements) {
      if (!ts.isObjectLiteralExpression(route)) continue;
      const lazy = property(route, 'lazy');
      const modules = [...new Set([...outer, ...(lazy ? importsIn(lazy) : [])])];
      const routePath = property(route, 'path');
      if (
        routePath &&
        ts.isPropertyAccessExpression(routePath) &&
        ts.isIdentifier(routePath.expression) &&
        routePath.expression.text === 'pagePatterns' &&
        modules.length > 0
      )
        pages.push({ page: routePath.name.text, modules });
      const children = property(route, 'children');
      if (children) walk(children, modules);
    }
  };
  const routes = topLevel.get('routes');
  if (routes) walk(routes, []);
  return pages;
}

/**
 * Writes the router's page table into the build (`PAGE_TABLE_FILE`), so the server names each
 * page's chunks in its HTML (decision 011) from the routes themselves: a page added to the router
 * gets its hints without a second list to keep in step.
 */
export function pageTablePlugin(): Plugin {
  let root = '';
  return {
    name: 'giglane:page-table',
    // The browser's build: the server entry's is neither served nor read for hints.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      const pages = pageTable(path.join(root, 'src/app/router.tsx'), root);
      this.emitFile({ type: 'asset', fileName: PAGE_TABLE_FILE, source: JSON.stringify(pages) });
    },
  };
}
