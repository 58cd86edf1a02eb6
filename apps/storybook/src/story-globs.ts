/** Where Storybook finds stories: every ui component keeps its stories beside it. */
export const STORY_GLOBS = [
  '../../../packages/ui/src/**/*.stories.@(ts|tsx)',
  '../src/**/*.mdx',
] as const;
