// The Action's entry (action.yml runs dist/index.js, this file bundled): run once.
import { run } from './main.js';
await run();
