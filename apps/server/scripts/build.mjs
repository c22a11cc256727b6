// Bundles the server into dist/main.js, the file `npm start` runs.
import { bundleServer } from './bundle.mjs';

await bundleServer('dist/main.js');
