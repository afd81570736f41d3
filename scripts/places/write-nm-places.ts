// Writes functions/src/places/nm-places-data.ts from the packages named in nm-places.ts.
//   npx tsx scripts/places/write-nm-places.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { buildNmPlaces, nmPlacesModule } from './nm-places';

const data = buildNmPlaces();
const target = fileURLToPath(
  new URL('../../functions/src/places/nm-places-data.ts', import.meta.url),
);
writeFileSync(target, nmPlacesModule(data));
console.log(
  `    ${data.zips.length} ZIP codes and ${data.places.length} places written to ${target}`,
);
