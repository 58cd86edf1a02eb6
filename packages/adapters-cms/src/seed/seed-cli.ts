import { parseArgs } from 'node:util';
import { embeddedRows } from '../embedded/embedded-items.js';
import { defaultEditor } from './default-editor.js';
import { seedDirectus } from './seed-directus.js';

/** `npm run cms:seed -- --url http://127.0.0.1:8055 --token <admin token>` */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { url: { type: 'string' }, token: { type: 'string' } },
  });
  const url = values.url ?? process.env['CMS_BASE_URL'];
  const token = values.token ?? process.env['CMS_ADMIN_TOKEN'];
  if (!url || !token) {
    console.error('usage: npm run cms:seed -- --url <directus url> --token <admin token>');
    process.exitCode = 2;
    return;
  }
  const started = Date.now();
  const report = await seedDirectus({
    url,
    token,
    rows: embeddedRows(),
    editor: defaultEditor(process.env),
    log: (line) => console.log(line),
  });
  console.log(
    `seeded ${report.collectionsCreated.length} collections, ${report.itemsLoaded} items and ${report.translationsLoaded} translations in ${Date.now() - started} ms; editor ${report.editor}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
