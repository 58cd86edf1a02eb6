import { workspaceProject } from '../../vitest.workspace-project.ts';

// The example is no workspace (no package.json): its test is a project of the root run.
export default workspaceProject(import.meta.url, { include: ['*.test.ts'] });
