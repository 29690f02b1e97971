import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

// A read model's tables (createTables, createIndexes, createTrackerTables…) are schema, not what
// events do to rows: every projection spec creates them before its first event, so a broken table
// fails them all at once. Mutants there are left out of the score rather than counted as killed.
const definesTables = (path) =>
  (path.isVariableDeclarator() || path.isFunctionDeclaration()) && /^create\w*(Tables|Indexes)$/.test(path.node.id?.name ?? '');

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'table-definitions', {
    shouldIgnore: (path) => (definesTables(path) ? 'creates tables: schema, run by every projection spec before its events' : undefined),
  }),
];
