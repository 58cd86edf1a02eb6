// Creates (or migrates) the SQLite database and the admin user with its static token.
import { runDirectus } from './run.mjs';

const code = await runDirectus(['bootstrap']);
process.exit(code);
