import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compileLayoutParts, layoutPartsFile, layoutPartsText } from './layout-compile';

// `npm run mail:layout`: compiles the mails' layout with MJML and writes the parts the server fills.
const file = layoutPartsFile();
await writeFile(file, await layoutPartsText(await compileLayoutParts()));
console.log(`${path.relative(process.cwd(), file)}: written`);
