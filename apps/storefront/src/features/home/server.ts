// The home's server-side entry: the content modules' views, which other pages with content
// modules build with (a category's grid cells, issue 32.6).
export { moduleViews, type ModuleContext } from './server/modules.js';
export type { ModuleOf, ModuleView } from './module-view-types.js';
