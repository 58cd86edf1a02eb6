export { STORY_GLOBS } from './story-globs.js';
