export { STORY_GLOBS } from './story-globs.js';
export { directionOf, STORY_LOCALES } from './site-globals.js';
