import { builtinModules } from 'node:module';
import { BOUNDARY_RULES } from './rules.js';

const BUILTINS = new Set(builtinModules);

/** The package a bare specifier names: 'react-dom/client' -> 'react-dom', 'node:fs' -> 'node:fs'. */
export function packageOf(specifier) {
  if (specifier.startsWith('node:')) return specifier;
  if (BUILTINS.has(specifier.split('/')[0])) return `node:${specifier.split('/')[0]}`;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const IMPORT_PATTERNS = [
  /\bimport\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]/g,
  /\bexport\s+(?:type\s+)?[\w*{}\s,$]+\s+from\s+['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** Bare (non-relative) module specifiers a source text imports. */
export function importsOf(sourceText) {
  const found = new Set();
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of sourceText.matchAll(pattern)) {
      const specifier = match[1];
      if (!specifier.startsWith('.') && !specifier.startsWith('/')) found.add(specifier);
    }
  }
  return [...found];
}

/**
 * Checks one workspace against the dependency table.
 * @param {{ name: string, dependencies: string[], sources: { file: string, text: string }[] }} workspace
 * @returns {{ file: string, specifier: string, message: string }[]}
 */
export function checkWorkspace(workspace) {
  const rule = BOUNDARY_RULES[workspace.name];
  if (!rule) {
    return [
      {
        file: 'package.json',
        specifier: workspace.name,
        message: `no boundary rule for ${workspace.name}`,
      },
    ];
  }
  const violations = [];
  // `site` is 'package.json' for a declared dependency (a whole package), 'import' for a
  // specifier in a source file (which may name a subpath).
  const verdict = (specifier, site = 'import') => {
    const pkg = packageOf(specifier);
    if (pkg === workspace.name) return null;
    if (rule.kind === 'allow') return rule.allowed(pkg, specifier, site) ? null : rule.reason;
    return rule.denied(pkg, specifier, site);
  };
  for (const dependency of workspace.dependencies) {
    const message = verdict(dependency, 'package.json');
    if (message) violations.push({ file: 'package.json', specifier: dependency, message });
  }
  for (const { file, text } of workspace.sources) {
    for (const specifier of importsOf(text)) {
      const message = verdict(specifier);
      if (message) violations.push({ file, specifier, message });
    }
  }
  return violations;
}
