import { createEmbeddedContent, memoryContentLogger } from '../../src/index.js';
import { contentPortContract } from './content-port.contract.js';

contentPortContract(
  'embedded',
  () =>
    ({ drafts }) =>
      createEmbeddedContent({ drafts, logger: memoryContentLogger() }),
);
