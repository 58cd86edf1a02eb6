import { workspaceProject } from '../../vitest.workspace-project.ts';

export default workspaceProject(import.meta.url);
