// Entry point. React picks its development or production build from NODE_ENV when it is
// first imported, so NODE_ENV is settled here, before anything imports React.
const dev = process.argv.includes('--dev') || process.env['NODE_ENV'] === 'development';
process.env['NODE_ENV'] ??= dev ? 'development' : 'production';
try {
  await import('./boot.js');
} catch (error) {
  // A port in use or a broken build: say so and stop (the sandbox would keep us alive).
  console.error(JSON.stringify({ level: 'error', msg: 'start-up failed', error: String(error) }));
  process.exit(1);
}
